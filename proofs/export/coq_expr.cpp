#include "proofs/export/coq_expr.h"

#include <fmt/core.h>

#include <stdexcept>

namespace cgp {

namespace {

std::string trim(std::string s) {
  const auto b = s.find_first_not_of(' ');
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(' ');
  return s.substr(b, e - b + 1);
}

std::vector<std::string> split(const std::string& s, const std::string& sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t i; (i = s.find(sep, start)) != std::string::npos; start = i + sep.size())
    out.push_back(trim(s.substr(start, i - start)));
  out.push_back(trim(s.substr(start)));
  return out;
}

// "(x)" -> "x" when the parentheses enclose all of it.
std::string strip_parens(const std::string& s) {
  if (s.size() < 2 || s.front() != '(' || s.back() != ')') return s;
  int depth = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    if (depth == 0 && i + 1 < s.size()) return s;
  }
  return trim(s.substr(1, s.size() - 2));
}

Affine parse_affine(const std::string& text) {
  auto parsed = affine_parse(text);
  if (auto* e = std::get_if<ParseError>(&parsed))
    throw std::logic_error("coq_expr: cannot read the region term '" + text + "': " + e->message);
  return std::get<Affine>(parsed);
}

std::string dyadic_int_text(const Dyadic& d) {
  if (!d.is_integer()) throw std::logic_error("coq_z: non-integral coefficient " + d.to_string());
  return d.to_string();
}

// One atom of region_to_string's output, as Prop or bool.
std::string atom(const std::string& text, const CoqVars& vars, bool as_bool) {
  static const char* ops[] = {"==", "!=", ">=", "<="};
  for (const char* op : ops) {
    const auto at = text.find(op);
    if (at == std::string::npos) continue;
    const std::string lhs = trim(text.substr(0, at)), rhs = trim(text.substr(at + 2));
    std::string l, r;
    if (const auto pct = lhs.find('%'); pct != std::string::npos) {
      l = fmt::format("({}) mod {}", coq_z(parse_affine(strip_parens(trim(lhs.substr(0, pct)))), vars),
                      trim(lhs.substr(pct + 1)));
    } else {
      l = coq_z(parse_affine(lhs), vars);
    }
    r = coq_z(parse_affine(rhs), vars);
    const std::string o(op);
    if (as_bool) {
      if (o == "==") return "(" + l + " =? " + r + ")";
      if (o == "!=") return "negb (" + l + " =? " + r + ")";
      if (o == "<=") return "(" + l + " <=? " + r + ")";
      return "(" + r + " <=? " + l + ")";
    }
    if (o == "==") return l + " = " + r;
    if (o == "!=") return l + " <> " + r;
    return l + " " + o + " " + r;
  }
  throw std::logic_error("coq_expr: cannot read the region atom '" + text + "'");
}

// region_to_string's text as disjuncts of atom texts (none for `false`,
// one empty disjunct for `true`).
std::vector<std::vector<std::string>> atom_texts(const Region& r) {
  const std::string text = region_to_string(r);
  if (text == "false") return {};
  if (text == "true") return {{}};
  std::vector<std::vector<std::string>> out;
  for (const std::string& d : split(text, "||")) out.push_back(split(strip_parens(d), "&&"));
  return out;
}

std::string region_text(const Region& r, const CoqVars& vars, bool as_bool) {
  const auto disjuncts = atom_texts(r);
  if (disjuncts.empty()) return as_bool ? "false" : "False";
  if (disjuncts.size() == 1 && disjuncts[0].empty()) return as_bool ? "true" : "True";
  const char* conj = as_bool ? " && " : " /\\ ";
  const char* disj = as_bool ? " || " : " \\/ ";
  std::string out;
  for (const auto& atoms : disjuncts) {
    std::string c;
    for (const std::string& a : atoms) c += (c.empty() ? "" : conj) + atom(a, vars, as_bool);
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

std::string coq_region_prop(const Region& r, const CoqVars& vars) { return region_text(r, vars, false); }

std::vector<std::vector<CoqAtom>> coq_region_atoms(const Region& r, const CoqVars& vars) {
  std::vector<std::vector<CoqAtom>> out;
  for (const auto& atoms : atom_texts(r)) {
    std::vector<CoqAtom> d;
    for (const std::string& a : atoms) d.push_back({a, atom(a, vars, false)});
    out.push_back(std::move(d));
  }
  return out;
}
std::string coq_region_bool(const Region& r, const CoqVars& vars) { return region_text(r, vars, true); }

std::vector<Region> coq_region_disjuncts(const Region& r) {
  std::vector<Region> out;
  for (const auto& atoms : atom_texts(r)) {
    std::string text;
    for (const std::string& a : atoms) text += (text.empty() ? "" : " && ") + a;
    if (text.empty()) {
      out.push_back(region_universe(r.params()));
      continue;
    }
    auto parsed = region_parse(text, r.params());
    if (!std::holds_alternative<Region>(parsed)) throw std::logic_error("coq_expr: cannot read back '" + text + "'");
    out.push_back(std::get<Region>(parsed));
  }
  return out;
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

std::string coq_num_term(const CoqNum& x, const CoqVars& vars) {
  const std::string n = coq_z(x.n, vars);
  const bool simple = n.find(' ') == std::string::npos && n[0] != '-';
  const std::string arg = simple ? n : "(" + n + ")";
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
