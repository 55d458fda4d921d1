#!/bin/sh
# Check times of the Coq library and of every catalog script (the figures in
# the README's Coq section). Usage, from the project root:
#   sh bench/coq_catalog.sh [WORK_DIR]
# Compiles copies in WORK_DIR (default /tmp/cgprove-coq-bench): the library
# file by file, each catalog file alone, and Erickson's split proof two files
# at a time (as `make test` does). Prints one line per item: wall seconds,
# size, peak memory.
set -eu
work=${1:-/tmp/cgprove-coq-bench}
rm -rf "$work"
mkdir -p "$work/lib" "$work/catalog"
(cd proofs/lib && find . -name '*.v' -o -name _CoqProject) | while read -r f; do
  mkdir -p "$work/lib/$(dirname "$f")"; cp "proofs/lib/$f" "$work/lib/$f"
done
now() { date +%s.%N; }
since() { echo "$1 $(now)" | awk '{ printf "%.1f s", $2 - $1 }'; }

t=$(now)
for f in $(grep '\.v$' "$work/lib/_CoqProject"); do coqc -Q "$work/lib" CGProve "$work/lib/$f"; done
echo "library ($(grep -c '\.v$' "$work/lib/_CoqProject") files, $(find "$work/lib" -name '*.v' -exec cat {} + | wc -l) lines): $(since "$t")"

for f in proofs/catalog/*.v; do
  name=$(basename "$f")
  cp "$f" "$work/catalog/"
  /usr/bin/time -f "$name ($(wc -c < "$f") bytes): %e s, %M KB" \
    coqc -Q "$work/lib" CGProve "$work/catalog/$name" > /dev/null
done

for dir in proofs/catalog/*/; do
  main=$(basename "$dir")
  out="$work/$main"
  mkdir -p "$out"
  cp "$dir"*.v "$out/"
  t=$(now)
  for kind in _base _values _cases _steps; do
    ls "$out/$main$kind"*.v | xargs -P 2 -I FILE /usr/bin/time -f "  FILE: %e s, %M KB" \
      coqc -Q "$work/lib" CGProve -Q "$out" "" FILE > /dev/null
  done
  /usr/bin/time -f "  $main.v: %e s, %M KB" coqc -Q "$work/lib" CGProve -Q "$out" "" "$out/$main.v" > /dev/null
  echo "$main/ ($(ls "$dir"*.v | wc -l) files, $(cat "$dir"*.v | wc -c) bytes): $(since "$t") wall, two files at a time"
done
