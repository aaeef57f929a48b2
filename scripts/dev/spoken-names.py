#!/usr/bin/env python3
"""The ImageNet class names and colour names Visor says in each language (issue 27).

The tables live in Sources/VisorLocal/Scene/Names/*.swift, one Swift file per language holding one
multi-line string literal in TSV (parsed once, on first use, by SpokenNames.swift). Those files are
the source: edit a row there, then run `check`. This script moves the tables between TSV files and
Swift and checks them.

  scripts/dev/spoken-names.py check            # 1000 rows x 9 languages, no empty cell; lists rows
                                               # whose name is the English one (proper nouns, brands)
  scripts/dev/spoken-names.py export > all.tsv # one table: index, wnid, en, then indefinite/bare per language
  scripts/dev/spoken-names.py extract DIR      # DIR/en.tsv, DIR/es.tsv … DIR/colours.tsv
  scripts/dev/spoken-names.py build DIR        # the Swift files from DIR's TSV files
  scripts/dev/spoken-names.py english DIR      # DIR/en.tsv from Debian darknet's ImageNet lists and
                                               # ImageNetLabels.renamed / renamedAt (the English reference)

A language row is `index<TAB>article|name` ("un|pequinés", "un'|aquila", "ein|Pekinese"), or
`index<TAB>name` where the language has no article or the noun takes none ("пекинес", "guacamole").
The indefinite form joins the article and the name (no space after an apostrophe); the bare form is
the name. Colours: one row per English colour name, one column per language, in the form the
catalogue's colour sentences take (see docs/decisions/ spoken-names).
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAMES = os.path.join(ROOT, "Sources/VisorLocal/Scene/Names")
LANGUAGES = ["es", "fr", "de", "pt", "it", "pl", "tr", "ru", "ar"]
TITLES = {
    "en": "English (the reference: ImageNetLabels.displayName, with each class's WordNet id)",
    "es": "Spanish", "fr": "French", "de": "German", "pt": "Portuguese (Brazilian usage)",
    "it": "Italian", "pl": "Polish (nominative)", "tr": "Turkish", "ru": "Russian (nominative)",
    "ar": "Arabic (Modern Standard Arabic, without vowel marks)",
}


def swift_path(code):
    return os.path.join(NAMES, f"ImageNetNames+{code}.swift")


def read_swift(path):
    text = open(path, encoding="utf-8").read()
    match = re.search(r'#"""\n(.*?)\n *"""#', text, re.S)
    if not match:
        sys.exit(f"{path}: no #\"\"\" … \"\"\"# literal")
    # Indented as swift-format lays it out (the closing delimiter's indentation is not part of it).
    return [line[4:] if line.startswith("    ") else line for line in match.group(1).split("\n")]


def write_swift(path, name, title, rows):
    body = "\n".join("    " + row for row in rows)
    with open(path, "w", encoding="utf-8") as out:
        out.write(
            "// The rows are the source: edit one here, then run scripts/dev/spoken-names.py check.\n"
            "// Written by the project (licence: the project's); see docs/spoken-names.md for the sources.\n\n"
            "extension SpokenNameTables {\n"
            f"  /// {title}.\n"
            f'  static let {name} = #"""\n{body}\n    """#\n'
            "}\n")


def split(form):
    article, bar, name = form.partition("|")
    if not bar:
        return form, form
    if not article:
        return name, name
    return (article + name if article.endswith("'") else article + " " + name), name


def tables():
    english = [line.split("\t") for line in read_swift(swift_path("en"))]
    languages = {code: [line.split("\t") for line in read_swift(swift_path(code))] for code in LANGUAGES}
    colours = [line.split("\t") for line in read_swift(os.path.join(NAMES, "ColourNames+languages.swift"))]
    return english, languages, colours


def check():
    english, languages, colours = tables()
    problems = []
    if len(english) != 1000 or any(len(r) != 3 or r[0] != str(i) or not r[2] for i, r in enumerate(english)):
        problems.append("en: expected 1000 rows `index<TAB>wnid<TAB>name` in order")
    same = {}
    for code, rows in languages.items():
        if len(rows) != 1000:
            problems.append(f"{code}: {len(rows)} rows, expected 1000")
        for i, row in enumerate(rows):
            if len(row) != 2 or row[0] != str(i) or not row[1].strip("| "):
                problems.append(f"{code}: row {i} is {row!r}")
                continue
            indefinite, bare = split(row[1])
            if not bare.strip() or not indefinite.strip():
                problems.append(f"{code}: row {i} has an empty form")
            if i < len(english) and bare.lower() == english[i][2].lower():
                same.setdefault(code, []).append(f"{i} {bare}")
    header = colours[0]
    if header != ["en"] + LANGUAGES:
        problems.append(f"colours: header {header!r}")
    for row in colours[1:]:
        if len(row) != len(header) or not all(cell.strip() for cell in row):
            problems.append(f"colours: row {row!r}")
    for code in LANGUAGES:
        print(f"{code}: {len(languages[code])} rows; same as English: {len(same.get(code, []))}")
        for entry in same.get(code, []):
            print(f"    {entry}")
    print(f"colours: {len(colours) - 1} names x {len(header) - 1} languages")
    for problem in problems:
        print("PROBLEM:", problem)
    return 1 if problems else 0


def export():
    english, languages, _ = tables()
    print("\t".join(["index", "wnid", "en"] + [f"{c}_{f}" for c in LANGUAGES for f in ("indefinite", "bare")]))
    for i, row in enumerate(english):
        cells = row[:]
        for code in LANGUAGES:
            cells.extend(split(languages[code][i][1]))
        print("\t".join(cells))


def extract(directory):
    os.makedirs(directory, exist_ok=True)
    for code in ["en"] + LANGUAGES:
        with open(os.path.join(directory, f"{code}.tsv"), "w", encoding="utf-8") as out:
            out.write("\n".join(read_swift(swift_path(code))) + "\n")
    with open(os.path.join(directory, "colours.tsv"), "w", encoding="utf-8") as out:
        out.write("\n".join(read_swift(os.path.join(NAMES, "ColourNames+languages.swift"))) + "\n")


def build(directory):
    os.makedirs(NAMES, exist_ok=True)
    for code in ["en"] + LANGUAGES:
        rows = open(os.path.join(directory, f"{code}.tsv"), encoding="utf-8").read().rstrip("\n").split("\n")
        write_swift(swift_path(code), code, TITLES[code], rows)
    rows = open(os.path.join(directory, "colours.tsv"), encoding="utf-8").read().rstrip("\n").split("\n")
    write_swift(
        os.path.join(NAMES, "ColourNames+languages.swift"), "colourRows",
        "Every colour name ColourNames says (palette names and their dark/light forms), one column per "
        "language, in the form the catalogue's colour sentences take", rows)


def english(directory):
    src = open(os.path.join(ROOT, "Sources/VisorLocal/Scene/ImageNetClassifier.swift"), encoding="utf-8").read()
    block = src[src.index("static let renamed: [String: String] = ["):]
    renamed = dict(re.findall(r'"([^"]+)": "([^"]+)"', block[:block.index("\n  ]\n")]))
    line = src[src.index("static let renamedAt"):]
    renamed_at = {int(k): v for k, v in re.findall(r'(\d+): "([^"]+)"', line[:line.index("\n")])}
    data = "/usr/share/darknet/data"
    ids = open(f"{data}/imagenet.labels.list").read().split("\n")[:1000]
    names = open(f"{data}/imagenet.shortnames.list").read().split("\n")[:1000]
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "en.tsv"), "w", encoding="utf-8") as out:
        for i, (wnid, name) in enumerate(sorted(zip(ids, names))):
            first = name.split(",")[0].strip()
            out.write(f"{i}\t{wnid}\t{renamed_at.get(i) or renamed.get(first, first)}\n")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else "check"
    if command == "check":
        sys.exit(check())
    elif command == "export":
        export()
    elif command in ("extract", "build", "english") and len(sys.argv) == 3:
        {"extract": extract, "build": build, "english": english}[command](sys.argv[2])
    else:
        sys.exit(__doc__)
