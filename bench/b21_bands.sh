#!/bin/sh
# B21 on its bands d + K >= a + b + c, which no move leaves, proved on the
# regions they reach (the figures in the README's "Bands" table). Usage, from
# the project root after building cgprove:
#   sh bench/b21_bands.sh [K ...]      (default: -1 0 5 9 13; K = 14 to 19 are PROVED in 5 to 18 min each, K = 20 is UNDECIDED)
# Prints, per band, the verdict line, the exit code (0 PROVED, 3 UNDECIDED),
# wall seconds, peak memory and the theorem's pieces (the entry's and all).
# About 30 s of each run is the first attempt,
# on every parameter value, which fails; K = 9 takes about 200 s in all.
# B12=1 runs the mirror image, _^a T _^b F _^c F _^d on a + K >= b + c + d.
# COQ=DIR also writes each proof's Coq script into DIR/kK/ (--coq) and checks
# it with coqc against proofs/lib (build it first: make coq), one file at a
# time (base, values, cases, steps, then the main file), printing coqc's wall time and the
# largest peak memory of a file.
set -u
bin=${CGPROVE:-build/cgprove}
# Each run's own scratch folder: two runs side by side (a proof and a Coq
# check, say) would otherwise read each other's peak memory.
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
[ $# -eq 0 ] && set -- -1 0 5 9 13
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
  coq=""
  if [ -n "${COQ:-}" ]; then
    dir=$COQ/k$k
    rm -rf "$dir" && mkdir -p "$dir" || exit 2
    coq="--coq $dir/band.v"
  fi
  start=$(date +%s.%N)
  # $coq unquoted on purpose: empty, or the option and its file.
  out=$(/usr/bin/time -f '%M' -o "$tmp/mem" "$bin" prove tf "$pattern" --where "$where" $coq 2>/dev/null)
  rc=$?
  end=$(date +%s.%N)
  echo "K = $k: $pattern on $where: $(echo "$out" | grep -E '^(PROVED in|UNDECIDED)' | head -1 | cut -c1-100)"
  # The theorem's text lists each state's pieces as lines "    = VALUE  when
  # REGION" under the state's line "fN(...) = PATTERN"; f1 is the entry.
  pieces=$(echo "$out" | awk '/^f[0-9]+\(/ { entry = ($1 ~ /^f1\(/) } /^    = / { all++; if (entry) first++ } END { printf "%d of the entry, %d in all", first, all }')
  echo "  exit $rc, $(echo "$start $end" | awk '{ printf "%.0f s", $2 - $1 }'), peak $(($(tail -n 1 "$tmp/mem") / 1024)) MB, pieces: $pieces"
  [ -z "$coq" ] || [ $rc -ne 0 ] && continue
  lib=$(cd "$(dirname "$0")/../proofs/lib" && pwd)
  start=$(date +%s.%N)
  peak=0
  verdict=""
  for kind in _base _values _cases _steps ""; do
    for f in "$dir"/band$kind*.v; do
      [ -e "$f" ] || continue
      [ -z "$kind" ] && [ "$(basename "$f")" != band.v ] && continue
      if ! (cd "$dir" && /usr/bin/time -f '%M' -o "$tmp/mem" coqc -Q "$lib" CGProve -Q . "" "$(basename "$f")" > "$tmp/coq" 2>&1); then
        verdict="coqc failed on $(basename "$f"): $(head -3 "$tmp/coq" | tr '\n' ' ')"
        break 2
      fi
      m=$(tail -n 1 "$tmp/mem"); [ "$m" -gt "$peak" ] && peak=$m
    done
  done
  [ -z "$verdict" ] && verdict=$(grep -c 'Closed under the global context' "$tmp/coq" | sed 's/^1$/Closed under the global context/; s/^0$/no Print Assumptions line/')
  end=$(date +%s.%N)
  echo "  Coq: .v files: $(ls "$dir"/*.v | wc -l), $(du -sk "$dir" | cut -f1) KB with coqc's output; coqc $(echo "$start $end" | awk '{ printf "%.0f s", $2 - $1 }'), peak $((peak / 1024)) MB per file: $verdict"
done
