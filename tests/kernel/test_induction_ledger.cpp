// The ledger keeps a state's induction checks while other states'
// conjectures change (kernel/induction_ledger.h). Its claim is that check()
// returns exactly what check_induction returns on the current conjecture.
// Tested against check_induction itself on every value and region mutant of
// proved theorems (prover/theorem_mutants.h): each is set into one ledger,
// checked, and set back, so the ledger also has to recover the proof.
#include "games/toads_frogs/pattern.h"
#include "kernel/induction_ledger.h"
#include "prover/theorem_mutants.h"
#include "prover/toads_frogs/prove_tf.h"
#include "tests/kernel/proved_theorem.h"

#include <catch2/catch.hpp>

using namespace cgp;

namespace {

bool same_steps(const std::vector<InductionStep>& x, const std::vector<InductionStep>& y) {
  if (x.size() != y.size()) return false;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (x[i].state != y[i].state || x[i].equal != y[i].equal || !(x[i].built == y[i].built) ||
        !(x[i].expected == y[i].expected) || !region_is_equal(x[i].where, y[i].where))
      return false;
  return true;
}

void check_same(const InductionResult& ledger, const InductionResult& full) {
  CHECK(ledger.proved == full.proved);
  CHECK(ledger.failure == full.failure);
  CHECK(ledger.failure_state == full.failure_state);
  CHECK(ledger.failure_point == full.failure_point);
  CHECK(ledger.wellfounded == full.wellfounded);
  CHECK(same_steps(ledger.steps, full.steps));
}

// Returns how many mutants first failed at another state than the one
// changed: there only the forgetting of callers' checks finds the failure
// check_induction finds.
long check_mutants(const TfTheorem& t, std::size_t every) {
  const std::size_t n = t.sys.states.size();
  InductionLedger ledger(t.sys, t.proof.conjecture);
  const InductionResult original = check_induction(t.sys, t.proof.conjecture);
  REQUIRE(original.proved);
  check_same(ledger.check(), original);
  REQUIRE(ledger.states_kept() == n);
  long tried = 0, failed_elsewhere = 0;
  theorem_mutants_each(t.sys, t.proof.conjecture, [&](const TheoremMutant& m) {
    if (m.kind == TheoremMutant::Kind::kSystem || m.equivalent) return true;
    ++tried;
    INFO(m.what);
    ledger.set_state(m.state, m.conjecture[m.state]);
    CHECK(ledger.states_kept() < n);
    const InductionResult full = check_induction(t.sys, m.conjecture);
    CHECK_FALSE(full.proved);
    check_same(ledger.check(), full);
    if (full.failure_state && *full.failure_state != m.state) ++failed_elsewhere;
    ledger.set_state(m.state, t.proof.conjecture[m.state]);
    check_same(ledger.check(), original);
    return true;
  }, every);
  CHECK(tried > 20);
  return failed_elsewhere;
}

}  // namespace

TEST_CASE("the induction ledger answers as check_induction on every mutant of A11's theorem") {
  const TfTheorem t = kernel_test::proved_theorem("T^a _ T^b F");
  const long failed_elsewhere = check_mutants(t, 1);
  INFO("mutants first failing at a caller: " << failed_elsewhere);
  CHECK(failed_elsewhere > 0);
}

TEST_CASE("the induction ledger answers as check_induction on a sample of the mutants of _^a TT _ F _^b") {
  check_mutants(kernel_test::proved_theorem("_^a TT _ F _^b"), 4);
}

TEST_CASE("the induction ledger refuses a conjecture of the wrong size, and keeps refusing") {
  const TfTheorem t = kernel_test::proved_theorem("T^a _ T^b F");
  Conjecture short_one = t.proof.conjecture;
  short_one.pop_back();
  InductionLedger ledger(t.sys, short_one);
  const InductionResult r = ledger.check();
  CHECK_FALSE(r.proved);
  CHECK(r.failure == check_induction(t.sys, short_one).failure);
}
