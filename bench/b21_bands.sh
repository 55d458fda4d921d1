#!/bin/sh
# B21 on its bands d + K >= a + b + c, which no move leaves, proved on the
# regions they reach (the figures in the README's "Bands" table). Usage, from
# the project root after building cgprove:
#   sh bench/b21_bands.sh [K ...]      (default: -1 0 5 9; K = 10 is UNDECIDED)
# Prints, per band, the verdict line, the exit code (0 PROVED, 3 UNDECIDED),
# wall seconds and peak memory. About 30 s of each run is the first attempt,
# on every parameter value, which fails; K = 9 takes about 200 s in all.
# B12=1 runs the mirror image, _^a T _^b F _^c F _^d on a + K >= b + c + d.
set -u
bin=${CGPROVE:-build/cgprove}
[ $# -eq 0 ] && set -- -1 0 5 9
for k in "$@"; do
  case $k in
    -[0-9]|-[0-9][0-9]|[0-9]|[0-9][0-9]) ;;
    *) echo "b21_bands: K must be an integer from -99 to 99, not $k" >&2; exit 2 ;;
  esac
  if [ "${B12:-0}" = 1 ]; then
    pattern='_^a T _^b F _^c F _^d'; where="a+($k)>=b+c+d"
  else
    pattern='_^a T _^b T _^c F _^d'; where="d+($k)>=a+b+c"
  fi
  start=$(date +%s.%N)
  out=$(/usr/bin/time -f '%M' -o /tmp/b21_bands.mem "$bin" prove tf "$pattern" --where "$where" 2>/dev/null)
  rc=$?
  end=$(date +%s.%N)
  echo "K = $k: $pattern on $where: $(echo "$out" | grep -E '^(PROVED in|UNDECIDED)' | head -1 | cut -c1-100)"
  echo "  exit $rc, $(echo "$start $end" | awk '{ printf "%.0f s", $2 - $1 }'), peak $(($(cat /tmp/b21_bands.mem) / 1024)) MB"
done
