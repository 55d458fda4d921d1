// The Coq script of a Toads-and-Frogs family theorem (`cgprove prove tf ...
// --coq FILE.v`, `cgprove check tf ... --coq FILE.v`). Template:
// proofs/examples/tf_A11.v, recipe proofs/examples/GENERATING.md.
//
// The script states, for every family and all parameter values in its
// region, the value of the real positions (tf_game of boards built from the
// pattern, rules from CGProve.ToadsFrogs), and proves it by strong induction
// on the board measure over the weak state system (tf_weak_system.h): per
// state, one case per shape of its parameters (0, 1, >= 2 for each block),
// whose options are computed from the rules by a move lemma and replaced by
// their values from the induction hypothesis; each cell where every value is
// one piece is closed by an order proof (coq_compare.h). Side conditions are
// closed by lia.
#pragma once

#include "families/tf/closure.h"
#include "prover/prove_tf.h"
#include "symbolic/sym_game.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct TfScriptRequest {
  std::vector<TfFamily> families;
  const TfTheorem* theorem = nullptr;  // proved
  // `check`: the claimed value of the (single) family on its region.
  std::optional<SymGame> claim;
  std::string name = "family";  // the main theorem's name (a Coq identifier)
  std::string command;          // the cgprove command line, for the header
};

// The closure without Terminal Toads (tf_weak_system.h) grows where the
// prover's does not (tails of toads behind the last frog): it may create this
// many states (narrower ones are absorbed at the end), and the script may
// have this many cases (shapes of a state's parameters); beyond, coqc would
// take far more than a minute.
constexpr std::size_t kTfCoqMaxStates = 2000;
constexpr std::size_t kTfCoqMaxCases = 1000;

// Throws CoqExportError (coq_terms.h) when the proof cannot be written.
std::string tf_family_script(const TfScriptRequest& request);

}  // namespace cgp
