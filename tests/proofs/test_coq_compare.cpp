// The order tactics of the Coq exporter (proofs/export/coq_compare.h),
// checked by coqc against the compiled library (fixture coq_lib).
#include "proofs/export/coq_compare.h"
#include "proofs/export/coq_shift.h"
#include "proofs/export/coq_terms.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

using namespace cgp;

namespace {

SymGame parse_game(const char* text) { return std::get<SymGame>(sym_game_parse(text)); }

// coqc's verdict on `forall params, region -> g == h` proved by `tactic`.
bool coqc_accepts(const std::vector<std::string>& params, const Region& where, const CoqGame& g, const CoqGame& h,
                  const std::string& tactic) {
  CoqVars vars;
  for (const std::string& p : params) vars[p] = p;
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "cgp_test_coq_compare";
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / "goal.v";
  std::ofstream out(file);
  out << "From Coq Require Import List ZArith Lia.\nImport ListNotations.\nFrom CGProve Require Import Games Simplify Numbers Dyadic Compare.\n"
      << "Goal forall " << coq_join(params, " ") << " : Z, (" << coq_region_prop(where, vars) << ")%Z -> "
      << coq_game_term(g, vars) << " == " << coq_game_term(h, vars) << ".\n"
      << "Proof.\n  intros " << coq_join(params, " ") << " Hw.\n  " << tactic << ".\nQed.\n";
  out.close();
  const std::string cmd =
      "cd '" CGP_COQ_WORK "' && coqc -Q lib CGProve '" + file.string() + "' > '" + (dir / "coqc.out").string() + "' 2>&1";
  return std::system(cmd.c_str()) == 0;
}

}  // namespace

// From B21 on the band d+6 >= a+b+c (a case of `_ T^2 _^a F _^b`): on the
// cell the left option 3d/2-a/2-3/2 is a-3 and the claim a+5c/2-2, written
// `dyadic (2a+5c-4) 1`, is the integer a-2. A number's options are bounded
// by x -+ 1/2 there, and a-5/2 is below no left option of G: the proof must
// take the number in lowest terms on the cell's equalities.
TEST_CASE("coq_eqv_tactic: a dyadic leaf that is an integer on the region is compared in lowest terms",
          "[coq][compare]") {
  const std::vector<std::string> ps{"a", "b", "c", "d"};
  const Region cell = std::get<Region>(region_parse("a-d==1 && a>=4 && b==2 && c==0", ps));
  const CoqGame g = coq_game_of(parse_game("{a-3,3d/2-a/2-3/2|{d+1|d+1}}"));
  const CoqGame h = coq_game_of(parse_game("a+5c/2-2"));
  std::string tactic;
  REQUIRE_NOTHROW(tactic = coq_eqv_tactic(g, h, cell, {{"a", "a"}, {"b", "b"}, {"c", "c"}, {"d", "d"}}));
  REQUIRE(coqc_accepts(ps, cell, g, h, tactic));
  // The same tactic must not prove a false claim (a+5c/2-1 there is a-1).
  const CoqGame wrong = coq_game_of(parse_game("a+5c/2-1"));
  REQUIRE_FALSE(coqc_accepts(ps, cell, g, wrong, tactic));
  REQUIRE_THROWS_AS(coq_eqv_tactic(g, wrong, cell, {{"a", "a"}, {"b", "b"}, {"c", "c"}, {"d", "d"}}), CoqExportError);
}
