// Fuzzes regions (symbolic/region.h): whatever region_parse accepts must
// print (region_to_string) to text that parses back, over the same
// parameters, to an equal set (region_is_equal, decided exactly by isl);
// bad text must come back as a ParseError. Printing is not canonical
// (region.h), so the text itself is not compared.
#include "symbolic/region.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const auto input = fuzz::fuzz_text(data, size);

  const auto parsed = region_parse(input);
  if (const auto* error = std::get_if<ParseError>(&parsed)) {
    fuzz::fuzz_require(!error->message.empty(), "error without a message", input);
    return 0;
  }
  const Region& r = std::get<Region>(parsed);
  const std::string printed = region_to_string(r);
  // `a>=0` prints as `true`: the printed text may name fewer parameters, so
  // it is read over the original ones.
  const auto reparsed = region_parse(printed, r.params());
  if (const auto* error = std::get_if<ParseError>(&reparsed))
    fuzz::fuzz_require(false, "printed region does not parse", input, printed, error->message);
  const Region& again = std::get<Region>(reparsed);
  fuzz::fuzz_require(again.params() == r.params(), "printed region has other parameters", input, printed,
                     region_to_string(again));
  fuzz::fuzz_require(region_is_equal(again, r), "printed region is another set", input, printed,
                     region_to_string(again));
  return 0;
}
