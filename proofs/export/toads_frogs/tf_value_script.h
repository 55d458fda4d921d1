// The Coq script proving the value of one concrete Toads-and-Frogs position,
// position by position (`cgprove value tf POS --coq FILE.v`): one lemma per
// position reachable from the root, each after the lemmas of its options. A
// lemma computes the position's options from the rules (tf_unfold), replaces
// them by their proven values and compares the resulting small game with the
// claimed canonical value by Conway's order (decide_eqv); no lemma evaluates
// a game tree. Template: proofs/examples/tf_TT_F_.v.
#pragma once

#include "games/toads_frogs/position.h"

#include <cstddef>
#include <string>

namespace cgp {

// Scripts beyond this many positions are refused (CoqExportError): each
// position is a lemma, and coqc checks about a hundred per second.
constexpr std::size_t kTfValueScriptMaxPositions = 20000;

std::string tf_value_script(const TfPosition& root, std::size_t max_positions = kTfValueScriptMaxPositions);

}  // namespace cgp
