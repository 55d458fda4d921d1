// Proved P-sets against independent concrete computations (games/chomp) and
// the literature (tests/data/chomp_cho.txt).
#include "chomp_prover_test_util.h"
#include "games/chomp/chomp_top_rows.h"
#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_position.h"
#include "kernel/chomp_check.h"
#include "prover/chomp/check_claim.h"

#include <fstream>
#include <set>
#include <sstream>

using namespace cgp;
using chomp_prover_test::proved;

namespace {

// The proof's P-positions with every row <= cols, poison row first, absent rows dropped.
std::set<std::vector<long>> proved_p_in_box(const ChompProof& proof, long cols) {
  std::set<std::vector<long>> out;
  for (const ChompTopProof& t : proof.tops)
    for (const Region& piece : chomp_top_images(t.p_pieces, proof.rows).pieces)
      for (RegionPoint x : region_points_in_box(piece, 0, cols)) {
        while (!x.empty() && x.back() == 0) x.pop_back();
        out.insert(x);
      }
  return out;
}

// games/chomp's box enumeration: P-positions with at most `rows` rows, top row <= top_max.
std::set<std::vector<long>> box_p(int rows, int cols, long top_max) {
  auto box = chomp_p_positions_in_box(rows, cols);
  REQUIRE(std::holds_alternative<ChompBoxPPositions>(box));
  std::set<std::vector<long>> out;
  for (const ChompPosition& p : std::get<ChompBoxPPositions>(box).p_positions) {
    const long top = static_cast<long>(p.rows.size()) < rows ? 0 : p.rows.back();
    if (top <= top_max) out.insert(std::vector<long>(p.rows.begin(), p.rows.end()));
  }
  return out;
}

std::vector<long> rows_of(const std::string& text) {
  auto parsed = parse_chomp(text);
  REQUIRE(std::holds_alternative<ChompPosition>(parsed));
  const auto& r = std::get<ChompPosition>(parsed).rows;
  return std::vector<long>(r.begin(), r.end());
}

}  // namespace

TEST_CASE("3-row proof up to top row 14 agrees with the box enumeration of games/chomp") {
  const ChompProof& proof = proved(3, 14);
  CHECK(proof.top_max() == 14);
  CHECK(proved_p_in_box(proof, 40) == box_p(3, 40, 14));
}

TEST_CASE("2-row proof agrees with the box enumeration of games/chomp") {
  const ChompProof& proof = proved(2, 30);
  CHECK(proved_p_in_box(proof, 31) == box_p(2, 31, 30));
  for (const ChompTopProof& t : proof.tops) CHECK(t.p_pieces.size() == 1);  // [r+1, r]
}

TEST_CASE("the proof re-checks from scratch and its moves are winning") {
  ChompProof copy = proved(3, 10);
  copy.checked = false;
  std::string why;
  CHECK(chomp_check_proof(copy, &why));
  CHECK(copy.checked);
  CHECK(copy.summary.moves_checked == copy.summary.n_pieces);
}

TEST_CASE("Cho's P-positions and complete lists with at most 3 rows (tests/data/chomp_cho.txt)") {
  const ChompProof& proof = proved(3, 14);
  const std::set<std::vector<long>> p = proved_p_in_box(proof, 40);
  std::ifstream file(std::string(CGP_TEST_DATA) + "/chomp_cho.txt");
  REQUIRE(file);
  int checked = 0;
  for (std::string line; std::getline(file, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream in(line);
    std::string kind, text;
    in >> kind;
    INFO(line);
    if (kind == "ALLP") {
      int rows = 0;
      long max_c = 0;
      in >> rows >> max_c;
      if (rows > 3) continue;
      std::set<std::vector<long>> expected, actual;
      while (in >> text) expected.insert(rows_of(text));
      for (const auto& x : p)
        if (static_cast<int>(x.size()) == rows && x[0] <= max_c) actual.insert(x);
      CHECK(actual == expected);
      ++checked;
      continue;
    }
    if (kind != "P" && kind != "N") continue;
    in >> text;
    const std::vector<long> x = rows_of(text);
    if (x.size() > 3 || (x.size() == 3 && x[2] > 14) || x[0] > 40) continue;
    CHECK(p.count(x) == (kind == "P" ? 1u : 0u));
    ++checked;
  }
  CHECK(checked > 60);
}

TEST_CASE("every 3 x n rectangle up to n = 40 has exactly one winning opening by the proof (UNIQUE3, tests/data/chomp_boxes_literature.txt)") {
  // Gale analysed 3 x n for n <= 100, Sheiner proved it for every n: exactly one move of [n,n,n] reaches a P-position.
  const ChompProof& proof = proved(3, 40);
  for (long n = 2; n <= 40; ++n) {
    const std::vector<long> box{n, n, n};
    int winning = 0;
    for (int row = 0; row < 3; ++row)
      for (long k = row == 0 ? 1 : 0; k < n; ++k) {
        std::vector<long> y = chomp_bite(box, row, k);
        while (y.back() == 0) y.pop_back();
        const auto p = chomp_proof_is_p(proof, y);
        REQUIRE(p);
        winning += *p ? 1 : 0;
      }
    INFO("3 x " << n);
    CHECK(winning == 1);
  }
}
