#!/usr/bin/env python3
"""Measures the speech and chat runtimes driven directly (no Visor), for `make bench`.

Prints one line per figure, e.g. `whisper_rtf 0.081`, so Visor's own numbers can be set beside them.

    $VISOR_CACHE_DIR/venv/bin/python workers/bench_runtimes.py [--models DIR] [--skip-chat]
    $VISOR_CACHE_DIR/venv/bin/python workers/bench_runtimes.py --server-port 8080   # an already running server

Uses the settings of workers/speech_worker.py's stock path (int8, beam 1, no VAD, 2 whisper threads,
1 Piper thread); its short whisper window is measured by scripts/bench-speech.sh.
"""

import argparse
import json
import os
import time
import urllib.request
import wave

import numpy as np

LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox"
SENTENCE = (
    "What colour is the car parked in front of the house? I can see a red bicycle leaning against a wall."
)


def rss_mib():
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0


def load_librivox():
    clips = []
    for name in sorted(os.listdir(LIBRIVOX)):
        if name.endswith(".wav"):
            with wave.open(os.path.join(LIBRIVOX, name)) as w:
                pcm = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float32) / 32768
            clips.append(pcm)
    return clips


def bench_whisper(models):
    from faster_whisper import WhisperModel

    model = WhisperModel(os.path.join(models, "whisper-tiny-en"), device="cpu", compute_type="int8", cpu_threads=2)
    clips = load_librivox()
    list(model.transcribe(clips[0], language="en", beam_size=1, vad_filter=False)[0])  # warm-up
    audio = sum(len(c) for c in clips) / 16000
    t0 = time.perf_counter()
    for clip in clips:
        segments, _ = model.transcribe(
            clip, language="en", beam_size=1, vad_filter=False, condition_on_previous_text=False,
            without_timestamps=True,
        )
        "".join(s.text for s in segments)
    elapsed = time.perf_counter() - t0
    print(f"whisper_rtf {elapsed / audio:.3f}  # {audio:.1f} s of librivox speech in {elapsed:.2f} s")


def bench_piper(models):
    import onnxruntime
    from piper import PiperVoice
    from piper.config import PiperConfig

    path = os.path.join(models, "piper", "en_US-joe-medium.onnx")
    options = onnxruntime.SessionOptions()
    options.intra_op_num_threads = 1
    options.inter_op_num_threads = 1
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    with open(path + ".json", encoding="utf-8") as f:
        config = PiperConfig.from_dict(json.load(f))
    voice = PiperVoice(session=onnxruntime.InferenceSession(path, sess_options=options), config=config)
    list(voice.synthesize("Warm up."))
    runs, audio, elapsed = 3, 0.0, 0.0
    for _ in range(runs):
        t0 = time.perf_counter()
        chunks = list(voice.synthesize(SENTENCE))
        elapsed += time.perf_counter() - t0
        audio += sum(len(c.audio_int16_bytes) // 2 for c in chunks) / voice.config.sample_rate
    print(f"piper_rtf {elapsed / audio:.3f}  # {audio:.1f} s of speech in {elapsed:.2f} s")


def bench_chat_inprocess(models, threads):
    from llama_cpp import Llama

    llm = Llama(
        os.path.join(models, "smollm2-135m-instruct.gguf"), n_ctx=2048, n_threads=threads,
        n_threads_batch=threads, verbose=False,
    )
    messages = [{"role": "user", "content": "Write three sentences about the sea."}]
    llm.create_chat_completion(messages=[{"role": "user", "content": "Hi"}], max_tokens=4)
    t0 = time.perf_counter()
    out = llm.create_chat_completion(messages=messages, max_tokens=128, temperature=0)
    elapsed = time.perf_counter() - t0
    tokens = out["usage"]["completion_tokens"]
    print(f"chat_tokens_per_s_direct {tokens / elapsed:.1f}  # {tokens} tokens in {elapsed:.2f} s (llama_cpp in-process, {threads} threads)")


def bench_chat_server(port):
    def post(body):
        request = urllib.request.Request(
            f"http://127.0.0.1:{port}/v1/chat/completions",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=300) as response:
            return json.load(response)

    post({"messages": [{"role": "user", "content": "Hi"}], "max_tokens": 4})
    t0 = time.perf_counter()
    out = post({"messages": [{"role": "user", "content": "Write three sentences about the sea."}],
                "max_tokens": 128, "temperature": 0})
    elapsed = time.perf_counter() - t0
    tokens = out["usage"]["completion_tokens"]
    print(f"chat_tokens_per_s_server {tokens / elapsed:.1f}  # {tokens} tokens in {elapsed:.2f} s (llama_cpp.server)")


def main():
    cache = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=os.path.join(cache, "models"))
    parser.add_argument("--skip-chat", action="store_true")
    parser.add_argument("--server-port", type=int, help="also measure a running llama_cpp.server")
    parser.add_argument("--chat-threads", type=int, default=1)
    args = parser.parse_args()
    bench_whisper(args.models)
    bench_piper(args.models)
    print(f"python_rss_mib_whisper_piper {rss_mib():.0f}")
    if not args.skip_chat:
        bench_chat_inprocess(args.models, args.chat_threads)
    if args.server_port:
        bench_chat_server(args.server_port)


if __name__ == "__main__":
    main()
