// Times the referee: the full tournament of the six built-in players (15
// pairs x 200 games on the boards up to 10x10) with one and two threads, and
// an external pair (the shipped C++ example against optimal, 200 games),
// with the referee's overhead per external move.
// Usage: bench_play [EXAMPLE_PLAYER]   (default: chomp_example_player beside this program)
#include <chrono>
#include <cstdio>
#include <string>

#include "play/tournament.h"

using namespace cgp::play;

namespace {

struct Timing {
  double seconds = 0;
  long moves = 0;        // recorded moves
  long first_asked = 0;  // moves the first player given was asked for (the referee plays a forced poison bite itself)
  int games = 0, forfeits = 0;
};

Timing timed(const std::vector<PlayerSpec>& players, int jobs) {
  TournamentConfig c;
  c.players = players;
  c.jobs = jobs;
  const auto t0 = std::chrono::steady_clock::now();
  const TournamentResult r = run_tournament(c, {});
  Timing t;
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  t.games = static_cast<int>(r.games.size());
  for (const GameRecord& g : r.games) {
    t.moves += static_cast<long>(g.moves.size());
    const std::size_t parity = g.first == players[0].name ? 0 : 1;
    for (std::size_t k = parity; k < g.moves.size(); k += 2) t.first_asked += 1;
    if (!g.moves.empty() && (g.moves.size() - 1) % 2 == parity) t.first_asked -= 1;  // its poison bite was forced
    t.forfeits += g.forfeit.has_value();
  }
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  std::string example = argc > 1 ? argv[1] : std::string(argv[0]);
  if (argc <= 1) example = example.substr(0, example.find_last_of('/') + 1) + "chomp_example_player";
  const std::vector<PlayerSpec> builtins{{"random", ""},   {"optimal", ""}, {"human", ""},
                                         {"two-rows", ""}, {"greedy", ""},  {"pattern", ""}};
  for (int jobs : {1, 2}) {
    const Timing t = timed(builtins, jobs);
    std::printf("six built-in players, round robin 10x10, --jobs %d: %d games, %ld moves, %.3f s\n", jobs, t.games,
                t.moves, t.seconds);
  }
  // The same pair with a built-in stand-in for the example (two-rows, a
  // similar strategy and about as many moves) gives the time the games take
  // without processes; the difference is the referee's cost of asking.
  const Timing inside = timed({{"two-rows", ""}, {"optimal", ""}}, 1);
  const Timing outside = timed({{example, example}, {"optimal", ""}}, 1);
  std::printf("external pair (%s vs optimal): %d games, %ld moves (%ld asked of the example), %d forfeits, %.3f s\n",
              example.c_str(), outside.games, outside.moves, outside.first_asked, outside.forfeits, outside.seconds);
  std::printf("built-in stand-in (two-rows vs optimal): %d games, %ld moves, %.3f s\n", inside.games, inside.moves,
              inside.seconds);
  std::printf("overhead per external move: %.1f us (the process start-up included: one process for all games)\n",
              1e6 * (outside.seconds - inside.seconds) / static_cast<double>(outside.first_asked));
  return 0;
}
