#include "proofs/export/tf_weak_system.h"

#include "families/tf/lift.h"
#include "proofs/export/coq_terms.h"

#include <stdexcept>

namespace cgp {

namespace {

TfPattern parse_state_pattern(const std::string& text) {
  auto parsed = tf_pattern_parse(text);
  if (!std::holds_alternative<TfPattern>(parsed)) throw std::logic_error("state pattern does not parse: " + text);
  return std::get<TfPattern>(parsed);
}

Affine total_length(const TfPattern& p) {
  Affine n;
  for (const TfBlock& b : p.blocks) n += b.length;
  return n;
}

// The dead ends tf_normalise_dead_ends drops from a lifted result, with the
// state call the closure resolved it to.
TfRawOption raw_option(const TfPattern& result, const StateOption& call) {
  TfRawOption o{call, Affine(0), Affine(0), Affine(0)};
  TfPattern core = tf_pattern_merge(result);
  if (!core.blocks.empty() && core.blocks.front().symbol == Square::Frog) {
    o.dead_frogs = core.blocks.front().length;
    core.blocks.erase(core.blocks.begin());
  }
  if (!core.blocks.empty() && core.blocks.back().symbol == Square::Toad) {
    o.dead_toads = core.blocks.back().length;
    core.blocks.pop_back();
  }
  if (call.target == kIntegerTarget) o.blanks = total_length(core);
  return o;
}

// The value of a weak state: its pattern fully normalised is a state of the
// theorem (at some arguments) plus an offset.
std::vector<SymPiece> weak_state_value(const TfPattern& pattern, const Region& domain, const TfTheorem& theorem,
                                       const std::vector<TfPattern>& strong) {
  TfNormalised n;
  try {
    n = tf_normalise(pattern);
  } catch (const TfUnsupported& e) {
    throw CoqExportError(std::string("cannot read a value off the theorem: ") + e.what());
  }
  FamilyEntry e{tf_pattern_to_string(pattern), domain, StateOption{kIntegerTarget, {}, n.offset}};
  if (!n.pattern.blocks.empty()) {
    for (int pass = 0; pass < 2 && e.call.target == kIntegerTarget; ++pass)
      for (std::size_t s = 0; s < strong.size(); ++s) {
        if ((strong[s].blocks.size() == n.pattern.blocks.size()) != (pass == 0)) continue;
        if (auto m = tf_match_state(strong[s], n.pattern, domain)) {
          e.call.target = static_cast<int>(s);
          e.call.args = std::move(*m);
          break;
        }
      }
    if (e.call.target == kIntegerTarget)
      throw CoqExportError("the position " + e.pattern + " normalises to " + tf_pattern_to_string(n.pattern) +
                           ", which is no state of the theorem");
  }
  return family_entry_pieces(theorem.proof.conjecture, e);
}

}  // namespace

TfWeakSystem tf_weak_system(const std::vector<TfFamily>& families, const TfTheorem& theorem,
                            std::size_t max_states) {
  TfWeakSystem w;
  try {
    w.sys = tf_family_closure(families, max_states, TfClosureRules{false});
  } catch (const TfNotClosed& e) {
    throw CoqExportError("the Coq proof runs on the family's states without Terminal Toads (which the Coq "
                         "library does not prove), and they did not close within " +
                         std::to_string(max_states) + " states");
  }
  std::vector<TfPattern> strong;
  for (const FamilyState& s : theorem.sys.states) strong.push_back(parse_state_pattern(s.pattern));
  for (const FamilyState& s : w.sys.states) {
    w.patterns.push_back(parse_state_pattern(s.pattern));
    w.values.push_back(weak_state_value(w.patterns.back(), s.domain, theorem, strong));
  }
  for (std::size_t i = 0; i < w.sys.states.size(); ++i) {
    const FamilyState& s = w.sys.states[i];
    const std::vector<TfLiftCase> lifted = tf_lift_options(w.patterns[i], s.domain);
    if (lifted.size() != s.cases.size()) throw std::logic_error("tf_weak_system: cases out of step with the closure");
    std::vector<TfWeakCase> cases;
    for (std::size_t c = 0; c < lifted.size(); ++c) {
      TfWeakCase wc;
      for (std::size_t k = 0; k < lifted[c].left.size(); ++k) wc.left.push_back(raw_option(lifted[c].left[k], s.cases[c].left[k]));
      for (std::size_t k = 0; k < lifted[c].right.size(); ++k)
        wc.right.push_back(raw_option(lifted[c].right[k], s.cases[c].right[k]));
      cases.push_back(std::move(wc));
    }
    w.cases.push_back(std::move(cases));
  }
  for (std::size_t f = 0; f < families.size(); ++f) w.entries.push_back(raw_option(families[f].pattern, w.sys.entries[f].call));
  return w;
}

}  // namespace cgp
