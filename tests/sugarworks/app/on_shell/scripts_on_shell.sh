#!/bin/sh
# Runs every GUI script of the Sugarworks program's tests (as ctest lists them in
# BUILD, a configured release build) against sugarworks_on_shell, the thin main
# on the shell the program is becoming, and prints each script's exit status
# (0: it ran to its end) and a count of each. A measure of what is still to move
# behind the module, not a test: the program's own tests decide.
#   tests/sugarworks/app/on_shell/scripts_on_shell.sh build/release
set -u
build=$(cd "${1:?the build folder}" && pwd)
work=$(mktemp -d)
results="$work/results.txt"
: > "$results"
ctest --test-dir "$build" -N -V -R "app_gui_" 2>/dev/null | grep "Test command:" |
    grep -- "--script" | grep "/sugarworks/app/sugarworks\"" |
    sed 's/^[0-9]*: Test command: //' > "$work/commands.txt"
i=0
while IFS= read -r line; do
    i=$((i + 1))
    # The shell's clock is a display's in a driven run: --fixed-dt is the program's own.
    command=$(echo "$line" | sed 's#/src/games/sugarworks/app/sugarworks"#/tests/sugarworks/app/sugarworks_on_shell"#; s#"--fixed-dt" "[0-9.]*"##g')
    home="$work/home$i"
    mkdir -p "$home"
    out=$(cd "$work" && SUGARWORKS_HOME="$home" SDL_AUDIODRIVER=dummy timeout 120 sh -c "$command" 2>&1)
    status=$?
    script=$(echo "$line" | grep -o 'data/[a-z_0-9]*\.json' | head -1)
    why=$(echo "$out" | grep -v "frames\|last frame\|saved " | tail -2 | head -1)
    echo "$status $script $why" | tee -a "$results"
done < "$work/commands.txt"
echo "exit statuses (0: ran to its end):"
cut -d' ' -f1 "$results" | sort | uniq -c
rm -rf "$work"
