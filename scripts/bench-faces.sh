#!/usr/bin/env bash
# Face embedding speed and the match threshold's calibration (decision 038), on photos that ship in
# packages — never a download of a face data set:
#   * PyPI face-recognition 1.3.0 (sdist, MIT): tests/test_images — five photos of one man (genuine
#     pairs) and one of another;
#   * Debian opencv-doc: messi5.jpg; PyPI scikit-image 0.26.0 (wheel): astronaut.png, and
#     lfw_subset.npy — 100 face crops (25×25, grey) of Labeled Faces in the Wild, different people
#     (impostor pairs; the subset may repeat a person, which can only raise the false-match count).
# Prints ms per face (embedding, and HOG detection + embedding), the genuine and impostor distance
# distributions, and the false-match rate at thresholds 0.40-0.60.
# Usage: scripts/bench-faces.sh   (needs scripts/setup.sh; fetches the two packages with pip download)
set -euo pipefail
cd "$(dirname "$0")/.."
CACHE="${VISOR_CACHE_DIR:-$HOME/.cache/visor}"
PY="$CACHE/venv/bin/python"
WORK="$CACHE/bench-faces"
mkdir -p "$WORK"
if [ ! -f "$WORK/face_recognition-1.3.0.tar.gz" ]; then
  "$PY" -m pip download -q --no-deps --no-binary=:all: -d "$WORK" face-recognition==1.3.0 >/dev/null
fi
if ! ls "$WORK"/scikit_image-0.26.0-*.whl >/dev/null 2>&1; then
  "$PY" -m pip download -q --no-deps --only-binary=:all: -d "$WORK" scikit-image==0.26.0 >/dev/null
fi
"$PY" - "$WORK" "$CACHE/models/faces" <<'PY'
import glob, io, itertools, os, sys, tarfile, time, zipfile
import dlib, numpy as np

work, models = sys.argv[1], sys.argv[2]
detector = dlib.get_frontal_face_detector()
predictor = dlib.shape_predictor(os.path.join(models, "shape_predictor_5_face_landmarks.dat"))
model = dlib.face_recognition_model_v1(os.path.join(models, "dlib_face_recognition_resnet_model_v1.dat"))

def load(data):
    path = os.path.join(work, "tmp.img")
    with open(path, "wb") as f:
        f.write(data)
    return dlib.load_rgb_image(path)

def shrink(img, side=1024):
    h, w = img.shape[:2]
    if max(h, w) <= side:
        return img
    s = side / max(h, w)
    return dlib.resize_image(img, int(h * s), int(w * s))

detect_ms, embed_ms = [], []
def embed(img, rect=None):
    if rect is None:
        t = time.monotonic(); rects = detector(img, 1 if max(img.shape[:2]) <= 1000 else 0)
        detect_ms.append((time.monotonic() - t) * 1000)
        if len(rects) != 1:
            return None
        rect = rects[0]
    t = time.monotonic()
    v = np.array(model.compute_face_descriptor(img, predictor(img, rect)))
    embed_ms.append((time.monotonic() - t) * 1000)
    return v

people = {}  # name -> [embeddings]
with tarfile.open(os.path.join(work, "face_recognition-1.3.0.tar.gz")) as tar:
    base = "face_recognition-1.3.0/tests/test_images/"
    for name, who in [("obama.jpg", "obama"), ("obama2.jpg", "obama"), ("obama3.jpg", "obama"),
                      ("obama_partial_face.jpg", "obama"), ("obama_partial_face2.jpg", "obama"), ("biden.jpg", "biden")]:
        v = embed(shrink(load(tar.extractfile(base + name).read())))
        if v is not None:
            people.setdefault(who, []).append(v)
wheel = glob.glob(os.path.join(work, "scikit_image-0.26.0-*.whl"))[0]
with zipfile.ZipFile(wheel) as z:
    v = embed(load(z.read("skimage/data/astronaut.png")))
    if v is not None:
        people["collins"] = [v]
    lfw = np.load(io.BytesIO(z.read("skimage/data/lfw_subset.npy")))[:100]
messi = "/usr/share/doc/opencv-doc/examples/data/messi5.jpg"
if os.path.exists(messi):
    v = embed(dlib.load_rgb_image(messi))
    if v is not None:
        people["messi"] = [v]

# LFW crops: 25x25 grey -> 150x150 RGB; the face fills the crop, so the box is the whole image.
lfw_vectors = []
for crop in lfw:
    img = np.ascontiguousarray(np.repeat((crop * 255).astype(np.uint8)[:, :, None], 3, axis=2))
    img = dlib.resize_image(img, 150, 150)
    lfw_vectors.append(embed(img, dlib.rectangle(8, 8, 142, 142)))

genuine = [np.linalg.norm(a - b) for v in people.values() for a, b in itertools.combinations(v, 2)]
named = [(w, v[0]) for w, v in people.items()]
impostor_photos = [np.linalg.norm(a - b) for (wa, a), (wb, b) in itertools.combinations(named, 2)]
impostor_lfw = [np.linalg.norm(a - b) for a, b in itertools.combinations(lfw_vectors, 2)]
impostor = impostor_photos + impostor_lfw

# As Visor matches: a face against the mean of a person's taught photos (leave one photo out).
genuine_centroid = []
for v in people.values():
    for i in range(len(v)):
        rest = v[:i] + v[i + 1:]
        if rest:
            genuine_centroid.append(np.linalg.norm(v[i] - np.mean(rest, axis=0)))

def stats(xs):
    xs = np.array(xs)
    return f"n={len(xs)} min={xs.min():.3f} p5={np.percentile(xs, 5):.3f} median={np.median(xs):.3f} max={xs.max():.3f}"

print(f"identities from full photos: {sorted(people)} ({sum(len(v) for v in people.values())} faces); LFW crops: {len(lfw_vectors)}")
print("genuine  (same person):", stats(genuine))
print("genuine vs the mean of the other photos:", stats(genuine_centroid))
print("impostor (photos):     ", stats(impostor_photos))
print("impostor (LFW crops):  ", stats(impostor_lfw))
for t in [0.40, 0.45, 0.50, 0.55, 0.60]:
    fm = sum(d <= t for d in impostor) / len(impostor)
    tm = sum(d <= t for d in genuine) / len(genuine)
    tc = sum(d <= t for d in genuine_centroid) / len(genuine_centroid)
    print(f"threshold {t:.2f}: false matches {fm * 100:.2f} % of {len(impostor)} impostor pairs; same person matched {tm * 100:.0f} % of {len(genuine)} pairs, {tc * 100:.0f} % against the mean")
print(f"ms per face: embedding median {np.median(embed_ms):.0f} (n={len(embed_ms)}); HOG detection per photo median {np.median(detect_ms):.0f} (n={len(detect_ms)})")
PY

# Your things: find ms per frame (26 crops through EfficientNet-Lite0's penultimate layer) and the
# similarity threshold, on Debian opencv-doc's samples: the box taught from box.png, found in
# box_in_scene.png; the best crop of every other sample photo is what a stranger thing scores.
SAMPLES=/usr/share/doc/opencv-doc/examples/data
if [ -f "$SAMPLES/box.png" ] && [ -f "$CACHE/models/efficientnet-lite0.onnx" ]; then
  PYTHONPATH=workers "$PY" - "$CACHE/models" "$SAMPLES" <<'PY'
import base64, glob, logging, os, sys
import dlib, numpy as np
import faces_worker

logging.disable(logging.INFO)
models, samples = sys.argv[1], sys.argv[2]
worker = faces_worker.Worker(os.path.join(models, "faces"), 2, os.path.join(models, "efficientnet-lite0.onnx"))

def crops(path, all_crops):
    img = dlib.load_rgb_image(path)
    h, w = img.shape[:2]
    if max(h, w) > 640:
        s = 640 / max(h, w)
        img = dlib.resize_image(img, int(h * s), int(w * s))
        h, w = img.shape[:2]
    pixels = base64.b64encode(np.ascontiguousarray(img).tobytes()).decode()
    answer = worker.thing_embed({"width": w, "height": h, "pixels": pixels, "crops": all_crops})
    return [np.array(c["embedding"]) for c in answer["crops"]], answer["ms"]

taught = crops(os.path.join(samples, "box.png"), False)[0][0]
found, _ = crops(os.path.join(samples, "box_in_scene.png"), True)
positive = max(float(v @ taught) for v in found)
others, ms = [], []
for path in sorted(glob.glob(os.path.join(samples, "*.jpg")) + glob.glob(os.path.join(samples, "*.png"))):
    if "box" in os.path.basename(path):
        continue
    try:
        vectors, took = crops(path, True)
    except Exception:
        continue
    others.append(max(float(v @ taught) for v in vectors))
    ms.append(took)
print(f"things: box found in box_in_scene.png at similarity {positive:.3f}; best crop of {len(others)} other photos: max {max(others):.3f}, median {np.median(others):.3f}")
print(f"things: find ms per frame median {np.median(ms):.0f} (26 crops, n={len(ms)})")
PY
fi

