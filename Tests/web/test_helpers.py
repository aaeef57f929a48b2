"""Ask someone you trust (issue 28) in two real browsers: a blind user (fake camera and microphone)
and their sister, each signed in on the same Visor. The asker invites her in Settings → Helpers, she
accepts there; the asker takes a photo and taps "Ask a person"; the sister's Helping tab shows a badge,
and the request is announced once with a vibration; she takes it and answers by holding the
microphone; the asker hears her recording (decoded and started) and it is announced once; the answer
is a turn of the analysis from her."""

from __future__ import annotations

import json
import secrets

import pytest
from playwright.sync_api import expect

from conftest import BASE_URL, DESKTOP, PHONE, api, launch, screenshot, sign_in, visor
from test_app import wait_for_answer
from test_person import LISTEN, announced, debug

PASSWORD = "correct-horse-battery"


def new_user(prefix: str) -> tuple[str, str]:
    """A fresh account (name, API token), so each test starts with nobody linked."""
    name = f"{prefix}{secrets.token_hex(3)}"
    out = visor("users", "add", name, "--password-stdin", "--json", stdin=PASSWORD + "\n")
    return name, json.loads(out)["token"]


@pytest.fixture
def two_people(playwright_instance):
    browser = launch(playwright_instance)
    people = []
    for prefix in ("asker", "sister"):
        name, token = new_user(prefix)
        context = browser.new_context(viewport=PHONE, device_scale_factor=2, base_url=BASE_URL)
        page = context.new_page()
        page.add_init_script(LISTEN)
        page.set_default_timeout(20_000)
        errors: list[str] = []
        page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
        page.errors = errors
        people.append((name, token, page))
    yield people
    browser.close()


def test_a_helper_takes_a_request_and_answers_by_voice_and_the_asker_hears_it_once(two_people):
    (asker_name, asker_token, asker), (sister_name, sister_token, sister) = two_people

    # The asker invites her sister in Settings → Helpers; she accepts in hers.
    sign_in(asker, asker_name, PASSWORD)
    asker.goto(BASE_URL + "#/settings")
    asker.get_by_label("Helper's username").fill(sister_name)
    asker.get_by_role("button", name="Invite").click()
    expect(asker.locator(".helper-status")).to_contain_text(f"Invited {sister_name}")
    expect(asker.locator(".helpers-list")).to_contain_text("invited")

    sign_in(sister, sister_name, PASSWORD)
    sister.goto(BASE_URL + "#/settings")
    sister.get_by_role("button", name=f"Accept helping {asker_name}").click()
    expect(sister.locator(".helper-status")).to_contain_text(f"You now help {asker_name}")
    screenshot(sister, "helpers-settings")
    # The Helping tab appears for someone who helps; she keeps it open.
    sister.get_by_role("link", name="Helping").click()
    expect(sister.get_by_role("heading", name="Helping")).to_be_visible()
    sister.wait_for_function("document.documentElement.dataset.helpEvents === 'open'")
    sister.evaluate("window.__announced = []; window.__vibrations = 0")

    # The asker takes a photo, hears the machine's answer, and asks a person.
    asker.goto(BASE_URL + "#/camera")
    asker.wait_for_function("document.querySelector('.viewfinder video')?.videoWidth > 0")
    asker.wait_for_function("document.documentElement.dataset.helpEvents === 'open'")
    asker.locator(".shutter").click()
    wait_for_answer(asker)
    with asker.expect_response(lambda r: r.url.endswith("/help") and r.request.method == "POST") as info:
        asker.get_by_role("button", name="Ask a person").click()
    assert info.value.status == 201, info.value.text()
    created = info.value.json()
    assert created["sentTo"] == [sister_name]
    asker.wait_for_function("window.__announced.some((t) => t.startsWith('Sent to'))")

    # The sister: a badge, a vibration, the request announced once, the photo shown.
    card = sister.locator(".help-request")
    expect(card).to_have_count(1)
    expect(sister.locator(".tab-badge")).to_have_text("1")
    expect(card.locator(".help-photo")).to_have_js_property("complete", True)
    sister.wait_for_function("document.querySelector('.help-photo').naturalWidth > 0")
    asks = [t for t in announced(sister) if "asks for your help" in t]
    assert len(asks) == 1, announced(sister)
    assert sister.evaluate("window.__vibrations") >= 1
    assert debug(sister, "helpRequestCues") == 1
    screenshot(sister, "helping-request")

    # She takes it and answers by voice: hold, speak, release.
    card.get_by_role("button", name="Take this").click()
    hold = card.get_by_role("button", name="Hold to answer by voice")
    expect(hold).to_be_visible()
    played_before = debug(asker, "audioChunksStarted")
    box = hold.bounding_box()
    sister.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    sister.mouse.down()
    sister.wait_for_function("document.querySelector('.help-request .record').getAttribute('aria-pressed') === 'true'")
    sister.wait_for_timeout(2500)  # the length of what she says
    with sister.expect_response(lambda r: r.url.endswith(f"/api/v1/help/requests/{created['id']}/answer"), timeout=60_000) as answered:
        sister.mouse.up()
    assert answered.value.status == 200, answered.value.text()
    expect(sister.locator(".help-request")).to_have_count(0)
    expect(sister.locator(".tab-badge")).to_have_count(0)

    # The asker hears her recording: fetched, decoded and started; announced once.
    asker.wait_for_function("Number(document.documentElement.dataset.helpAnswersPlayed || 0) >= 1", timeout=30_000)
    asker.wait_for_function(
        "(n) => Number(document.documentElement.dataset.audioChunksStarted || 0) > n", arg=played_before, timeout=30_000)
    # Announced through the live region a tick after it is said (ui.js announce): wait for it, then
    # make sure it came once.
    asker.wait_for_function("window.__announced.some((t) => t.includes('answered'))", timeout=10_000)
    asker.wait_for_timeout(600)
    heard = [t for t in announced(asker) if "answered" in t]
    assert heard == [f"{sister_name} answered by voice."] or (len(heard) == 1 and heard[0].startswith(f"{sister_name} answered:")), announced(asker)

    # It is a turn of the analysis, from her, with her recording.
    analysis_id = info.value.url.split("/")[-2]
    status, detail = api("GET", f"/api/v1/analyses/{analysis_id}", token=asker_token)
    assert status == 200
    turn = detail["turns"][-1]
    assert turn["from"] == {"username": sister_name, "kind": "person"}
    assert turn["audioUrl"].endswith("/audio")
    assert not asker.errors and not sister.errors, (asker.errors, sister.errors)

    # The Helping screen at both sizes, empty now.
    screenshot(sister, "helping-empty")
    sister.set_viewport_size(DESKTOP)
    screenshot(sister, "helping-empty")


def test_asking_without_helpers_is_said_and_a_typed_answer_is_spoken(two_people):
    (asker_name, asker_token, asker), (sister_name, sister_token, sister) = two_people
    sign_in(asker, asker_name, PASSWORD)
    asker.wait_for_function("document.querySelector('.viewfinder video')?.videoWidth > 0")
    asker.locator(".shutter").click()
    wait_for_answer(asker)
    asker.evaluate("window.__announced = []")
    asker.get_by_role("button", name="Ask a person").click()
    asker.wait_for_function("window.__announced.length > 0")
    assert announced(asker) == ["You have no helper yet. Invite someone in Settings, Helpers."]

    # Linked through the API this time; the sister answers by typing.
    status, invite = api("POST", "/api/v1/helpers", {"username": sister_name}, token=asker_token)
    assert status == 201, invite
    assert api("POST", f"/api/v1/helpers/{invite['id']}/accept", token=sister_token)[0] == 200
    sign_in(sister, sister_name, PASSWORD)
    sister.goto(BASE_URL + "#/helping")
    sister.wait_for_function("document.documentElement.dataset.helpEvents === 'open'")
    asker.wait_for_function("document.documentElement.dataset.helpEvents === 'open'")
    # A follow-up first: the sister sees it as the question, with what was asked and answered before.
    analysis = api("GET", "/api/v1/analyses?limit=1", token=asker_token)[1]["items"][0]
    status, follow_up = api(
        "POST", f"/api/v1/analyses/{analysis['id']}/messages", {"prompt": "Is there a date on it?"}, token=asker_token)
    assert status == 200, follow_up
    asker.get_by_role("button", name="Ask a person").click()
    card = sister.locator(".help-request")
    expect(card).to_have_count(1)
    expect(card.locator("h2")).to_contain_text("Is there a date on it?")
    earlier = card.locator(".help-earlier li")
    expect(earlier).to_have_count(1)
    expect(earlier).to_contain_text(analysis["message"])
    if analysis.get("prompt"):
        expect(earlier).to_contain_text(analysis["prompt"])
    expect(card).to_contain_text(f"The machine said: {follow_up['message']}")
    screenshot(sister, "helping-earlier-turns")
    sister.set_viewport_size(DESKTOP)
    screenshot(sister, "helping-earlier-turns")
    sister.set_viewport_size(PHONE)
    card.get_by_role("button", name="Take this").click()
    card.get_by_label("Your answer").fill("It says the parcel is at the post office.")
    asker.evaluate("window.__announced = []")
    spoken_before = debug(asker, "audioChunksStarted")
    card.get_by_role("button", name="Send answer").click()
    asker.wait_for_function(
        "(n) => Number(document.documentElement.dataset.audioChunksStarted || 0) > n", arg=spoken_before, timeout=60_000)
    # Announced through the live region a tick after it is said (ui.js announce): wait for it, then
    # make sure it came once.
    asker.wait_for_function("window.__announced.some((t) => t.includes('answered'))", timeout=10_000)
    asker.wait_for_timeout(600)
    heard = [t for t in announced(asker) if "answered" in t]
    assert heard == [f"{sister_name} answered: It says the parcel is at the post office."], announced(asker)


def test_a_refusal_from_the_server_is_shown_in_the_persons_language_and_not_said_twice(two_people):
    """Issue 27: a sentence the server refuses with (inviting someone already invited) reaches a French
    person in French, in the live status line a screen reader reads, and not also through the
    announcer (the same words twice would be noise)."""
    (asker_name, asker_token, asker), (sister_name, _sister_token, _sister) = two_people
    assert api("PATCH", "/api/v1/me", {"language": "fr"}, token=asker_token)[0] == 200
    status, invite = api("POST", "/api/v1/helpers", {"username": sister_name}, token=asker_token)
    assert status == 201, invite

    sign_in(asker, asker_name, PASSWORD)
    asker.goto(BASE_URL + "#/settings")
    asker.wait_for_function("document.documentElement.lang === 'fr'")
    asker.evaluate("window.__announced = []")
    asker.locator("#helper-username").fill(sister_name)
    asker.locator(".helper-invite button[type=submit]").click()
    refusal = "Vous avez déjà invité cette personne ; demandez-lui d'accepter dans Réglages → Aidants."
    expect(asker.locator(".helper-status")).to_have_text(refusal)
    asker.locator(".helper-status").scroll_into_view_if_needed()
    screenshot(asker, "helpers-refusal-fr")
    assert asker.locator(".helper-status").get_attribute("aria-live") == "polite"
    asker.wait_for_timeout(500)
    assert refusal not in announced(asker), announced(asker)
    assert not asker.errors, asker.errors
