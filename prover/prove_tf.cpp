#include "prover/prove_tf.h"

#include <memory>
#include <stdexcept>
#include <string>

namespace cgp {

StateOracle tf_state_oracle(const StateSystem& sys, TfEvaluator& evaluator) {
  auto patterns = std::make_shared<std::vector<TfPattern>>();
  for (const FamilyState& s : sys.states) {
    auto parsed = tf_pattern_parse(s.pattern);
    if (!std::holds_alternative<TfPattern>(parsed)) throw std::logic_error("state pattern does not parse: " + s.pattern);
    patterns->push_back(std::get<TfPattern>(parsed));
  }
  std::vector<std::string> names;
  for (const FamilyState& s : sys.states) names.push_back(s.name);
  return [patterns, names, &evaluator](std::size_t state, const ParamValues& at) {
    const auto position = tf_pattern_instantiate((*patterns)[state], at);
    if (!position && tf_pattern_length((*patterns)[state], at) > static_cast<long>(TfPosition::kMaxLength))
      throw OracleOutOfReach("state " + names[state] + " at " + param_values_to_string(at) + " is longer than " +
                             std::to_string(TfPosition::kMaxLength) + " squares");
    if (!position) throw std::logic_error("state " + names[state] + " has no position at " + param_values_to_string(at));
    return evaluator.value(*position);
  };
}

TfTheorem prove_tf_families(const std::vector<TfFamily>& families, std::size_t max_states, long box) {
  TfTheorem t;
  try {
    t.sys = tf_family_closure(families, max_states);
  } catch (const TfNotClosed& e) {
    t.proof.reason = e.what();
    return t;
  } catch (const TfUnsupported& e) {
    t.proof.reason = std::string("unsupported family: ") + e.what();
    return t;
  }
  TfEvaluator evaluator;
  t.proof = prove_family(GameStore::instance(), t.sys, tf_state_oracle(t.sys, evaluator), box);
  return t;
}

}  // namespace cgp
