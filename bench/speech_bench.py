#!/usr/bin/env python3
"""Speech and chat through a running Visor beside the same runtimes driven directly (bench-speech.sh).

    $VISOR_CACHE_DIR/venv/bin/python bench/speech_bench.py --port 8080 --token vt_... --visor-pid PID

Bounded: fixed inputs and iteration counts. Prints one aligned line per figure with its target:

- transcription RTF (seconds spent / seconds of audio) through `POST /api/v1/transcriptions` beside
  the speech worker's own transcribe code called in-process (same faster-whisper settings, no Visor,
  no pipe) and beside stock faster-whisper `transcribe()` (30-s window);
- speech RTF through `POST /api/v1/speech` (Piper, MP3 as the app asks for it, and WAV) beside the
  worker's synthesize code in-process;
- chat tokens/s streamed through Visor's `/v1/chat/completions` beside the same llama.cpp server
  (Visor's own chat worker) driven directly on its loopback port;
- the ratio Visor/runtime for each (overhead target <= 10 %);
- peak RSS of Visor plus its worker processes, sampled every 50 ms while every model is used.

Inputs: the five Debian pocketsphinx librivox recordings (3-7 s spoken sentences, like questions) and
a 21 s passage made of four of them; a 380-character paragraph for speech.
"""

import argparse
import base64
import io
import json
import os
import sys
import threading
import time
import urllib.request
import uuid
import wave

import numpy as np

LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox"
PHOTO = "/usr/share/darknet/data/dog.jpg"
PARAGRAPH = (
    "I can see a red bicycle leaning against a wall. Behind it there is a small garden with yellow "
    "flowers, a wooden bench, and an old lamp post. The sky is grey, and it looks like it might rain "
    "soon, so you may want to take an umbrella. At the far end of the street a bus is waiting, and two "
    "people are walking towards it with their shopping bags."
)
CHAT_PROMPT = "Write three sentences about the sea."


# --- processes and memory -------------------------------------------------------------------------
def children(pid):
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            if int(fields[1]) == pid:
                found.append(int(entry))
        except (OSError, IndexError, ValueError):
            continue
    return found


def tree(pid):
    pids, todo = [], [pid]
    while todo:
        current = todo.pop()
        pids.append(current)
        todo.extend(children(current))
    return pids


def status_kb(pid, field):
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def cmdline(pid):
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return [part.decode() for part in f.read().split(b"\0") if part]
    except OSError:
        return []


def process_name(pid):
    """`visor`, or the script a Python worker runs (`speech_worker.py`)."""
    args = cmdline(pid)
    if len(args) > 1 and "python" in os.path.basename(args[0]):
        return os.path.basename(args[1])
    return os.path.basename(args[0]) if args else "?"


class PeakRSS(threading.Thread):
    """Samples the summed RSS of the Visor process tree until stopped."""

    def __init__(self, pid):
        super().__init__(daemon=True)
        self.pid, self.peak, self.stopped = pid, 0, threading.Event()

    def run(self):
        while not self.stopped.is_set():
            self.peak = max(self.peak, sum(status_kb(p, "VmRSS") for p in tree(self.pid)))
            time.sleep(0.05)


# --- HTTP ------------------------------------------------------------------------------------------
class Visor:
    def __init__(self, port, token):
        self.base, self.token = f"http://127.0.0.1:{port}", token

    def request(self, path, body, content_type, stream=False):
        request = urllib.request.Request(
            self.base + path, data=body,
            headers={"Content-Type": content_type, "Authorization": f"Bearer {self.token}"},
        )
        response = urllib.request.urlopen(request, timeout=600)
        if stream:
            return response
        with response:
            return response.read(), dict(response.headers)

    def multipart(self, path, fields):
        boundary = uuid.uuid4().hex
        out = io.BytesIO()
        for name, (filename, content_type, data) in fields.items():
            out.write(f"--{boundary}\r\n".encode())
            disposition = f'form-data; name="{name}"' + (f'; filename="{filename}"' if filename else "")
            out.write(f"Content-Disposition: {disposition}\r\n".encode())
            if content_type:
                out.write(f"Content-Type: {content_type}\r\n".encode())
            out.write(b"\r\n" + data + b"\r\n")
        out.write(f"--{boundary}--\r\n".encode())
        return self.request(path, out.getvalue(), f"multipart/form-data; boundary={boundary}")

    def json(self, path, body):
        return self.request(path, json.dumps(body).encode(), "application/json")


def wav_bytes(samples):
    out = io.BytesIO()
    with wave.open(out, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(16000)
        w.writeframes((np.clip(samples, -1, 1) * 32767).astype("<i2").tobytes())
    return out.getvalue()


def load_clips():
    clips = []
    for name in sorted(os.listdir(LIBRIVOX)):
        if name.endswith(".wav"):
            with wave.open(os.path.join(LIBRIVOX, name)) as w:
                clips.append(np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768)
    passage = np.concatenate(clips[:4])
    return clips + [passage]


def line(name, value, unit, target="", note=""):
    text = f"{name:<52} {value:>8} {unit:<6}"
    if target:
        text += f" (target {target})"
    if note:
        text += f"  # {note}"
    print(text, flush=True)


def ratio_line(name, visor, runtime, higher_is_better=False):
    if not visor or not runtime:
        return
    overhead = (runtime / visor - 1) if higher_is_better else (visor / runtime - 1)
    line(f"  {name} overhead Visor vs runtime", f"{overhead * 100:+.1f}", "%", "<= +10 %")


# --- sections --------------------------------------------------------------------------------------
def bench_transcription(visor, worker, iterations):
    clips = load_clips()
    model = worker.load_whisper()

    def to_b64(clip):
        return base64.b64encode((clip * 32768).clip(-32768, 32767).astype("<i2").tobytes()).decode()

    visor.multipart("/api/v1/transcriptions", {"audio": ("q.wav", "audio/wav", wav_bytes(clips[0]))})  # warm
    worker.m_transcribe({"audio": to_b64(clips[0])})
    for label, group in (("questions", clips[:5]), ("passage", clips[5:])):
        audio = sum(len(c) for c in group) / 16000
        uploads = [wav_bytes(c) for c in group]
        pcm = [to_b64(c) for c in group]
        visor_spent = runtime_spent = stock_spent = 0.0
        for _ in range(iterations):
            # Alternated, so a burst of load on the shared machine hits both sides alike.
            t0 = time.perf_counter()
            for upload in uploads:
                visor.multipart("/api/v1/transcriptions", {"audio": ("q.wav", "audio/wav", upload)})
            visor_spent += time.perf_counter() - t0
            t0 = time.perf_counter()
            for audio_b64 in pcm:
                worker.m_transcribe({"audio": audio_b64})
            runtime_spent += time.perf_counter() - t0
        t0 = time.perf_counter()
        for clip in group:
            segments, _ = model.transcribe(clip, language="en", beam_size=1, vad_filter=False,
                                           condition_on_previous_text=False, without_timestamps=True)
            "".join(s.text for s in segments)
        stock_spent = time.perf_counter() - t0
        visor_rtf = visor_spent / (audio * iterations)
        runtime_rtf = runtime_spent / (audio * iterations)
        what = f"{len(group)} clips, {audio:.1f} s" if len(group) > 1 else f"{audio:.1f} s"
        line(f"transcription RTF via Visor, {label}", f"{visor_rtf:.3f}", "", "<= 0.25",
             f"{what} of speech x {iterations}, WAV upload")
        line(f"transcription RTF worker code in-process, {label}", f"{runtime_rtf:.3f}", "", "",
             "faster-whisper + short window, no Visor")
        line(f"transcription RTF stock faster-whisper, {label}", f"{stock_spent / audio:.3f}", "", "",
             "transcribe(), 30-s window, x1")
        ratio_line(f"transcription {label}", visor_rtf, runtime_rtf)


def bench_speech(visor, worker, iterations):
    spent = {"mp3": 0.0, "wav": 0.0, "runtime": 0.0}
    spoken = {"mp3": 0.0, "wav": 0.0, "runtime": 0.0}
    for fmt in ("mp3", "wav"):
        visor.json("/api/v1/speech", {"text": "Warm up.", "model": "local/piper-joe", "format": fmt})
    worker.m_synthesize({"text": "Warm up."})
    for _ in range(iterations):
        # Alternated, so a burst of load on the shared machine hits every side alike.
        for fmt in ("mp3", "wav"):
            t0 = time.perf_counter()
            _, headers = visor.json("/api/v1/speech", {"text": PARAGRAPH, "model": "local/piper-joe", "format": fmt})
            spent[fmt] += time.perf_counter() - t0
            spoken[fmt] += int(headers.get("X-Audio-Duration-Ms", "0")) / 1000
        t0 = time.perf_counter()
        result = worker.m_synthesize({"text": PARAGRAPH})
        spent["runtime"] += time.perf_counter() - t0
        spoken["runtime"] += len(base64.b64decode(result["audio"])) / 2 / result["sampleRate"]
    rtf = {side: spent[side] / spoken[side] if spoken[side] else 0 for side in spent}
    line("speech RTF via Visor (MP3)", f"{rtf['mp3']:.3f}", "", "<= 0.3",
         f"Piper joe, {len(PARAGRAPH)} characters = {spoken['mp3'] / iterations:.1f} s of speech x {iterations}")
    line("speech RTF via Visor (WAV)", f"{rtf['wav']:.3f}", "", "<= 0.3")
    line("speech RTF worker code in-process", f"{rtf['runtime']:.3f}", "", "", "piper + onnxruntime, no Visor")
    ratio_line("speech (MP3)", rtf["mp3"], rtf["runtime"])


def stream_tokens(url, headers, body):
    """Streams one chat completion; returns (tokens, seconds from the first to the last token, total s)."""
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers)
    t0 = time.perf_counter()
    first = last = None
    tokens = 0
    with urllib.request.urlopen(request, timeout=600) as response:
        for raw in response:
            raw = raw.strip()
            if not raw.startswith(b"data:") or raw == b"data: [DONE]":
                continue
            event = json.loads(raw[5:])
            choices = event.get("choices") or []
            if choices and (choices[0].get("delta") or {}).get("content"):
                tokens += 1
                last = time.perf_counter()
                first = first or last
    return tokens, (last - first) if first and last else 0, time.perf_counter() - t0


def bench_chat(visor, visor_pid, iterations, model):
    body = {"model": model, "messages": [{"role": "user", "content": CHAT_PROMPT}], "max_tokens": 128,
            "temperature": 0, "stream": True}
    headers = {"Content-Type": "application/json", "Authorization": f"Bearer {visor.token}"}
    warm = dict(body, max_tokens=4)
    stream_tokens(visor.base + "/v1/chat/completions", headers, warm)
    port = None
    for pid in tree(visor_pid):
        args = cmdline(pid)
        if any("llama_server" in a or "llama_cpp.server" in a for a in args) and "--port" in args:
            port = int(args[args.index("--port") + 1])
    if port is None:
        line("chat tokens/s", "n/a", "", "", "Visor's llama.cpp worker is not running")
        return

    direct_url = f"http://127.0.0.1:{port}/v1/chat/completions"
    direct_headers = {"Content-Type": "application/json"}
    direct_body = dict(body, model=model.split("/")[-1])
    stream_tokens(direct_url, direct_headers, dict(direct_body, max_tokens=4))
    totals = {"visor": [0, 0.0], "direct": [0, 0.0]}
    for _ in range(iterations):
        # Alternated, so a burst of load on the shared machine hits both sides alike.
        for side, url, side_headers, side_body in (("visor", visor.base + "/v1/chat/completions", headers, body),
                                                   ("direct", direct_url, direct_headers, direct_body)):
            count, seconds, _ = stream_tokens(url, side_headers, side_body)
            totals[side][0] += max(count - 1, 0)
            totals[side][1] += seconds
    visor_rate = totals["visor"][0] / totals["visor"][1] if totals["visor"][1] else 0
    direct_rate = totals["direct"][0] / totals["direct"][1] if totals["direct"][1] else 0
    line("chat tokens/s via Visor (streamed)", f"{visor_rate:.1f}", "tok/s", "", f"{model}, 128 tokens x {iterations}")
    line("chat tokens/s llama.cpp server directly", f"{direct_rate:.1f}", "tok/s", "", f"same server, port {port}")
    ratio_line("chat", visor_rate, direct_rate, higher_is_better=True)


def exercise_vision(visor):
    with open(PHOTO, "rb") as f:
        photo = f.read()
    visor.multipart("/api/v1/vision/analyze", {
        "image": ("dog.jpg", "image/jpeg", photo), "prompt": (None, None, b"What colour is the car?"),
    })
    visor.json("/api/v1/classify", {"imageBase64": base64.b64encode(photo).decode()})


def main():
    cache = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--visor-pid", type=int, required=True)
    parser.add_argument("--models", default=os.path.join(cache, "models"))
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--chat-model", default="local/smollm2-135m")
    args = parser.parse_args()

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "workers"))
    import speech_worker

    worker = speech_worker.Worker(argparse.Namespace(
        whisper_dir=os.path.join(args.models, "whisper-tiny-en"), piper_dir=os.path.join(args.models, "piper"),
        threads=2, piper_threads=1, compute_type="int8"))
    visor = Visor(args.port, args.token)
    sampler = PeakRSS(args.visor_pid)
    sampler.start()
    sections = [
        ("vision", lambda: exercise_vision(visor)),
        ("transcription", lambda: bench_transcription(visor, worker, args.iterations)),
        ("speech", lambda: bench_speech(visor, worker, args.iterations)),
        ("chat", lambda: bench_chat(visor, args.visor_pid, args.iterations, args.chat_model)),
    ]
    for name, section in sections:
        try:
            section()
        except Exception as error:  # noqa: BLE001 - one failing section must not hide the others
            line(f"{name}", "failed", "", "", str(error)[:160])
    sampler.stopped.set()
    sampler.join()
    pids = tree(args.visor_pid)
    hwm = sum(status_kb(p, "VmHWM") for p in pids)
    peaks = ", ".join(f"{process_name(p)} {status_kb(p, 'VmHWM') // 1024}" for p in pids)
    line("peak RSS Visor + workers (sampled)", f"{sampler.peak / 1024:.0f}", "MiB", "<= 1536 MiB",
         f"{len(pids)} processes, VmHWM MiB: {peaks}")
    line("sum of per-process peaks (VmHWM)", f"{hwm / 1024:.0f}", "MiB", "<= 1536 MiB")


if __name__ == "__main__":
    main()
