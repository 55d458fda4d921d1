// bench_tf_classes: time to prove each Thanatipanonda-Zeilberger class
// (closure, guessing, induction check), one class per process run so that no
// cache is shared: `bench_tf_classes A11 A21 A12 B11` (the default list).
// Prints one line per class: status, states, pieces, induction steps, seconds.
#include "families/toads_frogs/classes.h"
#include "prover/toads_frogs/prove_tf.h"

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace cgp;

int main(int argc, char** argv) {
  std::vector<std::string> names(argv + 1, argv + argc);
  if (names.empty()) names = {"A11", "A21", "A12", "B11"};
  std::size_t max_states = 10000;
  std::printf("%-6s %-10s %7s %7s %7s %9s\n", "class", "status", "states", "pieces", "steps", "seconds");
  for (const std::string& name : names) {
    const auto cls = tf_class(name);
    if (!cls) {
      std::fprintf(stderr, "bench_tf_classes: unknown class %s\n", name.c_str());
      return 2;
    }
    const std::vector<TfFamily> families = tf_class_families(*cls);
    const auto start = std::chrono::steady_clock::now();
    const TfTheorem t = prove_tf_families(families, max_states);
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::size_t pieces = 0;
    for (const auto& state : t.proof.conjecture) pieces += state.size();
    const bool ok = t.proof.status == FamilyProof::Status::Proved;
    std::printf("%-6s %-10s %7zu %7zu %7zu %9.2f\n", name.c_str(), ok ? "proved" : "undecided", t.sys.states.size(),
                pieces, t.proof.induction.steps.size(), s);
    if (!ok) std::printf("       reason: %s\n", t.proof.reason.c_str());
    std::fflush(stdout);
  }
  return 0;
}
