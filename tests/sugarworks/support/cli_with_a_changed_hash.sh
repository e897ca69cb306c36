#!/bin/sh
# sugarworks-cli hashes ($SUGARWORKS_CLI) as a build that parts ways in game 3
# after its third action (action 2): the hash comparison must name that spot.
set -e
"$SUGARWORKS_CLI" "$@"
out=""
while [ $# -gt 0 ]; do
  [ "$1" = --out ] && out="$2"
  shift
done
awk 'NR == 4 { $11 = "0000000000000000" } { print }' "$out" > "$out.changed"
mv "$out.changed" "$out"
