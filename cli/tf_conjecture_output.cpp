#include "cli/tf_conjecture_output.h"

#include "prover/toads_frogs/tf_conjecture.h"
#include "symbolic/poly_game.h"

#include <fmt/core.h>

namespace cgp::cli {

void print_tf_conjecture(const TfTheorem& t, const TfFamily& family, long box, nlohmann::ordered_json* json) {
  if (t.proof.status == FamilyProof::Status::Proved || !t.sys.entries.empty()) return;
  const auto fit = tf_conjecture_fit(family, box);
  if (json) {
    nlohmann::ordered_json pieces = nlohmann::ordered_json::array();
    if (fit)
      for (const TfConjecturePiece& p : fit->pieces)
        pieces.push_back({{"where", region_to_string(p.where)}, {"value", poly_game_to_string(p.value)}});
    (*json)["conjecture"] = {{"proved", false}, {"box", box}, {"pieces", pieces}};
    return;
  }
  if (!fit) {
    fmt::print("\nNo conjecture: no polynomial of degree <= 2 per residue class fits the values on [0, {}]\n", box);
    return;
  }
  fmt::print("\nCONJECTURE (NOT PROVED: fitted to the concrete values at {} points of [0, {}] and checked at each):\n",
             fit->points, box);
  for (const TfConjecturePiece& p : fit->pieces)
    fmt::print("  {}    when {}\n", poly_game_to_string(p.value), region_to_string(p.where));
}

}  // namespace cgp::cli
