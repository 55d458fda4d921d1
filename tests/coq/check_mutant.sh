#!/bin/sh
# The mutant check itself (tests/coq/mutant.sh), on a script of 1,200 lines:
#   - a mutant of its last theorem, false, is rejected, and through the
#     admitted prefix (its 300 proofs before the change admitted);
#   - a mutant whose change is still a proof (another tactic) is accepted:
#     the admitted prefix does not reject everything;
#   - where the original itself fails after the cut, the check stops with
#     FAIL (the control), instead of counting the mutant as rejected.
# Usage: check_mutant.sh WORK_DIR
set -eu
. "$(dirname "$0")/mutant.sh"
work=$1
rm -rf "$work"
mkdir -p "$work"
cd "$work"
script() {  # FILE CLAIM PROOF: 300 lemmas, then the theorem CLAIM by PROOF
  {
    echo "From Coq Require Import Arith."
    i=0
    while [ $i -lt 300 ]; do
      printf 'Lemma l%d (n : nat) : n + %d = %d + n.\nProof.\n  apply Nat.add_comm.\nQed.\n' $i $i $i
      i=$((i + 1))
    done
    printf 'Theorem last (n : nat) : %s.\nProof. %s Qed.\n' "$2" "$3"
  } > "$1"
}
script orig.v "n + 299 = 299 + n" "exact (l299 n)."
coqc orig.v > /dev/null || { echo "FAIL: coqc rejected the original"; exit 1; }

mkdir -p wrong
script wrong/orig_mut.v "n + 299 = 298 + n" "exact (l299 n)."
coq_rejects orig.v wrong/orig_mut.v || { echo "FAIL: the false mutant was accepted"; exit 1; }
admitted=$(grep -c '^Admitted\.$' wrong/admitted.$$/mutant/orig_mut.v)
[ "$admitted" = 300 ] || { echo "FAIL: $admitted proofs admitted before the change, not 300"; exit 1; }
echo "rejected as it should: the false theorem, 300 proofs admitted before it"

mkdir -p still_true
script still_true/orig_mut.v "n + 299 = 299 + n" "apply Nat.add_comm."
if coq_rejects orig.v still_true/orig_mut.v; then echo "FAIL: a mutant that still proves its theorem was rejected"; exit 1; fi
echo "accepted as it should: the same theorem by another tactic"

mkdir -p broken
script broken/base.v "n + 299 = 298 + n" "exact (l299 n)."
script broken/base_mut.v "n + 299 = 297 + n" "exact (l299 n)."
if (coq_rejects broken/base.v broken/base_mut.v) > broken/out 2>&1; then
  cat broken/out; echo "FAIL: a mutant of a rejected original counted as rejected"; exit 1
fi
grep -q 'the mutant check would prove nothing' broken/out ||
  { cat broken/out; echo "FAIL: the control did not name why it stopped"; exit 1; }
echo "stopped as it should: the original fails after the cut, so its mutant proves nothing"
