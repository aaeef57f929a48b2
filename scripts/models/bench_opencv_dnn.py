#!/usr/bin/env python3
"""OpenCV 4.6's DNN module driven directly from Python on the same classifier and photos as Visor's
benchmark: the runtime Visor itself uses, without Visor (its own layers, decoding and plumbing), so
`make bench` can show what Visor adds or saves over the very same library.

Usage: /usr/bin/python3 bench_opencv_dnn.py [MODELS_DIR] --rounds N --photos A.jpg,B.jpg
Needs Debian's python3-opencv (the same libopencv 4.6 Visor links) and python3-numpy.
Same preprocessing as Visor's built-in classifier: shorter side 256 (bilinear), centre crop 224,
(x - 127) / 128, RGB. Prints a machine-readable RESULT line for scripts/bench-classify.sh.
"""
import os
import sys
import time

import cv2
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_common import measure, option  # noqa: E402

args = sys.argv[1:]
rounds = int(option(args, "--rounds", "3"))
files = option(args, "--photos", "").split(",")
cache = os.environ.get("VISOR_CACHE_DIR") or os.path.expanduser("~/.cache/visor")
models = args[0] if args else os.path.join(cache, "models")
net = cv2.dnn.readNetFromONNX(os.path.join(models, "efficientnet-lite0.onnx"))
photos = [np.frombuffer(open(f, "rb").read(), dtype=np.uint8) for f in files if f]


def classify(data):
    image = cv2.cvtColor(cv2.imdecode(data, cv2.IMREAD_COLOR), cv2.COLOR_BGR2RGB)
    h, w = image.shape[:2]
    scale = 256 / min(w, h)
    image = cv2.resize(image, (round(w * scale), round(h * scale)), interpolation=cv2.INTER_LINEAR)
    h, w = image.shape[:2]
    left, top = (w - 224) // 2, (h - 224) // 2
    crop = image[top : top + 224, left : left + 224]
    blob = ((crop.astype(np.float32) - 127) / 128).transpose(2, 0, 1)[None].copy()
    start = time.perf_counter()
    net.setInput(blob)
    net.forward()
    return time.perf_counter() - start


total_ms, forward_ms = measure(photos, classify, rounds)
print(f"RESULT cv_ms_per_image={total_ms:.2f} cv_forward_ms={forward_ms:.2f} cv_version={cv2.__version__}")
