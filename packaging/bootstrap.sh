#!/usr/bin/env bash
# One command for a fresh Debian or Ubuntu machine: installs whatever is
# missing, builds, and then either starts the program or runs every test.
#
#   packaging/bootstrap.sh run    # build and start
#   packaging/bootstrap.sh test   # build and run the whole test suite: the
#                                 # tests, the packages (the .deb installed),
#                                 # the sanitizer build and the fuzzers, and
#                                 # the engine and poch-cli for Windows
#                                 # (under Wine) and with libc++
#
# Works as root (CI) or as a user with sudo; never asks a question.
set -euo pipefail

mode=${1:-run}
case "$mode" in
    run|test) ;;
    *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac

here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${POCH_BUILD_DIR:-$here/build}

packages=(
    build-essential cmake ninja-build pkg-config
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libgl-dev nlohmann-json3-dev
    # KDE's card decks, offered beside the program's own
    kdegames-card-data-kf5
    # poppler's pdfinfo, pdftotext and pdftoppm check the printed boards
    poppler-utils
)
# Only the tests need these: the desktop file and AppStream checks, CPack's
# .rpm, clang-19 with its sanitizer and libFuzzer runtimes, and for the
# platforms stage MinGW-w64, Wine and LLVM's libc++.
if [ "$mode" = test ]; then
    packages+=(desktop-file-utils appstream rpm clang-19 libclang-rt-19-dev
        g++-mingw-w64-x86-64-posix wine64 libc++-19-dev libc++abi-19-dev)
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $sudo apt-get update
    $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

jobs=$(nproc 2>/dev/null || echo 2)
# The tests hold our own code to no warnings; a build to play with does not.
werror=OFF
if [ "$mode" = test ]; then werror=ON; fi
cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=ON -DPOCH_WERROR=$werror
cmake --build "$build" --parallel "$jobs"

if [ "$mode" = test ]; then
    cd "$build"
    QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$jobs"
    # The packages, and the .deb installed and run as a player would.
    "$here/packaging/check_packages.sh" "$build"
    # Everything again under AddressSanitizer and UndefinedBehaviorSanitizer,
    # and each fuzz target for a minute.
    POCH_ASAN_BUILD_DIR="${POCH_ASAN_BUILD_DIR:-$here/build-asan}" "$here/tests/sanitizers/run.sh" 60
    # The engine and poch-cli built for Windows with MinGW-w64 (run under
    # Wine) and with clang-19 and libc++: the same seeded games, records and
    # replays as this build's, byte for byte.
    POCH_PLATFORMS_DIR="${POCH_PLATFORMS_DIR:-$here/build-platforms}" "$here/tests/platforms/run.sh" "$build/app/cli/poch-cli"
else
    exec "$build/app/desktop/poch" "${@:2}"
fi
