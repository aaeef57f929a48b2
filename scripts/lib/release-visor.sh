# Sourced by the bench scripts: sets BIN to the visor binary to measure — BENCH_VISOR_BIN when set
# (another build, e.g. an older one, for side-by-side ratios), else this tree's release build, built
# first. Arguments go to `swift build` (e.g. --product visor when the native engines are not needed;
# without it every product is built, as the server loads the native plugins beside it).
release_visor() {
  BIN=${BENCH_VISOR_BIN:-}
  if [[ -z $BIN ]]; then
    swift build -c release "$@" 2>&1 | tail -n 1
    BIN=.build/release/visor
  fi
}
