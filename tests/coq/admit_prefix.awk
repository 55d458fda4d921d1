# awk -v stop=N -f admit_prefix.awk FILE.v
#
# FILE.v with every proof that ends before line N (a block from a line
# starting `Proof.` to a line ending `Qed.`) replaced by `Admitted.`; the rest
# verbatim. tests/coq/mutant.sh uses it to check a mutant from its first
# changed line on: the proofs before that line are the original's, which
# coqc has already accepted, and a Qed proof is opaque, so nothing after it
# can tell it from `Admitted.`. Proofs ending in `Defined.` (transparent,
# later goals may compute with them) are kept.
function flush() { printf "%s", held; held = ""; holding = 0 }
{
  if (!holding && NR < stop && $0 ~ /^Proof\./) { holding = 1; held = "" }
  if (holding) {
    held = held $0 "\n"
    if (NR >= stop) { flush(); next }
    if ($0 ~ /Qed\.[ \t]*$/) { print "Admitted."; held = ""; holding = 0 }
    else if ($0 ~ /Defined\.[ \t]*$/) flush()
    next
  }
  print
}
END { if (holding) flush() }
