// The built-in players checked against the cell-set brute force: every move is
// legal, optimal wins whenever it can, the strategies of Siegfried's text and
// the article draft do what their definitions say, randomness is seeded.
#include "games/chomp/chomp_player.h"
#include "symbolic/parse_error.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "chomp_brute.h"
#include "chomp_test_util.h"
#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_player_builtin.h"

using namespace cgp;
using chomp_brute::Brute;
using chomp_brute::to_cells;
using chomp_brute::to_position;

namespace {

std::unique_ptr<ChompPlayer> player(const std::string& name, std::uint64_t seed = 7) {
  auto made = make_chomp_player(name, ChompPlayerOptions{seed, {}});
  if (auto* err = std::get_if<std::string>(&made)) FAIL(*err);
  return std::move(std::get<std::unique_ptr<ChompPlayer>>(made));
}

// The position after the move, through the brute force's own bite.
ChompPosition left_by(const ChompPosition& p, const ChompMove& m) {
  INFO(to_string(p) << " move [" << m.row << "," << m.column << "]");
  REQUIRE(m.row >= 1);
  REQUIRE(m.row <= static_cast<int>(p.rows.size()));
  REQUIRE(m.column >= 1);
  REQUIRE(m.column <= p.rows[m.row - 1]);
  return to_position(chomp_brute::bite(to_cells(p), m.row - 1, m.column - 1));
}

bool is_poison(const ChompMove& m) { return m.row == 1 && m.column == 1; }

std::size_t winning_replies(Brute& brute, const ChompPosition& p) {
  return chomp_brute::winning_moves(brute, to_cells(p)).size();
}

}  // namespace

TEST_CASE("moves are applied as the brute force bites") {
  for (const ChompPosition& p : chomp_test::all_diagrams(4, 4))
    for (int r = 1; r <= static_cast<int>(p.rows.size()); ++r)
      for (int c = 1; c <= p.rows[r - 1]; ++c) {
        INFO(to_string(p) << " [" << r << "," << c << "]");
        CHECK(chomp_move_is_legal(p, r, c));
        CHECK(chomp_after_move(p, r, c) == to_position(chomp_brute::bite(to_cells(p), r - 1, c - 1)));
      }
  const ChompPosition p = chomp_test::parse_ok("[4,2]");
  CHECK_FALSE(chomp_move_is_legal(p, 2, 3));
  CHECK_FALSE(chomp_move_is_legal(p, 3, 1));
  CHECK_FALSE(chomp_move_is_legal(p, 0, 1));
  CHECK_FALSE(chomp_move_is_legal(p, 1, 5));
  CHECK(chomp_move_problem(p, 2, 3) == std::optional<std::string>("[2,3] is not a cell of [4,2]"));
  CHECK_FALSE(chomp_move_problem(p, 2, 2).has_value());
}

TEST_CASE("every built-in player plays a legal move on every position of the 5x5 box, with a reason") {
  for (const ChompPlayerInfo& info : chomp_player_catalog()) {
    INFO(info.name);
    CHECK(!info.description.empty());
    auto pl = player(std::string(info.name));
    for (const ChompPosition& p : chomp_test::all_diagrams(5, 5)) {
      const ChompMove m = pl->choose(p);
      left_by(p, m);
      CHECK(!m.reason.empty());
      // Only Siegfried's sample eats the poison cell from a larger board.
      if (info.name != "greedy") CHECK(is_poison(m) == (chomp_cell_count(p) == 1));
    }
  }
  CHECK(chomp_player_catalog().size() == 6);
}

TEST_CASE("an unknown player name is an error naming it") {
  auto made = make_chomp_player("grandmaster");
  REQUIRE(std::holds_alternative<std::string>(made));
  CHECK_THAT(std::get<std::string>(made), Catch::Contains("grandmaster"));
}

// A name from a web request may hold any byte (found by fuzzing the server's
// requests: "hum\n" gave a two-line 400); the error stays one line.
TEST_CASE("an unknown player name with a line break is quoted on one line") {
  auto made = make_chomp_player("hum\nan\x01");
  REQUIRE(std::holds_alternative<std::string>(made));
  const std::string& error = std::get<std::string>(made);
  CHECK(error.find('\n') == std::string::npos);
  CHECK_THAT(error, Catch::Contains("\"hum\\x0aan\\x01\""));
  CHECK(parse_error_quoted(std::string(100, 'x')) == "\"" + std::string(60, 'x') + "...\"");
}

TEST_CASE("optimal wins from every N-position of the 6x6 box and prolongs lost ones") {
  Brute brute;
  auto optimal = player("optimal");
  for (const ChompPosition& p : chomp_test::all_diagrams(6, 6)) {
    INFO(to_string(p));
    const ChompMove m = optimal->choose(p);
    if (chomp_cell_count(p) == 1) {
      CHECK(is_poison(m));
      continue;
    }
    const ChompPosition left = left_by(p, m);
    if (!brute.is_p(to_cells(p))) {
      CHECK(brute.is_p(to_cells(left)));
      continue;
    }
    // P: the fewest winning replies among all moves.
    std::size_t fewest = 1000;
    for (const auto& o : chomp_brute::options(to_cells(p)))
      fewest = std::min(fewest, winning_replies(brute, to_position(o)));
    CHECK(winning_replies(brute, left) == fewest);
  }
}

TEST_CASE("optimal names the classical rule of its move when there is one") {
  auto optimal = player("optimal");
  const ChompMove square = optimal->choose(chomp_rectangle(5, 5));
  CHECK(square.row == 2);
  CHECK(square.column == 2);
  CHECK_THAT(square.reason, Catch::Contains("equal-L") && Catch::Contains("[5,1,1,1,1]"));
  const ChompMove two = optimal->choose(chomp_rectangle(2, 7));
  CHECK_THAT(two.reason, Catch::Contains("two-rows") && Catch::Contains("[7,6]"));
  // Cho, Prop. 2.4: the 3x4 opening leaves [2,2,4] (top row first), no classical rule.
  const ChompMove cho = optimal->choose(chomp_rectangle(3, 4));
  CHECK(chomp_after_move(chomp_rectangle(3, 4), cho.row, cho.column) == chomp_test::parse_ok("[2,2,4]"));
  CHECK_THAT(cho.reason, Catch::Contains("P-position [4,2,2]"));
}

TEST_CASE("optimal says so when a board is beyond its table") {
  auto optimal = player("optimal");
  const ChompPosition big = chomp_rectangle(30, 30);
  const ChompMove m = optimal->choose(big);
  CHECK(chomp_move_is_legal(big, m.row, m.column));
  CHECK_FALSE(is_poison(m));
  CHECK_THAT(m.reason, Catch::Contains("too large"));
  // and plays exactly again on a small board afterwards
  CHECK_THAT(optimal->choose(chomp_rectangle(2, 7)).reason, Catch::Contains("two-rows"));
}

TEST_CASE("chomp_has_classical_p_option agrees with trying every move") {
  for (const ChompPosition& p : chomp_test::all_diagrams(7, 7)) {
    bool any = false;
    for (const ChompPosition& o : [&] {
           std::vector<ChompPosition> out;
           for (const auto& c : chomp_brute::options(to_cells(p))) out.push_back(to_position(c));
           return out;
         }())
      any = any || (!o.rows.empty() && chomp_classical_p_rule(o.rows) != ChompPRule::kNone);
    INFO(to_string(p));
    CHECK(chomp_has_classical_p_option(p.rows) == any);
  }
}

TEST_CASE("human takes a classical win, else a move that hands over none") {
  Brute brute;
  for (std::uint64_t seed : {1, 2, 3}) {
    auto human = player("human", seed);
    for (const ChompPosition& p : chomp_test::all_diagrams(6, 6)) {
      if (chomp_cell_count(p) == 1) continue;
      INFO(to_string(p) << " seed " << seed);
      const ChompMove m = human->choose(p);
      const ChompPosition left = left_by(p, m);
      bool rule_move = false, safe_move = false;
      for (const auto& c : chomp_brute::options(to_cells(p))) {
        const ChompPosition o = to_position(c);
        if (o.rows.empty()) continue;  // the poison cell
        rule_move = rule_move || chomp_classical_p_rule(o.rows) != ChompPRule::kNone;
        safe_move = safe_move || !chomp_has_classical_p_option(o.rows);
      }
      if (rule_move) {
        CHECK(chomp_classical_p_rule(left.rows) != ChompPRule::kNone);
        CHECK(brute.is_p(to_cells(left)));
      } else if (safe_move) {
        CHECK(!left.rows.empty());
        CHECK(!chomp_has_classical_p_option(left.rows));
      }
    }
  }
}

TEST_CASE("two-rows wins every two-row, two-column and L position that can be won, else bites the top row") {
  Brute brute;
  auto two_rows = player("two-rows");
  for (const ChompPosition& p : chomp_test::all_diagrams(7, 7)) {
    if (chomp_cell_count(p) == 1) continue;
    INFO(to_string(p));
    const ChompMove m = two_rows->choose(p);
    const ChompPosition left = left_by(p, m);
    const bool is_l = p.rows.size() >= 2 && p.rows[1] == 1;
    const bool covered = p.rows.size() <= 2 || p.rows[0] <= 2 || is_l;
    if (covered && !brute.is_p(to_cells(p))) {
      CHECK(brute.is_p(to_cells(left)));
    } else {
      CHECK(m.row == static_cast<int>(p.rows.size()));
      CHECK(m.column == p.rows.back());
    }
  }
}

TEST_CASE("greedy is Siegfried's sample player") {
  auto greedy = player("greedy");
  for (const ChompPosition& p : chomp_test::all_diagrams(5, 5)) {
    INFO(to_string(p));
    const ChompMove m = greedy->choose(p);
    // "if A[2] >= 2 take row 2, column 2, else row 1, column A[1]"
    if (p.rows.size() >= 2 && p.rows[1] >= 2) {
      CHECK((m.row == 2 && m.column == 2));
    } else {
      CHECK((m.row == 1 && m.column == p.rows[0]));
    }
  }
}

TEST_CASE("pattern moves to a listed position when one bite reaches it, matching transposes") {
  const std::vector<ChompPosition> known{chomp_test::parse_ok("[3,2]")};
  auto made = make_chomp_player("pattern", ChompPlayerOptions{5, known});
  auto& pattern = *std::get<std::unique_ptr<ChompPlayer>>(made);
  const ChompPosition wide = chomp_test::parse_ok("[5,2]");
  const ChompMove w = pattern.choose(wide);
  CHECK(chomp_after_move(wide, w.row, w.column) == chomp_test::parse_ok("[3,2]"));
  // [2,2,1] is [3,2] turned.
  const ChompPosition tall = chomp_test::parse_ok("[2,2,2]");
  const ChompMove m = pattern.choose(tall);
  CHECK(chomp_after_move(tall, m.row, m.column) == chomp_test::parse_ok("[2,2,1]"));
  // Out of reach: a random move, never the poison cell.
  const ChompPosition far = chomp_test::parse_ok("[6,6,6]");
  CHECK_FALSE(is_poison(pattern.choose(far)));
}

TEST_CASE("pattern's default list holds the smallest P-positions of the 10x10 box") {
  Brute brute;
  const auto& known = chomp_default_known_p_positions();
  REQUIRE(known.size() == static_cast<std::size_t>(kDefaultPatternCount));
  std::set<ChompPosition> listed(known.begin(), known.end());
  CHECK(listed.size() == known.size());
  for (const ChompPosition& p : known) CHECK(brute.is_p(to_cells(p)));
  // Smallest first: every P-position of the 4x4 box with fewer cells than the
  // largest listed one is listed.
  const std::int64_t largest = chomp_cell_count(known.back());
  for (const ChompPosition& p : chomp_test::all_diagrams(4, 4))
    if (chomp_cell_count(p) < largest && brute.is_p(to_cells(p))) CHECK(listed.count(p) == 1);
}

TEST_CASE("random is uniform over the non-poison cells and reproducible from its seed") {
  auto random = player("random", 11);
  const ChompPosition p = chomp_rectangle(2, 2);  // three cells besides the poison
  std::map<std::pair<int, int>, int> seen;
  for (int i = 0; i < 3000; ++i) {
    const ChompMove m = random->choose(p);
    ++seen[{m.row, m.column}];
  }
  CHECK(seen.count({1, 1}) == 0);
  REQUIRE(seen.size() == 3);
  for (const auto& [cell, n] : seen) CHECK((n > 850 && n < 1150));  // 1000 expected, sd about 26
  auto replay = [](std::uint64_t seed) {
    auto r = player("random", 1);
    r->start_game(seed);
    std::vector<std::pair<int, int>> cells;
    for (int i = 0; i < 20; ++i) {
      const ChompMove m = r->choose(chomp_rectangle(8, 8));
      cells.push_back({m.row, m.column});
    }
    return cells;
  };
  CHECK(replay(42) == replay(42));
  CHECK(replay(42) != replay(43));
}
