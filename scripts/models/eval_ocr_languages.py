#!/usr/bin/env python3
"""Character error rate per language for Visor's readers (issue 27, decision 047).

Renders every card of Tests/Fixtures/ocr/languages.tsv twice into $VISOR_CACHE_DIR/ocr-languages/ —
"scan" (dark on white) and "photo" (on a Debian photo, turned 4 degrees, blurred, JPEG 80) — with Pango
through ImageMagick (HarfBuzz shapes Arabic and Devanagari), and reads each with PP-OCRv4, PP-OCRv6 small,
PP-OCRv6 tiny (workers/ppocr.py, as the server sends it: gray, at most 1600 px) tesseract with the
card's language pack on the whole picture (the CLI, default page segmentation), and `lines`: tesseract in
the pack on PP-OCRv6 small's lines, straightened, one line at a time — how Visor reads a non-Latin script. CER = edit distance / truth length after
lower-casing, folding dashes and quotes and collapsing spaces, on the raw lines in reading order (before
any trust filter: what the engine can read, not what Visor would decide to say).

    scripts/eval-ocr-languages.sh [--readers v4,small,tiny,tesseract] [--only ru,el] [--verbose]
"""

import argparse
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "workers"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ppocr  # noqa: E402
from eval_ocr import decode, edit_distance, magick, pango_markup  # noqa: E402

CACHE = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")
OUT = os.path.join(CACHE, "ocr-languages")
BACKGROUND = "/usr/share/doc/opencv-doc/examples/data/stuff.jpg"
SEND_SIDE = 1600


def cards(only=None):
    out = []
    with open(os.path.join(ROOT, "Tests", "Fixtures", "ocr", "languages.tsv"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            ident, lang, pack, family, text = line.rstrip("\n").split("\t")
            if only and ident not in only:
                continue
            out.append({"id": ident, "lang": lang, "pack": pack, "family": family, "lines": text.split(" | ")})
    return out


def render(card, style):
    path = os.path.join(OUT, f"{card['id']}-{style}.jpg")
    if os.path.exists(path):
        return path
    os.makedirs(OUT, exist_ok=True)
    text = "\n".join(card["lines"])
    label = path + ".label.png"
    magick("-background", "white", pango_markup(text, {"family": card["family"], "size": "30"}, "#141414"),
           "-bordercolor", "white", "-border", "40x30", label)
    if style == "scan":
        magick(label, "-quality", "92", path)
    else:
        magick(BACKGROUND, "-resize", "1600x1200^", "-gravity", "center", "-extent", "1600x1200",
               "(", label, "-background", "none", "-rotate", "4", ")", "-gravity", "center", "-composite",
               "-blur", "0x0.8", "-quality", "80", path)
    os.remove(label)
    return path


def normalise(text):
    for dash in "–—‐−":
        text = text.replace(dash, "-")
    text = text.replace("“", '"').replace("”", '"').replace("’", "'").replace("‘", "'")
    return " ".join(text.split()).lower()


def cer(truth, reading):
    t, r = normalise(truth), normalise(reading)
    return min(1.0, edit_distance(t, r) / max(1, len(t)))


def tesseract(path, pack):
    done = subprocess.run(["tesseract", path, "stdout", "-l", pack], capture_output=True, text=True)
    return " ".join(done.stdout.split())


def lines_tesseract(engine, gray, pack):
    """As Visor reads a person's non-Latin script (ScriptReading.read in Swift, decision 047): PP-OCRv6
    small's detector finds the lines (it knows no script); each line (detector score >= 0.6), top to
    bottom, is cut out along its quad (already grown by PP-OCR's unclip ratio), straightened to 32-96 px high,
    and read by tesseract in the pack in one-line mode."""
    import tempfile

    import numpy as np

    out = []
    lines = [line for line in engine.read(gray)["lines"] if line["detScore"] >= 0.6]
    for line in sorted(lines, key=lambda line: line["box"][1] + line["box"][3] / 2):
        tl, tr, br, bl = (np.array(p, dtype=np.float64) for p in line["quad"])
        length = max(np.linalg.norm(tr - tl), np.linalg.norm(br - bl))
        thick = max(np.linalg.norm(bl - tl), np.linalg.norm(br - tr))
        if length < 4 or thick < 4:
            continue
        along, across = (tr - tl) / np.linalg.norm(tr - tl), (bl - tl) / np.linalg.norm(bl - tl)
        g = 0.0  # PP-OCR's quads are already grown around the letters (ScriptReading.strip)
        quad = np.array([tl - along * g - across * g, tr + along * g - across * g, br + along * g + across * g,
                         bl - along * g + across * g])
        height = int(min(96, max(32, round(thick + 2 * g))))
        strip = ppocr.sample_strip(gray, quad, height=height, max_width=2400)
        if strip is None:
            continue
        with tempfile.NamedTemporaryFile(suffix=".pgm") as f:
            f.write(b"P5 %d %d 255\n" % (strip.shape[1], strip.shape[0]) + strip.tobytes())
            f.flush()
            done = subprocess.run(["tesseract", f.name, "stdout", "-l", pack, "--psm", "7"], capture_output=True, text=True)
        text = " ".join(done.stdout.split())
        if text:
            out.append(text)
    return " ".join(out)


def speed(paths, runs=3):
    """Median wall and CPU seconds per reading of each picture for v4, v6 small and v6 tiny (gray, at most
    1600 px, as the server sends it), and the ratios to v4."""
    import resource

    def cpu():
        r = resource.getrusage(resource.RUSAGE_SELF)
        return r.ru_utime + r.ru_stime

    models = os.path.join(CACHE, "models")
    engines = {"v4": ppocr.PPOCR(os.path.join(models, "ppocr-v4"))}
    for name in ("small", "tiny"):
        engines[name] = ppocr.PPOCR(os.path.join(models, "ppocr-v6"), variant=name)
    totals = {name: [0.0, 0.0] for name in engines}
    for path in paths:
        gray = decode(path, gray=True, max_side=SEND_SIDE)
        cells = []
        for name, engine in engines.items():
            engine.read(gray)  # warm
            walls, cpus = [], []
            for _ in range(runs):
                t0, c0 = time.monotonic(), cpu()
                lines = engine.read(gray)["lines"]
                walls.append(time.monotonic() - t0)
                cpus.append(cpu() - c0)
            wall, used = sorted(walls)[runs // 2], sorted(cpus)[runs // 2]
            totals[name][0] += wall
            totals[name][1] += used
            cells.append(f"{name} {wall:.2f}s wall {used:.2f}s CPU {' / '.join(l['text'] for l in lines if l['text'])[:40]!r}")
        print(f"{os.path.basename(path):10} " + " | ".join(cells))
    base = totals["v4"]
    print("ratio to v4 (sum over pictures, wall / CPU): " + ", ".join(
        f"{name} {t[0] / base[0]:.2f}x / {t[1] / base[1]:.2f}x" for name, t in totals.items() if name != "v4"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--readers", default="v4,small,tiny,tesseract,lines")
    parser.add_argument("--only", help="card ids, comma-separated")
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--speed", nargs="+", metavar="PICTURE", help="only time v4, v6 small and tiny on these pictures")
    args = parser.parse_args()
    if args.speed:
        speed(args.speed)
        return
    readers = args.readers.split(",")
    engines = {}
    models = os.path.join(CACHE, "models")
    for name in readers:
        if name == "v4":
            engines[name] = ppocr.PPOCR(os.path.join(models, "ppocr-v4"))
        elif name in ("small", "tiny", "lines"):
            engines[name] = ppocr.PPOCR(os.path.join(models, "ppocr-v6"), variant="small" if name == "lines" else name)
    rows = []
    for card in cards(args.only.split(",") if args.only else None):
        truth = " ".join(card["lines"])
        for style in ("scan", "photo"):
            path = render(card, style)
            cells = {}
            for name in readers:
                t0 = time.monotonic()
                if name == "tesseract":
                    reading = tesseract(path, card["pack"])
                elif name == "lines":
                    reading = lines_tesseract(engines[name], decode(path, gray=True, max_side=SEND_SIDE), card["pack"])
                else:
                    gray = decode(path, gray=True, max_side=SEND_SIDE)
                    reading = " ".join(line["text"] for line in engines[name].read(gray)["lines"] if line["text"])
                cells[name] = (cer(truth, reading), time.monotonic() - t0, reading)
                if args.verbose:
                    print(f"{card['id']:3} {style:5} {name:9} CER {cells[name][0]:.3f} {cells[name][1]:5.2f}s {reading!r}")
            rows.append((card, style, cells))
    print()
    print("| lang | set | " + " | ".join(f"{r} CER" for r in readers) + " |")
    print("|---|---|" + "---|" * len(readers))
    for card, style, cells in rows:
        print(f"| {card['id']} ({card['pack']}) | {style} | " + " | ".join(f"{cells[r][0] * 100:.1f} %" for r in readers) + " |")
    print()
    print("mean seconds per image: " + ", ".join(
        f"{r} {sum(c[r][1] for _, _, c in rows) / max(1, len(rows)):.2f}" for r in readers))


if __name__ == "__main__":
    main()
