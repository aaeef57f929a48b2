"""One voice beside a screen reader (issue 23 item 4): asked once per device whether a screen reader
reads the answers; then an answer is either announced in the live region (screen reader; Visor's audio
off) or spoken by Visor (its voice; not announced as well) — never both. Changed in Settings."""

from __future__ import annotations

from playwright.sync_api import expect

from conftest import BASE_URL, PHONE, screenshot, sign_in
from test_person import LISTEN, announced, debug, live_camera, reset_listening, wait_until_spoken


def take_photo(page) -> str:
    page.locator(".shutter").click()
    page.wait_for_function(
        "!document.querySelector('.shutter').disabled && document.querySelector('.captions .answer:not(.caret)')",
        timeout=120_000)
    assert page.locator(".captions.error").count() == 0, page.locator(".captions").inner_text()
    return page.locator(".captions .answer").inner_text().strip()


def test_the_first_run_question_then_one_voice_either_way(browser):
    context = browser.new_context(viewport=PHONE, base_url=BASE_URL, ask_reader=True)
    context.add_init_script(LISTEN)
    page = context.new_page()
    try:
        sign_in(page)
        question = page.get_by_role("dialog", name="Do you use a screen reader?")
        expect(question).to_be_visible()
        yes = page.get_by_role("button", name="Yes, my screen reader reads answers")
        expect(yes).to_be_focused()
        screenshot(page, "reader-question")
        page.keyboard.press("Escape")  # it must be answered: Escape does not dismiss it
        expect(question).to_be_visible()
        page.keyboard.press("Enter")
        expect(question).to_be_hidden()
        page.wait_for_function(
            "window.__announced.includes('Your screen reader will read answers. Visor’s voice is off.')")
        expect(page.locator(".speak-toggle")).to_have_attribute("aria-label", "Speak answers: off")

        # Screen-reader mode: the answer is announced once, and Visor says nothing.
        live_camera(page)
        reset_listening(page)
        started = debug(page, "audioChunksStarted")
        answer = take_photo(page)
        page.wait_for_function("(t) => window.__announced.some((l) => l.includes(t))", arg=answer[:30])
        page.wait_for_timeout(1000)
        assert sum(answer[:30] in line for line in announced(page)) == 1, announced(page)
        assert debug(page, "audioChunksStarted") == started, "Visor spoke beside the screen reader"
        # Focus lands on the answer's heading, and the next Tab reaches "Ask about this photo".
        page.wait_for_function("document.activeElement?.classList.contains('answer-heading')")
        expect(page.locator(":focus")).to_have_text("Answer")
        page.wait_for_selector(".captions .follow-up input")
        page.keyboard.press("Tab")
        expect(page.get_by_role("textbox", name="Ask about this photo")).to_be_focused()
        # The shutter comes before the recent answers in Tab order.
        assert page.evaluate(
            "document.querySelector('.shutter').compareDocumentPosition(document.querySelector('#recent-search'))"
            " & Node.DOCUMENT_POSITION_FOLLOWING"), "the recent answers come before the shutter"
        screenshot(page, "answer-focused")

        # Settings shows the choice on this device and changes it.
        page.goto(BASE_URL + "#/settings")
        mine = page.get_by_role("radio", name="My screen reader (VoiceOver, TalkBack, NVDA); Visor stays quiet")
        expect(mine).to_be_checked()
        page.get_by_role("radio", name="Visor’s voice; answers are not announced to a screen reader as well").check()
        expect(page.locator(".profile-status")).to_have_text("Saved: Visor’s voice reads answers.")
        screenshot(page, "settings-reader-choice")

        # Visor's voice: the answer is heard and not announced as well.
        page.goto(BASE_URL + "#/camera")
        expect(page.get_by_role("dialog", name="Do you use a screen reader?")).to_have_count(0)
        live_camera(page)
        reset_listening(page)
        started = debug(page, "audioChunksStarted")
        answer = take_photo(page)
        wait_until_spoken(page, started)
        page.wait_for_timeout(1000)
        assert not any(answer[:30] in line for line in announced(page)), announced(page)
    finally:
        context.close()
