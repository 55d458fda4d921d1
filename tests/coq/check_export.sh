#!/bin/sh
# Forms of exported scripts that the catalog does not show, written by
# cgprove and checked by coqc against WORK_DIR/lib (the compiled library):
#   check_export.sh piecewise CGPROVE WORK_DIR
#       a family's value of more than 16 pieces is stated as a piecewise list
#       (CGProve.Piecewise.piecewise, TfScriptRequest::select_max_pieces).
#       Forced on A21 (at most 9 pieces a family), in lemmas of at most 4
#       pieces (TfScriptRequest::pieces_per_lemma, so that family3's list
#       is written in parts, family3_part1 ++ ..., and a smaller family's
#       is not): the script must state it, and coqc must accept it and
#       reject two mutants, one piece's value changed (its holds goal
#       fails), and one piece's region narrowed so that no piece covers
#       c = 2 (the cover fails);
#   check_export.sh strategy CGPROVE WORK_DIR
#       G = X written by the strategy rule (check tf --coq-by strategy) for
#       T^a __ F = a-1 and for Erickson's first conjecture on b = 2: coqc
#       must accept both and reject three mutants, the claim changed (its
#       entry fails), a node's domain widened past where its claim holds
#       (an answer fails), and a leaf of the claim's tree changed; and the
#       one-frog theorem (a-1)(b-1) on b = 2, 4 from its slices, the typed
#       product changed rejected; and 5/2 on T _^b T F _ (odd b >= 3), its
#       tree {2|3} and the claim as typed, 7/2 in its place rejected;
#   check_export.sh chomp_split CGPROVE WORK_DIR
#       a Chomp proof beyond 200 KB (kCoqPartBytes) is split into
#       MODULE_base.v, MODULE_rows*.v and MODULE.v: for top row 15 (about
#       300 KB) the files must be written and coqc must accept them in that
#       order, the theorem resting on no axiom.
set -eu
. "$(dirname "$0")/mutant.sh"
mode=$1
bin=$2
work=$3
dir=$work/export_$mode
rm -rf "$dir"
mkdir -p "$dir"
cd "$dir"
coq() {  # FILE: coqc accepts it, with the folder on the load path
  coqc -Q "$work/lib" CGProve -Q . "" "$1" > "$1.out" 2>&1 || { cat "$1.out"; echo "FAIL: coqc rejected $1"; exit 1; }
}
closed() {  # FILE: its last theorem rests on no axiom
  grep -q 'Closed under the global context' "$1.out" || { echo "FAIL: $1 rests on an axiom"; exit 1; }
  echo "accepted: $1"
}
reject() {  # NAME SED: the script so mutated is rejected
  sed "$2" "$script" > "$1.v"
  if cmp -s "$script" "$1.v"; then echo "FAIL: mutation '$2' did not apply"; exit 1; fi
  if ! coq_rejects "$script" "$1.v" -Q "$work/lib" CGProve; then echo "FAIL: coqc accepted $1.v ('$2')"; exit 1; fi
  printf 'rejected as it should: %s (%s)\n' "$1" "$2"
}
case $mode in
  piecewise)
    script=tf_A21_piecewise.v
    CGPROVE_COQ_SELECT_MAX_PIECES=0 CGPROVE_COQ_PIECES_PER_LEMMA=4 \
      "$bin" prove tf --class A21 --coq "$dir/$script" > /dev/null
    grep -q 'piecewise (family3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (family3_board a b c))' "$script" ||
      { echo "FAIL: no piecewise statement in $script"; exit 1; }
    grep -q '^  family3_part1 a b c ++$' "$script" && grep -q '^Lemma family3_holds3 : ' "$script" ||
      { echo "FAIL: family3's list is not proved in parts in $script"; exit 1; }
    grep -q '^Lemma family1_holds : ' "$script" ||
      { echo "FAIL: family1's list is not proved in one lemma in $script"; exit 1; }
    coq "$script"
    closed "$script"
    reject value 's/^\(Definition family3_q2 .*, \)int (2 \* a + b))\.$/\1int (2 * a + b + 1))./'
    reject cover 's/^\(Definition family3_q2 .*\)((c >= 2)%Z,/\1((c >= 3)%Z,/' ;;
  chomp_split)
    "$bin" prove chomp --rows 3 --top-max 15 --coq-by lia --coq "$dir/chomp15.v" > /dev/null
    for f in chomp15_base.v chomp15_rows1.v chomp15_rows2.v chomp15.v; do
      [ -e "$f" ] || { echo "FAIL: $f was not written"; ls; exit 1; }
    done
    coq chomp15_base.v
    for f in chomp15_rows*.v; do coq "$f"; done
    coq chomp15.v
    closed chomp15.v ;;
  strategy)
    # G = X by the strategy rule (CGProve.TfStrategy): one integer claim and
    # Erickson's first conjecture on its slice b = 2, a {..|..} claim.
    script=tf_TT_F_strategy.v
    "$bin" check tf "T^a __ F" "a-1" --where "a>=1" --coq-by strategy --coq "$dir/$script" > /dev/null
    grep -q '^  tf_game (repeat T a ++ \[E; E; F\]) == int (Z.of_nat a - 1)\.$' "$script" ||
      { echo "FAIL: $script does not state the claim"; exit 1; }
    coq "$script"
    closed "$script"
    reject claim 's/int (Z.of_nat a - 1)/int (Z.of_nat a - 2)/g'
    reject domain 's/^\(Definition s1_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 >= \)1))%Z\.$/\10))%Z./'
    script=tf_erickson_first_b2_strategy.v
    "$bin" check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq-by strategy --coq "$dir/$script" > /dev/null
    coq "$script"
    closed "$script"
    reject leaf 's/^\(Definition t[0-9]* (z1 : Z) : game := Game \)\[nstar (int 0)\] \[int 1\]\.$/\1[int 0] [int 1]./'
    # Erickson's one-frog theorem as typed, (a-1)(b-1), on b = 2 and 4: a
    # Module per slice and the claim from the slices.
    script=tf_one_frog_strategy.v
    "$bin" check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq-by strategy \
      --coq "$dir/$script" > /dev/null
    grep -q '^  tf_game (repeat T a ++ repeat E b ++ \[F\]) == int ((Z.of_nat a - 1) \* (Z.of_nat b - 1))\.$' "$script" ||
      { echo "FAIL: $script does not state the claim as typed"; exit 1; }
    coq "$script"
    closed "$script"
    reject product 's/int ((Z.of_nat a - 1) \* (Z.of_nat b - 1))/int ((Z.of_nat a - 1) * (Z.of_nat b - 2))/'
    # A claim with a half leaf, 5/2: the certificates state {2|3}
    # (kernel/half_leaves.h), and the last theorem the claim as typed, by
    # CGProve.Dyadic.half_leaf; 7/2 in its place must be rejected.
    script=tf_half_leaf_strategy.v
    "$bin" check tf "T _^b T F _" "5/2" --where "b>=3 && b%2==1" --coq-by strategy --coq "$dir/$script" > /dev/null
    grep -q '^  tf_game (T :: repeat E b ++ \[T; F; E\]) == dyadic 5 1\.$' "$script" ||
      { echo "FAIL: $script does not state the claim as typed"; exit 1; }
    coq "$script"
    closed "$script"
    reject half 's/dyadic 5 1/dyadic 7 1/g' ;;
  *) echo "check_export.sh: unknown mode $mode (piecewise, chomp_split, strategy)"; exit 2 ;;
esac
