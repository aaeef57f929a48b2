#!/usr/bin/env bash
# Builds the DocC documentation of the Swift SDK (VisorKit, VisorKitTesting) with the toolchain's own
# tools — no plugin package: `swift build` emits the modules, `swift-symbolgraph-extract` their public
# symbols, `docc convert` the archive (artifacts/docs/VisorKit.doccarchive, static HTML inside).
# It fails when a public symbol declared in the SDK's sources has no documentation comment, and on
# any DocC warning (a broken symbol link in an article, say).
#   scripts/build-docs.sh            build and check
#   DOCS_OUT=dir scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out="${DOCS_OUT:-artifacts/docs}"
modules=(VisorKit VisorKitTesting)
triple=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')

echo "==> Building ${modules[*]}"
for module in "${modules[@]}"; do swift build --product "$module" 2>&1 | tail -n 1; done
bin=$(swift build --show-bin-path)
include="$bin/Modules"
[[ -d "$include" ]] || include="$bin"

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
echo "==> Extracting symbol graphs"
for module in "${modules[@]}"; do
  # VisorKit re-exports VisorKitCore (decision 068): its symbols are documented as VisorKit's.
  swift-symbolgraph-extract -module-name "$module" -I "$include" -target "$triple" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$graphs" \
    -experimental-allowed-reexported-modules=VisorKitCore
done

echo "==> Every public symbol declared in the SDK has a documentation comment"
python3 - "$graphs" "${modules[@]}" <<'PY'
import glob, json, os, sys

graphs, modules = sys.argv[1], sys.argv[2:]
missing = []
count = 0
for path in glob.glob(os.path.join(graphs, "*.symbols.json")):
    for symbol in json.load(open(path))["symbols"]:
        uri = symbol.get("location", {}).get("uri", "")
        if not any(f"/Sources/{module}/" in uri for module in modules + ["VisorKitCore"]):
            continue  # synthesized, inherited from the standard library, or VisorAPI's
        count += 1
        if not symbol.get("docComment", {}).get("lines"):
            line = symbol["location"]["position"]["line"] + 1
            missing.append(f"{uri.split('/Sources/')[-1]}:{line}: {'.'.join(symbol['pathComponents'])}")
if missing:
    print("\n".join(sorted(missing)))
    print(f"{len(missing)} of {count} public symbols have no /// comment.")
    sys.exit(1)
print(f"    {count} public symbols, all documented")
PY

echo "==> docc convert"
mkdir -p "$out"
log=$(mktemp)
docc convert Sources/VisorKit/VisorKit.docc --additional-symbol-graph-dir "$graphs" \
  --fallback-display-name VisorKit --fallback-bundle-identifier org.visor.VisorKit \
  --output-path "$out/VisorKit.doccarchive" --transform-for-static-hosting --hosting-base-path VisorKit \
  >"$log" 2>&1 || { cat "$log"; exit 1; }
if grep -q "warning:" "$log"; then
  grep -A3 "warning:" "$log" | head -n 60
  echo "DocC warnings (above): fix them."
  exit 1
fi
echo "    $out/VisorKit.doccarchive (open index.html through a web server, or: xcrun docc preview on a Mac)"
