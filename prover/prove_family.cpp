#include "prover/prove_family.h"

#include "symbolic/number_domain.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace cgp {

namespace {
constexpr int kGuessRetries = 5;
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

// A refit may tabulate at most this many points of one state...
constexpr double kMaxFitPoints = 200000;
// ...unless it grows along a few parameters with the others already at
// kMinStretchedBox: a thin slice of six parameters that settles only at 9
// (A42's T^a _ T^b _ T^c F T^d _ T^e _ T^f F along c) needs about 300,000.
constexpr double kMaxStretchedFitPoints = 400000;

// Where a state is fitted: the box, and larger bounds for some parameters.
struct FitBox {
  long box;
  std::vector<long> wider;  // per parameter (one each), as GuessRequest::wider

  double points() const {
    double n = 1;
    for (long w : wider) n *= static_cast<double>(std::max(w, box) + 1);
    return n;
  }
};

// The smallest base box a stretched fit may shrink to: threshold cells need
// k + 3 <= box, and k = 2 (p == 0, p == 1, p >= 2) is common.
constexpr long kMinStretchedBox = 5;

std::string fit_limit_text() {
  return std::to_string(static_cast<long>(kMaxFitPoints)) + " points (" +
         std::to_string(static_cast<long>(kMaxStretchedFitPoints)) + " when grown along some parameters only)";
}

// The fit box grown to contain `at` (two beyond it, so that a change there
// is seen with a point on each side): only the parameters that need it grow.
// When that would exceed kMaxFitPoints, the other parameters give way (the
// base box shrinks, down to kMinStretchedBox, and then the box may hold up to
// kMaxStretchedFitPoints): with six parameters a change at 7 along one of
// them is affordable only so (A15's T^a F T^b F T^c _ ... settles at a = 6).
std::optional<FitBox> grown_to(const FitBox& fit, const FamilyState& s, const ParamValues& at) {
  FitBox out = fit;
  if (out.wider.empty()) out.wider.assign(s.params.size(), 0);
  bool grew = false;
  for (std::size_t i = 0; i < s.params.size(); ++i) {
    const long need = at.at(s.params[i]) + 2;
    if (need > std::max(out.wider[i], out.box) + 1) {
      out.wider[i] = need;
      grew = true;
    }
  }
  if (!grew) out.box += 2;  // wrong inside the box: a coarser description
  while (grew && out.points() > kMaxFitPoints && out.box > kMinStretchedBox) --out.box;
  if (out.points() > (grew ? kMaxStretchedFitPoints : kMaxFitPoints)) return std::nullopt;
  return out;
}

// Guesses state i on `fit`. A pattern may settle only beyond the box (a
// threshold at 8 in one parameter), so a failed guess looks further, a few
// times: along the parameters of the point where its extrapolation check
// failed, or else in every direction, while the box stays affordable.
GuessResult guess_state(GameStore& store, const StateSystem& sys, std::size_t i, const StateOracle& oracle,
                        FitBox fit) {
  const FamilyState& s = sys.states[i];
  const auto t0 = std::chrono::steady_clock::now();
  auto at_state = [&](const ParamValues& at) { return oracle(i, at); };
  auto attempt = [&](const FitBox& f, long max_threshold) {
    GuessRequest request;
    request.params = s.params;
    request.domain = s.domain;
    request.box = f.box;
    request.check_box = f.box + 4;
    request.wider = f.wider;
    request.max_threshold = max_threshold;
    return guess_piecewise(store, request, at_state);
  };
  long max_threshold = GuessRequest{}.max_threshold;
  GuessResult guess = attempt(fit, max_threshold);
  for (int retry = 0; !guess.ok && retry < kGuessRetries; ++retry) {
    std::optional<FitBox> next;
    if (guess.failed_at) next = grown_to(fit, s, *guess.failed_at);
    if (!next) {
      FitBox wider_all = fit;
      wider_all.box += 2;
      if (wider_all.points() <= kMaxFitPoints) next = wider_all;
    }
    if (!next) {
      guess.reason += "; a larger fit box would exceed " + fit_limit_text();
      break;
    }
    fit = *next;
    max_threshold += 2;
    guess = attempt(fit, max_threshold);
  }
  if (trace_enabled()) {
    std::string bounds;
    if (std::any_of(fit.wider.begin(), fit.wider.end(), [&](long w) { return w > fit.box; })) {
      for (long w : fit.wider) bounds.append(bounds.empty() ? " [" : ",").append(std::to_string(std::max(w, fit.box)));
      bounds.push_back(']');
    }
    std::fprintf(stderr, "[trace] guess %s (%zu params, box %ld%s): %s, %zu pieces, %zu points, %.2f s\n",
                 s.name.c_str(), s.params.size(), fit.box, bounds.c_str(),
                 guess.ok ? guess.method.c_str() : "failed", guess.pieces.size(), guess.fit_points,
                 seconds_since(t0));
  }
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
  std::vector<FitBox> fits;
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    fits.push_back(FitBox{default_box(s, box), std::vector<long>(s.params.size(), 0)});
    GuessResult guess = guess_state(store, sys, i, oracle, fits.back());
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
    const auto grown = grown_to(fits[si], s, at);
    if (!grown) {
      proof.reason += "; the conjecture for " + s.name + " is wrong at " + param_values_to_string(at) +
                      ", and a fit box containing that point would exceed " + fit_limit_text();
      return proof;
    }
    fits[si] = *grown;
    GuessResult guess = guess_state(store, sys, si, oracle, fits[si]);
    if (!guess.ok) {
      proof.reason += "; refitting " + s.name + " on a larger box: " + guess.reason;
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
