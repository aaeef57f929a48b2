"""Calls with a helper (issue 28) in two real Chromiums on loopback: the blind user calls their sister,
who answers; WebRTC connects with fake devices (mDNS host candidates off, loopback allowed), media
flows both ways (getStats shows bytes received on both sides), the sister asks the phone for a photo
and for the assistant's last answer, a third user is refused by the signalling socket, and hanging
up ends the call on both screens (the other person hears "The call ended" once). The caller's
screen is a single large Hang up button."""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor

import pytest
import websockets
from playwright.sync_api import expect

from conftest import BASE_URL, CHROMIUM, DESKTOP, PHONE, api, media_args, screenshot, sign_in
from test_helpers import PASSWORD, new_user
from test_person import LISTEN, announced, debug

WEBRTC_FLAGS = ["--allow-loopback-in-peer-connection", "--disable-features=WebRtcHideLocalIpsWithMdns"]


@pytest.fixture
def caller_and_helper(playwright_instance):
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=media_args() + WEBRTC_FLAGS)
    asker_name, asker_token = new_user("caller")
    sister_name, sister_token = new_user("sister")
    status, invite = api("POST", "/api/v1/helpers", {"username": sister_name}, token=asker_token)
    assert status == 201, invite
    assert api("POST", f"/api/v1/helpers/{invite['id']}/accept", token=sister_token)[0] == 200
    pages = []
    for name in (asker_name, sister_name):
        context = browser.new_context(viewport=PHONE, device_scale_factor=2, base_url=BASE_URL)
        page = context.new_page()
        page.add_init_script(LISTEN)
        page.set_default_timeout(30_000)
        errors: list[str] = []
        page.on("pageerror", lambda error, errors=errors: errors.append(str(error)))
        page.errors = errors
        sign_in(page, name, PASSWORD)
        page.wait_for_function("document.documentElement.dataset.helpEvents === 'open'")
        pages.append(page)
    yield (asker_name, asker_token, pages[0]), (sister_name, sister_token, pages[1])
    browser.close()


def stats(page) -> dict:
    return page.evaluate("window.visorCall.stats()") or {}


def wait_for_media(page, timeout: float = 30) -> dict:
    """Polls getStats until bytes came in and went out."""
    deadline = time.monotonic() + timeout
    seen = {}
    while time.monotonic() < deadline:
        seen = stats(page)
        if seen.get("received", 0) > 2000 and seen.get("sent", 0) > 2000:
            return seen
        page.wait_for_timeout(200)
    raise AssertionError(f"no media both ways: {seen}")


async def _signal_as(token: str, call_id: str, message: dict | None = None):
    url = BASE_URL.replace("http", "ws", 1).rstrip("/") + f"/api/v1/calls/{call_id}/signal"
    async with websockets.connect(url, subprotocols=["visor", f"visor.bearer.{token}"]) as socket:
        try:
            if message is not None:
                await socket.send(json.dumps(message))
            reply = await asyncio.wait_for(socket.recv(), timeout=10)
        except websockets.ConnectionClosed as closed:
            return ("closed", closed.rcvd.code if closed.rcvd else None, closed.rcvd.reason if closed.rcvd else "")
        return ("message", json.loads(reply), None)


def test_a_call_connects_media_flows_both_ways_and_hanging_up_ends_it_on_both(caller_and_helper):
    (asker_name, asker_token, asker), (sister_name, sister_token, sister) = caller_and_helper
    # The sister is available while her app is open; the asker sees it and calls from Settings → Helpers.
    status, helpers = api("GET", "/api/v1/helpers", token=asker_token)
    assert [h["available"] for h in helpers["helpers"]] == [True], helpers
    # From the camera screen: one helper available, so the call starts at once.
    asker.goto(BASE_URL + "#/camera")
    asker.get_by_role("button", name="Call a person").click()

    # She hears it ring (announced once) and answers.
    expect(sister.get_by_role("dialog", name=f"{asker_name} is calling")).to_be_visible()
    sister.wait_for_function("window.__announced.some((t) => t.includes('is calling'))")
    assert [t for t in announced(sister) if "is calling" in t] == [f"{asker_name} is calling. Answer or decline."]
    screenshot(sister, "call-ringing")
    sister.get_by_role("button", name="Answer", exact=True).click()

    for page in (asker, sister):
        page.wait_for_function("document.documentElement.dataset.callState === 'connected'", timeout=30_000)
    caller_stats = wait_for_media(asker)
    helper_stats = wait_for_media(sister)
    assert caller_stats["state"] == helper_stats["state"] == "connected"
    # The sister sees the camera (video frames decoded).
    sister.wait_for_function("document.querySelector('.call-remote')?.videoWidth > 0")

    # The caller's screen: one large Hang up button and nothing else to find.
    overlay = asker.locator(".call-overlay")
    assert overlay.locator("button").count() == 1
    expect(overlay.get_by_role("button", name=f"Hang up the call with {sister_name}")).to_be_focused()
    screenshot(asker, "call-caller")
    screenshot(sister, "call-helper")
    for page, name in ((asker, "call-caller"), (sister, "call-helper")):
        page.set_viewport_size(DESKTOP)
        screenshot(page, name)

    # She asks for a full-resolution photo and for the assistant's last answer.
    sister.get_by_role("button", name="Take a photo").click()
    sister.wait_for_function("Number(document.documentElement.dataset.callPhotos || 0) >= 1", timeout=30_000)
    sister.wait_for_function("document.querySelector('.call-photo-result').naturalWidth >= 640")
    sister.get_by_role("button", name="Last answer").click()
    expect(sister.locator(".call-last-answer")).to_be_visible()

    # Someone else cannot join or signal this call: the socket closes with a reason.
    _, history = api("GET", "/api/v1/help/history", token=asker_token)
    call = history["calls"][0]
    assert call["status"] == "connected" and call["to"] == sister_name
    stranger_name, stranger_token = new_user("stranger")
    # (Its own thread: Playwright's sync API already runs an event loop in this one.)
    with ThreadPoolExecutor(1) as pool:
        kind, code, reason = pool.submit(
            asyncio.run, _signal_as(stranger_token, call["id"], {"type": "offer", "sdp": "v=0"})).result()
    assert kind == "closed" and code == 4403, (kind, code, reason)
    assert "not in this call" in reason
    # The caller hangs up: both screens end, and the sister hears why once.
    sister.evaluate("window.__announced = []")
    overlay.get_by_role("button", name=f"Hang up the call with {sister_name}").click()
    for page in (asker, sister):
        page.wait_for_function("document.documentElement.dataset.callState === 'ended'", timeout=15_000)
        expect(page.locator(".call-overlay")).to_have_count(0)
    sister.wait_for_function("window.__announced.length > 0")
    assert [t for t in announced(sister) if "call" in t.lower()] == ["The call ended."], announced(sister)
    _, history = api("GET", "/api/v1/help/history", token=asker_token)
    assert history["calls"][0]["status"] == "ended"
    assert history["calls"][0]["connectedAt"] and history["calls"][0]["endedAt"]
    assert not asker.errors and not sister.errors, (asker.errors, sister.errors)


def test_a_helper_who_goes_away_mid_call_ends_it_for_the_asker(caller_and_helper):
    (asker_name, asker_token, asker), (sister_name, _, sister) = caller_and_helper
    asker.goto(BASE_URL + "#/settings")
    asker.get_by_role("button", name=f"Call {sister_name}").click()
    sister.get_by_role("button", name="Answer", exact=True).click()
    asker.wait_for_function("document.documentElement.dataset.callState === 'connected'", timeout=30_000)
    asker.wait_for_function("window.__announced.some((t) => t.startsWith('Connected to'))")
    asker.evaluate("window.__announced = []")
    sister.context.close()  # her phone goes away
    asker.wait_for_function("document.documentElement.dataset.callState === 'ended'", timeout=30_000)
    asker.wait_for_function("window.__announced.length > 0")
    asker.wait_for_timeout(300)  # a second announcement would come at once; none may
    assert announced(asker) == ["The call ended."]
    # She is no longer available, so a new call is refused with a sentence.
    status, body = api("POST", "/api/v1/calls", {"username": sister_name}, token=asker_token)
    assert status == 409 and body["error"]["code"] == "helper_unavailable"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.skipif(not shutil.which("turnserver"), reason="Debian's coturn is not installed (scripts/setup.sh --test)")
def test_a_relay_only_call_goes_through_the_admins_turn_server(playwright_instance, tmp_path):
    """Across networks a TURN relay may be the only way: coturn on loopback, a Visor started with
    --ice-server and the TURN credentials from the environment, both browsers allowed only relayed
    candidates. The call connects through the relay, media flows both ways, and the TURN password
    reaches the two people of the call but never the server's log."""
    turn_port, web_port = _free_port(), _free_port()
    secret = "turn-" + secrets.token_hex(8)
    turn = subprocess.Popen(
        ["turnserver", "--listening-ip", "127.0.0.1", "--relay-ip", "127.0.0.1", "--listening-port", str(turn_port),
         "--realm", "visor", "--user", f"visor:{secret}", "--lt-cred-mech", "--fingerprint", "--no-tls", "--no-dtls",
         "--allow-loopback-peers", "--no-cli", "--no-stdout-log", "--log-file", str(tmp_path / "turn.log"),
         "--min-port", "49400", "--max-port", "49500", "--pidfile", str(tmp_path / "turn.pid")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    binary, data = os.environ["VISOR_BIN"], str(tmp_path / "data")
    users = {}
    for prefix in ("caller", "sister"):
        name = f"{prefix}{secrets.token_hex(3)}"
        out = subprocess.run([binary, "users", "add", name, "--password-stdin", "--json", "--data-dir", data,
                              "--password-strength", "minimal"], input=PASSWORD + "\n", capture_output=True,
                             text=True, check=True).stdout
        users[prefix] = (name, json.loads(out)["token"])
    log = open(tmp_path / "visor.log", "w")
    env = dict(os.environ, VISOR_TURN_USERNAME="visor", VISOR_TURN_PASSWORD=secret)
    server = subprocess.Popen(
        [binary, "serve", "--port", str(web_port), "--data-dir", data, "--password-strength", "minimal",
         "--ice-server", f"turn:127.0.0.1:{turn_port}?transport=udp"], stdout=log, stderr=subprocess.STDOUT, env=env)
    base = f"http://127.0.0.1:{web_port}/"
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=media_args() + WEBRTC_FLAGS)
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(base + "healthz", timeout=2):
                    break
            except OSError:
                assert time.monotonic() < deadline and server.poll() is None, "visor serve did not start"
                time.sleep(0.2)
        status, invite = api_at(base, "POST", "/api/v1/helpers", {"username": users["sister"][0]}, users["caller"][1])
        assert status == 201, invite
        assert api_at(base, "POST", f"/api/v1/helpers/{invite['id']}/accept", None, users["sister"][1])[0] == 200
        pages = []
        for prefix in ("caller", "sister"):
            context = browser.new_context(viewport=PHONE, base_url=base)
            page = context.new_page()
            page.add_init_script("localStorage.setItem('visor.iceRelayOnly', '1')")
            page.add_init_script(LISTEN)
            page.set_default_timeout(30_000)
            page.goto(base)
            page.get_by_label("Username").fill(users[prefix][0])
            page.get_by_label("Password", exact=True).fill(PASSWORD)
            page.get_by_role("button", name="Sign in", exact=True).click()
            page.wait_for_function("document.documentElement.dataset.helpEvents === 'open'")
            pages.append(page)
        caller, sister = pages
        caller.goto(base + "#/settings")
        with caller.expect_response(lambda r: r.url.endswith("/api/v1/calls")) as created:
            caller.get_by_role("button", name=f"Call {users['sister'][0]}").click()
        ice = created.value.json()["iceServers"]
        assert ice == [{"urls": [f"turn:127.0.0.1:{turn_port}?transport=udp"], "username": "visor", "credential": secret}]
        sister.get_by_role("button", name="Answer", exact=True).click()
        for page in (caller, sister):
            page.wait_for_function("document.documentElement.dataset.callState === 'connected'", timeout=45_000)
        for page in (caller, sister):
            seen = wait_for_media(page, timeout=45)
            assert seen["candidateType"] == "relay", seen
        caller.get_by_role("button", name=f"Hang up the call with {users['sister'][0]}").click()
        sister.wait_for_function("document.documentElement.dataset.callState === 'ended'", timeout=15_000)
    finally:
        browser.close()
        server.terminate()
        server.wait(timeout=30)
        turn.terminate()
        turn.wait(timeout=10)
        log.close()
    assert secret not in (tmp_path / "visor.log").read_text(), "the TURN password was logged"


def api_at(base: str, method: str, path: str, body, token: str):
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base.rstrip("/") + path, data=data, method=method)
    request.add_header("Authorization", f"Bearer {token}")
    if data is not None:
        request.add_header("Content-Type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            raw = response.read()
            return response.status, (json.loads(raw) if raw else None)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def test_signalling_relays_only_between_the_two_and_refuses_what_it_must():
    """The signalling socket without browsers: the callee is available while its event stream is open;
    a message over 64 KB, an unknown type and plain text are answered with an error and the call goes
    on; a message naming another call closes the socket (4403); what is relayed carries `from`; a
    hang-up reaches the other person with the sentence they hear, and the call is over (4404)."""
    import http.client

    caller_name, caller_token = new_user("caller")
    callee_name, callee_token = new_user("sister")
    status, invite = api("POST", "/api/v1/helpers", {"username": callee_name}, token=caller_token)
    assert api("POST", f"/api/v1/helpers/{invite['id']}/accept", token=callee_token)[0] == 200
    host, port = BASE_URL.split("//")[1].rstrip("/").split(":")
    # Not available until the event stream is open.
    status, body = api("POST", "/api/v1/calls", {"username": callee_name}, token=caller_token)
    assert status == 409 and body["error"]["code"] == "helper_unavailable"
    events = http.client.HTTPConnection(host, int(port), timeout=30)
    events.request("GET", "/api/v1/help/events", headers={"Authorization": f"Bearer {callee_token}", "Accept": "text/event-stream"})
    stream = events.getresponse()
    assert stream.status == 200
    # (Chunked: a size line, then the frame.)
    assert any(stream.fp.readline().startswith(b"event: ready") for _ in range(3))
    try:
        status, created = api("POST", "/api/v1/calls", {"username": callee_name}, token=caller_token)
        assert status == 201, created
        assert created["iceServers"] == []  # on one network no STUN/TURN is needed
        call_id = created["id"]
        url = BASE_URL.replace("http", "ws", 1).rstrip("/") + f"/api/v1/calls/{call_id}/signal"

        async def exchange():
            caller = await websockets.connect(url, subprotocols=["visor", f"visor.bearer.{caller_token}"], max_size=None)
            callee = await websockets.connect(url, subprotocols=["visor", f"visor.bearer.{callee_token}"])
            ready = [json.loads(await asyncio.wait_for(s.recv(), 10)) for s in (caller, callee)]
            assert [r["type"] for r in ready] == ["ready", "ready"]
            assert {r["role"] for r in ready} == {"caller", "callee"}
            assert ready[0]["peer"] == callee_name and ready[1]["peer"] == caller_name
            # Refused, the session goes on.
            await caller.send(json.dumps({"type": "offer", "sdp": "x" * 70_000}))
            assert json.loads(await asyncio.wait_for(caller.recv(), 10))["code"] == "message_too_large"
            await caller.send(json.dumps({"type": "chat", "text": "hi"}))
            assert json.loads(await asyncio.wait_for(caller.recv(), 10))["code"] == "invalid_message"
            await caller.send("not json")
            assert json.loads(await asyncio.wait_for(caller.recv(), 10))["code"] == "invalid_message"
            # Relayed to the other person only, with who sent it.
            await caller.send(json.dumps({"type": "offer", "sdp": "v=0 test"}))
            relayed = json.loads(await asyncio.wait_for(callee.recv(), 10))
            assert relayed == {"type": "offer", "sdp": "v=0 test", "from": caller_name}
            # A message for another call closes the sender's socket with a reason.
            await callee.send(json.dumps({"type": "ice", "callId": "00000000-0000-4000-8000-000000000000"}))
            assert json.loads(await asyncio.wait_for(callee.recv(), 10))["code"] == "not_in_call"
            try:
                await asyncio.wait_for(callee.recv(), 10)
                raise AssertionError("the socket stayed open")
            except websockets.ConnectionClosed as closed:
                assert closed.rcvd.code == 4403
            # The callee's socket went: the call ended for the caller, who hears why.
            hangup = json.loads(await asyncio.wait_for(caller.recv(), 10))
            assert hangup == {"type": "hangup", "reason": "The call ended."}
            try:
                await asyncio.wait_for(caller.recv(), 10)
            except websockets.ConnectionClosed:
                pass
            # Over: joining again is refused with a reason.
            again = await websockets.connect(url, subprotocols=["visor", f"visor.bearer.{caller_token}"])
            try:
                await asyncio.wait_for(again.recv(), 10)
                raise AssertionError("an ended call's socket stayed open")
            except websockets.ConnectionClosed as closed:
                assert closed.rcvd.code == 4404 and "ended" in closed.rcvd.reason

        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, exchange()).result()
        _, history = api("GET", "/api/v1/help/history", token=caller_token)
        assert history["calls"][0]["id"] == call_id and history["calls"][0]["status"] == "ended"
    finally:
        events.close()
