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
// Runs are counted as a closure would need blocks: maximal blocks of one
// symbol, after the toads-only part beyond the last frog and the frogs-only
// part before the first toad are cut off (Terminal Toads: they are integers).
//
// Usage: bench_tf_strategy PATTERN CLAIM NAME=LO..HI ...
//   bench_tf_strategy "T^a _^b F" "(a-1)(b-1)" a=2..8 b=2..8
// prints, per point, the two halves' most runs and walked states, or that
// the claim is false there (then that half has no strategy to walk).
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/moves.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/poly_eval.h"
#include "symbolic/poly_game.h"
#include "symbolic/notation_print.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace cgp;

namespace {

// The squares [first, last) that runs and shapes count: the frogs-only
// prefix and the toads-only suffix cut off.
std::pair<std::size_t, std::size_t> counted_squares(const TfPosition& p) {
  std::size_t first = 0, last = p.size();
  while (first < p.size() && p[first] != Square::Toad) ++first;
  while (last > first && p[last - 1] != Square::Frog) --last;
  return {first, last};
}

std::size_t runs(const TfPosition& p) {
  const auto [first, last] = counted_squares(p);
  std::size_t n = 0;
  for (std::size_t i = first; i < last; ++i) n += i == first || p[i] != p[i - 1];
  return n;
}

// The shape of the part runs() counts: each run's symbol, with `+` after a
// run of two or more squares (T+ _ F), as a pattern with symbolic blocks
// would hold it. Finitely many shapes is what a certificate over block
// patterns needs; bounded runs bound them, but the count says how many.
std::string shape(const TfPosition& p) {
  const auto [first, last] = counted_squares(p);
  std::string out;
  for (std::size_t i = first; i < last;) {
    std::size_t j = i;
    while (j < last && p[j] == p[i]) ++j;
    out += p[i] == Square::Toad ? 'T' : p[i] == Square::Frog ? 'F' : '_';
    if (j - i >= 2) out += '+';
    i = j;
  }
  return out;
}

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
        if (getenv("DUMP")) std::printf("%s %s | %s -> %s | %s\n", left_?">=":"<=", p.to_string().c_str(), (q.to_string()+" "+game_to_string(store_, h)).c_str(), best->first.to_string().c_str(), game_to_string(store_, best->second).c_str());
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

// EXPERIMENT: the value of the game where the answering side keeps only its
// fewest-runs option (a position-only rule), the other side all.
class Restricted {
 public:
  Restricted(TfEvaluator& ev, Side keep, bool one) : ev_(ev), store_(ev.store()), keep_(keep), one_(one) {}
  GameId value(const TfPosition& p) {
    auto it = memo_.find(p.to_string());
    if (it != memo_.end()) return it->second;
    std::vector<GameId> l, r;
    std::vector<std::pair<TfPosition, GameId>> opts;
    for_each_option(p, keep_, [&](const TfPosition& q) { opts.emplace_back(q, ev_.value(q)); });
    // best for the keeper: Left wants large, Right small
    auto ge = [&](GameId a, GameId b) { return keep_ == Side::Left ? store_.leq(b, a) : store_.leq(a, b); };
    std::vector<std::pair<TfPosition, GameId>> kept;
    for (std::size_t i = 0; i < opts.size(); ++i) {
      bool dominated = false;
      for (std::size_t j = 0; j < opts.size() && !dominated; ++j) {
        if (i == j) continue;
        if (ge(opts[j].second, opts[i].second) && !ge(opts[i].second, opts[j].second)) dominated = true;
      }
      if (dominated) continue;
      bool merged = false;
      for (auto& k : kept)
        if (k.second == opts[i].second) {
          merged = true;
          if (runs(opts[i].first) < runs(k.first) || (runs(opts[i].first) == runs(k.first) && opts[i].first.to_string() < k.first.to_string())) k.first = opts[i].first;
        }
      if (!merged) kept.push_back(opts[i]);
    }
    if (one_ && kept.size() > 1) {
      std::size_t b = 0;
      for (std::size_t i = 1; i < kept.size(); ++i)
        if (runs(kept[i].first) < runs(kept[b].first)) b = i;
      kept = {kept[b]};
    }
    std::vector<GameId>& ks = keep_ == Side::Left ? l : r;
    std::vector<GameId>& all = keep_ == Side::Left ? r : l;
    for (auto& k : kept) ks.push_back(value(k.first));
    for_each_option(p, keep_ == Side::Left ? Side::Right : Side::Left, [&](const TfPosition& q) { all.push_back(value(q)); });
    most_runs = std::max(most_runs, runs(p));
    shapes.insert(shape(p));
    const GameId g = store_.make(l, r);
    memo_.emplace(p.to_string(), g);
    return g;
  }
  std::size_t size() const { return memo_.size(); }
  std::size_t most_runs = 0;
  std::set<std::string> shapes;
 private:
  TfEvaluator& ev_;
  GameStore& store_;
  Side keep_;
  bool one_;
  std::map<std::string, GameId> memo_;
};

// EXPERIMENT 2: walk with X as the typed form, recording per node (shape,
// form) the set of answers that keep winning, described relative to shape.
struct YF {
  PolyGame tree;
  bool integer = false;
  long n = 0;
  std::string key() const { return integer ? "int" : poly_game_to_string(tree); }
};
static YF yf_of(const PolyGame& t, const ParamValues& at) {
  if (t.is_number()) {
    const Dyadic d = poly_eval(t.number(), at);
    return YF{t, true, std::stol(d.to_string())};
  }
  return YF{t, false, 0};
}
static std::vector<YF> yf_options(const YF& y, Side side, const ParamValues& at) {
  std::vector<YF> out;
  if (y.integer) {
    if (side == Side::Left && y.n > 0) out.push_back(YF{y.tree, true, y.n - 1});
    if (side == Side::Right && y.n < 0) out.push_back(YF{y.tree, true, y.n + 1});
    return out;
  }
  if (y.tree.kind() == PolyGame::Kind::Options) {
    for (const auto& c : side == Side::Left ? y.tree.left() : y.tree.right()) out.push_back(yf_of(c, at));
    return out;
  }
  if (y.tree.is_leaf() && y.tree.as_leaf().up == 0 && y.tree.as_leaf().nim == 1) {
    const Dyadic d = poly_eval(y.tree.number(), at);
    out.push_back(YF{y.tree, true, std::stol(d.to_string())});
    return out;
  }
  std::fprintf(stderr, "unsupported form\n");
  std::exit(1);
}
static std::string describe(const TfPosition& from, const TfPosition& to) {
  const auto [first, last] = counted_squares(from);
  std::size_t i = 0;
  while (i < from.size() && from[i] == to[i]) ++i;
  std::size_t j = from.size();
  while (j > i && from[j - 1] == to[j - 1]) --j;
  if (i < first || i >= last) return "cut";
  // run index of square i within counted part, and offset class within the run
  std::size_t run = 0, start = first;
  for (std::size_t k = first + 1; k <= i; ++k)
    if (from[k] != from[k - 1]) { ++run; start = k; }
  std::size_t end = start;
  while (end < last && from[end] == from[start]) ++end;
  const char* where = i == start ? "first" : i + 1 == end ? "last" : "mid";
  return "r" + std::to_string(run) + where + "w" + std::to_string(j - i);
}
struct NodeStats {
  std::map<std::string, std::set<std::string>> winners;  // node -> intersection
  std::map<std::string, std::size_t> seen;
};
static void form_walk(TfEvaluator& ev, const TfPosition& start, const PolyGame& x, const ParamValues& at, bool left,
                      NodeStats& st) {
  GameStore& store = ev.store();
  auto yval = [&](const YF& y) { return y.integer ? store.integer(y.n) : poly_game_instantiate(store, y.tree, at); };
  auto holds = [&](const TfPosition& p, const YF& y) {
    const GameId v = ev.value(p), w = yval(y);
    return left ? store.leq(w, v) : store.leq(v, w);
  };
  const Side mover = left ? Side::Right : Side::Left, answerer = left ? Side::Left : Side::Right;
  YF y0 = yf_of(x, at);
  if (!holds(start, y0)) return;
  std::vector<std::pair<TfPosition, YF>> stack{{start, y0}};
  std::set<std::pair<std::string, std::string>> seen;
  while (!stack.empty()) {
    auto [p, y] = stack.back();
    stack.pop_back();
    if (!seen.insert({p.to_string(), y.key() + std::to_string(y.n)}).second) continue;
    std::vector<std::pair<TfPosition, YF>> moves;
    for_each_option(p, mover, [&](const TfPosition& q) { moves.emplace_back(q, y); });
    for (const YF& z : yf_options(y, left ? Side::Left : Side::Right, at)) moves.emplace_back(p, z);
    for (std::size_t mi = 0; mi < moves.size(); ++mi) {
      const auto& [q, z] = moves[mi];
      const std::string node = shape(p) + " / " + y.key() + " / move " + (q == p ? "Y" : describe(p, q)) + " -> " + shape(q);
      std::set<std::string> win;
      std::optional<std::pair<TfPosition, YF>> best;
      for_each_option(q, answerer, [&](const TfPosition& r) {
        if (holds(r, z)) {
          win.insert(describe(q, r));
          if (!best || runs(r) < runs(best->first) || (runs(r) == runs(best->first) && r.to_string() < best->first.to_string())) best = std::make_pair(r, z);
        }
      });
      for (const YF& w : yf_options(z, left ? Side::Right : Side::Left, at))
        if (holds(q, w)) {
          win.insert("Y");
          if (!best) best = std::make_pair(q, w);
        }
      if (!st.seen[node]++) st.winners[node] = win;
      else {
        std::set<std::string> keep;
        for (const auto& d : st.winners[node]) if (win.count(d)) keep.insert(d);
        st.winners[node] = keep;
      }
      if (best) stack.push_back(*best);
    }
  }
}

struct Range {
  std::string name;
  long lo, hi;
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
  std::vector<Range> ranges;
  for (int i = 3; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto eq = arg.find('='), dots = arg.find("..");
    if (eq == std::string::npos || dots == std::string::npos || dots < eq) {
      std::fprintf(stderr, "bench_tf_strategy: a range is NAME=LO..HI, not %s\n", arg.c_str());
      return 2;
    }
    ranges.push_back({arg.substr(0, eq), std::atol(arg.substr(eq + 1, dots - eq - 1).c_str()),
                      std::atol(arg.substr(dots + 2).c_str())});
  }
  TfEvaluator ev;
  GameStore& store = ev.store();
  const auto start = std::chrono::steady_clock::now();
  std::printf("point: G >= claim (Left answers): most runs, shapes, states | G <= claim (Right answers): the same\n");
  NodeStats lower_st, upper_st;
  std::vector<long> at(ranges.size());
  for (std::size_t i = 0; i < ranges.size(); ++i) at[i] = ranges[i].lo;
  for (bool more = !ranges.empty(); more;) {
    ParamValues point;
    std::string name;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
      point[ranges[i].name] = at[i];
      name += (i ? ", " : "") + ranges[i].name + "=" + std::to_string(at[i]);
    }
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
      std::printf("%s: %s | %s\n", name.c_str(), text(lo).c_str(), text(up).c_str());
      if (getenv("FORMS")) {
        form_walk(ev, *position, std::get<PolyGame>(claim), point, true, lower_st);
        form_walk(ev, *position, std::get<PolyGame>(claim), point, false, upper_st);
      }
      if (getenv("RESTRICT")) {
        const bool one = getenv("ONE") != nullptr; Restricted rl(ev, Side::Left, one), rr(ev, Side::Right, one);
        const GameId vl = rl.value(*position), vr = rr.value(*position);
        std::printf("  restricted: Left-kept %s (X %s, >=X %d) %zu states %zu runs %zu shapes | Right-kept %s (<=X %d) %zu states %zu runs %zu shapes\n",
                    game_to_string(store, vl).c_str(), game_to_string(store, x).c_str(), (int)store.leq(x, vl), rl.size(), rl.most_runs, rl.shapes.size(),
                    game_to_string(store, vr).c_str(), (int)store.leq(vr, x), rr.size(), rr.most_runs, rr.shapes.size());
      }
    }
    more = false;
    for (std::size_t i = ranges.size(); i-- > 0;) {
      if (++at[i] <= ranges[i].hi) {
        more = true;
        break;
      }
      at[i] = ranges[i].lo;
    }
  }
  if (getenv("FORMS")) {
    for (int half = 0; half < 2; ++half) {
      std::size_t empty = 0;
      for (const auto& [node, win] : (half ? upper_st : lower_st).winners) {
        if (win.empty()) ++empty;
        if (getenv("FORMS_ALL") || win.empty()) std::printf("%s %s : %zu seen : %zu uniform answers\n", half ? "<=" : ">=", node.c_str(), (half ? upper_st : lower_st).seen.at(node), win.size());
      }
      std::printf("%s: %zu nodes, %zu without a uniform answer\n", half ? "G <= X" : "G >= X", (half ? upper_st : lower_st).winners.size(), empty);
    }
  }
  std::printf("%.1f s\n", std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}
