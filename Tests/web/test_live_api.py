"""The live session API (docs/live.md) over a real WebSocket, driven by the `websockets` package
against the running server: what is said on each change, quiet on repeats, each sign read once, a
person entering and leaving, every bad input answered with an `error` while the session stays open,
and the sign-in rules of the upgrade."""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
import urllib.request

import pytest
import websockets
from websockets.exceptions import InvalidStatus

from conftest import BASE_URL, PASSWORD, TOKEN, USERNAME
import live_frames

WS_URL = BASE_URL.replace("http://", "ws://").replace("https://", "wss://") + "api/v1/live"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


async def next_message(ws, timeout: float = 20) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), timeout))


async def answer_to_frame(ws, frame: bytes, timeout: float = 30) -> dict:
    """Sends a frame and returns the `said` or `quiet` for it (errors fail the test)."""
    await ws.send(frame)
    while True:
        message = await next_message(ws, timeout)
        if message["type"] in ("said", "quiet"):
            return message
        assert message["type"] != "error", message


def sign_in_cookie() -> str:
    """A fresh web session of the test user (`visor_session=…`)."""
    request = urllib.request.Request(
        BASE_URL + "api/v1/auth/login", data=json.dumps({"username": USERNAME, "password": PASSWORD}).encode(),
        headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(request, timeout=30) as response:
        for header in response.headers.get_all("Set-Cookie") or []:
            if header.startswith("visor_session="):
                return header.split(";", 1)[0]
    raise AssertionError("signing in set no session cookie")


def run(coroutine):
    """Runs the client in a thread of its own: sync Playwright holds an event loop in this one."""
    outcome = {}

    def target():
        try:
            outcome["value"] = asyncio.run(coroutine)
        except BaseException as error:  # re-raised in the test's thread, with its traceback
            outcome["error"] = error

    thread = threading.Thread(target=target)
    thread.start()
    thread.join(300)
    assert not thread.is_alive(), "the WebSocket client did not finish within 5 minutes"
    if "error" in outcome:
        raise outcome["error"]
    return outcome.get("value")


def test_live_text_session_says_each_change_once():
    async def walk():
        async with websockets.connect(f"{WS_URL}?mode=text", additional_headers=AUTH, max_size=None) as ws:
            ready = await next_message(ws)
            assert ready["type"] == "ready" and ready["mode"] == "text", ready
            await ws.send(json.dumps({"type": "speak", "on": False}))
            first = await answer_to_frame(ws, live_frames.sign("FIRE EXIT"))
            assert first["type"] == "said" and "FIRE EXIT" in first["text"].upper(), first
            same = await answer_to_frame(ws, live_frames.sign("FIRE EXIT"))
            assert same == {"type": "quiet", "frame": same["frame"], "reason": "unchanged"}, same
            grain = await answer_to_frame(ws, live_frames.sign("FIRE EXIT", noise=True))
            assert grain["type"] == "quiet", f"the same sign with camera grain was said again: {grain}"
            blank = await answer_to_frame(ws, live_frames.wall())
            assert blank["type"] == "quiet", blank
            second = await answer_to_frame(ws, live_frames.sign("TOILETS"))
            assert second["type"] == "said" and "TOILETS" in second["text"].upper(), second
            assert "FIRE" not in second["text"].upper(), f"the first sign was read again: {second}"
            again = await answer_to_frame(ws, live_frames.sign("FIRE EXIT"))
            assert again["type"] == "quiet", f"a sign said within the minute was said again: {again}"

    run(walk())


def test_same_style_signs_are_each_read_once():
    """Issue 24: NORTH then SOUTH on the same plate, same size, same place — the layout hash alone took
    them for one view; both are read, each once, and grain between them stays quiet."""
    async def walk():
        async with websockets.connect(f"{WS_URL}?mode=text", additional_headers=AUTH, max_size=None) as ws:
            assert (await next_message(ws))["type"] == "ready"
            await ws.send(json.dumps({"type": "speak", "on": False}))
            north = await answer_to_frame(ws, live_frames.sign("NORTH"))
            assert north["type"] == "said" and "NORTH" in north["text"].upper(), north
            grain = await answer_to_frame(ws, live_frames.sign("NORTH", noise=True))
            assert grain == {"type": "quiet", "frame": grain["frame"], "reason": "unchanged"}, grain
            south = await answer_to_frame(ws, live_frames.sign("SOUTH", noise=True))
            assert south["type"] == "said" and "SOUTH" in south["text"].upper(), south
            assert "NORTH" not in south["text"].upper(), south
            again = await answer_to_frame(ws, live_frames.sign("SOUTH"))
            assert again["type"] == "quiet" and again["reason"] == "unchanged", again

    run(walk())


def test_live_people_session_says_who_entered_and_left_with_audio():
    async def walk():
        async with websockets.connect(f"{WS_URL}?mode=people", additional_headers=AUTH, max_size=None) as ws:
            assert (await next_message(ws))["type"] == "ready"
            await ws.send(json.dumps({"type": "speak", "on": True}))
            empty = await answer_to_frame(ws, live_frames.wall())
            assert empty["type"] in ("quiet", "said"), empty
            entered = await answer_to_frame(ws, live_frames.person())
            assert entered["type"] == "said", entered
            assert "someone" in entered["text"].lower() or "person" in entered["text"].lower(), entered
            assert entered["audio"] and entered["format"] == "mp3", "speech is on: the saying carries audio"
            left = await answer_to_frame(ws, live_frames.wall())
            assert left["type"] == "said" and "nobody" in left["text"].lower(), left

    run(walk())


def test_bad_inputs_get_an_error_and_the_session_stays_open():
    async def walk():
        async with websockets.connect(f"{WS_URL}?mode=text", additional_headers=AUTH, max_size=None) as ws:
            assert (await next_message(ws))["type"] == "ready"
            cases = [
                (b"not an image at all", "image_unreadable"),
                ("[1, 2, 3]", "invalid_json"),
                ("{not json", "invalid_json"),
                (json.dumps({"type": "shout"}), None),
                (json.dumps({"type": "mode", "mode": "juggle"}), "unknown_mode"),
                ("x" * (70 * 1024), "body_too_large"),
                (bytes(3 * 1024 * 1024), "body_too_large"),
            ]
            for payload, code in cases:
                await ws.send(payload)
                message = await next_message(ws)
                assert message["type"] == "error", (payload[:40], message)
                if code:
                    assert message["code"] == code, (payload[:40], message)
                assert message["message"].strip().endswith("."), message
            # Still open and working.
            said = await answer_to_frame(ws, live_frames.sign("EXIT ONLY"))
            assert said["type"] == "said" and "EXIT" in said["text"].upper(), said

    run(walk())


def test_the_upgrade_needs_a_sign_in_and_a_known_mode():
    async def refused(url, headers, status):
        with pytest.raises(InvalidStatus) as caught:
            async with websockets.connect(url, additional_headers=headers):
                pass
        assert caught.value.response.status_code == status, caught.value.response.body
        body = json.loads(caught.value.response.body)
        return body["error"]

    async def walk():
        error = await refused(f"{WS_URL}?mode=text", {}, 401)
        assert error["code"] == "unauthorized"
        error = await refused(f"{WS_URL}?mode=juggle", AUTH, 400)
        assert "mode" in error["message"]
        # A browser page elsewhere cannot use the session cookie: Origin must be Visor's own.
        cookie = sign_in_cookie()
        error = await refused(f"{WS_URL}?mode=text", {"Cookie": cookie, "Origin": "https://evil.example"}, 403)
        assert error["code"] == "csrf_failed"
        own = BASE_URL.rstrip("/")
        async with websockets.connect(f"{WS_URL}?mode=text", additional_headers={"Cookie": cookie}, origin=own) as ws:
            assert (await next_message(ws))["type"] == "ready"
        # The token as a subprotocol (what the web app does when signed in with a token) works, and the
        # answer names the `visor` subprotocol.
        async with websockets.connect(
            f"{WS_URL}?mode=text", subprotocols=["visor", f"visor.bearer.{TOKEN}"]
        ) as ws:
            assert ws.subprotocol == "visor"
            assert (await next_message(ws))["type"] == "ready"

    run(walk())


def test_a_second_session_on_the_same_token_closes_the_first():
    async def walk():
        async with websockets.connect(f"{WS_URL}?mode=text", additional_headers=AUTH) as first:
            assert (await next_message(first))["type"] == "ready"
            async with websockets.connect(f"{WS_URL}?mode=light", additional_headers=AUTH) as second:
                assert (await next_message(second))["type"] == "ready"
                closing = await next_message(first)
                assert closing["type"] == "closing" and closing["reason"] == "replaced", closing
                await asyncio.wait_for(first.wait_closed(), 10)
                assert first.close_code == 1008

    run(walk())


def test_a_frame_flood_is_answered_busy_and_the_session_keeps_up():
    """50 frames a second for 5 s: the ones that arrive while a frame is analysed replace the waiting
    one (`quiet busy`), never a queue that falls behind — the session answers a question right after."""
    async def flood():
        frames = [live_frames.sign("FIRE EXIT"), live_frames.sign("TOILETS"), live_frames.wall()]
        async with websockets.connect(f"{WS_URL}?mode=text", additional_headers=AUTH, max_size=None) as ws:
            assert (await next_message(ws))["type"] == "ready"
            replies: list[dict] = []

            async def read():
                while True:
                    replies.append(await next_message(ws, 60))

            reader = asyncio.create_task(read())
            for index in range(250):
                await ws.send(frames[index % 3])
                await asyncio.sleep(0.02)
            # Every frame gets its answer soon after the flood ends (nothing queued behind).
            deadline = asyncio.get_running_loop().time() + 30
            while len([r for r in replies if r["type"] in ("said", "quiet")]) < 250:
                assert asyncio.get_running_loop().time() < deadline, (
                    f"{len(replies)} answers 30 s after the flood: frames are queued behind")
                await asyncio.sleep(0.1)
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader
            kinds = [r.get("reason") for r in replies if r["type"] == "quiet"]
            assert "busy" in kinds, f"no frame was answered busy in a flood: {kinds[:20]}"
            assert not [r for r in replies if r["type"] == "error"], replies
            said = await answer_to_frame(ws, live_frames.sign("EXIT ONLY"))
            assert said["type"] == "said", said

    run(flood())
