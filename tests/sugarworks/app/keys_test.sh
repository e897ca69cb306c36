#!/bin/sh
# keys_test.sh GAME KEYS ARGS...: starts the game with ARGS on the current X display
# (run it under xvfb-run), types the keys listed in KEYS with xdotool, one line at a
# time, then quits with Ctrl+Q. The game prints at exit (--verbose) the kinds of
# the actions taken; the ctest checks them.
#   key NAME...   xdotool key names, pressed one after another
#   sleep S       wait S seconds (the conveyors, say)
#   # ...         a comment
# With KEYS_TEST_SHOW=FILE, FILE is removed first and printed at the end (the
# settings the keys changed, say), for the ctest to check too.
set -eu
game="$1"
keys="$2"
shift 2
[ -n "${KEYS_TEST_SHOW:-}" ] && rm -f "$KEYS_TEST_SHOW"
# With KEYS_TEST_FRESH_HOME=1, the game's home folder is emptied first: the menu's
# first buttons depend on an autosave left by an earlier run.
[ -n "${KEYS_TEST_FRESH_HOME:-}" ] && rm -rf "${SUGARWORKS_HOME:?}" && mkdir -p "$SUGARWORKS_HOME"
"$game" --verbose "$@" &
pid=$!
trap 'kill "$pid" 2>/dev/null || true' EXIT
wid=$(timeout 30 xdotool search --sync --pid "$pid" --name '^Sugarworks$' | head -n 1)
[ -n "$wid" ] || { echo "keys_test: the game window never appeared"; exit 1; }
sleep 1.5
while read -r cmd rest; do
    case "$cmd" in
    key)
        for k in $rest; do
            xdotool key --window "$wid" "$k"
            sleep 0.4
        done
        ;;
    sleep) sleep "$rest" ;;
    ''|'#'*) ;;
    *) echo "keys_test: unknown line: $cmd $rest"; exit 2 ;;
    esac
done < "$keys"
xdotool key --window "$wid" ctrl+q
wait "$pid"
trap - EXIT
[ -n "${KEYS_TEST_SHOW:-}" ] && cat "$KEYS_TEST_SHOW"
exit 0
