// Fuzzes symbolic games with affine leaves (symbolic/sym_game.h): whatever
// sym_game_parse accepts must print (sym_game_to_string) to text that parses
// back to the same tree (GameTree's ==); bad text must come back as a
// ParseError, never as an escaping exception (that aborts: a finding).
#include "symbolic/sym_game.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);

  const auto parsed = sym_game_parse(input);
  if (const auto* error = std::get_if<ParseError>(&parsed)) {
    fuzz::fuzz_require(!error->message.empty(), "error without a message", input);
    return 0;
  }
  const SymGame& g = std::get<SymGame>(parsed);
  const std::string printed = sym_game_to_string(g);
  const auto reparsed = sym_game_parse(printed);
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed game does not parse", input, printed, error->message);
  fuzz::fuzz_require(std::get<SymGame>(reparsed) == g, "printed game parses to another tree", input, printed,
                     sym_game_to_string(std::get<SymGame>(reparsed)));
  return 0;
}
