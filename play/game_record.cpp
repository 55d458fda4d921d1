#include "play/game_record.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <limits>
#include <optional>
#include <nlohmann/json.hpp>

#include "play/posix_write.h"
#include "symbolic/parse_error.h"

namespace cgp::play {
namespace {

using Json = nlohmann::ordered_json;

// nlohmann's get<int>() is a plain cast from any number: 1e100 is undefined
// behaviour and 2^40 wraps. Only integers that fit in an int are read.
std::optional<int> int_of(const Json& v) {
  if (v.is_number_unsigned()) {
    const auto x = v.get<std::uint64_t>();
    if (x <= static_cast<std::uint64_t>(std::numeric_limits<int>::max())) return static_cast<int>(x);
  } else if (v.is_number_integer()) {
    const auto x = v.get<std::int64_t>();
    if (x >= std::numeric_limits<int>::min() && x <= std::numeric_limits<int>::max()) return static_cast<int>(x);
  }
  return std::nullopt;
}

std::variant<GameRecord, std::string> record_from(const Json& j) {
  GameRecord g;
  const auto game = int_of(j.at("game"));
  if (!game) return "\"game\" is not an integer that fits in an int";
  g.game = *game;
  g.first = j.at("first").get<std::string>();
  g.second = j.at("second").get<std::string>();
  const Json& board = j.at("board");
  if (!board.is_array()) return "\"board\" is not a list of row lengths";
  for (const Json& row : board) {
    const auto length = int_of(row);
    if (!length) return "a row of \"board\" is not an integer that fits in an int";
    g.board.rows.push_back(*length);
  }
  if (!chomp_is_valid(g.board)) return "\"board\" is not a Chomp position, poison row first";
  for (const Json& m : j.at("moves")) {
    if (!m.is_array() || m.size() != 2) return "a move is not [row,column]";
    const auto row = int_of(m[0]), column = int_of(m[1]);
    if (!row || !column) return "a move is not [row,column] with integers that fit in an int";
    g.moves.push_back({*row, *column});
  }
  g.winner = j.at("winner").get<std::string>();
  if (g.winner != g.first && g.winner != g.second) return "\"winner\" is neither player";
  const Json& f = j.at("forfeit");
  if (!f.is_null()) {
    auto reason = forfeit_reason_from_id(f.at("reason").get<std::string>());
    if (!reason) return "unknown forfeit reason " + parse_error_quoted(f.at("reason").get<std::string>());
    g.forfeit = GameForfeit{f.at("player").get<std::string>(), *reason, f.value("detail", std::string())};
  }
  return g;
}

}  // namespace

std::string game_record_line(const GameRecord& g) {
  Json moves = Json::array();
  for (const GameCell& c : g.moves) moves.push_back({c.row, c.column});
  Json forfeit = nullptr;
  if (g.forfeit)
    forfeit = Json{
        {"player", g.forfeit->player}, {"reason", forfeit_reason_id(g.forfeit->reason)}, {"detail", g.forfeit->detail}};
  Json j{{"game", g.game}, {"first", g.first},   {"second", g.second}, {"board", g.board.rows},
         {"moves", moves}, {"winner", g.winner}, {"forfeit", forfeit}};
  // Player output in a detail may hold any byte: replace, never throw.
  return j.dump(-1, ' ', false, Json::error_handler_t::replace);
}

std::variant<GameRecord, std::string> parse_game_record(const std::string& line) {
  try {
    return record_from(Json::parse(line));
  } catch (const Json::exception& e) {
    std::string what = e.what();
    return "not a game record: " + what.substr(0, 120);
  }
}

std::variant<std::unique_ptr<GamesWriter>, std::string> GamesWriter::open(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return "cannot write games file \"" + path + "\": " + std::strerror(errno);
  return std::unique_ptr<GamesWriter>(new GamesWriter(fd));
}

GamesWriter::~GamesWriter() { ::close(fd_); }

bool GamesWriter::append(const GameRecord& g) {
  const std::string line = game_record_line(g) + "\n";
  std::lock_guard lock(mutex_);
  return write_all(fd_, line);
}

}  // namespace cgp::play
