#!/usr/bin/env bash
# Regenerates docs/images/NAME.gif for every example: `bash docs/make-previews.sh`.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product transc >/dev/null
for file in examples/*.trans; do
    name=$(basename "$file" .trans)
    inputs=()
    case "$name" in
        magic-move) inputs=(--input cell=24,160,120,120 --input detail=0,64,390,300) ;;
        circle-spread) inputs=(--input button=300,700,60,60) ;;
        ping) inputs=(--input touch=120,300) ;;
        zoom) inputs=(--input cell=24,160,160,120) ;;
    esac
    .build/debug/transc preview "$file" -o "docs/images/$name.gif" --scale 0.4 --fps 20 ${inputs[@]+"${inputs[@]}"}
done
