#!/usr/bin/env bash
# Makes the program's icons from assets/icons/poch.svg: PNGs in the hicolor sizes for
# Linux, poch.ico for Windows and poch.icns for macOS. The results are
# committed; run this again after changing the SVG.
# Needs librsvg2-bin (rsvg-convert), imagemagick (convert) and icnsutils
# (png2icns).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
svg=../../assets/icons/poch.svg
rm -rf hicolor && mkdir -p hicolor
for size in 16 22 24 32 48 64 128 256 512; do
    rsvg-convert -w $size -h $size "$svg" -o hicolor/poch-$size.png
done
convert hicolor/poch-16.png hicolor/poch-24.png hicolor/poch-32.png hicolor/poch-48.png \
    hicolor/poch-64.png hicolor/poch-128.png hicolor/poch-256.png poch.ico
png2icns poch.icns hicolor/poch-16.png hicolor/poch-32.png hicolor/poch-48.png \
    hicolor/poch-128.png hicolor/poch-256.png hicolor/poch-512.png >/dev/null
