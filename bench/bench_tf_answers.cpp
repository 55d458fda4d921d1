// bench_tf_answers: before the strategy closure (families/toads_frogs/strategy.h)
// was written, two questions about a claim G = X, measured on its points.
//
// --answers: do the answers that keep winning depend only on the shape? A
// strategy certificate over block patterns gives one answer per node and
// opposing move, so it needs, for each key (the position's shape, the part of
// X as typed it is compared with, the opposing move described on the shape,
// the shape after it), an answer that wins at every point where the key
// occurs. The walk of each half (as bench_tf_strategy's, with X kept as the
// typed form: an integer leaf becomes "int", moving towards 0) intersects
// the winning answers per key over all points, and prints the keys left
// without one.
//
// --restricted: would a game with fewer moves do instead? The game where the
// answering side keeps only its undominated options (one per value, fewest
// runs), the other side all of them, has the same value; the bench prints
// how many runs its positions need. They grow as the closure's, since a
// value needs every sequence of moves and a strategy only alternating ones.
//
// Usage: bench_tf_answers --answers|--restricted PATTERN CLAIM NAME=LO..HI ...
//   bench_tf_answers --answers "T^a __ F^b" "{{a-3|a-b}|{*|3-b}}" a=3..16 b=2..13
#include "bench/param_ranges.h"
#include "bench/tf_runs.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/moves.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/poly_eval.h"
#include "symbolic/poly_game.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace cgp;
using cgp::bench::counted_squares;
using cgp::bench::runs;
using cgp::bench::shape;

namespace {

// --- answers

// The part of X a position is compared with: a subtree as typed, or, once
// the play reaches a number leaf, the integer n.
struct FormPart {
  PolyGame tree;
  bool integer = false;
  long n = 0;
  std::string key() const { return integer ? "int" : poly_game_to_string(tree); }
};

FormPart form_part(const PolyGame& t, const ParamValues& at) {
  if (t.is_number()) return FormPart{t, true, std::stol(poly_eval(t.number(), at).to_string())};
  return FormPart{t, false, 0};
}

std::vector<FormPart> form_options(const FormPart& y, Side side, const ParamValues& at) {
  std::vector<FormPart> out;
  if (y.integer) {
    if (side == Side::Left && y.n > 0) out.push_back(FormPart{y.tree, true, y.n - 1});
    if (side == Side::Right && y.n < 0) out.push_back(FormPart{y.tree, true, y.n + 1});
  } else if (y.tree.kind() == PolyGame::Kind::Options) {
    for (const PolyGame& c : side == Side::Left ? y.tree.left() : y.tree.right()) out.push_back(form_part(c, at));
  } else if (y.tree.is_leaf() && y.tree.as_leaf().up == 0 && y.tree.as_leaf().nim == 1) {  // n* = {n|n}
    out.push_back(FormPart{y.tree, true, std::stol(poly_eval(y.tree.number(), at).to_string())});
  } else {
    std::fprintf(stderr, "bench_tf_answers: a part of the claim that is not an integer, n* or {...|...}\n");
    std::exit(2);
  }
  return out;
}

// A move from `from` to `to` on the counted squares: the run of the first
// square that changed (its index, whether it is the run's first or last
// square) and how many squares changed; "cut" outside them.
std::string describe(const TfPosition& from, const TfPosition& to) {
  const auto [first, last] = counted_squares(from);
  std::size_t i = 0, j = from.size();
  while (i < from.size() && from[i] == to[i]) ++i;
  while (j > i && from[j - 1] == to[j - 1]) --j;
  if (i < first || i >= last) return "cut";
  std::size_t run = 0, start = first;
  for (std::size_t k = first + 1; k <= i; ++k)
    if (from[k] != from[k - 1]) {
      ++run;
      start = k;
    }
  std::size_t end = start;
  while (end < last && from[end] == from[start]) ++end;
  const char* where = i == start ? "first" : i + 1 == end ? "last" : "mid";
  std::string out = std::to_string(run);
  out.insert(out.begin(), 'r');  // (not "r" + ...: a GCC 12 -Wrestrict false positive)
  return out + where + "w" + std::to_string(j - i);
}

struct AnswerKeys {
  std::map<std::string, std::set<std::string>> common;  // key -> answers winning wherever it occurred
  std::map<std::string, std::size_t> seen;
};

void walk_answers(TfEvaluator& ev, const TfPosition& start, const PolyGame& x, const ParamValues& at, bool left,
                  AnswerKeys& keys) {
  GameStore& store = ev.store();
  auto value = [&](const FormPart& y) { return y.integer ? store.integer(y.n) : poly_game_instantiate(store, y.tree, at); };
  auto holds = [&](const TfPosition& p, const FormPart& y) {
    return left ? store.leq(value(y), ev.value(p)) : store.leq(ev.value(p), value(y));
  };
  const Side mover = left ? Side::Right : Side::Left, answerer = left ? Side::Left : Side::Right;
  const FormPart y0 = form_part(x, at);
  if (!holds(start, y0)) return;
  std::vector<std::pair<TfPosition, FormPart>> stack{{start, y0}};
  std::set<std::pair<std::string, std::string>> visited;
  while (!stack.empty()) {
    auto [p, y] = stack.back();
    stack.pop_back();
    if (!visited.insert({p.to_string(), y.key() + std::to_string(y.n)}).second) continue;
    // The opponent's moves in P - Y: in P, or in -Y (Y to its answerer-side options).
    std::vector<std::pair<TfPosition, FormPart>> moves;
    for_each_option(p, mover, [&](const TfPosition& q) { moves.emplace_back(q, y); });
    for (const FormPart& z : form_options(y, answerer, at)) moves.emplace_back(p, z);
    for (const auto& [q, z] : moves) {
      const std::string key = shape(p) + " / " + y.key() + " / move " + (q == p ? "Y" : describe(p, q)) + " -> " + shape(q);
      std::set<std::string> win;
      std::optional<std::pair<TfPosition, FormPart>> best;
      for_each_option(q, answerer, [&](const TfPosition& r) {
        if (!holds(r, z)) return;
        win.insert(describe(q, r));
        if (!best || runs(r) < runs(best->first) || (runs(r) == runs(best->first) && r.to_string() < best->first.to_string()))
          best = std::make_pair(r, z);
      });
      for (const FormPart& w : form_options(z, mover, at))
        if (holds(q, w)) {
          win.insert("Y");
          if (!best) best = std::make_pair(q, w);
        }
      if (!keys.seen[key]++) {
        keys.common[key] = win;
      } else {
        std::set<std::string> both;
        for (const std::string& d : keys.common[key])
          if (win.count(d)) both.insert(d);
        keys.common[key] = both;
      }
      if (best) stack.push_back(*best);
    }
  }
}

// --- restricted

class RestrictedGame {
 public:
  RestrictedGame(TfEvaluator& ev, Side keep) : ev_(ev), store_(ev.store()), keep_(keep) {}

  GameId value(const TfPosition& p) {
    const auto it = memo_.find(p.to_string());
    if (it != memo_.end()) return it->second;
    std::vector<std::pair<TfPosition, GameId>> opts;
    for_each_option(p, keep_, [&](const TfPosition& q) { opts.emplace_back(q, ev_.value(q)); });
    // Better for the keeper: Left wants larger, Right smaller.
    auto better = [&](GameId a, GameId b) { return keep_ == Side::Left ? store_.leq(b, a) : store_.leq(a, b); };
    std::vector<std::pair<TfPosition, GameId>> kept;  // one per undominated value, fewest runs
    for (std::size_t i = 0; i < opts.size(); ++i) {
      bool dominated = false;
      for (std::size_t j = 0; j < opts.size() && !dominated; ++j)
        dominated = i != j && better(opts[j].second, opts[i].second) && !better(opts[i].second, opts[j].second);
      if (dominated) continue;
      auto same = std::find_if(kept.begin(), kept.end(), [&](const auto& k) { return k.second == opts[i].second; });
      if (same == kept.end())
        kept.push_back(opts[i]);
      else if (runs(opts[i].first) < runs(same->first))
        same->first = opts[i].first;
    }
    std::vector<GameId> mine, theirs;
    for (const auto& k : kept) mine.push_back(value(k.first));
    for_each_option(p, keep_ == Side::Left ? Side::Right : Side::Left, [&](const TfPosition& q) { theirs.push_back(value(q)); });
    most_runs = std::max(most_runs, runs(p));
    const GameId g = keep_ == Side::Left ? store_.make(mine, theirs) : store_.make(theirs, mine);
    memo_.emplace(p.to_string(), g);
    return g;
  }
  std::size_t positions() const { return memo_.size(); }
  std::size_t most_runs = 0;

 private:
  TfEvaluator& ev_;
  GameStore& store_;
  Side keep_;
  std::map<std::string, GameId> memo_;
};

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (argc < 5 || (mode != "--answers" && mode != "--restricted")) {
    std::fprintf(stderr, "usage: bench_tf_answers --answers|--restricted PATTERN CLAIM NAME=LO..HI ...\n");
    return 2;
  }
  const auto pattern = tf_pattern_parse(argv[2]);
  const auto claim = poly_game_parse(argv[3]);
  if (std::holds_alternative<ParseError>(pattern) || !std::holds_alternative<PolyGame>(claim)) {
    std::fprintf(stderr, "bench_tf_answers: bad pattern or claim\n");
    return 2;
  }
  std::string bad;
  const auto ranges = bench::param_ranges_parse(std::vector<std::string>(argv + 4, argv + argc), bad);
  if (!ranges) {
    std::fprintf(stderr, "bench_tf_answers: a range is NAME=LO..HI, not %s\n", bad.c_str());
    return 2;
  }
  TfEvaluator ev;
  GameStore& store = ev.store();
  const auto start = std::chrono::steady_clock::now();
  AnswerKeys lower, upper;
  bench::param_ranges_for_each(*ranges, [&](const ParamValues& point, const std::string& where) {
    if (const auto position = tf_pattern_instantiate(std::get<TfPattern>(pattern), point)) {
      const GameId x = poly_game_instantiate(store, std::get<PolyGame>(claim), point);
      if (ev.value(*position) == x) {  // only where the claim holds
        if (mode == "--answers") {
          walk_answers(ev, *position, std::get<PolyGame>(claim), point, true, lower);
          walk_answers(ev, *position, std::get<PolyGame>(claim), point, false, upper);
        } else {
          RestrictedGame l(ev, Side::Left), r(ev, Side::Right);
          l.value(*position);
          r.value(*position);
          std::printf("%s: Left keeps its best: %zu runs, %zu positions | Right keeps its best: %zu runs, %zu positions\n",
                      where.c_str(), l.most_runs, l.positions(), r.most_runs, r.positions());
        }
      }
    }
  });
  if (mode == "--answers")
    for (const bool left : {true, false}) {
      const AnswerKeys& k = left ? lower : upper;
      std::size_t without = 0;
      for (const auto& [key, common] : k.common)
        if (common.empty()) {
          ++without;
          std::printf("%s %s: no common answer over %zu occurrences\n", left ? ">=" : "<=", key.c_str(), k.seen.at(key));
        }
      std::printf("%s: %zu keys, %zu without a common answer\n", left ? "G >= X" : "G <= X", k.common.size(), without);
    }
  std::printf("%.1f s\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}
