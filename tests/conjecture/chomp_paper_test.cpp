// The seed paper's statements (tests/data/larson_conjecturing_chomp.txt):
// its Table 1, its first example run, its P-positions and Theorem 4.1.
#include <catch2/catch.hpp>

#include <algorithm>

#include "conjecture/chomp_box_check.h"
#include "conjecture/chomp_invariants.h"
#include "conjecture/chomp_p_theory.h"
#include "conjecture/dalmatian.h"
#include "games/chomp/chomp_solver.h"
#include "tests/games/chomp/chomp_test_util.h"

using namespace cgp::conjecture;
using cgp::ChompPosition;

namespace {

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out(1);
  for (char ch : s) {
    if (ch == sep)
      out.emplace_back();
    else
      out.back().push_back(ch);
  }
  return out;
}

// The data file writes a space as '~' so that a statement is one token.
std::string spaced(std::string s) {
  std::replace(s.begin(), s.end(), '~', ' ');
  return s;
}

std::vector<ChompPosition> positions(const std::string& list) {
  std::vector<ChompPosition> out;
  for (std::size_t i = 0; (i = list.find('[', i)) != std::string::npos;) {
    const std::size_t j = list.find(']', i);
    out.push_back(chomp_test::parse_ok(list.substr(i, j + 1 - i)));
    i = j;
  }
  return out;
}

std::string statement(const DalmatianResult& r, const Expression& e) {
  return r.target + "(x) " + relation_symbol(r.sense) + " " + e.infix("(x)");
}

// Bounds of number_of_cookies from the paper's five P-positions.
ChompTheoryResult paper_theory(BoundSense sense, int refine, int box) {
  ChompTheoryOptions o;
  o.dalmatian.target = chomp_invariants()[2];  // number_of_cookies
  o.dalmatian.sense = sense;
  o.examples = chomp_paper_p_positions();
  o.refine = refine;
  o.box_rows = o.box_cols = box;
  return std::get<ChompTheoryResult>(chomp_theory(o));
}

}  // namespace

TEST_CASE("the paper's facts (tests/data/larson_conjecturing_chomp.txt)") {
  cgp::ChompSolver solver;
  const int checked = chomp_test::for_each_data_line("larson_conjecturing_chomp.txt", [&](const std::string& kind,
                                                                                         std::istringstream& in) {
    if (kind == "INVARIANT") {
      std::string pos, name;
      double num = 0, den = 1;
      REQUIRE(in >> pos >> name >> num >> den);
      auto t = std::get<InvariantTable>(chomp_invariant_table({chomp_test::parse_ok(pos)}, {name}));
      CHECK(t.columns[0][0] == Approx(num / den).epsilon(1e-12));
    } else if (kind == "EXAMPLE") {
      std::string target, sense, examples, invariants, conj;
      REQUIRE(in >> target >> sense >> examples >> invariants);
      std::vector<std::string> expected;
      while (in >> conj) expected.push_back(spaced(conj));
      DalmatianOptions o;
      o.target = std::move(target);
      o.sense = sense == "upper" ? BoundSense::Upper : BoundSense::Lower;
      o.invariants = split(invariants, ',');
      auto table = std::get<InvariantTable>(chomp_invariant_table(positions(examples)));
      auto r = std::get<DalmatianResult>(dalmatian_conjecture(table, o));
      std::vector<std::string> accepted;
      for (const auto& a : r.accepted) accepted.push_back(statement(r, a.bound));
      CHECK(accepted == expected);
      // What remains is the last one, exact on every example.
      REQUIRE(r.conjectures.size() == 1);
      CHECK(statement(r, r.conjectures[0].bound) == expected.back());
      CHECK(r.stop == DalmatianStop::EveryExampleExact);
    } else if (kind == "PPOSITION") {
      std::string pos;
      REQUIRE(in >> pos);
      CHECK(solver.is_p(chomp_test::parse_ok(pos)));
      const auto paper = chomp_paper_p_positions();
      CHECK(std::find(paper.begin(), paper.end(), chomp_test::parse_ok(pos)) != paper.end());
    } else if (kind == "THEOREM") {
      std::string text, n_position;
      REQUIRE(in >> text >> n_position);
      const Expression bound = chomp_conjecture_14_bound();
      CHECK("number_of_cookies(x) >= " + bound.infix("(x)") == spaced(text));
      auto box = std::get<ChompBoxChecker>(
          ChompBoxChecker::build(10, 10, BoxScope::PPositions, {"number_of_cookies", "number_of_columns"}));
      CHECK(box.check("number_of_cookies", BoundSense::Lower, bound).holds);
      auto one = std::get<InvariantTable>(chomp_invariant_table({chomp_test::parse_ok(n_position)}));
      CHECK(one.columns[*one.index_of("number_of_cookies")][0] < expression_evaluate(bound, one)[0]);
    } else {
      FAIL("unknown line kind " << kind);
    }
  });
  CHECK(checked == 19);
}

TEST_CASE("P-theory from the paper's five positions ends implying conjecture 14 on the 10x10 box") {
  auto r = paper_theory(BoundSense::Lower, 30, 10);
  CHECK(r.refined_to_truth);
  CHECK(r.conjecture_14_checked);
  CHECK(r.conjecture_14_not_implied.empty());
  for (const auto& round : r.rounds) CHECK(round.result.conjectures.size() <= round.examples.size());
}

TEST_CASE("P-theory refuses an N-position as an example") {
  ChompTheoryOptions o;
  o.dalmatian.target = chomp_invariants()[2];
  o.examples = {ChompPosition{{3}}};
  auto r = chomp_theory(o);
  REQUIRE(std::holds_alternative<ChompTheoryError>(r));
  CHECK(std::get<ChompTheoryError>(r).message == "example [3] is an N-position, not a P-position");
}

TEST_CASE("refinement: each added example is a P-position where a conjecture of its round fails") {
  auto r = paper_theory(BoundSense::Upper, 3, 8);
  REQUIRE(r.rounds.size() >= 2);  // n <= 2c - 1 from the five examples fails on [2,2,1] (5 > 3)
  cgp::ChompSolver solver;
  for (std::size_t i = 0; i + 1 < r.rounds.size(); ++i) {
    const auto& rd = r.rounds[i];
    REQUIRE_FALSE(rd.added.empty());
    CHECK(r.rounds[i + 1].examples.size() == rd.examples.size() + rd.added.size());
    for (const auto& p : rd.added) {
      CHECK(solver.is_p(p));
      auto t = std::get<InvariantTable>(chomp_invariant_table({p}));
      const double n = t.columns[*t.index_of("number_of_cookies")][0];
      bool refutes_one = false;
      for (const auto& c : rd.result.conjectures) refutes_one |= !(n <= expression_evaluate(c.bound, t)[0] + 1e-9 * n);
      CHECK(refutes_one);
    }
  }
  CHECK(r.rounds.size() <= 4);  // at most refine + 1 rounds
}
