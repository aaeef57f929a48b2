#!/usr/bin/env bash
# Bounded photo work (issue 23 item 8; run by scripts/bench.sh, or alone): BENCH_PHOTO_CLIENTS (200)
# clients send the same 12 MP photo to POST /api/v1/vision/analyze at once (offline scene engine), each
# coming back after Retry-After when told 503. Prints answered / still refused / failed, the first and
# median answer times and the server's peak RSS (targets: 0 failed, first answers within seconds,
# peak RSS <= 1 GB). BENCH_VISOR_BIN measures another build (e.g. one from before the queue, for the ratios).
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
command -v convert >/dev/null || { echo "convert is missing: run scripts/setup.sh --test"; exit 1; }
# shellcheck source=scripts/lib/release-visor.sh
source scripts/lib/release-visor.sh
release_visor
# A 12 MP phone-sized JPEG (about 3.6 MB): a packaged photo enlarged, with sensor-like noise.
convert Tests/Fixtures/scene/chelsea.jpg -resize '4000x3000!' -attenuate 0.4 +noise Gaussian -quality 92 \
  "$WORK/photo.jpg"
echo "==> Photo work: ${BENCH_PHOTO_CLIENTS:-200} concurrent 12 MP analyses (bench/photo_work_bench.py)"
# One loopback address stands for 200 phones: the per-address connection limit is lifted.
python3 bench/photo_work_bench.py "$BIN" "$WORK" "$WORK/photo.jpg" "${BENCH_PHOTO_CLIENTS:-200}" -- \
  --max-connections-per-address 0
