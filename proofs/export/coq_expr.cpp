#include "proofs/export/coq_expr.h"

#include <fmt/core.h>

#include <stdexcept>

namespace cgp {

namespace {

std::string dyadic_int_text(const Dyadic& d) {
  if (!d.is_integer()) throw std::logic_error("coq_z: non-integral coefficient " + d.to_string());
  return d.to_string();
}

// One atom of the region's printed form, as Prop or bool.
std::string atom(const RegionAtom& a, const CoqVars& vars, bool as_bool) {
  const std::string l = a.modulus == 0 ? coq_z(a.lhs, vars) : fmt::format("({}) mod {}", coq_z(a.lhs, vars), a.modulus);
  const std::string r = coq_z(a.rhs, vars);
  switch (a.op) {
    case CmpOp::eq: return as_bool ? "(" + l + " =? " + r + ")" : l + " = " + r;
    case CmpOp::ne: return as_bool ? "negb (" + l + " =? " + r + ")" : l + " <> " + r;
    case CmpOp::le: return as_bool ? "(" + l + " <=? " + r + ")" : l + " <= " + r;
    case CmpOp::ge: return as_bool ? "(" + r + " <=? " + l + ")" : l + " >= " + r;
    default: throw std::logic_error("coq_expr: a printed region has no strict comparison");
  }
}

std::string region_text(const std::vector<std::vector<RegionAtom>>& disjuncts, const CoqVars& vars, bool as_bool) {
  if (disjuncts.empty()) return as_bool ? "false" : "False";
  if (disjuncts.size() == 1 && disjuncts[0].empty()) return as_bool ? "true" : "True";
  const char* conj = as_bool ? " && " : " /\\ ";
  const char* disj = as_bool ? " || " : " \\/ ";
  std::string out;
  for (const auto& atoms : disjuncts) {
    std::string c;
    for (const RegionAtom& a : atoms) c += (c.empty() ? "" : conj) + atom(a, vars, as_bool);
    if (atoms.size() > 1 && disjuncts.size() > 1) c = "(" + c + ")";
    out += (out.empty() ? "" : disj) + c;
  }
  return out;
}

// The canonical options of x + up.^ + *nim (as in canon_engine.h's leaf_options).
void up_star_options(const SymGame::Leaf& v, std::vector<SymGame>& l, std::vector<SymGame>& r) {
  if (v.up == 0) {
    for (unsigned k = 0; k < v.nim; ++k) {
      l.push_back(SymGame::leaf(v.number, 0, k));
      r.push_back(SymGame::leaf(v.number, 0, k));
    }
    return;
  }
  std::vector<SymGame> toward{SymGame::leaf(v.number)};
  if ((v.up == 1 || v.up == -1) && v.nim == 1) toward.push_back(SymGame::leaf(v.number, 0, 1));
  std::vector<SymGame> away{SymGame::leaf(v.number, v.up > 0 ? v.up - 1 : v.up + 1, v.nim ^ 1u)};
  if (v.up > 0) {
    l = toward;
    r = away;
  } else {
    l = away;
    r = toward;
  }
}

}  // namespace

CoqVars coq_vars_identity(const std::vector<std::string>& params) {
  CoqVars v;
  for (const std::string& p : params) v[p] = p;
  return v;
}

std::string coq_z(const Affine& e, const CoqVars& vars) {
  std::string out;
  for (const Affine::Term& t : e.terms()) {
    const auto it = vars.find(t.param);
    if (it == vars.end()) throw std::logic_error("coq_z: no Coq term for parameter " + t.param);
    const std::string c = dyadic_int_text(t.coef);
    const bool neg = c[0] == '-';
    const std::string mag = neg ? c.substr(1) : c;
    const std::string term = (mag == "1" ? "" : mag + " * ") + it->second;
    out += out.empty() ? (neg ? "- " : "") + term : (neg ? " - " : " + ") + term;
  }
  const std::string k = dyadic_int_text(e.constant());
  if (out.empty()) return k;
  if (k != "0") out += k[0] == '-' ? " - " + k.substr(1) : " + " + k;
  return out;
}

std::string coq_region_prop(const Region& r, const CoqVars& vars) {
  return region_text(region_printed_atoms(r), vars, false);
}

std::vector<std::vector<CoqAtom>> coq_region_atoms(const Region& r, const CoqVars& vars) {
  std::vector<std::vector<CoqAtom>> out;
  for (const auto& atoms : region_printed_atoms(r)) {
    std::vector<CoqAtom> d;
    for (const RegionAtom& a : atoms) d.push_back({a, atom(a, vars, false)});
    out.push_back(std::move(d));
  }
  return out;
}
std::string coq_region_bool(const Region& r, const CoqVars& vars) {
  return region_text(region_printed_atoms(r), vars, true);
}

namespace {

std::vector<Region> disjuncts_of(const std::vector<std::vector<RegionAtom>>& printed,
                                 const std::vector<std::string>& params) {
  std::vector<Region> out;
  for (const auto& atoms : printed) {
    Region d = region_universe(params);
    for (const RegionAtom& a : atoms) d = region_intersect(d, region_of_atom(a, params));
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace

std::vector<Region> coq_region_disjuncts(const Region& r) { return disjuncts_of(region_printed_atoms(r), r.params()); }

CoqRegionPrinted coq_region_printed(const Region& r, const CoqVars& vars) {
  const auto printed = region_printed_atoms(r);
  return {region_text(printed, vars, false), disjuncts_of(printed, r.params())};
}

Region coq_region_gist(const Region& r, const Region& context) {
  const Region c = region_align(context, r.params());
  isl_set* g = isl_set_gist(isl_set_copy(region_isl_set(r)), isl_set_copy(region_isl_set(c)));
  if (!g) region_detail::isl_failed("isl_set_gist");
  Region out = region_from_isl(r.params(), g);
  // As with coalescing, the simplification is checked, not trusted.
  if (!region_is_equal(region_intersect(out, c), region_intersect(r, c))) return r;
  return out;
}

Region coq_region_hull_gist(const Region& r, const Region& context) {
  isl_basic_set* hull = isl_set_simple_hull(isl_set_copy(region_isl_set(r)));
  if (!hull) region_detail::isl_failed("isl_set_simple_hull");
  const Region h = coq_region_gist(region_from_isl(r.params(), isl_set_from_basic_set(hull)), context);
  const Region c = region_align(context, r.params());
  if (!region_is_equal(region_intersect(h, c), region_intersect(r, c))) return coq_region_gist(r, context);
  return h;
}

CoqNum coq_num(const Affine& value) {
  unsigned long k = value.constant().exponent();
  for (const Affine::Term& t : value.terms()) k = std::max(k, t.coef.exponent());
  Dyadic scale(1);
  for (unsigned long i = 0; i < k; ++i) scale = scale + scale;
  return CoqNum{scale * value, static_cast<unsigned>(k)};
}

Affine coq_num_value(const CoqNum& x) {
  Dyadic scale(1);
  for (unsigned i = 0; i < x.k; ++i) scale = scale.half();
  return scale * x.n;
}

std::string coq_arg(const std::string& z) {
  return z.find(' ') == std::string::npos && z[0] != '-' ? z : "(" + z + ")";
}

std::string coq_num_term(const CoqNum& x, const CoqVars& vars) {
  const std::string arg = coq_arg(coq_z(x.n, vars));
  return x.k == 0 ? "int " + arg : "dyadic " + arg + " " + std::to_string(x.k);
}

std::string coq_sym_game(const SymGame& g, const CoqVars& vars) {
  auto list = [&](const std::vector<SymGame>& os) {
    std::string out = "[";
    for (std::size_t i = 0; i < os.size(); ++i) out += (i ? "; " : "") + coq_sym_game(os[i], vars);
    return out + "]";
  };
  switch (g.kind()) {
    case SymGame::Kind::Leaf: {
      const auto& v = g.as_leaf();
      const std::string x = coq_num_term(coq_num(v.number), vars);
      if (v.up == 0 && v.nim == 0) return x;
      if (v.up == 0 && v.nim == 1) return "nstar (" + x + ")";
      std::vector<SymGame> l, r;
      up_star_options(v, l, r);
      return "Game " + list(l) + " " + list(r);
    }
    case SymGame::Kind::Options: return "Game " + list(g.left()) + " " + list(g.right());
    default: throw std::logic_error("coq_sym_game: sums and negations are not canonical values");
  }
}

SymGame sym_expand_leaves(const SymGame& g) {
  if (g.is_number()) return g;
  std::vector<SymGame> l, r;
  if (g.is_leaf()) {
    up_star_options(g.as_leaf(), l, r);
  } else if (g.kind() == SymGame::Kind::Options) {
    l = g.left();
    r = g.right();
  } else {
    throw std::logic_error("sym_expand_leaves: sums and negations are not canonical values");
  }
  for (SymGame& o : l) o = sym_expand_leaves(o);
  for (SymGame& o : r) o = sym_expand_leaves(o);
  return SymGame::options(std::move(l), std::move(r));
}

}  // namespace cgp
