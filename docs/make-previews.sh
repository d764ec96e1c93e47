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
# An effect whose way back is a motion of its own (`reverse { … }`) also shows that way.
.build/debug/transc preview examples/swing-sheet.trans --operation dismiss -o docs/images/swing-sheet-dismiss.gif --scale 0.4 --fps 20
# A view that follows the finger (`follow`) shows on the way back, dragged by the scripted gesture.
.build/debug/transc preview examples/system-zoom.trans --operation pop -o docs/images/system-zoom-pop.gif --scale 0.4 --fps 20
