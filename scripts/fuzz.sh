#!/usr/bin/env bash
# Runs the fuzz targets (tests/fuzz/) for SECONDS each (default 600, the length
# a release asks for) and prints what each did: runs, coverage, corpus, findings.
#
#   scripts/fuzz.sh [--build DIR] [--target NAME]... [SECONDS]
#
# DIR is a build of the fuzz preset (default build/fuzz, configured and built
# when missing). The corpus each target grows is kept in DIR/fuzz-corpus/NAME
# and reused by the next run. A crash, hang, leak or sanitizer report stops that
# target: its input is saved in DIR/fuzz-findings/NAME/ and the script exits 1;
# once the cause is fixed, copy the input into tests/fuzz/regressions/NAME/ so
# the normal suite tries it on every change.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build/fuzz"
targets=()
seconds=600
while [ $# -gt 0 ]; do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --target) targets+=("$2"); shift 2 ;;
    -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *[!0-9]*|'') echo "fuzz.sh: not a number of seconds: $1" >&2; exit 2 ;;
    *) seconds="$1"; shift ;;
  esac
done

if [ ! -f "$build/CMakeCache.txt" ]; then
  (cd "$root" && cmake --preset fuzz >/dev/null && cmake --build --preset fuzz)
fi
fuzz_dir="$build/tests/fuzz"
if [ ${#targets[@]} -eq 0 ]; then
  for exe in "$fuzz_dir"/fuzz_*; do
    name="$(basename "$exe")"
    [ "$name" = fuzz_make_dictionary ] && continue
    [ -x "$exe" ] && targets+=("${name#fuzz_}")
  done
fi
[ ${#targets[@]} -gt 0 ] || { echo "fuzz.sh: no fuzz targets in $fuzz_dir" >&2; exit 2; }

status=0
for name in "${targets[@]}"; do
  exe="$fuzz_dir/fuzz_$name"
  [ -x "$exe" ] || { echo "fuzz.sh: no target $exe" >&2; exit 2; }
  corpus="$build/fuzz-corpus/$name"
  findings="$build/fuzz-findings/$name"
  rm -rf "$findings"
  mkdir -p "$corpus" "$findings"
  inputs=("$fuzz_dir/seeds/$name")
  [ -d "$fuzz_dir/built_seeds/$name" ] && inputs+=("$fuzz_dir/built_seeds/$name")
  [ -d "$root/tests/fuzz/regressions/$name" ] && inputs+=("$root/tests/fuzz/regressions/$name")
  # Each game's targets have their game's dictionary.
  dict="$fuzz_dir/sugarworks.dict"
  case "$name" in sparks_*) dict="$fuzz_dir/sparks.dict" ;; esac
  log="$build/fuzz-findings/$name.log"
  started=$SECONDS
  set +e
  "$exe" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
    -dict="$dict" -artifact_prefix="$findings/" \
    "$corpus" "${inputs[@]}" >"$log" 2>&1
  code=$?
  set -e
  took=$((SECONDS - started))
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  per_second="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
  cov="$(grep -o 'cov: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)"
  ft="$(grep -o 'ft: [0-9]*' "$log" | tail -1 | cut -d' ' -f2)"
  kept="$(find "$corpus" -type f | wc -l)"
  found="$(find "$findings" -type f | wc -l)"
  echo "fuzz_$name: ${runs:-0} runs in ${took} s (${per_second:-0}/s), coverage ${cov:-?} edges, ${ft:-?} features, corpus ${kept}, findings ${found}"
  if [ "$code" -ne 0 ]; then
    status=1
    echo "fuzz_$name stopped with status $code; its log: $log" >&2
    grep -E "ERROR|runtime error|fuzz:|Test unit written" "$log" | head -20 >&2 || true
  fi
done
exit $status
