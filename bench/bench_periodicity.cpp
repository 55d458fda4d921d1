// bench_periodicity: is a Toads-and-Frogs family eventually arithmetic-periodic
// along one parameter, and where does it settle?
//
// Issue 24 asks whether B21 (`_^a T _^b T _^c F _^d`), which no set of
// closed-form pieces within reach describes, is periodic along a direction,
// so that an induction could carry the period. This measures it: for every
// point of the other parameters in [0, M], the values v(t) along the named
// parameter, t = 0 up to where the strip reaches 64 squares, and the least
// period p <= P for which the saltus v(t + p) - v(t) is one game for every t
// from some t0 on (at least max(3p, 12) values of t must follow t0, or the
// line counts as not settled). Saltus equality is id equality in the game
// store: values are interned canonical forms.
//
// A measurement, not a proof: a line that settles within 64 squares may
// change further out. It prints, for each other parameter and each of its
// values, the largest t0 over the lines through it, which shows whether the
// preperiod stays bounded or grows with that parameter (an induction with a
// fixed preperiod needs the first; the second needs the preperiod in the
// state as an affine bound). It also prints the tightest affine bound on t0
// over the settled lines, t0 <= sum c_i x_i + c_0 with each c_i a multiple of
// 1/2 in [-1, 3] (the least mean slack): how far the preperiod is from a
// boundary the prover's regions could name.
//
// Usage: bench_periodicity PATTERN ALONG M [P [lines]]   (P defaults to 8)
//        bench_periodicity "_^a T _^b T _ F _^d" b 12
// With `lines`, every line is printed too: the other parameters' values, t0,
// the period and the saltus (period 0: not settled), for fitting t0.
#include "bench/bench_args.h"
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/notation_print.h"

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

struct Settling {
  long period = 0;   // 0: not settled within the strip
  long start = 0;    // t0
  GameId saltus{};   // v(t + period) - v(t) for t >= t0
};

// The least period p <= max_period whose saltus is constant from some t0 on,
// with enough values after t0 to see it repeat.
Settling settling_of(GameStore& store, const std::vector<GameId>& v, long max_period) {
  const long last = static_cast<long>(v.size()) - 1;
  for (long p = 1; p <= max_period && p <= last; ++p) {
    const GameId tail = store.sub(v[last], v[last - p]);
    long t0 = last - p;
    while (t0 > 0 && store.sub(v[t0 - 1 + p], v[t0 - 1]) == tail) --t0;
    if (last - p - t0 + 1 >= std::max(3 * p, 12L)) return {p, t0, tail};
  }
  return {};
}

struct SettledLine {
  std::vector<long> others;
  long start;
};

// Brute force over the coefficient vectors: the lines are few thousand and
// the vectors 9^k for k <= 4 other parameters.
void print_tightest_bound(const std::vector<SettledLine>& lines, const std::vector<std::string>& others) {
  if (lines.empty() || others.size() > 4) return;
  const std::vector<double> steps{-1, -0.5, 0, 0.5, 1, 1.5, 2, 2.5, 3};
  std::vector<std::size_t> pick(others.size(), 0);
  double best_slack = -1, best_constant = 0;
  std::vector<double> best;
  for (bool more = true; more;) {
    std::vector<double> c(others.size());
    for (std::size_t i = 0; i < c.size(); ++i) c[i] = steps[pick[i]];
    auto bound = [&](const SettledLine& l) {
      double b = 0;
      for (std::size_t i = 0; i < c.size(); ++i) b += c[i] * static_cast<double>(l.others[i]);
      return b;
    };
    double constant = -1e300, slack = 0;
    for (const SettledLine& l : lines) constant = std::max(constant, static_cast<double>(l.start) - bound(l));
    for (const SettledLine& l : lines) slack += bound(l) + constant - static_cast<double>(l.start);
    slack /= static_cast<double>(lines.size());
    if (best_slack < 0 || slack < best_slack) best_slack = slack, best = c, best_constant = constant;
    more = false;
    for (std::size_t i = 0; i < pick.size() && !more; ++i) {
      if (++pick[i] < steps.size()) more = true; else pick[i] = 0;
    }
  }
  std::printf("tightest affine bound: t0 <=");
  for (std::size_t i = 0; i < best.size(); ++i) std::printf(" %+g %s", best[i], others[i].c_str());
  std::printf(" %+g (mean slack %.2f over %zu settled lines)\n", best_constant, best_slack, lines.size());
}

const BenchUsage kUsage{"bench_periodicity", "bench_periodicity PATTERN ALONG M [P [lines]]"};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || argc > 6) kUsage.fail("wrong number of arguments");
  const bool print_lines = argc == 6 && std::string(argv[5]) == "lines";
  if (argc == 6 && !print_lines) kUsage.fail("the fifth argument can only be `lines`");
  auto parsed = tf_pattern_parse(argv[1]);
  if (auto* e = std::get_if<ParseError>(&parsed)) kUsage.fail(e->message.c_str());
  const TfPattern pattern = std::get<TfPattern>(parsed);
  const std::string along = argv[2];
  const long m = kUsage.number(argv[3], "M is not a number");
  const long max_period = argc >= 5 ? kUsage.number(argv[4], "P is not a number") : 8;
  if (m < 0 || m > 40 || max_period < 1 || max_period > 32) kUsage.fail("M must be in 0..40 and P in 1..32");
  std::vector<std::string> others;
  bool found = false;
  for (const std::string& name : tf_pattern_params(pattern)) {
    if (name == along) found = true; else others.push_back(name);
  }
  if (!found) kUsage.fail("ALONG is not a parameter of the pattern");

  GameStore store;
  TfEvaluator eval({}, store);
  const auto start = std::chrono::steady_clock::now();
  std::size_t lines = 0, settled = 0, too_short = 0;
  std::map<long, std::size_t> periods;
  std::map<GameId, std::size_t> saltuses;
  // worst[i][k]: the largest t0 over settled lines with others[i] == k.
  std::vector<std::vector<long>> worst(others.size(), std::vector<long>(m + 1, -1));
  std::vector<std::vector<long>> unsettled(others.size(), std::vector<long>(m + 1, 0));
  std::vector<SettledLine> settled_lines;
  std::vector<long> x(others.size(), 0);
  // B21 along d with M = 12 takes minutes: a line on stderr every 10 s.
  double total_lines = 1;
  for (std::size_t i = 0; i < others.size(); ++i) total_lines *= static_cast<double>(m + 1);
  auto last_report = start;
  for (bool more = true; more;) {
    if (const auto now = std::chrono::steady_clock::now(); now - last_report >= std::chrono::seconds(10)) {
      last_report = now;
      std::fprintf(stderr, "bench_periodicity: line %zu of %.0f (%.0f s, %zu positions memoised)\n", lines + 1,
                   total_lines, std::chrono::duration<double>(now - start).count(), eval.table_size());
    }
    ParamValues at;
    for (std::size_t i = 0; i < others.size(); ++i) at[others[i]] = x[i];
    std::vector<GameId> v;
    for (long t = 0;; ++t) {
      at[along] = t;
      const std::optional<TfPosition> p = tf_pattern_instantiate(pattern, at);
      if (!p) break;
      v.push_back(eval.value(*p));
    }
    ++lines;
    if (static_cast<long>(v.size()) < 16) {
      ++too_short;
    } else {
      const Settling s = settling_of(store, v, max_period);
      if (print_lines) {
        std::printf("line");
        for (long xi : x) std::printf(" %ld", xi);
        std::printf(" t0 %ld period %ld saltus %s\n", s.start, s.period,
                    s.period > 0 ? game_to_string(store, s.saltus).c_str() : "-");
      }
      if (s.period > 0) {
        ++settled;
        settled_lines.push_back({x, s.start});
        ++periods[s.period];
        ++saltuses[s.saltus];
        for (std::size_t i = 0; i < others.size(); ++i) worst[i][x[i]] = std::max(worst[i][x[i]], s.start);
      } else {
        for (std::size_t i = 0; i < others.size(); ++i) ++unsettled[i][x[i]];
      }
    }
    more = false;
    for (std::size_t i = 0; i < x.size() && !more; ++i) {
      if (++x[i] <= m) more = true; else x[i] = 0;
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s along %s, others in [0, %ld], periods up to %ld: %zu lines, %zu settled, %zu not, %zu too short"
              " (%.1f s, %zu positions memoised)\n",
              argv[1], along.c_str(), m, max_period, lines, settled, lines - settled - too_short, too_short, secs,
              eval.table_size());
  std::printf("periods:");
  for (const auto& [p, n] : periods) std::printf(" %ld (%zu lines)", p, n);
  std::printf("\nsaltuses:");
  for (const auto& [g, n] : saltuses) std::printf(" %s (%zu)", game_to_string(store, g).c_str(), n);
  std::printf("\n");
  for (std::size_t i = 0; i < others.size(); ++i) {
    std::printf("largest t0 (lines not settled) by %s:", others[i].c_str());
    for (long k = 0; k <= m; ++k) std::printf(" %ld:%ld(%ld)", k, worst[i][k], unsettled[i][k]);
    std::printf("\n");
  }
  print_tightest_bound(settled_lines, others);
  return 0;
}
