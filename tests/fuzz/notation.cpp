// Fuzzes CGSuite notation (symbolic/notation_parse.h): whatever parses must
// print (game_to_string) to text that parses back to the same canonical game
// (equal GameIds: the store keeps one id per value); bad text must come back
// as a NotationError (an escaping exception aborts the run: a finding).
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);
  GameStore& store = GameStore::instance();

  const auto parsed = parse_game(store, input);
  if (std::holds_alternative<NotationError>(parsed)) {
    fuzz::fuzz_require(!std::get<NotationError>(parsed).message.empty(), "error without a message", input);
    return 0;
  }
  const GameId g = std::get<GameId>(parsed);
  const std::string printed = game_to_string(store, g);
  const auto reparsed = parse_game(store, printed);
  if (const auto* error = std::get_if<NotationError>(&reparsed))
    fuzz::fuzz_require(false, "printed game does not parse", input, printed, error->message);
  fuzz::fuzz_require(std::get<GameId>(reparsed) == g, "printed game parses to another value", input, printed,
                     game_to_string(store, std::get<GameId>(reparsed)));
  return 0;
}
