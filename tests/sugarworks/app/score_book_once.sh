#!/bin/sh
# score_book_once.sh GAME CLI HOME: a solo game goes into the score book once,
# the first time it ends, however it is opened again and played on: by its
# autosave after the end, or from a save made in its middle, twice. Each run is
# played by --autoplay, and marked so in the book. Run it under xvfb-run.
set -eu
game="$1"
cli="$2"
home="$3"
rm -rf "$home"
mkdir -p "$home"
export SUGARWORKS_HOME="$home" SDL_AUDIODRIVER=dummy
book="$home/score_book.json"
# A game played by autoplay until its score sheet (or until --frames, when there
# is nothing for it to play: a finished game opens in the replay).
play() { "$game" --speed 8 --fixed-dt 0.05 --draw-only-screenshots --autoplay "$@" >/dev/null 2>&1 || true; }
runs() { if [ -f "$book" ]; then grep -c '"seed"' "$book"; else echo 0; fi; }
expect_runs() {
    [ "$(runs)" = "$1" ] || { echo "score_book_once: $2: $(runs) runs in the book, not $1"; exit 1; }
}

play --mode cooperative --players 1 --seed 23 --frames 30000
expect_runs 1 "a whole game"
grep -q '"autoplay": true' "$book" || { echo "score_book_once: the run is not marked as autoplay's"; exit 1; }
play --load "$home/autosave.json" --seed 2 --frames 800
expect_runs 1 "its autosave opened again after the end and played on"

"$cli" new-save --players 1 --mode cooperative --seed 31 --actions 20 "$home/middle.json" >/dev/null
play --load "$home/middle.json" --seed 1 --frames 30000
expect_runs 2 "another game, played on from a save in its middle"
play --load "$home/middle.json" --seed 2 --frames 30000
expect_runs 2 "the same save played on again, another way"
echo "score_book_once: each game written once, its autoplay marked"
