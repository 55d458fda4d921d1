#include "prover/prove_family.h"

#include "symbolic/number_domain.h"

namespace cgp {

FamilyProof prove_family(GameStore& store, const StateSystem& sys, const StateOracle& oracle, long box) {
  FamilyProof proof;
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    GuessRequest request{s.params, s.domain};
    request.box = s.params.size() >= 3 ? std::min(box, 7L) : box;
    request.check_box = request.box + 4;
    const GuessResult guess =
        guess_piecewise(store, request, [&](const ParamValues& at) { return oracle(i, at); });
    if (!guess.ok) {
      proof.reason = "no conjecture for " + s.name + " = " + s.pattern + ": " + guess.reason;
      return proof;
    }
    proof.conjecture.push_back(guess.pieces);
  }
  try {
    proof.induction = check_induction(sys, proof.conjecture);
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

}  // namespace cgp
