#!/usr/bin/env bash
# Installs what is missing, builds a release build and starts a game: Sugarworks,
# or Sparks when the first argument is "sparks". The other arguments go to the game:
#   ./play.sh --seed 7          Sugarworks
#   ./play.sh sparks --seed 7   Sparks
set -euo pipefail
cd "$(dirname "$0")"

game=sugarworks
case "${1:-}" in
  sparks | sugarworks) game="$1"; shift ;;
esac

scripts/ensure-deps.sh

# Configured once: a build re-runs CMake by itself when a CMakeLists.txt changes, and a
# fresh configure of a build made by ./test.sh would only cost its outputs' time.
[ -f build/release/build.ninja ] || cmake --preset release >/dev/null
cmake --build --preset release --target "$game" "$game-cli"

exec "./build/release/src/games/$game/app/$game" "$@"
