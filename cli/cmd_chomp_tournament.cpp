// cgprove chomp match A B / chomp tournament P1 P2 ...: refereed games
// between built-in and external players, a scoreboard with Elo ratings, and
// the games as JSON lines.
#include <fmt/core.h>
#include <unistd.h>

#include <atomic>
#include <cmath>
#include <csignal>
#include <fstream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>

#include "cli/cmd_chomp.h"
#include "cli/exit_codes.h"
#include "cli/interrupt.h"
#include "games/chomp/chomp_player.h"
#include "play/scoreboard.h"
#include "play/tournament.h"

namespace cgp::cli {
namespace {

using Json = nlohmann::ordered_json;

std::atomic<bool> g_stop{false};
volatile std::sig_atomic_t g_stop_signal = SIGINT;
// The first Ctrl-C (or SIGTERM) asks the run to stop after the games in
// play; a second one ends the process at once (each games-file line is a
// single write, so even then no half line is left).
extern "C" void on_interrupt(int signal) {
  g_stop_signal = signal;
  g_stop = true;
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
}

struct TournamentArgs {
  std::vector<std::string> players;
  std::string boards = "10x10";
  int games_per_board = 1;
  std::uint64_t seed = 1;
  int jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int move_ms = 1000;
  std::string out, patterns;
  int pattern_count = 0;  // 0: not given
  bool json = false;
};

std::pair<int, int> parse_boards(const std::string& text) {
  auto parsed = parse_chomp(text);
  if (std::holds_alternative<ParseError>(parsed) || text.find('[') != std::string::npos)
    throw BadInput(fmt::format("bad --boards \"{}\": give the box as RxC, e.g. 10x10", text));
  const auto& box = std::get<ChompPosition>(parsed);
  const int rows = static_cast<int>(box.rows.size()), cols = box.rows[0];
  if (rows > play::kMaxBoardSide || cols > play::kMaxBoardSide)
    throw BadInput(fmt::format("bad --boards \"{}\": sides are at most {}", text, play::kMaxBoardSide));
  return {rows, cols};
}

// The pattern player's list: one position per line, as `chomp solve --out` writes.
std::vector<ChompPosition> read_patterns(const std::string& path) {
  std::vector<ChompPosition> known;
  if (path.empty()) return known;
  std::ifstream in(path);
  if (!in) throw BadInput(fmt::format("cannot read --patterns file \"{}\"", path));
  int lineno = 0;
  for (std::string line; std::getline(in, line);) {
    ++lineno;
    if (line.find_first_not_of(" \t\r") == std::string::npos || line[0] == '#') continue;
    auto parsed = parse_chomp(line.substr(0, line.find_last_not_of(" \t\r") + 1));
    if (auto* err = std::get_if<ParseError>(&parsed))
      throw BadInput(fmt::format("--patterns file \"{}\" line {}: {}", path, lineno, err->message));
    known.push_back(std::get<ChompPosition>(parsed));
  }
  if (known.empty()) throw BadInput(fmt::format("--patterns file \"{}\" lists no position", path));
  return known;
}

play::TournamentConfig config_of(const TournamentArgs& a) {
  play::TournamentConfig c;
  for (const std::string& arg : a.players) {
    auto spec = play::parse_player_spec(arg);
    if (auto* err = std::get_if<std::string>(&spec)) throw BadInput(*err);
    c.players.push_back(std::get<play::PlayerSpec>(spec));
  }
  std::tie(c.box_rows, c.box_cols) = parse_boards(a.boards);
  if (a.games_per_board < 1) throw BadInput("--games-per-board must be at least 1");
  if (a.jobs < 1) throw BadInput("--jobs must be at least 1");
  if (a.move_ms < 1) throw BadInput("--move-ms must be at least 1");
  c.games_per_board = a.games_per_board;
  c.seed = a.seed;
  c.jobs = a.jobs;
  c.limits.move_ms = a.move_ms;
  c.limits.startup_ms = std::max(a.move_ms, 3000);
  if (!a.patterns.empty() && a.pattern_count != 0) throw BadInput("give --patterns or --pattern-count, not both");
  if (a.pattern_count < 0) throw BadInput("--pattern-count must be at least 1");
  c.known_p_positions = a.pattern_count > 0 ? chomp_smallest_p_positions(a.pattern_count) : read_patterns(a.patterns);
  return c;
}

std::string percent(int wins, int games) { return games == 0 ? "-" : fmt::format("{:.0f}%", 100.0 * wins / games); }

std::string forfeits_text(const play::ScoreRow& r) {
  std::string s;
  for (std::size_t k = 0; k < r.forfeits.size(); ++k)
    if (r.forfeits[k] > 0)
      s += fmt::format("{}{} {}", s.empty() ? "" : ", ", play::forfeit_reason_id(play::kForfeitReasons[k]),
                       r.forfeits[k]);
  return s.empty() ? "-" : s;
}

void print_text(const play::Scoreboard& board, const play::TournamentConfig& c, const play::TournamentResult& r) {
  fmt::print("{} players, boards 1x1 to {}x{}, {} of {} games, seed {}, {:.2f} s\n", r.names.size(), c.box_rows,
             c.box_cols, r.games.size(), r.scheduled, c.seed, r.seconds);
  std::size_t width = 6;
  for (const auto& row : board.rows) width = std::max(width, row.name.size());
  fmt::print("{:>4}  {:<{}}  {:>6} {:>6} {:>6} {:>5}  {:>6} {:>6}  {:>18}  {}\n", "rank", "player", width, "games",
             "wins", "losses", "win%", "from N", "from P", "Elo [95%]", "forfeits");
  int rank = 0;
  for (const auto& row : board.rows)
    fmt::print("{:>4}  {:<{}}  {:>6} {:>6} {:>6} {:>5}  {:>6} {:>6}  {:>18}  {}\n", ++rank, row.name, width, row.games,
               row.wins, row.losses, percent(row.wins, row.games), percent(row.n_wins, row.n_games),
               percent(row.p_wins, row.p_games),
               fmt::format("{:.0f} [{:.0f},{:.0f}]", row.elo.elo, row.elo.low, row.elo.high), forfeits_text(row));
  fmt::print("from N / from P: games won when the first position the player moved from was N (could be won) / P\n");
}

// x to `per` parts of a unit (10: one decimal); dividing last prints short.
double rounded(double x, double per) { return std::round(x * per) / per; }

Json scoreboard_json(const play::Scoreboard& board, const play::TournamentConfig& c, const play::TournamentResult& r) {
  Json players = Json::array();
  for (const auto& row : board.rows) {
    Json forfeits = Json::object();
    for (std::size_t k = 0; k < row.forfeits.size(); ++k)
      forfeits[std::string(play::forfeit_reason_id(play::kForfeitReasons[k]))] = row.forfeits[k];
    auto rate = [](int w, int g) { return g == 0 ? Json(nullptr) : Json(rounded(static_cast<double>(w) / g, 1e4)); };
    players.push_back({{"name", row.name},
                       {"games", row.games},
                       {"wins", row.wins},
                       {"losses", row.losses},
                       {"forfeits", forfeits},
                       {"n_games", row.n_games},
                       {"win_rate_n", rate(row.n_wins, row.n_games)},
                       {"p_games", row.p_games},
                       {"win_rate_p", rate(row.p_wins, row.p_games)},
                       {"elo", rounded(row.elo.elo, 10)},
                       {"elo_low", rounded(row.elo.low, 10)},
                       {"elo_high", rounded(row.elo.high, 10)}});
  }
  return Json{{"players", players},
              {"games", board.games},
              {"scheduled", r.scheduled},
              {"interrupted", r.interrupted},
              {"boards", {c.box_rows, c.box_cols}},
              {"seed", c.seed},
              {"seconds", rounded(r.seconds, 1000)}};
}

void run_tournament_command(const TournamentArgs& a, int& exit_code) {
  const play::TournamentConfig config = config_of(a);
  std::unique_ptr<play::GamesWriter> writer;
  if (!a.out.empty()) {
    auto opened = play::GamesWriter::open(a.out);
    if (auto* err = std::get_if<std::string>(&opened)) throw BadInput(*err);
    writer = std::move(std::get<std::unique_ptr<play::GamesWriter>>(opened));
  }
  play::TournamentHooks hooks;
  hooks.writer = writer.get();
  hooks.stop = &g_stop;
  const bool bar = isatty(STDERR_FILENO);
  if (bar)
    hooks.progress = [](int done, int total) {
      if (done != total && done % 20 != 0) return;
      const int filled = 30 * done / total;
      fmt::print(stderr, "\r[{:<30}] {}/{} games", std::string(filled, '#'), done, total);
    };
  auto previous = std::signal(SIGINT, on_interrupt);
  auto previous_term = std::signal(SIGTERM, on_interrupt);
  const play::TournamentResult result = play::run_tournament(config, hooks);
  std::signal(SIGINT, previous);
  std::signal(SIGTERM, previous_term);
  if (bar) fmt::print(stderr, "\r{:60}\r", "");
  if (result.write_failed) throw BadInput(fmt::format("writing the games file \"{}\" failed", a.out));
  const play::Scoreboard board = play::make_scoreboard(result.names, result.games);
  if (a.json)
    fmt::print("{}\n", scoreboard_json(board, config, result).dump());
  else
    print_text(board, config, result);
  if (result.interrupted) {
    fmt::print(stderr, "interrupted: {} of {} games played{}\n", result.games.size(), result.scheduled,
               a.out.empty() ? "" : ", every one of them is in " + a.out);
    exit_code = interrupt_exit_code(g_stop_signal);
  }
}

void add_run_options(CLI::App* cmd, TournamentArgs& a) {
  cmd->add_option("--boards", a.boards, "Every rectangle up to RxC is a starting board (default 10x10)");
  cmd->add_option("--games-per-board", a.games_per_board, "Games per board and first player (default 1)");
  cmd->add_option("--seed", a.seed, "Seed of every random choice (default 1); a run is reproducible from it");
  cmd->add_option("--move-ms", a.move_ms, "Time limit per move of an external player in ms (default 1000)");
  cmd->add_option("--out", a.out, "Write every game to this file, one JSON line each");
  cmd->add_option("--patterns", a.patterns, "P-positions for the pattern player, one per line (chomp solve --out)");
  cmd->add_option("--pattern-count", a.pattern_count,
                  "The pattern player knows the N smallest P-positions of the 10x10 box (default 28)");
  cmd->add_flag("--json", a.json, "Print the scoreboard as one JSON object");
  cmd->footer("Players: a built-in name or a path to an executable (contains '/'). " + builtin_players_help());
}

}  // namespace

std::string builtin_players_help() {
  std::string s = "Built-in players:";
  for (const ChompPlayerInfo& info : chomp_player_catalog())
    s += fmt::format("\n  {:<9} {}", info.name, info.description);
  return s;
}

void add_chomp_tournament_commands(CLI::App& chomp, int& exit_code) {
  auto match_args = std::make_shared<TournamentArgs>();
  CLI::App* match = chomp.add_subcommand(
      "match", "The games of one pair: every rectangle of the box once with each player first (200 for 10x10)");
  match->add_option("players", match_args->players, "The two players")->required()->expected(2);
  add_run_options(match, *match_args);
  match->callback([match_args, &exit_code] { run_tournament_command(*match_args, exit_code); });

  auto args = std::make_shared<TournamentArgs>();
  CLI::App* tournament =
      chomp.add_subcommand("tournament", "A round robin: a match between every pair, a scoreboard and Elo ratings");
  tournament->add_option("players", args->players, "Two or more players")->required()->expected(2, 64);
  tournament->add_option("--jobs", args->jobs, "Series played at once (threads; default: the number of cores)");
  add_run_options(tournament, *args);
  tournament->callback([args, &exit_code] { run_tournament_command(*args, exit_code); });
}

}  // namespace cgp::cli
