// Fuzzes Toads-and-Frogs patterns (games/toads_frogs/pattern.h): whatever
// tf_pattern_parse accepts must print (tf_pattern_to_string) to text that
// parses back to an equal pattern; bad text must come back as a ParseError.
#include "games/toads_frogs/pattern.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);

  const auto parsed = tf_pattern_parse(input);
  if (const auto* error = std::get_if<ParseError>(&parsed)) {
    fuzz::fuzz_require(!error->message.empty(), "error without a message", input);
    return 0;
  }
  const TfPattern& p = std::get<TfPattern>(parsed);
  fuzz::fuzz_require(p.blocks.size() <= kTfPatternMaxBlocks, "more blocks than kTfPatternMaxBlocks", input);
  for (std::size_t i = 1; i < p.blocks.size(); ++i)  // the parser merges neighbours of one symbol
    fuzz::fuzz_require(p.blocks[i].symbol != p.blocks[i - 1].symbol, "unmerged neighbours", input);
  const std::string printed = tf_pattern_to_string(p);
  const auto reparsed = tf_pattern_parse(printed);
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed pattern does not parse", input, printed, error->message);
  fuzz::fuzz_require(std::get<TfPattern>(reparsed) == p, "printed pattern parses to another one", input, printed,
                     tf_pattern_to_string(std::get<TfPattern>(reparsed)));
  return 0;
}
