"""Quotas in the web app (issue 12 item 4, decision 031), in real headless Chromium against the real
`visor serve` of scripts/test-web.sh, with the fake camera: what is left today in the account view, the
line after an answer when few are left, a refusal (429) shown, announced once and spoken, and the
shutter saying why it is off and turning itself back on after a rate limit's Retry-After.

Each test makes its own user (`visor users add`) and its own admin, and sets the quota through the
admin API (`PATCH /api/v1/admin/users/{id}`), so the other browser tests' user is never limited.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from playwright.sync_api import expect

from conftest import BASE_URL, DESKTOP, PHONE, RECORD_UPLOADS, api, screenshot, sent, sign_in, visor
from test_app import axe_violations

# India: +05:30 all year (no daylight saving), so the expected local time needs no tz database here
# and a half-hour offset checks the minutes.
ZONE = "Asia/Kolkata"
ZONE_OFFSET = timezone(timedelta(hours=5, minutes=30))

# Test instrumentation (not part of the app): what reached screen readers — the text of every live
# region (aria-live polite/assertive, role alert/status/log) each time it changed, without the parts
# hidden from assistive technology — and what the browser's own voice was asked to say.
OBSERVE = """
(() => {
  window.__announced = [];
  window.__spokenLocally = [];
  const LIVE = '[aria-live=polite],[aria-live=assertive],[role=alert],[role=status],[role=log]';
  const textOf = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.hidden || node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(textOf).join('');
  };
  new MutationObserver((records) => {
    const changed = new Set();
    for (const record of records) {
      const node = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const region = node && node.closest(LIVE);
      if (region) changed.add(region);
      for (const added of record.addedNodes) {
        if (added.nodeType !== 1) continue;
        if (added.matches(LIVE)) changed.add(added);
        for (const inner of added.querySelectorAll(LIVE)) changed.add(inner);
      }
    }
    for (const region of changed) {
      if (region.closest('[hidden], [aria-hidden=true]')) continue;
      const text = textOf(region).trim();
      if (text) window.__announced.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  if (window.speechSynthesis) {
    const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
    window.speechSynthesis.speak = (utterance) => { window.__spokenLocally.push(utterance.text); try { speak(utterance); } catch (e) { /* no voice here */ } };
  }
})();
"""


def new_user(prefix: str, *, admin: bool = False) -> dict:
    """A fresh user (and its API token) in the server's data dir."""
    name = f"{prefix}-{uuid.uuid4().hex[:8]}"
    password = "quota-password-1"
    arguments = ["users", "add", name, "--password-stdin", "--json"] + (["--admin"] if admin else [])
    created = json.loads(visor(*arguments, stdin=password + "\n"))
    return {"id": created["id"], "name": name, "password": password, "token": created["token"]}


@pytest.fixture(scope="module")
def admin() -> dict:
    return new_user("quota-admin", admin=True)


def set_quota(admin: dict, user: dict, **limits) -> dict:
    status, body = api("PATCH", f"/api/v1/admin/users/{user['id']}", limits, token=admin["token"])
    assert status == 200, body
    return body["limits"]


def spaced(text: str) -> str:
    """Chromium's en-US times have a narrow no-break space before AM/PM."""
    return text.replace("\u202f", " ").replace("\xa0", " ")


def local_reset_words(resets_at: str) -> str:
    """What the app should say for the reset, in UTC and in the context's zone (en-US)."""
    reset = datetime.fromisoformat(resets_at.replace("Z", "+00:00"))
    local = reset.astimezone(ZONE_OFFSET)
    now_local = datetime.now(timezone.utc).astimezone(ZONE_OFFSET)
    clock = f"{local.hour % 12 or 12}:{local.minute:02d} {'AM' if local.hour < 12 else 'PM'}"
    return f"midnight UTC ({clock}{'' if local.date() == now_local.date() else ' tomorrow'} your time)"


@pytest.fixture
def person_page(browser):
    """A phone-sized page in India's time (so the local reset time differs from UTC)."""
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, base_url=BASE_URL, locale="en-US", timezone_id=ZONE)
    page = ctx.new_page()
    page.add_init_script(RECORD_UPLOADS)
    page.add_init_script(OBSERVE)
    page.set_default_timeout(20_000)
    yield page
    ctx.close()


def camera_ready(page) -> None:
    page.wait_for_selector(".shutter")
    page.wait_for_function("document.querySelector('.viewfinder video')?.videoWidth > 0")


def wait_announced(page, needle: str, timeout: int = 90_000) -> None:
    page.wait_for_function("(needle) => window.__announced.some((t) => t.includes(needle))", arg=needle, timeout=timeout)


def announced_count(page, needle: str) -> int:
    return page.evaluate("(needle) => window.__announced.filter((t) => t.includes(needle)).length", needle)


def spoken_texts(page) -> list[str]:
    return [json.loads(entry["json"]).get("text", "") for entry in sent(page, "/api/v1/speech") if entry.get("json")]


def shutter_refused(page):
    """Opens the camera, taps the shutter, and returns the server's 429 answer to the analysis."""
    page.goto(BASE_URL + "#/camera")
    camera_ready(page)
    with page.expect_response(lambda r: r.url.endswith("/api/v1/vision/analyze")) as info:
        page.locator(".shutter").click()
    assert info.value.status == 429, info.value.text()
    return info.value


def said_once(page, sentence: str) -> None:
    """`sentence` was announced through the live region once and spoken once."""
    wait_announced(page, sentence)
    page.wait_for_function("(t) => window.__sent.some((e) => e.url.endsWith('/api/v1/speech') && e.json && JSON.parse(e.json).text === t)",
                           arg=sentence, timeout=60_000)
    page.wait_for_timeout(1500)  # time for a second announcement, if there were one
    assert announced_count(page, sentence) == 1, page.evaluate("window.__announced")
    assert spoken_texts(page).count(sentence) == 1


def tap_for_answer(page) -> None:
    """Taps the shutter and waits for the answer (fails at once on an error caption)."""
    with page.expect_response(lambda r: r.url.endswith("/api/v1/vision/analyze"), timeout=90_000) as info:
        page.locator(".shutter").click()
    assert info.value.status == 200, info.value.text()
    page.wait_for_function(
        "() => document.querySelector('.captions .answer:not(.caret)')?.textContent.length > 3"
        " || document.querySelector('.captions.error')", timeout=90_000)
    assert page.locator(".captions.error").count() == 0, page.locator(".captions").inner_text()


def test_analyses_left_count_down_and_the_refusal_is_said_once(admin, person_page):
    page = person_page
    # The day is a UTC day: don't start in its last two minutes (the count would restart mid-test).
    now = datetime.now(timezone.utc)
    left_today = 86_400 - (now.hour * 3600 + now.minute * 60 + now.second)
    if left_today < 120:
        time.sleep(left_today + 2)
    user = new_user("quota")
    limits = set_quota(admin, user, analysesPerDay=2)
    assert limits["analysesPerDay"]["limit"] == 2 and limits["analysesPerDay"]["remaining"] == 2
    when = local_reset_words(limits["analysesPerDay"]["resetsAt"])
    sign_in(page, user["name"], user["password"])

    def account_says(text: str) -> None:
        page.goto(BASE_URL + "#/settings")
        usage = page.locator(".usage-slot")
        expect(usage).to_be_visible()
        expect(usage.locator("h2")).to_have_text("Usage")
        page.wait_for_function("(t) => document.querySelector('.usage-lines').textContent.replace(/[\\u202f\\u00a0]/g, ' ').includes(t)",
                               arg=text)

    # The account view: what is left, and when it resets in UTC and in the person's own time.
    account_says(f"2 of 2 analyses left today; resets at {when}.")
    assert axe_violations(page) == []
    screenshot(page, "quota-account")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "quota-account")
    page.set_viewport_size(PHONE)

    # First analysis: "1 analysis left today." under the answer and spoken after it, once (one voice:
    # the spoken answer and its line are not announced as well).
    page.goto(BASE_URL + "#/camera")
    camera_ready(page)
    tap_for_answer(page)
    line = "1 analysis left today."
    expect(page.locator(".captions .quota-line")).to_have_text(line)
    screenshot(page, "quota-few-left")
    page.wait_for_function("(t) => window.__sent.some((e) => e.url.endsWith('/api/v1/speech') && e.json && JSON.parse(e.json).text === t)",
                           arg=line, timeout=60_000)
    assert announced_count(page, line) == 0, "spoken, so not announced as well"
    account_says(f"1 of 2 analyses left today; resets at {when}.")
    page.goto(BASE_URL + "#/camera")
    camera_ready(page)
    page.wait_for_timeout(500)
    assert announced_count(page, line) == 0, "spoken, so not announced as well"
    assert spoken_texts(page).count(line) == 1, "said once per change, not on every render"

    # Second: none left — said once, and the shutter's name warns before the next tap.
    tap_for_answer(page)
    none_left = f"No analyses left today; more at {when}."
    page.wait_for_function("(t) => (document.querySelector('.captions .quota-line')?.textContent || '').replace(/[\\u202f\\u00a0]/g, ' ') === t",
                           arg=none_left)
    page.wait_for_function("(t) => window.__sent.some((e) => e.url.endsWith('/api/v1/speech') && e.json"
                           " && JSON.parse(e.json).text.replace(/[\\u202f\\u00a0]/g, ' ') === t)", arg=none_left, timeout=60_000)
    expect(page.locator(".shutter")).to_have_attribute("aria-label", re.compile("No analyses left today"))
    account_says(f"0 of 2 analyses left today; resets at {when}.")

    # Third: the server refuses; its sentence is shown, announced once and spoken once, with the wait.
    refusal = shutter_refused(page)
    assert int(refusal.headers["retry-after"]) >= 1
    error = refusal.json()["error"]
    assert error["code"] == "quota_exceeded"
    sentence = error["message"]
    expect(page.locator(".captions.error")).to_contain_text(sentence)
    wait = page.locator(".captions .refusal-wait")
    page.wait_for_function("() => (document.querySelector('.captions .refusal-wait')?.textContent || '').startsWith('Try again at midnight UTC (')")
    said_once(page, sentence)
    shutter = page.locator(".shutter")
    expect(shutter).to_have_attribute("aria-disabled", "true")
    label = spaced(shutter.get_attribute("aria-label"))
    assert label.startswith("Shutter, paused. No analyses left today. Try again at midnight UTC ("), label
    assert spaced(page.text_content(".hint-line")).startswith("No analyses left today. Try again at midnight UTC")
    expect(wait).to_be_visible()
    assert axe_violations(page) == [], "the paused shutter and the refusal pass axe"
    screenshot(page, "quota-refusal")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "quota-refusal")
    page.set_viewport_size(PHONE)

    # Pressing again sends nothing: it says why (the person asked), and the sentence stays said once.
    analyses_sent = len(sent(page, "/api/v1/vision/analyze"))
    shutter.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.__announced.some((t) => t.startsWith('No analyses left today. Try again at'))")
    assert len(sent(page, "/api/v1/vision/analyze")) == analyses_sent, "no request while the quota is used up"
    assert announced_count(page, sentence) == 1
    # Rating cuteness is not an analysis: Cute stays on.
    page.get_by_role("radio", name="Cute").click()
    expect(shutter).not_to_have_attribute("aria-disabled", "true")
    page.get_by_role("radio", name="Describe").click()
    expect(shutter).to_have_attribute("aria-disabled", "true")

    # An admin raises the limit: the next read of /me (the account view) turns analyses back on.
    set_quota(admin, user, analysesPerDay=3)
    account_says(f"1 of 3 analyses left today; resets at {when}.")
    page.goto(BASE_URL + "#/camera")
    camera_ready(page)
    expect(page.locator(".shutter")).not_to_have_attribute("aria-disabled", "true")


def test_a_rate_limit_pauses_the_shutter_and_turns_it_back_on_after_retry_after(admin, person_page):
    page = person_page
    user = new_user("rate")
    sign_in(page, user["name"], user["password"])
    camera_ready(page)
    # Windows are UTC minutes: start early enough in one that the wait leaves time for the checks.
    second = datetime.now(timezone.utc).second
    if second > 30:
        time.sleep(61 - second)
    set_quota(admin, user, requestsPerMinute=1)
    api("GET", "/api/v1/me", token=user["token"])  # this minute's one request (or refused: the app took it)

    with page.expect_response(lambda r: r.url.endswith("/api/v1/vision/analyze")) as info:
        page.locator(".shutter").click()
    refusal = info.value
    refused_at = time.monotonic()
    assert refusal.status == 429, refusal.text()
    retry_after = int(refusal.headers["retry-after"])
    assert 1 <= retry_after <= 60
    error = refusal.json()["error"]
    assert error["code"] == "rate_limited"
    sentence = error["message"]
    expect(page.locator(".captions.error")).to_contain_text(sentence)
    wait_announced(page, sentence)
    # Spoken by the browser's own voice: the server is refusing speech too for now.
    page.wait_for_function("(t) => window.__spokenLocally.includes(t)", arg=sentence)
    page.wait_for_timeout(1000)
    assert announced_count(page, sentence) == 1, page.evaluate("window.__announced")
    assert page.evaluate("(t) => window.__spokenLocally.filter((s) => s === t).length", sentence) == 1
    assert sentence not in spoken_texts(page), "no speech request the server would refuse"

    shutter = page.locator(".shutter")
    expect(shutter).to_have_attribute("aria-disabled", "true")
    label = shutter.get_attribute("aria-label")
    assert label.startswith("Shutter, paused. Too many requests this minute. Try again in"), label
    assert page.text_content(".hint-line").startswith("Too many requests this minute. Try again in")
    expect(page.locator(".captions .refusal-wait")).to_contain_text("Try again in")
    screenshot(page, "rate-refusal")

    # The limit is raised behind the scenes so the tap after the wait surely goes through; the app
    # still waits the server's Retry-After and sends no analysis meanwhile.
    set_quota(admin, user, requestsPerMinute=50)
    analyses_sent = len(sent(page, "/api/v1/vision/analyze"))

    # Chat's Send says why it is paused too, and sends nothing; back on the camera (a new render) the
    # shutter is still paused and nothing is said again.
    page.goto(BASE_URL + "#/chat/new")
    expect(page.locator("#chat-input")).to_be_focused()  # the composer is wired up
    page.locator("#chat-input").fill("Hello?")
    send = page.locator(".composer .send")
    expect(send).to_have_attribute("aria-disabled", "true")
    assert send.get_attribute("aria-label").startswith("Send message, paused. Too many requests this minute.")
    page.locator("#chat-input").press("Enter")
    page.wait_for_function("() => window.__announced.some((t) => t.startsWith('Too many requests this minute. Try again in'))")
    assert not [e for e in sent(page, "/api/v1/chats") if e["method"] == "POST"], "no chat created while paused"
    page.goto(BASE_URL + "#/camera")
    camera_ready(page)
    expect(shutter).to_have_attribute("aria-disabled", "true")
    assert announced_count(page, sentence) == 1
    expect(shutter).not_to_have_attribute("aria-disabled", "true", timeout=(retry_after + 5) * 1000)
    waited = time.monotonic() - refused_at
    assert waited >= retry_after - 1.5, f"turned back on after {waited:.1f} s, Retry-After was {retry_after}"
    assert len(sent(page, "/api/v1/vision/analyze")) == analyses_sent, "no analysis sent during the wait"
    wait_announced(page, "Ready again.")
    assert not page.text_content(".hint-line").startswith("Too many requests")
    tap_for_answer(page)


def test_a_refused_follow_up_pauses_ask_and_says_why(admin, person_page):
    page = person_page
    user = new_user("ask")
    set_quota(admin, user, analysesPerDay=1)
    sign_in(page, user["name"], user["password"])
    camera_ready(page)
    tap_for_answer(page)
    expect(page.locator(".captions .quota-line")).to_contain_text("No analyses left today")
    question = page.get_by_label("Ask about this photo", exact=True)
    question.fill("What colour is the dog?")
    with page.expect_response(lambda r: r.url.endswith("/messages")) as info:
        question.press("Enter")
    assert info.value.status == 429 and info.value.json()["error"]["code"] == "quota_exceeded"
    sentence = info.value.json()["error"]["message"]
    wait_announced(page, sentence)
    ask = page.locator(".captions .ask-send")
    expect(ask).to_have_attribute("aria-disabled", "true")
    assert spaced(ask.get_attribute("aria-label")).startswith("Ask, paused. No analyses left today. Try again at midnight UTC (")
    hold = page.locator(".captions .ask-hold")
    expect(hold).to_have_attribute("aria-disabled", "true")
    assert hold.get_attribute("aria-label").startswith("Ask out loud, paused. No analyses left today.")
    # Asking again sends nothing and says why.
    page.get_by_label("Ask about this photo", exact=True).fill("And now?")
    page.get_by_label("Ask about this photo", exact=True).press("Enter")
    page.wait_for_function("() => window.__announced.some((t) => t.startsWith('No analyses left today. Try again at'))")
    messages = [e for e in page.evaluate("window.__sent") if e["url"].endswith("/messages")]
    assert len(messages) == 1, "one follow-up reached the server, the second was stopped here"
    page.wait_for_timeout(500)
    assert announced_count(page, sentence) == 1


def test_every_module_is_in_the_service_workers_shell():
    """quota.js (and every other module) is cached with the shell, or the app would not open offline."""
    web = Path(__file__).resolve().parents[2] / "Web"
    shell = set(re.findall(r"'([^']+)'", re.search(r"const SHELL = \[(.*?)\];", (web / "sw.js").read_text(), re.S).group(1)))
    modules = {str(path.relative_to(web)) for path in (web / "js").rglob("*.js")}
    assert "js/quota.js" in modules
    assert modules - shell == set(), "add these to SHELL in Web/sw.js"


def test_a_french_person_hears_and_reads_the_refusal_in_french_once(admin, person_page):
    """Issue 27 (decision 064): the server's refusal is in the account's language (French here, over the
    browser's English Accept-Language), shown, announced once and spoken once, with the same code."""
    page = person_page
    user = new_user("quota-fr")
    set_quota(admin, user, analysesPerDay=0)
    status, body = api("PATCH", "/api/v1/me", {"language": "fr"}, token=user["token"])
    assert status == 200 and body["language"] == "fr", body
    sign_in(page, user["name"], user["password"])
    refusal = shutter_refused(page)
    assert refusal.headers.get("content-language") == "fr"
    error = refusal.json()["error"]
    assert error["code"] == "quota_exceeded"
    # French counts 0 as singular ("0 analyse").
    sentence = error["message"]
    assert sentence == ("Ce compte peut lancer 0 analyse par jour (un administrateur l'a réglé ainsi) ; "
                        "demandez à un administrateur de l'augmenter."), sentence
    expect(page.locator(".captions.error")).to_contain_text(sentence)
    said_once(page, sentence)
    assert axe_violations(page) == []
    screenshot(page, "quota-refusal-fr")
    page.set_viewport_size(DESKTOP)
    screenshot(page, "quota-refusal-fr")
