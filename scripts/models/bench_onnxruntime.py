#!/usr/bin/env python3
"""ONNX Runtime on the same classifier and photos as Visor's benchmark, for the comparison in `make bench`.

Usage: bench_onnxruntime.py [MODELS_DIR] [--rounds N] [--photos A.jpg,B.jpg]
  MODELS_DIR defaults to $VISOR_CACHE_DIR/models or ~/.cache/visor/models; the photos to 8 Debian examples.
Run with the conversion venv: $VISOR_CACHE_DIR/convert-venv/bin/python (it has onnxruntime, numpy, PIL).
Same preprocessing as Visor's built-in classifier: shorter side 256 (bilinear), centre crop 224,
(x - 127) / 128. Prints ms/image for decode+preprocess+forward and for the forward pass alone, then a
machine-readable RESULT line (for scripts/bench-classify.sh).
"""
import io
import os
import sys
import time

import numpy as np
import onnxruntime as ort
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import measure, option  # noqa: E402

args = sys.argv[1:]
rounds = int(option(args, "--rounds", "5"))
photo_list = option(args, "--photos", None)
cache = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")
models = args[0] if args else os.path.join(cache, "models")
session = ort.InferenceSession(os.path.join(models, "efficientnet-lite0.onnx"), providers=["CPUExecutionProvider"])
files = [f"/usr/share/darknet/data/{n}" for n in ["dog.jpg", "eagle.jpg", "giraffe.jpg", "horses.jpg"]] + [
    f"/usr/share/doc/opencv-doc/examples/data/{n}" for n in ["fruits.jpg", "orange.jpg", "baboon.jpg", "messi5.jpg"]
]
if photo_list:
    files = photo_list.split(",")
photos = [open(f, "rb").read() for f in files]


def classify(data):
    image = Image.open(io.BytesIO(data)).convert("RGB")
    w, h = image.size
    scale = 256 / min(w, h)
    image = image.resize((round(w * scale), round(h * scale)), Image.BILINEAR)
    w, h = image.size
    left, top = (w - 224) // 2, (h - 224) // 2
    image = image.crop((left, top, left + 224, top + 224))
    x = ((np.asarray(image).astype(np.float32) - 127) / 128).transpose(2, 0, 1)[None]
    start = time.perf_counter()
    session.run(None, {"input": x})
    return time.perf_counter() - start


total_ms, forward_ms = measure(photos, classify, rounds)
print(
    f"[bench] onnxruntime {ort.__version__}: {total_ms:.1f} ms/image (decode+preprocess+forward), "
    f"{1000 / total_ms:.1f} images/s; forward {forward_ms:.1f} ms/image"
)
print(f"RESULT ort_ms_per_image={total_ms:.2f} ort_forward_ms={forward_ms:.2f} ort_version={ort.__version__}")
