"""Live find for the person's own things (issues 24 and 26): with a thing taught through the API and
Chromium's fake camera showing a table of fruit, then the taught box among other things, the camera's
picker lists the thing by the name the server has, and choosing it says "I don't see your box." and
then where the box is, once each, with the find earcon pitched from the saying's place."""

from __future__ import annotations

import json
import urllib.request
import uuid
from pathlib import Path

import pytest

from conftest import BASE_URL, DESKTOP, PHONE, TOKEN, api, screenshot
from test_app import axe_violations
from test_live import fake_camera_browser, open_camera
from test_person import debug
import live_frames

SAMPLES = Path("/usr/share/doc/opencv-doc/examples/data")
FACES = Path(__file__).resolve().parent.parent / "Fixtures" / "faces"


def teach(path: str, name: str, photos: list[Path]) -> dict:
    """POST /api/v1/things or /api/v1/faces (multipart: name and photos), as the test user."""
    boundary = uuid.uuid4().hex
    body = f"--{boundary}\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n{name}\r\n".encode()
    for photo in photos:
        kind = "image/png" if photo.suffix == ".png" else "image/jpeg"
        body += (
            f"--{boundary}\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"{photo.name}\"\r\n"
            f"Content-Type: {kind}\r\n\r\n"
        ).encode() + photo.read_bytes() + b"\r\n"
    body += f"--{boundary}--\r\n".encode()
    request = urllib.request.Request(BASE_URL.rstrip("/") + path, data=body, method="POST")
    request.add_header("Authorization", f"Bearer {TOKEN}")
    request.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
    with urllib.request.urlopen(request, timeout=120) as response:
        assert response.status == 201
        return json.loads(response.read())


def forget(path: str) -> None:
    status, listed = api("GET", path)
    assert status == 200, listed
    for item in listed["items"]:
        api("DELETE", f"{path}/{item['id']}")


def start_live(page) -> None:
    """L until Live opens: the first frames can reach the video before the camera screen calls the camera
    live (then L only says it needs the camera, and the switch stays off)."""
    toggle = page.locator(".live-toggle")
    for _ in range(10):
        page.keyboard.press("l")
        try:
            page.wait_for_function(
                "document.querySelector('.live-toggle').getAttribute('aria-pressed') === 'true'", timeout=3_000)
            break
        except Exception:  # noqa: BLE001 — Playwright's timeout: the camera was not live yet; press again
            continue
    assert toggle.get_attribute("aria-pressed") == "true", "Live did not turn on"
    page.wait_for_function("document.documentElement.dataset.liveReady >= 1")


def frame(path: Path) -> bytes:
    """A photo as a 768 × 576 camera frame (its shape kept, grey bars around it)."""
    return live_frames._render(
        f"sample-{path.stem}",
        [str(path), "-resize", "768x576", "-background", "#808080", "-gravity", "center", "-extent", "768x576",
         "-quality", "90"])


@pytest.fixture(scope="module")
def box_camera() -> Path:
    """Fruit (no box) for 6 s, then the box among other things for 6 s, looped."""
    if not (SAMPLES / "box_in_scene.png").exists():
        pytest.skip("needs opencv-doc's sample photos")
    return live_frames.y4m(
        [frame(SAMPLES / "fruits.jpg"), frame(SAMPLES / "box_in_scene.png")], 6, live_frames.FOLDER / "box.y4m")


@pytest.fixture
def find_browser(playwright_instance, box_camera):
    browser = fake_camera_browser(playwright_instance, box_camera)
    yield browser
    browser.close()


def test_live_find_lists_taught_things_and_says_where_the_box_is(find_browser):
    forget("/api/v1/things")
    teach("/api/v1/things", "box", [SAMPLES / "box.png"])
    context, page = open_camera(find_browser, PHONE)
    try:
        start_live(page)
        picker = page.get_by_label("Channel")
        # The person's things, by the server's names, beside the kinds.
        page.wait_for_function(
            "[...document.querySelectorAll('.find-things option')].some((o) => o.value === 'thing:box')")
        group = page.locator(".find-things")
        assert group.get_attribute("label") == "Your things"
        assert group.locator("option").all_text_contents() == ["Find your box"]
        picker.select_option("thing:box")
        page.wait_for_function("document.documentElement.dataset.liveReady >= 2")
        page.wait_for_function("window.__shown.some((t) => t === \"I don't see your box.\")", timeout=90_000)
        page.wait_for_function("window.__shown.some((t) => /^I see your box (at \\d+ o'clock|in the centre)/.test(t))",
                               timeout=90_000)
        assert debug(page, "earconFind") >= 1
        shown = page.evaluate("window.__shown.slice()")
        found = next(t for t in shown if t.startswith("I see your box"))
        hz = debug(page, "earconFindHz")
        assert 440 <= hz <= 988, hz
        if "in the centre" in found:
            assert hz == 988, (found, hz)
        screenshot(page, "live-find-thing")
        page.set_viewport_size(DESKTOP)
        screenshot(page, "live-find-thing")
        problems = axe_violations(page)
        assert not problems, "\n".join(problems)
        # Said once while it stays in view: the same place is not said twice in a row.
        for previous, current in zip(shown, shown[1:]):
            assert previous != current, shown
        page.keyboard.press("l")
        assert not page.console_log.unexpected(), page.console_log.unexpected()
    finally:
        context.close()
        forget("/api/v1/things")


def test_live_find_by_name_over_the_api_carries_the_place():
    """The same over the WebSocket API: target=BOX (any case) is the taught box; `said.place` is where."""
    from test_live_api import AUTH, WS_URL, answer_to_frame, next_message, run
    import websockets
    from websockets.exceptions import InvalidStatus

    forget("/api/v1/things")
    teach("/api/v1/things", "box", [SAMPLES / "box.png"])

    async def walk():
        async with websockets.connect(f"{WS_URL}?mode=find&target=BOX", additional_headers=AUTH,
                                      max_size=None) as ws:
            ready = await next_message(ws)
            assert ready == {"type": "ready", "session": ready["session"], "mode": "find", "target": "box"}, ready
            await ws.send(json.dumps({"type": "speak", "on": False}))
            missing = await answer_to_frame(ws, frame(SAMPLES / "fruits.jpg"), timeout=120)
            assert missing["type"] == "said" and missing["new"] == ["I don't see your box."], missing
            assert missing["place"] is None, missing
            found = await answer_to_frame(ws, frame(SAMPLES / "box_in_scene.png"), timeout=120)
            assert found["type"] == "said" and found["text"].startswith("I see your box "), found
            place = found["place"]
            assert isinstance(place["near"], bool), place
            where = "in the centre" if place["hour"] is None else f"at {place['hour']} o'clock"
            assert where in found["text"], found

    async def unicorn():
        # A name nobody taught is refused before the upgrade, saying what is allowed.
        with pytest.raises(InvalidStatus) as caught:
            async with websockets.connect(f"{WS_URL}?mode=find&target=unicorn", additional_headers=AUTH):
                pass
        assert caught.value.response.status_code == 400, caught.value.response.body
        error = json.loads(caught.value.response.body)["error"]
        assert error["code"] == "invalid_field" and "taught" in error["message"], error

    try:
        run(walk())
        run(unicorn())
    finally:
        forget("/api/v1/things")


@pytest.fixture(scope="module")
def ana_camera() -> Path:
    """Fruit (nobody) for 6 s, then Ana's probe photo for 6 s, looped."""
    return live_frames.y4m(
        [frame(SAMPLES / "fruits.jpg"), frame(FACES / "ana-probe.jpg")], 6, live_frames.FOLDER / "ana.y4m")


@pytest.fixture
def ana_browser(playwright_instance, ana_camera):
    browser = fake_camera_browser(playwright_instance, ana_camera)
    yield browser
    browser.close()


def test_live_find_a_known_person_from_the_picker(ana_browser):
    forget("/api/v1/faces")
    teach("/api/v1/faces", "Ana", [FACES / "ana-1.jpg", FACES / "ana-2.jpg"])
    context, page = open_camera(ana_browser, DESKTOP)
    try:
        start_live(page)
        page.wait_for_function(
            "[...document.querySelectorAll('.find-people option')].some((o) => o.value === 'known:Ana')")
        assert page.locator(".find-people").get_attribute("label") == "People you know"
        page.get_by_label("Channel").select_option("known:Ana")
        page.wait_for_function("document.documentElement.dataset.liveReady >= 2")
        page.wait_for_function("window.__shown.some((t) => /^I see Ana (at \\d+ o'clock|in the centre)/.test(t))",
                               timeout=90_000)
        page.wait_for_function("window.__shown.some((t) => t === \"I don't see Ana.\")", timeout=90_000)
        assert debug(page, "earconFind") >= 1
        screenshot(page, "live-find-person")
        page.keyboard.press("l")
        assert not page.console_log.unexpected(), page.console_log.unexpected()
    finally:
        context.close()
        forget("/api/v1/faces")
