#include "proofs/export/coq_poly.h"

#include "proofs/export/coq_terms.h"
#include "symbolic/poly_factor.h"

#include <fmt/core.h>

#include <algorithm>

namespace cgp {

namespace {

std::string integer_text(const Dyadic& d, const Polynomial& p) {
  if (!d.is_integer())
    throw CoqExportError("the claim's leaf " + poly_to_string(p) + " has a non-integral coefficient, which the Coq "
                         "export of polynomial claims does not write yet");
  return d.to_string();
}

// The monomials, highest degree first: `2 * a * b - a + 3`.
std::string expanded(const Polynomial& p, const CoqVars& vars) {
  std::string out;
  for (const auto& [m, c] : p.terms()) {
    const std::string k = integer_text(c, p);
    const bool neg = k[0] == '-';
    const std::string mag = neg ? k.substr(1) : k;
    std::vector<std::string> factors;
    if (m.empty() || mag != "1") factors.push_back(mag);
    for (const auto& [name, power] : m) {
      const auto it = vars.find(name);
      if (it == vars.end()) throw std::logic_error("coq_poly_z: no Coq term for parameter " + name);
      for (unsigned i = 0; i < power; ++i) factors.push_back(it->second);
    }
    const std::string term = coq_join(factors, " * ");
    out += out.empty() ? (neg ? "- " : "") + term : (neg ? " - " : " + ") + term;
  }
  return out.empty() ? "0" : out;
}

}  // namespace

std::string coq_poly_z(const Polynomial& p, const CoqVars& vars) {
  if (const auto affine = p.as_affine()) {
    (void)integer_text(affine->constant(), p);
    for (const Affine::Term& t : affine->terms()) (void)integer_text(t.coef, p);
    return coq_z(*affine, vars);
  }
  for (const auto& term : p.terms()) (void)integer_text(term.second, p);
  PolyFactors f = poly_factor(p);
  // In parameter order, as poly_factored_text prints them: (a - 1) * (b - 1).
  std::stable_sort(f.factors.begin(), f.factors.end(), [](const auto& x, const auto& y) {
    return x.first.params() < y.first.params();
  });
  std::vector<std::string> factors;
  for (const auto& [factor, power] : f.factors) {
    const auto affine = factor.as_affine();
    if (!affine) return expanded(p, vars);  // an irreducible factor of degree 2 or more
    factors.insert(factors.end(), power, coq_arg(coq_z(*affine, vars)));
  }
  const std::string unit = integer_text(f.unit, p);
  if (unit == "-1") return "- (" + coq_join(factors, " * ") + ")";
  if (unit != "1") factors.insert(factors.begin(), coq_arg(unit));
  return coq_join(factors, " * ");
}

std::string coq_poly_game(const PolyGame& g, const CoqVars& vars) {
  auto list = [&](const std::vector<PolyGame>& os) {
    std::vector<std::string> terms;
    for (const PolyGame& o : os) terms.push_back(coq_poly_game(o, vars));
    return "[" + coq_join(terms, "; ") + "]";
  };
  switch (g.kind()) {
    case PolyGame::Kind::Leaf: {
      const auto& v = g.as_leaf();
      const std::string x = "int " + coq_arg(coq_poly_z(v.number, vars));
      if (v.up == 0 && v.nim == 0) return x;
      if (v.up == 0 && v.nim == 1) return "nstar (" + x + ")";
      throw CoqExportError("the claim has an up or a nimber beyond *, which the Coq export of polynomial claims does "
                           "not write yet");
    }
    case PolyGame::Kind::Options: return "Game " + list(g.left()) + " " + list(g.right());
    default:
      throw CoqExportError("the claim is a sum or a negation, which the Coq export of polynomial claims does not "
                           "write: type it as one game");
  }
}

}  // namespace cgp
