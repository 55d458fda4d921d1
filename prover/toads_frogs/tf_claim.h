// A claimed value of a Toads-and-Frogs family, proved or refuted. First a
// search for the smallest counterexample (least parameter sum, then
// lexicographic) with the concrete engine; then the family theorem
// (prove_tf.h) compared with the claim piece by piece. A difference the
// theorem reports is re-checked by the concrete engine before it is shown:
// neither side alone refutes a claim.
#pragma once

#include "prover/family_report.h"
#include "prover/toads_frogs/prove_tf.h"
#include "symbolic/poly_game.h"
#include "symbolic/sym_game.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

struct TfCounterexample {
  ParamValues params;
  std::string position, claimed, actual;  // the position and both values, for output only
};

struct TfClaimResult {
  TfTheorem theorem;                     // empty when the search refuted the claim first
  std::optional<TfCounterexample> cex;   // set iff REFUTED
  bool holds = false;                    // PROVED: the theorem equals the claim on all of `where`
  std::vector<SymPiece> proved;          // the family's proved value on `where`
  long searched = -1;                    // every point of parameter sum <= searched was checked
};

// The claimed value differs from the true one at `at` (nullopt when it agrees
// or the position is too long to build).
std::optional<TfCounterexample> tf_claim_differs_at(const TfPattern& p, const SymGame& claim, const ParamValues& at,
                                                    TfEvaluator& ev);

// Every point of `where` in order of parameter sum (then lexicographic), up to
// sum `max_sum` or `seconds` of evaluation; `searched` is the largest sum whose
// points were all checked.
std::optional<TfCounterexample> tf_claim_search(const TfPattern& p, const SymGame& claim, const Region& where,
                                                long max_sum, double seconds, long& searched);

// Where the proved pieces differ from the claim.
Region tf_claim_failures(const std::vector<SymPiece>& proved, const SymGame& claim, const Region& where);

// The claim against a family's proved value on `where` (its pieces): holds
// (true) when they agree everywhere; otherwise `cex` is the least point where
// they differ, confirmed by the concrete engine, or, when the engine does not
// confirm it, nullopt with `why` (a bug: never a verdict).
bool tf_claim_against(const TfPattern& p, const Region& where, const std::vector<SymPiece>& proved,
                      const SymGame& claim, std::optional<TfCounterexample>& cex, std::string& why);

// The whole check of `claim` on the first of `families`.
TfClaimResult tf_claim_check(const std::vector<TfFamily>& families, const SymGame& claim, const RunBudget& budget,
                             long box, long search_sum, const Progress& progress = {},
                             TfDeadWalls dead_walls = TfDeadWalls::kWhenPlainFails, GuessFile* guesses = nullptr);
// The same for a claim with polynomial leaves ((a-1)(b-1)*): the search
// instantiates it; against a proved family (affine pieces) it is compared
// through PolynomialDomain, whose undecidable sign questions come back as
// UndecidedSign (never a verdict).
TfClaimResult tf_claim_check(const std::vector<TfFamily>& families, const PolyGame& claim, const RunBudget& budget,
                             long box, long search_sum, const Progress& progress = {},
                             TfDeadWalls dead_walls = TfDeadWalls::kWhenPlainFails, GuessFile* guesses = nullptr);

}  // namespace cgp
