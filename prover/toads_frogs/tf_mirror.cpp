#include "prover/toads_frogs/tf_mirror.h"

#include "families/toads_frogs/closure.h"
#include "symbolic/sym_eval.h"

#include <map>
#include <unordered_map>

namespace cgp {

namespace {

// The pieces of `state` as -g(map(x)) for the mirrored state g, over the
// state's params, on its domain; equal values share one piece. The pullback
// is family_entry_pieces' (a call of g at the map's arguments). Nullopt when
// the pieces leave a point of the domain uncovered.
std::optional<std::vector<SymPiece>> negated_pullback(const FamilyState& state, const Conjecture& mirrored_conjecture,
                                                      std::size_t g, const std::map<std::string, Affine>& map) {
  const FamilyEntry call{state.pattern, state.domain, StateOption{static_cast<int>(g), map, Affine(0), TfStrip{}, {}}};  // no strip: a value call, not a move
  std::vector<SymPiece> out;
  std::unordered_map<SymGame, std::size_t, GameTreeHash<Affine>> by_value;
  std::vector<Region> covered{region_empty(state.params)};
  for (const SymPiece& p : family_entry_pieces(mirrored_conjecture, call)) {
    covered.push_back(p.where);
    for (SymPiece& q : sym_canonical(SymGame::neg(p.value), p.where)) {
      const auto [it, fresh] = by_value.emplace(q.value, out.size());
      if (fresh) {
        out.push_back(std::move(q));
      } else {
        out[it->second].where = region_union(out[it->second].where, q.where);
      }
    }
  }
  if (!region_is_subset(state.domain, region_union_all(covered))) return std::nullopt;
  return out;
}

}  // namespace

GivenConjecture tf_mirror_conjecture(const StateSystem& sys, const StateSystem& mirrored,
                                     const Conjecture& mirrored_conjecture) {
  std::vector<TfPattern> targets;
  for (const FamilyState& g : mirrored.states) targets.push_back(g.pattern);
  GivenConjecture out(sys.states.size());
  for (std::size_t i = 0; i < sys.states.size(); ++i) {
    const FamilyState& s = sys.states[i];
    const TfPattern image = tf_pattern_mirror(s.pattern);
    // The state of the same shape first (as the closure matches), then one
    // with blocks set to 0.
    for (int pass = 0; pass < 2 && !out[i]; ++pass)
      for (std::size_t g = 0; g < targets.size() && !out[i]; ++g) {
        if ((targets[g].blocks.size() == image.blocks.size()) != (pass == 0)) continue;
        if (const auto map = tf_match_state(targets[g], image, s.domain))
          out[i] = negated_pullback(s, mirrored_conjecture, g, *map);
      }
  }
  return out;
}

}  // namespace cgp
