// bench_tf: wall-clock timings of the Toads-and-Frogs evaluator.
//
// Times every starting position T^a _^b F^c (a, b, c >= 1) grouped by length,
// each in a fresh evaluator, then the two target positions alone, each with a
// fresh evaluator and a fresh game store so that no cache is warm.
// A plain timing program (not Google Benchmark): one run per position.
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/position.h"

#include "symbolic/notation_print.h"

#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>

using namespace cgp;

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

TfPosition parse_or_die(const std::string& text) {
  auto r = TfPosition::parse(text);
  if (auto* e = std::get_if<ParseError>(&r)) {
    std::fprintf(stderr, "bench_tf: %s\n", e->message.c_str());
    std::exit(2);
  }
  return std::get<TfPosition>(r);
}

void time_alone(const std::string& text, bool print_value) {
  GameStore store;
  TfEvaluator eval({}, store);
  const TfPosition p = parse_or_die(text);
  const auto start = std::chrono::steady_clock::now();
  const std::clock_t cpu_start = std::clock();
  const GameId g = eval.value(p);
  const double t = seconds_since(start);
  // CPU time too: on a shared machine the wall time also counts other jobs.
  const double cpu = double(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  const TfEvalStats& st = eval.stats();
  std::printf("%-20s wall %7.3f s  cpu %7.3f s  table %8zu  store %8zu\n", p.to_string().c_str(),
              t, cpu, eval.table_size(), store.size());
  std::printf("  value calls %zu, component lookups %zu, expansions %zu\n", st.values, st.lookups,
              st.expansions);
  if (print_value) std::printf("  value = %s\n", game_to_string(store, g).c_str());
}

}  // namespace

int main(int argc, char** argv) {
  const int max_n = argc > 1 ? std::atoi(argv[1]) : 12;
  std::printf("starting positions T^a _^b F^c, a,b,c >= 1, fresh evaluator each (shared store)\n");
  std::printf("%3s %6s %10s %10s %12s\n", "n", "count", "total s", "max s", "max table");
  const auto all_start = std::chrono::steady_clock::now();
  for (int n = 3; n <= max_n; ++n) {
    int count = 0;
    double total = 0, worst = 0;
    std::size_t worst_table = 0;
    for (int a = 1; a <= n - 2; ++a)
      for (int b = 1; a + b <= n - 1; ++b) {
        const int c = n - a - b;
        TfPosition p;
        for (int i = 0; i < a; ++i) p.push_back(Square::Toad);
        for (int i = 0; i < b; ++i) p.push_back(Square::Empty);
        for (int i = 0; i < c; ++i) p.push_back(Square::Frog);
        TfEvaluator eval;
        const auto start = std::chrono::steady_clock::now();
        eval.value(p);
        const double t = seconds_since(start);
        ++count;
        total += t;
        if (t > worst) worst = t;
        if (eval.table_size() > worst_table) worst_table = eval.table_size();
      }
    std::printf("%3d %6d %10.3f %10.3f %12zu\n", n, count, total, worst, worst_table);
  }
  std::printf("all starting positions: %.3f s\n\n", seconds_since(all_start));

  std::printf("targets, fresh evaluator and fresh store each\n");
  time_alone("TTTTT__FFFFF", true);
  time_alone("T^7_^4F^7", true);
  return 0;
}
