#include "play/external_player.h"

#include <charconv>
#include <sstream>

#include "play/player_process.h"
#include "symbolic/parse_error.h"

namespace cgp::play {
namespace {

class ExternalContestant : public Contestant {
 public:
  ExternalContestant(std::string name, std::string path, ExternalLimits limits)
      : name_(std::move(name)), path_(std::move(path)), limits_(limits) {}
  ~ExternalContestant() override { process_.quit(100); }

  const std::string& name() const override { return name_; }

  std::optional<Forfeit> start_game(std::uint64_t) override {
    if (process_.running()) return std::nullopt;
    std::string error;
    if (!process_.spawn(path_, error)) return Forfeit{ForfeitReason::kStartup, "could not start: " + error};
    std::string line;
    if (!process_.send("chomp 1")) return startup_failure(exited_at_startup());
    switch (process_.read_line(limits_.startup_ms, line)) {
      case PlayerProcess::Read::kLine:
        break;
      case PlayerProcess::Read::kTimeout:
        return startup_failure("no answer to 'chomp 1' in " + std::to_string(limits_.startup_ms) + " ms");
      case PlayerProcess::Read::kTooLong:
        return startup_failure("answered 'chomp 1' with an overlong line");
      case PlayerProcess::Read::kClosed:
        return startup_failure(exited_at_startup());
    }
    if (line != "ok" && line.rfind("ok ", 0) != 0)
      return startup_failure("answered " + parse_error_quoted(line) + " to 'chomp 1'");
    return std::nullopt;
  }

  std::variant<ChompMove, Forfeit> move(const ChompPosition& p) override {
    // A line waiting before the position is sent was not asked for; taking
    // it as the answer would shift every later answer onto the wrong position.
    std::string early;
    if (process_.read_line(0, early) == PlayerProcess::Read::kLine)
      return Forfeit{ForfeitReason::kMalformed, "an unasked line before the position: " + parse_error_quoted(early)};
    if (!process_.send(position_line(p)))
      return Forfeit{ForfeitReason::kCrash, "closed its input (" + how_it_ended() + ")"};
    std::string line;
    switch (process_.read_line(limits_.move_ms, line)) {
      case PlayerProcess::Read::kLine:
        break;
      case PlayerProcess::Read::kTimeout:
        return Forfeit{ForfeitReason::kTimeout, "no move in " + std::to_string(limits_.move_ms) + " ms"};
      case PlayerProcess::Read::kTooLong:
        return Forfeit{ForfeitReason::kMalformed, "an overlong line without a newline"};
      case PlayerProcess::Read::kClosed:
        return Forfeit{ForfeitReason::kCrash, "closed its output (" + how_it_ended() + ")"};
    }
    auto parsed = parse_move_line(line);
    if (auto* why = std::get_if<std::string>(&parsed)) return Forfeit{ForfeitReason::kMalformed, *why};
    return std::get<ChompMove>(parsed);
  }

  void end_game(bool forfeited) override {
    if (forfeited) process_.kill();
  }

 private:
  std::string how_it_ended() { return process_.ended(200).value_or("still running"); }

  // The player closed a pipe before greeting: it normally exited (early
  // enough, before "chomp 1" was even written).
  std::string exited_at_startup() {
    if (auto how = process_.ended(200)) return "exited at start-up (" + *how + ")";
    return "closed its pipes at start-up";
  }

  Forfeit startup_failure(std::string detail) {
    process_.kill();
    return Forfeit{ForfeitReason::kStartup, std::move(detail)};
  }

  std::string name_, path_;
  ExternalLimits limits_;
  PlayerProcess process_;
};

bool read_positive(std::string_view text, int& value) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size() && value >= 1;
}

}  // namespace

std::unique_ptr<Contestant> make_external_contestant(std::string name, std::string path, ExternalLimits limits) {
  return std::make_unique<ExternalContestant>(std::move(name), std::move(path), limits);
}

std::variant<ChompMove, std::string> parse_move_line(const std::string& line) {
  std::istringstream in(line);
  std::string word, row, column, extra;
  in >> word >> row >> column;
  ChompMove m;
  if (word != "move" || !read_positive(row, m.row) || !read_positive(column, m.column) || (in >> extra))
    return parse_error_quoted(line) + " is not 'move ROW COLUMN'";
  m.reason = "external player";
  return m;
}

std::string position_line(const ChompPosition& p) {
  std::string line = "position";
  for (int r : p.rows) {
    line += ' ';
    line += std::to_string(r);
  }
  return line;
}

}  // namespace cgp::play
