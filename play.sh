#!/usr/bin/env bash
# Installs what is missing, builds a release build and starts Sugarworks.
# Arguments go to the game: ./play.sh --seed 7
set -euo pipefail
cd "$(dirname "$0")"

scripts/ensure-deps.sh

cmake --preset release >/dev/null
cmake --build --preset release --target sugarworks sugarworks-cli

echo "Sugarworks: the full hot-seat game is still being built; this opens the factory floor with the"
echo "rulebook's Candy Movement Example. Press Space to run the conveyors."
exec ./build/release/src/app/sugarworks "$@"
