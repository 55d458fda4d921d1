// Guess, then prove: conjecture every state's value from concrete data and
// check the conjecture by induction over the recurrences. Game-independent:
// the caller supplies the concrete values of the states (the oracle).
#pragma once

#include "families/progress.h"
#include "families/run_budget.h"
#include "families/state_system.h"
#include "prover/guess.h"
#include "kernel/induction.h"

#include <functional>
#include <optional>
#include <string>

namespace cgp {

// The concrete value of state `state` at a point of its domain.
using StateOracle = std::function<GameId(std::size_t state, const ParamValues& at)>;

struct FamilyProof {
  enum class Status { Proved, Undecided } status = Status::Undecided;
  Conjecture conjecture;     // per state, when every guess succeeded
  InductionResult induction; // the checked steps
  std::string reason;        // why undecided
  // Where the conjectures came from when not (only) from guessing this
  // system's states, e.g. "mirroring the proof of ...": for the reader only,
  // the proof checks them like any other.
  std::string conjecture_note;
};

// Conjectures from elsewhere (tf_mirror.h), per state; a state without one
// is guessed. Empty: guess every state.
using GivenConjecture = std::vector<std::optional<std::vector<SymPiece>>>;

// Every PROVED comes from check_induction having verified each step. A given
// conjecture is checked like a guessed one (and refitted by guessing when a
// failed step shows it wrong).
// `progress` hears of each state guessed and each induction case checked;
// `budget` is checked between them (BudgetSpent propagates to the caller).
// `guesses` (prover/guess_file.h), when given, supplies the conjectures of
// the states it holds (after `given`'s) and records every state guessed or
// refitted, saving itself every so often; the caller saves it at the end.
struct GuessFile;
FamilyProof prove_family(GameStore& store, const StateSystem& sys, const StateOracle& oracle, long box = 8,
                         const GivenConjecture& given = {}, const RunBudget& budget = {},
                         const Progress& progress = {}, GuessFile* guesses = nullptr);

// The value of a family entry (over its own parameters, on its `where`) read
// off a proved conjecture: the called state's pieces pulled back through the
// call's arguments, plus its offset, each piece in canonical form.
std::vector<SymPiece> family_entry_pieces(const Conjecture& conjecture,
                                          const FamilyEntry& entry);

}  // namespace cgp
