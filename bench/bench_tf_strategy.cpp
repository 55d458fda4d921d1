// bench_tf_strategy: would a proof by winning strategies need only a bounded
// set of shapes, where the closure of a family does not?
//
// A claim G = X is G >= X and G <= X. G >= X says Left wins moving second in
// G - X: Right moves (in G, or in -X, which replaces X by one of its Left
// options) and Left answers. A certificate of it needs only the positions
// Left's answers lead to, one answer per Right move, where the closure needs
// every position (issue 24: the one-frog theorem's closure does not close,
// since Left can scatter the toads). So this walks both halves with the
// concrete engine, Left (for >=) or Right (for <=) always choosing, among the
// answers that keep winning, one whose position has the fewest runs, and
// reports the most runs any position of the walk needs. A count bounded as
// the parameters grow says a strategy certificate over finitely many block
// patterns could exist for that half; a growing one says it cannot.
//
// Runs and shapes: bench/tf_runs.h.
//
// Usage: bench_tf_strategy PATTERN CLAIM NAME=LO..HI ...
//   bench_tf_strategy "T^a _^b F" "(a-1)(b-1)" a=2..8 b=2..8
// prints, per point, the two halves' most runs and walked states, or that
// the claim is false there (then that half has no strategy to walk).
#include "bench/param_ranges.h"
#include "bench/tf_runs.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/moves.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/poly_eval.h"
#include "symbolic/poly_game.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace cgp;
using cgp::bench::runs;
using cgp::bench::shape;

namespace {

struct Walk {
  std::size_t most_runs = 0, states = 0;
  std::set<std::string> shapes;
  bool holds = true;
};

// The walk of one half. `left_answers`: G >= X, Left answers Right's moves;
// otherwise G <= X, Right answers Left's. A state is the position and the
// game it is compared with; the answerer's invariant is that the comparison
// holds.
class StrategyWalk {
 public:
  StrategyWalk(TfEvaluator& ev, bool left_answers) : ev_(ev), store_(ev.store()), left_(left_answers) {}

  Walk run(const TfPosition& start, GameId x) {
    Walk w;
    if (!holds(start, x)) {
      w.holds = false;
      return w;
    }
    std::vector<std::pair<TfPosition, GameId>> stack{{start, x}};
    std::set<std::pair<std::string, GameId>> seen;
    while (!stack.empty()) {
      auto [p, g] = stack.back();
      stack.pop_back();
      if (!seen.insert({p.to_string(), g}).second) continue;
      w.most_runs = std::max(w.most_runs, runs(p));
      w.shapes.insert(shape(p));
      for (const auto& [q, h] : mover_options(p, g)) {  // the opponent's move in G - X
        w.most_runs = std::max(w.most_runs, runs(q));
        w.shapes.insert(shape(q));
        std::optional<std::pair<TfPosition, GameId>> best;
        for (const auto& [r, k] : answers(q, h))
          if (holds(r, k) && (!best || better(r, best->first))) best = std::make_pair(r, k);
        if (!best) {  // cannot happen when the comparison holds: a bug
          std::fprintf(stderr, "bench_tf_strategy: no answer at %s\n", q.to_string().c_str());
          std::exit(1);
        }
        stack.push_back(*best);
      }
    }
    w.states = seen.size();
    return w;
  }

 private:
  // Fewer runs first; among equals the least text, where T sorts before _:
  // toads kept at the back of the strip, the front toad moved first. The
  // tie matters: taking the first answer found instead (the rear toad first)
  // scatters the toads, and the runs grow with b.
  static bool better(const TfPosition& p, const TfPosition& q) {
    const std::size_t rp = runs(p), rq = runs(q);
    return rp != rq ? rp < rq : p.to_string() < q.to_string();
  }
  bool holds(const TfPosition& p, GameId x) {
    const GameId v = ev_.value(p);
    return left_ ? store_.leq(x, v) : store_.leq(v, x);
  }
  // Moves of one side in the sum P - X: in P, or in -X (whose Right options
  // are -(X^L), its Left options -(X^R)).
  std::vector<std::pair<TfPosition, GameId>> side_options(const TfPosition& p, GameId x, Side side) {
    std::vector<std::pair<TfPosition, GameId>> out;
    for_each_option(p, side, [&](const TfPosition& q) { out.emplace_back(q, x); });
    for (GameId y : side == Side::Right ? store_.left_options(x) : store_.right_options(x)) out.emplace_back(p, y);
    return out;
  }
  std::vector<std::pair<TfPosition, GameId>> mover_options(const TfPosition& p, GameId x) {
    return side_options(p, x, left_ ? Side::Right : Side::Left);
  }
  std::vector<std::pair<TfPosition, GameId>> answers(const TfPosition& p, GameId x) {
    return side_options(p, x, left_ ? Side::Left : Side::Right);
  }

  TfEvaluator& ev_;
  GameStore& store_;
  bool left_;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: bench_tf_strategy PATTERN CLAIM NAME=LO..HI ...\n");
    return 2;
  }
  const auto pattern = tf_pattern_parse(argv[1]);
  const auto claim = poly_game_parse(argv[2]);
  if (std::holds_alternative<ParseError>(pattern) || !std::holds_alternative<PolyGame>(claim)) {
    std::fprintf(stderr, "bench_tf_strategy: bad pattern or claim\n");
    return 2;
  }
  std::string bad;
  const auto ranges = bench::param_ranges_parse(std::vector<std::string>(argv + 3, argv + argc), bad);
  if (!ranges) {
    std::fprintf(stderr, "bench_tf_strategy: a range is NAME=LO..HI, not %s\n", bad.c_str());
    return 2;
  }
  TfEvaluator ev;
  GameStore& store = ev.store();
  const auto start = std::chrono::steady_clock::now();
  std::printf("point: G >= claim (Left answers): most runs, shapes, states | G <= claim (Right answers): the same\n");
  bench::param_ranges_for_each(*ranges, [&](const ParamValues& point, const std::string& where) {
    const auto position = tf_pattern_instantiate(std::get<TfPattern>(pattern), point);
    if (position) {
      const GameId x = poly_game_instantiate(store, std::get<PolyGame>(claim), point);
      StrategyWalk lower(ev, true), upper(ev, false);
      const Walk lo = lower.run(*position, x), up = upper.run(*position, x);
      auto text = [](const Walk& w) {
        return w.holds ? std::to_string(w.most_runs) + " runs, " + std::to_string(w.shapes.size()) + " shapes, " +
                             std::to_string(w.states) + " states"
                       : std::string("false");
      };
      std::printf("%s: %s | %s\n", where.c_str(), text(lo).c_str(), text(up).c_str());
    }
  });
  std::printf("%.1f s\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}
