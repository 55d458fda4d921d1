// The JSON of Chomp explanations and P-position maps, one schema for
// `cgprove chomp explain/pmap --json` and the server's API. Cells are 1-based
// [row, column], row 1 the poison row; rows are listed poison row first.
#pragma once

#include "games/chomp/chomp_explain.h"
#include "play/chomp_pmap.h"

#include <nlohmann/json.hpp>

namespace cgp::play {

using Json = nlohmann::ordered_json;

Json chomp_cell_json(ChompCell c);
Json chomp_explanation_json(const ChompExplanation& e);
// {"top_max","b_max","c_max","count","points":[[r,b,c],...]}
Json chomp_pmap_json(const ChompPMap& map);

}  // namespace cgp::play
