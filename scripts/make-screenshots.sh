#!/usr/bin/env bash
# Remakes the pictures in docs/sugarworks/images with the game itself, under a virtual
# display: the menu, a hand-off cover, the table with a tile picked up and its
# preview, the conveyors running, the rules and a score sheet.
#   scripts/make-screenshots.sh [BUILD_DIR]   (default build/release)
set -euo pipefail
cd "$(dirname "$0")/.."
game="${1:-build/release}/src/games/sugarworks/app/sugarworks"
[ -x "$game" ] || { echo "make-screenshots: no game at $game (build it first)"; exit 1; }
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
# run_for FRAMES ARGS...: the game with ARGS for at most FRAMES frames.
run_for() {
    local frames="$1"
    shift
    SUGARWORKS_HOME="$home" xvfb-run -a -s "-screen 0 1280x800x24" "$game" --frames "$frames" "$@" \
        | grep -E "saved|finished" || true
}
run() { run_for 20000 "$@"; }
run --script scripts/screenshots/menu.json
run --script scripts/screenshots/rules.json
run --seed 21 --players Alex,Blake,Casey --script scripts/screenshots/table.json
# Two computers play: on the 150th frame their first movement's chain Bonk! is on the floor.
run_for 150 --autoplay --mode classic --players Alex:easy,Blake:medium --seed 3 --fixed-dt 0.05 \
    --screenshot docs/sugarworks/images/movement.png
run --autoplay --seed 3 --players Alex,Blake,Casey,Drew --speed 8 --fixed-dt 0.05 \
    --screenshot docs/sugarworks/images/score_sheet.png
