"""The official OpenAI SDK's realtime client (`client.realtime.connect`) against Visor's /v1/realtime.

Started by scripts/test-openai.sh (see test_openai_sdk.py for the environment). Speech is made at test
time by the server's own /v1/audio/speech (Piper, WAV at 22 050 Hz) and resampled here to 24 kHz PCM16,
the format the SDK's sessions use. Everything runs offline: SmolLM2 for text, the scene engine for
photos, whisper and Piper, Silero VAD in the speech worker.
"""

from __future__ import annotations

import array
import asyncio
import base64
import io
import os
import time
import wave
from pathlib import Path

import pytest
from openai import AsyncOpenAI, OpenAI

BASE_URL = os.environ.get("VISOR_OPENAI_BASE_URL", "http://127.0.0.1:8080/v1")
TOKEN = os.environ.get("VISOR_OPENAI_TOKEN", "")
CACHE = Path(os.environ.get("VISOR_CACHE_DIR", Path.home() / ".cache" / "visor"))
FIXTURES = Path(os.environ.get("VISOR_FIXTURES", CACHE / "fixtures"))
RATE = 24_000
WAIT = 120  # seconds for one turn on a busy 2-core machine


def sync_client() -> OpenAI:
    return OpenAI(base_url=BASE_URL, api_key=TOKEN, max_retries=0, timeout=300)


def async_client() -> AsyncOpenAI:
    assert TOKEN.startswith("vsr_"), "VISOR_OPENAI_TOKEN must hold a Visor API token (run scripts/test-openai.sh)"
    return AsyncOpenAI(base_url=BASE_URL, api_key=TOKEN, max_retries=0, timeout=300)


def resample_pcm16(data: bytes, source: int, target: int) -> bytes:
    """Linear interpolation, 16-bit mono."""
    samples = array.array("h")
    samples.frombytes(data[: len(data) // 2 * 2])
    if source == target or not samples:
        return samples.tobytes()
    ratio = source / target
    out = array.array("h", bytes(2 * int(len(samples) / ratio)))
    last = len(samples) - 1
    for index in range(len(out)):
        position = index * ratio
        lower = min(int(position), last)
        upper = min(lower + 1, last)
        fraction = position - lower
        out[index] = int(samples[lower] * (1 - fraction) + samples[upper] * fraction)
    return out.tobytes()


def spoken_pcm(text: str) -> bytes:
    """`text` spoken by the server's Piper voice (a WAV from /v1/audio/speech), as 24-kHz PCM16."""
    wav = sync_client().audio.speech.create(model="tts-1", voice="alloy", input=text, response_format="wav").content
    with wave.open(io.BytesIO(wav)) as reader:
        assert reader.getnchannels() == 1 and reader.getsampwidth() == 2
        rate, frames = reader.getframerate(), reader.readframes(reader.getnframes())
    assert rate != RATE, "Piper speaks at 22 050 Hz; the test resamples it"
    return resample_pcm16(frames, rate, RATE)


def silence(seconds: float) -> bytes:
    return bytes(2 * int(RATE * seconds))


@pytest.fixture(scope="module")
def question_pcm() -> bytes:
    return spoken_pcm("What is the capital of France?")


@pytest.fixture(scope="module")
def photo_url() -> str:
    photo = FIXTURES / "photo.jpg"
    assert photo.exists(), f"missing {photo}: run scripts/setup-test.sh"
    return "data:image/jpeg;base64," + base64.b64encode(photo.read_bytes()).decode()


async def append(connection, pcm: bytes, piece_seconds: float = 0.1) -> None:
    step = 2 * int(RATE * piece_seconds)
    for offset in range(0, len(pcm), step):
        await connection.input_audio_buffer.append(audio=base64.b64encode(pcm[offset : offset + step]).decode())


async def until(connection, *types: str, seen: list | None = None):
    """Events until one of `types` (returned); everything on the way goes into `seen`."""

    async def wait():
        async for event in connection:
            if seen is not None:
                seen.append(event)
            if event.type == "error" and "error" not in types:
                raise AssertionError(f"unexpected error event: {event.error}")
            if event.type in types:
                return event
        raise AssertionError(f"the connection closed before {types}")

    return await asyncio.wait_for(wait(), WAIT)


async def opened(connection, **session) -> None:
    created = await until(connection, "session.created")
    assert created.session.type == "realtime" and created.session.id.startswith("sess_")
    await connection.session.update(session={"type": "realtime", **session})
    await until(connection, "session.updated")


def test_text_turn() -> None:
    async def run():
        async with async_client().realtime.connect(model="visor-default") as connection:
            await opened(connection, output_modalities=["text"], instructions="Answer in one short sentence.")
            await connection.conversation.item.create(
                item={"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Say hello."}]}
            )
            added = await until(connection, "conversation.item.added")
            assert added.item.role == "user" and added.item.content[0].text == "Say hello."
            await connection.response.create()
            seen: list = []
            done = await until(connection, "response.done", seen=seen)
            assert done.response.status == "completed"
            deltas = "".join(e.delta for e in seen if e.type == "response.output_text.delta")
            assert deltas.strip(), "no text came"
            # The small offline model says its limits plainly in its first answer.
            assert deltas.startswith("I'm the small offline model"), deltas
            text_done = next(e for e in seen if e.type == "response.output_text.done")
            assert text_done.text == deltas
            assert done.response.output[0].content[0].text == deltas
            assert done.response.usage.input_tokens > 0 and done.response.usage.output_tokens > 0
            assert [e.type for e in seen].index("response.created") < [e.type for e in seen].index(
                "response.output_text.delta"
            )

    asyncio.run(run())


def test_audio_turn_with_server_vad(question_pcm: bytes) -> None:
    async def run():
        async with async_client().realtime.connect(model="visor-default") as connection:
            await opened(
                connection,
                output_modalities=["audio"],
                audio={
                    "input": {
                        "format": {"type": "audio/pcm", "rate": 24000},
                        "transcription": {"model": "whisper-1"},
                        "turn_detection": {"type": "server_vad", "threshold": 0.5, "silence_duration_ms": 500},
                    },
                    "output": {"voice": "alloy"},
                },
            )
            await append(connection, silence(0.6) + question_pcm + silence(1.2))
            seen: list = []
            started = await until(connection, "input_audio_buffer.speech_started", seen=seen)
            assert 300 <= started.audio_start_ms <= 900, started
            stopped = await until(connection, "input_audio_buffer.speech_stopped", seen=seen)
            speech_ms = len(question_pcm) / 2 / RATE * 1000
            assert stopped.item_id == started.item_id
            assert abs((stopped.audio_end_ms - started.audio_start_ms) - speech_ms) < 600, (started, stopped)
            committed = await until(connection, "input_audio_buffer.committed", seen=seen)
            assert committed.item_id == started.item_id
            heard = await until(connection, "conversation.item.input_audio_transcription.completed", seen=seen)
            assert "capital" in heard.transcript.lower() and "france" in heard.transcript.lower(), heard.transcript
            created = await until(connection, "response.created", seen=seen)
            assert created.response.status == "in_progress"
            done = await until(connection, "response.done", seen=seen)
            assert done.response.status == "completed"
            audio = b"".join(base64.b64decode(e.delta) for e in seen if e.type == "response.output_audio.delta")
            transcript = "".join(e.delta for e in seen if e.type == "response.output_audio_transcript.delta")
            assert len(audio) > RATE * 2 * 0.3, "less than 0.3 s of audio"
            assert len(audio) % 2 == 0 and transcript.strip()
            # The first words come before the last audio: sentences are spoken as the model writes.
            types = [e.type for e in seen]
            assert types.index("response.output_audio_transcript.delta") < types.index("response.output_audio.delta")
            assert done.response.output[0].content[0].transcript == transcript

    asyncio.run(run())


def test_image_turn_goes_to_the_scene_engine(photo_url: str) -> None:
    async def run():
        async with async_client().realtime.connect(model="visor-default") as connection:
            await opened(connection, output_modalities=["text"])
            await connection.conversation.item.create(
                item={
                    "type": "message",
                    "role": "user",
                    "content": [
                        {"type": "input_image", "image_url": photo_url},
                        {"type": "input_text", "text": "What is in this photo?"},
                    ],
                }
            )
            added = await until(connection, "conversation.item.added")
            assert [c.type for c in added.item.content] == ["input_image", "input_text"]
            await connection.response.create()
            done = await until(connection, "response.done")
            assert done.response.status == "completed", done.response.status_details
            assert "dog" in done.response.output[0].content[0].text.lower()

            # A follow-up question is about the same photo.
            await connection.conversation.item.create(
                item={"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Is there a dog?"}]}
            )
            await connection.response.create()
            follow = await until(connection, "response.done")
            assert follow.response.status == "completed"
            assert "dog" in follow.response.output[0].content[0].text.lower()

    asyncio.run(run())


def test_barge_in_cancels_the_answer_and_the_new_turn_is_heard(question_pcm: bytes) -> None:
    async def run():
        async with async_client().realtime.connect(model="visor-default") as connection:
            await opened(
                connection,
                output_modalities=["audio"],
                audio={"input": {"turn_detection": {"type": "server_vad", "silence_duration_ms": 500}}},
            )
            await connection.conversation.item.create(
                item={
                    "type": "message",
                    "role": "user",
                    "content": [{"type": "input_text", "text": "Tell me a long story about a dragon and a knight."}],
                }
            )
            await connection.response.create(response={"max_output_tokens": 400})
            first = await until(connection, "response.output_audio.delta")
            # The person speaks while the answer plays.
            spoke_at = time.monotonic()
            await append(connection, question_pcm + silence(1.2))
            seen: list = []
            started = await until(connection, "input_audio_buffer.speech_started", seen=seen)
            cancelled = await until(connection, "response.done", seen=seen)
            stop_seconds = time.monotonic() - spoke_at
            assert cancelled.response.id == first.response_id
            assert cancelled.response.status == "cancelled"
            assert cancelled.response.status_details.reason == "turn_detected"
            assert stop_seconds < 1.5, f"the answer stopped {stop_seconds:.2f} s after the person spoke"
            assert started.item_id
            # Nothing of the cancelled answer after its response.done.
            heard = await until(connection, "conversation.item.input_audio_transcription.completed", seen=seen)
            assert all(
                getattr(e, "response_id", None) != first.response_id
                for e in seen[seen.index(cancelled) + 1 :]
            )
            assert "capital" in heard.transcript.lower()
            # What was played of the cancelled answer: the client cuts the item there.
            await connection.conversation.item.truncate(item_id=first.item_id, content_index=0, audio_end_ms=100)
            later: list = []
            truncated = await until(connection, "conversation.item.truncated", seen=later)
            assert truncated.item_id == first.item_id and truncated.audio_end_ms == 100
            # The new turn is answered (its response may have begun before the truncation was answered).
            created = next((e for e in later if e.type == "response.created"), None)
            if created is None:
                created = await until(connection, "response.created", seen=later)
            done = next((e for e in later if e.type == "response.done"), None) or await until(
                connection, "response.done"
            )
            assert done.response.id == created.response.id and done.response.status == "completed"
            assert done.response.output[0].content[0].transcript.strip()

    asyncio.run(run())


def test_cancel_by_the_client() -> None:
    async def run():
        async with async_client().realtime.connect(model="visor-default") as connection:
            await opened(connection, output_modalities=["audio"])
            await connection.conversation.item.create(
                item={"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Count to fifty."}]}
            )
            await connection.response.create()
            created = await until(connection, "response.created")
            await connection.response.cancel()
            done = await until(connection, "response.done")
            assert done.response.id == created.response.id
            assert done.response.status == "cancelled"
            assert done.response.status_details.reason == "client_cancelled"
            await connection.response.cancel()
            error = await until(connection, "error")
            assert error.error.code == "response_cancel_not_active" and error.error.message

    asyncio.run(run())


def test_bad_events_are_errors_and_the_session_goes_on() -> None:
    async def run():
        async with async_client().realtime.connect(model="visor-default") as connection:
            await until(connection, "session.created")

            async def refused(event: dict, code: str) -> None:
                await connection.send(event)
                error = await until(connection, "error")
                assert error.error.code == code, error.error
                assert error.error.type == "invalid_request_error" and error.error.message.endswith(".")
                if "event_id" in event:
                    assert error.error.event_id == event["event_id"]

            await refused({"type": "no.such.event", "event_id": "evt_1"}, "invalid_event")
            await refused({"type": "input_audio_buffer.append", "audio": "not base64!!"}, "invalid_value")
            await refused({"type": "session.update", "session": {"type": "realtime", "colour": "blue"}}, "unknown_parameter")
            await refused({"type": "input_audio_buffer.commit"}, "input_audio_buffer_commit_empty")
            await refused(
                {"type": "conversation.item.create", "item": {"type": "message", "role": "user", "content": [
                    {"type": "input_image", "image_url": "https://example.com/cat.jpg"}]}},
                "invalid_value",
            )
            # Not JSON at all, on the SDK's own socket.
            await connection._connection.send("{not json")
            error = await until(connection, "error")
            assert error.error.code == "invalid_json"
            # The session is kept: a known-but-unsupported field is listed, not refused.
            await connection.session.update(session={"type": "realtime", "instructions": "Be brief.", "tools": []})
            updated = await until(connection, "session.updated")
            assert updated.session.instructions == "Be brief."
            assert "session.tools" in (updated.model_extra or {}).get("ignored_fields", [])

    asyncio.run(run())


def test_an_unknown_model_is_refused_before_the_upgrade() -> None:
    async def run():
        import websockets

        with pytest.raises(Exception) as raised:
            async with async_client().realtime.connect(model="no-such-model") as connection:
                await connection.recv()
        assert isinstance(raised.value, websockets.exceptions.InvalidStatus), raised.value
        assert raised.value.response.status_code == 404

    asyncio.run(run())
