"""One capitalisation in every surface (issue 23 item 5): the web app's English catalogue is in sentence
case, as Apple's and Google's accessibility guides use — titles, headings and buttons capitalise their
first word only ("Sign out everywhere", not "Sign Out Everywhere"), and so does every sentence. Proper
nouns and brands keep their capitals by the short list in Tests/Fixtures/capitalisation/. Reads the
file directly (no browser, no server)."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = ROOT / "Web" / "js" / "messages" / "en.js"
ALLOWED = ROOT / "Tests" / "Fixtures" / "capitalisation" / "proper-nouns.txt"

# A new sentence, clause or title starts after these (its first word is capitalised): full stops,
# question and exclamation marks, colons, the middle dot and arrow of "Settings → Models", brackets,
# quotes and line breaks.
BREAK = re.compile(r"[.?!:;·→—…()\[\]\"“”\n]|\s-\s")
WORD = re.compile(r"[A-Za-z][\w'’-]*")
PLACEHOLDER = re.compile(r"\{\w+\}")


def allowed() -> set[str]:
    lines = ALLOWED.read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in lines if line.strip() and not line.startswith("#")}


def title_case_words(text: str, proper: set[str]) -> list[str]:
    """Capitalised words that do not start a sentence or title and are not proper nouns, capitals or
    single letters: what makes "Sign Out Everywhere" Title Case."""
    found = []
    for part in BREAK.split(PLACEHOLDER.sub("", text)):
        for word in WORD.findall(part)[1:]:
            if word[0].isupper() and not word.isupper() and word not in proper:
                found.append(word)
    return found


def strings(entry) -> list[str]:
    return list(entry.values()) if isinstance(entry, dict) else [entry]


def test_the_rule_finds_title_case_and_allows_sentence_case():
    proper = allowed()
    assert title_case_words("Sign Out Everywhere", proper) == ["Out", "Everywhere"]
    assert title_case_words("Your API Tokens", proper) == ["Tokens"]
    assert title_case_words("Sign out everywhere", proper) == []
    assert title_case_words("Saved. Visor’s voice reads answers in Settings → Models (L)", proper) == []
    assert title_case_words("{label} Paused. {why}", proper) == []


def test_the_english_web_catalogue_is_in_sentence_case():
    text = ENGLISH.read_text(encoding="utf-8")
    catalogue = json.loads(text[text.index("export default") + len("export default"):].strip()[:-1])
    proper = allowed()
    offenders = [
        f"{key}: {value!r} ({', '.join(words)})"
        for key, entry in catalogue.items()
        for value in strings(entry)
        if (words := title_case_words(value, proper))
    ]
    assert len(catalogue) > 500
    assert not offenders, "Title Case in the English catalogue (use sentence case):\n" + "\n".join(offenders)
