"""Hands-free conversation in the web app (issue 25 item 2): Chromium's fake microphone plays two spoken
questions separated by silence; with the Conversation switch on, each is answered and heard, without a
touch. A third utterance, mixed into the microphone through Web Audio the moment an answer's first audio
arrives (not a looped file), stops that answer. The answer's words are shown, not announced (a screen
reader hears the answer once, as audio); each earcon's text twin is announced. Screenshots at both sizes.

The questions are spoken by the server's own /v1/audio/speech (Piper) at test time.
"""

from __future__ import annotations

import array
import base64
import io
import json
import urllib.request
import wave
from pathlib import Path

import pytest

from conftest import BASE_URL, CHROMIUM, DESKTOP, PHONE, TOKEN, ConsoleLog, screenshot, sign_in
from test_app import axe_violations
from test_person import LISTEN

# Test instrumentation (not part of the app): every realtime event the page receives, with its time;
# the node the microphone feeds (so a test can mix a third voice into it); a Web Audio injection that
# starts at the first audio delta of the response numbered `window.__injectAtResponse`.
RECORD_REALTIME = """
(() => {
  window.__rt = [];
  window.__talkStates = [];
  const Native = window.WebSocket;
  window.WebSocket = function (url, protocols) {
    const socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    if (String(url).includes('/v1/realtime')) {
      window.__appends = 0;
      window.__sentTypes = [];
      const send = socket.send.bind(socket);
      socket.send = (data) => {
        if (String(data).includes('input_audio_buffer.append')) window.__appends += 1;
        else { try { const e = JSON.parse(data); window.__sentTypes.push(e.type + (e.item ? ':' + e.item.content.map((c) => c.type).join(',') : '')); } catch { /* not JSON */ } }
        return send(data);
      };
      let responses = 0;
      socket.addEventListener('message', (message) => {
        let event;
        try { event = JSON.parse(message.data); } catch { return; }
        if (event.type === 'response.created') responses += 1;
        const entry = { type: event.type, t: performance.now(), response: responses };
        if (event.type === 'response.done') { entry.status = event.response.status; entry.reason = event.response.status_details && event.response.status_details.reason; }
        if (event.type === 'conversation.item.input_audio_transcription.completed') entry.transcript = event.transcript;
        if (event.type === 'response.output_audio_transcript.delta') entry.delta = event.delta;
        window.__rt.push(entry);
        if (event.type === 'response.output_audio.delta' && window.__injectPCM && responses === window.__injectAtResponse && !window.__injectedAt) {
          window.__injectedAt = performance.now();
          const bytes = Uint8Array.from(atob(window.__injectPCM), (c) => c.charCodeAt(0));
          const view = new DataView(bytes.buffer);
          const samples = new Float32Array(bytes.length >> 1);
          for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(2 * i, true) / 32768;
          const context = window.__micTarget.context;
          const buffer = context.createBuffer(1, samples.length, 24000);
          buffer.copyToChannel(samples, 0);
          const source = context.createBufferSource();
          source.buffer = buffer;
          source.connect(window.__micTarget);
          source.start();
        }
      });
    }
    return socket;
  };
  window.WebSocket.prototype = Native.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  const createSource = AudioContext.prototype.createMediaStreamSource;
  AudioContext.prototype.createMediaStreamSource = function (stream) {
    const node = createSource.call(this, stream);
    const connect = node.connect;
    node.connect = function (target, ...rest) { window.__micTarget = target; return connect.call(this, target, ...rest); };
    return node;
  };
  const watch = () => new MutationObserver(() => {
    const state = document.documentElement.dataset.talkState;
    if (state && window.__talkStates[window.__talkStates.length - 1] !== state) {
      window.__talkStates.push(state);
      (window.__talkTimes = window.__talkTimes || []).push({ state, t: performance.now() });
    }
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-talk-state'] });
  if (document.documentElement) watch(); else document.addEventListener('DOMContentLoaded', watch);
})();
"""


def piper(text: str) -> tuple[bytes, int]:
    request = urllib.request.Request(
        BASE_URL.rstrip("/") + "/v1/audio/speech",
        data=json.dumps({"model": "tts-1", "voice": "alloy", "input": text, "response_format": "wav"}).encode(),
        method="POST",
        headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=120) as response:
        data = response.read()
    with wave.open(io.BytesIO(data)) as reader:
        return reader.readframes(reader.getnframes()), reader.getframerate()


def to24k(frames: bytes, rate: int) -> bytes:
    samples = array.array("h")
    samples.frombytes(frames)
    ratio, last = rate / 24000, len(samples) - 1
    out = array.array("h", bytes(2 * int(len(samples) / ratio)))
    for i in range(len(out)):
        p = i * ratio
        lo = min(int(p), last)
        hi = min(lo + 1, last)
        out[i] = int(samples[lo] * (1 - (p - lo)) + samples[hi] * (p - lo))
    return out.tobytes()


@pytest.fixture(scope="module")
def microphone(tmp_path_factory) -> Path:
    """Two questions, 14 s of silence between them (room for the first answer), then a long silence."""
    first, rate = piper("What is the capital of France?")
    second, rate2 = piper("What colour is the sky?")
    assert rate == rate2
    path = tmp_path_factory.mktemp("mic") / "two-questions.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(2 * rate) + first + bytes(2 * rate * 14) + second + bytes(2 * rate * 90))
    return path


@pytest.fixture(scope="module")
def third_pcm() -> str:
    frames, rate = piper("Stop, tell me about the moon instead.")
    return base64.b64encode(to24k(frames, rate)).decode()


@pytest.fixture
def talk_browser(playwright_instance, microphone):
    browser = playwright_instance.chromium.launch(
        executable_path=CHROMIUM,
        args=[
            "--no-sandbox", "--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream",
            f"--use-file-for-fake-audio-capture={microphone}", "--autoplay-policy=no-user-gesture-required",
        ],
    )
    yield browser
    browser.close()


def open_camera(browser, size):
    context = browser.new_context(viewport=size, device_scale_factor=2, base_url=BASE_URL)
    page = context.new_page()
    page.console_log = ConsoleLog(page)
    page.set_default_timeout(60_000)
    page.add_init_script(LISTEN)
    page.add_init_script(RECORD_REALTIME)
    sign_in(page)
    return context, page


def events(page, type_: str) -> list[dict]:
    return page.evaluate("(t) => window.__rt.filter((e) => e.type === t)", type_)


def test_two_questions_are_answered_hands_free_and_speaking_interrupts(talk_browser, third_pcm):
    context, page = open_camera(talk_browser, PHONE)
    try:
        page.evaluate("(pcm) => { window.__injectPCM = pcm; window.__injectAtResponse = 2; }", third_pcm)
        toggle = page.locator(".talk-toggle")
        assert toggle.get_attribute("aria-pressed") == "false"
        toggle.click()
        page.wait_for_function("document.documentElement.dataset.talkState === 'listening'")
        assert toggle.get_attribute("aria-pressed") == "true"
        screenshot(page, "conversation-listening")

        # The first question: heard, answered, the answer played in full.
        page.wait_for_function("window.__rt.filter((e) => e.type === 'response.done').length >= 1", timeout=60_000)
        heard = events(page, "conversation.item.input_audio_transcription.completed")
        assert "capital" in heard[0]["transcript"].lower(), heard
        first = events(page, "response.done")[0]
        assert first["status"] == "completed", first
        assert any(e["response"] == 1 for e in events(page, "response.output_audio.delta"))
        page.wait_for_function("window.__talkStates.includes('answering')")
        screenshot(page, "conversation-answer")

        # The second question (after the silence), and, the moment its answer's audio starts, a third
        # voice through Web Audio: that answer stops.
        page.wait_for_function("window.__injectedAt !== undefined", timeout=90_000)
        heard = events(page, "conversation.item.input_audio_transcription.completed")
        assert "sky" in heard[1]["transcript"].lower(), heard
        page.wait_for_function(
            "window.__rt.some((e) => e.type === 'response.done' && e.response === 2)", timeout=30_000)
        page.wait_for_function(
            "(window.__talkTimes || []).some((e) => e.state === 'hearing' && e.t > window.__injectedAt)", timeout=30_000)
        injected = page.evaluate("window.__injectedAt")
        # The answer stops when the voice is heard: its playback ends (the page goes from answering to
        # hearing) and, if the server was still writing or speaking it, the response is cancelled.
        heard_at = page.evaluate(
            "window.__talkTimes.find((e) => e.state === 'hearing' && e.t > window.__injectedAt).t")
        stopped_ms = heard_at - injected
        assert stopped_ms < 1500, f"the answer stopped {stopped_ms:.0f} ms after the person spoke"
        started = [e for e in events(page, "input_audio_buffer.speech_started") if e["t"] > injected][0]
        second = next(e for e in events(page, "response.done") if e["response"] == 2)
        if second["t"] > started["t"]:
            assert second["status"] == "cancelled" and second["reason"] == "turn_detected", second
        else:
            assert second["status"] == "completed", second
        # The interrupting words are the next question, and it is answered.
        page.wait_for_function(
            "window.__rt.some((e) => e.type === 'response.done' && e.response === 3)", timeout=60_000)
        heard = events(page, "conversation.item.input_audio_transcription.completed")
        assert "moon" in heard[2]["transcript"].lower(), heard
        assert next(e for e in events(page, "response.done") if e["response"] == 3)["status"] == "completed"

        # Earcons' twins are announced; the answer's words are shown, never announced.
        announced = page.evaluate("window.__announced.slice()")
        for twin in ("Listening.", "Thinking.", "Answering."):
            assert twin in announced, announced
        answer_words = "".join(e["delta"] for e in events(page, "response.output_audio_transcript.delta") if e["response"] == 1).strip()
        assert answer_words and answer_words not in announced
        assert not any(answer_words[:30] in line for line in announced)
        shown = page.locator(".talk-answer")
        assert shown.get_attribute("aria-live") == "off" and shown.inner_text().strip()

        # Off: the microphone and the socket close.
        toggle.click()
        page.wait_for_function("document.documentElement.dataset.talkState === 'ended'")
        assert toggle.get_attribute("aria-pressed") == "false"
        assert page.console_log.unexpected() == []
    finally:
        context.close()


def test_tap_anywhere_pauses_and_the_desktop_layout(talk_browser):
    context, page = open_camera(talk_browser, DESKTOP)
    try:
        page.keyboard.press("c")
        page.wait_for_function("document.documentElement.dataset.talkState === 'listening'")
        screenshot(page, "conversation-listening")
        page.locator(".viewfinder").click(position={"x": 200, "y": 300})
        page.wait_for_function("document.documentElement.dataset.talkState === 'paused'")
        page.wait_for_function("window.__announced.includes('Paused. Tap anywhere to go on.')")
        screenshot(page, "conversation-paused")
        assert axe_violations(page) == []
        # Paused: nothing of the microphone is sent while half a second of audio time passes.
        appends, start = page.evaluate("[window.__appends, window.__micTarget.context.currentTime]")
        page.wait_for_function(f"window.__micTarget.context.currentTime > {start} + 0.5")
        assert page.evaluate("window.__appends") == appends
        page.locator(".viewfinder").click(position={"x": 200, "y": 300})
        page.wait_for_function("document.documentElement.dataset.talkState === 'listening'")
        page.wait_for_function(f"window.__appends > {appends}")
        page.keyboard.press("c")
        page.wait_for_function("document.documentElement.dataset.talkState === 'ended'")
        assert page.console_log.unexpected() == []
    finally:
        context.close()


def test_with_live_on_each_question_goes_with_the_newest_frame(talk_browser):
    context, page = open_camera(talk_browser, PHONE)
    try:
        page.wait_for_function("document.querySelector('video') && document.querySelector('video').videoWidth > 0")
        page.keyboard.press("l")
        page.wait_for_function("document.documentElement.dataset.liveReady >= 1")
        page.keyboard.press("c")
        page.wait_for_function("document.documentElement.dataset.talkState === 'listening'")
        # The first question of the microphone: the frame goes first, then the request for an answer.
        page.wait_for_function("window.__sentTypes.includes('response.create')", timeout=60_000)
        sent_types = page.evaluate("window.__sentTypes.slice()")
        assert "conversation.item.create:input_image" in sent_types, sent_types
        assert sent_types.index("conversation.item.create:input_image") < sent_types.index("response.create")
        page.wait_for_function(
            "window.__rt.some((e) => e.type === 'response.done')", timeout=60_000)
        done = events(page, "response.done")[0]
        assert done["status"] == "completed", done
        # Live's own sayings stay quiet while the conversation speaks: its panel is the conversation's.
        assert page.locator(".talk-panel").count() == 1 and page.locator(".live-panel").count() == 0
        page.keyboard.press("c")
        page.wait_for_function("document.documentElement.dataset.talkState === 'ended'")
        assert page.console_log.unexpected() == []
    finally:
        context.close()


def test_signed_in_with_an_api_token_the_conversation_opens(talk_browser):
    """A browser cannot set headers on a WebSocket: the token goes as the `visor.bearer.<token>`
    subprotocol, as Live's does."""
    context = talk_browser.new_context(viewport=PHONE, device_scale_factor=2, base_url=BASE_URL)
    page = context.new_page()
    page.console_log = ConsoleLog(page)
    page.add_init_script(RECORD_REALTIME)
    try:
        page.goto(BASE_URL)
        page.get_by_text("Use an API token").click()
        page.get_by_label("API token").fill(TOKEN)
        page.get_by_role("button", name="Use token").click()
        page.wait_for_selector(".shutter")
        page.keyboard.press("c")
        page.wait_for_function("window.__rt.some((e) => e.type === 'session.updated')", timeout=30_000)
        assert page.evaluate("document.documentElement.dataset.talkState") in ("listening", "hearing", "thinking")
        page.keyboard.press("c")
        page.wait_for_function("document.documentElement.dataset.talkState === 'ended'")
        assert page.console_log.unexpected() == []
    finally:
        context.close()
