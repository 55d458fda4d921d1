#!/bin/sh
# Runs every libFuzzer harness of tests/fuzz: first its regression inputs
# (tests/fuzz/regressions/<harness>/, each run once), then fuzzing for SECONDS
# starting from the committed corpus (tests/fuzz/corpus/<harness>/, only read).
# New inputs go to BUILD/corpus/<harness>/ and findings (crash-*, timeout-*,
# oom-*) to BUILD/findings/<harness>/, never into the committed corpus.
# Usage: run_fuzz.sh BUILD SECONDS [HARNESS...]   (exit 1 on any finding)
set -u
build=$1; seconds=$2; shift 2
src=$(dirname "$0")
# FLINT's tagged pointers look like leaks to LeakSanitizer (see lsan.supp).
LSAN_OPTIONS="suppressions=$(cd "$src" && pwd)/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export LSAN_OPTIONS
harnesses=${*:-"notation sym_game poly_game region tf_position tf_pattern chomp_position chomp_pattern game_record move_line server_request"}
failed=""
for h in $harnesses; do
  bin=$build/fuzz_$h
  mkdir -p "$build/corpus/$h" "$build/findings/$h"
  log=$build/findings/$h/last_run.log
  regressions=$(ls "$src/regressions/$h" 2>/dev/null | sed "s|^|$src/regressions/$h/|")
  if [ -n "$regressions" ] && ! "$bin" $regressions > "$log" 2>&1; then
    echo "fuzz $h: a regression input fails again (log: $log)"; tail -n 20 "$log"; failed="$failed $h"; continue
  fi
  if "$bin" -max_total_time="$seconds" -max_len=256 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$build/findings/$h/" "$build/corpus/$h" "$src/corpus/$h" > "$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz $h: ${seconds}s, $runs inputs, no finding"
  elif grep -q "ERROR: libFuzzer: timeout" "$log"; then
    # An input the engine is slow on (README "Fuzzing": known slow inputs are in
    # tests/fuzz/slow/): reported, not a failure, so that make test stays reliable.
    echo "fuzz $h: SLOW INPUT over 10 s, not counted as a failure: $(ls -t "$build/findings/$h"/timeout-* | head -n 1)"
  else
    echo "fuzz $h: FINDING (log: $log, input in $build/findings/$h/)"; grep -m 3 -E "ERROR|round trip broken|runtime error|Assertion" "$log"
    failed="$failed $h"
  fi
done
[ -z "$failed" ] || { echo "fuzz: findings in:$failed"; exit 1; }
