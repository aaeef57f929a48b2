#!/usr/bin/env python3
"""Russian and Greek words spelled only with letters that look Latin (decision 032).

Reads aspell's expanded word forms on stdin (Debian aspell-ru, aspell-el:
`aspell -d ru dump master | aspell -l ru expand`), folds case and accents (Greek signs are written in
capitals without them; final sigma as sigma), and prints, one a line, the forms of at least 4 letters
made only of А В Е К М Н О Р С Т У Х (Cyrillic) or Α Β Ε Ζ Η Ι Κ Μ Ν Ο Ρ Τ Υ Χ (Greek), lower case: the
words a sign can hold that PP-OCR reads as Latin capitals ("МЕТРО" -> "METPO", "Касса" -> "Kacca").
scripts/setup.sh writes them to $VISOR_CACHE_DIR/models/lookalike-words.txt; LookAlikeScripts (Swift) and
scripts/models/eval_ocr.py read that file.
"""

import sys
import unicodedata

CYRILLIC = set("авекмнорстух")
GREEK = set("αβεζηικμνορτυχ")


def fold(word):
    word = unicodedata.normalize("NFD", word.lower())
    return "".join(c for c in word if not unicodedata.combining(c)).replace("ς", "σ")


def main():
    out = set()
    for line in sys.stdin:
        for word in line.split():
            folded = fold(word)
            if len(folded) >= 4 and (set(folded) <= CYRILLIC or set(folded) <= GREEK):
                out.add(folded)
    sys.stdout.write("".join(word + "\n" for word in sorted(out)))


if __name__ == "__main__":
    main()
