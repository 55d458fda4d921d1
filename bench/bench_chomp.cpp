// Times the P-position enumeration of square boxes and a few solver queries.
// Usage: bench_chomp [max_n]   (boxes 8x8 .. max_n x max_n, default 13)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <variant>

#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_solver.h"

using namespace cgp::chomp;

namespace {
double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

int main(int argc, char** argv) {
  int max_n = argc > 1 ? std::atoi(argv[1]) : 13;
  std::printf("%-7s %12s %10s %10s\n", "box", "diagrams", "P-count", "seconds");
  for (int n = 8; n <= max_n; ++n) {
    auto t0 = std::chrono::steady_clock::now();
    auto result = p_positions_in_box(n, n);
    double s = seconds_since(t0);
    if (auto* e = std::get_if<BoxError>(&result)) {
      std::printf("%dx%d: %s\n", n, n, e->message.c_str());
      return 1;
    }
    const auto& box = std::get<BoxPPositions>(result);
    std::printf("%2dx%-4d %12llu %10zu %10.3f\n", n, n, static_cast<unsigned long long>(box.diagrams),
                box.p_positions.size(), s);
    std::fflush(stdout);
  }
  // The hash-map solver, for comparison on smaller boards.
  for (int n = 6; n <= 9; ++n) {
    ChompSolver solver;
    auto t0 = std::chrono::steady_clock::now();
    bool p = solver.is_p(rectangle(n, n));
    double s_p = seconds_since(t0);
    t0 = std::chrono::steady_clock::now();
    unsigned g = solver.grundy(rectangle(n, n));
    double s_g = seconds_since(t0);
    std::printf("solver %dx%d: is_p=%d in %.3fs (%zu entries), grundy=%u in %.3fs (%zu entries)\n", n, n, p,
                s_p, solver.cached_outcomes(), g, s_g, solver.cached_grundy());
  }
  return 0;
}
