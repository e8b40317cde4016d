#!/usr/bin/env bash
# Set up, build and run the tests: the unit, live, fuzz and package (the Debian
# packages built and run) labels on a normal build, then the unit tests again
# under AddressSanitizer + UBSan.  Live tests
# exit 77 (skipped) where there is no root or tracefs.  Benchmarks (label bench)
# are not run here: `ctest --test-dir build -L bench -V`.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/setup.sh
echo "== tests (build/) =="
ctest --test-dir build -L '^(unit|live|fuzz|package)$' --output-on-failure -j"$(nproc)"

echo "== unit tests under ASan+UBSan (build-asan/) =="
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DMMR_SANITIZE=ON -DMMR_WERROR=ON >/dev/null
cmake --build build-asan -j"$(nproc)" >/dev/null
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
	ctest --test-dir build-asan -L '^(unit|fuzz)$' --output-on-failure -j"$(nproc)"
