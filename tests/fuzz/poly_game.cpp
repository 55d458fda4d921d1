// Fuzzes games with polynomial leaves (symbolic/poly_game.h): whatever
// poly_game_parse accepts must print (poly_game_to_string) to text that parses
// back to the same tree (GameTree's ==), and a product printed in factored
// form ((a-1)(b-1)) must multiply back to the same polynomial; bad text must
// come back as a ParseError, never as an escaping exception.
#include "symbolic/poly_game.h"
#include "tests/fuzz/fuzz_check.h"

#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  fuzz::fuzz_round_trip<PolyGame, ParseError>(
      fuzz::fuzz_text(data, size), [](std::string_view text) { return poly_game_parse(text); },
      [](const PolyGame& g) { return poly_game_to_string(g); });
  return 0;
}
