// Fuzzes Toads-and-Frogs positions (games/toads_frogs/position.h): whatever
// TfPosition::parse accepts must print (to_string) to text that parses back
// to an equal position; bad text must come back as a ParseError.
#include "games/toads_frogs/position.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);

  const auto parsed = TfPosition::parse(input);
  if (const auto* error = std::get_if<ParseError>(&parsed)) {
    fuzz::fuzz_require(!error->message.empty(), "error without a message", input);
    return 0;
  }
  const TfPosition& p = std::get<TfPosition>(parsed);
  fuzz::fuzz_require(p.size() <= TfPosition::kMaxLength, "position longer than kMaxLength", input);
  fuzz::fuzz_require((p.toads() & p.frogs()) == 0 && ((p.toads() | p.frogs()) & ~p.squares()) == 0,
                     "pieces overlap or lie outside the strip", input);
  const std::string printed = p.to_string();
  const auto reparsed = TfPosition::parse(printed);
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed position does not parse", input, printed, error->message);
  fuzz::fuzz_require(std::get<TfPosition>(reparsed) == p, "printed position parses to another one", input,
                     printed, std::get<TfPosition>(reparsed).to_string());
  return 0;
}
