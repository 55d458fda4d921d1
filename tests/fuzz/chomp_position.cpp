// Fuzzes Chomp positions (games/chomp/chomp_position.h): whatever parse_chomp
// accepts must be a valid diagram within kChompMaxCells and print (to_string) to
// text that parses back to an equal position; bad text must come back as a
// ParseError.
#include "games/chomp/chomp_position.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  namespace fuzz = cgp::fuzz;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);

  const auto parsed = parse_chomp(input);
  if (const auto* error = std::get_if<ParseError>(&parsed)) {
    fuzz::fuzz_require(!error->message.empty(), "error without a message", input);
    return 0;
  }
  const ChompPosition& p = std::get<ChompPosition>(parsed);
  fuzz::fuzz_require(chomp_is_valid(p), "accepted an invalid diagram", input);
  fuzz::fuzz_require(chomp_cell_count(p) <= kChompMaxCells, "accepted more than kChompMaxCells cells", input);
  const std::string printed = to_string(p);
  const auto reparsed = parse_chomp(printed);
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed position does not parse", input, printed, error->message);
  fuzz::fuzz_require(std::get<ChompPosition>(reparsed) == p, "printed position parses to another one", input,
                     printed, to_string(std::get<ChompPosition>(reparsed)));
  return 0;
}
