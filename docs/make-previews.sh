#!/usr/bin/env bash
# Regenerates docs/images/NAME.gif for every example: `bash docs/make-previews.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product transc >/dev/null
for file in examples/*.trans; do
    name=$(basename "$file" .trans)
    # An effect with inputs runs with the samples its file declares.
    .build/debug/transc preview "$file" -o "docs/images/$name.gif" --scale 0.4 --fps 20
done
