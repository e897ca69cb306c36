#!/bin/sh
# xvfb-run with a display number of its own. Two tests started at the same
# moment with plain -a can both find the same number free, and one of them then
# fails to start its server (a failure that is not the game's). Starting the
# search at a number drawn from this process's id keeps tests run in parallel
# apart; -a still moves on past any number in use.
# Usage: xvfb_run.sh XVFB_RUN [xvfb-run options] COMMAND...
xvfb_run="$1"
shift
exec "$xvfb_run" -a -n "$((100 + $$ % 5000))" "$@"
