// Polynomial claims as Coq terms (proofs/export/coq_poly.h): the printed Z
// term of each polynomial, evaluated by coqc at integer points, equals the
// polynomial's value there computed by poly_eval (no printed text is
// compared with another printed text).
#include "proofs/export/coq_poly.h"
#include "proofs/export/coq_terms.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace cgp;

namespace {

Polynomial poly(const char* text) { return std::get<Polynomial>(poly_parse(text)); }

// coqc's verdict on a file of goals `(term)%Z = value%Z`, each by reflexivity.
bool coqc_accepts_all(const std::vector<std::pair<std::string, std::string>>& goals, const std::string& name) {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() / "cgp_test_coq_poly";
  std::filesystem::create_directories(dir);
  const std::filesystem::path file = dir / (name + ".v");
  std::ofstream out(file);
  out << "From Coq Require Import ZArith.\nOpen Scope Z_scope.\n";
  for (const auto& [term, value] : goals) out << "Goal (" << term << ") = " << value << ". Proof. reflexivity. Qed.\n";
  out.close();
  const std::string cmd = "coqc '" + file.string() + "' > '" + (dir / (name + ".out")).string() + "' 2>&1";
  return std::system(cmd.c_str()) == 0;
}

std::string z_literal(long v) { return v < 0 ? "(" + std::to_string(v) + ")" : std::to_string(v); }

}  // namespace

TEST_CASE("coq_poly_z: every printed polynomial evaluates in Coq to its value at every point of a box",
          "[coq][poly]") {
  const std::vector<const char*> texts{"(a-1)(b-1)", "ab-a-b+2", "2a(b+1)",  "a^2b-3",     "(a-b)^2",
                                       "-(a-b)(a+b)", "7",       "a-2b+1",   "3(a-1)^2(b+2)", "-ab", "0"};
  std::vector<std::pair<std::string, std::string>> goals, wrong;
  for (const char* text : texts) {
    const Polynomial p = poly(text);
    for (long a = -3; a <= 3; ++a)
      for (long b = -3; b <= 3; ++b) {
        const std::string term = coq_poly_z(p, {{"a", z_literal(a)}, {"b", z_literal(b)}});
        const Dyadic v = poly_eval(p, {{"a", a}, {"b", b}});
        REQUIRE(v.is_integer());
        goals.emplace_back(term, z_literal(std::stol(v.to_string())));
        if (a == 2 && b == 1) wrong.emplace_back(term, z_literal(std::stol(v.to_string()) + 1));
      }
  }
  REQUIRE(coqc_accepts_all(goals, "values"));
  // The same harness rejects a value one off, for every polynomial.
  for (std::size_t k = 0; k < wrong.size(); ++k) {
    INFO(texts[k]);
    REQUIRE_FALSE(coqc_accepts_all({wrong[k]}, "wrong"));
  }
}

TEST_CASE("coq_poly_z: a product of affine factors is written as the product, in parameter order", "[coq][poly]") {
  const CoqVars id{{"a", "a"}, {"b", "b"}};
  CHECK(coq_poly_z(poly("(a-1)(b-1)"), id) == "(a - 1) * (b - 1)");
  CHECK(coq_poly_z(poly("(a-b)^2"), id) == "(a - b) * (a - b)");
  CHECK(coq_poly_z(poly("ab-a-b+2"), id) == "a * b - a - b + 2");  // irreducible: its monomials
  REQUIRE_THROWS_AS(coq_poly_z(poly("ab/2"), id), CoqExportError);
}

TEST_CASE("coq_poly_game: leaves, stars and options as terms, other up/star leaves refused", "[coq][poly]") {
  const CoqVars id{{"a", "a"}, {"b", "b"}};
  const PolyGame g = std::get<PolyGame>(poly_game_parse("{(a-1)(b-1)*|0}"));
  CHECK(coq_poly_game(g, id) == "Game [nstar (int ((a - 1) * (b - 1)))] [int 0]");
  REQUIRE_THROWS_AS(coq_poly_game(std::get<PolyGame>(poly_game_parse("(a-1)(b-1)^")), id), CoqExportError);
}
