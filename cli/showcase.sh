#!/bin/sh
# make run: the main job. Prove the catalog families A11, B11 and A21 of
# Thanatipanonda and Zeilberger, check a claim and refute another, then a showcase of concrete values
# (Toads-and-Frogs, Chomp, Conway notation) and of symbolic games.
set -e
cgprove=${1:-build/cgprove}
show() { printf '\n$ cgprove %s\n' "$*"; "$cgprove" "$@"; }
show prove tf "T^a _ T^b F"
show prove tf "_^a T _^b F _^c"
show prove tf --class A21
show check tf "T^a _ T^b F" "a" --where "b>=2"
show check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=1" || true
show family tf "T^a _ T^b F"
show value tf "TTT_FF"
show value tf "TT__FF"
show value tf "TTTTT__FFFFF"
show value tf "TTTTTTT____FFFFFFF"
show value chomp "[2,2,4]"
show value chomp "5x5"
show value chomp "[3,3,6]" --json
show value "{1|*} + ^"
show value "{2||1|0} - 1/2"
show value "3+-1 + Tiny(2)"
show simplify "{a-1|1}"
show simplify "{{{a-3|1}|0}|}" --where "a>=2"
show compare "{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }" "{c-a-2|c-a+2}"
# Last, a theorem checked by Coq: the class A11 exported as a script and
# compiled by coqc against the library proofs/lib (built by make coq).
coqdir=$(mktemp -d)
show prove tf --class A11 --coq "$coqdir/A11.v"
printf '\n$ coqc -Q proofs/lib CGProve A11.v\n'
coqc -Q proofs/lib CGProve "$coqdir/A11.v"
rm -rf "$coqdir"
