// bench_tf_reach: how many blocks do the positions a family reaches need?
//
// A closure (families/toads_frogs/closure.h) describes every position a
// family reaches as an instance of one of finitely many patterns, each a
// fixed sequence of blocks. An instance has at most as many runs (maximal
// blocks of one symbol) as its pattern has blocks. So if the positions
// reached from the family's members need more and more runs as a parameter
// grows, no finite closure exists, whatever the states' values.
//
// This measures it with the strongest normalisation the library has, the
// concrete normalise() (games/toads_frogs/simplify.h): dead pieces anywhere
// in the strip split it into a sum of components, terminal toads and frogs
// leave the strip, toads-only and frogs-only components become integers. So
// it also answers for a state language with sums of states (each component a
// state of its own). Each component is counted three ways:
//   runs         maximal blocks of one symbol;
//   alternations the same with every alternation of single toads and frogs
//                of 4 or more squares (T F T F ...) counted as one block, as a
//                symbolic block (T F)^k would;
//   units        the same with every sequence of two or more units T^x F
//                (x >= 1), or of two or more units T F^y, counted as one
//                block (greedily from the left), as a block standing for a
//                list of units (T^x_1 F ... T^x_k F, k and each x_i
//                symbolic) would;
//   shapes       distinct run sequences with every run of 2 or more squares
//                written as symbolic (T+ for T^x, x >= 2), alternations as A.
// The lengths themselves do not matter (blocks are symbolic); a count that
// grows with the parameter is what rules a finite set of block patterns out.
//
// Usage: bench_tf_reach PATTERN PARAM FROM TO [NAME=AFFINE ...]
//   bench_tf_reach "T^a __ F^b" b 2 7 a=b+1 a=b+2 a=b+3
// For each value t of PARAM in FROM..TO, the other parameters take each of
// their listed values (affine in PARAM; a name listed twice gives two
// members), and every position reached from each member is normalised.
#include "games/toads_frogs/moves.h"
#include "games/toads_frogs/pattern.h"
#include "games/toads_frogs/simplify.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <unordered_set>
#include <variant>
#include <vector>

using namespace cgp;

namespace {

struct KeyHash {
  std::size_t operator()(const TfKey& k) const {
    return std::hash<std::uint64_t>()(k.toads * 0x9e3779b97f4a7c15ULL ^ k.frogs) ^ k.length;
  }
};

char symbol_char(Square s) { return s == Square::Toad ? 'T' : s == Square::Frog ? 'F' : '_'; }

// The runs of a strip, alternations of single toads and frogs of at least 4
// squares as one block "A".
struct Blocks {
  int runs = 0;
  int alternations = 0;
  int units = 0;
  std::string shape;
};

struct Run {
  Square symbol;
  std::size_t length;
};

// Blocks when each list of two or more units T^x F (or T F^y) is one block.
int unit_blocks(const std::vector<Run>& runs) {
  int blocks = 0;
  for (std::size_t i = 0; i < runs.size();) {
    // Units from i: toads then frogs, one of the two runs of length 1.
    auto units_from = [&](bool single_frog) {
      std::size_t k = 0;
      while (i + 2 * k + 1 < runs.size() && runs[i + 2 * k].symbol == Square::Toad &&
             runs[i + 2 * k + 1].symbol == Square::Frog &&
             (single_frog ? runs[i + 2 * k + 1].length : runs[i + 2 * k].length) == 1)
        ++k;
      return k;
    };
    const std::size_t k = std::max(units_from(true), units_from(false));
    ++blocks;
    i += k >= 2 ? 2 * k : 1;
  }
  return blocks;
}

Blocks blocks_of(const TfPosition& p) {
  Blocks out;
  const std::size_t n = p.size();
  std::vector<Run> runs;
  for (std::size_t i = 0; i < n;) {
    std::size_t j = i;
    while (j + 1 < n && p[j + 1] == p[i]) ++j;
    runs.push_back({p[i], j - i + 1});
    i = j + 1;
  }
  out.runs = static_cast<int>(runs.size());
  out.units = unit_blocks(runs);
  for (std::size_t i = 0; i < n;) {
    // The alternation starting at i: neighbours differ and neither is empty.
    std::size_t j = i;
    while (j + 1 < n && p[j] != Square::Empty && p[j + 1] != Square::Empty && p[j + 1] != p[j]) ++j;
    if (j - i + 1 >= 4) {
      out.shape += out.shape.empty() ? "A" : " A";
      ++out.alternations;
      i = j + 1;
      continue;
    }
    std::size_t k = i;
    while (k + 1 < n && p[k + 1] == p[i]) ++k;
    out.shape += std::string(out.shape.empty() ? "" : " ") + symbol_char(p[i]) + (k > i ? "+" : "");
    ++out.alternations;
    i = k + 1;
  }
  return out;
}

// Every position reachable from `start` (itself included), either side to move.
std::vector<TfPosition> reachable(const TfPosition& start) {
  std::unordered_set<TfKey, KeyHash> seen{start.key()};
  std::vector<TfPosition> out{start};
  for (std::size_t i = 0; i < out.size(); ++i) {
    const TfPosition p = out[i];
    auto visit = [&](const TfPosition& q) {
      if (seen.insert(q.key()).second) out.push_back(q);
    };
    for_each_option(p, Side::Left, visit);
    for_each_option(p, Side::Right, visit);
  }
  return out;
}

[[noreturn]] void usage(const char* why) {
  std::fprintf(stderr, "bench_tf_reach: %s\nusage: bench_tf_reach PATTERN PARAM FROM TO [NAME=AFFINE ...]\n", why);
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 5) usage("too few arguments");
  const auto parsed = tf_pattern_parse(argv[1]);
  if (!std::holds_alternative<TfPattern>(parsed)) usage("the pattern does not parse");
  const TfPattern pattern = std::get<TfPattern>(parsed);
  const std::string param = argv[2];
  const long from = std::atol(argv[3]), to = std::atol(argv[4]);
  std::map<std::string, std::vector<Affine>> others;
  for (int i = 5; i < argc; ++i) {
    const std::string arg = argv[i];
    const auto eq = arg.find('=');
    if (eq == std::string::npos) usage("an assignment needs NAME=AFFINE");
    const auto e = affine_parse(arg.substr(eq + 1));
    if (!std::holds_alternative<Affine>(e)) usage("an assignment's value does not parse");
    others[arg.substr(0, eq)].push_back(std::get<Affine>(e));
  }
  for (const std::string& p : tf_pattern_params(pattern))
    if (p != param && !others.count(p)) usage(("no value for parameter " + p).c_str());

  std::printf("%s along %s: per value, the positions reached, their components after normalise(), and the\n"
              "most runs, the most blocks with alternations as one and with lists of units as one, and the\n"
              "distinct shapes of a component\n",
              argv[1], param.c_str());
  std::printf("%4s %10s %10s %5s %5s %5s %7s %5s  %s\n", param.c_str(), "positions", "components", "runs", "alt", "units",
              "shapes", "new", "a component with the most blocks (alternations as one)");
  std::set<std::string> shapes_before;
  for (long t = from; t <= to; ++t) {
    const auto t0 = std::chrono::steady_clock::now();
    // Every combination of the other parameters' values.
    std::vector<ParamValues> points{{{param, t}}};
    for (const auto& [name, values] : others) {
      std::vector<ParamValues> next;
      for (const ParamValues& pt : points)
        for (const Affine& v : values) {
          ParamValues q = pt;
          const Dyadic x = affine_eval(v, pt);
          if (!x.is_integer() || x.sign() < 0) continue;
          q[name] = *x.to_long();
          next.push_back(q);
        }
      points = next;
    }
    std::unordered_set<TfKey, KeyHash> positions, components;
    std::set<std::string> shapes;
    Blocks most_runs, most_blocks, most_units;
    std::string widest;
    for (const ParamValues& pt : points) {
      const auto start = tf_pattern_instantiate(pattern, pt);
      if (!start) continue;
      for (const TfPosition& p : reachable(*start)) {
        if (!positions.insert(p.key()).second) continue;
        for (const TfPosition& c : normalise(p, TfShortcuts{}).components) {
          if (!components.insert(c.key()).second) continue;
          const Blocks b = blocks_of(c);
          shapes.insert(b.shape);
          if (b.runs > most_runs.runs) most_runs = b;
          if (b.units > most_units.units) most_units = b;
          if (b.alternations > most_blocks.alternations) {
            most_blocks = b;
            widest = c.to_string();
          }
        }
      }
    }
    long fresh = 0;
    for (const std::string& s : shapes) fresh += !shapes_before.count(s);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::printf("%4ld %10zu %10zu %5d %5d %5d %7zu %5ld  %s  (%s)  %.1f s\n", t, positions.size(), components.size(),
                most_runs.runs, most_blocks.alternations, most_units.units, shapes.size(), fresh, widest.c_str(),
                most_blocks.shape.c_str(), secs);
    std::fflush(stdout);
    shapes_before.insert(shapes.begin(), shapes.end());
  }
  return 0;
}
