#!/bin/sh
# The Coq proofs check: compiles proofs/lib and every proofs/examples/*.v with
# coqc in a scratch copy (the source tree is left alone), requires every
# example's theorem to rest on no axiom (Print Assumptions), and requires
# mutated copies of two theorems (one leaf of a value changed, one claimed
# P-set changed) to be rejected by coqc.
# Usage: check_coq.sh PROOFS_DIR WORK_DIR
set -eu
src=$1
work=$2
rm -rf "$work"
mkdir -p "$work/lib" "$work/examples" "$work/mutants"
cp "$src"/lib/*.v "$src"/lib/_CoqProject "$work/lib/"
cp "$src"/examples/*.v "$work/examples/"
cd "$work"

now() { date +%s.%N; }
elapsed() { echo "$1 $2" | awk '{ printf "%.1f s", $2 - $1 }'; }

if grep -nE '(Admitted|admit|Axiom)' lib/*.v; then
  echo "FAIL: unproven statement in proofs/lib"; exit 1
fi

t0=$(now)
for f in $(grep '\.v$' lib/_CoqProject); do
  coqc -Q lib CGProve "lib/$f"
done
echo "library: $(elapsed "$t0" "$(now)")"

for f in examples/*.v; do
  t=$(now)
  coqc -Q lib CGProve "$f" > "$f.out"
  if ! grep -q 'Closed under the global context' "$f.out"; then
    cat "$f.out"; echo "FAIL: $f depends on an axiom or prints no Print Assumptions"; exit 1
  fi
  echo "$f: $(elapsed "$t" "$(now)")"
done

# mutant FILE FROM TO: a copy of FILE with FROM replaced by TO must not compile.
mutant() {
  out="mutants/$(basename "$1")"
  sed "s/$2/$3/" "$1" > "$out"
  if cmp -s "$1" "$out"; then echo "FAIL: mutation '$2' did not apply to $1"; exit 1; fi
  if coqc -Q lib CGProve "$out" > /dev/null 2>&1; then
    echo "FAIL: coqc accepted $out ('$2' -> '$3')"; exit 1
  fi
  echo "rejected as it should: $1 with '$2' -> '$3'"
}
mutant examples/tf_A11.v 'then Game \[int (a - 1)\] \[int 1\]' 'then Game [int (a - 1)] [int 2]'
mutant examples/chomp_two_rows.v 'a = b + 1)\.' 'a = b + 2).'
mutant examples/tf_TT_F_.v '== dyadic 3 1\.$' '== dyadic 5 2.'
echo "Coq proofs: all checks passed"
