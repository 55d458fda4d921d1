// Fuzzes CGSuite notation (symbolic/notation_parse.h): whatever parses must
// print (game_to_string) to text that parses back to the same canonical game
// (equal GameIds: the store keeps one id per value); bad text must come back
// as a ParseError (an escaping exception aborts the run: a finding).
#include "symbolic/notation_parse.h"
#include "symbolic/notation_print.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

namespace {

// True when a star or arrow count above 64 is written (*233, ^100, v99): the
// engine expands such an up-star sum into its options, with a cost growing
// like n^3.5 (*128-v: 14 s under ASan; tests/fuzz/slow/notation), a known
// limit of the engine, not of the parser, so the fuzzer is kept below it.
bool has_large_count(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '*' && text[i] != '^' && text[i] != 'v') continue;
    unsigned long count = 0;
    for (std::size_t k = i + 1; k < text.size() && text[k] >= '0' && text[k] <= '9' && count <= 64; ++k)
      count = count * 10 + static_cast<unsigned long>(text[k] - '0');
    if (count > 64) return true;
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);
  if (has_large_count(input)) return 0;
  GameStore& store = GameStore::instance();

  const auto parsed = parse_game(store, input);
  if (std::holds_alternative<ParseError>(parsed)) {
    fuzz::fuzz_require(!std::get<ParseError>(parsed).message.empty(), "error without a message", input);
    return 0;
  }
  const GameId g = std::get<GameId>(parsed);
  const std::string printed = game_to_string(store, g);
  const auto reparsed = parse_game(store, printed);
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed game does not parse", input, printed, error->message);
  fuzz::fuzz_require(std::get<GameId>(reparsed) == g, "printed game parses to another value", input, printed,
                     game_to_string(store, std::get<GameId>(reparsed)));
  return 0;
}
