// explain_chomp checked for validity against the cell-set brute force: the
// status and winning moves are right, the explained move is legal and wins,
// every move of the opponent is covered exactly once, every claimed answer is
// a legal move to a real P-position, and every claimed rule is sound.
#include <catch2/catch.hpp>
#include <set>

#include "chomp_brute.h"
#include "chomp_test_util.h"
#include "games/chomp/chomp_explain.h"

using namespace cgp;
using chomp_brute::Brute;
using chomp_brute::Cells;
using chomp_brute::to_cells;
using chomp_brute::to_position;

namespace {

ChompPosition bitten(const ChompPosition& p, ChompCell c) {
  REQUIRE(c.row < static_cast<int>(p.rows.size()));
  REQUIRE(c.col < p.rows[c.row]);
  REQUIRE((c.row != 0 || c.col != 0));
  return to_position(chomp_brute::bite(to_cells(p), c.row, c.col));
}

void check_explanation(Brute& brute, const ChompPosition& p) {
  INFO("explain " << to_string(p));
  auto result = explain_chomp(p);
  if (auto* err = std::get_if<std::string>(&result)) FAIL(*err);
  const ChompExplanation& e = std::get<ChompExplanation>(result);
  const Cells cells = to_cells(p);
  REQUIRE(e.position == p);
  REQUIRE(e.is_p == brute.is_p(cells));
  REQUIRE(std::set<ChompPosition>(e.winning_moves.begin(), e.winning_moves.end()) ==
          chomp_brute::winning_moves(brute, cells));
  if (e.is_p) {
    REQUIRE(e.defended == p);
  } else {
    REQUIRE(bitten(p, e.move_cell) == e.defended);
    REQUIRE(brute.is_p(to_cells(e.defended)));
  }
  // Every move from the defended position, exactly once.
  std::multiset<ChompPosition> covered;
  for (const ChompAnswerGroup& g : e.groups) {
    INFO("blocked by " << to_string(g.answer));
    REQUIRE(brute.is_p(to_cells(g.answer)));
    REQUIRE(!g.replies.empty());
    for (const ChompReply& r : g.replies) {
      REQUIRE(bitten(e.defended, r.cell) == r.leaves);
      REQUIRE(bitten(r.leaves, r.answer_cell) == g.answer);
      covered.insert(r.leaves);
    }
  }
  std::multiset<ChompPosition> all_moves;
  for (const Cells& o : chomp_brute::options(to_cells(e.defended))) all_moves.insert(to_position(o));
  REQUIRE(covered == all_moves);
}

}  // namespace

TEST_CASE("explanations of every position in the 5x5 box are valid") {
  Brute brute;
  for (const ChompPosition& p : chomp_test::all_diagrams(5, 5)) check_explanation(brute, p);
}

TEST_CASE("explanations of tall, wide and larger positions are valid") {
  Brute brute;
  for (const char* text : {"2x9", "9x2", "[3,3,3,3,3,3,2,1]", "[9,1,1]", "4x7", "6x6", "[7,6,6,5,3]", "[2,2,4]"})
    check_explanation(brute, chomp_test::parse_ok(text));
}

TEST_CASE("classical rules are sound, and name the families they claim") {
  Brute brute;
  for (const ChompPosition& p : chomp_test::all_diagrams(7, 7)) {
    INFO(to_string(p));
    const ChompPRule rule = chomp_classical_p_rule(p.rows);
    if (rule != ChompPRule::kNone) CHECK(brute.is_p(to_cells(p)));  // a rule never names an N-position
    const auto& r = p.rows;
    const bool two_rows = r.size() == 2 && r[0] == r[1] + 1;
    const bool equal_l = r.size() >= 2 && r[0] == static_cast<int>(r.size()) &&
                         std::count(r.begin(), r.end(), 1) == static_cast<long>(r.size()) - 1;
    if (two_rows) CHECK(rule == ChompPRule::kTwoRows);
    if (equal_l && !two_rows) CHECK(rule == ChompPRule::kEqualL);
    if (two_rows || equal_l || p.rows == std::vector<int>{1}) CHECK(rule != ChompPRule::kNone);
  }
  CHECK(chomp_classical_p_rule(std::vector<int>{2, 2, 2, 1}) == ChompPRule::kTwoColumns);
  CHECK(chomp_classical_p_rule(std::vector<int>{1}) == ChompPRule::kPoison);
  CHECK(chomp_classical_p_rule(std::vector<int>{4, 2, 2}) == ChompPRule::kNone);
}

TEST_CASE("explanations name the rule behind the classical openings") {
  auto explained = [](const char* text) {
    auto r = explain_chomp(chomp_test::parse_ok(text));
    REQUIRE(std::holds_alternative<ChompExplanation>(r));
    return std::get<ChompExplanation>(r);
  };
  // The square's move is to the equal L (Cho, Prop. 2.2); two rows to [n+1,n] (Prop. 2.1).
  ChompExplanation square = explained("6x6");
  CHECK(square.defended == chomp_test::parse_ok("[6,1,1,1,1,1]"));
  CHECK(square.defended_rule == ChompPRule::kEqualL);
  CHECK(square.move_cell == ChompCell{1, 1});
  ChompExplanation two = explained("2x7");
  CHECK(two.defended == chomp_test::parse_ok("[7,6]"));
  CHECK(two.defended_rule == ChompPRule::kTwoRows);
  ChompExplanation column = explained("7x2");
  CHECK(column.defended_rule == ChompPRule::kTwoColumns);
  // Cho, Prop. 2.4: [2,2,4] answers the 3x4 opening; its replies include one
  // blocked by the square rule ([1,1,3]) and two by the 2-rowed rule.
  ChompExplanation cho = explained("3x4");
  CHECK(cho.defended == chomp_test::parse_ok("[2,2,4]"));
  std::set<ChompPRule> rules;
  for (const auto& g : cho.groups) rules.insert(g.rule);
  CHECK(rules.count(ChompPRule::kEqualL) == 1);
  CHECK(rules.count(ChompPRule::kTwoRows) == 1);
}

TEST_CASE("explain refuses positions beyond its limits") {
  auto big = explain_chomp(ChompPosition{{30000}});
  REQUIRE(std::holds_alternative<std::string>(big));
  CHECK_THAT(std::get<std::string>(big), Catch::Contains("cells"));
  auto huge = explain_chomp(chomp_rectangle(20, 20));
  REQUIRE(std::holds_alternative<std::string>(huge));
  CHECK_THAT(std::get<std::string>(huge), Catch::Contains("too large"));
}
