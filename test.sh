#!/usr/bin/env bash
# Builds everything and runs the whole test suite (GUI tests under xvfb-run).
# Exit status: ctest's. Usage: ./test.sh [extra ctest arguments]
set -euo pipefail
cd "$(dirname "$0")"

scripts/ensure-deps.sh

werror=OFF
[ -n "${CI:-}" ] && werror=ON
cmake --preset release -DSUGARWORKS_WERROR="$werror" >/dev/null
cmake --build --preset release
ctest --preset release -j "$(nproc)" "$@"
