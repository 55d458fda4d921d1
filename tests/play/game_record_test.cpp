// Games-file lines: the documented example reads back, records round-trip,
// malformed lines are refused with a reason, and written files hold whole lines.
#include "play/game_record.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace cgp::play;

TEST_CASE("the README's example line reads back") {
  const std::string line =
      R"({"game":17,"first":"optimal","second":"random","board":[7,7,7],"moves":[[2,2],[1,5]],"winner":"optimal","forfeit":null})";
  auto parsed = parse_game_record(line);
  REQUIRE(std::holds_alternative<GameRecord>(parsed));
  const GameRecord& g = std::get<GameRecord>(parsed);
  CHECK(g.game == 17);
  CHECK(g.board.rows == std::vector<int>{7, 7, 7});
  CHECK(g.moves == std::vector<GameCell>{{2, 2}, {1, 5}});
  CHECK(g.winner == "optimal");
  CHECK_FALSE(g.forfeit.has_value());
  CHECK(game_record_line(g) == line);
}

TEST_CASE("a record with a forfeit round-trips") {
  GameRecord g{3,
               "./p.py",
               "greedy",
               {{4, 2}},
               {{1, 3}},
               "./p.py",
               GameForfeit{"greedy", ForfeitReason::kTimeout, "no move in 1000 ms"}};
  const std::string line = game_record_line(g);
  CHECK_THAT(line,
             Catch::Contains(R"("forfeit":{"player":"greedy","reason":"timeout","detail":"no move in 1000 ms"})"));
  auto back = parse_game_record(line);
  REQUIRE(std::holds_alternative<GameRecord>(back));
  CHECK(std::get<GameRecord>(back) == g);
}

TEST_CASE("malformed lines are refused with a reason") {
  for (
      const char* bad :
      {"", "{", R"({"game":1})",
       R"({"game":1,"first":"a","second":"b","board":[2,3],"moves":[],"winner":"a","forfeit":null})",
       R"({"game":1,"first":"a","second":"b","board":[2],"moves":[],"winner":"c","forfeit":null})",
       R"({"game":1,"first":"a","second":"b","board":[2],"moves":[],"winner":"a","forfeit":{"player":"b","reason":"bored"}})"}) {
    INFO(bad);
    auto parsed = parse_game_record(bad);
    REQUIRE(std::holds_alternative<std::string>(parsed));
    CHECK(!std::get<std::string>(parsed).empty());
  }
}

// A JSON string may hold an escaped line break; the error stays one line.
TEST_CASE("an unknown forfeit reason is quoted on one line") {
  const auto parsed = parse_game_record(
      R"({"game":1,"first":"a","second":"b","board":[2],"moves":[],"winner":"a","forfeit":{"player":"b","reason":"bo\nred"}})");
  REQUIRE(std::holds_alternative<std::string>(parsed));
  CHECK(std::get<std::string>(parsed) == R"(unknown forfeit reason "bo\x0ared")");
}

TEST_CASE("the writer appends whole lines") {
  const std::string path = (std::filesystem::temp_directory_path() / ("games_" + std::to_string(getpid()))).string();
  {
    auto opened = GamesWriter::open(path);
    REQUIRE(std::holds_alternative<std::unique_ptr<GamesWriter>>(opened));
    auto& w = *std::get<std::unique_ptr<GamesWriter>>(opened);
    for (int k = 1; k <= 3; ++k) CHECK(w.append(GameRecord{k, "a", "b", {{1}}, {{1, 1}}, "b", std::nullopt}));
  }
  std::ifstream in(path);
  int n = 0;
  for (std::string line; std::getline(in, line); ++n)
    CHECK(std::holds_alternative<GameRecord>(parse_game_record(line)));
  CHECK(n == 3);
  std::filesystem::remove(path);
  CHECK(std::holds_alternative<std::string>(GamesWriter::open("/nonexistent-dir/games.jsonl")));
}
