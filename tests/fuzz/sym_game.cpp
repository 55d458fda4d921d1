// Fuzzes symbolic games with affine leaves (symbolic/sym_game.h): whatever
// sym_game_parse accepts must print (sym_game_to_string) to text that parses
// back to the same tree (GameTree's ==); bad text must come back as a
// ParseError, never as an escaping exception (that aborts: a finding).
#include "symbolic/sym_game.h"
#include "tests/fuzz/fuzz_check.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  fuzz::fuzz_round_trip<SymGame, ParseError>(
      fuzz::fuzz_text(data, size), [](std::string_view text) { return sym_game_parse(text); },
      [](const SymGame& g) { return sym_game_to_string(g); });
  return 0;
}
