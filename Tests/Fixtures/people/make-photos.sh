#!/usr/bin/env bash
# Composes the people calibration set's made photos (photos/) from Debian and PyPI photos: frames of
# opencv-doc's vtest.avi (pedestrians, ffmpeg), side-by-side and grid compositions of real portraits
# (ImageMagick), and a mirrored photo (sides swap). Needs opencv-doc, darknet, ffmpeg, ImageMagick and
# scikit-image's photos under $VISOR_CACHE_DIR/photos/skimage (scripts/setup.sh --test installs them all).
# The outputs are committed; run this again only to change them. Truth: truth.json (set by looking).
set -euo pipefail
cd "$(dirname "$0")"
out=photos
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
doc=/usr/share/doc/opencv-doc
sk="${VISOR_CACHE_DIR:-$HOME/.cache/visor}/photos/skimage"

# Pedestrians seen from a first floor (each shorter than a fifth of the frame): frames 500 and 700.
ffmpeg -loglevel error -y -i "$doc/examples/data/vtest.avi" -vf "select='eq(n\,500)'" -vsync 0 -frames:v 1 "$tmp/v500.png"
ffmpeg -loglevel error -y -i "$doc/examples/data/vtest.avi" -vf "select='eq(n\,700)'" -vsync 0 -frames:v 1 "$tmp/v700.png"
convert "$tmp/v500.png" -quality 90 "$out/pedestrians-4.jpg"
convert "$tmp/v700.png" -quality 90 "$out/pedestrians-8.jpg"

# Two people side by side: the astronaut on the left, the cameraman on the right.
convert "$sk/astronaut.png" \( "$sk/camera.png" -colorspace sRGB -type TrueColor \) +append -quality 90 "$out/two-side-by-side.jpg"
# Three people in a row, each the full height.
convert \( "$doc/opencv4/html/face_swapped.jpg" -resize x400 \) \( "$sk/camera.png" -colorspace sRGB -type TrueColor -resize x400 \) \
  \( "$sk/astronaut.png" -resize x400 \) +append -quality 90 "$out/three-in-a-row.jpg"
# Six portraits in a 3 × 2 grid, as a table of six seen from its end.
for p in "$doc/opencv4/html/face_swapped.jpg" "$doc/opencv4/html/227943776_1.jpg" "$sk/astronaut.png" \
  "$sk/camera.png" "$doc/opencv4/html/ab-1.jpg" /usr/share/darknet/data/person.jpg; do
  n=$((${n:-0} + 1))
  convert "$p" -colorspace sRGB -type TrueColor -resize 300x300^ -gravity center -extent 300x300 "$tmp/cell$n.png"
done
convert \( "$tmp/cell1.png" "$tmp/cell2.png" "$tmp/cell3.png" +append \) \
  \( "$tmp/cell4.png" "$tmp/cell5.png" "$tmp/cell6.png" +append \) -append -quality 90 "$out/six-in-a-grid.jpg"
# basketball1 mirrored: the man facing the camera is now on the right.
convert "$doc/examples/data/basketball1.png" -flop -quality 90 "$out/two-mirrored.jpg"
# The woman of darknet's person.jpg small in a wide frame (shorter than a fifth): a far person.
convert -size 2400x1600 xc:'#8a9a7a' \( /usr/share/darknet/data/person.jpg -crop 130x300+170+90 +repage -resize x280 \) \
  -gravity center -composite -quality 90 "$out/one-far.jpg"
# Scene naming (issue 26 item 4): the question bank's QR code with part of it painted over, so zbar
# cannot decode it (PP-OCR's detector took it for writing in an unknown script).
convert ../questions/photos/qr-white.jpg -fill white -draw "rectangle 250,250 330,330" -fill black \
  -draw "rectangle 180,330 240,370" -quality 92 "$out/qr-damaged.jpg"
ls -la "$out"
