#include "proofs/export/toads_frogs/tf_strategy_shape.h"

#include "proofs/export/coq_terms.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp {

std::string tf_zprop(const Region& r, const CoqVars& vars) { return "(" + coq_region_prop(r, vars) + ")%Z"; }

std::string tf_zprop(const CoqRegionPrinted& printed) { return "(" + printed.prop + ")%Z"; }

std::string tf_apply(const std::string& f, const std::vector<std::string>& args) {
  return args.empty() ? f : f + " " + coq_join(args, " ");
}

std::string tf_nat_binders(const std::vector<std::string>& names) {
  return names.empty() ? "" : " (" + coq_join(names, " ") + " : nat)";
}

TfStrategyShape tf_strategy_shape(const Region& r, const std::vector<std::string>& params, const std::vector<std::string>& board) {
  TfStrategyShape s;
  for (std::size_t i = 0; i < params.size(); ++i) {
    const std::string& p = params[i];
    if (std::find(board.begin(), board.end(), p) == board.end()) {
      s.vars[p] = "Z.of_nat " + p;
      s.binders.push_back(p);
      continue;
    }
    const RegionRange range = region_range_of(r, i);
    if (range.hi && *range.hi == range.lo) {
      s.pin[p] = range.lo;
      s.shift[p] = Affine(range.lo);
      s.vars[p] = fmt::format("Z.of_nat {}", range.lo);
      continue;
    }
    s.low[p] = range.lo;
    s.shift[p] = Affine(range.lo) + Affine::param(p);
    s.vars[p] = range.lo == 0 ? "Z.of_nat " + p : fmt::format("Z.of_nat ({} + {})", range.lo, p);
    s.binders.push_back(p);
  }
  return s;
}

std::vector<std::string> tf_shape_args(const TfStrategyShape& s, const std::vector<std::string>& params) {
  std::vector<std::string> out;
  for (const std::string& p : params) out.push_back(s.shift.count(p) ? tf_paren(tf_nat_expr(s.shift.at(p))) : p);
  return out;
}

std::string tf_shape_peel(const TfStrategyShape& from, const TfStrategyShape& to, const std::vector<std::string>& board) {
  std::string out;
  for (const std::string& p : board) {
    if (from.pin.count(p)) continue;
    const long lo = from.low.at(p);
    if (const auto it = to.pin.find(p); it != to.pin.end()) {
      out += fmt::format("assert ({} = {}) by zlia; subst {}.\n  ", p, it->second - lo, p);
    } else if (const long up = to.low.at(p) - lo; up > 0) {
      out += fmt::format("do {} (destruct {} as [|{}]; [exfalso; zlia|]).\n  ", up, p, p);
    }
  }
  return out;
}

std::string tf_nat_arg(const Affine& e, bool board_param) {
  try {
    return tf_paren(tf_nat_expr(e));
  } catch (const CoqExportError&) {
    if (board_param) throw;
  }
  std::vector<std::string> ps;
  for (const Affine::Term& t : e.terms()) ps.push_back(t.param);
  return "(Z.to_nat (" + coq_z(e, tf_of_nat_vars(ps)) + "))";
}

CoqVars tf_of_nat_vars(const std::vector<std::string>& params) {
  CoqVars v;
  for (const std::string& p : params) v[p] = "Z.of_nat " + p;
  return v;
}

}  // namespace cgp
