// A state's claim as written by coq_pieces_definition and
// coq_pieces_lemmas (proofs/export/coq_piecewise.h), compiled by coqc
// against the library (fixture coq_lib).
#include "proofs/export/coq_piecewise.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

using namespace cgp;

namespace {

bool coqc_accepts_body(const std::string& body) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "cgp_test_coq_piecewise";
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / "pieces.v";
  std::ofstream out(file);
  out << "From Coq Require Import List ZArith Lia.\nImport ListNotations.\n"
         "From CGProve Require Import Games Simplify Numbers Dyadic Compare Piecewise.\n"
      << body;
  out.close();
  const std::string cmd =
      "cd '" CGP_COQ_WORK "' && coqc -Q lib CGProve '" + file.string() + "' > '" + (dir / "coqc.out").string() + "' 2>&1";
  return std::system(cmd.c_str()) == 0;
}

}  // namespace

// A state of seven blocks has parameters a to g; the piece lemmas' game
// was also named g, which hid the parameter (coqc: "g0 has type game while
// it is expected to have type Z", the one-frog theorem on b = 6).
TEST_CASE("coq_pieces_lemmas: a parameter named g is not hidden by the lemmas' game", "[coq][piecewise]") {
  const std::vector<std::string> ps{"a", "b", "c", "d", "e", "f", "g"};
  const std::vector<SymPiece> pieces{
      {std::get<Region>(region_parse("g==0", ps)), std::get<SymGame>(sym_game_parse("a-1"))},
      {std::get<Region>(region_parse("g>=1", ps)), std::get<SymGame>(sym_game_parse("{g|a}"))}};
  bool uses_nstar = false;
  const std::string text =
      coq_pieces_definition("s1", ps, pieces, &uses_nstar) + coq_pieces_lemmas("s1", ps, pieces);
  REQUIRE(coqc_accepts_body(text));
  // The lemmas must state what they prove: the second piece's value with a
  // and g exchanged is not what the list holds there.
  std::string swapped = text;
  const std::string from = "Game [int g] [int a]", to = "Game [int a] [int g]";
  const auto at = swapped.rfind(from);
  REQUIRE(at != std::string::npos);
  swapped.replace(at, from.size(), to);
  REQUIRE_FALSE(coqc_accepts_body(swapped));
}
