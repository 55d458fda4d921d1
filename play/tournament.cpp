#include "play/tournament.h"

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <map>
#include <mutex>
#include <thread>

#include "play/referee.h"
#include "symbolic/parse_error.h"

namespace cgp::play {
namespace {

// One pair with one player first throughout: the unit of work of a thread.
struct Series {
  int first = 0, second = 0;
  int first_game = 1;  // game number of its first game
};

// The player `spec` under its unique display name.
std::unique_ptr<Contestant> make_contestant(const PlayerSpec& spec, const std::string& name,
                                            const TournamentConfig& config) {
  if (!spec.path.empty()) return make_external_contestant(name, spec.path, config.limits);
  auto made = make_chomp_player(spec.name, ChompPlayerOptions{config.seed, config.known_p_positions});
  return make_builtin_contestant(name, std::move(std::get<std::unique_ptr<ChompPlayer>>(made)));
}

std::vector<std::string> unique_names(const std::vector<PlayerSpec>& players) {
  std::map<std::string, int> seen;
  std::vector<std::string> names;
  for (const PlayerSpec& p : players) {
    const int n = ++seen[p.name];
    names.push_back(n == 1 ? p.name : p.name + "#" + std::to_string(n));
  }
  return names;
}

}  // namespace

std::variant<PlayerSpec, std::string> parse_player_spec(const std::string& arg) {
  if (arg.find('/') == std::string::npos) {
    auto made = make_chomp_player(arg);
    if (auto* err = std::get_if<std::string>(&made)) return *err;
    return PlayerSpec{arg, ""};
  }
  struct stat st {};
  if (stat(arg.c_str(), &st) != 0) return "player " + parse_error_quoted(arg) + ": no such file";
  if (!S_ISREG(st.st_mode) || access(arg.c_str(), X_OK) != 0)
    return "player " + parse_error_quoted(arg) + ": not an executable file";
  return PlayerSpec{arg, arg};
}

std::vector<ChompPosition> tournament_boards(int rows, int cols) {
  std::vector<ChompPosition> boards;
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c) boards.push_back(chomp_rectangle(r, c));
  return boards;
}

TournamentResult run_tournament(const TournamentConfig& config, const TournamentHooks& hooks) {
  const auto t0 = std::chrono::steady_clock::now();
  TournamentResult result;
  result.names = unique_names(config.players);
  const std::vector<PlayerSpec>& players = config.players;

  const std::vector<ChompPosition> boards = tournament_boards(config.box_rows, config.box_cols);
  const int per_series = static_cast<int>(boards.size()) * config.games_per_board;
  std::vector<Series> schedule;
  for (int i = 0; i < static_cast<int>(players.size()); ++i)
    for (int j = i + 1; j < static_cast<int>(players.size()); ++j)
      for (auto [a, b] : {std::pair{i, j}, std::pair{j, i}})
        schedule.push_back({a, b, 1 + static_cast<int>(schedule.size()) * per_series});
  result.scheduled = static_cast<int>(schedule.size()) * per_series;

  std::vector<std::optional<GameRecord>> played(static_cast<std::size_t>(result.scheduled));
  std::atomic<std::size_t> next{0};
  std::atomic<bool> write_failed{false};
  std::mutex mutex;          // guards played, written, done
  std::size_t written = 0;   // games [0, written) are in the file
  int done = 0;
  auto write = [&](const GameRecord& g) {
    if (hooks.writer && !hooks.writer->append(g)) write_failed = true;
  };
  // Lines go out in game-number order, so a run's file is the same whatever
  // `jobs` is; a game finished ahead of an unfinished one waits in memory.
  auto record = [&](GameRecord g) {
    std::lock_guard lock(mutex);
    played[static_cast<std::size_t>(g.game - 1)] = std::move(g);
    for (; written < played.size() && played[written]; ++written) write(*played[written]);
    if (hooks.progress) hooks.progress(++done, result.scheduled);
  };
  auto stopped = [&] { return (hooks.stop && hooks.stop->load()) || write_failed.load(); };
  auto work = [&] {
    for (std::size_t s; !stopped() && (s = next.fetch_add(1)) < schedule.size();) {
      const Series& series = schedule[s];
      auto first = make_contestant(players[series.first], result.names[series.first], config);
      auto second = make_contestant(players[series.second], result.names[series.second], config);
      for (int k = 0; k < per_series && !stopped(); ++k) {
        const int number = series.first_game + k;
        const auto& board = boards[static_cast<std::size_t>(k / config.games_per_board)];
        record(referee_game(*first, *second, board, derived_seed(config.seed, number), number));
      }
    }
  };
  const int jobs = std::max(1, std::min<int>(config.jobs, static_cast<int>(schedule.size())));
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(work);
  work();
  for (std::thread& t : threads) t.join();
  // A stopped run: the games finished beyond the first unplayed one.
  for (; written < played.size(); ++written)
    if (played[written]) write(*played[written]);

  for (auto& g : played)
    if (g) result.games.push_back(std::move(*g));
  result.interrupted = static_cast<int>(result.games.size()) < result.scheduled;
  result.write_failed = write_failed;
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace cgp::play
