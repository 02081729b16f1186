#!/usr/bin/env bash
# The platforms stage: the same game on every platform, shown. The engine
# and poch-cli are built twice more besides the Linux GCC build that
# packaging/bootstrap.sh makes:
#
#   windows-mingw  for Windows with MinGW-w64 (linked statically), run
#                  under Wine;
#   linux-libcxx   with clang-19 and LLVM's libc++, the C++ library macOS
#                  uses;
#
# and each build runs the same commands (suite.sh): `simulate` for every
# ruleset and player count with fixed seeds and --record, the computer's
# players too, `tournament` with the Expert on a few seeds, `analyse`, and
# `replay` of every record in tests/data/ and of every record the
# simulations wrote. Their outputs (records, replay JSON, tournament
# tables without the timings, exit statuses, error messages) must be the
# same bytes as the Linux GCC build's; the first difference fails the
# stage and is printed with its file and command. Then a self-test: a
# simulation rerun with a changed seed must be caught.
#
#   tests/platforms/run.sh [REFERENCE_POCH_CLI]
#
# REFERENCE_POCH_CLI: the Linux GCC build's poch-cli (build/app/cli/poch-cli
# unless given). Both builds are made with POCH_WERROR=ON.
# POCH_PLATFORMS_DIR: where the builds and outputs go (build-platforms).
# POCH_PLATFORMS_ONLY: "mingw" or "libcxx" to build and compare only one.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
reference=$(realpath "${1:-$root/build/app/cli/poch-cli}")
work=${POCH_PLATFORMS_DIR:-$root/build-platforms}
only=${POCH_PLATFORMS_ONLY:-}
jobs=$(nproc 2>/dev/null || echo 2)
[ -x "$reference" ] || { echo "platforms: no reference poch-cli at $reference" >&2; exit 2; }
mkdir -p "$work"
work=$(realpath "$work")
start=$SECONDS

builds=()
case "$only" in
    "") builds=(mingw libcxx) ;;
    mingw|libcxx) builds=("$only") ;;
    *) echo "platforms: POCH_PLATFORMS_ONLY is mingw or libcxx, not '$only'" >&2; exit 2 ;;
esac

configure_and_build() { # DIR CMAKE_ARGS...
    local dir=$1
    shift
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DPOCH_BUILD_APP=OFF -DPOCH_WERROR=ON "$@" >/dev/null
    cmake --build "$dir" --parallel "$jobs" --target poch-cli
}

# --- The builds ----------------------------------------------------------
for b in "${builds[@]}"; do
    echo "platforms: building $b"
    if [ "$b" = mingw ]; then
        # nlohmann-json is header-only; its folder alone, not the host's
        # /usr/include (whose C library would shadow MinGW's).
        mkdir -p "$work/deps/include"
        ln -sfn /usr/include/nlohmann "$work/deps/include/nlohmann"
        configure_and_build "$work/mingw" -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/mingw-w64-x86_64.cmake" \
            -DPOCH_NLOHMANN_JSON_INCLUDE_DIR="$work/deps/include"
    else
        # With fused multiply-add where this processor has it, as every
        # Mac with Apple silicon does (and clang fuses a * b + c there
        # unless told not to).
        fma=""
        if grep -qw fma /proc/cpuinfo 2>/dev/null; then fma=" -mfma"; fi
        configure_and_build "$work/libcxx" -DCMAKE_CXX_COMPILER=clang++-19 \
            "-DCMAKE_CXX_FLAGS=-stdlib=libc++$fma" -DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++
    fi
done
built=$SECONDS

# --- Wine: a fresh prefix, no display, no questions ----------------------
if [[ " ${builds[*]} " == *" mingw "* ]]; then
    wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
    wineserver=$(command -v wineserver || echo /usr/lib/wine/wineserver)
    export WINEPREFIX="$work/wineprefix" WINEDEBUG=-all WINEARCH=win64 WINEDLLOVERRIDES="mscoree,mshtml="
    unset DISPLAY WAYLAND_DISPLAY
    rm -rf "$WINEPREFIX"
    "$wine" wineboot --init >/dev/null 2>&1 || true
    # One server for the whole suite, so each poch-cli.exe starts quickly
    # (once wineboot's own has gone).
    "$wineserver" -w
    "$wineserver" -p
    trap '"$wineserver" -k 2>/dev/null || true' EXIT
    # The .exe needs no DLL: a MinGW runtime left dynamic fails here.
    if x86_64-w64-mingw32-objdump -p "$work/mingw/app/cli/poch-cli.exe" | grep -E 'DLL Name: (libstdc|libgcc|libwinpthread)'; then
        echo "platforms: poch-cli.exe needs MinGW's DLLs; it must be linked statically" >&2
        exit 1
    fi
fi

# --- The same commands on each build --------------------------------------
echo "platforms: running the suite on linux-gcc"
"$here/suite.sh" "$work/out/linux-gcc" "$reference"
for b in "${builds[@]}"; do
    if [ "$b" = mingw ]; then
        echo "platforms: running the suite on windows-mingw (Wine)"
        "$here/suite.sh" "$work/out/windows-mingw" "$wine" "$work/mingw/app/cli/poch-cli.exe"
    else
        echo "platforms: running the suite on linux-libcxx"
        "$here/suite.sh" "$work/out/linux-libcxx" "$work/libcxx/app/cli/poch-cli"
    fi
done
ran=$SECONDS

# --- Byte for byte --------------------------------------------------------
failed=0
for b in "${builds[@]}"; do
    name=$([ "$b" = mingw ] && echo windows-mingw || echo linux-libcxx)
    if "$here/compare.sh" "$work/out/linux-gcc" "$work/out/$name"; then
        echo "platforms: $name: $(cut -f2 "$work/out/linux-gcc/commands" | sort -u | wc -l) commands," \
            "$(wc -l <"$work/out/linux-gcc/commands") outputs, every one the same bytes as linux-gcc's"
    else
        failed=1
    fi
done

# --- The comparison itself, checked: a changed seed must be caught ---------
self=$work/out/self-test
rm -rf "$self"
cp -r "$work/out/linux-gcc" "$self"
changed=$(grep -m1 -P '^sim-poch-4\.json\t' "$self/commands" | cut -f2-)
[ -n "$changed" ] || { echo "platforms: self-test: no sim-poch-4.json in the suite" >&2; exit 1; }
read -r -a words <<<"${changed#poch-cli }"
for i in "${!words[@]}"; do
    if [ "${words[$i]}" = --seed ]; then words[i + 1]=$((words[i + 1] + 1)); fi
done
(cd "$self" && "$reference" "${words[@]}" >/dev/null)
if report=$("$here/compare.sh" "$work/out/linux-gcc" "$self" 2>&1); then
    echo "platforms: self-test FAILED: a simulation with a changed seed was not caught" >&2
    failed=1
else
    echo "platforms: self-test: a changed seed (poch-cli ${words[*]}) is caught:"
    sed 's/^/    /' <<<"$report"
fi

echo "platforms: builds $((built - start)) s, suites $((ran - built)) s, in all $((SECONDS - start)) s"
exit "$failed"
