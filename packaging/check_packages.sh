#!/usr/bin/env bash
# Builds the Linux packages with CPack and checks the .deb the way a player
# gets it: installed with apt into the system (as root, as in CI), or, for
# a developer without root, unpacked into a scratch folder. Then the
# installed program must answer --version and print a board headless,
# finding its boards, rules and translations with no environment set.
#
#   packaging/check_packages.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: $0 BUILD_DIR}
cd "$build"
rm -f poch_*.deb poch-*.rpm poch-*.tar.gz
cpack -G "DEB;RPM;TGZ"
deb=$(ls poch_*_*.deb)
echo "Built: $deb $(ls poch-*.rpm) $(ls poch-*.tar.gz)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if [ "$(id -u)" -eq 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "./$deb"
    poch=/usr/bin/poch
else
    echo "Not root: unpacking $deb into $scratch instead of installing it."
    dpkg-deb -x "$deb" "$scratch/root"
    poch=$scratch/root/usr/bin/poch
fi

cd "$scratch"
version=$(env -i PATH=/usr/bin:/bin HOME="$scratch" "$poch" --version 2>/dev/null)
echo "$version"
[[ "$version" == "poch "* ]] || { echo "poch --version printed: $version" >&2; exit 1; }
env -i PATH=/usr/bin:/bin HOME="$scratch" "$poch" --language de --print-board poch --rules-page --output "$scratch/board.pdf" >/dev/null 2>&1
pages=$(pdfinfo "$scratch/board.pdf" | awk '/^Pages:/ {print $2}')
[ "$pages" = 2 ] || { echo "the installed program printed $pages pages, not 2" >&2; exit 1; }
pdftotext "$scratch/board.pdf" - | grep -q "König" || { echo "the printed board lacks its German labels" >&2; exit 1; }
echo "The installed poch printed the Poch board in German ($pages pages)."
