#!/usr/bin/env python3
"""Visor's local speech worker: faster-whisper (speech to text) and Piper (text to speech), and
PP-OCRv4 text reading (workers/ppocr.py) on the same ONNX Runtime.

Visor starts this process itself, health-checks it, restarts it after a crash and stops it on
exit. It runs in its own process because piper-tts is GPL-3.0 and Visor is Apache-2.0.

Protocol: JSON lines over stdin/stdout. One request object per line:

    {"id": 1, "method": "transcribe", "params": {"audio": "<base64 PCM16 LE, 16 kHz mono>",
                                                 "model": "base", "language": "de"}}

one response object per line:

    {"id": 1, "ok": true, "text": "...", "language": "de", "languageProbability": null}
    {"id": 1, "ok": false, "error": "..."}

Methods: ping, load {model: whisper|piper|ppocr|vad, whisper?: tiny-en|base}, transcribe {audio, model?:
tiny-en (default) | base, language?: ISO 639-1 code, absent = detect (base) / "en" (tiny.en)},
synthesize {text, voice?},
read_text {width, height, pixels: base64 8-bit gray, model?: v4|small|tiny}, detect_text (the same; the lines found,
kept as a session) then recognise_text {session, start, count} (a page read a few lines at a time),
vad {audio, h?, c?, context?} (Silero VAD, streaming), stats, sleep {seconds} (diagnostics). Logs go to stderr only; the process exits when stdin closes,
so it never outlives Visor.
"""

import argparse
import base64
import json
import logging
import os
import sys
import time

log = logging.getLogger("visor.speech_worker")

VOICES = {"joe": "en_US-joe-medium.onnx"}
# Seconds of padding after a clip in the short encoder window (see Worker.transcribe_short): whisper
# needs room to end the text. On 36 synthetic questions (Piper, flite) tiny.en said the clip twice
# (-> full-window fallback) 14 times with 3 s, 6 with 6 s, 3 with 8 s, none with 10 s; on the human
# librivox recordings never from 2 s up. 8 s keeps a 3-s question at an 11-s window instead of 30 s.
SHORT_MARGIN_S = 8.0
# Beam width for the multilingual model (Whisper's own default). On nine espeak-ng sentences in
# de/es/fr, base matched 69/71/54 % of the words greedily and 67/90/64 % with a beam of 5, and was
# faster overall (RTF 0.11-0.19 vs 0.25-0.86): greedy decoding failed the short window's checks more
# often, and the 30-s fallback costs far more than the beam.
BEAM_MULTILINGUAL = 5


def repeats_itself(text, shortest=3):
    """True when some run of at least `shortest` words is immediately said again ("can you see a dog
    can you see a dog"): how whisper's greedy decoding loops. Case and punctuation are ignored."""
    words = "".join(c if c.isalnum() or c == "'" else " " for c in text.lower()).split()
    for size in range(shortest, len(words) // 2 + 1):
        for start in range(len(words) - 2 * size + 1):
            if words[start : start + size] == words[start + size : start + 2 * size]:
                return True
    return False


def rss_bytes():
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


class Worker:
    def __init__(self, args):
        # Whisper models by name: tiny.en (English only) and base (multilingual, issue 27).
        self.whisper_dirs = {"tiny-en": args.whisper_dir, "base": getattr(args, "whisper_base_dir", None)}
        self.piper_dir = args.piper_dir
        self.threads = args.threads
        self.piper_threads = getattr(args, "piper_threads", 1)
        self.compute_type = args.compute_type
        self.whispers = {}
        self.tokenizers = {}
        self.voices = {}
        self.ppocr_dir = getattr(args, "ppocr_dir", None)
        self.ppocr_threads = getattr(args, "ppocr_threads", 2)
        self.ppocr_models = {}
        # detect_text sessions (session id → reader, gray picture, boxes in reading order), oldest first.
        self.text_sessions = {}
        self.text_session_count = 0
        self.vad = None

    # --- models -------------------------------------------------------------------------------
    def load_whisper(self, name=None):
        name = name or "tiny-en"
        if name not in self.whisper_dirs:
            raise ValueError(f"Unknown whisper model '{name}'. Available: {', '.join(sorted(self.whisper_dirs))}.")
        if name not in self.whispers:
            directory = self.whisper_dirs[name]
            if not directory or not os.path.isfile(os.path.join(directory, "model.bin")):
                raise RuntimeError(f"The whisper model {name} is missing at {directory}; run scripts/setup-models.sh.")
            from faster_whisper import WhisperModel

            t0 = time.monotonic()
            self.whispers[name] = WhisperModel(
                directory,
                device="cpu",
                compute_type=self.compute_type,
                cpu_threads=self.threads,
                num_workers=1,
            )
            log.info("whisper %s loaded in %.2f s", name, time.monotonic() - t0)
        return self.whispers[name]

    def load_voice(self, name):
        name = name or "joe"
        if name not in VOICES:
            raise ValueError(f"Unknown voice '{name}'. Available voices: {', '.join(sorted(VOICES))}.")
        if name not in self.voices:
            path = os.path.join(self.piper_dir or "", VOICES[name])
            if not os.path.isfile(path) or not os.path.isfile(path + ".json"):
                raise RuntimeError(f"The Piper voice is missing at {path}; run scripts/setup-models.sh.")
            import onnxruntime
            from piper import PiperVoice
            from piper.config import PiperConfig

            t0 = time.monotonic()
            options = onnxruntime.SessionOptions()
            # One thread: Piper's VITS graph is many small operators, and on the 2-core machine the
            # second thread cost more in hand-offs than it gave (RTF 0.146 with 1 vs 0.159-0.185 with 2,
            # 0.20-0.22 with 2 spinning; interleaved runs, load ~3). It also leaves a core to whisper,
            # the chat model and Visor while an answer is spoken sentence by sentence.
            options.intra_op_num_threads = self.piper_threads
            options.inter_op_num_threads = 1
            # Spinning threads steal the CPU from everything else on a small shared machine.
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            with open(path + ".json", encoding="utf-8") as f:
                config = PiperConfig.from_dict(json.load(f))
            session = onnxruntime.InferenceSession(path, sess_options=options, providers=["CPUExecutionProvider"])
            self.voices[name] = PiperVoice(session=session, config=config)
            log.info("piper voice %s loaded in %.2f s", name, time.monotonic() - t0)
        return self.voices[name]

    def load_ppocr(self, model="v4"):
        """PP-OCRv4 (`v4`, from --ppocr-dir) or PP-OCRv6 `small` / `tiny` (the `ppocr-v6` folder beside it;
        decision 047), each loaded once on first use."""
        if model not in self.ppocr_models:
            if not self.ppocr_dir:
                raise RuntimeError("The PP-OCR models are not configured; run scripts/setup-models.sh.")
            import ppocr

            folder = self.ppocr_dir if model == "v4" else os.path.join(os.path.dirname(os.path.normpath(self.ppocr_dir)), "ppocr-v6")
            t0 = time.monotonic()
            self.ppocr_models[model] = ppocr.PPOCR(folder, threads=self.ppocr_threads, variant=model)
            log.info("PP-OCR %s loaded in %.2f s", model, time.monotonic() - t0)
        return self.ppocr_models[model]

    def load_vad(self):
        """Silero VAD v6 as faster-whisper ships it (assets/silero_vad_v6.onnx), on one ONNX Runtime
        thread: about 0.06 ms per 32-ms window here, so many live conversations share one core."""
        if self.vad is None:
            import faster_whisper
            import onnxruntime

            path = os.path.join(os.path.dirname(faster_whisper.__file__), "assets", "silero_vad_v6.onnx")
            if not os.path.isfile(path):
                raise RuntimeError(f"Silero VAD is missing at {path}; run scripts/setup-models.sh.")
            options = onnxruntime.SessionOptions()
            options.intra_op_num_threads = 1
            options.inter_op_num_threads = 1
            options.enable_cpu_mem_arena = False
            options.log_severity_level = 4
            options.add_session_config_entry("session.intra_op.allow_spinning", "0")
            self.vad = onnxruntime.InferenceSession(path, sess_options=options, providers=["CPUExecutionProvider"])
        return self.vad

    # --- methods ------------------------------------------------------------------------------
    def m_ping(self, params):
        # "whisper" is tiny.en (the name it always had); "whisper:base" the multilingual model.
        loaded = ["whisper" if name == "tiny-en" else f"whisper:{name}" for name in self.whispers]
        loaded += [f"piper:{v}" for v in self.voices]
        loaded += ["ppocr" if name == "v4" else f"ppocr:{name}" for name in self.ppocr_models]
        loaded += ["vad"] if self.vad is not None else []
        return {"pong": True, "loaded": loaded, "pid": os.getpid()}

    def m_load(self, params):
        model = params.get("model")
        if model == "whisper":
            self.load_whisper(params.get("whisper"))
        elif model == "piper":
            self.load_voice(params.get("voice"))
        elif model == "ppocr":
            self.load_ppocr(params.get("variant") or "v4")
        elif model == "vad":
            self.load_vad()
        else:
            raise ValueError("load needs model 'whisper', 'piper', 'ppocr' or 'vad'.")
        return self.m_ping(params)

    def m_transcribe(self, params):
        import numpy as np

        pcm = base64.b64decode(params.get("audio") or "")
        if len(pcm) < 2:
            raise ValueError("The audio is empty.")
        samples = np.frombuffer(pcm[: len(pcm) // 2 * 2], dtype="<i2").astype(np.float32) / 32768.0
        model = self.load_whisper(params.get("model"))
        language = params.get("language") or None
        if not model.model.is_multilingual:
            if language not in (None, "en"):
                raise ValueError(f"This whisper model hears English only, not '{language}'.")
            language = "en"
        elif language is not None and language not in self.whisper_languages(model):
            raise ValueError(f"Whisper does not know the language '{language}'.")
        t0 = time.monotonic()
        probability = None
        text, detected, probability = self.transcribe_short(model, samples, language)
        window = "short"
        if text is None:
            window = "full"
            segments, info = model.transcribe(
                samples,
                language=language,
                beam_size=self.beam_size(model),
                vad_filter=False,
                condition_on_previous_text=False,
                without_timestamps=True,
            )
            text = "".join(segment.text for segment in segments).strip()
            detected = info.language
            probability = None if language else info.language_probability
        return {
            "text": text,
            "language": detected,
            "languageProbability": probability,
            "seconds": time.monotonic() - t0,
            "audioSeconds": len(samples) / 16000.0,
            "window": window,
        }

    def beam_size(self, model):
        """Greedy for tiny.en (its speed is the point); a beam of BEAM_MULTILINGUAL for base."""
        return BEAM_MULTILINGUAL if model.model.is_multilingual else 1

    @staticmethod
    def whisper_languages(model):
        from faster_whisper.tokenizer import _LANGUAGE_CODES

        return set(_LANGUAGE_CODES)

    def transcribe_short(self, model, samples, language):
        """Transcribes a clip that fits one window with an encoder input only as long as the clip.

        faster-whisper pads every clip to whisper's 30-s window (3000 mel frames), so a 3-s question
        costs the encoder, and every decoding step's cross-attention, as much as 30 s of audio (RTF
        0.18-0.30 on 3-7-s questions here, 0.9 under heavy load; 0.08-0.11 with the short window).
        CTranslate2 accepts shorter inputs (the positional embeddings are sliced),
        so the clip plus SHORT_MARGIN_S of padding is encoded and decoded greedily without
        timestamps. With no `language` (a multilingual model) the language is detected from the same encoder
output. Returns (text, language, probability of a detected language). Tiny models can loop on a short window (saying the clip twice), more often on
        synthetic speech that ends abruptly; a result that looks degenerate (words repeated, gzip
        compression ratio > 2.4, average log-probability < -1, or no text: whisper's fallback tests)
        gives None for the text and the caller runs the full window, as for clips that do not fit.
        """
        import zlib

        import ctranslate2
        import numpy as np

        seconds = len(samples) / 16000.0
        if seconds + SHORT_MARGIN_S > 30:
            return None, language, None
        features = model.feature_extractor(samples)
        # Padded with zeros in feature space (as faster-whisper pads its 30-s window), rounded up to 1 s.
        frames = features.shape[-1] + int(SHORT_MARGIN_S * 100)
        window = min(3000, -(-frames // 100) * 100)
        features = np.pad(features[:, :window], ((0, 0), (0, window - min(window, features.shape[-1]))))
        encoded = model.model.encode(ctranslate2.StorageView.from_array(np.ascontiguousarray(features[None])))
        probability = None
        if language is None:
            # [(token "<|de|>", probability), ...], most likely first.
            token, probability = model.model.detect_language(encoded)[0][0]
            language = token[2:-2]
        tokenizer = self.whisper_tokenizer(model, language)
        prompt = list(tokenizer.sot_sequence) + [tokenizer.no_timestamps]
        # Generous for speech (~3 tokens/s) yet bounded, so a loop costs little before the fallback.
        max_length = min(448, len(prompt) + 32 + int(16 * seconds))
        result = model.model.generate(
            encoded,
            [prompt],
            beam_size=self.beam_size(model),
            max_length=max_length,
            suppress_blank=True,
            suppress_tokens=[-1],
            return_scores=True,
        )[0]
        tokens = [token for token in result.sequences_ids[0] if token < tokenizer.eot]
        text = tokenizer.decode(tokens).strip()
        if not text or repeats_itself(text):
            # Nothing, or the loop tiny models fall into on a short window: the clip's words again.
            log.info("short window gave %s; using the full window", "a loop" if text else "nothing")
            return None, language, probability
        encoded_text = text.encode("utf-8")
        compression_ratio = len(encoded_text) / len(zlib.compress(encoded_text))
        # CTranslate2's score is the cumulative log-probability divided by the length (length_penalty 1).
        average_logprob = result.scores[0] * len(tokens) / (len(tokens) + 1)
        if compression_ratio > 2.4 or average_logprob < -1.0:
            log.info(
                "short window rejected (compression %.2f, logprob %.2f); using the full window",
                compression_ratio,
                average_logprob,
            )
            return None, language, probability
        return text, language, probability

    def whisper_tokenizer(self, model, language):
        key = (id(model), language)
        if key not in self.tokenizers:
            from faster_whisper.tokenizer import Tokenizer

            self.tokenizers[key] = Tokenizer(
                model.hf_tokenizer, model.model.is_multilingual, task="transcribe", language=language
            )
        return self.tokenizers[key]

    def m_synthesize(self, params):
        text = (params.get("text") or "").strip()
        if not text:
            raise ValueError("The text is empty.")
        voice = self.load_voice(params.get("voice"))
        t0 = time.monotonic()
        parts = []
        rate = voice.config.sample_rate
        for chunk in voice.synthesize(text):
            parts.append(chunk.audio_int16_bytes)
            rate = chunk.sample_rate
        pcm = b"".join(parts)
        return {
            "audio": base64.b64encode(pcm).decode("ascii"),
            "sampleRate": rate,
            "seconds": time.monotonic() - t0,
        }

    def gray_picture(self, params, method):
        """The PP-OCR model `params` name and its 8-bit gray picture ({width, height, pixels: base64})."""
        import numpy as np

        width, height = int(params.get("width", 0)), int(params.get("height", 0))
        pixels = base64.b64decode(params.get("pixels") or "")
        if width <= 0 or height <= 0 or len(pixels) != width * height:
            raise ValueError(f"{method} needs width x height gray bytes (got {len(pixels)} for {width}x{height}).")
        reader = self.load_ppocr(params.get("model") or "v4")
        return reader, np.frombuffer(pixels, dtype=np.uint8).reshape(height, width)

    def m_read_text(self, params):
        """Lines of text in an 8-bit gray picture, in reading order, each with its confidence (0-1), the
        detector's score and its box; the caller decides what to trust (PPOCRReading.filter)."""
        reader, image = self.gray_picture(params, "read_text")
        t0 = time.monotonic()
        result = reader.read(image)
        result["seconds"] = time.monotonic() - t0
        return result

    def m_detect_text(self, params):
        """Finds the lines of an 8-bit gray picture (as read_text) without reading them yet: they are kept,
        in reading order, under the returned `session` for recognise_text, which reads them a few at a
        time, so other requests (speaking the first lines) run between the pieces. The last few
        sessions are kept; the one read to its end is dropped."""
        reader, image = self.gray_picture(params, "detect_text")
        t0 = time.monotonic()
        gray, quads = reader.detect_in_order(image)
        self.text_session_count += 1
        session = str(self.text_session_count)
        self.text_sessions[session] = (reader, gray, quads)
        while len(self.text_sessions) > 4:
            self.text_sessions.pop(next(iter(self.text_sessions)))
        return {"session": session, "count": len(quads), "seconds": time.monotonic() - t0}

    def m_recognise_text(self, params):
        """Reads lines `start` ..< `start + count` of a detect_text session, in reading order (the same line
        fields as read_text; a box read as nothing has text "")."""
        session = str(params.get("session", ""))
        if session not in self.text_sessions:
            raise ValueError(f"recognise_text: no detect_text session {session!r} (it ended or was dropped).")
        reader, gray, quads = self.text_sessions[session]
        start, count = max(0, int(params.get("start", 0))), max(1, int(params.get("count", 1)))
        t0 = time.monotonic()
        lines = reader.recognise(gray, quads[start : start + count], in_order=True)
        if start + count >= len(quads):
            self.text_sessions.pop(session, None)
        return {"lines": lines, "seconds": time.monotonic() - t0}

    def m_vad(self, params):
        """Speech probabilities of 16-kHz audio, one per 512-sample (32-ms) window, for a stream cut
        into calls: the caller sends back the returned `h`, `c` (the model's recurrent state) and
        `context` (the last 64 samples) with the next piece, so the worker keeps nothing per stream.
        `audio` must hold a whole number of windows (base64 PCM16 LE)."""
        import numpy as np

        pcm = base64.b64decode(params.get("audio") or "")
        samples = np.frombuffer(pcm[: len(pcm) // 2 * 2], dtype="<i2").astype(np.float32) / 32768.0
        if len(samples) == 0 or len(samples) % 512:
            raise ValueError(f"vad needs a whole number of 512-sample windows (got {len(samples)} samples).")

        def floats(name, count):
            raw = params.get(name)
            if not raw:
                return np.zeros(count, dtype=np.float32)
            values = np.frombuffer(base64.b64decode(raw), dtype="<f4")
            if len(values) != count:
                raise ValueError(f"vad's {name} must hold {count} float32 values (got {len(values)}).")
            return values.astype(np.float32)

        h = floats("h", 128).reshape(1, 1, 128)
        c = floats("c", 128).reshape(1, 1, 128)
        context = floats("context", 64)
        session = self.load_vad()
        windows = samples.reshape(-1, 512)
        # Each window is fed with the 64 samples before it, as faster-whisper's SileroVADModel does.
        previous = np.concatenate([context[None, :], windows[:-1, -64:]], axis=0)
        batch = np.ascontiguousarray(np.concatenate([previous, windows], axis=1))
        probabilities, h, c = session.run(None, {"input": batch, "h": h, "c": c})

        def encode(values):
            return base64.b64encode(np.ascontiguousarray(values, dtype="<f4").tobytes()).decode("ascii")

        return {
            "probabilities": [round(float(p), 4) for p in np.asarray(probabilities).reshape(-1)],
            "h": encode(h.reshape(-1)),
            "c": encode(c.reshape(-1)),
            "context": encode(windows[-1, -64:]),
        }

    def m_stats(self, params):
        return {"rssBytes": rss_bytes(), "pid": os.getpid()}

    def m_sleep(self, params):
        time.sleep(float(params.get("seconds", 1)))
        return {}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--whisper-dir", help="CTranslate2 whisper tiny.en folder")
    parser.add_argument("--whisper-base-dir", help="CTranslate2 whisper base (multilingual) folder")
    parser.add_argument("--piper-dir", help="folder holding en_US-joe-medium.onnx(.json)")
    parser.add_argument("--threads", type=int, default=2, help="whisper (CTranslate2) threads")
    parser.add_argument("--piper-threads", type=int, default=1, help="Piper (onnxruntime) intra-op threads")
    parser.add_argument("--compute-type", default="int8")
    parser.add_argument("--ppocr-dir", help="folder holding the PP-OCRv4 det/rec ONNX models")
    parser.add_argument("--ppocr-threads", type=int, default=2, help="PP-OCRv4 (onnxruntime) intra-op threads")
    parser.add_argument("--preload", action="append", default=[], help="whisper, piper, ppocr or vad")
    args = parser.parse_args()

    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="speech_worker %(levelname)s %(message)s")

    # Keep the protocol channel clean: anything a library prints to fd 1 goes to stderr instead.
    out = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr

    worker = Worker(args)
    for model in args.preload:
        try:
            worker.m_load({"model": model})
        except Exception as error:  # noqa: BLE001 - reported per request later
            log.warning("preload %s failed: %s", model, error)

    methods = {name[2:]: getattr(worker, name) for name in dir(worker) if name.startswith("m_")}
    log.info("ready (pid %d)", os.getpid())
    # Reading stdin until EOF doubles as the watchdog: when Visor dies its end of the pipe closes.
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request_id = None
        try:
            request = json.loads(line)
            request_id = request.get("id")
            method = methods.get(request.get("method"))
            if method is None:
                raise ValueError(f"Unknown method {request.get('method')!r}.")
            response = {"id": request_id, "ok": True}
            response.update(method(request.get("params") or {}))
        except Exception as error:  # noqa: BLE001 - every failure is answered, never fatal
            log.warning("request %s failed: %s", request_id, error)
            response = {"id": request_id, "ok": False, "error": str(error)}
        out.write(json.dumps(response) + "\n")
        out.flush()
    log.info("stdin closed; exiting")


def restore_signals():
    """Visor ignores SIGTERM while it waits for it, and ignored signals survive exec: take the default
    action back (and unblock every signal) so SIGTERM stops this worker at once."""
    import signal

    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, set())


if __name__ == "__main__":
    restore_signals()
    main()
