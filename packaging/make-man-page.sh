#!/usr/bin/env bash
# make-man-page.sh HELP2MAN PROGRAM SUMMARY INCLUDE OUT.6.gz [--subcommands]
# Writes PROGRAM's man page (section 6, games) from its own --help and --version, so the
# page lists exactly the options the program takes, plus the sections of INCLUDE (a
# help2man include file). With --subcommands, each sub-command's --help becomes a
# subsection of COMMANDS.
set -euo pipefail

if [ $# -lt 5 ] || [ $# -gt 6 ]; then
  echo "usage: make-man-page.sh HELP2MAN PROGRAM SUMMARY INCLUDE OUT.6.gz [--subcommands]" >&2
  exit 2
fi
help2man=$1
program=$2
summary=$3
include=$4
out=$5
subcommands=${6:-}
here=$(cd "$(dirname "$0")" && pwd)
name=$(basename "$program")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The games' data and art of this source tree: a desktop program reads its data before
# it can say its options (the game's own among them).
source_root=$(cd "$here/.." && pwd)
unset SUGARWORKS_DATA_DIR SUGARWORKS_ASSETS_DIR
export SUGARWORKS_DATA="$source_root/data/sugarworks"
export SUGARWORKS_ASSETS="$source_root/assets/sugarworks"
export SPARKS_DATA="$source_root/data/sparks"
# Run the program by its name, as a player would (its usage lines then say "sugarworks",
# not the build folder), through a stand-in of that name that shows the defaults of
# --data and --assets as an installed copy finds them, not as the folders of this tree;
# the page's FILES section says what <prefix> is.
mkdir -p "$work/bin"
real="$(cd "$(dirname "$program")" && pwd)/$name"
cat >"$work/bin/$name" <<STANDIN
#!/usr/bin/env bash
"$real" "\$@" | sed -e 's#$SPARKS_DATA#<prefix>/share/sugarworks/data/sparks#g' \\
  -e 's#$SUGARWORKS_DATA#<prefix>/share/sugarworks/data#g' \\
  -e 's#$SUGARWORKS_ASSETS#<prefix>/share/sugarworks/assets#g'
exit "\${PIPESTATUS[0]}"
STANDIN
chmod +x "$work/bin/$name"
export PATH="$work/bin:$PATH"

includes=(--include "$include")
if [ "$subcommands" = --subcommands ]; then
  commands=$("$name" --help | awk '/^Subcommands:$/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
  if [ -z "$commands" ]; then
    echo "make-man-page.sh: $name --help lists no sub-commands" >&2
    exit 1
  fi
  {
    echo "[COMMANDS]"
    for command in $commands; do
      "$name" "$command" --help | awk -f "$here/help-to-troff.awk"
    done
  } >"$work/commands.h2m"
  includes+=(--include "$work/commands.h2m")
fi

"$help2man" --no-info --section 6 --name "$summary" "${includes[@]}" --output "$work/$name.6" "$name"
# -n leaves out the name and time, so the same page gives the same bytes.
gzip -9 -n -c "$work/$name.6" >"$out.tmp"
mv "$out.tmp" "$out"
