#include "kernel/induction_ledger.h"

#include <algorithm>
#include <utility>

namespace cgp {

namespace {

std::vector<std::vector<std::size_t>> option_callers(const StateSystem& sys) {
  std::vector<std::vector<std::size_t>> callers(sys.states.size());
  for (std::size_t si = 0; si < sys.states.size(); ++si)
    for (const RecurrenceCase& c : sys.states[si].cases)
      for (const auto* side : {&c.left, &c.right})
        for (const StateOption& o : *side) {
          if (o.target == kIntegerTarget) continue;
          std::vector<std::size_t>& of = callers.at(static_cast<std::size_t>(o.target));
          if (std::find(of.begin(), of.end(), si) == of.end()) of.push_back(si);
        }
  return callers;
}

}  // namespace

InductionLedger::InductionLedger(const StateSystem& sys, Conjecture conjecture)
    : sys_(sys), conjecture_(std::move(conjecture)), passed_(sys.states.size()) {
  if (conjecture_.size() != sys_.states.size()) {
    system_failure_ = "the conjecture does not give every state a value";
    return;
  }
  system_failure_ = check_induction_system(sys_);
  if (system_failure_.empty()) callers_ = option_callers(sys_);
}

void InductionLedger::set_state(std::size_t state, std::vector<SymPiece> pieces) {
  conjecture_.at(state) = std::move(pieces);
  passed_.at(state).reset();
  if (state < callers_.size())
    for (std::size_t caller : callers_[state]) passed_[caller].reset();
}

std::size_t InductionLedger::states_kept() const {
  return static_cast<std::size_t>(std::count_if(passed_.begin(), passed_.end(), [](const auto& p) { return p.has_value(); }));
}

InductionResult InductionLedger::check(const InductionProgress& on_case) {
  InductionResult result;
  result.failure = system_failure_;
  if (!system_failure_.empty()) return result;
  result.wellfounded = wellfounded_to_string(sys_.wellfounded_by);
  for (std::size_t si = 0; si < sys_.states.size(); ++si) {
    if (!passed_[si]) {
      const std::size_t before = result.steps.size();
      InductionProgress state_progress;
      if (on_case) state_progress = [&](std::size_t s, std::size_t steps) { on_case(s, before + steps); };
      InductionResult one = check_induction_state(sys_, conjecture_, si, state_progress);
      if (!one.proved) {
        for (InductionStep& step : one.steps) result.steps.push_back(std::move(step));
        result.failure = std::move(one.failure);
        result.failure_point = std::move(one.failure_point);
        result.failure_state = one.failure_state;
        return result;
      }
      passed_[si] = std::move(one.steps);
    }
    result.steps.insert(result.steps.end(), passed_[si]->begin(), passed_[si]->end());
  }
  result.proved = true;
  return result;
}

}  // namespace cgp
