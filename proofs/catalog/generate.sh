#!/bin/sh
# Regenerates the Coq catalog with cgprove: every file here is the output of
# one command below (the header of each file names it).
# Usage: generate.sh CGPROVE [OUT_DIR] [third]   (OUT_DIR defaults to this folder)
# Erickson's third conjecture (302 files) takes about 20 minutes of CPU to
# prove and export, so it is written only when the third argument is `third`,
# and so are the one-frog theorem's ranges of b (about 1 minute) and Erickson's
# first conjecture by the strategy rule (30 s).
set -eu
bin=$1
out=${2:-$(dirname "$0")}
mkdir -p "$out"
run() { file=$1; shift; "$bin" "$@" --coq "$out/$file" > /dev/null; }

run tf_value_TT_F_.v     value tf TT_F_
run tf_A11.v             prove tf --class A11
run tf_A21.v             prove tf --class A21
run tf_A12.v             prove tf --class A12
run tf_B11.v             prove tf --class B11
run chomp_2_b_b2.v       check chomp "[2,b,b+2]" P
run chomp_3rows_top10.v  prove chomp --rows 3 --top-max 10 --coq-by lia
# The same theorem to top row 100, proved by one run of the library's checker
# (CGProve.ChompReflect; the default --coq of 3 rows).
run chomp_3rows_top100.v prove chomp --rows 3 --top-max 100
# A small proof that removes dead walls (closed with them from the start).
CGPROVE_DEAD_WALLS=always run tf_dead_walls_T_a__F.v prove tf "T^a __ F"
CGPROVE_DEAD_WALLS=always run tf_dead_walls_T__F_a.v prove tf "T __ F^a"
# Erickson's conjecture: a proof in 31 files, in its own folder.
mkdir -p "$out/tf_erickson"
run tf_erickson/tf_erickson.v  check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --max-states 10000
# Erickson's first conjecture on its slice b = 2 (9 files, its own folder).
mkdir -p "$out/tf_erickson_first_b2"
run tf_erickson_first_b2/tf_erickson_first_b2.v  check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3"
# Erickson's theorem for one frog, T^a _^b F = (a-1)(b-1)* for odd b, on its
# slice b = 3: a polynomial claim, stated as typed and proved on the pinned
# family T^a ___ F.
mkdir -p "$out/tf_one_frog_b3"
run tf_one_frog_b3/tf_one_frog_b3.v  check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b==3"
# A polynomial claim over three values of b, one theorem from three slices.
mkdir -p "$out/tf_T_a_F__b"
run tf_T_a_F__b/tf_T_a_F__b.v  check tf "T^a F _^b" "a(b-1)" --where "b>=1 && b<=3"
# A family whose board is normalised before its first state (a frog at the
# left end, a toad at the right), on a pinned region.
run tf_stripped_entry.v  prove tf "F T^a _^b F T" --where "a>=1 && b==1"
# B21 on the band d >= a+b+c+1, which no move leaves: its states closed on
# the regions the family reaches, each claim with its domain as a premise.
run tf_b21_band.v  check tf "_^a T _^b T _^c F _^d" "2d+c-a-2" --where "d>=a+b+c+1"
# B21 beyond its bands, on d >= a+b+2 for every c, by the strategy rule
# (CGProve.TfStrategy): the closure needs B21's values below that line, where
# they have no compact formula; winning strategies do not.
run tf_b21_far_strategy.v  check tf "_^a T _^b T _^c F _^d" "2d+c-a-2" --where "d>=a+b+2" --coq-by strategy
# B21 below that line, on the wedge c+4d >= 2a+2b+2 and, for even c, one line
# more (every line d+k == a+b, k >= 2, from its own c on), likewise.
run tf_b21_wedge_strategy.v  check tf "_^a T _^b T _^c F _^d" "2d+c-a" --where "d+2<=a+b && a>=1 && b>=1 && d>=1 && (c+4d>=2a+2b+2 || (c+4d>=2a+2b && c%2==0))" --coq-by strategy
# B21 deep below it, where the first toad's blanks a lie between (c+2d+3)/2
# and c+2d+1: 2d+c-a+2, likewise.
run tf_b21_deep_strategy.v  check tf "_^a T _^b T _^c F _^d" "2d+c-a+2" --where "a<=c+2d+1 && c+2d+3<=2a && c+4d+6<=2a+2b" --coq-by strategy
# B21 below the line where the frog's tail d is at least the first toad's
# blanks a plus 2: 2d+c-a for every c and every gap b, likewise.
run tf_b21_tail_strategy.v  check tf "_^a T _^b T _^c F _^d" "2d+c-a" --where "d>=a+2 && d+2<=a+b" --coq-by strategy
# Erickson's third conjecture: 302 files in its own folder; and the one-frog
# theorem on b = 2, 4 and on b = 3, 5, each one theorem over its slices
# (10 and 30 files).
if [ "${3:-}" = third ]; then
  mkdir -p "$out/tf_erickson_third" "$out/tf_one_frog_even" "$out/tf_one_frog_odd"
  run tf_erickson_third/tf_erickson_third.v  check tf "T^a ___ FFF" "a-7/2" --where "a>=5"
  run tf_one_frog_even/tf_one_frog_even.v  check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0"
  run tf_one_frog_odd/tf_one_frog_odd.v  check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1"
  # Erickson's first conjecture for every b, by the strategy rule
  # (CGProve.TfStrategy): 7 files, 4.7 MB, about 6 minutes of coqc two at a time.
  mkdir -p "$out/tf_erickson_first_strategy"
  run tf_erickson_first_strategy/tf_erickson_first_strategy.v  check tf "T^a __ F^b" "{{a-3|a-b}|{*|3-b}}" --where "a>b && b>=2" --coq-by strategy
fi
