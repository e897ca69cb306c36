#!/usr/bin/env bash
# Installs what is missing, builds a release build and starts Sugarworks.
# Arguments go to the game: ./play.sh --seed 7
set -euo pipefail
cd "$(dirname "$0")"

scripts/ensure-deps.sh

cmake --preset release >/dev/null
cmake --build --preset release --target sugarworks sugarworks-cli

exec ./build/release/src/app/sugarworks "$@"
