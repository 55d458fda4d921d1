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

std::string tf_strategy_theorem(const TfStrategy& lower, const TfStrategy& upper, const std::string& name) {
  if (!lower.left_answers || upper.left_answers || !(lower.pattern == upper.pattern) || !(lower.claim == upper.claim))
    throw CoqExportError("the two certificates are not the two halves of one claim");
  std::vector<std::string> zparams;
  for (std::size_t i = 0; i < lower.claim_params.size(); ++i) zparams.push_back(tf_form_claim_param(i));
  const TfClaimTrees trees(lower.trees.empty() ? lower.claim : lower.trees.front(), zparams);
  TfStrategyWriter low(lower, trees), up(upper, trees);
  std::string out = "\n(* The claim's trees *)\n" + trees.definitions() + "\n";
  out += low.module_text("Lower", "lower");
  out += up.module_text("Upper", "upper");
  const std::vector<std::string> params = lower.where.params();
  out += fmt::format("Theorem {}{} :\n  {} ->\n  tf_game ({}) == {}.\n", name, tf_nat_binders(params),
                     tf_zprop(lower.where, tf_of_nat_vars(params)), tf_board_expr(lower.pattern, {}), low.claim_term());
  out += fmt::format("Proof.\n  intros Hw. split; [exact (Upper.upper {0} Hw) | exact (Lower.lower {0} Hw)].\nQed.\n",
                     coq_join(params, " "));
  return out;
}

std::string tf_strategy_script(const TfStrategy& lower, const TfStrategy& upper, const TfStrategyScriptRequest& req) {
  return coq_script_opening(req.header, tf_strategy_script_imports()) + tf_strategy_theorem(lower, upper, req.name) +
         "\nPrint Assumptions " + req.name + ".\n";
}

const char* tf_strategy_script_imports() { return kImports; }

}  // namespace cgp
