#!/usr/bin/env python3
"""Tesseract (as Visor runs it) against PP-OCRv4 (workers/ppocr.py) on Visor's OCR evaluation set.

Builds the set described by Tests/Fixtures/ocr/eval-set.tsv into $VISOR_CACHE_DIR/ocr-eval/ (ImageMagick),
reads every image with both readers, and prints per set the character and word error rates, the
words found, and on the no-text honesty set (Tests/Fixtures/scene/honesty-sets.tsv, rows both/no-text)
how many photos got invented text. Each reader is judged after its trust filter, i.e. on what Visor
would say: tesseract with TextReader.filter's rules (decision 015), PP-OCRv4 with the rule of decision 025
(`ppocr_trusted` below, the same as PPOCRReading.filter in Swift).

    scripts/eval-ocr.sh                 # both readers, summary table
    scripts/eval-ocr.sh --verbose       # and every reading
    scripts/eval-ocr.sh --calibrate     # PP-OCR's raw line scores on the no-text set
    scripts/eval-ocr.sh --readers ppocr --calibrate-writing   # every raw line with the writing rule's features

The foreign set (signs in Cyrillic, Greek, Hebrew, Arabic, Devanagari, Thai, Armenian, Georgian, Hangul
and Han, rendered with Pango onto real photos) is judged by the writing rule of decision 027: "I can see
writing, but not in a script I can read" wanted on each, never on the page, scene and no-text sets.
"""

import argparse
import os
import re
import subprocess
import sys
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "workers"))
import ppocr  # noqa: E402

CACHE = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")
OUT = os.path.join(CACHE, "ocr-eval")
PREFIXES = {
    "opencv-doc:": "/usr/share/doc/opencv-doc/",
    "darknet:": "/usr/share/darknet/data/",
    "skimage:": os.path.join(CACHE, "photos", "skimage") + "/",
    "fixture:": os.path.join(ROOT, "Tests", "Fixtures", "scene") + "/",
}
FONTS = "/usr/share/fonts/truetype/dejavu/"
FONT_FILES = {
    "DejaVu-Sans": "DejaVuSans.ttf",
    "DejaVu-Sans-Bold": "DejaVuSans-Bold.ttf",
    "DejaVu-Serif": "DejaVuSerif.ttf",
    "DejaVu-Serif-Bold": "DejaVuSerif-Bold.ttf",
    "DejaVu-Sans-Mono": "DejaVuSansMono.ttf",
}


def resolve(ref):
    for prefix, folder in PREFIXES.items():
        if ref.startswith(prefix):
            return folder + ref[len(prefix) :]
    return ref


def magick(*args):
    subprocess.run(["convert", *args], check=True, capture_output=True)


def options_of(text):
    return dict(part.split("=", 1) for part in text.split())


# --- building the set ------------------------------------------------------------------------------
def pango_markup(text, o, colour):
    """Pango markup (shaped by HarfBuzz: joined Arabic, Devanagari conjuncts, right-to-left Hebrew) in
    the font family `o["family"]` at `o["size"]` points."""
    from xml.sax.saxutils import escape

    weight = ' weight="bold"' if o.get("bold") == "1" else ""
    return (f'pango:<span font_family="{o["family"].replace("_", " ")}" size="{int(float(o.get("size", "40")) * 1024)}"'
            f' foreground="{colour}"{weight}>{escape(text)}</span>')


def build_scene(path, background, text, o):
    size = o.get("size", "40")
    label = path + ".label.png"
    if "family" in o:  # other scripts: Pango shapes them (ImageMagick's label: does not)
        paper, ink = ("#f4f1e8", "#1a1a1a") if o.get("style") == "plate" else ("#202020", "#ffe14d")
        magick("-background", paper, pango_markup(text, o, ink), "-bordercolor", paper, "-border", "14x8",
               "-background", "none", "-rotate", o.get("angle", "0"), label)
    elif o.get("style") == "plate":
        font = FONTS + FONT_FILES[o.get("font", "DejaVu-Sans")]
        magick("-background", "#f4f1e8", "-fill", "#1a1a1a", "-font", font, "-pointsize", size, f"label:{text}",
               "-bordercolor", "#f4f1e8", "-border", "14x8", "-background", "none", "-rotate", o.get("angle", "0"), label)
    else:
        font = FONTS + FONT_FILES[o.get("font", "DejaVu-Sans")]
        magick("-background", "none", "-fill", "#ffe14d", "-stroke", "#101010", "-strokewidth", "2", "-font", font,
               "-pointsize", size, f"label:{text}", "-rotate", o.get("angle", "0"), label)
    if "family" in o and not os.path.exists(label):
        raise RuntimeError(f"could not render {path}")
    args = [resolve(background), "-auto-orient", "-resize", "1024x", label, "-gravity", "center", "-geometry", "+40-30",
            "-composite"]
    if float(o.get("blur", "0")) > 0:
        args += ["-blur", f"0x{o['blur']}"]
    magick(*args, "-quality", "90", path)
    os.remove(label)


def build_page(path, text, o):
    font = FONTS + FONT_FILES[o.get("font", "DejaVu-Serif")]
    page = path + ".page.png"
    magick("-size", "900x", "-background", "white", "-fill", "#111111", "-font", font, "-pointsize", o.get("size", "22"),
           f"caption:{text}", "-bordercolor", "white", "-border", "50", page)
    if o.get("mode") == "photo":
        args = [resolve(o["bg"]), "-auto-orient", "-resize", "1400x1400^", "-gravity", "center", "-extent", "1400x1100",
                "(", page, "-background", "none", "-rotate", o.get("angle", "0"), ")", "-gravity", "center",
                "-composite"]
    else:
        args = [page]
    if float(o.get("blur", "0")) > 0:
        args += ["-blur", f"0x{o['blur']}"]
    magick(*args, "-quality", "90", path)
    os.remove(page)


def load_cases():
    cases = []
    with open(os.path.join(ROOT, "Tests", "Fixtures", "ocr", "eval-set.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            ident, kind_set, kind, source, _licence, options, truth = line.rstrip("\n").split("\t")
            cases.append({"id": ident, "set": kind_set, "kind": kind, "source": source, "options": options_of(options),
                          "truth": truth})
    with open(os.path.join(ROOT, "Tests", "Fixtures", "scene", "honesty-sets.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            photo, _package, _licence, sets, _what = line.rstrip("\n").split("\t")[:5]
            if sets in ("both", "no-text"):
                cases.append({"id": os.path.basename(photo), "set": "no-text", "kind": "file", "source": photo,
                              "options": {}, "truth": ""})
    os.makedirs(OUT, exist_ok=True)
    for case in cases:
        if case["kind"] == "file":
            case["path"] = resolve(case["source"])
            continue
        case["path"] = os.path.join(OUT, case["id"] + ".jpg")
        if os.path.exists(case["path"]):
            continue
        if case["kind"] == "scene":
            build_scene(case["path"], case["source"], case["truth"], case["options"])
        else:
            build_page(case["path"], case["truth"], case["options"])
    return cases


def decode(path, gray=False, max_side=None):
    args = [path, "-auto-orient", "-colorspace", "sRGB"]
    if max_side:
        args += ["-resize", f"{max_side}x{max_side}>"]
    if gray:
        args += ["-colorspace", "Gray"]
    out = subprocess.run(["convert", *args, "-depth", "8", ("pgm:-" if gray else "ppm:-")], check=True,
                         capture_output=True).stdout
    # P5/P6 header: magic, width, height, maxval, then one whitespace byte; '#' comments may sit between.
    fields, pos = [], 0
    while len(fields) < 4:
        while out[pos : pos + 1].isspace():
            pos += 1
        if out[pos : pos + 1] == b"#":
            pos = out.index(b"\n", pos) + 1
            continue
        end = pos
        while not out[end : end + 1].isspace():
            end += 1
        fields.append(out[pos:end])
        pos = end
    w, h = int(fields[1]), int(fields[2])
    c = 1 if gray else 3
    data = np.frombuffer(out[pos + 1 : pos + 1 + w * h * c], np.uint8)
    return data.reshape(h, w) if gray else data.reshape(h, w, 3)


# --- tesseract, as TextReader does it (decision 015) ------------------------------------------------
def looks_like_word(token):
    alnum = sum(ch.isalnum() for ch in token)
    if alnum < 1:
        return False
    if alnum == 1:
        return token in ("I", "a", "A") or token.isdigit()
    return alnum / len(token) >= 0.6


def is_anchor(word, confidence):
    core = [ch for ch in word if ch.isalnum()]
    return confidence >= 80 and (len(core) >= 3 or sum(ch.isdigit() for ch in core) >= 2)


def tesseract_read(path):
    gray = path + ".tess.pgm"
    magick(path, "-auto-orient", "-colorspace", "Gray", "-resize", "2000x2000>", gray)
    tsv = subprocess.run(["tesseract", gray, "stdout", "--psm", "11", "--dpi", "300", "-l", "eng", "tsv"],
                         capture_output=True, text=True).stdout
    os.remove(gray)
    lines, order = {}, []
    for row in tsv.splitlines()[1:]:
        cols = row.split("\t")
        if len(cols) < 12 or cols[0] != "5":
            continue
        text, conf = cols[11].strip(), float(cols[10])
        if not text or conf < 60 or not looks_like_word(text):
            continue
        key = (cols[2], cols[3], cols[4])
        if key not in lines:
            lines[key] = []
            order.append(key)
        lines[key].append((text, conf))
    kept = [lines[k] for k in order if any(is_anchor(t, c) for t, c in lines[k])]
    words = [w for line in kept for w in line]
    if not words:
        return []
    letters = sum(sum(ch.isalnum() for ch in t) for t, _ in words)
    if letters < 3 or sum(c for _, c in words) / len(words) < 70:
        return []
    return [" ".join(t for t, _ in line) for line in kept]


# --- PP-OCR and its trust rule (decision 025; PPOCRReading.filter in Swift is the same rule) ----------
LINE_CONFIDENCE = 0.80
ANCHOR_CONFIDENCE = 0.90
# An anchor's detector score (decision 047: v6 small read night texture as "HYAIT" with the detector at 0.54).
ANCHOR_DET_SCORE = 0.75


def is_latin(ch):
    """PPOCRTextReader.isLatin: ASCII, Latin letters with accents, ¡ ¿ « » dashes and quotes (decision 047)."""
    o = ord(ch)
    if o <= 0x7F or 0x1E00 <= o <= 0x1EFF or 0x300 <= o <= 0x36F:
        return True
    if 0xC0 <= o <= 0x24F:
        return o not in (0xD7, 0xF7)
    return o in (0xA1, 0xBF, 0xAB, 0xBB, 0xB0, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x201E)


def latin_share(text):
    core = [ch for ch in text if not ch.isspace()]
    return sum(is_latin(ch) for ch in core) / max(1, len(core))


def ppocr_anchor(line):
    tokens = re.findall(r"[A-Za-z0-9]+", line["text"])
    return line["confidence"] >= ANCHOR_CONFIDENCE and line["detScore"] >= ANCHOR_DET_SCORE and any(
        len(t) >= 3 or sum(ch.isdigit() for ch in t) >= 2 for t in tokens
    )


def ppocr_trusted(lines):
    kept = ppocr_trusted_lines(lines)
    if not any(ppocr_anchor(line) for line in kept):
        return []
    return [line["text"] for line in kept]


# --- writing it cannot read (decision 027; PPOCRTextReader.unreadableWriting in Swift is the same) -------
WRITING_DET_SCORE = 0.905
WRITING_MIN_SHORT = 24
WRITING_MIN_ASPECT = 2.2


def is_trusted(line):
    return bool(ppocr_trusted_lines([line]))


def ppocr_trusted_lines(lines):
    kept = []
    for line in lines:
        text = line["text"]
        if line["confidence"] < LINE_CONFIDENCE or latin_share(text) < 0.9:
            continue
        if not any(looks_like_word(t) for t in text.split()):
            continue
        alnum = sum(ch.isalnum() for ch in text)
        if alnum / max(1, len(text.replace(" ", ""))) < 0.5:
            continue
        kept.append(line)
    return kept


def writing_features(line):
    """(detector score, short side, long/short, non-ASCII share, confidence) of a raw line."""
    w, h = line["box"][2], line["box"][3]
    short, long_ = max(1, min(w, h)), max(w, h)
    visible = [ch for ch in line["text"] if not ch.isspace()]
    foreign = sum(not ch.isascii() for ch in visible) / max(1, len(visible))
    return line["detScore"], short, long_ / short, foreign, line["confidence"]


def unreadable_writing(lines):
    """A line the detector is sure of (>= WRITING_DET_SCORE), shaped like a line of writing (short side
    >= WRITING_MIN_SHORT px, >= WRITING_MIN_ASPECT times as long), that the trust rule did not keep and
    that is not one lone character (texture's detections are mostly single blobs). The same whether or
    not text was read too: on the Latin sets no dropped line comes near it."""
    for line in lines:
        if is_trusted(line):
            continue
        det, short, aspect, foreign, _ = writing_features(line)
        if det < WRITING_DET_SCORE or short < WRITING_MIN_SHORT or aspect < WRITING_MIN_ASPECT:
            continue
        visible = [ch for ch in line["text"] if not ch.isspace()]
        if len(visible) == 1:
            continue
        return True
    return False


# --- look-alike scripts (decision 032; PPOCRTextReader's LookAlikeScripts in Swift is the same rule) -----
# Latin letters that Cyrillic and Greek letters are read as (А В С Е Н І К М О Р Т Х У, Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ
# Υ Χ; and PP-OCR's readings of others: Ы -> bI, Д -> n, п -> n, т -> t, и -> u, г -> r, Ξ/Σ -> E, Δ/Λ -> A, Π -> N,
# Φ -> D).
LOOKALIKE_LETTERS = set("ABCDEHIKMNOPTXYZabceikmnoprtuxy")
FOREIGN_MIN_CONFIDENCE = 60.0   # the better of rus/ell must read the crop at least this surely ...
FOREIGN_MARGIN = 0.0            # ... surer than eng by more than this (and hold a letter Latin lacks)
_words = None


_names = set()


def english_words():
    """Lower-case entries of Debian's wamerican list, accents folded; its capitalised ones (names) go
    to _names, lower-cased."""
    global _words
    if _words is None:
        import unicodedata
        _words = set()
        with open("/usr/share/dict/american-english", encoding="utf-8") as f:
            for word in f:
                word = word.strip()
                if word and "'" not in word:
                    folded = "".join(c for c in unicodedata.normalize("NFD", word) if c.isascii())
                    (_words if word[0].islower() else _names).add(folded.lower())
    return _words


def letter_tokens(text):
    return re.findall(r"[A-Za-z]+", text)


def joins_english_words(token):
    """"YouTube", "eBay": capitals joining English words (LookAlikeScripts.joinsEnglishWords)."""
    parts = re.split(r"(?<=[a-z])(?=[A-Z])", token)
    if len(parts) < 2:
        return False
    for index, part in enumerate(parts):
        if index == 0 and len(part) == 1 and part.islower():
            continue
        if len(part) < 3 or part.lower() not in english_words():
            return False
    return True


def has_english_word(text):
    return any(
        (len(t) >= 3 and t.lower() in english_words()) or joins_english_words(t) for t in letter_tokens(text)
    )


def lookalike_suspect(text):
    """A read line that could be Cyrillic or Greek read as Latin: at least 3 letters, every one a look-alike,
    and no English word of 3 letters or more."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 3 and all(c in LOOKALIKE_LETTERS for c in letters) and not has_english_word(text)


def lookalike_shape(text):
    """What Latin writing does not do: a lower-case letter followed by a capital inside a word ("BbIXOn",
    "pecTopaH"), capitals ending in one small letter ("BXOn", "CTOn": Д and П read as n), or a digit
    followed by three lower-case letters ("4aca")."""
    return bool(re.search(r"[a-z][A-Z]", text) or re.search(r"[A-Z]{2,}[a-z]\b", text)
                or re.search(r"[0-9][a-z]{3}", text))


class Tesseract:
    """libtesseract 5 through its C API (ctypes), as the VisorVision plugin runs it: sparse text, 300 dpi."""

    def __init__(self, language):
        import ctypes
        lib = ctypes.CDLL("libtesseract.so.5")
        P = ctypes.c_void_p
        for name, args, res in [("TessBaseAPICreate", [], P), ("TessBaseAPIInit3", [P, ctypes.c_char_p, ctypes.c_char_p], ctypes.c_int),
                                ("TessBaseAPISetVariable", [P, ctypes.c_char_p, ctypes.c_char_p], ctypes.c_int),
                                ("TessBaseAPISetPageSegMode", [P, ctypes.c_int], None),
                                ("TessBaseAPISetImage", [P, ctypes.c_char_p] + [ctypes.c_int] * 4, None),
                                ("TessBaseAPISetSourceResolution", [P, ctypes.c_int], None),
                                ("TessBaseAPIRecognize", [P, P], ctypes.c_int), ("TessBaseAPIGetIterator", [P], P),
                                ("TessResultIteratorGetUTF8Text", [P, ctypes.c_int], P),
                                ("TessResultIteratorConfidence", [P, ctypes.c_int], ctypes.c_float),
                                ("TessResultIteratorNext", [P, ctypes.c_int], ctypes.c_int),
                                ("TessResultIteratorDelete", [P], None), ("TessDeleteText", [P], None),
                                ("TessBaseAPIClear", [P], None)]:
            fn = getattr(lib, name)
            fn.argtypes, fn.restype = args, res
        self.lib, self.ctypes = lib, ctypes
        self.api = lib.TessBaseAPICreate()
        lib.TessBaseAPISetVariable(self.api, b"debug_file", b"/dev/null")
        if lib.TessBaseAPIInit3(self.api, b"/usr/share/tesseract-ocr/5/tessdata", language.encode()) != 0:
            raise RuntimeError(f"tesseract-ocr-{language} is not installed (scripts/setup.sh)")
        lib.TessBaseAPISetPageSegMode(self.api, 11)  # PSM_SPARSE_TEXT

    def words(self, gray):
        lib = self.lib
        h, w = gray.shape
        lib.TessBaseAPISetImage(self.api, np.ascontiguousarray(gray).tobytes(), w, h, 1, w)
        lib.TessBaseAPISetSourceResolution(self.api, 300)
        found = []
        if lib.TessBaseAPIRecognize(self.api, None) == 0:
            it = lib.TessBaseAPIGetIterator(self.api)
            while it:
                p = lib.TessResultIteratorGetUTF8Text(it, 3)
                if p:
                    text = self.ctypes.string_at(p).decode("utf-8", "replace").strip()
                    lib.TessDeleteText(p)
                    if text:
                        found.append((text, lib.TessResultIteratorConfidence(it, 3)))
                if not lib.TessResultIteratorNext(it, 3):
                    break
            if it:
                lib.TessResultIteratorDelete(it)
        lib.TessBaseAPIClear(self.api)
        return found


_tess = {}


def line_crop(gray, box):
    """The line's box in the sent copy, with an eighth of its height around it (PPOCRTextReader.crop)."""
    x, y, w, h = box
    pad = max(2, min(w, h) // 8)
    return gray[max(0, y - pad): y + h + pad, max(0, x - pad): x + w + pad]


def mean_confidence(words):
    """Mean confidence over the words holding at least 3 letters or digits (fragments of a plate's edge,
    "EE..." at 3, are left out), or over all when none does."""
    whole = [(t, c) for t, c in words if sum(ch.isalnum() for ch in t) >= 3] or words
    return sum(c for _, c in whole) / len(whole) if whole else 0.0


def script_scores(gray, line):
    """Mean word confidence of eng, rus and ell on the line's crop, and their readings."""
    crop = line_crop(gray, line["box"])
    out, readings = {}, {}
    for language in ("eng", "rus", "ell"):
        if language not in _tess:
            _tess[language] = Tesseract(language)
        words = _tess[language].words(crop)
        out[language] = mean_confidence(words)
        readings[language] = " ".join(t for t, _ in words)
    return out, readings


# Latin letter -> the Cyrillic / Greek letter it may be (lower case), for the word list of
# scripts/models/lookalike_words.py ($VISOR_CACHE_DIR/models/lookalike-words.txt).
TO_CYRILLIC = dict(zip("abcehkmoptxy", "авсенкмортху"))
TO_GREEK = dict(zip("abehikmnoptxyz", "αβεηικμνορτχυζ"))
# Cyrillic and Greek letters shaped like Latin ones (capitals; small letters), accents folded: a reading
# that holds none but these could be Latin read by the Russian or Greek model.
LOOKALIKE_OTHERS = set("АВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ") | set("аеорсухіјѕпигьαγεικνορτυχωη")
_lookalike_words = None


def lookalike_words():
    global _lookalike_words
    if _lookalike_words is None:
        path = os.path.join(CACHE, "models", "lookalike-words.txt")
        _lookalike_words = set(open(path, encoding="utf-8").read().split()) if os.path.exists(path) else set()
    return _lookalike_words


LEXICON_MIN_LETTERS = 5  # 4-letter Latin words spell Russian or Greek too often ("MOTO", "Coke")


def in_other_lexicon(text):
    """A word of 5 letters or more, not an English name (Kenya, Montana), that is Russian or Greek when its
    letters are taken as Cyrillic or Greek."""
    english_words()
    for token in letter_tokens(text):
        token = token.lower()
        if len(token) < LEXICON_MIN_LETTERS or token in _names:
            continue
        for table in (TO_CYRILLIC, TO_GREEK):
            if all(c in table for c in token) and "".join(table[c] for c in token) in lookalike_words():
                return True
    return False


def has_distinct_letter(reading):
    """A Cyrillic or Greek letter with no Latin look-alike (Д, Ы, П, Ξ, Δ, Σ, Π …) in a word of at least
    3 letters or digits (tesseract's fragments at a plate's edge, "ых", are left out)."""
    import unicodedata
    for word in reading.split():
        if sum(ch.isalnum() for ch in word) < 3:
            continue
        for ch in word:
            if ch.isalpha() and not ch.isascii() and unicodedata.normalize("NFD", ch)[0] not in LOOKALIKE_OTHERS:
                return True
    return False


def lookalike_verdict(gray, line):
    """None when the line is Latin as far as can be told; else why it is taken for another script."""
    text = line["text"]
    if not lookalike_suspect(text):
        return None
    if lookalike_shape(text):
        return "shape"
    if in_other_lexicon(text):
        return "word"
    scores, readings = script_scores(gray, line)
    other = max(("rus", "ell"), key=lambda language: scores[language])
    if (scores[other] >= FOREIGN_MIN_CONFIDENCE and scores[other] > scores["eng"] + FOREIGN_MARGIN
            and has_distinct_letter(readings[other])):
        return "tesseract eng %.0f rus %.0f ell %.0f %r" % (scores["eng"], scores["rus"], scores["ell"], readings[other])
    return None


def read_with_scripts(gray, raw):
    """(spoken lines, unreadable writing said, look-alike verdicts): the trust rule, then every kept line
    taken for another script moves to the unreadable writing; when some writing is unreadable, a kept
    line that holds no English word is not spoken either (it is likely a piece of that writing)."""
    kept = ppocr_trusted_lines(raw)
    verdicts = {}
    for line in kept:
        verdict = lookalike_verdict(gray, line)
        if verdict:
            verdicts[line["text"]] = verdict
    foreign = [line for line in kept if line["text"] in verdicts]
    kept = [line for line in kept if line["text"] not in verdicts]
    unreadable = bool(foreign) or unreadable_writing(raw)
    if unreadable:
        kept = [line for line in kept if has_english_word(line["text"])]
    if not any(ppocr_anchor(line) for line in kept):
        kept = []
    return [line["text"] for line in kept], unreadable, verdicts


# --- scores ----------------------------------------------------------------------------------------
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        cur = [i]
        for j, y in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x != y)))
        prev = cur
    return prev[-1]


def normalise(text):
    text = re.sub(r"-\s+(?=[a-z])", "", text)  # a word broken at a line end
    return " ".join(text.replace("“", '"').replace("”", '"').replace("’", "'").split()).lower()


def words_of(text):
    return re.findall(r"[a-z0-9]+(?:['%][a-z0-9]+)?", normalise(text))


def score(truth, reading):
    t, r = normalise(truth), normalise(" ".join(reading))
    cer = edit_distance(t, r) / max(1, len(t))
    tw, rw = words_of(truth), words_of(" ".join(reading))
    wer = edit_distance(tw, rw) / max(1, len(tw))
    return min(cer, 1.0), min(wer, 1.0)


# The server sends the worker a gray copy at most this long (PPOCRTextReader.sendSide in Swift).
PPOCR_SEND_SIDE = 1600


def cpu_seconds():
    """CPU time of this process (PP-OCR's ONNX Runtime threads) and its finished children (tesseract,
    ImageMagick): on this shared machine wall time says more about the neighbours than the reader."""
    import resource

    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--calibrate", action="store_true")
    parser.add_argument("--det-side", type=int, default=ppocr.DEFAULT_DET_SIDE)
    parser.add_argument("--only", choices=["page", "scene", "no-text", "foreign"])
    parser.add_argument("--calibrate-writing", action="store_true",
                        help="every raw PP-OCR line the trust rule drops, with the writing rule's features")
    parser.add_argument("--readers", default="tesseract,ppocr")
    parser.add_argument("--ppocr-model", default="v4", choices=["v4", "small", "tiny"],
                        help="PP-OCRv4, or PP-OCRv6 small / tiny (decision 047)")
    parser.add_argument("--no-scripts", action="store_true",
                        help="without the look-alike script check of decision 032 (the rule of decision 027 alone)")
    args = parser.parse_args()
    if args.ppocr_model != "v4":
        # PPOCRTextReader.writingRule(.small/.tiny): PP-OCRv6's detector scores lines lower (decision 047).
        global WRITING_DET_SCORE, WRITING_MIN_ASPECT
        WRITING_DET_SCORE, WRITING_MIN_ASPECT = 0.85, 1.8
    readers = args.readers.split(",")
    cases = load_cases()
    if args.only:
        cases = [c for c in cases if c["set"] == args.only]
    models = os.path.join(CACHE, "models", "ppocr-v4" if args.ppocr_model == "v4" else "ppocr-v6")
    engine = ppocr.PPOCR(models, det_side=args.det_side, variant=args.ppocr_model) if "ppocr" in readers else None
    results = {}
    claims = {}
    cpu = {}
    for case in cases:
        if not os.path.exists(case["path"]):
            print(f"missing: {case['path']} (run scripts/setup-test.sh)", file=sys.stderr)
            continue
        row = {}
        for reader in readers:
            t0 = time.monotonic()
            c0 = cpu_seconds()
            if reader == "tesseract":
                reading, raw = tesseract_read(case["path"]), None
            else:
                # As the server sends it to the worker: gray, at most PPOCR_SEND_SIDE px.
                gray = decode(case["path"], gray=True, max_side=PPOCR_SEND_SIDE)
                raw = engine.read(gray)["lines"]
                if args.no_scripts:
                    reading, claimed, verdicts = ppocr_trusted(raw), unreadable_writing(raw), {}
                else:
                    reading, claimed, verdicts = read_with_scripts(gray, raw)
                claims[case["id"]] = claimed
                if args.verbose and verdicts:
                    print(f"  look-alike {case['id']}: " + "; ".join(f"{t!r} ({v})" for t, v in verdicts.items()))
            seconds = time.monotonic() - t0
            cpu[reader] = cpu.get(reader, 0.0) + cpu_seconds() - c0
            row[reader] = (reading, seconds, raw)
            if args.verbose:
                print(f"{case['set']:8} {case['id']:28} {reader:9} {seconds:5.2f}s  {' / '.join(reading)[:150]!r}")
            if args.calibrate and raw is not None and case["set"] == "no-text":
                for line in raw:
                    print(f"  raw {case['id']:28} {line['confidence']:.3f} det {line['detScore']:.2f} {line['text']!r}")
            if args.calibrate_writing and raw is not None:
                for line in raw:
                    det, short, aspect, foreign, confidence = writing_features(line)
                    print(f"  writing {case['set']:8} {case['id']:28} {'T' if is_trusted(line) else '-'} det {det:.3f} short {short:4d} aspect {aspect:5.1f} "
                          f"foreign {foreign:.2f} conf {confidence:.3f} {line['text']!r}")
        results[case["id"]] = (case, row)

    print()
    print(f"{'set':9} {'n':>3} | " + " | ".join(f"{r:>9} CER   WER  words  s/img" for r in readers))
    for name in ("page", "scene"):
        group = [(c, row) for c, row in results.values() if c["set"] == name]
        if not group:
            continue
        cells = []
        for reader in readers:
            scores = [score(c["truth"], row[reader][0]) for c, row in group]
            found = sum(len(set(words_of(c["truth"])) & set(words_of(" ".join(row[reader][0])))) for c, row in group)
            total = sum(len(set(words_of(c["truth"]))) for c, _ in group)
            secs = sum(row[reader][1] for _, row in group) / len(group)
            cells.append(f"{np.mean([s[0] for s in scores]):13.3f} {np.mean([s[1] for s in scores]):5.3f} "
                         f"{found:3d}/{total:<3d} {secs:5.2f}")
        print(f"{name:9} {len(group):3d} | " + " | ".join(cells))
    if "ppocr" in readers:
        # The writing rule: "I can see writing, but not in a script I can read" — wanted on every
        # foreign-script photo, never on the Latin or no-text sets.
        for name in ("foreign", "page", "scene", "no-text"):
            group = [(c, row) for c, row in results.values() if c["set"] == name]
            if not group:
                continue
            claimed = [c["id"] for c, row in group if claims.get(c["id"])]
            spoken = [f"{c['id']} {' / '.join(row['ppocr'][0])!r}" for c, row in group if row["ppocr"][0]]
            print(f"{name:9} {len(group):3d} | unreadable writing said on {len(claimed)}/{len(group)}"
                  + (f": {', '.join(claimed)}" if name != "foreign" and claimed else "")
                  + (f"; missed: {', '.join(c['id'] for c, _ in group if c['id'] not in claimed)}" if name == "foreign" else "")
                  + (f"; Latin text spoken: {'; '.join(spoken)}" if name == "foreign" and spoken else ""))
    group = [(c, row) for c, row in results.values() if c["set"] == "no-text"]
    if group:
        cells = []
        for reader in readers:
            invented = [c["id"] for c, row in group if row[reader][0]]
            secs = sum(row[reader][1] for _, row in group) / len(group)
            cells.append(f"invented {len(invented):2d}/{len(group):<3d}      {secs:5.2f}")
            if invented:
                print(f"  {reader} invented text on: " + ", ".join(
                    f"{i} {' / '.join(results[i][1][reader][0])!r}" for i in invented))
        print(f"{'no-text':9} {len(group):3d} | " + " | ".join(cells))
    print("CPU seconds per image (this process + children; tesseract's include its start and ImageMagick's "
          "gray conversion, PP-OCR's the gray decode): " + ", ".join(
              f"{r} {cpu.get(r, 0) / max(1, len(results)):.2f}" for r in readers))
    if args.verbose or True:
        for name in ("page",):
            for c, row in [(c, row) for c, row in results.values() if c["set"] == name]:
                print(f"  {c['id']:16} " + "  ".join(
                    f"{r} CER {score(c['truth'], row[r][0])[0]:.3f} WER {score(c['truth'], row[r][0])[1]:.3f}"
                    for r in readers))


if __name__ == "__main__":
    main()
