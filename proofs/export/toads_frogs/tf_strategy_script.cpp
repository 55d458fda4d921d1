#include "proofs/export/toads_frogs/tf_strategy_script.h"

#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_script_text.h"
#include "proofs/export/toads_frogs/tf_strategy_writer.h"

#include <fmt/core.h>

namespace cgp {

namespace {

const char* kImports =
    "From Coq Require Import List Bool Arith ZArith Lia.\n"
    "Import ListNotations.\n"
    "From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare\n"
    "  TfBlocks TerminalToads TfNormal TfStrategy.\n"
    "Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)\n";

}  // namespace

// Both halves' writers and the claim's trees; their definitions and nodes'
// proofs are written once, then put together as one text or as files.
struct TfStrategyProof::Halves {
  Halves(const TfStrategy& lower, const TfStrategy& upper)
      : l(lower),
        trees(lower.trees.empty() ? lower.claim : lower.trees.front(), zparams(lower)),
        where(coq_region_printed(lower.where, tf_of_nat_vars(lower.where.params()))),
        low(lower, trees, where),
        up(upper, trees, where) {
    if (!lower.left_answers || upper.left_answers || !(lower.pattern == upper.pattern) ||
        !(lower.claim == upper.claim) || lower.where.params() != upper.where.params() ||
        !region_is_equal(lower.where, upper.where))
      throw CoqExportError("the two certificates are not the two halves of one claim");
    for (int k = 0; k < 2; ++k) {
      defs[k] = writer[k]->definitions_text();
      nodes[k] = writer[k]->node_texts();
    }
  }
  static std::vector<std::string> zparams(const TfStrategy& s) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < s.claim_params.size(); ++i) out.push_back(tf_form_claim_param(i));
    return out;
  }
  std::string trees_text() const { return "\n(* The claim's trees *)\n" + trees.definitions() + "\n"; }
  // G = X from the halves' theorems, `lower` and `upper` in those modules.
  std::string final_theorem(const std::string& name, const std::string& lower_module,
                            const std::string& upper_module) {
    const std::vector<std::string> params = l.where.params();
    return fmt::format("Theorem {}{} :\n  {} ->\n  tf_game ({}) == {}.\n", name, tf_nat_binders(params),
                       tf_zprop(where), tf_board_expr(l.pattern, {}), low.claim_term()) +
           fmt::format("Proof.\n  intros Hw. split; [exact ({1}.upper {0} Hw) | exact ({2}.lower {0} Hw)].\nQed.\n",
                       coq_join(params, " "), upper_module, lower_module);
  }
  // The claim as typed, from G = X: X's half leaves rewritten by
  // half_leaf, then X and the typed claim compared constructor by
  // constructor, the integers by lia.
  std::string typed_theorem(const std::string& name, const SymGame& typed) const {
    const std::vector<std::string> params = l.where.params();
    const std::string typed_term = coq_sym_game(typed, tf_of_nat_vars(params));
    return fmt::format("\nTheorem {0}_as_typed{1} :\n  {2} ->\n  tf_game ({3}) == {4}.\n", name,
                       tf_nat_binders(params), tf_zprop(where), tf_board_expr(l.pattern, {}), typed_term) +
           fmt::format(
               "Proof.\n  intros Hw. replace ({0}) with ({1}).\n  - exact ({2} {3} Hw).\n"
               "  - unfold {4}.\n    rewrite ?half_leaf by (Z.div_mod_to_equations; lia).\n"
               "    repeat match goal with\n"
               "    | |- Game _ _ = Game _ _ => f_equal\n    | |- cons _ _ = cons _ _ => f_equal\n"
               "    | |- int _ = int _ => f_equal\n    | |- nstar _ = nstar _ => f_equal\n"
               "    end; try reflexivity; Z.div_mod_to_equations; lia.\nQed.\n",
               typed_term, low.claim_term(), name, coq_join(params, " "), coq_join(trees.names(), ", "));
  }
  const TfStrategy& l;  // the lower half: the claim, its pattern and region
  const TfClaimTrees trees;
  // The claim's region printed once: the halves' entries, G = X and the
  // claim as typed state it as one text, so each theorem applies the last.
  const CoqRegionPrinted where;
  TfStrategyWriter low, up;
  TfStrategyWriter* writer[2] = {&low, &up};
  std::string defs[2];
  std::vector<std::string> nodes[2];
};

namespace {

const char* kHalfName[2] = {"Lower", "Upper"};

// The closing Print Assumptions: of the claim as typed when it is stated.
std::string assumptions(const TfStrategyScriptRequest& req) {
  return "\nPrint Assumptions " + req.name + (req.typed ? "_as_typed" : "") + ".\n";
}
const char* kHalfTheorem[2] = {"lower", "upper"};

}  // namespace

TfStrategyProof::TfStrategyProof(const TfStrategy& lower, const TfStrategy& upper)
    : h_(std::make_unique<Halves>(lower, upper)) {}

TfStrategyProof::~TfStrategyProof() = default;

std::size_t TfStrategyProof::bytes() const {
  std::size_t out = 0;
  for (int k = 0; k < 2; ++k) {
    out += h_->defs[k].size();
    for (const std::string& n : h_->nodes[k]) out += n.size();
  }
  return out;
}

std::string TfStrategyProof::theorem(const std::string& name, const std::optional<SymGame>& typed) {
  Halves& h = *h_;
  std::string out = h.trees_text();
  for (int k = 0; k < 2; ++k) {
    out += fmt::format("Module {}.\n\n{}", kHalfName[k], h.defs[k]);
    for (const std::string& n : h.nodes[k]) out += n;
    out += h.writer[k]->closing_text(kHalfTheorem[k], std::vector<std::string>(h.nodes[k].size())) +
           fmt::format("End {}.\n\n", kHalfName[k]);
  }
  out += h.final_theorem(name, "Lower", "Upper");
  return typed ? out + h.typed_theorem(name, *typed) : out;
}

std::vector<CoqScriptFile> TfStrategyProof::files(const TfStrategyScriptRequest& req) {
  if (bytes() <= 2 * kTfStrategyPartBytes)
    return {{req.module, coq_script_opening(req.header, kImports) + theorem(req.name, req.typed) + assumptions(req)}};
  Halves& h = *h_;
  const auto& defs = h.defs;
  const auto& nodes = h.nodes;
  const auto& half_name = kHalfName;
  const auto& theorem = kHalfTheorem;
  const auto& writer = h.writer;
  // Split: the definitions in MODULE_base, the nodes' proofs in parts of
  // about kTfStrategyPartBytes (each part one half's, independent of the
  // others: a node's proof needs only the definitions), the closing
  // theorems in MODULE.
  if (!coq_is_identifier(req.module))
    throw CoqExportError("a proof split into files needs a main file named like a Coq module, not " + req.module);
  const std::string base = req.module + "_base";
  std::vector<CoqScriptFile> files;
  files.push_back({base, coq_script_opening(req.header, kImports) + h.trees_text() +
                             fmt::format("Module Lower.\n\n{}End Lower.\n\nModule Upper.\n\n{}End Upper.\n", defs[0], defs[1])});
  std::vector<std::string> prefix[2];
  for (int k = 0; k < 2; ++k) {
    for (std::size_t i = 0; i < nodes[k].size();) {
      const std::string part = fmt::format("{}_cases{}", req.module, files.size());
      std::string text;
      const std::size_t first = i;
      while (i < nodes[k].size() && (i == first || text.size() + nodes[k][i].size() <= kTfStrategyPartBytes)) {
        text += nodes[k][i++];
        prefix[k].push_back(part + ".");
      }
      files.push_back({part, fmt::format("(* {}: the proofs of {}'s nodes {} to {} *)\n\n{}Require Import {}.\nImport {}.\n\n{}",
                                         part, half_name[k], first + 1, i, kImports, base,
                                         half_name[k], text)});
    }
  }
  std::vector<std::string> parts;
  for (std::size_t f = 1; f < files.size(); ++f) parts.push_back(files[f].module);
  std::string main = coq_script_opening(req.header + fmt::format("\n\nFiles: {}.v, then {}_cases*.v (any order), then this one.",
                                                                 base, req.module),
                                        kImports) +
                     fmt::format("Require Import {}.\nRequire {}.\n\n", base, coq_join(parts, " "));
  for (int k = 0; k < 2; ++k)
    main += fmt::format("Module {0}Proof.\nImport {0}.\n\n{1}End {0}Proof.\n\n", half_name[k],
                        writer[k]->closing_text(theorem[k], prefix[k]));
  main += h.final_theorem(req.name, "LowerProof", "UpperProof");
  if (req.typed) main += h.typed_theorem(req.name, *req.typed);
  main += assumptions(req);
  files.push_back({req.module, main});
  return files;
}

std::string tf_strategy_theorem(const TfStrategy& lower, const TfStrategy& upper, const std::string& name) {
  return TfStrategyProof(lower, upper).theorem(name);
}

std::string tf_strategy_script(const TfStrategy& lower, const TfStrategy& upper, const TfStrategyScriptRequest& req) {
  return coq_script_opening(req.header, tf_strategy_script_imports()) +
         TfStrategyProof(lower, upper).theorem(req.name, req.typed) + assumptions(req);
}

std::vector<CoqScriptFile> tf_strategy_script_files(const TfStrategy& lower, const TfStrategy& upper,
                                                    const TfStrategyScriptRequest& req) {
  return TfStrategyProof(lower, upper).files(req);
}

const char* tf_strategy_script_imports() { return kImports; }

}  // namespace cgp
