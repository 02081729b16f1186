#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-19 (ASan + UBSan) and runs each
# for the given number of seconds, starting from the seed corpus in
# tests/fuzz/corpus/ (made from the test records). New inputs go into
# the working corpus in the build folder; a crash is saved there as
# crash-*, reported, and makes the script fail. Turn every crash into a
# regression test (tests/data/hostile/ or tst_records).
#
#   tests/fuzz/run.sh SECONDS [TARGET...]     # targets: fuzz_record fuzz_actions
set -euo pipefail
seconds=${1:?usage: $0 SECONDS [TARGET...]}
shift
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(fuzz_record fuzz_actions)
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
build=${POCH_FUZZ_BUILD_DIR:-$here/../../build-fuzz}
cxx=${CXX_FUZZ:-clang++-19}

cmake -S "$here" -B "$build" -G Ninja -DCMAKE_CXX_COMPILER="$cxx" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --parallel "$(nproc 2>/dev/null || echo 2)"

status=0
for target in "${targets[@]}"; do
    corpus=$build/corpus/$target
    mkdir -p "$corpus" "$build/crashes/$target"
    seeds=$here/corpus/${target#fuzz_}
    options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
             -artifact_prefix="$build/crashes/$target/")
    [ -f "$here/$target.dict" ] && options+=(-dict="$here/$target.dict")
    echo "== $target for $seconds s"
    if ! "$build/$target" "${options[@]}" "$corpus" "$seeds" 2>"$build/$target.log"; then
        status=1
        echo "$target FAILED; the input is in $build/crashes/$target/" >&2
    fi
    grep -E "^stat::|Done [0-9]+ runs|ERROR|SUMMARY" "$build/$target.log" || true
done
exit $status
