#!/bin/sh
# The Coq script of 3-row Chomp up to top row K (the figures in the README's
# Performance section). Usage, from the project root after building cgprove
# and the Coq library (make coq):
#   sh bench/chomp_coq.sh K [JOBS]     (JOBS: files checked at a time, default 2)
#   COQ_BY=computation sh bench/chomp_coq.sh K   (the default --coq of cgprove:
#       one file, one run of CGProve.ChompReflect's checker; COQ_BY=lia, the
#       default here, is the proof with a lemma per piece)
# Writes the proof into $COQ_OUT (default /tmp/chomp-coq-K): one file up to
# 200 KB, else MODULE_base.v, MODULE_rows*.v and MODULE.v. Prints the
# export's seconds and peak memory, then each file's coqc seconds and peak
# memory (the rows files JOBS at a time), coqc's wall time in all, and the
# main file's last line (Closed under the global context, or the error).
set -u
bin=${CGPROVE:-build/cgprove}
by=${COQ_BY:-lia}
case $by in
  lia|computation) ;;
  *) echo "chomp_coq: COQ_BY must be lia or computation, not '$by'" >&2; exit 2 ;;
esac
k=${1:-}
jobs=${2:-2}
case $k in
  [0-9]|[0-9][0-9]|[0-9][0-9][0-9]) ;;
  *) echo "chomp_coq: K must be a top row from 0 to 999, not '$k'" >&2; exit 2 ;;
esac
case $jobs in
  [1-9]) ;;
  *) echo "chomp_coq: JOBS must be 1 to 9, not '$jobs'" >&2; exit 2 ;;
esac
dir=${COQ_OUT:-/tmp/chomp-coq-$k}
main=chomp$k
rm -rf "$dir" && mkdir -p "$dir" || exit 2
lib=$(cd "$(dirname "$0")/../proofs/lib" && pwd)
start=$(date +%s.%N)
/usr/bin/time -f '%e %M' -o "$dir/export.time" "$bin" prove chomp --rows 3 --top-max "$k" --coq-by "$by" --coq "$dir/$main.v" > /dev/null || exit 1
echo "K = $k: exported in $(cut -d' ' -f1 "$dir/export.time") s, peak $(($(cut -d' ' -f2 "$dir/export.time") / 1024)) MB:" \
  "$(ls "$dir"/*.v | wc -l) files, $(cat "$dir"/*.v | wc -c) bytes"
start=$(date +%s.%N)
check() {  # FILE...: coqc each, JOBS at a time, one line each
  printf '%s\n' "$@" | xargs -P "$jobs" -I FILE sh -c \
    "cd '$dir' && if /usr/bin/time -f '%e s, %M KB' -o FILE.time coqc -Q '$lib' CGProve -Q . '' FILE > FILE.out 2>&1; then echo \"  FILE: \$(cat FILE.time)\"; else echo '  FILE: coqc failed:'; head -5 FILE.out; fi"
}
[ -e "$dir/${main}_base.v" ] && check "${main}_base.v"
# shellcheck disable=SC2046
[ -e "$dir/${main}_base.v" ] && check $(cd "$dir" && ls ${main}_rows*.v)
check "$main.v"
echo "  coqc: $(echo "$start $(date +%s.%N)" | awk '{ printf "%.0f s", $2 - $1 }') wall; $main.v: $(tail -1 "$dir/$main.v.out")"
