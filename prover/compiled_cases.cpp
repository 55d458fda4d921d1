#include "prover/compiled_cases.h"

#include "symbolic/affine.h"

#include <stdexcept>
#include <string>

namespace cgp {

namespace {

long integral_at(const Affine& e, const std::vector<std::string>& params, const std::vector<long>& x) {
  const auto v = affine_eval(e, params, x).to_long();
  if (!v) throw std::invalid_argument("CompiledCases: a case's map is not integral");
  return *v;
}

// An integral affine map as coefficients and a constant, read off its values
// at 0 and at each unit point (exact for an affine map).
void compile_affine(const Affine& e, const std::vector<std::string>& params, std::vector<long>& coef, long& base) {
  std::vector<long> x(params.size(), 0);
  base = integral_at(e, params, x);
  coef.assign(params.size(), 0);
  for (std::size_t j = 0; j < params.size(); ++j) {
    x[j] = 1;
    coef[j] = integral_at(e, params, x) - base;
    x[j] = 0;
  }
}

long apply(const std::vector<long>& coef, long base, const RegionPoint& x) {
  long v = base;
  for (std::size_t j = 0; j < coef.size(); ++j) v += coef[j] * x[j];
  return v;
}

CompiledOption compile_option(const StateSystem& sys, const FamilyState& s, const StateOption& o) {
  CompiledOption out;
  out.target = o.target;
  compile_affine(o.offset, s.params, out.offset_coef, out.offset_base);
  if (o.target == kIntegerTarget) return out;
  for (const std::string& p : sys.states[static_cast<std::size_t>(o.target)].params) {
    out.args.emplace_back();
    out.base.push_back(0);
    compile_affine(o.args.at(p), s.params, out.args.back(), out.base.back());
  }
  return out;
}

}  // namespace

RegionPoint CompiledOption::target_point(const RegionPoint& x) const {
  RegionPoint y(args.size());
  for (std::size_t i = 0; i < args.size(); ++i) y[i] = apply(args[i], base[i], x);
  return y;
}

long CompiledOption::offset_at(const RegionPoint& x) const { return apply(offset_coef, offset_base, x); }

CompiledCases::CompiledCases(const StateSystem& sys) : sys_(sys), cases_(sys.states.size()) {}

const std::vector<CompiledCase>& CompiledCases::of(std::size_t state) {
  if (cases_[state]) return *cases_[state];
  const FamilyState& s = sys_.states[state];
  auto compiled = std::make_unique<std::vector<CompiledCase>>();
  for (const RecurrenceCase& c : s.cases) {
    CompiledCase out{RegionMembership(c.region), {}, {}};
    for (const StateOption& o : c.left) out.left.push_back(compile_option(sys_, s, o));
    for (const StateOption& o : c.right) out.right.push_back(compile_option(sys_, s, o));
    compiled->push_back(std::move(out));
  }
  cases_[state] = std::move(compiled);
  return *cases_[state];
}

const CompiledCase* CompiledCases::at(std::size_t state, const RegionPoint& x) {
  for (const CompiledCase& c : of(state))
    if (c.where.contains(x)) return &c;
  return nullptr;
}

}  // namespace cgp
