# Sourced by check_coq.sh and check_export.sh (POSIX sh).
#
#   coq_rejects ORIGINAL MUTANT COQC_ARGS...
#       coqc COQC_ARGS must reject MUTANT, a copy of ORIGINAL (which coqc has
#       accepted) changed by sed. Returns 0 when rejected, 1 when accepted,
#       and exits with FAIL when the check itself would prove nothing.
#
# Why not just run coqc on the mutant: most mutants change a claim near the
# end of a script (the theorem as typed), and coqc then spends the whole
# script's time on the unchanged proofs before it. Those proofs are the
# original's, already accepted, so they are admitted (admit_prefix.awk) and
# coqc checks the rest. That is sound only if admitting them changes nothing
# after them, so the original with the same proofs admitted, the control,
# must still be accepted: else the mutant's rejection could come from the
# cut, and the check would be unable to fail. Where the first change falls in
# the first half of the script, the control would cost more than it saves:
# the mutant is then checked whole; so is a mutant of a script of at most
# 1,000 lines, where coqc's start (loading the library) outweighs the proofs.
coq_mutant_awk=$(cd "$(dirname "$0")" && pwd)/admit_prefix.awk

coq_rejects() {
  orig=$1; mutant=$2; shift 2
  first=$(cmp "$orig" "$mutant" | sed -n 's/.* line \([0-9]*\)$/\1/p')
  [ -n "$first" ] || { echo "FAIL: $mutant does not differ from $orig"; exit 1; }
  lines=$(wc -l < "$orig")
  if [ "$lines" -gt 1000 ] && [ $((2 * first)) -gt "$lines" ]; then
    cut_dir=$(dirname "$mutant")/admitted.$$
    mkdir -p "$cut_dir/control" "$cut_dir/mutant"
    name=$(basename "$mutant")
    # (Called as an if's condition, where set -e is off: each step checked.)
    awk -v stop="$first" -f "$coq_mutant_awk" "$orig" > "$cut_dir/control/$name" &&
      awk -v stop="$first" -f "$coq_mutant_awk" "$mutant" > "$cut_dir/mutant/$name" ||
      { echo "FAIL: admit_prefix.awk failed on $orig"; exit 1; }
    if ! coqc "$@" -o "$cut_dir/control/${name}o" "$cut_dir/control/$name" > "$cut_dir/control.out" 2>&1; then
      cat "$cut_dir/control.out"
      echo "FAIL: $orig with its proofs before line $first admitted is rejected; the mutant check would prove nothing"
      exit 1
    fi
    mutant=$cut_dir/mutant/$name
  fi
  if coqc "$@" -o "${mutant}o" "$mutant" > /dev/null 2>&1; then return 1; fi
  return 0
}
