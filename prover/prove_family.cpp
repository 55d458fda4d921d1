#include "prover/prove_family.h"

#include "symbolic/number_domain.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace cgp {

namespace {
constexpr int kGuessRetries = 2;
// Counterexample-guided refits after a failed induction (see prove_family).
constexpr int kRefits = 4;

// CGPROVE_TRACE=1 prints where the time goes (one line per state guessed).
bool trace_enabled() {
  static const bool on = std::getenv("CGPROVE_TRACE") != nullptr;
  return on;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// The fit box of a state: (box+1)^params points, so it shrinks with the
// number of parameters.
long default_box(const FamilyState& s, long box) {
  if (s.params.size() >= 5) return std::min(box, 6L);
  if (s.params.size() >= 3) return std::min(box, 7L);
  return box;
}

// The largest box a refit may use: the tabulation must stay affordable.
long max_box(const FamilyState& s) {
  static constexpr long by_params[] = {16, 16, 16, 12, 11, 11, 7};
  return by_params[std::min<std::size_t>(s.params.size(), 6)];
}

// Guesses state i on a box of at least `box`; a pattern may settle only
// beyond the box (a threshold at 8 in one parameter), so a failed guess
// looks further, a few times.
GuessResult guess_state(GameStore& store, const StateSystem& sys, std::size_t i, const StateOracle& oracle,
                        long box) {
  const FamilyState& s = sys.states[i];
  const auto t0 = std::chrono::steady_clock::now();
  GuessRequest request{s.params, s.domain};
  request.box = box;
  request.check_box = request.box + 4;
  auto at_state = [&](const ParamValues& at) { return oracle(i, at); };
  GuessResult guess = guess_piecewise(store, request, at_state);
  for (int retry = 0; !guess.ok && retry < kGuessRetries; ++retry) {
    request.box += 2;
    request.check_box += 2;
    request.max_threshold += 2;
    guess = guess_piecewise(store, request, at_state);
  }
  if (trace_enabled())
    std::fprintf(stderr, "[trace] guess %s (%zu params, box %ld): %s, %zu pieces, %zu points, %.2f s\n",
                 s.name.c_str(), s.params.size(), request.box, guess.ok ? guess.method.c_str() : "failed",
                 guess.pieces.size(), guess.fit_points, seconds_since(t0));
  return guess;
}

std::optional<GameId> conjectured_value(GameStore& store, const std::vector<SymPiece>& pieces,
                                        const ParamValues& at) {
  for (const SymPiece& p : pieces)
    if (region_contains(p.where, at)) return sym_game_instantiate(store, p.value, at);
  return std::nullopt;
}

// A state and a point where the conjecture disagrees with the oracle,
// found at a failed induction step: the state of the step itself, or one of
// the options of its recurrence at that point.
std::optional<std::pair<std::size_t, ParamValues>> wrong_conjecture(GameStore& store, const StateSystem& sys,
                                                                    const Conjecture& conjecture,
                                                                    const StateOracle& oracle, std::size_t si,
                                                                    const ParamValues& at) {
  auto wrong_at = [&](std::size_t state, const ParamValues& point) {
    return conjectured_value(store, conjecture[state], point) != std::optional<GameId>(oracle(state, point));
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

InductionResult checked_induction(const StateSystem& sys, const Conjecture& conjecture, FamilyProof& proof) {
  const auto t0 = std::chrono::steady_clock::now();
  InductionResult r;
  try {
    r = check_induction(sys, conjecture);
  } catch (const UnsupportedNumber& e) {
    proof.reason = std::string("the induction step needs a rule the symbolic engine lacks: ") + e.what();
  } catch (const PieceLimit& e) {
    proof.reason = std::string("the induction step split too far: ") + e.what();
  }
  if (trace_enabled())
    std::fprintf(stderr, "[trace] induction: %zu steps, %s, %.2f s\n", r.steps.size(),
                 r.proved ? "proved" : "failed", seconds_since(t0));
  return r;
}

}  // namespace

// Guess every state, then check by induction. A failed step names a point;
// if some state's conjecture is wrong there (checked against the oracle), that
// state is guessed again on a box containing the point, and the induction
// rerun. The proof never depends on this loop: only check_induction's
// verdict on the final conjecture makes it PROVED.
FamilyProof prove_family(GameStore& store, const StateSystem& sys, const StateOracle& oracle, long box) {
  FamilyProof proof;
  std::vector<long> boxes;
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    boxes.push_back(default_box(s, box));
    GuessResult guess = guess_state(store, sys, i, oracle, boxes.back());
    if (!guess.ok) {
      proof.reason = "no conjecture for " + s.name + " = " + s.pattern + ": " + guess.reason;
      return proof;
    }
    proof.conjecture.push_back(guess.pieces);
  }
  for (int refit = 0;; ++refit) {
    proof.induction = checked_induction(sys, proof.conjecture, proof);
    if (!proof.reason.empty()) return proof;
    if (proof.induction.proved) break;
    proof.reason = "induction step failed: " + proof.induction.failure;
    if (refit == kRefits || !proof.induction.failure_point || !proof.induction.failure_state) return proof;
    const auto wrong = wrong_conjecture(store, sys, proof.conjecture, oracle, *proof.induction.failure_state,
                                        *proof.induction.failure_point);
    if (!wrong) return proof;
    const auto [si, at] = *wrong;
    const FamilyState& s = sys.states[si];
    long needed = boxes[si] + 1;
    for (const auto& [name, v] : at) needed = std::max(needed, v + 2);
    if (needed > max_box(s)) {
      proof.reason += "; the conjecture for " + s.name + " is wrong at " + param_values_to_string(at) +
                      ", beyond the largest fit box (" + std::to_string(max_box(s)) + ")";
      return proof;
    }
    boxes[si] = needed;
    GuessResult guess = guess_state(store, sys, si, oracle, needed);
    if (!guess.ok) {
      proof.reason += "; refitting " + s.name + " on a box of " + std::to_string(needed) + ": " + guess.reason;
      return proof;
    }
    proof.conjecture[si] = guess.pieces;
    proof.reason.clear();
  }
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
