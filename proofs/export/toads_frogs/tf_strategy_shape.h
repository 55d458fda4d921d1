// The text of a strategy script's parameters (tf_strategy_script.h): a
// node's board parameters at a lift case or an answer, each pinned or
// `low + itself` (a Shape), the destructs that pass from one shape to a
// finer one, and arguments, boards and strips written at a shape.
#pragma once

#include "families/state_system.h"
#include "proofs/export/coq_expr.h"
#include "proofs/export/toads_frogs/tf_script_text.h"
#include "symbolic/region.h"

#include <map>
#include <string>
#include <vector>

namespace cgp {

// A region as a Prop over Z (the scripts' default scope is nat's).
std::string tf_zprop(const Region& r, const CoqVars& vars);
// The same of a region already printed (coq_region_printed), whose
// disjuncts a proof then picks among.
std::string tf_zprop(const CoqRegionPrinted& printed);
// `f x y`, or `f` alone.
std::string tf_apply(const std::string& f, const std::vector<std::string>& args);
// ` (x y : nat)`, or nothing.
std::string tf_nat_binders(const std::vector<std::string>& names);
// Every parameter as `Z.of_nat p`.
CoqVars tf_of_nat_vars(const std::vector<std::string>& params);

// A node's parameters at a lift case or an answer: each board parameter
// pinned to a constant or `low + itself`; the form's (z's, y1) themselves.
struct TfStrategyShape {
  Sigma shift;
  std::map<std::string, long> low, pin;
  CoqVars vars;                      // every parameter, as a Z term (for region props)
  std::vector<std::string> binders;  // the parameters not pinned
};

// The shape of region r (over params) for the board parameters `board`.
TfStrategyShape tf_strategy_shape(const Region& r, const std::vector<std::string>& params,
                                  const std::vector<std::string>& board);
// The arguments of a board definition at the shape.
// Parameters as arguments at the shape: a board parameter pinned or `(low + p)`, the others themselves.
std::vector<std::string> tf_shape_args(const TfStrategyShape& s, const std::vector<std::string>& params);
// From the variables of shape `from` to those of `to` (a finer one): pinned
// parameters substituted, raised lows peeled off by destruct (each refuted
// case by zlia).
std::string tf_shape_peel(const TfStrategyShape& from, const TfStrategyShape& to, const std::vector<std::string>& board);
// An argument of a target: a nat expression, or Z.to_nat of a Z term where
// that is not one (never for a board parameter: CoqExportError).
std::string tf_nat_arg(const Affine& e, bool board_param);

}  // namespace cgp
