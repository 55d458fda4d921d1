// Fuzzes the games-file reader (play/game_record.h): whatever line
// parse_game_record accepts must print (game_record_line) to a line that
// parses back to an equal record; a bad line must come back as the one-line
// error, never as an escaping exception (nlohmann-json throws: a finding).
#include "play/game_record.h"
#include "tests/fuzz/fuzz_check.h"

#include <variant>

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, std::size_t size) {
  using namespace cgp::play;
  namespace fuzz = cgp::fuzz;
  if (fuzz::fuzz_input_too_long(size)) return 0;
  const std::string input(fuzz::fuzz_text(data, size));

  const auto parsed = parse_game_record(input);
  if (const auto* error = std::get_if<std::string>(&parsed)) {
    fuzz::fuzz_require(!error->empty() && error->find('\n') == std::string::npos,
                       "error not one line", input, *error);
    return 0;
  }
  const GameRecord& g = std::get<GameRecord>(parsed);
  const std::string printed = game_record_line(g);
  fuzz::fuzz_require(printed.find('\n') == std::string::npos, "record printed on several lines", input, printed);
  const auto reparsed = parse_game_record(printed);
  if (const auto* error = std::get_if<std::string>(&reparsed))
    fuzz::fuzz_require(false, "printed record does not parse", input, printed, *error);
  fuzz::fuzz_require(std::get<GameRecord>(reparsed) == g, "printed record parses to another one", input, printed,
                     game_record_line(std::get<GameRecord>(reparsed)));
  return 0;
}
