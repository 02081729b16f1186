#!/usr/bin/env bash
# The sanitizer stage: the whole test suite built with clang-19 and
# AddressSanitizer + UndefinedBehaviorSanitizer (warnings in our own code
# are errors) and run clean (leaks included), then every libFuzzer target
# for 60 seconds.
#
#   tests/sanitizers/run.sh [FUZZ_SECONDS]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${POCH_ASAN_BUILD_DIR:-$root/build-asan}
seconds=${1:-60}
jobs=$(nproc 2>/dev/null || echo 2)

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-19 \
    -DPOCH_SANITIZE=ON -DBUILD_TESTING=ON -DPOCH_WERROR=ON
cmake --build "$build" --parallel "$jobs"

export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:detect_stack_use_after_return=1:check_initialization_order=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# A symbolizer, for readable reports.
for s in /usr/bin/llvm-symbolizer-19 /usr/bin/llvm-symbolizer; do [ -x "$s" ] && export ASAN_SYMBOLIZER_PATH=$s && break; done
cd "$build"
# Benchmarks measure the optimised build; here they would only take time.
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$jobs" --label-exclude benchmark

"$root/tests/fuzz/run.sh" "$seconds"
