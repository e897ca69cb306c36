#!/bin/sh
# quit_test.sh GAME CLOSE_WINDOW HOME WAY: a game left in the middle of a round,
# two actions in, by Ctrl+Q (WAY "key", through X11 as a person types it) or by
# the window's close button (WAY "close", the window manager's message), is
# saved as it stands: the autosave opens at those two actions. Run it under
# xvfb-run.
set -eu
game="$1"
close_window="$2"
home="$3"
way="$4"
data="$(dirname "$0")/data"
rm -rf "$home"
mkdir -p "$home"
cd "$home"
export SUGARWORKS_HOME="$home" SDL_AUDIODRIVER=dummy
"$game" --players Alex,Blake --seed 7 --script "$data/quit_mid_round.json" > first.txt 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
# The script says when the two actions are done: it saves a picture.
n=0
while [ ! -f ready.png ]; do
    n=$((n + 1))
    [ "$n" -lt 600 ] || { echo "quit_test: the two actions were never played"; cat first.txt; exit 1; }
    sleep 0.1
done
sleep 0.5
case "$way" in
key) xdotool key --window "$(xdotool search --pid "$pid" --name '^Sugarworks$' | head -n 1)" ctrl+q ;;
close) "$close_window" Sugarworks ;;
*) echo "quit_test: unknown way $way"; exit 2 ;;
esac
wait "$pid"
trap - EXIT
cat first.txt
"$game" --load "$home/autosave.json" --script "$data/quit_expect_two.json" --frames 600
