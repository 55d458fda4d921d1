// The induction of check_induction, kept state by state while the
// conjecture changes. A prover whose induction fails refits one state and
// asks again; on a system of a thousand states a full recheck then costs
// most of the run (Erickson's first on b = 6: minutes per refit, and a
// dozen refits). The ledger rechecks only what the change can affect.
//
// Why that is the same verdict: check_induction_state(sys, c, i) reads
// c[i] and the conjectures of the states i's options call, nothing else
// (kernel/induction.cpp, check_state), and is deterministic. So a state
// whose own conjecture and whose callees' conjectures are unchanged since it
// passed would pass again, with the same steps. check() therefore returns
// exactly what check_induction(sys, conjecture()) returns: the same
// verdict, the same steps in the same order, the same first failure. The
// ledger owns its copy of the conjecture, so no caller can change a piece
// without the checks that read it being forgotten.
#pragma once

#include "kernel/induction.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

class InductionLedger {
 public:
  // Checks 0 and 3 (the rules and well-foundedness, check_induction_system)
  // once, here. `sys` is borrowed and must outlive the ledger; the
  // conjecture is taken.
  InductionLedger(const StateSystem& sys, Conjecture conjecture);

  // Replaces the conjecture of one state, and forgets the checks of that
  // state and of every state with an option into it.
  void set_state(std::size_t state, std::vector<SymPiece> pieces);

  // Checks, in order, every state whose check was forgotten or never made,
  // up to the first that fails; the result is that of check_induction (see
  // above). `on_case` hears of the cases checked now, with the steps of all
  // states so far, kept ones included.
  InductionResult check(const InductionProgress& on_case = {});

  const Conjecture& conjecture() const { return conjecture_; }
  // States whose check stands for the current conjecture (for progress).
  std::size_t states_kept() const;

 private:
  const StateSystem& sys_;
  Conjecture conjecture_;
  std::string system_failure_;                 // of check_induction_system
  std::vector<std::vector<std::size_t>> callers_;  // callers_[t]: the states with an option into t
  std::vector<std::optional<std::vector<InductionStep>>> passed_;  // per state, once it passed
};

}  // namespace cgp
