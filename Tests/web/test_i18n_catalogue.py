"""The web app's message catalogues (issue 27 item 6) are complete: every language has every id of the
English catalogue, the same `{placeholders}`, and the plural forms its CLDR rules need; every id the
app's code asks for exists. Reads the files directly (no browser, no server)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "Web"
MESSAGES = WEB / "js" / "messages"
LANGUAGES = ["en", "es", "fr", "de", "pt", "it", "pl", "tr", "ru", "ar"]

# The plural categories Intl.PluralRules gives integers in each language (CLDR cardinal rules):
# required, and optional ones a translation may add (`many` for millions in es/fr/it/pt).
REQUIRED = {
    "en": {"one", "other"}, "es": {"one", "other"}, "fr": {"one", "other"}, "de": {"one", "other"},
    "pt": {"one", "other"}, "it": {"one", "other"}, "tr": {"one", "other"},
    "pl": {"one", "few", "many", "other"}, "ru": {"one", "few", "many", "other"},
    "ar": {"zero", "one", "two", "few", "many", "other"},
}
OPTIONAL = {"es": {"many"}, "fr": {"many"}, "it": {"many"}, "pt": {"many"}}

# Ids the code builds from parts (`hint.${channel}`, `known.${kind}.${id}`, `model.state.${state}`).
DYNAMIC = (
    [f"hint.{c}" for c in ("describe", "text", "document", "barcode", "colour", "light", "people")]
    + [f"known.{k}.{i}" for k in ("face", "thing") for i in ("title", "hint", "placeholder", "taught", "none", "needsName")]
    + [f"model.state.{s}" for s in ("loaded", "ready", "remote", "ok", "loading", "idle", "available", "failed", "missing", "error")]
)

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def load(code: str) -> dict:
    """A catalogue file: `export default { …JSON… };` after a comment header."""
    text = (MESSAGES / f"{code}.js").read_text(encoding="utf-8")
    start = text.index("export default") + len("export default")
    body = text[start:].strip()
    assert body.endswith(";"), code + ".js must end with a semicolon after the object"
    try:
        return json.loads(body[:-1])
    except json.JSONDecodeError as error:
        pytest.fail(f"{code}.js is not a JSON object after `export default`: {error}")


def placeholders(entry) -> set[str]:
    forms = entry.values() if isinstance(entry, dict) else [entry]
    return {name for form in forms for name in PLACEHOLDER.findall(form)}


@pytest.fixture(scope="module")
def english() -> dict:
    return load("en")


def test_every_language_has_a_catalogue_file():
    assert sorted(p.stem for p in MESSAGES.glob("*.js")) == sorted(LANGUAGES)


@pytest.mark.parametrize("code", LANGUAGES)
def test_catalogue_is_complete_with_the_same_placeholders_and_its_plural_forms(code, english):
    catalogue = load(code)
    missing = sorted(set(english) - set(catalogue))
    extra = sorted(set(catalogue) - set(english))
    assert not missing, f"{code} misses {len(missing)} ids: {missing[:20]}"
    assert not extra, f"{code} has ids English lacks: {extra[:20]}"
    problems = []
    for key, source in english.items():
        entry = catalogue[key]
        if isinstance(source, dict) != isinstance(entry, dict):
            problems.append(f"{key}: plural in one language, a plain string in the other")
            continue
        if isinstance(entry, dict):
            forms = set(entry)
            if not REQUIRED[code] <= forms:
                problems.append(f"{key}: missing plural forms {sorted(REQUIRED[code] - forms)}")
            if forms - REQUIRED[code] - OPTIONAL.get(code, set()):
                problems.append(f"{key}: forms {sorted(forms - REQUIRED[code] - OPTIONAL.get(code, set()))} are not {code}'s")
            if any(not isinstance(form, str) or not form.strip() for form in entry.values()):
                problems.append(f"{key}: an empty plural form")
        elif not entry.strip() and source.strip():
            problems.append(f"{key}: empty")
        if placeholders(entry) != placeholders(source):
            problems.append(f"{key}: placeholders {sorted(placeholders(entry))}, English has {sorted(placeholders(source))}")
        if any(brace in PLACEHOLDER.sub("", form) for form in (entry.values() if isinstance(entry, dict) else [entry]) for brace in "{}"):
            problems.append(f"{key}: a stray brace")
        # Some sentences are placed into markup (with escaped arguments): the text itself holds none,
        # and a screen reader would read "greater than" for a ">".
        if any(ch in form for form in (entry.values() if isinstance(entry, dict) else [entry]) for ch in "<>&"):
            problems.append(f"{key}: markup characters (< > &) in a sentence")
    assert not problems, f"{code}: " + "; ".join(problems[:30])


def test_a_missing_key_or_placeholder_is_caught(english):
    """The checks above can fail: a catalogue missing an id, or a placeholder, is told apart."""
    broken = dict(english)
    broken.pop("settings.language")
    assert set(english) - set(broken) == {"settings.language"}
    assert placeholders("Hola") != placeholders(english["app.windowTitle"])


def test_every_id_the_code_asks_for_exists(english):
    sources = list((WEB / "js").glob("*.js")) + list((WEB / "js" / "screens").glob("*.js"))
    used: dict[str, str] = {}
    for path in sources:
        if path.name == "i18n.js":
            continue
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r"\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'", text):
            used[match.group(1)] = path.name
        # Ids kept in tables (labels, statuses) and passed to t() later.
        for match in re.finditer(r"(?:label|status|title): '([a-z]+\.[a-zA-Z]+)'", text):
            used[match.group(1)] = path.name
    html = (WEB / "index.html").read_text(encoding="utf-8")
    for match in re.finditer(r'data-i18n(?:-[a-z-]+)?="([^"]+)"', html):
        used[match.group(1)] = "index.html"
    for key in DYNAMIC:
        used[key] = "(built from parts)"
    assert len(used) > 400, "the scan found too few ids: did the code stop using t()?"
    unknown = sorted(f"{key} ({where})" for key, where in used.items() if key not in english)
    assert not unknown, f"ids used but not in en.js: {unknown}"


def test_no_screen_keeps_an_english_sentence_in_its_markup():
    """Screens build their text with t(): no English sentence left between tags or in a label."""
    offenders = []
    for path in list((WEB / "js").glob("*.js")) + list((WEB / "js" / "screens").glob("*.js")):
        if path.name == "i18n.js":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip().startswith(("//", "*", "/*")):
                continue
            if re.search(r">[A-Z][a-z]+(?: [a-z]+)+[.…]?<|(?:aria-label|placeholder|alt|title)=\"[A-Z][a-z]+ [a-z]", line):
                offenders.append(f"{path.name}:{number}: {line.strip()[:100]}")
    assert not offenders, "\n".join(offenders)
