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


def teach_thing(name: str, photo: Path) -> dict:
    boundary = uuid.uuid4().hex
    body = (
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n{name}\r\n"
        f"--{boundary}\r\nContent-Disposition: form-data; name=\"photos\"; filename=\"{photo.name}\"\r\n"
        f"Content-Type: image/png\r\n\r\n"
    ).encode() + photo.read_bytes() + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(BASE_URL.rstrip("/") + "/api/v1/things", data=body, method="POST")
    request.add_header("Authorization", f"Bearer {TOKEN}")
    request.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
    with urllib.request.urlopen(request, timeout=120) as response:
        assert response.status == 201
        return json.loads(response.read())


def frame(path: Path) -> bytes:
    return live_frames._render(f"sample-{path.stem}", [str(path), "-resize", "768x576!", "-quality", "90"])


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
    status, listed = api("GET", "/api/v1/things")
    assert status == 200, listed
    for item in listed["items"]:
        api("DELETE", f"/api/v1/things/{item['id']}")
    teach_thing("box", SAMPLES / "box.png")
    context, page = open_camera(find_browser, PHONE)
    try:
        page.keyboard.press("l")
        page.wait_for_function("document.documentElement.dataset.liveReady >= 1")
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
