#!/usr/bin/env bash
# Writes the 1000 ImageNet-1k class names in standard class order (index 0 = tench) to $1.
#
# Source: Debian `darknet` ships imagenet.labels.list (WordNet synset ids) and
# imagenet.shortnames.list (one readable name per line, same order). The first 1000 lines are the
# ILSVRC-2012 classes in darknet's order; sorting them by synset id gives the standard order used
# by PyTorch/TensorFlow ImageNet models.
set -euo pipefail
out="$1"
data=/usr/share/darknet/data
paste -d '\t' <(head -n 1000 "$data/imagenet.labels.list") <(head -n 1000 "$data/imagenet.shortnames.list") |
  LC_ALL=C sort -t $'\t' -k1,1 | cut -f2 >"$out.tmp"
lines=$(wc -l <"$out.tmp")
l0=$(sed -n 1p "$out.tmp"); l207=$(sed -n 208p "$out.tmp"); l817=$(sed -n 818p "$out.tmp")
if [[ "$lines" != 1000 || "$l207" != "golden retriever" || "$l817" != "sports car" ]]; then
  echo "    labels check failed: lines=$lines 0='$l0' 207='$l207' 817='$l817'" >&2
  rm -f "$out.tmp"
  exit 1
fi
mv "$out.tmp" "$out"
echo "    1000 labels: 0='$l0' 207='$l207' 817='$l817'"
