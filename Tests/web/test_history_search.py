"""History search in the web app (issue 23 item 5; issue 27 item 7): the recent answers panel has a
search field; what it finds is listed and its number announced once; a hit found by meaning rather
than by its words ("wo sind meine Schlüssel" for a question about keys) says so, in what is shown and in what a
screen reader reads."""

from __future__ import annotations

import json
import time
import urllib.request
import uuid

from playwright.sync_api import expect

from conftest import BASE_URL, DESKTOP, FIXTURES, PHONE, TOKEN, api, screenshot
from test_app import axe_violations
from test_person import LISTEN, announced, reset_listening


# German for "where are my keys": no word in common with the English question it finds.
QUERY = "wo sind meine Schlüssel"


def analyze(prompt: str) -> dict:
    """A saved analysis of the fixture photo with `prompt` (multipart, as the test user)."""
    boundary = uuid.uuid4().hex
    body = b""
    for name, value in (("prompt", prompt), ("speak", "false")):
        body += f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n".encode()
    body += (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"photo.jpg\"\r\n"
        "Content-Type: image/jpeg\r\n\r\n"
    ).encode() + (FIXTURES / "photo.jpg").read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(BASE_URL.rstrip("/") + "/api/v1/vision/analyze", data=body, method="POST")
    request.add_header("Authorization", f"Bearer {TOKEN}")
    request.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
    with urllib.request.urlopen(request, timeout=120) as response:
        assert response.status == 200
        return json.loads(response.read())


def found_by_meaning(query: str, analysis_id: str, timeout: float = 90) -> None:
    """Waits until background indexing has embedded the analysis and `query` finds it by meaning."""
    deadline = time.monotonic() + timeout
    while True:
        status, page = api("GET", f"/api/v1/analyses?limit=20&q={urllib.request.quote(query)}")
        assert status == 200, page
        if any(item["id"] == analysis_id and item.get("match") == "meaning" for item in page["items"]):
            return
        assert time.monotonic() < deadline, f"{query!r} never found {analysis_id} by meaning: {page['items']}"
        time.sleep(0.5)


def open_recent(page) -> None:
    opener = page.locator(".open-recent")
    if opener.is_visible():
        opener.click()
    expect(page.locator("#recent-search")).to_be_visible()


def test_history_is_searched_and_a_meaning_hit_says_so(signed_in):
    page = signed_in
    word = f"kitchen{uuid.uuid4().hex[:6]}"
    keys = analyze(f"Are my keys on the {word} table?")
    found_by_meaning(QUERY, keys["id"])

    for viewport, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        page.set_viewport_size(viewport)
        page.goto(BASE_URL + "#/camera")
        if not page.evaluate("'__announced' in window"):  # one recorder per document
            page.evaluate(LISTEN)
        open_recent(page)
        search = page.locator("#recent-search")
        expect(search).to_have_accessible_name("Search your answers")

        # By its words: the one analysis with the unique word, its number announced once.
        reset_listening(page)
        search.fill(word)
        item = page.locator(".recent-list .recent-item")
        expect(item).to_have_count(1)
        expect(item.locator(".q")).to_contain_text(word)
        expect(item.locator(".match-tag")).to_have_count(0)
        page.wait_for_function("window.__announced.includes('1 answer found')")
        page.wait_for_timeout(600)
        assert announced(page).count("1 answer found") == 1, announced(page)

        # By meaning: the German question finds the English one about keys, and says how it was found.
        reset_listening(page)
        search.fill(QUERY)
        hit = page.locator(".recent-list .recent-item", has_text=word)
        expect(hit).to_have_count(1)
        expect(hit.locator(".match-tag")).to_have_text("Similar meaning")
        expect(hit).to_have_accessible_name(f"Are my keys on the {word} table?: {keys['message']} (similar meaning)")
        page.wait_for_function("window.__announced.some((t) => / answers? found$/.test(t))")
        page.wait_for_timeout(600)
        assert len([t for t in announced(page) if t.endswith(" found")]) == 1, announced(page)
        screenshot(page, f"history-search-{name}")
        assert not axe_violations(page), axe_violations(page)

        # Nothing found: said, and shown instead of the empty history's hint.
        reset_listening(page)
        nothing = f"zzq{uuid.uuid4().hex[:8]}"
        search.fill(nothing)
        expect(page.locator(".recent-list .empty")).to_have_text(f"No answers match “{nothing}”.")
        page.wait_for_function("(n) => window.__announced.includes(`No answers match “${n}”.`)", arg=nothing)

        # Cleared: the recent answers again, with no announcement of a count.
        reset_listening(page)
        search.fill("")
        expect(page.locator(".recent-list .recent-item").first).to_be_visible()
        page.wait_for_timeout(800)
        assert not [t for t in announced(page) if t.endswith(" found")], announced(page)

    api("DELETE", f"/api/v1/analyses/{keys['id']}")


def test_a_word_said_only_in_a_follow_up_finds_its_answer(signed_in):
    """Follow-up questions and answers are searched by their words too (issue 23): the answer is found
    as a word match — no "Similar meaning" tag — by a word only its follow-up question said."""
    page = signed_in
    first = analyze("What is on the shelf?")
    word = f"pantry{uuid.uuid4().hex[:6]}"
    status, turn = api("POST", f"/api/v1/analyses/{first['id']}/messages", {"prompt": f"Is this the {word}?", "speak": False})
    assert status == 200, turn
    page.set_viewport_size(PHONE)
    page.goto(BASE_URL + "#/camera")
    if not page.evaluate("'__announced' in window"):
        page.evaluate(LISTEN)
    open_recent(page)
    reset_listening(page)
    page.locator("#recent-search").fill(word)
    item = page.locator(".recent-list .recent-item")
    expect(item).to_have_count(1)
    expect(item.locator(".q")).to_contain_text("What is on the shelf?")
    expect(item.locator(".match-tag")).to_have_count(0)
    page.wait_for_function("window.__announced.includes('1 answer found')")
    screenshot(page, "history-search-follow-up-phone")
    api("DELETE", f"/api/v1/analyses/{first['id']}")
