#!/usr/bin/env bash
# GUI figures of the desktop game under Xvfb at 1280x800 (a benchmark, not a test):
#   1. the rulebook's movement example played at speed 1 (a long conveyor animation),
#   2. a 4-player game played by --autoplay at speed 1, capped at a number of frames,
#   3. CPU use on the main menu when nothing moves (should be about 0),
# then a table of the figures against the targets. Frame times, the first-frame time
# and VmRSS are the ones the game prints at exit (src/games/sugarworks/app/platform/frame_stats.cpp); the
# idle CPU is read from /proc/PID/stat. Wall-clock figures: run it on a quiet machine.
#
# Usage: bench/gui_bench.sh BUILD_DIR      (or the path of the sugarworks binary)
# Needs xvfb-run. Knobs (environment): GUI_BENCH_RUNS (runs of 1 and 2, default 3),
# GUI_BENCH_GAME_FRAMES (frame cap of 2, default 1500), GUI_BENCH_IDLE_SECONDS (default 10).
# Exit status: 0 when every run worked (whether or not the targets were met), 1 otherwise.
set -eu

usage() { echo "usage: $0 BUILD_DIR|SUGARWORKS_BINARY" >&2; exit 2; }
[ $# -eq 1 ] || usage
if [ -d "$1" ]; then
    bin=$1/src/games/sugarworks/app/sugarworks
else
    bin=$1
fi
[ -x "$bin" ] || { echo "gui_bench: no sugarworks binary at $bin" >&2; exit 2; }
command -v xvfb-run >/dev/null || { echo "gui_bench: xvfb-run not found (apt-get install xvfb)" >&2; exit 2; }

repo=$(cd "$(dirname "$0")/.." && pwd)
data=$repo/data
scenario=$data/sugarworks/movement/rulebook_example.json
runs=${GUI_BENCH_RUNS:-3}
game_frames=${GUI_BENCH_GAME_FRAMES:-1500}
idle_seconds=${GUI_BENCH_IDLE_SECONDS:-10}
xvfb_screen="-screen 0 1280x800x24"

# Targets (from the issue).
target_p99_ms=16.7
target_first_ms=500
target_rss_mb=200
target_idle_cpu=0.01   # "about 0": at most 1 % of one core

tmp=$(mktemp -d)
idle_pid=
idle_job=
cleanup() {
    if [ -n "$idle_pid" ] && kill -0 "$idle_pid" 2>/dev/null; then
        kill -KILL "$idle_pid" 2>/dev/null || true
    fi
    if [ -n "$idle_job" ]; then
        wait "$idle_job" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A fresh SUGARWORKS_HOME for every run, so no settings or saves are read.
new_home() { mktemp -d "$tmp/home.XXXXXX"; }

# field LINE PATTERN: the number after PATTERN in LINE ("" when absent).
field() {
    printf '%s\n' "$1" | sed -n "s/.*$2 \([0-9][0-9.]*\).*/\1/p" | head -n 1
}

# stats VALUES...: "median worst" (worst = largest).
stats() {
    printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END {
        if (NR == 0) { print "- -"; exit }
        m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
        printf "%.2f %.2f\n", m, v[NR] }'
}

load() { cut -d' ' -f1-3 /proc/loadavg; }
# Compiler and linker processes running now (the machine may be shared).
# shellcheck disable=SC2009  # pgrep refuses patterns longer than 15 characters
busy() { ps -e -o comm= | grep -c -E '^(cc1plus|cc1|clang|clang\+\+|ld|ld\.lld|ld\.gold|mold)$' || true; }

echo "gui_bench: $bin"
echo "gui_bench: Xvfb 1280x800x24, $runs runs each, $(nproc) CPUs, load $(load), $(busy) compiler/linker processes running"

renderer_shown=''
# run_game NAME ARGS...: runs the game under Xvfb, keeps its summary in $tmp/NAME.N.
# Appends the figures to the lists p50_NAME, p99_NAME, first_NAME, rss_NAME.
run_game() {
    name=$1
    shift
    p50s='' p99s='' firsts='' rsss='' cpus=''
    i=1
    while [ "$i" -le "$runs" ]; do
        out=$tmp/$name.$i
        rc=0
        SUGARWORKS_HOME=$(new_home) xvfb-run -a -s "$xvfb_screen" \
            "$bin" --data "$data" --verbose "$@" >"$out" 2>&1 || rc=$?
        # 3: --autoplay did not finish within --frames (expected with a frame cap).
        if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
            echo "gui_bench: $name run $i failed (exit $rc):" >&2
            cat "$out" >&2
            exit 1
        fi
        line=$(grep -m 1 '^sugarworks: frames ' "$out" || true)
        [ -n "$line" ] || { echo "gui_bench: $name run $i printed no frame summary:" >&2; cat "$out" >&2; exit 1; }
        if [ -z "$renderer_shown" ]; then
            grep -m 1 -E '^sugarworks: OpenGL' "$out" | sed 's/^sugarworks: /gui_bench: renderer: /' || true
            renderer_shown=1
        fi
        # The animating figures when there are any, otherwise all frames.
        anim=$(printf '%s\n' "$line" | sed -n 's/.*; animating \(frame time p50 [^;]*\).*/\1/p')
        [ -n "$anim" ] || anim=$(printf '%s\n' "$line" | sed -n 's/.*\(frame time p50 [^;]*\).*/\1/p')
        p50=$(field "$anim" 'p50')
        p99=$(field "$anim" 'p99')
        first=$(field "$line" 'first frame after')
        rss=$(field "$line" 'VmRSS')
        # CPU time per frame, all threads (llvmpipe's too): steadier than wall time when busy.
        cpu=$(printf '%s\n' "$line" | sed -n 's/.*; CPU time p50 \([0-9.]*\) ms.*/\1/p')
        startup=$(grep -m 1 '^sugarworks: startup: ' "$out" | sed 's/^sugarworks: startup: //' || true)
        frames=$(field "$line" 'frames')
        where=$(grep -m 1 -E '^sugarworks: (autoplay|screen|playback)' "$out" | sed 's/^sugarworks: //' || true)
        printf '  %-9s run %d: %5s frames, animating p50 %6s ms, p99 %6s ms, CPU/frame p50 %6s ms, first frame %6s ms, VmRSS %6s MB\n' \
            "$name" "$i" "$frames" "$p50" "$p99" "$cpu" "$first" "$rss"
        printf '  %-9s        %s; startup: %s\n' "" "$where" "${startup:--}"
        p50s="$p50s $p50" p99s="$p99s $p99" firsts="$firsts $first" rsss="$rsss $rss" cpus="$cpus $cpu"
        i=$((i + 1))
    done
    eval "p50_$name=\$p50s p99_$name=\$p99s first_$name=\$firsts rss_$name=\$rsss cpu_$name=\$cpus"
}

echo "1. movement animation: $scenario at speed 1"
run_game movement --scenario "$scenario" --autoplay --speed 1
echo "2. 4-player game by autoplay at speed 1, at most $game_frames frames"
run_game game --autoplay --players 4 --seed 1 --speed 1 --frames "$game_frames"

echo "3. idle: main menu, ${idle_seconds} s after 2 s to settle"
ticks=$(getconf CLK_TCK)
pidfile=$tmp/idle.pid
# shellcheck disable=SC2016  # $$ and $1 are the inner shell's
SUGARWORKS_HOME=$(new_home) xvfb-run -a -s "$xvfb_screen" \
    sh -c 'echo $$ >"$1"; shift; exec "$@"' sh "$pidfile" "$bin" --data "$data" --verbose \
    >"$tmp/idle.out" 2>&1 &
idle_job=$!
n=0
while [ ! -s "$pidfile" ] && [ "$n" -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
[ -s "$pidfile" ] || { echo "gui_bench: the idle run did not start" >&2; cat "$tmp/idle.out" >&2; exit 1; }
idle_pid=$(cat "$pidfile")
# utime + stime (fields 14 and 15, all threads) in clock ticks; comm may hold spaces.
cpu_ticks() {
    sed 's/.*) //' "/proc/$idle_pid/stat" | awk '{ print $12 + $13 }'
}
sleep 2
kill -0 "$idle_pid" 2>/dev/null || { echo "gui_bench: the idle run quit early:" >&2; cat "$tmp/idle.out" >&2; exit 1; }
t0=$(date +%s.%N)
c0=$(cpu_ticks)
sleep "$idle_seconds"
c1=$(cpu_ticks)
t1=$(date +%s.%N)
idle_rss=$(awk '/^VmRSS:/ { printf "%.1f", $2 / 1024 }' "/proc/$idle_pid/status")
idle_cpu=$(awk -v a="$c0" -v b="$c1" -v t0="$t0" -v t1="$t1" -v hz="$ticks" \
    'BEGIN { printf "%.4f", (b - a) / hz / (t1 - t0) }')
# SIGTERM makes SDL quit cleanly; KILL if it has not within 5 s.
kill -TERM "$idle_pid" 2>/dev/null || true
n=0
while kill -0 "$idle_pid" 2>/dev/null && [ "$n" -lt 50 ]; do sleep 0.1; n=$((n + 1)); done
kill -KILL "$idle_pid" 2>/dev/null || true
wait "$idle_job" 2>/dev/null || true
idle_pid='' idle_job=''
idle_line=$(grep -m 1 '^sugarworks: frames ' "$tmp/idle.out" || true)
idle_first=$(field "$idle_line" 'first frame after')
idle_frames=$(field "$idle_line" 'frames')
printf '  idle: %s CPU ticks over %.1f s = %s CPU s/s; VmRSS %s MB; %s frames drawn in all, first frame %s ms\n' \
    "$((c1 - c0))" "$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')" "$idle_cpu" "$idle_rss" \
    "${idle_frames:--}" "${idle_first:--}"

# verdict VALUE TARGET: "met" when VALUE <= TARGET.
verdict() { awk -v v="$1" -v t="$2" 'BEGIN { if (t == "-") print ""; else if (v == "-" || v == "") print "?"; else if (v + 0 <= t + 0) print "met"; else print "MISSED" }'; }

row() {  # row FIGURE "MEDIAN WORST" TARGET UNIT
    set -- "$1" "${2% *}" "${2#* }" "$3" "$4"
    if [ "$4" = - ]; then t=-; else t="<= $4"; fi
    printf '%-34s %9s %9s %9s  %-7s %s\n' "$1" "$2" "$3" "$t" "$5" "$(verdict "$2" "$4")"
}

echo
echo "Figures (median and worst of $runs runs; verdict on the median); load now $(load), $(busy) compiler/linker processes"
printf '%-34s %9s %9s %9s  %-7s %s\n' "figure" "median" "worst" "target" "unit" "verdict"
# shellcheck disable=SC2154,SC2086  # the lists are set by run_game through eval
{
    row "movement: animating p50"      "$(stats $p50_movement)"   - ms
    row "movement: animating p99"      "$(stats $p99_movement)"   "$target_p99_ms" ms
    row "movement: CPU per frame p50"  "$(stats $cpu_movement)"   - ms
    row "movement: first frame"        "$(stats $first_movement)" "$target_first_ms" ms
    row "movement: VmRSS"              "$(stats $rss_movement)"   "$target_rss_mb" MB
    row "game: animating p50"          "$(stats $p50_game)"       - ms
    row "game: animating p99"          "$(stats $p99_game)"       "$target_p99_ms" ms
    row "game: CPU per frame p50"      "$(stats $cpu_game)"       - ms
    row "game: first frame"            "$(stats $first_game)"     "$target_first_ms" ms
    row "game: VmRSS"                  "$(stats $rss_game)"       "$target_rss_mb" MB
    row "idle menu: CPU"               "$idle_cpu $idle_cpu"      "$target_idle_cpu" "CPU s/s"
    row "idle menu: VmRSS"             "$idle_rss $idle_rss"      "$target_rss_mb" MB
    row "idle menu: first frame"       "${idle_first:--} ${idle_first:--}" "$target_first_ms" ms
}
