#!/usr/bin/env bash
# Faces for recognition, before and after decision 056: dlib's HOG detector (the face worker's own,
# at its ≤ 1024 px) against mediapipe's full-range face detector (the perception worker's, ≤ 960 px),
# on the people calibration set with the faces fixtures and on the held-out set (their `faces` truth:
# faces turned towards the camera, by eye). Prints faces found, faces beyond a photo's people and
# photos without people given a face for HOG and for mediapipe at plain score thresholds (the rule the
# server uses, a face in a person's head or any face ≥ 0.75, is measured by FaceDetectionTests), then
# how HOG's box sits in mediapipe's (the 0.94 of FaceEmbedder.dlibBox) and how far the embedding moves.
# Usage: scripts/bench-face-finders.sh   (needs scripts/setup.sh --test: the venv, both models' sets,
# opencv-doc, darknet and scikit-image's photos; ImageMagick decodes the photos)
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
PY="$CACHE/venv/bin/python"
if [ ! -x "$PY" ] || [ ! -f "$CACHE/models/faces/shape_predictor_5_face_landmarks.dat" ]; then
  echo "face-finders: the venv or the face models are missing (run scripts/setup.sh)"
  exit 1
fi
PYTHONPATH=workers nice "$PY" - "$CACHE" "$PWD/Tests/Fixtures" <<'PY' 2>&1 | grep -v "XNNPACK"
import json, logging, os, subprocess, sys
import dlib, numpy as np
import perception_worker

logging.disable(logging.INFO)
cache, fixtures = sys.argv[1], sys.argv[2]
prefixes = {"opencv-doc:": "/usr/share/doc/opencv-doc/", "darknet:": "/usr/share/darknet/data/",
            "skimage:": os.path.join(cache, "photos/skimage/"), "scene:": fixtures + "/scene/",
            "bank:": fixtures + "/questions/photos/", "people:": fixtures + "/people/photos/",
            "heldout:": fixtures + "/people-heldout/photos/", "faces:": fixtures + "/faces/"}

def path(photo):
    for prefix, base in prefixes.items():
        if photo.startswith(prefix):
            return base + photo[len(prefix):]
    return photo

def load(photo, side):
    data = subprocess.run(["convert", path(photo) + "[0]", "-auto-orient", "-resize", f"{side}x{side}>",
                           "-strip", "-depth", "8", "ppm:-"], capture_output=True, check=True).stdout
    parts = data.split(maxsplit=4)
    w, h = int(parts[1]), int(parts[2])
    return np.frombuffer(data[-w * h * 3:], np.uint8).reshape(h, w, 3).copy()

class Args:
    models_dir = os.path.join(cache, "models/people")
    threads = 2

mediapipe = perception_worker.Worker(Args())
hog = dlib.get_frontal_face_detector()
faces_dir = os.path.join(cache, "models/faces")
predictor = dlib.shape_predictor(os.path.join(faces_dir, "shape_predictor_5_face_landmarks.dat"))
model = dlib.face_recognition_model_v1(os.path.join(faces_dir, "dlib_face_recognition_resnet_model_v1.dat"))

def rows(name):
    truth = json.load(open(os.path.join(fixtures, name, "truth.json")))
    out = [(p["id"], p["photo"], p.get("faces", 0), p.get("atMost", p["total"])) for p in truth["withPeople"]]
    if name == "people":
        out += [(n, f"faces:{n}.jpg", c, c) for n, c in
                (("ana-1", 1), ("ana-2", 1), ("ana-probe", 1), ("stranger", 1), ("two-faces", 2))]
    return out + [(p["id"], p["photo"], 0, 0) for p in truth["withoutPeople"]]

def iou(a, b):
    w = max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]))
    h = max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
    return w * h / (a[2] * a[3] + b[2] * b[3] - w * h)

def embedding(img, box):
    x, y, w, h = box
    rect = dlib.rectangle(int(round(x)), int(round(y)), int(round(x + w)), int(round(y + h)))
    return np.array(model.compute_face_descriptor(img, predictor(img, rect)))

def square(box, scale):
    cx, cy, side = box[0] + box[2] / 2, box[1] + box[3] / 2, max(box[2], box[3]) * scale
    return [cx - side / 2, cy - side / 2, side, side]

pairs, moved = {}, {}
for name in ("people", "people-heldout"):
    found = {"HOG": []} | {f"mediapipe >= {t}": [] for t in (0.5, 0.6, 0.75)}
    for id_, photo, frontal, bound in rows(name):
        img = load(photo, 960)
        big = load(photo, 1024)
        scale = img.shape[1] / big.shape[1]
        rects, _, _ = hog.run(big, 1 if max(big.shape[:2]) <= 1000 else 0, 0.0)
        hog_boxes = [[r.left() * scale, r.top() * scale, r.width() * scale, r.height() * scale] for r in rects]
        mp = mediapipe.detect_faces(img)
        found["HOG"].append((len(hog_boxes), frontal, bound))
        for t in (0.5, 0.6, 0.75):
            found[f"mediapipe >= {t}"].append((sum(f["score"] >= t for f in mp), frontal, bound))
        for h in hog_boxes:
            best = max(mp, key=lambda f: iou(h, f["box"]), default=None)
            if best and best["score"] >= 0.5 and iou(h, best["box"]) > 0.3:
                m = best["box"]
                pairs.setdefault(name, []).append(((h[0] + h[2] / 2 - m[0] - m[2] / 2) / m[2], (h[1] + h[3] / 2 - m[1] - m[3] / 2) / m[3], h[2] / m[2]))
                reference = embedding(img, h)
                for k in (0.94, 1.0):
                    moved.setdefault((name, k), []).append(np.linalg.norm(reference - embedding(img, square(m, k))))
    for detector, counts in found.items():
        frontal = sum(f for _, f, _ in counts)
        hit = sum(min(n, f) for n, f, _ in counts)
        beyond = sum(1 for n, _, b in counts if b not in (None, 0) and n > b)
        empty = [n for n, _, b in counts if b == 0]
        print(f"face-finders: {name}, {detector}: frontal faces found {hit}/{frontal} = {hit / frontal:.2f}; "
              f"photos with more faces than people {beyond}; photos without people with a face "
              f"{sum(n > 0 for n in empty)} of {len(empty)}")
for name, found_pairs in pairs.items():
    p = np.array(found_pairs)
    print(f"face-finders: {name}, HOG box vs mediapipe box on {len(p)} faces: centre offset {p[:, 0].mean():+.3f} "
          f"(sd {p[:, 0].std():.3f}) of the width across, {p[:, 1].mean():+.3f} (sd {p[:, 1].std():.3f}) down; "
          f"side {p[:, 2].mean():.3f} (sd {p[:, 2].std():.3f}) of mediapipe's")
for (name, k), d in moved.items():
    print(f"face-finders: {name}, embedding from mediapipe's box x {k} vs HOG's: median {np.median(d):.3f}, "
          f"max {max(d):.3f}")
PY
