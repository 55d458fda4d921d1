#include "proofs/export/toads_frogs/tf_strategy_slices_script.h"

#include "proofs/export/coq_poly.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_script_text.h"
#include "proofs/export/toads_frogs/tf_strategy_script.h"
#include "proofs/export/toads_frogs/tf_strategy_shape.h"

#include <fmt/core.h>

#include <algorithm>
#include <memory>

namespace cgp {

namespace {

// The claim as typed on the whole region, from the slices' theorems
// `qualifier[i].slice_holds`.
std::string sliced_theorem(const TfPattern& pattern, const PolyGame& claim, const Region& where,
                           const std::vector<TfStrategySliceProof>& slices, const std::vector<std::string>& qualifier,
                           const std::string& name) {
  const std::vector<std::string>& params = where.params();
  const CoqVars vars = tf_of_nat_vars(params);
  std::vector<std::string> covers;
  std::string cases;
  for (std::size_t i = 0; i < slices.size(); ++i) {
    const TfStrategySliceProof& s = slices[i];
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
    cases += fmt::format(
        "  {{ {}eapply eqv_trans; [exact ({}.slice_holds {} ltac:(zlia)) |].\n"
        "    match goal with |- ?x == ?y => replace y with x by (repeat (first [zlia | f_equal])); apply eqv_refl end. }}\n",
        pin_text, qualifier[i], coq_join(rest, " "));
  }
  std::string pattern_text = "Hs";
  for (std::size_t k = 1; k < slices.size(); ++k) pattern_text = "[Hs|" + pattern_text + "]";
  return fmt::format("\n(* The claim as typed, on the whole region, from its slices *)\n"
                     "Theorem {} ({} : nat) :\n  ({})%Z ->\n  tf_game ({}) == {}.\nProof.\n  intros Hw.\n"
                     "  assert (Hs : ({})%Z) by zlia.\n{}{}Qed.\n\nPrint Assumptions {}.\n",
                     name, coq_join(params, " "), coq_region_prop(where, vars), tf_board_expr(pattern, {}),
                     coq_poly_game(claim, vars), coq_join(covers, " \\/ "),
                     slices.size() > 1 ? fmt::format("  destruct Hs as {}.\n", pattern_text) : "", cases, name);
}

}  // namespace

std::vector<CoqScriptFile> tf_strategy_slices_script(const TfPattern& pattern, const PolyGame& claim,
                                                     const Region& where,
                                                     const std::vector<TfStrategySliceProof>& slices,
                                                     const std::string& header, const std::string& name,
                                                     const std::string& module) {
  // Each slice's proof written once, put together as one text or as files.
  std::vector<std::unique_ptr<TfStrategyProof>> proofs;
  std::size_t bytes = 0;
  for (const TfStrategySliceProof& s : slices) {
    proofs.push_back(std::make_unique<TfStrategyProof>(*s.lower, *s.upper));
    bytes += proofs.back()->bytes();
  }
  std::vector<std::string> qualifier;
  if (bytes <= 2 * kTfStrategyPartBytes) {
    std::string out = coq_script_opening(header, tf_strategy_script_imports());
    for (std::size_t i = 0; i < slices.size(); ++i) {
      qualifier.push_back(fmt::format("Slice{}", i + 1));
      out += fmt::format("\n(* ---------------------------------------------------------------- *)\n"
                         "(* {}: {} *)\nModule {}.\n", qualifier.back(), region_to_string(slices[i].slice), qualifier.back());
      out += proofs[i]->theorem("slice_holds");
      out += "End " + qualifier.back() + ".\n";
    }
    return {{module, out + sliced_theorem(pattern, claim, where, slices, qualifier, name)}};
  }
  // Beyond: each slice's script as files of its own (tf_strategy_script_files,
  // MODULE_s1.v and so on, each split again when large), and the claim in MODULE.v.
  if (!coq_is_identifier(module))
    throw CoqExportError("a proof split into files needs a main file named like a Coq module, not " + module);
  std::vector<CoqScriptFile> files;
  std::vector<std::string> mains;
  for (std::size_t i = 0; i < slices.size(); ++i) {
    TfStrategyScriptRequest req;
    req.module = fmt::format("{}_s{}", module, i + 1);
    req.name = "slice_holds";
    req.header = fmt::format("The slice {} of {}: see {}.v.", region_to_string(slices[i].slice), module, module);
    for (CoqScriptFile& f : proofs[i]->files(req)) files.push_back(std::move(f));
    mains.push_back(req.module);
    qualifier.push_back(req.module);
  }
  files.push_back({module, coq_script_opening(header + fmt::format("\n\nFiles: each slice's {}_sK*.v (a slice's _base, then "
                                                                   "its _cases* in any order, then {}_sK.v), then this one.",
                                                                   module, module),
                                              tf_strategy_script_imports()) +
                               fmt::format("Require {}.\n", coq_join(mains, " ")) +
                               sliced_theorem(pattern, claim, where, slices, qualifier, name)});
  return files;
}

}  // namespace cgp
