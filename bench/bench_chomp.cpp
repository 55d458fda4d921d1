// Times solve-by-box (every P-position of the R x C box and the rectangle's
// winning openings) on square boxes, and a few hash-map solver queries.
// Usage: bench_chomp [--large] [--from N] [--to N]
//   default: boxes 10x10 .. 14x14; --large: 15x15 and 16x16 (minutes, 1.2 GB).
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <variant>

#include "games/chomp/chomp_box.h"
#include "games/chomp/chomp_solver.h"

using namespace cgp;

namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double peak_rss_mib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

std::string moves_text(const ChompBoxSolution& s) {
  std::string t;
  for (const ChompPosition& m : s.winning_moves) {
    if (!t.empty()) t += ' ';
    t += to_string(m);
  }
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  int from = 10, to = 14;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--large")) {
      from = 15;
      to = 16;
    } else if (!std::strcmp(argv[i], "--from") && i + 1 < argc) {
      from = std::atoi(argv[++i]);
    } else if (!std::strcmp(argv[i], "--to") && i + 1 < argc) {
      to = std::atoi(argv[++i]);
    } else {
      std::fprintf(stderr, "usage: bench_chomp [--large] [--from N] [--to N]\n");
      return 2;
    }
  }
  std::printf("%-7s %12s %10s %9s %10s %10s  %s\n", "box", "diagrams", "P-count", "seconds", "table MiB",
              "peak MiB", "winning openings");
  for (int n = from; n <= to; ++n) {
    auto t0 = std::chrono::steady_clock::now();
    auto result = chomp_solve_box(n, n);
    double s = seconds_since(t0);
    if (auto* e = std::get_if<ChompBoxError>(&result)) {
      std::printf("%dx%d: %s\n", n, n, e->message.c_str());
      return 1;
    }
    const auto& box = std::get<ChompBoxSolution>(result);
    std::printf("%2dx%-4d %12llu %10llu %9.2f %10.1f %10.1f  %s\n", n, n,
                static_cast<unsigned long long>(box.diagrams), static_cast<unsigned long long>(box.p_count), s,
                static_cast<double>(box.table_bytes) / (1 << 20), peak_rss_mib(), moves_text(box).c_str());
    std::fflush(stdout);
  }
  return 0;
}
