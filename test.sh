#!/usr/bin/env bash
# Builds everything and runs the whole test suite, in two builds, one after the
# other (run side by side, the suites took as long in all and the paced GUI tests
# lost keys to the load):
#   1. release (g++): every test, the GUI tests under xvfb-run;
#   2. fuzz (clang, AddressSanitizer + UndefinedBehaviorSanitizer, libFuzzer): the
#      core, CLI and core tests again (a share of the harness's games), each fuzz
#      target for a short run, and the state hashes of 10,000 random games compared
#      with the release build's.
# Exit status: 0 when both suites pass. Usage: ./test.sh [extra ctest arguments]
# (given to both suites). SUGARWORKS_SKIP_FUZZ=1 runs the release suite alone.
set -euo pipefail
cd "$(dirname "$0")"

scripts/ensure-deps.sh

werror=OFF
[ -n "${CI:-}" ] && werror=ON
# Tests run two a core: many wait more than they compute (a virtual display starting,
# a game paced by its frames), and the whole suite took a sixth less time so.
test_jobs="$(( $(nproc) * 2 ))"

step() {  # step NAME COMMAND...: runs and times one part, for the record
  local start=$SECONDS
  echo "== $1"
  shift
  local status=0
  "$@" || status=$?
  echo "== $((SECONDS - start)) s (status $status)"
  return $status
}

build_release() {
  cmake --preset release -DSUGARWORKS_WERROR="$werror" >/dev/null &&
    cmake --build --preset release
}
build_fuzz() {
  cmake --preset fuzz -DSUGARWORKS_WERROR="$werror" \
    -DSUGARWORKS_OTHER_BUILD_CLI="$PWD/build/release/src/games/sugarworks/cli/sugarworks-cli" \
    -DSPARKS_OTHER_BUILD_CLI="$PWD/build/release/src/games/sparks/cli/sparks-cli" >/dev/null &&
    cmake --build --preset fuzz
}

status=0
step "release build (g++)" build_release
step "release tests" ctest --preset release -j "$test_jobs" "$@" || status=1
if [ -z "${SUGARWORKS_SKIP_FUZZ:-}" ]; then
  step "sanitizer build (clang, ASan + UBSan, libFuzzer)" build_fuzz
  step "sanitizer tests, fuzzing and the two compilers' hashes" \
    ctest --preset fuzz -j "$test_jobs" "$@" || status=1
fi
exit $status
