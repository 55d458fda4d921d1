#include "prover/prove_family.h"

#include "symbolic/number_domain.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace cgp {

namespace {
constexpr int kGuessRetries = 2;

// CGPROVE_TRACE=1 prints where the time goes (one line per state guessed).
bool trace_enabled() {
  static const bool on = std::getenv("CGPROVE_TRACE") != nullptr;
  return on;
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}
}  // namespace

FamilyProof prove_family(GameStore& store, const StateSystem& sys, const StateOracle& oracle, long box) {
  FamilyProof proof;
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    const auto t0 = std::chrono::steady_clock::now();
    GuessRequest request{s.params, s.domain};
    request.box = s.params.size() >= 3 ? std::min(box, 7L) : box;
    request.check_box = request.box + 4;
    GuessResult guess = guess_piecewise(store, request, [&](const ParamValues& at) { return oracle(i, at); });
    // A pattern may settle only beyond the box (a threshold at 8 in one
    // parameter): look further, a few times.
    for (int retry = 0; !guess.ok && retry < kGuessRetries; ++retry) {
      request.box += 2;
      request.check_box += 2;
      request.max_threshold += 2;
      guess = guess_piecewise(store, request, [&](const ParamValues& at) { return oracle(i, at); });
    }
    if (trace_enabled())
      std::fprintf(stderr, "[trace] guess %s (%zu params, box %ld): %s, %zu pieces, %zu points, %.2f s\n", s.name.c_str(),
                   s.params.size(), request.box, guess.ok ? guess.method.c_str() : "failed", guess.pieces.size(), guess.fit_points,
                   seconds_since(t0));
    if (!guess.ok) {
      proof.reason = "no conjecture for " + s.name + " = " + s.pattern + ": " + guess.reason;
      return proof;
    }
    proof.conjecture.push_back(guess.pieces);
  }
  const auto t_induction = std::chrono::steady_clock::now();
  try {
    proof.induction = check_induction(sys, proof.conjecture);
    if (trace_enabled())
      std::fprintf(stderr, "[trace] induction: %zu steps, %.2f s\n", proof.induction.steps.size(),
                   seconds_since(t_induction));
  } catch (const UnsupportedNumber& e) {
    proof.reason = std::string("the induction step needs a rule the symbolic engine lacks: ") + e.what();
    return proof;
  } catch (const PieceLimit& e) {
    proof.reason = std::string("the induction step split too far: ") + e.what();
    return proof;
  }
  if (!proof.induction.proved) {
    proof.reason = "induction step failed: " + proof.induction.failure;
    return proof;
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
