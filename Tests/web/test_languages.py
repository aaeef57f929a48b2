"""The web app in the person's language (issue 27 item 6): French everywhere on the camera, its answer
history and Settings (no English word left, no catalogue id leaking); Arabic right to left at phone
and desktop sizes, nothing cut or overlapping; the Language choice in Settings re-renders without a
reload and says so once, in the new language. Server sentences (answers, model notes) are the server's
and are left out of the checks."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import BASE_URL, DESKTOP, PHONE, USERNAME, PASSWORD, api, screenshot
from test_app import wait_for_answer
from test_person import LISTEN, announced, reset_listening

CATALOGUES = Path(__file__).resolve().parents[2] / "Web" / "js" / "messages"


def catalogue(code: str) -> dict:
    text = (CATALOGUES / f"{code}.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("export default") + len("export default"):].strip().rstrip(";"))


IDS = set(catalogue("en"))

# English words that must not be seen in the French app (none of them is also French).
ENGLISH = re.compile(
    r"\b(Camera|Settings|Describe|Shutter|Recent|answers?|Choose|Listening|Speak|Sign (in|out)|Password|"
    r"Profile|Language|Display name|Accent|Voice|Models|tokens?|Your|Delete|Loading|Home|Helpers|People|"
    r"Things|Tap|Hold|Viewfinder|Switch|Close|Cancel|Save|Create|Export|Invite|Teach|Name|Live|Find|"
    r"Colour|Light|Barcode|Text|Cute|Car|Talk|Type|Chat|Imagine|just now|ago|the|and|you|with|from|what)\b"
)

# Where the server's own sentences (and commands to type) are shown: not the app's to translate. Text
# written by a person or kept from an earlier answer (an answer given in English before, a chat's
# title, a car's name) is shown with dir=auto, outside the model list (whose notes are in the
# person's language and are checked).
SERVER_TEXT = ["code", "[dir=auto]:not(.models-slot *)", ".captions .answer", ".captions .note", ".captions .checks", ".recent-item .q", ".recent-item .a",
               ".capabilities .sub", ".models-slot .title", "option[value^='en_']",
               ".profile-form select[name=voice] option"]

# Every text a person meets on the page: visible text, accessible names, placeholders, options, title.
TEXTS = """(skip) => {
  const SHOWN = { visibilityProperty: true, opacityProperty: true };
  const skipped = (node) => skip.some((s) => node.closest && node.closest(s));
  const out = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || skipped(el) || !n.textContent.trim()) continue;
    if (el.closest('script, style, noscript')) continue;
    if (!el.checkVisibility(SHOWN) && !el.closest('.visually-hidden, option, optgroup, #announcer')) continue;
    out.push(n.textContent.trim());
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder], optgroup[label]')) {
    if (skipped(el)) continue;
    for (const a of ['aria-label', 'title', 'alt', 'placeholder', 'label']) {
      const v = el.getAttribute(a);
      if (v && v.trim() && !(a === 'label' && el.tagName !== 'OPTGROUP')) out.push(v.trim());
    }
  }
  return out;
}"""


def texts(page) -> list[str]:
    """The page's texts, with the server's sentences cut out of those that quote them (a recent
    answer's name is "Décrit : <the server's answer>")."""
    seen = page.evaluate(TEXTS, SERVER_TEXT)
    quoted = page.evaluate("(sel) => [...document.querySelectorAll(sel.join(','))].map((e) => e.textContent.trim()).filter((t) => t.length > 3)", SERVER_TEXT)
    for quote in sorted(quoted, key=len, reverse=True):
        seen = [text.replace(quote, "") for text in seen]
    return [text for text in seen if text.strip()]


def assert_all_in(page, language: str, where: str, english: re.Pattern | None = ENGLISH) -> None:
    """No English word (for French) and no catalogue id anywhere a person reads or hears on the page."""
    seen = texts(page)
    assert len(seen) > 8, f"{where}: too little text found ({seen})"
    leaks = sorted({t for t in seen for word in re.findall(r"[a-zA-Z]+(?:\.[a-zA-Z]+)+", t) if word in IDS})
    assert not leaks, f"{where}: catalogue ids shown instead of sentences: {leaks}"
    if english is not None:
        english_left = sorted({t for t in seen if english.search(t)})
        assert not english_left, f"{where} in {language} still shows English: {english_left}"
    assert page.evaluate("document.documentElement.lang") == language


@pytest.fixture
def person_language():
    """Sets the test user's `language` through PATCH /api/v1/me when the server has the field (the lead
    adds it on main this session); the browser's language decides otherwise. Back to English after."""
    supported = api("PATCH", "/api/v1/me", {"language": "en"})[0] == 200

    def choose(code: str) -> bool:
        if supported:
            status, body = api("PATCH", "/api/v1/me", {"language": code})
            assert status == 200, body
        return supported

    choose.supported = supported
    yield choose
    if supported:
        api("PATCH", "/api/v1/me", {"language": "en"})


def sign_in_by_form(page) -> None:
    """Signs in without English labels: the form's fields by name."""
    page.fill("input[name=username]", USERNAME)
    page.fill("input[name=password]", PASSWORD)
    page.click(".password-form button[type=submit]")
    page.wait_for_selector(".shutter")


def open_in(browser, locale: str, viewport=PHONE):
    context = browser.new_context(viewport=viewport, device_scale_factor=2, base_url=BASE_URL, locale=locale)
    page = context.new_page()
    page.set_default_timeout(20_000)
    page.add_init_script(LISTEN)
    return context, page


def test_the_app_in_french_shows_no_english_and_no_catalogue_id(browser, person_language):
    person_language("fr")
    context, page = open_in(browser, "fr-FR")
    try:
        page.goto(BASE_URL)
        page.wait_for_selector("input[name=username]")
        expect(page.locator(".password-form button[type=submit]")).to_have_text("Se connecter")
        for summary in page.locator(".signin summary").all():
            summary.click()
        assert_all_in(page, "fr", "the sign-in screen")
        screenshot(page, "fr-signin")
        sign_in_by_form(page)
        page.wait_for_function("document.querySelector('.viewfinder video')?.videoWidth > 0")
        expect(page.locator(".shutter")).to_have_accessible_name(re.compile("touchez pour décrire", re.I))
        expect(page.get_by_role("navigation", name="Sections").get_by_role("link", name="Caméra")).to_be_visible()
        assert page.title() == "Caméra · Visor"
        assert_all_in(page, "fr", "the camera")

        # An answer, then the history of answers: its time in French (Intl.RelativeTimeFormat).
        reset_listening(page)
        page.locator(".shutter").click()
        wait_for_answer(page)
        said = announced(page)
        assert "Je regarde…" in said, said
        page.get_by_role("button", name="Réponses récentes").click()
        expect(page.locator(".recent-list .recent-item").first).to_be_visible()
        page.wait_for_function("getComputedStyle(document.querySelector('.recent')).transform === 'none'")  # slid in
        when = page.locator(".recent-list time").first.inner_text()
        assert re.search(r"à l’instant|il y a", when), when
        assert_all_in(page, "fr", "the camera with its history open")
        screenshot(page, "fr-history")

        page.goto(BASE_URL + "#/settings")
        expect(page.get_by_role("heading", name="Réglages", level=1)).to_be_visible()
        expect(page.locator(".models-slot .row").first).to_be_visible()
        expect(page.locator(".known-list .row").first).to_be_visible()
        page.wait_for_function("!document.querySelector('.known-list')?.textContent.includes('…')")
        assert_all_in(page, "fr", "Settings")
        screenshot(page, "fr-settings", full_page=True)
        # The models and voices are described in French too (the server's notes, in the account's language).
        scene = page.locator(".models-slot .sub").filter(has_text="Faits sur la photo, hors ligne")
        expect(scene).to_have_count(1)
        # What each model does and its state in words, not the API's values ("scene", "not_loaded").
        row = page.locator(".models-slot .row").filter(has_text="local/scene")
        expect(row.locator(".sub").first).to_contain_text("par défaut pour Informations hors ligne sur les photos")
        expect(row.locator(".badge")).not_to_contain_text("_")
        scene.scroll_into_view_if_needed()
        screenshot(page, "fr-settings-models")

        # Every other screen reads in French too.
        for route in ["home", "garage", "chat", "imagine", "cute"]:
            page.goto(f"{BASE_URL}#/{route}")
            page.wait_for_selector("main h1")
            page.wait_for_function("!document.querySelector('main')?.textContent.includes('…') || document.readyState === 'complete'")
            page.wait_for_timeout(500)
            assert_all_in(page, "fr", f"#/{route}")
            screenshot(page, f"fr-{route}")
    finally:
        context.close()


def no_overflow(page) -> dict:
    """What sticks out of the page sideways, and which visible controls overlap each other."""
    return page.evaluate("""() => {
      const width = document.documentElement.clientWidth;
      const wide = document.documentElement.scrollWidth > width + 1;
      const boxes = [...document.querySelectorAll('button, a, input, select, h1, h2, .tab')]
        .filter((e) => e.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !e.closest('.visually-hidden, .skip-link, dialog:not([open])'))
        .map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0 && r.height > 0);
      const cut = boxes.filter(({ e, r }) => (r.left < -1 || r.right > width + 1) && !e.closest('.modes, .chat-list')).map(({ e }) => e.outerHTML.slice(0, 80));
      const overlaps = [];
      for (let i = 0; i < boxes.length; i += 1) for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i], b = boxes[j];
        if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 2 && y > 2) overlaps.push(`${a.e.outerHTML.slice(0, 60)} × ${b.e.outerHTML.slice(0, 60)}`);
      }
      return { wide, cut, overlaps };
    }""")


@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_the_app_in_arabic_is_right_to_left_and_nothing_is_cut(browser, person_language, viewport):
    person_language("ar")
    context, page = open_in(browser, "ar", viewport)
    try:
        page.goto(BASE_URL)
        page.wait_for_selector("input[name=username]")
        assert page.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["ar", "rtl"]
        screenshot(page, "ar-signin")
        sign_in_by_form(page)
        page.wait_for_function("document.querySelector('.viewfinder video')?.videoWidth > 0")
        assert page.evaluate("getComputedStyle(document.querySelector('.tabbar')).direction") == "rtl"
        expect(page.get_by_role("link", name="الإعدادات").first).to_be_visible()
        assert_all_in(page, "ar", "the camera", english=re.compile(r"\b(Camera|Settings|Describe|Shutter|Recent|Live|Talk)\b"))
        layout = no_overflow(page)
        assert not layout["wide"] and not layout["cut"], layout
        assert not layout["overlaps"], layout["overlaps"]
        # In right-to-left the first tab (Camera) is at the right edge, the library button at the right of the shutter.
        tabs = page.locator(".tabbar .tab")
        if viewport == PHONE:
            first, last = tabs.first.bounding_box(), tabs.last.bounding_box()
            assert first["x"] > last["x"], "the tabs run right to left"
        library, flip = page.locator(".library").bounding_box(), page.locator(".flip").bounding_box()
        assert library["x"] > flip["x"], "the library button is on the start (right) side"
        screenshot(page, "ar-camera")

        page.goto(BASE_URL + "#/settings")
        expect(page.get_by_role("heading", name="الإعدادات", level=1)).to_be_visible()
        expect(page.locator(".models-slot .row").first).to_be_visible()
        layout = no_overflow(page)
        assert not layout["wide"] and not layout["cut"], layout
        # A switch's knob sits on the start side when off: the right, in Arabic.
        screenshot(page, "ar-settings")
        screenshot(page, "ar-settings-full", full_page=True)
        # The models in Arabic: their notes, capabilities and states in Arabic, read right to left.
        models = page.locator(".models-slot .row").filter(has_text="local/imagenet")
        expect(models.locator(".sub").first).to_contain_text("افتراضي لـ")
        assert models.locator(".sub").last.evaluate("(e) => getComputedStyle(e).direction") == "rtl"
        models.scroll_into_view_if_needed()
        screenshot(page, "ar-settings-models")
        # The other screens: nothing sticks out sideways or is cut in right-to-left either.
        for route in ["home", "garage", "chat", "imagine", "cute"]:
            page.goto(f"{BASE_URL}#/{route}")
            page.wait_for_selector("main h1")
            page.wait_for_timeout(500)
            layout = no_overflow(page)
            assert not layout["wide"] and not layout["cut"], (route, layout)
            # Text the server or a person wrote keeps its own direction: an English answer in the Arabic
            # app reads left to right (its full stop at the end, cut at the end).
            wrong = page.evaluate("""() => [...document.querySelectorAll('.recent-activity .title, .list .title')]
              .filter((e) => /^[A-Za-z]/.test(e.textContent.trim()) && getComputedStyle(e).direction !== 'ltr')
              .map((e) => e.textContent.slice(0, 40))""")
            assert not wrong, (route, wrong)
            screenshot(page, f"ar-{route}")
        # A direction icon mirrors (the chat's Back arrow), a clock does not.
        page.goto(BASE_URL + "#/chat")
        page.locator(".new-chat").click()
        back = page.locator(".back-btn svg")
        if back.is_visible():
            assert "matrix(-1" in back.evaluate("(e) => getComputedStyle(e).transform")
        assert page.locator(".icon-history").count() == 0 or page.locator(".icon-history").first.evaluate("(e) => getComputedStyle(e).transform") == "none"
    finally:
        context.close()


def test_choosing_a_language_in_settings_re_renders_and_says_so_once(browser, person_language):
    context, page = open_in(browser, "en-US")
    try:
        page.goto(BASE_URL)
        sign_in_by_form(page)
        page.goto(BASE_URL + "#/settings")
        picker = page.get_by_label("Language")
        expect(picker).to_have_value("en")
        # Each option is named in its own language, marked with its `lang`.
        options = page.evaluate("[...document.querySelectorAll('select[name=language] option')].map((o) => [o.value, o.lang, o.textContent])")
        assert ["fr", "fr", "Français"] in options and ["ar", "ar", "العربية"] in options and len(options) == 10
        if not person_language.supported:
            # Only the step that needs the server: PATCH /api/v1/me {"language"} (the lead adds it on main).
            pytest.skip("this server does not take `language` in PATCH /api/v1/me yet; the choice is not saved")
        page.evaluate("window.__marker = 'same page'")
        reset_listening(page)
        picker.select_option("fr")
        expect(page.get_by_role("heading", name="Réglages", level=1)).to_be_visible()
        assert page.evaluate("window.__marker") == "same page", "the page reloaded"
        page.wait_for_function("window.__announced.length > 0")
        page.wait_for_timeout(600)
        said = announced(page)
        assert said.count("Langue : français.") == 1 and len([s for s in said if "Langue" in s]) == 1, said
        # Focus stays on the picker, now labelled in French; the tab bar and the title are French too.
        expect(page.get_by_label("Langue")).to_be_focused()
        expect(page.get_by_label("Langue")).to_have_value("fr")
        assert page.title() == "Réglages · Visor"
        assert api("GET", "/api/v1/me")[1]["language"] == "fr"
        # Kept: a reload comes back in French; back to English the same way.
        page.reload()
        expect(page.get_by_role("heading", name="Réglages", level=1)).to_be_visible()
        reset_listening(page)
        page.get_by_label("Langue").select_option("en")
        expect(page.get_by_role("heading", name="Settings", level=1)).to_be_visible()
        page.wait_for_function("window.__announced.includes('Language: English.')")
        assert page.evaluate("[document.documentElement.lang, document.documentElement.dir]") == ["en", "ltr"]
    finally:
        context.close()
