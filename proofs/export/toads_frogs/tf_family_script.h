// The Coq script of a Toads-and-Frogs family theorem (`cgprove prove tf ...
// --coq FILE.v`, `cgprove check tf ... --coq FILE.v`).
//
// The script states, for every family and all parameter values in its
// region, the value of the real positions (tf_game of boards built from the
// pattern, rules from CGProve.ToadsFrogs), and proves it by strong induction
// on the board measure over the prover's own state system. A state's claim
// is its list of pieces (region, value), read by CGProve.Piecewise.holds.
// Per shape of its parameters (0, 1, >= 2 for each block) and per piece
// whose region meets the shape, one lemma: the options are computed from the
// rules by a move lemma, normalised as the prover normalises them (Terminal
// Toads: tf_raw_options.h, CGProve.TfNormal) into a state plus an integer
// offset, replaced by their values from the induction hypothesis (the offset
// added leaf by leaf, coq_shift.h), and each cell where every value is one
// piece is closed by an order proof (coq_compare.h). A shape whose board is
// the board of a state with fewer parameters (a block of length 0 joins its
// neighbours) takes that state's claim at the same board instead. The step
// of a state sends each piece to the lemmas of the shapes its region meets
// (the other shapes refuted by lia). Side conditions are closed by lia.
//
// A large proof is split into several files so that each checks in well
// under a minute: MODULE_base.v (boards, claims, the induction hypothesis),
// MODULE_values*.v (piece lemmas), MODULE_cases*.v (the lemmas above),
// MODULE_steps*.v (the steps) and MODULE.v (the induction and the theorem),
// compiled in that order with the folder on the load path
// (`coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v`).
#pragma once

#include "families/progress.h"
#include "families/toads_frogs/closure.h"
#include "prover/toads_frogs/prove_tf.h"
#include "symbolic/poly_game.h"
#include "symbolic/sym_game.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

// See TfScriptRequest::max_disjuncts: 26 cells with residues (B12's slice
// _^a T F _^c F _^d) made lia run out of 24 GiB; the catalog has at most 9.
constexpr std::size_t kTfCoqMaxDisjuncts = 12;
// Nor more combinations of their atoms than this (lia's normal form of the
// negated disjunction): 10 cells of 3 or 4 atoms each (1,179,648) on B21's
// band d+6 >= a+b+c made coqc run out of 24 GiB; the catalog has at most
// 23,328 (Erickson's third).
constexpr std::size_t kTfCoqMaxClauses = 32768;
// Nor, counting each equation twice (its negation is two inequalities),
// more than this. Measured: 10 cells of 2 or 3 atoms, mostly equations
// (26,244 atoms, 22,394,880 so counted), overflowed coqc's stack on B21's
// band d+9 >= a+b+c, and so did 8 cells (3,810,240) on the cover of d+6 >=
// a+b+c; the largest that checked were 1,406,250 (d+9 >= a+b+c) and 432,000
// (Erickson's third, the catalog's largest).
constexpr std::size_t kTfCoqMaxEquationClauses = 2097152;

// A family's value of more pieces than this is stated as a piecewise list
// (CGProve.Piecewise.piecewise) instead of one select: using piece k of a
// select refutes the k conditions before it, about 50 ms of lia each, and
// B21's band d+6 >= a+b+c has 500 pieces (2 hours for those lemmas alone).
// The catalog's largest select has 15.
constexpr std::size_t kTfCoqSelectMaxPieces = 16;
// Such a list is proved in lemmas of this many pieces each, and its cover
// in a lemma of its own: as one proof term, the 1,325 pieces of B21's band
// d+9 >= a+b+c had not been checked after 30 min and 9.5 GB.
constexpr std::size_t kTfCoqPiecesPerLemma = 32;

struct TfScriptRequest {
  std::vector<TfFamily> families;
  const TfTheorem* theorem = nullptr;  // proved
  // `check`: the claimed value of the (single) family on its region.
  std::optional<SymGame> claim;
  // `check` with products of parameters ((a-1)(b-1)*), instead of claim: on
  // each slice of the region (tf_family_slices; one slice when the region
  // pins the parameters itself) the pins make it affine, and each slice is
  // proved as a family of its own; the script's theorem states the claim as
  // typed, products and all, over the whole region, from those.
  std::optional<PolyGame> poly_claim;
  std::string name = "family";  // the main theorem's name (a Coq identifier)
  std::string command;          // the cgprove command line, for the header
  // The main file's module name (its file name without .v); the other files
  // of a split proof are named after it. Must be a Coq identifier to split.
  std::string module = "family";
  // A proof whose steps exceed this many bytes is split into parts of about
  // this size (0: never split).
  std::size_t part_bytes = 0;
  // A case split into more cells than this is first split by one atom at a
  // time (lia blows up on a long disjunction); tests lower it.
  std::size_t max_disjuncts = kTfCoqMaxDisjuncts;
  // A family's value of more pieces is stated as a list; tests lower it.
  std::size_t select_max_pieces = kTfCoqSelectMaxPieces;
  // The pieces of such a list proved in one lemma; tests lower it.
  std::size_t pieces_per_lemma = kTfCoqPiecesPerLemma;
  // Hears of each state's lemmas as they are written.
  Progress progress;
};

// Beyond this many cases (shapes of the states' parameters) no script is
// written. Erickson's third conjecture has 8,994 (in parts of
// kCoqPartBytes (coq_terms.h), each coqc stays small; see the README); the
// one-frog theorem on b = 2, 4, 6 has 13,104 (133 files, 43 min of coqc two
// at a time, at most 2.9 GB a file), past the 12,000 this was before.
constexpr std::size_t kTfCoqMaxCases = 16000;

// The files of the proof, the main one (request.module) last. Throws
// CoqExportError (coq_terms.h) when the proof cannot be written.
std::vector<CoqScriptFile> tf_family_scripts(const TfScriptRequest& request);

}  // namespace cgp
