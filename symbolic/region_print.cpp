// Region -> text, without isl's existential quantifiers.
//
// isl describes residues with local variables ("divs") e = floor(h(x)/m) and
// constraints that mention them. Writing rho = h(x) mod m = h(x) - m*e, every
// constraint becomes linear in x and the rhos. A constraint on x alone prints
// as a comparison; one on a single rho alone bounds that residue (b%2==1,
// (a+b)%3!=2, a%4>=2); a constraint mixing x with rhos, or several rhos, is
// split over the values of the rhos it mentions (one disjunct per value
// vector). This is exact whenever every div is an explicit floor of an affine
// function of x alone: isl_set_compute_divs makes divs explicit, and isl
// flattens nested floors itself in every case tried (random regions built by
// this API, and hand-written isl sets such as floor((a+floor(b/3))/2)). A div
// that still refers to another div makes region_to_string throw
// std::logic_error rather than print something wrong.
//
// The constraints are then normalised and the disjuncts merged (below) so
// that isl's way of splitting a set shows as little as possible.
#include "symbolic/region.h"

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/local_space.h>
#include <isl/set.h>
#include <isl/val.h>
#include <flint/fmpz.h>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <tuple>

namespace cgp {
namespace {

using namespace region_detail;

// Coefficients and constants are exact integers of any size (isl's are); a
// modulus and a residue value are machine integers, since residues are
// enumerated one by one.
using Int = Dyadic;
using Mod = long;

Int to_int(isl_val* v) {  // __isl_take; v must be an integer
  if (!v) isl_failed("region_to_string");
  Int out = val_to_integer(v);
  isl_val_free(v);
  return out;
}

Mod to_mod(isl_val* v) {  // __isl_take; a positive denominator
  const auto m = to_int(v).to_long();
  if (!m || *m < 1 || *m > (Mod(1) << 24)) throw std::runtime_error("region_to_string: modulus too large");
  return *m;
}

Int mul(const Int& x, const Int& y) { return dyadic_mul(x, y); }

Int gcd(const Int& x, const Int& y) {
  fmpz_t g;
  fmpz_init(g);
  fmpz_gcd(g, x.numerator(), y.numerator());
  Int out = Dyadic::from_fmpz(g, 0);
  fmpz_clear(g);
  return out;
}

// x / y rounded down (exact when y divides x).
Int floor_div(const Int& x, const Int& y) {
  fmpz_t q;
  fmpz_init(q);
  fmpz_fdiv_q(q, x.numerator(), y.numerator());
  Int out = Dyadic::from_fmpz(q, 0);
  fmpz_clear(q);
  return out;
}

bool divides(const Int& g, const Int& x) { return fmpz_divisible(x.numerator(), g.numerator()) != 0; }

Mod mod(const Int& x, Mod m) { return static_cast<Mod>(fmpz_fdiv_ui(x.numerator(), static_cast<unsigned long>(m))); }
Mod mod(Mod x, Mod m) { return ((x % m) + m) % m; }

// sum c[j] x_j + k  (== or >=)  0
struct Linear {
  std::vector<Int> c;
  Int k;
  bool eq = false;
};
// (sum c[j] x_j) mod m  is one of the values v with allowed[v]
struct Residue {
  std::vector<Int> c;
  Mod m = 1;
  std::vector<bool> allowed;
};
struct Conj {
  std::vector<Linear> lin;
  std::vector<Residue> res;
};
// floor((sum h[j] x_j + h0) / m)
struct Div {
  std::vector<Int> h;
  Int h0;
  Mod m = 1;
};
// sum c[j] x_j + sum d[i] e_i + k  (== or >=)  0
struct Raw {
  std::vector<Int> c, d;
  Int k;
  bool eq = false;
};

bool all_zero(const std::vector<Int>& v) {
  return std::all_of(v.begin(), v.end(), [](const Int& x) { return x.is_zero(); });
}

// The divs and constraints of b (__isl_keep), or nullopt when some div is
// not an explicit floor of x alone.
std::optional<std::pair<std::vector<Div>, std::vector<Raw>>> read_basic(isl_basic_set* b, std::size_t n) {
  const isl_size nd = isl_basic_set_dim(b, isl_dim_div);
  if (nd < 0) isl_failed("region_to_string");
  std::vector<Div> divs;
  for (int i = 0; i < nd; ++i) {
    isl_aff* aff = isl_basic_set_get_div(b, i);
    const bool explicit_floor =
        aff && isl_aff_is_nan(aff) == isl_bool_false &&
        isl_aff_involves_dims(aff, isl_dim_div, 0, static_cast<unsigned>(isl_aff_dim(aff, isl_dim_div))) ==
            isl_bool_false;
    if (!explicit_floor) {
      isl_aff_free(aff);
      return std::nullopt;
    }
    Div d;
    isl_val* den = isl_aff_get_denominator_val(aff);
    for (std::size_t j = 0; j < n; ++j)
      d.h.push_back(to_int(isl_val_mul(isl_aff_get_coefficient_val(aff, isl_dim_in, static_cast<int>(j)),
                                       isl_val_copy(den))));
    d.h0 = to_int(isl_val_mul(isl_aff_get_constant_val(aff), isl_val_copy(den)));
    d.m = to_mod(den);
    isl_aff_free(aff);
    divs.push_back(std::move(d));
  }
  std::vector<Raw> raws;
  isl_constraint_list* list = isl_basic_set_get_constraint_list(b);
  const isl_size nc = isl_constraint_list_n_constraint(list);
  if (nc < 0) isl_failed("region_to_string");
  for (int i = 0; i < nc; ++i) {
    isl_constraint* c = isl_constraint_list_get_constraint(list, i);
    Raw r;
    r.eq = isl_constraint_is_equality(c) == isl_bool_true;
    for (std::size_t j = 0; j < n; ++j)
      r.c.push_back(to_int(isl_constraint_get_coefficient_val(c, isl_dim_set, static_cast<int>(j))));
    for (int j = 0; j < nd; ++j) r.d.push_back(to_int(isl_constraint_get_coefficient_val(c, isl_dim_div, j)));
    r.k = to_int(isl_constraint_get_constant_val(c));
    isl_constraint_free(c);
    raws.push_back(std::move(r));
  }
  isl_constraint_list_free(list);
  return std::make_pair(std::move(divs), std::move(raws));
}

// The residue condition "(h(x) + h0) mod m has a value v with allowed[v]",
// moved onto h(x) mod m.
Residue residue_of(const Div& d, const std::vector<bool>& allowed) {
  Residue r{d.h, d.m, std::vector<bool>(static_cast<std::size_t>(d.m), false)};
  const Mod shift = mod(d.h0, d.m);
  for (Mod v = 0; v < d.m; ++v)
    if (allowed[static_cast<std::size_t>(v)]) r.allowed[static_cast<std::size_t>(mod(v - shift, d.m))] = true;
  return r;
}

// b (__isl_keep) as a disjunction of conjunctions, or nullopt if read_basic cannot read it.
std::optional<std::vector<Conj>> describe_basic(isl_basic_set* b, std::size_t n) {
  auto read = read_basic(b, n);
  if (!read) return std::nullopt;
  const auto& [divs, raws] = *read;
  std::vector<std::vector<bool>> allowed;
  for (const Div& d : divs) allowed.emplace_back(static_cast<std::size_t>(d.m), true);
  Conj base;
  struct Mixed {
    Linear x;            // the part in x, after multiplying the constraint by M
    std::vector<Int> r;  // the coefficients of the rhos
  };
  std::vector<Mixed> mixed;
  for (const Raw& raw : raws) {
    if (all_zero(raw.d)) {
      base.lin.push_back(Linear{raw.c, raw.k, raw.eq});
      continue;
    }
    Mod M = 1;
    for (std::size_t i = 0; i < divs.size(); ++i)
      if (!raw.d[i].is_zero()) M = std::lcm(M, divs[i].m);
    // M * constraint with e_i = (h_i(x) - rho_i) / m_i.
    Mixed m{Linear{{}, mul(Int(M), raw.k), raw.eq}, std::vector<Int>(divs.size())};
    for (std::size_t j = 0; j < n; ++j) m.x.c.push_back(mul(Int(M), raw.c[j]));
    for (std::size_t i = 0; i < divs.size(); ++i) {
      if (raw.d[i].is_zero()) continue;
      const Int f = mul(raw.d[i], Int(M / divs[i].m));
      for (std::size_t j = 0; j < n; ++j) m.x.c[j] = m.x.c[j] + mul(f, divs[i].h[j]);
      m.x.k = m.x.k + mul(f, divs[i].h0);
      m.r[i] = -f;
    }
    const auto rhos = std::count_if(m.r.begin(), m.r.end(), [](const Int& v) { return !v.is_zero(); });
    if (all_zero(m.x.c) && rhos == 1) {  // a bound on one residue
      const std::size_t i =
          std::find_if(m.r.begin(), m.r.end(), [](const Int& v) { return !v.is_zero(); }) - m.r.begin();
      for (Mod v = 0; v < divs[i].m; ++v) {
        const Int value = mul(m.r[i], Int(v)) + m.x.k;
        if (m.x.eq ? !value.is_zero() : value.sign() < 0) allowed[i][static_cast<std::size_t>(v)] = false;
      }
    } else {
      mixed.push_back(std::move(m));
    }
  }
  std::vector<bool> split(divs.size(), false);  // rhos that mixed constraints mention
  for (const Mixed& m : mixed)
    for (std::size_t i = 0; i < divs.size(); ++i) split[i] = split[i] || !m.r[i].is_zero();
  for (std::size_t i = 0; i < divs.size(); ++i)
    if (!split[i]) base.res.push_back(residue_of(divs[i], allowed[i]));
  // One conjunction per allowed value vector of the split rhos.
  std::vector<Conj> out;
  std::vector<Mod> v(divs.size(), 0);
  for (;;) {
    bool ok = true;
    for (std::size_t i = 0; i < divs.size(); ++i)
      ok = ok && (!split[i] || allowed[i][static_cast<std::size_t>(v[i])]);
    if (ok) {
      Conj c = base;
      for (std::size_t i = 0; i < divs.size(); ++i) {
        if (!split[i]) continue;
        std::vector<bool> one(static_cast<std::size_t>(divs[i].m), false);
        one[static_cast<std::size_t>(v[i])] = true;
        c.res.push_back(residue_of(divs[i], one));
      }
      for (const Mixed& m : mixed) {
        Linear l = m.x;
        for (std::size_t i = 0; i < divs.size(); ++i) l.k = l.k + mul(m.r[i], Int(v[i]));
        c.lin.push_back(std::move(l));
      }
      out.push_back(std::move(c));
    }
    std::size_t i = 0;  // next value vector (odometer over the split rhos)
    while (i < divs.size() && (!split[i] || ++v[i] == divs[i].m)) v[i++] = 0;
    if (i == divs.size()) break;
  }
  return out;
}

// ---------------------------------------------------------------- normal forms
//
// Every constraint is brought to a normal form so that equal constraints from
// different disjuncts compare equal; disjuncts that then differ in one
// residue only are merged, which undoes most of isl's splitting of residues
// ((a+1)%5<=1 || (a%5<=2 && a%5>=1) is a%5!=3).

Affine affine_of(const std::vector<Int>& c, const Int& k, const std::vector<std::string>& params) {
  Affine e(k);
  for (std::size_t j = 0; j < c.size(); ++j)
    if (!c[j].is_zero()) e += Affine::param(params[j], c[j]);
  return e;
}

std::size_t first_param(const std::vector<Int>& c) {
  return std::find_if(c.begin(), c.end(), [](const Int& v) { return !v.is_zero(); }) - c.begin();
}

// One printed constraint, typed and as text; sorted by first parameter, then
// ==, >=, <=, %, then text (the atom is the text's meaning, not a key).
struct Printed {
  std::size_t first;
  int kind;
  std::string text;
  RegionAtom atom;
  bool operator<(const Printed& o) const { return std::tie(first, kind, text) < std::tie(o.first, o.kind, o.text); }
  bool operator==(const Printed& o) const { return std::tie(first, kind, text) == std::tie(o.first, o.kind, o.text); }
};

// A residue constraint's left side (coefficients reduced mod m) and modulus.
using ResidueKey = std::pair<std::vector<Mod>, Mod>;

// A normalised conjunction.
struct Norm {
  std::vector<Printed> lin;                          // sorted, no duplicates
  std::map<ResidueKey, std::vector<bool>> res;       // allowed values, neither none nor all
};

enum class Truth { holds, fails, depends };

Truth normalise(Linear& l) {
  Int g(0);
  for (const Int& c : l.c) g = gcd(g, c);
  if (g.is_zero()) return (l.eq ? l.k.is_zero() : l.k.sign() >= 0) ? Truth::holds : Truth::fails;
  if (l.eq && !divides(g, l.k)) return Truth::fails;
  for (Int& c : l.c) c = floor_div(c, g);
  l.k = floor_div(l.k, g);  // exact for equalities; rounds the bound down for inequalities
  return Truth::depends;
}

// h mod m is unchanged by reducing h's coefficients mod m, and multiplying h
// by a unit u mod m (or dividing h and m by a common factor) maps the allowed
// values along. The normal form has the first coefficient equal to its gcd
// with m, the others nearest zero.
Truth normalise(const Residue& r, ResidueKey& key, std::vector<bool>& allowed) {
  Mod m = r.m;
  std::vector<Mod> c;
  for (const Int& x : r.c) c.push_back(mod(x, m));
  allowed = r.allowed;
  const auto first = std::find_if(c.begin(), c.end(), [](Mod x) { return x != 0; });
  if (first == c.end()) return allowed[0] ? Truth::holds : Truth::fails;
  const Mod lead = std::gcd(*first, m);
  Mod unit = 1;
  while (!(std::gcd(unit, m) == 1 && mod(unit * *first, m) == lead)) ++unit;  // exists: see above
  std::vector<bool> mapped(static_cast<std::size_t>(m));
  for (Mod v = 0; v < m; ++v) mapped[static_cast<std::size_t>(mod(unit * v, m))] = allowed[static_cast<std::size_t>(v)];
  allowed = mapped;
  for (Mod& x : c) x = mod(unit * x, m);
  Mod g = m;
  for (Mod x : c) g = std::gcd(g, x);
  if (g > 1) {  // h = g*h', so h mod m = g * (h' mod m/g)
    for (Mod& x : c) x /= g;
    m /= g;
    std::vector<bool> reduced(static_cast<std::size_t>(m));
    for (Mod w = 0; w < m; ++w) reduced[static_cast<std::size_t>(w)] = allowed[static_cast<std::size_t>(g * w)];
    allowed = reduced;
  }
  for (Mod& x : c)
    if (2 * x > m) x -= m;  // the representative nearest zero: a-b, not a+2b (mod 3)
  key = {c, m};
  const auto count = std::count(allowed.begin(), allowed.end(), true);
  if (count == m) return Truth::holds;
  return count == 0 ? Truth::fails : Truth::depends;
}

Printed print(const Linear& l, const std::vector<std::string>& params) {
  // Terms on the left, the constant on the right; flip both sides so that the
  // left side does not start with '-' when it is all negative, and so that the
  // right side is not negative when the left side has both signs.
  const bool has_pos = std::any_of(l.c.begin(), l.c.end(), [](const Int& c) { return c.sign() > 0; });
  const bool has_neg = std::any_of(l.c.begin(), l.c.end(), [](const Int& c) { return c.sign() < 0; });
  Int rhs = -l.k;
  bool flip = !has_pos || (has_neg && rhs.sign() < 0);
  if (l.eq && has_pos && has_neg && rhs.is_zero()) flip = l.c[first_param(l.c)].sign() < 0;
  std::vector<Int> c = l.c;
  if (flip) {
    for (Int& v : c) v = -v;
    rhs = -rhs;
  }
  const Affine lhs = affine_of(c, Int(0), params);
  const std::string text = affine_to_string(lhs);
  if (l.eq) return {first_param(c), 0, text + "==" + rhs.to_string(), {lhs, 0, CmpOp::eq, Affine(rhs)}};
  return {first_param(c), flip ? 2 : 1, text + (flip ? "<=" : ">=") + rhs.to_string(),
          {lhs, 0, flip ? CmpOp::le : CmpOp::ge, Affine(rhs)}};
}

// c's constraints each in normal form, without those that always hold; nullopt
// if one never holds.
struct Reduced {
  std::vector<Linear> lin;
  std::vector<std::pair<ResidueKey, std::vector<bool>>> res;
};
std::optional<Reduced> reduce(Conj c) {
  Reduced out;
  for (Linear& l : c.lin) {
    const Truth t = normalise(l);
    if (t == Truth::fails) return std::nullopt;
    // sum c x >= -k with every c >= 0 and -k <= 0 holds on the default domain.
    const bool natural = !l.eq && l.k.sign() >= 0 &&
                         std::none_of(l.c.begin(), l.c.end(), [](const Int& x) { return x.sign() < 0; });
    if (t == Truth::depends && !natural) out.lin.push_back(std::move(l));
  }
  for (const Residue& r : c.res) {
    ResidueKey key;
    std::vector<bool> allowed;
    const Truth t = normalise(r, key, allowed);
    if (t == Truth::fails) return std::nullopt;
    if (t == Truth::depends) out.res.emplace_back(std::move(key), std::move(allowed));
  }
  return out;
}

// c as a Norm, or nullopt if it is empty.
std::optional<Norm> normalise(Conj c, const std::vector<std::string>& params) {
  auto reduced = reduce(std::move(c));
  if (!reduced) return std::nullopt;
  Norm n;
  std::vector<Linear>& kept = reduced->lin;
  // Of inequalities with one left side, only the tightest (least k) counts.
  std::sort(kept.begin(), kept.end(), [](const Linear& x, const Linear& y) {
    return std::tie(x.eq, x.c, x.k) < std::tie(y.eq, y.c, y.k);
  });
  for (std::size_t i = 0; i < kept.size(); ++i)
    if (i == 0 || kept[i].eq || kept[i].c != kept[i - 1].c || kept[i - 1].eq)
      n.lin.push_back(print(kept[i], params));
  std::sort(n.lin.begin(), n.lin.end());
  n.lin.erase(std::unique(n.lin.begin(), n.lin.end()), n.lin.end());
  for (const auto& [key, allowed] : reduced->res) {
    auto [it, fresh] = n.res.emplace(key, allowed);
    if (!fresh) {  // the same residue twice: both hold
      for (std::size_t v = 0; v < allowed.size(); ++v) it->second[v] = it->second[v] && allowed[v];
      if (std::count(it->second.begin(), it->second.end(), true) == 0) return std::nullopt;
    }
  }
  return n;
}

// x implies y, judged constraint by constraint.
bool implies(const Norm& x, const Norm& y) {
  if (!std::includes(x.lin.begin(), x.lin.end(), y.lin.begin(), y.lin.end())) return false;
  for (const auto& [key, allowed] : y.res) {
    auto it = x.res.find(key);
    if (it == x.res.end()) return false;
    for (std::size_t v = 0; v < allowed.size(); ++v)
      if (it->second[v] && !allowed[v]) return false;
  }
  return true;
}

// Drops disjuncts implied by others and merges pairs that differ in one residue.
void merge(std::vector<Norm>& ds) {
  for (bool changed = true; changed;) {
    changed = false;
    for (std::size_t i = 0; i < ds.size() && !changed; ++i)
      for (std::size_t j = 0; j < ds.size() && !changed; ++j) {
        if (i == j) continue;
        if (implies(ds[j], ds[i])) {
          ds.erase(ds.begin() + static_cast<long>(j));
          changed = true;
          continue;
        }
        if (ds[i].lin != ds[j].lin || ds[i].res.size() != ds[j].res.size()) continue;
        std::vector<ResidueKey> differ;  // keys whose allowed values differ
        bool same_keys = true;
        for (const auto& [key, allowed] : ds[i].res) {
          auto it = ds[j].res.find(key);
          same_keys = same_keys && it != ds[j].res.end();
          if (same_keys && it->second != allowed) differ.push_back(key);
        }
        if (!same_keys || differ.size() != 1) continue;
        std::vector<bool>& a = ds[i].res[differ[0]];
        const std::vector<bool>& b = ds[j].res[differ[0]];
        for (std::size_t v = 0; v < a.size(); ++v) a[v] = a[v] || b[v];
        if (std::count(a.begin(), a.end(), true) == static_cast<long>(a.size())) ds[i].res.erase(differ[0]);
        ds.erase(ds.begin() + static_cast<long>(j));
        changed = true;
      }
  }
}

// ---------------------------------------------------------------- text

// Appends the text of a residue; false if its allowed values are not one
// cyclic interval (then the caller splits it).
bool print(const ResidueKey& key, const std::vector<bool>& allowed, const std::vector<std::string>& params,
           std::vector<Printed>& out) {
  // Named, not a structured binding: clang 14 (the fuzz build) cannot capture bindings in lambdas.
  const auto& c = key.first;
  const Mod m = key.second;
  const auto at = [&](Mod v) { return static_cast<bool>(allowed[static_cast<std::size_t>(mod(v, m))]); };
  Mod start = -1, len = 0;
  for (Mod v = 0; v < m; ++v)
    if (at(v) && !at(v - 1)) {
      if (start >= 0) return false;  // two runs
      start = v;
    }
  while (len < m && at(start + len)) ++len;
  std::vector<Int> coefs(c.begin(), c.end());
  const std::size_t first = first_param(coefs);
  const auto text = [&](Mod shift) {
    const Affine h = affine_of(coefs, Int(shift), params);
    std::string s = affine_to_string(h);
    if (shift != 0 || h.terms().size() != 1)  // appended, not "(" + s: GCC 12 -Wrestrict false positive
      s.insert(s.begin(), '('), s.push_back(')');
    return s + "%" + std::to_string(m);
  };
  const auto add = [&](Mod shift, CmpOp op, const char* op_text, Mod value) {
    out.push_back({first, 3, text(shift) + op_text + std::to_string(value),
                   {affine_of(coefs, Int(shift), params), m, op, Affine(value)}});
  };
  if (len == 1) {
    add(0, CmpOp::eq, "==", start);
  } else if (len == m - 1) {
    add(0, CmpOp::ne, "!=", mod(start - 1, m));
  } else if (start + len <= m) {  // no wrap-around: start..start+len-1
    if (start > 0) add(0, CmpOp::ge, ">=", start);
    if (start + len < m) add(0, CmpOp::le, "<=", start + len - 1);
  } else {  // shift the run to 0..len-1
    add(m - start, CmpOp::le, "<=", len - 1);
  }
  return true;
}

// The conjunctions n stands for, each its atoms in printed order: one, or one
// per value of a residue whose allowed values are not a cyclic interval.
void print(const Norm& n, const std::vector<std::string>& params, std::vector<std::vector<Printed>>& out) {
  std::vector<Printed> parts = n.lin;
  for (const auto& [key, allowed] : n.res) {
    if (print(key, allowed, params, parts)) continue;
    for (std::size_t v = 0; v < allowed.size(); ++v) {
      if (!allowed[v]) continue;
      Norm one = n;
      one.res[key].assign(allowed.size(), false);
      one.res[key][v] = true;
      print(one, params, out);
    }
    return;
  }
  std::sort(parts.begin(), parts.end());
  parts.erase(std::unique(parts.begin(), parts.end()), parts.end());
  out.push_back(std::move(parts));
}

std::string conjunction_text(const std::vector<Printed>& atoms) {
  std::string text;
  for (const Printed& p : atoms) text += (text.empty() ? "" : " && ") + p.text;
  return text.empty() ? "true" : text;
}

isl_set* checked_set(isl_set* set) {
  if (!set) isl_failed("region_to_string");
  return set;
}

// set (__isl_take) without the constraints the default domain implies; set
// itself if isl's gist does not meet its contract (gist & domain == set &
// domain), which is checked for the same reason as coalescing.
isl_set* gist(isl_set* set, const std::vector<std::string>& params) {
  isl_set* simple = checked_set(isl_set_gist(isl_set_copy(set), natural_domain(params)));
  isl_set* back = isl_set_intersect(isl_set_copy(simple), natural_domain(params));
  const isl_bool same = isl_set_is_equal(back, set);
  isl_set_free(back);
  isl_set_free(same == isl_bool_true ? set : simple);
  if (same == isl_bool_error) isl_failed("region_to_string");
  return same == isl_bool_true ? simple : set;
}

// ---------------------------------------------------------------- large moduli
//
// isl may describe residues by one modulus beyond what region_parse reads
// (kRegionMaxModulus): a%97==1 && a%89==1 comes back as a%8633==1, which
// printed as such would not read again. Such a residue is first written with
// the least period of its allowed values, then split by the Chinese remainder
// theorem into prime-power moduli (a%89==1 && a%97==1). Residues within the
// limit are left as isl gives them, so every other text is unchanged.

// The prime powers whose product is m.
std::vector<Mod> prime_powers(Mod m) {
  std::vector<Mod> out;
  for (Mod p = 2; p * p <= m; ++p) {
    if (m % p) continue;
    Mod q = 1;
    while (m % p == 0) m /= p, q *= p;
    out.push_back(q);
  }
  if (m > 1) out.push_back(m);
  return out;
}

// r with the least modulus d | r.m such that its allowed values repeat every d.
Residue residue_least_period(const Residue& r) {
  Residue out = r;
  for (Mod q : prime_powers(r.m)) {
    Mod p = 2;  // the prime of q
    while (q % p) ++p;
    while (out.m % p == 0) {
      const Mod d = out.m / p;
      bool periodic = true;
      for (Mod v = 0; v + d < out.m && periodic; ++v)
        periodic = out.allowed[static_cast<std::size_t>(v)] == out.allowed[static_cast<std::size_t>(v + d)];
      if (!periodic) break;
      out.m = d;
      out.allowed.resize(static_cast<std::size_t>(d));
    }
  }
  return out;
}

// r (modulus the product of `powers`, pairwise coprime) as a union of
// conjunctions of residues, one modulus of `powers` each: the values mod
// powers[0] are grouped by the values mod the rest they allow.
std::vector<std::vector<Residue>> residue_crt_split(const Residue& r, std::vector<Mod> powers) {
  if (powers.size() <= 1) return {{r}};
  const Mod q = powers.front(), rest = r.m / q;
  powers.erase(powers.begin());
  std::vector<std::vector<bool>> fiber(static_cast<std::size_t>(q), std::vector<bool>(static_cast<std::size_t>(rest)));
  for (Mod v = 0; v < r.m; ++v)
    fiber[static_cast<std::size_t>(v % q)][static_cast<std::size_t>(v % rest)] = r.allowed[static_cast<std::size_t>(v)];
  std::map<std::vector<bool>, std::vector<bool>> by_fiber;  // fiber -> the values mod q with it
  for (Mod u = 0; u < q; ++u) {
    auto [it, fresh] = by_fiber.try_emplace(fiber[static_cast<std::size_t>(u)], static_cast<std::size_t>(q));
    it->second[static_cast<std::size_t>(u)] = true;
  }
  std::vector<std::vector<Residue>> out;
  for (const auto& [f, us] : by_fiber) {
    if (std::find(f.begin(), f.end(), true) == f.end()) continue;
    for (std::vector<Residue>& conj : residue_crt_split(Residue{r.c, rest, f}, powers)) {
      conj.insert(conj.begin(), Residue{r.c, q, us});
      out.push_back(std::move(conj));
    }
  }
  return out;
}

// c as conjunctions whose every modulus region_parse reads.
std::vector<Conj> split_large_moduli(const Conj& c) {
  std::vector<Conj> out{Conj{c.lin, {}}};
  for (const Residue& r : c.res) {
    std::vector<std::vector<Residue>> parts{{r}};
    if (r.m > kRegionMaxModulus) {
      const Residue least = residue_least_period(r);
      const std::vector<Mod> powers =
          least.m <= kRegionMaxModulus ? std::vector<Mod>{least.m} : prime_powers(least.m);
      if (std::any_of(powers.begin(), powers.end(), [](Mod q) { return q > kRegionMaxModulus; }))
        throw std::logic_error("region_to_string: a residue modulo " + std::to_string(least.m) +
                               " has a prime power beyond the modulus limit");
      parts = residue_crt_split(least, powers);
    }
    std::vector<Conj> next;
    for (const Conj& o : out)
      for (const std::vector<Residue>& p : parts) {
        Conj x = o;
        x.res.insert(x.res.end(), p.begin(), p.end());
        next.push_back(std::move(x));
      }
    out = std::move(next);
  }
  return out;
}

// r (nonempty) as conjunctions of constraints over x alone: explicit divs,
// few disjuncts, and nothing the default domain implies.
std::vector<Conj> describe(const Region& r) {
  const std::vector<std::string>& params = r.params();
  isl_set* set = coalesce(checked_set(isl_set_compute_divs(isl_set_copy(region_isl_set(r)))));
  set = coalesce(gist(set, params));
  isl_basic_set_list* list = isl_set_get_basic_set_list(set);
  isl_set_free(set);
  if (!list) isl_failed("region_to_string");
  std::vector<Conj> out;
  const isl_size nb = isl_basic_set_list_n_basic_set(list);
  try {
    for (int i = 0; i < nb; ++i) {
      isl_basic_set* b = isl_basic_set_list_get_basic_set(list, i);
      auto conjs = describe_basic(b, params.size());
      isl_basic_set_free(b);
      if (!conjs) throw std::logic_error("region_to_string: nested divs are not supported yet");
      for (const Conj& c : *conjs)
        for (Conj& small : split_large_moduli(c)) out.push_back(std::move(small));
    }
  } catch (...) {
    isl_basic_set_list_free(list);
    throw;
  }
  isl_basic_set_list_free(list);
  return out;
}

// c's constraints in normal form (as normalise(Conj) keeps them), typed; nullopt if c is empty.
std::optional<RegionConjunction> typed(Conj c, const std::vector<std::string>& params) {
  auto reduced = reduce(std::move(c));
  if (!reduced) return std::nullopt;
  RegionConjunction out;
  for (const Linear& l : reduced->lin)
    out.push_back({l.eq ? RegionConstraint::Kind::eq : RegionConstraint::Kind::ge, affine_of(l.c, l.k, params), 1, {}});
  for (const auto& [key, allowed] : reduced->res) {
    RegionConstraint rc{RegionConstraint::Kind::residue,
                        affine_of(std::vector<Int>(key.first.begin(), key.first.end()), Int(0), params), key.second, {}};
    for (Mod v = 0; v < key.second; ++v)
      if (allowed[static_cast<std::size_t>(v)]) rc.residues.push_back(v);
    out.push_back(std::move(rc));
  }
  return out;
}

}  // namespace

std::vector<RegionConjunction> region_conjunctions(const Region& r) {
  std::vector<RegionConjunction> out;
  if (region_is_empty(r)) return out;
  for (Conj& c : describe(r))
    if (auto t = typed(std::move(c), r.params())) out.push_back(std::move(*t));
  return out;
}

namespace {

// The disjuncts region_to_string prints, in its order, each with its text:
// none for `false`, one empty one for `true`.
using PrintedForm = std::vector<std::pair<std::string, std::vector<Printed>>>;
PrintedForm printed_form(const Region& r) {
  if (region_is_empty(r)) return {};
  const std::vector<std::string>& params = r.params();
  std::vector<Norm> norms;
  for (Conj& c : describe(r))
    if (auto n = normalise(std::move(c), params)) norms.push_back(std::move(*n));
  merge(norms);
  std::vector<std::vector<Printed>> conjs;
  for (const Norm& n : norms) print(n, params, conjs);
  PrintedForm out;
  for (std::vector<Printed>& c : conjs) {
    if (c.empty()) return {{"true", {}}};
    out.emplace_back(conjunction_text(c), std::move(c));
  }
  std::sort(out.begin(), out.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  out.erase(std::unique(out.begin(), out.end(), [](const auto& x, const auto& y) { return x.first == y.first; }),
            out.end());
  return out;
}

// "true": one conjunction of no atoms.
bool is_true(const PrintedForm& disjuncts) { return disjuncts.size() == 1 && disjuncts[0].second.empty(); }

std::string printed_text(const PrintedForm& disjuncts) {
  if (disjuncts.empty()) return "false";
  std::string out;
  for (const auto& [d, atoms] : disjuncts) {
    const bool wrap = disjuncts.size() > 1 && atoms.size() > 1;
    out += (out.empty() ? "" : " || ") + (wrap ? "(" + d + ")" : d);
  }
  return out;
}

}  // namespace

std::string region_to_string(const Region& r) { return printed_text(printed_form(r)); }

std::string region_to_message(const Region& r) {
  try {
    return region_to_string(r);
  } catch (const std::logic_error&) {
    char* text = isl_set_to_str(region_isl_set(r));
    if (!text) isl_failed("region_to_message");
    std::string out = std::string("(in isl's notation) ") + text;
    free(text);
    return out;
  }
}

std::string region_to_string_unless_true(const Region& r) {
  const auto disjuncts = printed_form(r);
  return is_true(disjuncts) ? "" : printed_text(disjuncts);
}

std::vector<std::vector<RegionAtom>> region_printed_atoms(const Region& r) {
  std::vector<std::vector<RegionAtom>> out;
  for (const auto& [text, atoms] : printed_form(r)) {
    std::vector<RegionAtom> conj;
    for (const Printed& p : atoms) conj.push_back(p.atom);
    out.push_back(std::move(conj));
  }
  return out;
}

bool region_prints_true(const Region& r) { return is_true(printed_form(r)); }

std::string region_atom_to_string(const RegionAtom& a) {
  static const std::map<CmpOp, const char*> ops{{CmpOp::eq, "=="}, {CmpOp::ne, "!="}, {CmpOp::ge, ">="},
                                                {CmpOp::le, "<="}, {CmpOp::lt, "<"},   {CmpOp::gt, ">"}};
  std::string lhs = affine_to_string(a.lhs);
  if (a.modulus != 0) {
    if (!a.lhs.constant().is_zero() || a.lhs.terms().size() != 1) lhs = "(" + lhs + ")";
    lhs += "%" + std::to_string(a.modulus);
  }
  return lhs + ops.at(a.op) + affine_to_string(a.rhs);
}

Region region_of_atom(const RegionAtom& a, const std::vector<std::string>& params) {
  if (a.modulus == 0) return region_from_relation(a.lhs, a.op, a.rhs, params);
  const auto value = a.rhs.constant().to_long();
  if (!a.rhs.is_constant() || !value) throw std::invalid_argument("region_of_atom: a residue's value must be a constant");
  return region_from_residue(a.lhs, a.modulus, a.op, *value, params);
}

}  // namespace cgp
