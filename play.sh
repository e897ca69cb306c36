#!/usr/bin/env bash
# Installs what is missing, builds a release build and starts Sugarworks.
# Arguments go to the game: ./play.sh --seed 7
set -euo pipefail
cd "$(dirname "$0")"

scripts/ensure-deps.sh

# Configured once: a build re-runs CMake by itself when a CMakeLists.txt changes, and a
# fresh configure of a build made by ./test.sh would only cost its outputs' time.
[ -f build/release/build.ninja ] || cmake --preset release >/dev/null
cmake --build --preset release --target sugarworks sugarworks-cli

exec ./build/release/src/games/sugarworks/app/sugarworks "$@"
