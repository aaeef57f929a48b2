#!/usr/bin/env bash
# Proves what can be proven here that the Swift SDK (VisorKit over VisorKitCore and VisorAPI) builds for
# an app (iOS 17, macOS 14, Linux):
#   1. `swift build --product VisorKit` in this package;
#   2. from `swift package dump-package`: the dependency closure of the VisorKit and VisorKitTesting
#      products holds only regular Swift targets — no system-library target, no C/C++ sources, no
#      unsafe flags, no linked libraries — and their sources import only Foundation, Observation,
#      the SDK's own modules, and platform modules inside `#if canImport(…)`;
#   3. the closure's sources, copied alone into a temporary package (platforms iOS 17, macOS 14),
#      build there.
# iOS itself cannot be built on this machine (no Apple SDK); see README "Swift SDK".
set -euo pipefail
cd "$(dirname "$0")/.."
products=(VisorKit VisorKitTesting)

echo "==> swift build --product VisorKit"
swift build --product VisorKit 2>&1 | tail -n 1

echo "==> The products' dependency closure (swift package dump-package)"
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
swift package dump-package >"$manifest"
closure=$(
  python3 - "$manifest" "${products[@]}" <<'PY'
import json, os, re, sys

manifest = json.load(open(sys.argv[1]))
wanted = sys.argv[2:]
targets = {t["name"]: t for t in manifest["targets"]}
products = {p["name"]: p for p in manifest["products"]}
problems = []
closure, queue = [], []
for name in wanted:
    if name not in products:
        problems.append(f"no product {name} in Package.swift")
        continue
    queue += products[name]["targets"]
while queue:
    name = queue.pop()
    if name in closure:
        continue
    closure.append(name)
    target = targets[name]
    for dependency in target.get("dependencies", []):
        if "byName" in dependency:
            queue.append(dependency["byName"][0])
        elif "target" in dependency:
            queue.append(dependency["target"][0])
        else:
            problems.append(f"{name} depends on another package ({dependency}); the SDK must not")
    if target["type"] != "regular":
        problems.append(f"{name} is a {target['type']} target; the SDK's closure must be regular Swift targets")
    for setting in target.get("settings", []):
        kind = next(iter(setting["kind"]))
        if kind in ("unsafeFlags", "linkedLibrary", "linkedFramework", "interoperabilityMode"):
            problems.append(f"{name} has a {kind} setting ({setting['kind'][kind]}); the SDK must not")
    path = target.get("path") or f"Sources/{name}"
    allowed = {"Foundation", "Observation", "VisorAPI", "VisorKitCore", "VisorKit", "VisorKitTesting"}
    guarded = {"FoundationNetworking", "SwiftUI", "Glibc", "Darwin", "Musl"}
    for root, _, files in os.walk(path):
        if ".docc" in root:
            continue  # the documentation catalogue (articles, images) is not compiled
        for file in files:
            full = os.path.join(root, file)
            if not file.endswith(".swift"):
                problems.append(f"{full}: only Swift sources belong in the SDK")
                continue
            conditions = []
            for number, line in enumerate(open(full, encoding="utf-8"), 1):
                stripped = line.strip()
                if stripped.startswith("#if "):
                    conditions.append(stripped)
                elif stripped.startswith("#endif") and conditions:
                    conditions.pop()
                match = re.match(r"(?:@\w+\s+)*import\s+(?:\w+\s+)?(\w+)", stripped)
                if not match:
                    continue
                module = match.group(1)
                if module in allowed:
                    continue
                if module in guarded and any(f"canImport({module})" in c for c in conditions):
                    continue
                problems.append(f"{full}:{number}: import {module} (allowed: {sorted(allowed)}, "
                                f"and {sorted(guarded)} inside #if canImport)")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
print(" ".join(sorted(closure)))
PY
)
echo "    closure: $closure (regular Swift targets only, no unsafe flags, no linked libraries)"

echo "==> The closure's sources alone in a temporary package"
scratch=$(mktemp -d)
trap 'rm -f "$manifest"; rm -rf "$scratch"' EXIT
targets_swift=""
for target in $closure; do
  mkdir -p "$scratch/Sources/$target"
  cp -R "Sources/$target/." "$scratch/Sources/$target/"
  deps=$(python3 -c '
import json, sys
t = next(t for t in json.load(open(sys.argv[1]))["targets"] if t["name"] == sys.argv[2])
print(", ".join("\"%s\"" % (d.get("byName") or d.get("target"))[0] for d in t["dependencies"]))' "$manifest" "$target")
  targets_swift+="    .target(name: \"$target\", dependencies: [$deps], swiftSettings: [.swiftLanguageMode(.v6)]),"$'\n'
done
products_swift=""
for product in "${products[@]}"; do
  products_swift+="    .library(name: \"$product\", targets: [\"$product\"]),"$'\n'
done
cat >"$scratch/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "VisorKitAlone",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
$products_swift  ],
  targets: [
$targets_swift  ]
)
EOF
if ! (cd "$scratch" && swift build >"$scratch/build.log" 2>&1); then
  grep -E "error|warning:" "$scratch/build.log" | head -n 40 || tail -n 40 "$scratch/build.log"
  echo "The SDK's sources do not build alone: they reach for something outside VisorKit, VisorKitCore and VisorAPI."
  exit 1
fi
if grep -q "warning:" "$scratch/build.log"; then
  grep "warning:" "$scratch/build.log" | head -n 20
  echo "The SDK builds alone but with warnings."
  exit 1
fi
echo "    built alone in $(basename "$scratch"): $(tail -n 1 "$scratch/build.log")"
echo "SDK check passed (iOS and macOS builds are not verified here: no Apple SDK on Linux)."
