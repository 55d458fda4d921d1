// Fuzzes Chomp patterns (games/chomp/chomp_pattern.h). chomp_pattern_parse
// gives the entries as written; read poison row first they print
// (chomp_pattern_to_string) top row first without constant-zero top rows, so
// the printed text must parse to exactly those entries reversed. Bad text
// must come back as a ParseError.
#include "games/chomp/chomp_pattern.h"
#include "tests/fuzz/fuzz_check.h"

#include <algorithm>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);

  const auto parsed = chomp_pattern_parse(input);
  if (const auto* error = std::get_if<ParseError>(&parsed)) {
    fuzz::fuzz_require(!error->message.empty(), "error without a message", input);
    return 0;
  }
  const std::vector<Affine>& entries = std::get<std::vector<Affine>>(parsed);
  fuzz::fuzz_require(!entries.empty() && entries.size() <= kChompPatternMaxRows, "row count out of bounds", input);
  const ChompPattern p{entries};
  const std::string printed = chomp_pattern_to_string(p);
  const auto reparsed = chomp_pattern_parse(printed);
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed pattern does not parse", input, printed, error->message);

  std::vector<Affine> expected = entries;  // poison row first: the constant-zero top rows last
  while (expected.size() > 1 && expected.back() == Affine(0)) expected.pop_back();
  std::vector<Affine> again = std::get<std::vector<Affine>>(reparsed);
  std::reverse(again.begin(), again.end());
  fuzz::fuzz_require(again == expected, "printed pattern parses to other rows", input, printed,
                     chomp_pattern_to_string(ChompPattern{again}));
  return 0;
}
