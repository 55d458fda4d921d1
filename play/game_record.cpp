#include "play/game_record.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <nlohmann/json.hpp>

#include "play/posix_write.h"

namespace cgp::play {
namespace {

using Json = nlohmann::ordered_json;

std::variant<GameRecord, std::string> record_from(const Json& j) {
  GameRecord g;
  g.game = j.at("game").get<int>();
  g.first = j.at("first").get<std::string>();
  g.second = j.at("second").get<std::string>();
  g.board.rows = j.at("board").get<std::vector<int>>();
  if (!chomp::is_valid(g.board)) return "\"board\" is not a Chomp position, poison row first";
  for (const Json& m : j.at("moves")) {
    if (!m.is_array() || m.size() != 2) return "a move is not [row,column]";
    g.moves.push_back({m[0].get<int>(), m[1].get<int>()});
  }
  g.winner = j.at("winner").get<std::string>();
  if (g.winner != g.first && g.winner != g.second) return "\"winner\" is neither player";
  const Json& f = j.at("forfeit");
  if (!f.is_null()) {
    auto reason = forfeit_reason_from_id(f.at("reason").get<std::string>());
    if (!reason) return "unknown forfeit reason \"" + f.at("reason").get<std::string>() + "\"";
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
