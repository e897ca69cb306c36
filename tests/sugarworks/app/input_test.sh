#!/bin/sh
# input_test.sh GAME keys|mouse SCENARIO: drives the movement viewer with xdotool on the current X
# display (run it under xvfb-run) and quits it with Ctrl+Q. The game prints
# "playback at event N of M" at exit; the ctest checks N.
#   keys:  Right three times (three single steps).
#   mouse: a click on "Run the conveyors" (the whole movement at 8x).
set -eu
game="$1"
mode="$2"
"$game" --scenario "$3" --speed 8 --verbose &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
wid=$(timeout 30 xdotool search --sync --pid "$pid" --name '^Sugarworks$' | head -n 1)
[ -n "$wid" ] || { echo "input_test: the game window never appeared"; exit 1; }
sleep 1
case "$mode" in
keys)
    for _ in 1 2 3; do
        xdotool key --window "$wid" Right
        sleep 0.7
    done
    ;;
mouse)
    # The button sits at the top of the side panel (1280x800 window, UI scale 1).
    # ImGui 1.86 under Xvfb only notices an absolute move after a relative one.
    xdotool mousemove --window "$wid" 1080 232
    sleep 0.3
    xdotool mousemove_relative 1 1
    sleep 0.3
    xdotool click 1
    sleep 8
    ;;
*)
    echo "input_test: unknown mode $mode"
    exit 2
    ;;
esac
xdotool key --window "$wid" ctrl+q
wait "$pid"
trap - EXIT
