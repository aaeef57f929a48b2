#!/usr/bin/env bash
# Hardening figures (run by scripts/bench.sh, or alone; issue 16): sign-in time for an existing and an
# unknown user with the production argon2id profile, 5 × kill -9 under 50 writers (acknowledged writes
# lost, what maintenance finds after), and 50 clients × 60 s of mixed requests (error rate, p50/p99 per
# endpoint, RSS before/after). Bounded by BENCH_LOAD_SECONDS, BENCH_LOAD_CLIENTS, BENCH_CRASH_KILLS,
# BENCH_CRASH_WRITERS, BENCH_SIGNIN_ROUNDS. BENCH_VISOR_BIN measures another build.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
# shellcheck source=scripts/lib/release-visor.sh
source scripts/lib/release-visor.sh
release_visor --product visor
echo "==> Hardening: sign-in timing, kill -9 under writers, mixed load (bench/hardening_bench.py)"
python3 bench/hardening_bench.py "$BIN" "$WORK"
