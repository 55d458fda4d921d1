// `chomp play`: a person who follows the hints wins every board that can be
// won, against every built-in player; undo goes back to the person's turn;
// piped input plays a whole game through the real executable.
#include "play/play_session.h"

#include <catch2/catch.hpp>

#include "games/chomp/chomp_solver.h"
#include "tests/cli/cli_run.h"

using namespace cgp::play;
using cgp::ChompPosition;

namespace {

std::unique_ptr<PlaySession> session(const ChompPosition& board, const std::string& ai, bool person_first) {
  auto made = cgp::make_chomp_player(ai);
  auto s = PlaySession::start(board, std::move(std::get<std::unique_ptr<cgp::ChompPlayer>>(made)), person_first);
  REQUIRE(std::holds_alternative<std::unique_ptr<PlaySession>>(s));
  return std::move(std::get<std::unique_ptr<PlaySession>>(s));
}

// cgprove with `input` on its stdin (a file, as a pipe would give it).
cli_test::Run cgprove_with_input(const std::string& args, const std::string& input) {
  const std::string path = cli_test::temp_path("play_input");
  std::ofstream(path) << input;
  auto r = cli_test::cgprove(args + " < " + path);
  std::remove(path.c_str());
  return r;
}

}  // namespace

TEST_CASE("following the hints wins every rectangle up to 6x6 moving first") {
  cgp::ChompSolver solver;
  for (const char* ai : {"optimal", "random", "human", "two-rows", "greedy", "pattern"})
    for (int r = 1; r <= 6; ++r)
      for (int c = 1; c <= 6; ++c) {
        if (r * c == 1) continue;
        INFO(ai << " " << r << "x" << c);
        auto game = session(cgp::chomp_rectangle(r, c), ai, true);
        while (!game->over()) {
          if (!game->person_to_move()) {
            game->ai_moves();
            continue;
          }
          const auto hints = game->hints();
          REQUIRE(!hints.empty());  // the person always faces an N-position
          for (const auto& h : hints)
            CHECK(solver.is_p(cgp::chomp_after_move(game->position(), h.row, h.column)));
          REQUIRE_FALSE(game->person_moves(hints[0].row, hints[0].column).has_value());
        }
        CHECK(game->person_won());
      }
}

TEST_CASE("undo returns to the person's previous turn, illegal cells are refused") {
  const ChompPosition board = cgp::chomp_rectangle(3, 4);
  auto game = session(board, "optimal", true);
  CHECK_FALSE(game->undo());
  CHECK(game->person_moves(4, 1).has_value());
  REQUIRE_FALSE(game->person_moves(1, 4).has_value());
  game->ai_moves();
  const ChompPosition after_reply = game->position();
  CHECK(after_reply != board);
  CHECK(game->person_to_move());
  REQUIRE(game->undo());
  CHECK(game->position() == board);
  CHECK(game->person_to_move());
  // Eating the poison cell at once loses.
  REQUIRE_FALSE(game->person_moves(1, 1).has_value());
  CHECK(game->over());
  CHECK_FALSE(game->person_won());
}

TEST_CASE("chomp play with piped input plays to the end") {
  // 1x3 against optimal, the person first: taking [1,3] leaves [2]; optimal
  // must leave [1] and the person eats the poison cell (Chomp on one row:
  // [1,2] wins at once, so [1,3] loses). Then again with the winning [1,2].
  auto lose = cgprove_with_input("chomp play 1x3 --against optimal", "hint\n1 3\n");
  CHECK(lose.code == 0);
  CHECK_THAT(lose.out, Catch::Contains("hint: [1,2]"));
  CHECK_THAT(lose.out, Catch::Contains("optimal takes [1,2]"));
  CHECK_THAT(lose.out, Catch::Contains("You lose"));
  auto win = cgprove_with_input("chomp play 1x3 --against optimal", "9 9\nundo\n1 2\n");
  CHECK(win.code == 0);
  CHECK_THAT(win.out, Catch::Contains("[9,9] is not a cell of [3]"));
  CHECK_THAT(win.out, Catch::Contains("nothing to undo"));
  CHECK_THAT(win.out, Catch::Contains("You win"));
  auto bad = cli_test::cgprove("chomp play 4x7 --against deep-blue </dev/null");
  CHECK(bad.code == 2);
  CHECK_THAT(bad.err, Catch::Contains("deep-blue"));
}
