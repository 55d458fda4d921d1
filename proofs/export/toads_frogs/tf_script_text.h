// Text pieces of the Toads-and-Frogs family scripts (tf_family_script.h):
// natural-number expressions, boards built from patterns, the shapes of a
// state's parameters, and raw options written with CGProve.TfNormal.strip.
#pragma once

#include "games/toads_frogs/pattern.h"
#include "proofs/export/coq_expr.h"
#include "proofs/export/toads_frogs/tf_raw_options.h"
#include "symbolic/region.h"

#include <map>
#include <string>
#include <vector>

namespace cgp {

using Sigma = std::map<std::string, Affine>;

// Parenthesised when it has a space.
std::string tf_paren(const std::string& s);

// A nat expression `1 + a`, `2 * b`, `0` for an affine with integer
// coefficients and constant >= 0 (after the case shift, arguments are);
// otherwise CoqExportError.
std::string tf_nat_expr(const Affine& e);

// `repeat T a ++ E :: repeat T b ++ [F]`: the pattern with its lengths
// substituted by `shift`, constant blocks as explicit cells.
std::string tf_board_expr(const TfPattern& p, const Sigma& shift);

// One shape of a state's parameters: each is 0, 1 or 2 + (itself).
struct TfShape {
  Region region;                     // over the state's params
  Sigma shift;                       // p -> 0, 1 or 2 + p
  std::map<std::string, std::string> nat;  // p -> "0", "1", "(2 + p)"
  CoqVars vars;                      // p -> "Z.of_nat 0", ...
  std::vector<std::string> binders;  // the parameters still free
  std::map<std::string, long> pinned;  // p -> n: a domain fixes p >= 2 at 2 + n (tf_shape_on)
};
// All 3^n shapes; shape number sum_i kind_i 3^(n-1-i), kind 0, 1 or 2 (>= 2).
std::vector<TfShape> tf_shapes(const std::vector<std::string>& params);
// The shape within a state's domain (TfDomains::kReached): its region cut by
// the domain, and each free parameter the domain fixes there written as the
// literal 2 + n, no longer a binder. Why: the closure matched the options of
// the state's cases on the domain, so an option may meet a state's constant
// block (T T against T^(2+a) where the domain has a == 0), and the moves
// lemma holds only at that length. An empty region: the shape is outside
// the domain.
TfShape tf_shape_on(const TfShape& shape, const Region& domain);
// The region `p == kind` (kind 0, 1) or `p >= 2` (kind 2) over params.
Region tf_shape_kind_region(const std::string& p, int kind, const std::vector<std::string>& params);

// `[(y1, x1); ...] (core) [(x1, y1); ...]`: the arguments of
// CGProve.TfNormal.strip for a stripped option.
std::string tf_strip_args(const TfRawOption& o, const Sigma& shift);
// The same for a strip certificate (a strategy's answer, families/tf_strategy.h).
std::string tf_strip_args(const TfStrip& st, const Sigma& shift);

}  // namespace cgp
