"""Settings → People and Settings → Things (issue 26, decision 038): teaching a face from photos,
the refusal that names the bad photo, renaming and forgetting — each result shown and announced once."""

from __future__ import annotations

import base64
from pathlib import Path

from playwright.sync_api import expect

from conftest import BASE_URL, DESKTOP, PHONE, api, screenshot

FACES = Path(__file__).resolve().parent.parent / "Fixtures" / "faces"


def forget_all() -> None:
    status, listed = api("GET", "/api/v1/faces")
    assert status == 200, listed
    for item in listed["items"]:
        api("DELETE", f"/api/v1/faces/{item['id']}")


def test_a_face_is_taught_renamed_and_forgotten_in_settings(signed_in):
    page = signed_in
    forget_all()
    page.goto(BASE_URL + "#/settings")
    people = page.locator(".known-face")
    expect(people.get_by_role("heading", name="People")).to_be_visible()
    expect(people.get_by_role("list", name="People you taught")).to_contain_text("No people taught yet")

    # A photo with two faces is refused, and the notice says which photo and why.
    people.get_by_label("Name").fill("Ana")
    people.get_by_label("Photos (1 to 10)").set_input_files([str(FACES / "ana-1.jpg"), str(FACES / "two-faces.jpg")])
    people.get_by_role("button", name="Teach").click()
    expect(people.locator(".known-status")).to_contain_text("Photo 2 of 2 shows 2 faces", timeout=60_000)

    people.get_by_label("Photos (1 to 10)").set_input_files([str(FACES / "ana-1.jpg"), str(FACES / "ana-2.jpg")])
    people.get_by_role("button", name="Teach").click()
    expect(people.locator(".known-status")).to_have_text("Taught Ana from 2 photos.", timeout=60_000)
    expect(page.locator("#announcer")).to_have_text("Taught Ana from 2 photos.")
    expect(people.get_by_role("list", name="People you taught")).to_contain_text("Ana")
    status, listed = api("GET", "/api/v1/faces")
    assert status == 200 and [item["name"] for item in listed["items"]] == ["Ana"]
    people.locator(".known-item img").first.wait_for()
    for size, name in ((PHONE, "phone"), (DESKTOP, "desktop")):
        page.set_viewport_size(size)
        people.scroll_into_view_if_needed()
        screenshot(page, "settings-people")
    page.set_viewport_size(PHONE)

    people.get_by_role("button", name="Rename Ana").click()
    dialog = page.get_by_role("dialog", name="Rename Ana")
    dialog.get_by_label("New name").fill("Ana Lima")
    dialog.get_by_role("button", name="Save").click()
    expect(page.locator("#announcer")).to_have_text("Renamed to Ana Lima.")
    expect(people.get_by_role("list", name="People you taught")).to_contain_text("Ana Lima")

    people.get_by_role("button", name="Forget Ana Lima").click()
    page.get_by_role("dialog").get_by_role("button", name="Forget").click()
    expect(page.locator("#announcer")).to_have_text("Forgot Ana Lima.")
    expect(people.get_by_role("list", name="People you taught")).to_contain_text("No people taught yet")
    status, listed = api("GET", "/api/v1/faces")
    assert status == 200 and listed["items"] == []


def test_settings_has_a_things_section(signed_in):
    page = signed_in
    page.goto(BASE_URL + "#/settings")
    things = page.locator(".known-thing")
    expect(things.get_by_role("heading", name="Things")).to_be_visible()
    expect(things.get_by_role("list", name="Things you taught")).to_contain_text("No things taught yet")
    screenshot(page, "settings-things")


def test_who_is_this_teaches_the_face_in_an_answers_photo(signed_in):
    page = signed_in
    forget_all()
    photo = base64.b64encode((FACES / "ana-probe.jpg").read_bytes()).decode()
    status, answer = api("POST", "/api/v1/vision/analyze", {"imageBase64": photo, "speak": False, "mode": "people"})
    assert status == 200, answer
    # The button the camera shows after a people answer, for that answer's saved photo (put on a
    # quiet page here: the camera's viewfinder is a fake video in these tests).
    page.goto(BASE_URL + "#/settings")
    page.wait_for_selector(".profile-form")
    page.evaluate(
        """async (id) => {
            const faces = await import('/js/faces.js');
            document.querySelector('.page').prepend(faces.whoIsThisButton(`/api/v1/analyses/${id}/image`));
        }""",
        answer["id"],
    )
    page.get_by_role("button", name="Who is this? Teach").click()
    dialog = page.get_by_role("dialog", name="Who is this?")
    dialog.get_by_label("Name").fill("Ana")
    for size in (DESKTOP, PHONE):
        page.set_viewport_size(size)
        screenshot(page, "who-is-this")
    dialog.get_by_role("button", name="Teach").click()
    expect(page.locator("#announcer")).to_have_text(
        "Taught Ana. Visor will say Ana when it sees this face.", timeout=60_000
    )
    status, listed = api("GET", "/api/v1/faces")
    assert status == 200 and [item["name"] for item in listed["items"]] == ["Ana"]
    # Now the same photo is named in the answer itself.
    status, again = api("POST", "/api/v1/vision/analyze", {"imageBase64": photo, "speak": False, "mode": "people"})
    assert status == 200 and "Ana is in the centre, near." in again["message"], again
    forget_all()
