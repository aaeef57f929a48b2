#!/usr/bin/env bash
# Renders the question bank's generated photos (codes, colours, light, a blurred plate) into photos/.
# Needs qrencode, zint and ImageMagick (scripts/setup-test.sh installs them). The outputs are committed;
# run this again only to change them.
set -euo pipefail
cd "$(dirname "$0")"
out=photos
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# A QR code on white, as on a poster; and one held at an angle on a grey desk.
qrencode -s 12 -m 4 -o "$tmp/qr.png" "https://example.org/visor"
convert "$tmp/qr.png" -bordercolor white -border 80 -quality 92 "$out/qr-white.jpg"
qrencode -s 8 -m 4 -o "$tmp/qr2.png" "HELLO VISOR"
convert -size 900x700 xc:'#8a8a86' \( "$tmp/qr2.png" -rotate 12 -background '#8a8a86' \) -gravity center \
  -composite -quality 90 "$out/qr-desk.jpg"
# An EAN-13 product barcode with its digits.
zint -b 13 -d "400638133393" --height=60 --scale=3 -o "$tmp/ean.png"
convert "$tmp/ean.png" -bordercolor white -border 60 -quality 92 "$out/ean13.jpg"
# Light: a dim room and a bright one (a gradient with a lamp), a night scene.
convert -size 640x480 gradient:'#0c0c0e'-'#1a1a20' -fill '#2a2622' -draw 'rectangle 200,260 440,420' \
  -quality 90 "$out/dark-room.jpg"
convert -size 640x480 gradient:'#fbfbf8'-'#dcdcd6' -fill '#c8c0b0' -draw 'rectangle 200,260 440,420' \
  -quality 90 "$out/bright-room.jpg"
convert -size 640x480 xc:'#050508' -fill '#f0e090' -draw 'circle 500,100 512,112' -quality 90 "$out/night.jpg"
# Colours: a red mug shape on a light grey table, a blue ball on white, a yellow square on black.
convert -size 640x480 xc:'#d8d8d4' -fill '#c81e23' -draw 'roundrectangle 220,140 420,380 20,20' \
  -draw 'rectangle 420,200 470,320' -quality 92 "$out/red-mug.jpg"
convert -size 640x480 xc:white -fill '#1e50c8' -draw 'circle 320,240 320,100' -quality 92 "$out/blue-ball.jpg"
convert -size 640x480 xc:black -fill '#f0d228' -draw 'rectangle 220,140 420,340' -quality 92 "$out/yellow-square.jpg"
convert -size 640x480 xc:'#1e7a2a' -quality 92 "$out/green-wall.jpg"
# The number plate fixture, blurred as a shaking hand blurs it.
convert ../scene/plate.jpg -blur 0x14 -quality 90 "$out/plate-blurred.jpg"
# A sign with text: the words must be read.
convert -size 800x300 xc:'#f6f2e6' -font DejaVu-Sans-Bold -pointsize 90 -fill '#b01010' -gravity center \
  -annotate 0 'EXIT' -quality 92 "$out/exit-sign.jpg"
ls -la "$out"
