#!/bin/sh
# Runs every libFuzzer harness of tests/fuzz: first its regression inputs
# (tests/fuzz/regressions/<harness>/, each run once), then fuzzing for SECONDS
# starting from the committed corpus (tests/fuzz/corpus/<harness>/, only read).
# New inputs go to BUILD/corpus/<harness>/ and findings (crash-*, timeout-*,
# oom-*) to BUILD/findings/<harness>/, never into the committed corpus.
# Harnesses run FUZZ_JOBS at a time (default: the number of cores), since
# each is one process on one core: make test's smoke run is 11 harnesses.
# Usage: run_fuzz.sh BUILD SECONDS [HARNESS...]   (exit 1 on any finding)
set -u
build=$1; seconds=$2; shift 2
src=$(dirname "$0")
jobs=${FUZZ_JOBS:-$(nproc)}
# FLINT's tagged pointers look like leaks to LeakSanitizer (see lsan.supp).
LSAN_OPTIONS="suppressions=$(cd "$src" && pwd)/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export LSAN_OPTIONS
harnesses=${*:-"notation sym_game poly_game region tf_position tf_pattern chomp_position chomp_pattern game_record move_line server_request"}

# fuzz_one HARNESS: its regressions, then SECONDS of fuzzing; its report goes
# to BUILD/findings/HARNESS/report, and a file `failed` beside it on a finding.
fuzz_one() {
  h=$1
  bin=$build/fuzz_$h
  out=$build/findings/$h
  mkdir -p "$build/corpus/$h" "$out"
  rm -f "$out/failed"
  log=$out/last_run.log
  regressions=$(ls "$src/regressions/$h" 2>/dev/null | sed "s|^|$src/regressions/$h/|")
  if [ -n "$regressions" ] && ! "$bin" $regressions > "$log" 2>&1; then
    { echo "fuzz $h: a regression input fails again (log: $log)"; tail -n 20 "$log"; } > "$out/report"
    touch "$out/failed"; return
  fi
  if "$bin" -max_total_time="$seconds" -max_len=256 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
       -artifact_prefix="$out/" "$build/corpus/$h" "$src/corpus/$h" > "$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz $h: ${seconds}s, $runs inputs, no finding" > "$out/report"
  elif grep -q "ERROR: libFuzzer: timeout" "$log"; then
    # An input the engine is slow on (README "Fuzzing": known slow inputs are in
    # tests/fuzz/slow/): reported, not a failure, so that make test stays reliable.
    echo "fuzz $h: SLOW INPUT over 10 s, not counted as a failure: $(ls -t "$out"/timeout-* | head -n 1)" > "$out/report"
  else
    { echo "fuzz $h: FINDING (log: $log, input in $out/)"; grep -m 3 -E "ERROR|round trip broken|runtime error|Assertion" "$log"; } \
      > "$out/report"
    touch "$out/failed"
  fi
}

# Batches of `jobs` harnesses; each batch's reports print in the order named.
set -- $harnesses
while [ $# -gt 0 ]; do
  batch=""
  while [ $# -gt 0 ] && [ "$(echo $batch | wc -w)" -lt "$jobs" ]; do
    fuzz_one "$1" & batch="$batch $1"; shift
  done
  wait
  for h in $batch; do cat "$build/findings/$h/report"; done
done
failed=""
for h in $harnesses; do [ -e "$build/findings/$h/failed" ] && failed="$failed $h"; done
[ -z "$failed" ] || { echo "fuzz: findings in:$failed"; exit 1; }
