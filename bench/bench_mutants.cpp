// bench_mutants: the mutation suite over proved theorems (issue 23). Each
// class is proved, then every mutant of its theorem (prover/theorem_mutants.h:
// leaves +-1, +-1/2, +*, +^; pieces widened or narrowed by one point, moved,
// or one constraint changed (a bound +-1, a residue class changed); options
// dropped, duplicated, moved to the other side, offsets +-1) goes to the
// kernel. `bench_mutants [--every N] A11 A21 B11 chomp claims` (the default list:
// A11 A21 A12 A31 B11 chomp claims; --every N checks every N-th mutant only).
// One line per theorem: mutants tried, rejected, equivalent (the same value
// everywhere: the same theorem), wrongly proved (must be 0), seconds.
// Then the claims of the README (`check tf`): each claimed formula mutated the
// same ways is compared with the proved value as `check` does
// (tf_claim_against): REFUTED with a counterexample the concrete engine
// confirms, or UNDECIDED; never holding unless equal everywhere.
// `chomp` proves the P-positions of 3-row Chomp up to top row 40 and checks
// every mutant of its characterisation (prover/chomp/chomp_mutants.h) and of
// Cho's claim [2,b,b+2] P (b >= 2). A name with a `^` is a Toads-and-Frogs
// pattern proved on its own (the B21 and B12 slices:
// "_^a T _^b T F _^d", "_^a T F _^c F _^d").
#include "families/toads_frogs/classes.h"
#include "prover/chomp/chomp_mutants.h"
#include "prover/chomp/prove_top_rows.h"
#include "prover/theorem_mutants.h"
#include "prover/toads_frogs/prove_tf.h"
#include "prover/toads_frogs/tf_claim.h"
#include "symbolic/sym_eval.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

using namespace cgp;

namespace {

struct Claim {
  const char* pattern;
  const char* formula;
  const char* where;
};

// The README's proved claims.
constexpr Claim kClaims[] = {
    {"T^a _ T^b F", "a", "b>=2"},
    {"T^a ___ FF", "{a-2|a-2}", "a>=2"},  // Erickson's conjecture
    {"T^a ___ FFF", "a-7/2", "a>=5"},     // Erickson's third (about 15 CPU minutes to prove first)
};

// Returns the number of mutants wrongly held.
int check_claim_mutants(const Claim& c) {
  const TfPattern p = std::get<TfPattern>(tf_pattern_parse(c.pattern));
  const Region where = std::get<Region>(region_parse(c.where, tf_pattern_params(p)));
  const SymGame claim = std::get<SymGame>(sym_game_parse(c.formula));
  const auto start = std::chrono::steady_clock::now();
  std::fprintf(stderr, "bench_mutants: proving %s = %s\n", c.pattern, c.formula);
  const TfClaimResult base = tf_claim_check({TfFamily{p, where}}, claim, run_budget_from_now(0, 0, 10000), 8, 20);
  if (!base.holds) {
    std::printf("%-24s the claim itself is not proved\n", c.pattern);
    return 0;
  }
  long tried = 0, refuted = 0, undecided = 0, equivalent = 0, wrong = 0;
  for (const SymGameMutant& m : sym_game_mutants(claim)) {
    ++tried;
    std::optional<TfCounterexample> cex;
    std::string why;
    if (sym_equal_everywhere(m.game, claim, where)) {
      ++equivalent;
    } else if (tf_claim_against(p, where, base.proved, m.game, cex, why)) {
      ++wrong;
      std::printf("       WRONGLY PROVED: %s\n", m.what.c_str());
    } else {
      ++(cex ? refuted : undecided);
    }
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%-24s %8ld %9ld %10ld %11ld %15ld %9.1f\n", (std::string(c.pattern) + " = " + c.formula).c_str(), tried,
              refuted, undecided, equivalent, wrong, s);
  return static_cast<int>(wrong);
}

// The Chomp theorems: top rows <= 40 and Cho's claim. Returns the number wrongly proved.
long check_chomp_mutants(std::size_t every) {
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  ChompProveOptions options;
  options.top_max = 40;
  std::fprintf(stderr, "bench_mutants: proving 3-row Chomp up to top row 40\n");
  const ChompProveOutcome proved = chomp_prove_top_rows(options);
  if (proved.status != ChompProveOutcome::Status::proved) {
    std::printf("chomp top <= 40 not proved: %s\n", proved.reason.c_str());
    return 0;
  }
  std::printf("\n%-26s %8s %9s %8s %11s %15s %9s\n", "chomp (prove chomp)", "mutants", "rejected", "refuted",
              "equivalent", "wrongly_proved", "seconds");
  const ChompMutantTally t = chomp_mutants_check(proved.proof, every);
  std::printf("%-26s %8ld %9ld %8ld %11ld %15ld %9.1f\n", "top rows <= 40", t.tried, t.rejected, t.refuted, t.equivalent,
              t.wrongly_proved, seconds());
  for (const std::string& what : t.wrongly_proved_what) std::printf("       WRONGLY PROVED: %s\n", what.c_str());
  for (const std::string& what : t.unconfirmed_what) std::printf("       NOT CONFIRMED BY THE SOLVER: %s\n", what.c_str());
  const Affine b = Affine::param("b");
  const Region where = std::get<Region>(region_parse("b>=2", {"b"}));
  const ChompClaimMutantTally c =
      chomp_claim_mutants_check(proved.proof, {b + Affine(2), b, Affine(2)}, where, true);
  std::printf("%-26s %8s %9s %8s %11s %15s %9s\n", "claim (check chomp)", "mutants", "refuted", "undecided",
              "also_true", "wrongly_proved", "seconds");
  std::printf("%-26s %8ld %9ld %8ld %11ld %15ld %9.1f\n", "[2,b,b+2] P (b>=2)", c.tried, c.refuted, c.undecided,
              c.also_true, c.wrongly_proved, seconds());
  for (const std::string& what : c.wrongly_proved_what) std::printf("       WRONGLY PROVED: %s\n", what.c_str());
  for (const std::string& what : c.unconfirmed_what) std::printf("       NOT CONFIRMED BY THE SOLVER: %s\n", what.c_str());
  std::fflush(stdout);
  return t.wrongly_proved + c.wrongly_proved + static_cast<long>(t.unconfirmed_what.size() + c.unconfirmed_what.size());
}

// A class by name, or a pattern (with a `^`) on its own.
std::optional<std::vector<TfFamily>> families_named(const std::string& name) {
  if (name.find('^') != std::string::npos) {
    const auto p = tf_pattern_parse(name);
    if (!std::holds_alternative<TfPattern>(p)) return std::nullopt;
    return std::vector<TfFamily>{TfFamily{std::get<TfPattern>(p), region_universe({})}};
  }
  const auto cls = tf_class(name);
  if (!cls) return std::nullopt;
  return tf_class_families(*cls);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> names(argv + 1, argv + argc);
  // --every N: every N-th mutant only (a sample, for the largest classes).
  std::size_t every = 1;
  if (names.size() >= 2 && names[0] == "--every") {
    every = std::stoul(names[1]);
    names.erase(names.begin(), names.begin() + 2);
  }
  if (names.empty()) names = {"A11", "A21", "A12", "A31", "B11", "chomp", "claims"};
  std::printf("%-6s %8s %9s %11s %15s %9s\n", "class", "mutants", "rejected", "equivalent", "wrongly_proved", "seconds");
  int wrong = 0;
  for (const std::string& name : names) {
    if (name == "claims") continue;
    if (name == "chomp") {
      wrong += check_chomp_mutants(every) > 0;
      continue;
    }
    const auto families = families_named(name);
    if (!families) {
      std::fprintf(stderr, "bench_mutants: unknown class %s\n", name.c_str());
      return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const TfTheorem t = prove_tf_families(*families, 10000);
    if (t.proof.status != FamilyProof::Status::Proved) {
      std::printf("%-6s not proved: %s\n", name.c_str(), t.proof.reason.c_str());
      continue;
    }
    std::fprintf(stderr, "bench_mutants: %s proved, checking its mutants\n", name.c_str());
    auto last = std::chrono::steady_clock::now();
    const TheoremMutantTally tally =
        theorem_mutants_check(t.sys, t.proof.conjecture, every, [&](const TheoremMutantTally& so_far) {
          if (std::chrono::steady_clock::now() - last < std::chrono::seconds(10)) return;
          last = std::chrono::steady_clock::now();
          std::fprintf(stderr, "bench_mutants: %s: %ld mutants checked, %ld wrongly proved\n", name.c_str(),
                       so_far.tried, so_far.wrongly_proved);
        });
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%-6s %8ld %9ld %11ld %15ld %9.1f\n", name.c_str(), tally.tried, tally.rejected, tally.equivalent,
                tally.wrongly_proved, s);
    for (const std::string& what : tally.wrongly_proved_what) std::printf("       WRONGLY PROVED: %s\n", what.c_str());
    std::fflush(stdout);
    wrong += tally.wrongly_proved > 0;
  }
  if (std::find(names.begin(), names.end(), "claims") == names.end()) return wrong ? 1 : 0;
  std::printf("\n%-24s %8s %9s %10s %11s %15s %9s\n", "claim (check tf)", "mutants", "refuted", "undecided",
              "equivalent", "wrongly_proved", "seconds");
  for (const Claim& c : kClaims) wrong += check_claim_mutants(c);
  return wrong ? 1 : 0;
}
