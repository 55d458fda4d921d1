// Fuzzes the external-player protocol's answer line (play/external_player.h):
// whatever parse_move_line accepts is a cell with positive row and column,
// and the protocol's own spelling of that cell ("move R C") reads back to
// it; a bad line must come back as the one-line error, never an exception.
#include "play/external_player.h"
#include "tests/fuzz/fuzz_check.h"

#include <string>
#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp::play;
  namespace fuzz = cgp::fuzz;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const std::string input(fuzz::fuzz_text(data, size));

  const auto parsed = parse_move_line(input);
  if (const auto* error = std::get_if<std::string>(&parsed)) {
    fuzz::fuzz_require(!error->empty() && error->find('\n') == std::string::npos,
                       "error not one line", input, *error);
    return 0;
  }
  const auto& move = std::get<cgp::ChompMove>(parsed);
  fuzz::fuzz_require(move.row >= 1 && move.column >= 1, "accepted a cell that is not positive", input);
  const std::string canonical = "move " + std::to_string(move.row) + " " + std::to_string(move.column);
  const auto reparsed = parse_move_line(canonical);
  if (const auto* error = std::get_if<std::string>(&reparsed))
    fuzz::fuzz_require(false, "canonical line does not parse", input, canonical, *error);
  const auto& again = std::get<cgp::ChompMove>(reparsed);
  fuzz::fuzz_require(again.row == move.row && again.column == move.column, "canonical line reads another cell",
                     input, canonical);
  return 0;
}
