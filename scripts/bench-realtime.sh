#!/usr/bin/env bash
# Realtime conversation benchmark (issue 25 item 5): `visor serve` on loopback driven over /v1/realtime
# by the official `openai` SDK's realtime client (test venv). Audio is sent as a microphone would:
# 24-kHz PCM16 in 20-ms appends, paced in real time. The question is Piper's (the server's own
# /v1/audio/speech), resampled to 24 kHz.
#   1. end of speech → first audio byte, offline (SmolLM2, whisper, Piper, Silero VAD; target ≤ 1.2 s),
#      median of 5 turns (each the second turn of a session, after a typed one), with its parts: VAD tail (end of speech → speech_stopped: the 500-ms silence
#      server VAD waits for, plus detection), transcription (→ input_audio_transcription.completed),
#      first sentence (→ the first output_audio_transcript.delta: the model wrote a whole sentence),
#      first audio (→ the first output_audio.delta: Piper spoke it);
#   2. the same through a loopback provider streaming its answer at 30 tokens/s;
#   3. barge-in stop time: the person starts speaking while an answer plays → its response.done
#      (cancelled, turn_detected), median of 5 (target ≤ 300 ms).
# BENCH_VISOR_BIN=path uses that visor instead of building the release one.
set -euo pipefail
cd "$(dirname "$0")/.."
export VISOR_CACHE_DIR="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
VENV="$VISOR_CACHE_DIR/test-venv"
WORK="$(mktemp -d)"
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT
"$VENV/bin/python" -c 'import openai, websockets' 2>/dev/null ||
  { echo "the test venv lacks openai or websockets: run scripts/setup-test.sh"; exit 1; }
BIN=${BENCH_VISOR_BIN:-}
if [[ -z $BIN ]]; then
  swift build -c release 2>&1 | tail -n 1  # every product: the server loads the native engines (libVisor*.so)
  BIN=.build/release/visor
fi

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
wait_http() { for _ in $(seq 600); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.1; done; echo "no answer at $1"; exit 1; }

# A provider that streams its answer at 30 tokens/s: the loopback provider's ten pieces, 1/30 s apart.
PROVIDER_PORT=$(free_port)
python3 Tests/api/loopback_provider.py "$PROVIDER_PORT" 0.0333 >/dev/null 2>&1 &
PIDS+=($!)
wait_http "http://127.0.0.1:$PROVIDER_PORT/v1/models"

start() { # name [extra serve flags...] -> "port token pid" (run in a subshell: the caller records the pid)
  local name=$1 token port
  shift
  token=$(VISOR_PASSWORD_STRENGTH=minimal $BIN users add bench --admin --json --data-dir "$WORK/$name" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])')
  port=$(free_port)
  $BIN serve --port "$port" --data-dir "$WORK/$name" --log-level warning --warm all "$@" >"$WORK/$name.log" 2>&1 &
  local pid=$!
  wait_http "http://127.0.0.1:$port/healthz" || kill "$pid"
  echo "$port $token $pid"
}
read -r OPORT OTOKEN OPID < <(start offline)
PIDS+=("$OPID")
read -r PPORT PTOKEN PPID_ < <(start provider --provider-url "http://127.0.0.1:$PROVIDER_PORT/v1" --provider-preset openai)
PIDS+=("$PPID_")

"$VENV/bin/python" - "$OPORT" "$OTOKEN" "$PPORT" "$PTOKEN" <<'PY'
import array, asyncio, base64, io, statistics, sys, time, wave
from openai import AsyncOpenAI, OpenAI

RATE, PIECE = 24_000, 0.02
oport, otoken, pport, ptoken = sys.argv[1:5]


def resample(frames: bytes, source: int) -> bytes:
    samples = array.array("h"); samples.frombytes(frames)
    ratio, last = source / RATE, len(samples) - 1
    out = array.array("h", bytes(2 * int(len(samples) / ratio)))
    for i in range(len(out)):
        p = i * ratio; lo = min(int(p), last); hi = min(lo + 1, last); f = p - lo
        out[i] = int(samples[lo] * (1 - f) + samples[hi] * f)
    return out.tobytes()


def speech(port, token, text):
    wav = OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=token).audio.speech.create(
        model="tts-1", voice="alloy", input=text, response_format="wav").content
    with wave.open(io.BytesIO(wav)) as r:
        return resample(r.readframes(r.getnframes()), r.getframerate())


def trim(pcm: bytes) -> bytes:
    """Without Piper's leading and trailing near-silence, so "end of speech" is the last voiced sample."""
    s = array.array("h"); s.frombytes(pcm)
    loud = [i for i, v in enumerate(s) if abs(v) > 600]
    return s[loud[0]:loud[-1] + 1].tobytes()


async def paced(conn, pcm: bytes, start: float) -> float:
    """Appends `pcm` in 20-ms pieces at real-time pace from `start`; returns when the last was sent."""
    step = 2 * int(RATE * PIECE)
    for n, offset in enumerate(range(0, len(pcm), step)):
        delay = start + n * PIECE - time.monotonic()
        if delay > 0:
            await asyncio.sleep(delay)
        await conn.input_audio_buffer.append(audio=base64.b64encode(pcm[offset:offset + step]).decode())
    return time.monotonic()


async def turn(port, token, question):
    client = AsyncOpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=token)
    async with client.realtime.connect(model="visor-default") as conn:
        await conn.session.update(session={"type": "realtime", "output_modalities": ["audio"],
            "audio": {"input": {"turn_detection": {"type": "server_vad", "silence_duration_ms": 500}}}})
        # A typed first turn: the offline model's first answer begins with its limits (a sentence
        # spoken at once), which would flatter the measured turn.
        await conn.conversation.item.create(item={"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "Hello."}]})
        await conn.response.create(response={"output_modalities": ["text"]})
        async for event in conn:
            if event.type == "response.done":
                break
        marks = {}
        async def sender():
            t0 = time.monotonic()
            await paced(conn, bytes(2 * int(RATE * 0.4)), t0)
            marks["end"] = await paced(conn, question, t0 + 0.4)
            await paced(conn, bytes(2 * int(RATE * 1.5)), marks["end"])
        task = asyncio.create_task(sender())
        names = {"input_audio_buffer.speech_stopped": "stopped",
                 "conversation.item.input_audio_transcription.completed": "heard",
                 "response.output_audio_transcript.delta": "sentence", "response.output_audio.delta": "audio"}
        async for event in conn:
            key = names.get(event.type)
            if key and key not in marks:
                marks[key] = time.monotonic()
            if event.type == "response.done":
                break
        await task
        return marks


async def barge(port, token, question):
    client = AsyncOpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=token)
    async with client.realtime.connect(model="visor-default") as conn:
        await conn.session.update(session={"type": "realtime", "output_modalities": ["audio"]})
        await conn.conversation.item.create(item={"type": "message", "role": "user", "content": [
            {"type": "input_text", "text": "Tell me a long story about a dragon and a knight."}]})
        await conn.response.create()
        task, spoke = None, None
        async for event in conn:
            if event.type == "response.output_audio.delta" and task is None:
                spoke = time.monotonic()
                task = asyncio.create_task(paced(conn, question + bytes(2 * RATE), spoke))
            if event.type == "response.done":
                stopped = time.monotonic()
                status = event.response.status
                reason = event.response.status_details.reason if event.response.status_details else None
                break
        if task:
            task.cancel()
        return (stopped - spoke) if spoke and status == "cancelled" and reason == "turn_detected" else None


def row(label, value, target=None):
    mark = "" if target is None else ("  (target <= %.1f s: %s)" % (target, "met" if value <= target else "MISSED"))
    print(f"  {label:<44} {value:8.3f} s{mark}")


async def main():
    question = trim(speech(oport, otoken, "What is the capital of France?"))
    print(f"\nrealtime conversation (/v1/realtime, official openai SDK, 20-ms appends in real time; question {len(question) / 2 / RATE:.2f} s)")
    for label, port, token in (("offline: SmolLM2, whisper, Piper", oport, otoken),
                               ("loopback provider at 30 tokens/s", pport, ptoken)):
        await turn(port, token, question)  # warm
        runs = [await turn(port, token, question) for _ in range(5)]
        med = lambda a, b: statistics.median(r[b] - r[a] for r in runs)
        print(f" end of speech -> first audio byte, {label} (median of 5)")
        row("VAD tail (500 ms silence + detection)", med("end", "stopped"))
        row("transcription (whisper tiny.en)", med("stopped", "heard"))
        row("first sentence (or clause) written", med("heard", "sentence"))
        row("first sentence (or clause) spoken (Piper)", med("sentence", "audio"))
        row("total", med("end", "audio"), 1.2)
        row("total after the VAD's silence", med("stopped", "audio"))
    stops = [await barge(oport, otoken, question) for _ in range(5)]
    good = [s for s in stops if s is not None]
    print(f" barge-in: speech during an answer -> response.done cancelled ({len(good)}/5 interrupted)")
    if good:
        row("stop time (median; first speech byte sent -> done)", statistics.median(good), 0.3)
        row("stop time (worst)", max(good))

asyncio.run(main())
PY
