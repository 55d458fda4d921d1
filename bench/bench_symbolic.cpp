// Timing of symbolic simplification: the induction-step expressions of the
// paper's classes B11 and A11, each simplified over its region (target: each
// under 20 ms). A plain timing program, never run as a test.
#include "symbolic/region.h"
#include "symbolic/sym_eval.h"
#include "symbolic/sym_game.h"

#include <chrono>
#include <cstdio>
#include <variant>

using namespace cgp;

namespace {

struct Case {
  const char* name;
  const char* game;
  const char* where;
};

const Case kCases[] = {
    {"B11 step (b odd)", "{ {{c-a-4|c-a}|{c-a-2|c-a+2}} | {{c-a-2|c-a+2}|{c-a|c-a+4}} }", "true"},
    {"B11 value (b even)", "{c-a-2|c-a+2}", "true"},
    {"A11 f(a,0) step", "{ {a-2|1} | 0 }", "a>=1"},
    {"A11 f(a,1) step", "{ a-1 | 0+1 }", "a>=1"},
    {"A11 g(a) step (bypass)", "{ {{a-3|1}|0} | }", "a>=2"},
};

}  // namespace

int main() {
  for (const Case& c : kCases) {
    const SymGame g = std::get<SymGame>(sym_game_parse(c.game));
    const Region where = std::get<Region>(region_parse(c.where));
    const int runs = 20;
    std::size_t pieces = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < runs; ++i) pieces = sym_canonical(g, where).size();
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count() / runs;
    std::printf("%-24s %8.2f ms  %zu piece(s)   %s  where %s\n", c.name, ms, pieces, c.game, c.where);
  }
}
