#!/bin/sh
# The Coq proofs check, in a scratch copy (the source tree is left alone).
#
#   check_coq.sh lib PROOFS_DIR WORK_DIR
#       compiles proofs/lib into WORK_DIR/lib (no Admitted/admit/Axiom in it);
#   check_coq.sh files PROOFS_DIR WORK_DIR FOLDER FILE...
#       compiles proofs/FOLDER/FILE... against WORK_DIR/lib, requires each
#       file's last theorem to rest on no axiom (Print Assumptions), and
#       requires the mutated copies listed below for those files (one leaf of
#       a value changed, one piece's region widened, a claimed P-set changed)
#       to be rejected by coqc;
#   check_coq.sh split PROOFS_DIR WORK_DIR FOLDER MAIN
#       the same for a proof split into files (proofs/FOLDER/MAIN_base.v,
#       MAIN_values*.v, MAIN_cases*.v, MAIN_steps*.v, MAIN.v; the files of
#       one kind two at a time), the mutants on MAIN.v alone.
set -eu
. "$(dirname "$0")/mutant.sh"
mode=$1
src=$2
work=$3

now() { date +%s.%N; }
elapsed() { echo "$1 $2" | awk '{ printf "%.1f s", $2 - $1 }'; }

if [ "$mode" = lib ]; then
  rm -rf "$work/lib"
  mkdir -p "$work/lib"
  # One folder per game (toads_frogs/, chomp/) beside the shared files.
  (cd "$src/lib" && find . -name '*.v' -o -name _CoqProject) | while read -r f; do
    mkdir -p "$work/lib/$(dirname "$f")"; cp "$src/lib/$f" "$work/lib/$f"
  done
  cd "$work"
  if grep -rnE --include='*.v' '(Admitted|admit|Axiom)' lib; then
    echo "FAIL: unproven statement in proofs/lib"; exit 1
  fi
  t0=$(now)
  for f in $(grep '\.v$' lib/_CoqProject); do
    coqc -Q lib CGProve "lib/$f"
  done
  echo "library: $(elapsed "$t0" "$(now)")"
  exit 0
fi

folder=$4
shift 4
out="$work/$(echo "$folder" | tr / _).$$"
rm -rf "$out"
mkdir -p "$out/mutants"
cd "$work"
coq_flags=""

if [ "$mode" = split ]; then
  main=$1
  if grep -nE '(Admitted|admit\.|Axiom)' "$src/$folder"/*.v; then echo "FAIL: unproven statement in $folder"; exit 1; fi
  cp "$src/$folder"/*.v "$out/"
  coq_flags="-Q $out \"\""
  t=$(now)
  for kind in _base _values _cases _steps; do
    ls "$out/$main$kind"*.v | xargs -P 2 -I FILE sh -c "coqc -Q lib CGProve -Q '$out' '' FILE > /dev/null"
    echo "$folder/$main$kind*: $(elapsed "$t" "$(now)")"
  done
  coqc -Q lib CGProve -Q "$out" "" "$out/$main.v" > "$out/$main.out"
  if ! grep -q 'Closed under the global context' "$out/$main.out"; then
    cat "$out/$main.out"; echo "FAIL: $folder/$main.v depends on an axiom or prints no Print Assumptions"; exit 1
  fi
  echo "$folder (all files): $(elapsed "$t" "$(now)")"
  set -- "$main.v"
fi

for name in "$@"; do
  [ "$mode" = split ] && break
  f="$src/$folder/$name"
  if grep -nE '(Admitted|admit\.|Axiom)' "$f"; then echo "FAIL: unproven statement in $f"; exit 1; fi
  t=$(now)
  coqc -Q lib CGProve -o "$out/$name"o "$f" > "$out/$name.out"
  if ! grep -q 'Closed under the global context' "$out/$name.out"; then
    cat "$out/$name.out"; echo "FAIL: $f depends on an axiom or prints no Print Assumptions"; exit 1
  fi
  echo "$folder/$name: $(elapsed "$t" "$(now)")"
done

# mutant FILE FROM TO [g]: a copy of FILE with FROM replaced by TO (on every
# line, every occurrence with g) must not compile.
mutant() {
  mutant_sed "$1" "s/$2/$3/${4:-}"
}
# mutant_sed FILE SCRIPT: the same with a sed script.
mutant_sed() {
  m="$out/mutants/$(basename "$1")"
  sed "$2" "$src/$folder/$1" > "$m"
  if cmp -s "$src/$folder/$1" "$m"; then echo "FAIL: mutation '$2' did not apply to $1"; exit 1; fi
  if ! eval coq_rejects '"$src/$folder/$1"' '"$m"' -Q lib CGProve "$coq_flags"; then
    echo "FAIL: coqc accepted $m ('$2')"; exit 1
  fi
  echo "rejected as it should: $folder/$1 with '$2'"
}
for name in "$@"; do
  case "$folder/$name" in
    examples/tf_A11.v) mutant tf_A11.v 'then Game \[int (a - 1)\] \[int 1\]' 'then Game [int (a - 1)] [int 2]' ;;
    examples/chomp_two_rows.v) mutant chomp_two_rows.v 'a = b + 1)\.' 'a = b + 2).' ;;
    examples/tf_TT_F_.v) mutant tf_TT_F_.v '== dyadic 3 1\.$' '== dyadic 5 2.' ;;
    # The catalog: every copy of the formula changes (the values of the state
    # and of the family, the piece lemma), so only the induction can object.
    catalog/tf_A11.v)
      mutant tf_A11.v 'int (a - 2)\] \[int 1\]' 'int (a - 1)] [int 1]' g
      # b >= 2 widened to b >= 1 in the state's piece and its lemma (not in
      # the family's value, whose own lemmas would object first).
      mutant_sed tf_A11.v 's/((b >= 2)%Z, int a)/((b >= 1)%Z, int a)/; s/g -> (b >= 2)%Z -> g == int a/g -> (b >= 1)%Z -> g == int a/' ;;
    catalog/tf_erickson/tf_erickson.v)
      mutant tf_erickson.v '\[int (a - 2)\] \[int (a - 2)\]' '[int (a - 2)] [int (a - 1)]' g
      mutant tf_erickson.v '(Z.of_nat a >= 2)%Z -> tf_game' '(Z.of_nat a >= 1)%Z -> tf_game' ;;
    # Erickson's first for every b, by the strategy rule: b >= 2 widened to
    # b >= 1 (where T^a __ F is a-1, not the claim), so the entries fail.
    catalog/tf_erickson_first_strategy/tf_erickson_first_strategy.v)
      mutant tf_erickson_first_strategy.v '(Z.of_nat a - Z.of_nat b >= 1 \/\\ Z.of_nat b >= 2)%Z ->' '(Z.of_nat a - Z.of_nat b >= 1 \/\\ Z.of_nat b >= 1)%Z ->' ;;
    # Erickson's first on its slice b = 2: a - 2 changed to a - 1, and a >= 3
    # widened to a >= 2 (where the value is *).
    catalog/tf_erickson_first_b2/tf_erickson_first_b2.v)
      mutant tf_erickson_first_b2.v 'int (a - 3)\] \[int (a - 2)\]' 'int (a - 3)] [int (a - 1)]' g
      mutant tf_erickson_first_b2.v '(Z.of_nat a >= 3)%Z -> tf_game' '(Z.of_nat a >= 2)%Z -> tf_game' ;;
    # The one-frog slice b = 3: the star dropped from the slice's (2a-2)*,
    # then from the claim as typed, (a-1)(b-1)* (so that joining the slice's
    # theorem to it must fail), and the pin moved to b = 5 (where the value
    # is (4a-4)*, so the board's rewrite to the pinned board must fail).
    catalog/tf_one_frog_b3/tf_one_frog_b3.v)
      mutant tf_one_frog_b3.v 'nstar (int (2 \* a - 2))' 'int (2 * a - 2)' g
      mutant tf_one_frog_b3.v 'nstar (int ((a - 1) \* (b - 1)))' 'int ((a - 1) * (b - 1))'
      mutant tf_one_frog_b3.v 'Z.of_nat b = 3)%Z -> tf_game' 'Z.of_nat b = 5)%Z -> tf_game' ;;
    # T^a F _^b = a(b-1) on b = 1, 2, 3, one theorem from three slices: the
    # claim as typed changed to ab, and its region widened to b <= 4 (no
    # slice covers b = 4, so the slices' disjunction must fail).
    catalog/tf_T_a_F__b/tf_T_a_F__b.v)
      mutant tf_T_a_F__b.v 'int (a \* (b - 1))\.' 'int (a * b).'
      mutant tf_T_a_F__b.v 'Z.of_nat b <= 3)%Z -> tf_game' 'Z.of_nat b <= 4)%Z -> tf_game' ;;
    # The one-frog theorem on b = 2, 4 and on b = 3, 5: the claim as typed
    # without its factor b - 1, and with the star dropped; each range widened
    # by one value of b, which no slice covers.
    catalog/tf_one_frog_even/tf_one_frog_even.v)
      mutant tf_one_frog_even.v 'int ((a - 1) \* (b - 1))\.' 'int (a - 1).'
      mutant tf_one_frog_even.v 'Z.of_nat b <= 4 ' 'Z.of_nat b <= 6 ' ;;
    catalog/tf_one_frog_odd/tf_one_frog_odd.v)
      mutant tf_one_frog_odd.v 'nstar (int ((a - 1) \* (b - 1)))\.' 'int ((a - 1) * (b - 1)).'
      mutant tf_one_frog_odd.v 'Z.of_nat b <= 5 ' 'Z.of_nat b <= 7 ' ;;
    # The stripped family: the left frog made a blank in the family's board,
    # which the normalisation lemma must then not equal.
    catalog/tf_stripped_entry.v)
      mutant tf_stripped_entry.v ':= F :: repeat T a' ':= E :: repeat T a' ;;
    # Erickson's third: a - 7/2 changed to a - 5/2, and a >= 5 widened to
    # a >= 4 (where the value is {1|{1/2|0}}).
    catalog/tf_erickson_third/tf_erickson_third.v)
      mutant tf_erickson_third.v 'dyadic (2 \* a - 7) 1' 'dyadic (2 * a - 5) 1' g
      mutant tf_erickson_third.v '(Z.of_nat a >= 5)%Z -> tf_game' '(Z.of_nat a >= 4)%Z -> tf_game' ;;
    # A dead wall one piece short (the board still splits there, the wall's
    # side condition fails): the wall lemma must not apply.
    catalog/tf_dead_walls_T_a__F.v)
      mutant tf_dead_walls_T_a__F.v 'tf_norm_wall_r \[\] (\[E; E\]) \[\] 2 1' 'tf_norm_wall_r [] ([E; E; T]) [] 1 1' ;;
    catalog/tf_dead_walls_T__F_a.v)
      mutant tf_dead_walls_T__F_a.v 'tf_norm_wall_l \[\] (\[E; E\]) \[\] 1 2' 'tf_norm_wall_l [] ([F; E; E]) [] 1 1' ;;
    # B21 on its band: 2d + c - a - 2 changed to 2d + c - a - 1, and the
    # band widened to d >= a+b+c (the entry's state is claimed on d-a-b-c >= 1
    # only, so lia must fail to put the entry in its domain).
    catalog/tf_b21_band.v)
      mutant tf_b21_band.v 'int (- a + c + 2 \* d - 2)' 'int (- a + c + 2 * d - 1)' g
      mutant tf_b21_band.v '+ Z.of_nat d >= 1)%Z -> tf_game' '+ Z.of_nat d >= 0)%Z -> tf_game' ;;
    # B21 beyond its bands by the strategy rule: 2d + c - a - 2 changed to
    # 2d + c - a - 1 in the theorem, and the region widened to d >= a+b+1 in
    # both halves and the theorem (the entry then leaves its node's domain).
    catalog/tf_b21_far_strategy.v)
      mutant tf_b21_far_strategy.v 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 \* Z.of_nat d - 2)' 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d - 1)'
      mutant tf_b21_far_strategy.v 'Z.of_nat d >= 2)%Z ->' 'Z.of_nat d >= 1)%Z ->' g ;;
    # B21 on its wedge below the line: 2d + c - a changed to 2d + c - a + 1 in
    # the theorem, and the wedge widened to c + 4d >= 2a + 2b + 1 in both
    # halves and the theorem, where the claim is false (a = 3, b = 1, c = 1,
    # d = 2 is 5/2).
    catalog/tf_b21_wedge_strategy.v)
      mutant tf_b21_wedge_strategy.v 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 \* Z.of_nat d)\.' 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 1).'
      mutant tf_b21_wedge_strategy.v '+ 4 \* Z.of_nat d >= 2 ' '+ 4 * Z.of_nat d >= 1 ' g ;;
    # B21 deep below the line: 2d + c - a + 2 changed to 2d + c - a + 3 in
    # the theorem, and a <= c + 2d + 1 widened to c + 2d + 2 in both halves
    # and the theorem, where the claim is false (at a = 6, b = 1, c = 0, d = 2
    # it gives 0; the value is 1/2).
    catalog/tf_b21_deep_strategy.v)
      mutant tf_b21_deep_strategy.v 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 \* Z.of_nat d + 2)\.' 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 3).'
      mutant tf_b21_deep_strategy.v 'Z.of_nat a - Z.of_nat c - 2 \* Z.of_nat d <= 1)' 'Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d <= 2)' g ;;
    # B21 below the line where d >= a + 2: 2d + c - a changed to 2d + c - a
    # + 1 in the theorem, and the region widened to d >= a + 1 in both halves
    # and the theorem, where the claim is false (a = 0, b = 3, c = 0, d = 1
    # is 5/2).
    catalog/tf_b21_tail_strategy.v)
      mutant tf_b21_tail_strategy.v 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 \* Z.of_nat d)\.' 'F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 1).'
      mutant tf_b21_tail_strategy.v '- Z.of_nat a + Z.of_nat d >= 2)%Z' '- Z.of_nat a + Z.of_nat d >= 1)%Z' g ;;
    # 3-row Chomp by computation: top row 5's tail offset 4 changed to 5, and
    # top row 1's P-position [1,1,3] moved to [1,1,4]; the checker must
    # compute false, so that claim_checks does not type.
    catalog/chomp_3rows_top100.v)
      mutant chomp_3rows_top100.v 'CRow 5 7 \[Some 10; Some 9\] \[Some 4\]' 'CRow 5 7 [Some 10; Some 9] [Some 5]'
      mutant chomp_3rows_top100.v 'CRow 1 3 \[Some 3; Some 2\]' 'CRow 1 3 [Some 4; Some 2]' ;;
    catalog/chomp_2_b_b2.v) mutant chomp_2_b_b2.v 'Z.of_nat b = 1 \/\\ Z.of_nat c = 3' 'Z.of_nat b = 1 \/\\ Z.of_nat c = 4' g ;;
    catalog/tf_value_TT_F_.v) mutant tf_value_TT_F_.v '== dyadic 3 1\.$' '== int 2.' ;;
  esac
done
echo "Coq proofs ($folder): all checks passed"
