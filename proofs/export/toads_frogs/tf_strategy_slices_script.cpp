#include "proofs/export/toads_frogs/tf_strategy_slices_script.h"

#include "proofs/export/coq_poly.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_script_text.h"
#include "proofs/export/toads_frogs/tf_strategy_script.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp {

std::string tf_strategy_slices_script(const TfPattern& pattern, const PolyGame& claim, const Region& where,
                                      const std::vector<TfStrategySliceProof>& slices, const std::string& header,
                                      const std::string& name) {
  const std::vector<std::string>& params = where.params();
  CoqVars vars;
  for (const std::string& p : params) vars[p] = "Z.of_nat " + p;
  std::string out = coq_script_opening(header, tf_strategy_script_imports());
  std::vector<std::string> covers, cases;
  for (std::size_t i = 0; i < slices.size(); ++i) {
    const TfStrategySliceProof& s = slices[i];
    const std::string module = fmt::format("Slice{}", i + 1);
    out += fmt::format("\n(* ---------------------------------------------------------------- *)\n"
                       "(* {}: {} *)\nModule {}.\n", module, region_to_string(s.slice), module);
    out += tf_strategy_theorem(*s.lower, *s.upper, "slice_holds");
    out += "End " + module + ".\n";
    covers.push_back("(" + coq_region_prop(region_align(s.slice, params), vars) + ")");
    // The slice's pins (the parameters its family no longer has), then its
    // theorem, whose claim is the typed one at the pins.
    const std::vector<std::string>& rest = s.lower->where.params();
    const std::map<std::string, Affine> pins = region_pinned_params(region_align(s.slice, params));
    std::string pin_text;
    for (const std::string& p : params) {
      if (std::find(rest.begin(), rest.end(), p) != rest.end()) continue;
      const auto it = pins.find(p);
      const auto v = it == pins.end() ? std::nullopt : it->second.constant().to_long();
      if (!v || !it->second.is_constant()) throw CoqExportError("a slice does not pin " + p + " to a constant");
      pin_text += fmt::format("assert ({} = {}%nat) by zlia; subst {}. ", p, *v, p);
    }
    cases.push_back(fmt::format(
        "  {{ {}eapply eqv_trans; [exact ({}.slice_holds {} ltac:(zlia)) |].\n"
        "    match goal with |- ?x == ?y => replace y with x by (repeat (first [zlia | f_equal])); apply eqv_refl end. }}\n",
        pin_text, module, coq_join(rest, " ")));
  }
  std::string pattern_text = "Hs";
  for (std::size_t k = 1; k < slices.size(); ++k) pattern_text = "[Hs|" + pattern_text + "]";
  out += fmt::format("\n(* The claim as typed, on the whole region, from its slices *)\n"
                     "Theorem {} ({} : nat) :\n  ({})%Z ->\n  tf_game ({}) == {}.\nProof.\n  intros Hw.\n"
                     "  assert (Hs : ({})%Z) by zlia.\n{}{}Qed.\n\nPrint Assumptions {}.\n",
                     name, coq_join(params, " "), coq_region_prop(where, vars), tf_board_expr(pattern, {}),
                     coq_poly_game(claim, vars), coq_join(covers, " \\/ "),
                     slices.size() > 1 ? fmt::format("  destruct Hs as {}.\n", pattern_text) : "",
                     [&] {
                       std::string all;
                       for (const std::string& c : cases) all += c;
                       return all;
                     }(),
                     name);
  return out;
}

}  // namespace cgp
