// How prove and check print a family theorem: text for people, one JSON
// object for programs (schemas in the README).
#pragma once

#include "prover/toads_frogs/prove_tf.h"

#include <nlohmann/json.hpp>

namespace cgp::cli {

using Json = nlohmann::ordered_json;

Json pieces_json(const std::vector<SymPiece>& pieces);
// One line a piece: "    = a-1    when a>=1".
void print_pieces(const std::vector<SymPiece>& pieces);

// {"status","reason"?,"families":[...],"states":[...],"seconds"}
Json theorem_json(const TfTheorem& t, double seconds);

// Every family's value, every state's pieces, then PROVED or UNDECIDED.
void print_theorem_text(const TfTheorem& t, double seconds);

}  // namespace cgp::cli
