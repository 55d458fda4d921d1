#include "prover/prove_family.h"

#include "kernel/induction_ledger.h"
#include "prover/guess_file.h"
#include "prover/state_fit.h"
#include "prover/trace.h"
#include "symbolic/number_domain.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <optional>

namespace cgp {

namespace {
// Counterexample-guided refits after a failed induction (see prove_family).
// Each refit guesses one state again and the ledger rechecks only that state
// and its callers, so a refit costs a guess, not an induction: large systems
// need many (Erickson's first on b = 6 needed more than five). Each refit
// grows a fit box, and state_fit_grow's limit ends that too.
constexpr int kRefits = 24;

// The budget is checked before every fit box, but one box of a state with 7
// or 8 parameters holds hundreds of thousands of points: the oracle checks it
// every so many evaluations too (and a game's evaluator may check it inside
// one evaluation: tf_budgeted_eval_options).
constexpr std::size_t kEvaluationsPerBudgetCheck = 64;

// The guess's latest event while a box is tabulated, reported again with the
// points evaluated since: one box of a state with 6 to 8 parameters takes
// minutes, and "still working" alone does not say how far it is.
struct GuessTicker {
  std::optional<ProgressEvent> event;
};

StateOracle budgeted_oracle(const StateSystem& sys, const StateOracle& oracle, const RunBudget& budget,
                            const Progress& progress, std::shared_ptr<GuessTicker> ticker) {
  auto evaluations = std::make_shared<std::size_t>(0);
  return [&sys, &oracle, &budget, &progress, evaluations, ticker](std::size_t state, const ParamValues& at) {
    const bool tick = ++*evaluations % kEvaluationsPerBudgetCheck == 0;
    if (tick)
      run_budget_check(budget, "the guess, evaluating " + sys.states[state].name + " at " + param_values_to_string(at));
    const GameId value = oracle(state, at);
    if (ticker->event) {
      ++ticker->event->points;
      if (tick) progress.report(*ticker->event);
    }
    return value;
  };
}

GuessResult guess_state(GameStore& store, const StateSystem& sys, std::size_t i, const StateOracle& oracle,
                        StateFit& fit, const FitAttempt& on_attempt, const std::function<void()>& checkpoint) {
  return state_fit_guess(store, sys.states[i], [&](const ParamValues& at) { return oracle(i, at); }, fit, on_attempt,
                         checkpoint);
}

// The piece holding `at`, or nullptr.
const SymPiece* piece_at(const std::vector<SymPiece>& pieces, const ParamValues& at) {
  for (const SymPiece& p : pieces)
    if (region_contains(p.where, at)) return &p;
  return nullptr;
}

std::optional<GameId> conjectured_value(GameStore& store, const std::vector<SymPiece>& pieces,
                                        const ParamValues& at) {
  const SymPiece* p = piece_at(pieces, at);
  if (!p) return std::nullopt;
  return sym_game_instantiate(store, p->value, at);
}

// A state and a point where the conjecture disagrees with the oracle,
// found at a failed induction step: the state of the step itself, or one of
// the options of its recurrence at that point.
std::optional<std::pair<std::size_t, ParamValues>> wrong_conjecture(GameStore& store, const StateSystem& sys,
                                                                    const Conjecture& conjecture,
                                                                    const StateOracle& oracle, std::size_t si,
                                                                    const ParamValues& at) {
  auto wrong_at = [&](std::size_t state, const ParamValues& point) {
    try {
      return conjectured_value(store, conjecture[state], point) != std::optional<GameId>(oracle(state, point));
    } catch (const OracleOutOfReach&) {
      return false;  // not known to be wrong
    }
  };
  if (wrong_at(si, at)) return std::pair{si, at};
  for (const RecurrenceCase& c : sys.states[si].cases) {
    if (!region_contains(c.region, at)) continue;
    for (const auto* side : {&c.left, &c.right})
      for (const StateOption& o : *side) {
        if (o.target == kIntegerTarget) continue;
        ParamValues target_at;
        bool integral = true;
        for (const auto& [name, arg] : o.args) {
          const auto v = affine_eval(arg, at).to_long();
          integral = integral && v.has_value();
          target_at[name] = v.value_or(0);
        }
        if (!integral) continue;
        const auto t = static_cast<std::size_t>(o.target);
        if (wrong_at(t, target_at)) return std::pair{t, target_at};
      }
  }
  return std::nullopt;
}

std::string state_text(const FamilyState& s) { return s.name + " = " + tf_pattern_to_string(s.pattern); }

// Before each box tried (pieces absent) and after guessing state i.
ProgressEvent report_guess(const Progress& progress, const StateSystem& sys, std::size_t i, const FitBox& box,
                           std::optional<std::size_t> pieces) {
  ProgressEvent e{ProgressStage::Guess, i + 1, sys.states.size(), state_text(sys.states[i])};
  e.box = fit_box_bounds(box);
  e.box_planes = fit_planes_to_string(box.planes, sys.states[i].params);
  e.pieces = pieces;
  progress.report(e);
  return e;
}

InductionResult checked_induction(const StateSystem& sys, InductionLedger& ledger, FamilyProof& proof,
                                  const RunBudget& budget, const Progress& progress) {
  const auto t0 = std::chrono::steady_clock::now();
  const std::size_t kept = ledger.states_kept();
  InductionResult r;
  const InductionProgress on_case = [&](std::size_t state, std::size_t steps) {
    ProgressEvent e{ProgressStage::Induction, state + 1, sys.states.size(), state_text(sys.states[state])};
    e.steps = steps;
    progress.report(e);
    run_budget_check(budget, "the induction, at state " + std::to_string(state + 1) + " of " +
                                 std::to_string(sys.states.size()) + " (" + std::to_string(steps) +
                                 " steps checked)");
  };
  try {
    r = ledger.check(on_case);
  } catch (const UnsupportedNumber& e) {
    proof.reason = std::string("the induction step needs a rule the symbolic engine lacks: ") + e.what();
  } catch (const PieceLimit& e) {
    proof.reason = std::string("the induction step split too far: ") + e.what();
  }
  if (prover_trace_enabled())
    std::fprintf(stderr, "[trace] induction: %zu steps, %s, %.2f s (%zu states' checks kept from the last run)\n",
                 r.steps.size(), r.proved ? "proved" : "failed", prover_seconds_since(t0), kept);
  return r;
}

}  // namespace

// Guess every state, then check by induction. A failed step names a point;
// if some state's conjecture is wrong there (checked against the oracle), that
// state is guessed again on a box containing the point, and the induction
// rerun: by the kernel's ledger, which rechecks the refitted state and its
// callers and keeps every other state's checks (kernel/induction_ledger.h).
// The proof never depends on this loop: only the ledger's verdict on the
// final conjecture, which is check_induction's, makes it PROVED.
FamilyProof prove_family(GameStore& store, const StateSystem& sys, const StateOracle& unbudgeted_oracle, long box,
                         const GivenConjecture& given, const RunBudget& budget, const Progress& progress,
                         GuessFile* guesses) {
  const auto ticker = std::make_shared<GuessTicker>();
  const StateOracle oracle = budgeted_oracle(sys, unbudgeted_oracle, budget, progress, ticker);
  const GameStoreGrowthScope growth(store, [&budget](std::size_t bytes) {
    run_budget_check_growth(budget, bytes, "the store of canonical games");
  });
  FamilyProof proof;
  std::vector<StateFit> fits;
  auto guess_reported = [&](std::size_t i) {
    const FitAttempt on_attempt = [&](const FitBox& box) {
      ticker->event = report_guess(progress, sys, i, box, std::nullopt);
      run_budget_check(budget, "the guess of " + sys.states[i].name + " (state " + std::to_string(i + 1) + " of " +
                                   std::to_string(sys.states.size()) + ")");
    };
    const auto checkpoint = [&] {
      run_budget_check(budget, "the guess of " + sys.states[i].name + ", fitting its box");
    };
    GuessResult guess = guess_state(store, sys, i, oracle, fits[i], on_attempt, checkpoint);
    ticker->event.reset();
    if (guess.ok) report_guess(progress, sys, i, fits[i].rest, guess.pieces.size());
    if (guess.ok && guesses) {
      guess_file_record(*guesses, sys.states[i], guess.pieces);
      guess_file_save_if_due(*guesses);
    }
    return guess;
  };
  const GivenConjecture saved = guesses ? guess_file_given(*guesses, sys) : GivenConjecture{};
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    fits.push_back(state_fit_initial(s, box));
    if (i < given.size() && given[i]) {
      proof.conjecture.push_back(*given[i]);
      continue;
    }
    if (i < saved.size() && saved[i]) {
      proof.conjecture.push_back(*saved[i]);
      continue;
    }
    GuessResult guess = guess_reported(i);
    if (!guess.ok) {
      proof.reason = "no conjecture for " + s.name + " = " + tf_pattern_to_string(s.pattern) + ": " + guess.reason;
      return proof;
    }
    proof.conjecture.push_back(guess.pieces);
  }
  // Every guess is in the file before the induction, which can take an
  // hour: a run stopped there resumes without guessing at all.
  if (guesses) guess_file_save(*guesses);
  if (guesses && prover_trace_enabled())
    std::fprintf(stderr, "[trace] guess file %s: %zu of %zu states' conjectures taken from it\n",
                 guesses->path.c_str(),
                 static_cast<std::size_t>(std::count_if(saved.begin(), saved.end(), [](const auto& g) { return g.has_value(); })),
                 sys.states.size());
  // The rules and well-foundedness are checked once, before any step: for
  // b = 6's 1,281 states that took 160 s, under the last guess's progress line.
  progress.report(ProgressEvent{ProgressStage::Induction, 0, sys.states.size()});
  InductionLedger ledger(sys, proof.conjecture);
  for (int refit = 0;; ++refit) {
    proof.induction = checked_induction(sys, ledger, proof, budget, progress);
    if (!proof.reason.empty()) return proof;
    if (proof.induction.proved) break;
    proof.reason = "induction step failed: " + proof.induction.failure;
    if (refit == kRefits || !proof.induction.failure_point || !proof.induction.failure_state) return proof;
    const auto wrong = wrong_conjecture(store, sys, proof.conjecture, oracle, *proof.induction.failure_state,
                                        *proof.induction.failure_point);
    if (!wrong) return proof;
    const auto [si, at] = *wrong;
    const FamilyState& s = sys.states[si];
    const SymPiece* piece = piece_at(proof.conjecture[si], at);
    if (!piece || !state_fit_grow(fits[si], s, at, piece->where)) {
      proof.reason += "; the conjecture for " + s.name + " is wrong at " + param_values_to_string(at) +
                      ", and neither a fit box containing that point nor a slice fitted on its own stays within " +
                      state_fit_limit_text();
      return proof;
    }
    GuessResult guess = guess_reported(si);
    if (!guess.ok) {
      proof.reason += "; refitting " + s.name + " on a larger box: " + guess.reason;
      return proof;
    }
    ledger.set_state(si, guess.pieces);
    proof.conjecture[si] = std::move(guess.pieces);
    proof.reason.clear();
  }
  proof.conjecture = ledger.conjecture();  // the conjecture the verdict is about
  ProgressEvent checked{ProgressStage::Induction, sys.states.size(), sys.states.size()};
  checked.steps = proof.induction.steps.size();
  checked.finished = true;
  progress.report(checked);
  proof.status = FamilyProof::Status::Proved;
  return proof;
}
std::vector<SymPiece> family_entry_pieces(const Conjecture& conjecture,
                                          const FamilyEntry& entry) {
  const std::vector<std::string>& params = entry.where.params();
  const SymGame offset = SymGame::leaf(entry.call.offset, 0, 0);
  if (entry.call.target == kIntegerTarget) return sym_canonical(offset, entry.where);
  std::vector<SymPiece> out;
  for (const SymPiece& p : conjecture.at(static_cast<std::size_t>(entry.call.target))) {
    const Region cell = region_intersect(entry.where, region_preimage(p.where, entry.call.args, params));
    if (region_is_empty(cell)) continue;
    const SymGame value = SymGame::sum({sym_game_substitute(p.value, entry.call.args), offset});
    for (SymPiece& q : sym_canonical(value, cell)) out.push_back(std::move(q));
  }
  return out;
}

}  // namespace cgp
