// Values of Toads-and-Frogs positions published in the literature.
//
// tests/data/toads_frogs_literature.txt lists one position per line with its
// value in CGSuite notation and its source (see the file's header); every
// value is computed here from scratch and compared by canonical id.
#include "games/toads_frogs/evaluator.h"
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>
#include <variant>

using namespace cgp;

TEST_CASE("literature values of Toads-and-Frogs positions", "[tf][literature]") {
  std::ifstream in(std::string(CGP_TEST_DATA) + "/toads_frogs_literature.txt");
  REQUIRE(in);
  TfEvaluator eval;
  GameStore& store = eval.store();
  TfEvaluator plain(TfEvalOptions::plain());
  std::size_t checked = 0;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string position_text, value_text, source;
    fields >> position_text >> value_text;
    std::getline(fields >> std::ws, source);
    INFO("line " << number << ": " << line);
    const auto position = TfPosition::parse(position_text);
    REQUIRE(std::holds_alternative<TfPosition>(position));
    const auto expected = parse_game(store, value_text);
    if (const auto* error = std::get_if<ParseError>(&expected)) FAIL(error->message);
    const GameId got = eval.value(std::get<TfPosition>(position));
    INFO("engine: " << game_to_string(store, got) << ", source: "
                    << game_to_string(store, std::get<GameId>(expected)));
    CHECK(got == std::get<GameId>(expected));
    // Short ones also without any shortcut, so that the published values
    // vouch for the plain recursion too.
    if (std::get<TfPosition>(position).size() <= 12)
      CHECK(plain.value(std::get<TfPosition>(position)) == got);
    ++checked;
  }
  CHECK(checked >= 300);
}
