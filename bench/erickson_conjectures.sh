#!/bin/sh
# Erickson's conjectures typed as published (the figures in the README's
# Performance section). Usage, from the project root after building cgprove:
#   sh bench/erickson_conjectures.sh [second|third|first|first-b2 ... first-b6|one-frog-b2 ... one-frog-b19|one-frog-even|one-frog-odd|third-coq|first-coq|third-strategy-coq|one-frog-even-coq|one-frog-odd-coq|one-frog-b9-coq|one-frog-b10-coq ...]
# Prints, per conjecture, the answer line, the exit code (0 PROVED, 1
# REFUTED, 3 UNDECIDED), wall seconds and peak memory. The third takes 2.5
# minutes by winning strategies (tens of minutes by the closure, before
# 2026-12-06); the first ends UNDECIDED when its closure budget is spent
# (--seconds 600 here); first-bN is its slice with N frogs, a family in a
# alone (N = 2..5: seconds to about 20 minutes; N = 6: PROVED in 1 h 33 min,
# 6.5 GB, 2026-12-02); one-frog-bN is the slice
# T^a _^N F of his one-frog theorem, (a-1)(N-1), plus * for odd N (check
# tries winning strategies first: N = 4 to 10 and 12 are PROVED by them in 2 s
# to 4.5 min; by the closure N = 7 took 45 min and 5.4 GB, and N = 8 and
# beyond never closed; the runs are in the README). one-frog-even and
# one-frog-odd are the theorem typed as he states it, (a-1)(b-1) on even b
# in 2..12 and (a-1)(b-1)* on odd b in 3..9, proved by strategies slice by
# slice (161 s and 245 s, 2026-12-05; b = 9 is past the default budget
# since the chains in the domains, README "A regression at b = 9").
# third-coq proves the third with --coq into
# $COQ_OUT (default /tmp/erickson-third), then checks the files with coqc
# (library: make coq), two at a time, each file's seconds and peak memory.
# first-coq, one-frog-even-coq and one-frog-odd-coq write the first (every b)
# and the one-frog theorem (even b <= 8, odd b <= 7) by the strategy rule
# (--coq-by strategy) into $COQ_OUT (default /tmp/erickson-strategy), then
# check them with coqc (library: make coq): 8 minutes two files at a time
# (13 files, at most 1.3 GB each; since the widening thresholds of
# 2026-12-07 the first is 7 files, 6 minutes beside another run), 10 and 11
# minutes (one file each, 4.6 and 4.8 GB) (2026-12-06). one-frog-bN-coq
# does the same for b = N alone
# (N = 9: 51 files, 48 MB, about 4 CPU hours of coqc, two at a time, at most 3.4 GB
# a file; N = 10: 22 files, 16.8 MB; 42 minutes of coqc one file at a time, at most
# 1.7 GB each; here the parts go two at a time; N = 12: 51 files, 47.7 MB,
# about 3 CPU hours of coqc, at most 4.3 GB a file). third-strategy-coq writes the
# third by the strategy rule (its claim as typed in the last theorem,
# 13 MB in 15 files) and checks it: about 11 minutes of coqc two at a time.
# The strategy kinds resume a stopped check: a part whose file the new run
# writes byte for byte, and whose .vo is in $COQ_OUT, is not checked again.
# COQ_JOBS=N runs N coqc at a time (default 2; 1 keeps a core free for
# other work during a check of hours).
# GUESSES=FILE passes --guesses FILE (one conjecture at a time): a stopped
# run of a large slice (first-b6) resumes from the states it had guessed.
set -u
bin=${CGPROVE:-build/cgprove}
[ $# -eq 0 ] && set -- second third first
for which in "$@"; do
  extra=''
  case $which in
    second) pattern='T^a ___ FF'; claim='{a-2|a-2}'; where='a>=2' ;;
    third) pattern='T^a ___ FFF'; claim='a-7/2'; where='a>=5' ;;
    first) pattern='T^a __ F^b'; claim='{{a-3|a-b}|{*|3-b}}'; where='a>b && b>=2'; extra='--seconds 600' ;;
    first-b[2-9]) b=${which#first-b}; pattern="T^a __ F^$b"; claim="{{a-3|a-$b}|{*|$((3 - b))}}"; where="a>$b" ;;
    one-frog-b[2-9]|one-frog-b1[0-9]) b=${which#one-frog-b}; pattern="T^a _^$b F"; claim="$((b - 1))a-$((b - 1))"; where='a>=1'
      [ $((b % 2)) -eq 1 ] && claim="$claim+*" ;;
    one-frog-even) pattern='T^a _^b F'; claim='(a-1)(b-1)'; where='a>=1 && b>=2 && b<=12 && b%2==0' ;;
    one-frog-odd) pattern='T^a _^b F'; claim='(a-1)(b-1)*'; where='a>=1 && b>=3 && b<=9 && b%2==1' ;;
    third-coq) pattern='T^a ___ FFF'; claim='a-7/2'; where='a>=5'; coq=${COQ_OUT:-/tmp/erickson-third}
      rm -rf "$coq"; mkdir -p "$coq"; extra="--coq $coq/tf_erickson_third.v" ;;
    first-coq|third-strategy-coq|one-frog-even-coq|one-frog-odd-coq|one-frog-b[2-9]-coq|one-frog-b1[0-9]-coq) coq=${COQ_OUT:-/tmp/erickson-strategy}; mkdir -p "$coq"
      case $which in
        first-coq) pattern='T^a __ F^b'; claim='{{a-3|a-b}|{*|3-b}}'; where='a>b && b>=2' ;;
        third-strategy-coq) pattern='T^a ___ FFF'; claim='a-7/2'; where='a>=5' ;;
        one-frog-even-coq) pattern='T^a _^b F'; claim='(a-1)(b-1)'; where='a>=1 && b>=2 && b<=8 && b%2==0' ;;
        one-frog-odd-coq) pattern='T^a _^b F'; claim='(a-1)(b-1)*'; where='a>=1 && b>=3 && b<=7 && b%2==1' ;;
        # b = 9's G <= X is past the default 300 s since 2026-12-06 (README
        # "A regression at b = 9"), so a single slice gets 900 s a half.
        one-frog-b*-coq) b=${which#one-frog-b}; b=${b%-coq}; pattern='T^a _^b F'; claim='(a-1)(b-1)'
          [ $((b % 2)) -eq 1 ] && claim='(a-1)(b-1)*'
          where="a>=1 && b==$b"; extra='--strategy-seconds 900' ;;
      esac
      # Written into a staging folder first: see "keep what coqc has checked" below.
      rm -rf "$coq/.staging"; mkdir -p "$coq/.staging"
      extra="$extra --coq-by strategy --coq $coq/.staging/$(echo "$which" | tr - _).v" ;;
    *) echo "erickson_conjectures: unknown conjecture $which (second, third, first, first-bN, one-frog-bN, one-frog-even, one-frog-odd, third-coq, first-coq, third-strategy-coq, one-frog-even-coq, one-frog-odd-coq or one-frog-bN-coq)" >&2; exit 2 ;;
  esac
  [ -n "${GUESSES:-}" ] && extra="$extra --guesses $GUESSES"
  start=$(date +%s.%N)
  # shellcheck disable=SC2086
  out=$(/usr/bin/time -f '%M' -o /tmp/erickson_conjectures.mem "$bin" check tf "$pattern" "$claim" --where "$where" $extra 2>/dev/null)
  rc=$?
  end=$(date +%s.%N)
  # The verdict line: a strategy's output begins with its halves, a closure's with its states.
  echo "$which: $pattern = $claim ($where): $(echo "$out" | grep -E '^(PROVED|REFUTED|UNDECIDED)' | head -1)"
  echo "  exit $rc, $(echo "$start $end" | awk '{ printf "%.0f s", $2 - $1 }'), peak $(($(tail -n 1 /tmp/erickson_conjectures.mem) / 1024)) MB"
  case $which in
    *-coq) [ "$which" = third-coq ] || {
        file=$coq/$(echo "$which" | tr - _).v
        stem=${file%.v}
        # Keep what coqc has checked: an old file stays, with its .vo, only
        # where the new script wrote it byte for byte, the bases too, and the
        # library (make coq) is older than the .vo; a part whose .vo is there
        # is not checked again. A stopped check of hours (b = 9: 51 files) so
        # resumes. A run that wrote no script leaves the old one alone.
        [ -e "$coq/.staging/$(basename "$file")" ] || { echo "  no script written"; rm -rf "$coq/.staging"; continue; }
        for vo in "$stem".vo "$stem"_*.vo; do
          [ -e "$vo" ] && [ -n "$(find proofs/lib -name '*.vo' -newer "$vo" | head -n 1)" ] && rm -f "$vo"
        done
        base_changed=0
        for old in "$stem".v "$stem"_*.v; do
          [ -e "$old" ] && [ ! -e "$coq/.staging/$(basename "$old")" ] && rm -f "$old" "${old%.v}".vo*
        done
        for new in "$coq/.staging/$(basename "$stem")".v "$coq/.staging/$(basename "$stem")"_*.v; do
          [ -e "$new" ] || continue
          old=$coq/$(basename "$new")
          cmp -s "$new" "$old" && continue
          mv "$new" "$old"; rm -f "${old%.v}".vo*
          case $old in *_base.v) base_changed=1 ;; esac
        done
        rm -rf "$coq/.staging"
        [ $base_changed = 1 ] && rm -f "$stem".vo* "$stem"_*.vo*
        kept=$(ls "$stem"*_cases*.vo 2>/dev/null | wc -l)
        [ "$kept" -gt 0 ] && echo "  kept: $kept parts checked before, the same files"
        echo "  script: $(cat "$file" "$stem"_*.v 2>/dev/null | wc -c) bytes"
        start=$(date +%s.%N)
        # A script beyond 2 MB is split: a base, parts $COQ_JOBS at a time, then its
        # main file; a sliced claim's slices (MODULE_sK) each so, first.
        compile_set() {
          [ -e "$1_base.v" ] && [ ! -e "$1_base.vo" ] && /usr/bin/time -f "  $1_base.v: %e s, %M KB" coqc -Q proofs/lib CGProve -Q "$coq" "" "$1_base.v" > /dev/null
          # Largest first, so that the two at a time end together.
          for part in $(ls -S "$1"_cases*.v 2>/dev/null); do [ -e "${part%.v}.vo" ] || echo "$part"; done |
            xargs -P "${COQ_JOBS:-2}" -I FILE /usr/bin/time -f '  FILE: %e s, %M KB' \
            coqc -Q proofs/lib CGProve -Q "$coq" "" FILE > /dev/null
          /usr/bin/time -f "  $1.v: %e s, %M KB" coqc -Q proofs/lib CGProve -Q "$coq" "" "$1.v" > "$1.v.out"
        }
        for s in $(ls "$stem"_s[0-9]*.v 2>/dev/null | sed -n 's/.*_s\([0-9]*\)[._].*/\1/p' | sort -un); do
          compile_set "${stem}_s$s"
        done
        compile_set "$stem"
        echo "  coqc: $(echo "$start $(date +%s.%N)" | awk '{ printf "%.0f s", $2 - $1 }') wall"
        grep -q 'Closed under the global context' "$file.out" && echo "  Closed under the global context"
        continue
      } ;;
    *) continue ;;
  esac
  echo "  script: $(ls "$coq"/*.v | wc -l) files, $(cat "$coq"/*.v | wc -c) bytes"
  start=$(date +%s.%N)
  for kind in _base _values _cases _steps; do
    ls "$coq"/tf_erickson_third$kind*.v | xargs -P 2 -I FILE /usr/bin/time -f '  FILE: %e s, %M KB' \
      coqc -Q proofs/lib CGProve -Q "$coq" "" FILE > /dev/null
  done
  /usr/bin/time -f '  tf_erickson_third.v: %e s, %M KB' coqc -Q proofs/lib CGProve -Q "$coq" "" "$coq/tf_erickson_third.v"
  echo "  coqc: $(echo "$start $(date +%s.%N)" | awk '{ printf "%.0f s", $2 - $1 }') wall"
done
