// Guess, then prove: conjecture every state's value from concrete data and
// check the conjecture by induction over the recurrences. Game-independent:
// the caller supplies the concrete values of the states (the oracle).
#pragma once

#include "families/state_system.h"
#include "prover/guess.h"
#include "prover/induction.h"

#include <functional>
#include <string>

namespace cgp {

// The concrete value of state `state` at a point of its domain.
using StateOracle = std::function<GameId(std::size_t state, const ParamValues& at)>;

struct FamilyProof {
  enum class Status { Proved, Undecided } status = Status::Undecided;
  Conjecture conjecture;     // per state, when every guess succeeded
  InductionResult induction; // the checked steps
  std::string reason;        // why undecided
};

// Every PROVED comes from check_induction having verified each step.
FamilyProof prove_family(GameStore& store, const StateSystem& sys, const StateOracle& oracle, long box = 8);

// The value of a family entry (over its own parameters, on its `where`) read
// off a proved conjecture: the called state's pieces pulled back through the
// call's arguments, plus its offset, each piece in canonical form.
std::vector<SymPiece> family_entry_pieces(const Conjecture& conjecture,
                                          const FamilyEntry& entry);

}  // namespace cgp
