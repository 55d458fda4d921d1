// The conjecture player: its theory is true on every P-position (checked with
// the solver, not the table it was refined on), so every N-position has an
// option satisfying it, and the player always takes one.
#include <catch2/catch.hpp>

#include "tests/conjecture/chomp_diagrams.h"

#include <cmath>

#include "conjecture/chomp_conjecture_player.h"
#include "conjecture/chomp_invariants.h"
#include "games/chomp/chomp_moves.h"
#include "games/chomp/chomp_solver.h"

using namespace cgp::conjecture;
using cgp::ChompPosition;

namespace {

bool satisfies(const std::vector<TheoryBound>& theory, const ChompPosition& p) {
  auto t = std::get<InvariantTable>(chomp_invariant_table({p}));
  const double n = t.columns[*t.index_of("number_of_cookies")][0];
  for (const auto& b : theory) {
    const double v = expression_evaluate(b.bound, t)[0];
    const bool ok = b.sense == BoundSense::Upper ? n <= v + 1e-9 * n : n >= v - 1e-9 * n;
    if (!ok) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("the conjecture player's theory holds on P-positions and guides its moves") {
  const auto& theory = chomp_default_p_theory();
  REQUIRE_FALSE(theory.empty());
  cgp::ChompSolver solver;
  auto player = make_chomp_conjecture_player(theory);
  player->start_game(7);
  for (const auto& p : conjecture_test::diagrams_in(5, 5)) {
    INFO(cgp::to_string(p));
    if (solver.is_p(p)) {
      CHECK(satisfies(theory, p));
      continue;
    }
    const auto move = player->choose(p);
    const auto after = cgp::chomp_after_move(p, move.row, move.column);
    REQUIRE_FALSE(after.rows.empty());  // never the poison cell while another is left
    CHECK(satisfies(theory, after));    // a P option exists and satisfies it, so some option does
    CHECK(move.reason.find("satisfies the P-theory") != std::string::npos);
  }
}

TEST_CASE("from [3] the theory leaves only [1]: [2] has 2 < 2*2 - 1 cookies (conjecture 14)") {
  auto player = make_chomp_conjecture_player(chomp_default_p_theory());
  const auto move = player->choose(ChompPosition{{3}});
  CHECK(move.row == 1);
  CHECK(move.column == 2);
}
