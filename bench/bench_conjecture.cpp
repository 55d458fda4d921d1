// Timings of the Dalmatian conjecturer (figures in the README's Performance
// section).
//   bench_conjecture                  expressions per second (40 three-row positions, 17
//                                     invariants, upper bounds), the P-theory run, and a
//                                     12x12 check of 100 conjectures
//   bench_conjecture --complexity N   the same input, every candidate up to complexity N
//                                     (a fixed amount of work), upper and lower bounds
//   bench_conjecture --theorem-4.1 N  n >= 2c - 1 on every P-position of the NxN box
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "conjecture/chomp_box_check.h"
#include "conjecture/chomp_invariants.h"
#include "conjecture/chomp_p_theory.h"
#include "conjecture/dalmatian.h"

using namespace cgp::conjecture;
using cgp::ChompPosition;
using Clock = std::chrono::steady_clock;

namespace {

// This process's CPU time: the machine is shared, so wall time overstates a run.
double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// The first 40 three-row diagrams, lexicographically, with the paper's invariants.
InvariantTable throughput_table() {
  std::vector<ChompPosition> positions;
  for (int a = 1; positions.size() < 40; ++a)
    for (int b = 1; b <= a && positions.size() < 40; ++b)
      for (int c = 1; c <= b && positions.size() < 40; ++c) positions.push_back({{a, b, c}});
  return std::get<InvariantTable>(chomp_invariant_table(positions, chomp_paper_invariants()));
}

void throughput(double seconds) {
  const InvariantTable table = throughput_table();
  DalmatianOptions o;
  o.target = "number_of_cookies";
  o.sense = BoundSense::Upper;
  o.max_complexity = 60;
  o.seconds = seconds;
  o.stop_when_every_example_exact = false;  // time the enumeration itself, to the limit
  const double cpu0 = cpu_seconds();
  auto r = std::get<DalmatianResult>(dalmatian_conjecture(table, o));
  const double cpu = cpu_seconds() - cpu0;
  // The machine's load says how far the wall figure falls short of the CPU one.
  double load = -1;
  getloadavg(&load, 1);
  std::printf("throughput: %zu objects x %zu invariants, upper bounds: %llu expressions in %.2f s wall = %.1f million/s "
              "(%.2f s CPU: %.1f million per CPU second; load average %.1f); complete through complexity %d; "
              "%zu conjectures\n",
              table.object_count(), table.names.size() - 1, static_cast<unsigned long long>(r.expressions_evaluated),
              r.seconds, r.expressions_evaluated / r.seconds / 1e6, cpu, r.expressions_evaluated / cpu / 1e6, load,
              r.complete_through, r.conjectures.size());
}

// The same input to a complexity limit instead of a time limit: a fixed
// amount of work (the same candidates in every run), upper and lower bounds.
void throughput_to_complexity(int complexity) {
  const InvariantTable table = throughput_table();
  for (BoundSense sense : {BoundSense::Upper, BoundSense::Lower}) {
    DalmatianOptions o;
    o.target = "number_of_cookies";
    o.sense = sense;
    o.max_complexity = complexity;
    o.seconds = 1e9;
    o.stop_when_every_example_exact = false;
    const double cpu0 = cpu_seconds();
    auto r = std::get<DalmatianResult>(dalmatian_conjecture(table, o));
    const double cpu = cpu_seconds() - cpu0;
    std::printf("to complexity %d, %s bounds: %llu expressions in %.2f s CPU = %.1f million per CPU second "
                "(%.2f s wall); %zu conjectures\n",
                complexity, to_string(sense).c_str(), static_cast<unsigned long long>(r.expressions_evaluated), cpu,
                r.expressions_evaluated / cpu / 1e6, r.seconds, r.conjectures.size());
  }
}

void p_theory() {
  ChompTheoryOptions o;
  o.dalmatian.target = "number_of_cookies";
  o.dalmatian.sense = BoundSense::Lower;
  o.examples = chomp_paper_p_positions();
  o.refine = 30;
  const auto t = Clock::now();
  auto r = std::get<ChompTheoryResult>(chomp_theory(o));
  std::printf("p-theory: --p-theory --lower --refine 30 --check-box 10x10: %.3f s, %zu rounds, %zu conjectures, "
              "conjecture 14 implied: %s\n",
              since(t), r.rounds.size(), r.rounds.back().result.conjectures.size(),
              r.conjecture_14_not_implied.empty() ? "yes" : "no");
}

void box_check_100() {
  const auto t = Clock::now();
  auto box = std::get<ChompBoxChecker>(ChompBoxChecker::build(12, 12, BoxScope::PPositions, chomp_invariants()));
  const double build = since(t);
  const auto& names = chomp_paper_invariants();
  std::vector<Expression> bounds;  // number_of_cookies >= a + b - c over the paper's invariants, 100 of them
  for (std::size_t i = 0; i < names.size() && bounds.size() < 100; ++i)
    for (std::size_t j = i; j < names.size() && bounds.size() < 100; ++j)
      bounds.push_back(Expression::binary(Operator::Sub,
                                          Expression::binary(Operator::Add, Expression::invariant(names[i]),
                                                             Expression::invariant(names[j])),
                                          Expression::invariant("number_of_rows")));
  std::size_t holding = 0;
  for (const auto& b : bounds) holding += box.check("number_of_cookies", BoundSense::Lower, b).holds;
  std::printf("box check: 12x12, %llu P-positions, %zu conjectures (%zu hold): %.3f s (table and invariants %.3f s)\n",
              static_cast<unsigned long long>(box.positions()), bounds.size(), holding, since(t), build);
}

void theorem_4_1(int n) {
  const auto t = Clock::now();
  auto built = ChompBoxChecker::build(n, n, BoxScope::PPositions, {"number_of_cookies", "number_of_columns"});
  if (auto* e = std::get_if<BoxCheckError>(&built)) {
    std::fprintf(stderr, "%s\n", e->message.c_str());
    std::exit(2);
  }
  const auto& box = std::get<ChompBoxChecker>(built);
  const BoxCheck c = box.check("number_of_cookies", BoundSense::Lower, chomp_conjecture_14_bound());
  std::printf("theorem 4.1 (n >= 2c - 1) on the %dx%d box: %s on %llu P-positions, %llu violations; %.1f s\n", n, n,
              c.holds ? "holds" : "FAILS", static_cast<unsigned long long>(box.positions()),
              static_cast<unsigned long long>(c.violations), since(t));
}

}  // namespace

int main(int argc, char** argv) {
  if (argc >= 2 && std::strcmp(argv[1], "--complexity") == 0) {
    throughput_to_complexity(argc >= 3 ? std::atoi(argv[2]) : 7);
    return 0;
  }
  if (argc >= 2 && std::strcmp(argv[1], "--theorem-4.1") == 0) {
    theorem_4_1(argc >= 3 ? std::atoi(argv[2]) : 16);
    return 0;
  }
  throughput(argc >= 2 ? std::atof(argv[1]) : 5);
  p_theory();
  box_check_100();
  return 0;
}
