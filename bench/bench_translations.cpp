// bench_translations: along which small integer directions t is a
// Toads-and-Frogs family's value invariant, v(x) = v(x - t), and where does
// the invariance fail?
//
// bench_periodicity looks along one parameter at a time, where B21's values
// have periods 1 or 2 with preperiods that grow with the other parameters.
// Along a diagonal direction a feature that moves with the parameters can
// stand still: the slice `_^a T^2 _^b F _^c` of B21 is invariant under
// t = (2, 0, 1) (two blanks behind the toads, one behind the frog) except on
// four planes. An invariance failing only on a few planes would let the
// family be described by tables of fewer parameters plus those planes; one
// failing in a region that grows with the parameters would not. This
// measures which, so the README can say what the data shows.
//
// For every t in {-R..R}^n (first non-zero entry positive) and every point x
// of [0, M]^n with x - t in [0, M + R]^n and both strips within the
// engine's 64 squares: the share of x with v(x) == v(x - t) (id equality:
// values are interned canonical forms). For the best directions it then
// looks for the affine form f (coefficients in {-2..2}) whose fewest values
// hold 98% of the failures (a few values: planes; many: a region), and for
// the direction along which the failure set itself is invariant. Last, the
// core left by several directions together (print_core).
//
// A measurement, not a proof: the box is finite and the family may change
// further out.
//
// Usage: bench_translations PATTERN M [R [TOP]]     (R defaults to 2, TOP to 3)
//        bench_translations "_^a T^2 _^b F _^c" 16
#include "bench/bench_args.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/pattern.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <variant>
#include <vector>

using namespace cgp;

namespace {

using Point = std::vector<long>;
using Direction = std::vector<long>;

// The values of every point of [0, M]^n, by index; nullopt past 64 squares.
// Tabulated on [0, M + R]^n so that x - t stays in the table for every x in
// [0, M]^n whose x - t has no negative coordinate: t's negative entries
// would otherwise make the box's upper faces look like failures.
struct Table {
  long side = 0;   // M + R + 1
  long reach = 0;  // M: the points x counted
  std::size_t dims = 0;
  std::vector<std::optional<GameId>> values;

  std::size_t index(const Point& x) const {
    std::size_t i = 0;
    for (std::size_t k = 0; k < dims; ++k) i = i * static_cast<std::size_t>(side) + static_cast<std::size_t>(x[k]);
    return i;
  }
  bool inside(const Point& x) const {
    return std::all_of(x.begin(), x.end(), [&](long v) { return v >= 0 && v < side; });
  }
  bool counted(const Point& x) const {
    return std::all_of(x.begin(), x.end(), [&](long v) { return v <= reach; });
  }
  // Every point of the box in index order.
  template <class F>
  void for_each_point(F&& f) const {
    Point x(dims, 0);
    for (bool more = true; more;) {
      f(x);
      more = false;
      for (std::size_t k = dims; k-- > 0 && !more;) {
        if (++x[k] < side) more = true; else x[k] = 0;
      }
    }
  }
};

// The ids are `store`'s, so it must outlive the table.
Table table_of(GameStore& store, const TfPattern& pattern, const std::vector<std::string>& params, long m,
               long r) {
  TfEvaluator eval({}, store);
  Table t{m + r + 1, m, params.size(), {}};
  const auto start = std::chrono::steady_clock::now();
  auto last_report = start;
  t.for_each_point([&](const Point& x) {
    if (const auto now = std::chrono::steady_clock::now(); now - last_report >= std::chrono::seconds(10)) {
      last_report = now;
      std::fprintf(stderr, "bench_translations: point %zu (%.0f s, %zu positions memoised)\n", t.values.size() + 1,
                   std::chrono::duration<double>(now - start).count(), eval.table_size());
    }
    ParamValues at;
    for (std::size_t k = 0; k < params.size(); ++k) at[params[k]] = x[k];
    const std::optional<TfPosition> p = tf_pattern_instantiate(pattern, at);
    t.values.push_back(p ? std::optional<GameId>(eval.value(*p)) : std::nullopt);
  });
  return t;
}

struct Invariance {
  Direction t;
  std::size_t compared = 0, failed = 0;
  double share() const { return compared ? 1.0 - static_cast<double>(failed) / static_cast<double>(compared) : 0; }
};

// Calls f(x, holds) for every counted x with x and x - t both tabulated.
template <class F>
void for_each_pair(const Table& table, const Direction& t, F&& f) {
  table.for_each_point([&](const Point& x) {
    if (!table.counted(x)) return;
    Point y(x.size());
    for (std::size_t k = 0; k < x.size(); ++k) y[k] = x[k] - t[k];
    if (!table.inside(y)) return;
    const auto& vx = table.values[table.index(x)];
    const auto& vy = table.values[table.index(y)];
    if (vx && vy) f(x, *vx == *vy);
  });
}

Invariance invariance_of(const Table& table, const Direction& t) {
  Invariance inv{t};
  for_each_pair(table, t, [&](const Point&, bool holds) {
    ++inv.compared;
    if (!holds) ++inv.failed;
  });
  return inv;
}

// Every vector of {-r..r}^n, calling f on those whose first non-zero entry
// is positive (t and -t compare the same pairs).
template <class F>
void for_each_direction(std::size_t n, long r, F&& f) {
  Direction t(n, -r);
  for (bool more = true; more;) {
    const auto lead = std::find_if(t.begin(), t.end(), [](long v) { return v != 0; });
    if (lead != t.end() && *lead > 0) f(t);
    more = false;
    for (std::size_t k = n; k-- > 0 && !more;) {
      if (++t[k] <= r) more = true; else t[k] = -r;
    }
  }
}

std::string form_text(const Direction& f, const std::vector<std::string>& params) {
  std::string s;
  for (std::size_t k = 0; k < f.size(); ++k) {
    if (f[k] == 0) continue;
    s += f[k] > 0 ? (s.empty() ? "" : "+") : "-";
    if (std::labs(f[k]) != 1) s += std::to_string(std::labs(f[k]));
    s += params[k];
  }
  return s;
}

std::string direction_text(const Direction& t) {
  std::string s = "(";
  for (std::size_t k = 0; k < t.size(); ++k) s += (k ? ", " : "") + std::to_string(t[k]);
  return s + ")";
}

long form_value(const Direction& f, const Point& x) {
  long s = 0;
  for (std::size_t k = 0; k < x.size(); ++k) s += f[k] * x[k];
  return s;
}

// The fewest values of f holding 98% of the points (most common first).
std::vector<std::pair<long, std::size_t>> values_holding(const Direction& f, const std::vector<Point>& points) {
  std::map<long, std::size_t> count;
  for (const Point& x : points) ++count[form_value(f, x)];
  std::vector<std::pair<long, std::size_t>> by_count(count.begin(), count.end());
  std::stable_sort(by_count.begin(), by_count.end(), [](const auto& x, const auto& y) { return x.second > y.second; });
  std::size_t held = 0, k = 0;
  while (k < by_count.size() && 50 * held < 49 * points.size()) held += by_count[k++].second;
  by_count.resize(k);
  return by_count;
}

// Where the invariance along `t` fails: the affine form whose fewest values
// hold 98% of the failures (a few values: planes), and the direction along
// which the failure set itself is most invariant (a failure set that moves
// with the parameters along s is a band, not planes).
void print_failures(const Table& table, const Direction& t, const std::vector<std::string>& params) {
  std::vector<Point> fails;
  std::vector<char> failing(table.values.size(), 0), compared(table.values.size(), 0);
  for_each_pair(table, t, [&](const Point& x, bool holds) {
    compared[table.index(x)] = 1;
    if (!holds) fails.push_back(x), failing[table.index(x)] = 1;
  });
  if (fails.empty()) return;
  std::vector<std::pair<long, std::size_t>> best;
  Direction best_form;
  for_each_direction(params.size(), 2, [&](const Direction& f) {
    auto held = values_holding(f, fails);
    if (best_form.empty() || held.size() < best.size()) best = std::move(held), best_form = f;
  });
  std::printf("    98%% of its %zu failures lie on %zu values of %s:", fails.size(), best.size(),
              form_text(best_form, params).c_str());
  for (std::size_t k = 0; k < best.size() && k < 8; ++k) std::printf(" %ld (%zu)", best[k].first, best[k].second);
  std::printf("%s\n", best.size() > 8 ? " ..." : "");
  Invariance moving{};
  for_each_direction(params.size(), 2, [&](const Direction& s) {
    Invariance inv{s};
    for (const Point& x : fails) {
      Point y(x.size());
      for (std::size_t k = 0; k < x.size(); ++k) y[k] = x[k] - s[k];
      if (!table.inside(y) || !table.counted(y) || !compared[table.index(y)]) continue;
      ++inv.compared;
      if (!failing[table.index(y)]) ++inv.failed;
    }
    if (inv.compared * 2 >= fails.size() && inv.share() > moving.share()) moving = inv;
  });
  if (moving.compared == 0) return;
  std::printf("    the failures x with x - s compared, s = %s, fail at x - s too: %zu of %zu (%.1f%%)\n",
              direction_text(moving.t).c_str(), moving.compared - moving.failed, moving.compared,
              100 * moving.share());
}

// The core: the points of [0, M]^n that no chosen direction reduces (x is
// reduced by t when v(x) = v(x - t); x - t may lie up to R beyond the box,
// where the family goes on), the directions taken greedily, each the one
// that reduces most of what is left among those that keep the steps finite:
// some w >= 0 with w.t > 0 for every chosen t, so that w.x falls at each
// step down along them. Every other point's value is then a core point's. A
// core that grows like M^k with k < n means tables of k parameters and the
// translations describe the family; its size on [0, M/2]^n and [0, M]^n
// gives k.
void print_core(const Table& table, long r, std::size_t steps, const std::vector<std::string>& params) {
  std::vector<char> core(table.values.size(), 0);
  table.for_each_point([&](const Point& x) {
    if (table.counted(x) && table.values[table.index(x)]) core[table.index(x)] = 1;
  });
  auto reduces = [&](const Point& x, const Direction& t) {
    Point y(x.size());
    for (std::size_t k = 0; k < x.size(); ++k) y[k] = x[k] - t[k];
    return table.inside(y) && table.values[table.index(y)] &&
           *table.values[table.index(y)] == *table.values[table.index(x)];
  };
  std::vector<Direction> orders;  // the w >= 0 that fall along every chosen t
  for_each_direction(params.size(), 2, [&](const Direction& w) {
    if (std::none_of(w.begin(), w.end(), [](long c) { return c < 0; })) orders.push_back(w);
  });
  auto falls = [](const Direction& w, const Direction& t) { return form_value(w, t) > 0; };
  for (std::size_t step = 0; step < steps; ++step) {
    Direction best;
    std::size_t best_count = 0;
    for_each_direction(params.size(), r, [&](const Direction& t) {
      if (std::none_of(orders.begin(), orders.end(), [&](const Direction& w) { return falls(w, t); })) return;
      std::size_t n = 0;
      table.for_each_point([&](const Point& x) { n += core[table.index(x)] && reduces(x, t); });
      if (n > best_count) best_count = n, best = t;
    });
    if (best_count == 0) break;
    table.for_each_point([&](const Point& x) {
      if (core[table.index(x)] && reduces(x, best)) core[table.index(x)] = 0;
    });
    orders.erase(std::remove_if(orders.begin(), orders.end(), [&](const Direction& w) { return !falls(w, best); }),
                 orders.end());
    std::size_t left = 0, half = 0, interior = 0;
    table.for_each_point([&](const Point& x) {
      if (!core[table.index(x)]) return;
      ++left;
      half += std::all_of(x.begin(), x.end(), [&](long v) { return 2 * v <= table.reach; });
      interior += std::all_of(x.begin(), x.end(), [](long v) { return v >= 1; });
    });
    std::printf("  core after t = %s: %zu points (%zu with every coordinate >= 1); %zu on [0, %ld]^%zu\n",
                direction_text(best).c_str(), left, interior, half, table.reach / 2, params.size());
  }
  if (!orders.empty()) std::printf("  the steps end: %s falls along every chosen t\n", form_text(orders[0], params).c_str());
}

const BenchUsage kUsage{"bench_translations", "bench_translations PATTERN M [R [TOP]]"};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || argc > 5) kUsage.fail("wrong number of arguments");
  auto parsed = tf_pattern_parse(argv[1]);
  if (auto* e = std::get_if<ParseError>(&parsed)) kUsage.fail(e->message.c_str());
  const TfPattern pattern = std::get<TfPattern>(parsed);
  const std::vector<std::string> params = tf_pattern_params(pattern);
  const long m = kUsage.number(argv[2], "M is not a number");
  const long r = argc >= 4 ? kUsage.number(argv[3], "R is not a number") : 2;
  const long top = argc >= 5 ? kUsage.number(argv[4], "TOP is not a number") : 3;
  if (params.empty() || params.size() > 4) kUsage.fail("the pattern needs 1 to 4 parameters");
  if (m < 1 || m > 40 || r < 1 || r > 3 || top < 1 || top > 20) kUsage.fail("M must be in 1..40, R in 1..3, TOP in 1..20");

  const auto start = std::chrono::steady_clock::now();
  GameStore store;
  const Table table = table_of(store, pattern, params, m, r);
  std::vector<Invariance> found;
  for_each_direction(params.size(), r, [&](const Direction& t) { found.push_back(invariance_of(table, t)); });
  std::stable_sort(found.begin(), found.end(),
                   [](const Invariance& x, const Invariance& y) { return x.share() > y.share(); });
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s on [0, %ld]^%zu, directions in {-%ld..%ld}^%zu (%.1f s)\n", argv[1], m, params.size(), r, r,
              params.size(), secs);
  for (std::size_t i = 0; i < found.size() && i < static_cast<std::size_t>(top); ++i) {
    const Invariance& inv = found[i];
    std::printf("  t = %s: v(x) = v(x - t) at %zu of %zu points (%.1f%%)\n", direction_text(inv.t).c_str(),
                inv.compared - inv.failed, inv.compared, 100 * inv.share());
    print_failures(table, inv.t, params);
  }
  print_core(table, r, params.size(), params);
  return 0;
}
