#include "symbolic/polynomial.h"

#include "symbolic/poly_game.h"

#include <flint/fmpz.h>

#include <algorithm>
#include <stdexcept>

namespace cgp {

unsigned monomial_degree(const Monomial& m) {
  unsigned d = 0;
  for (const auto& f : m) d += f.second;
  return d;
}

bool MonomialOrder::operator()(const Monomial& x, const Monomial& y) const {
  const unsigned dx = monomial_degree(x), dy = monomial_degree(y);
  if (dx != dy) return dx > dy;
  for (std::size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (x[i].first != y[i].first) return param_less(x[i].first, y[i].first);
    if (x[i].second != y[i].second) return x[i].second > y[i].second;  // a^2 before ab
  }
  return x.size() < y.size();
}

namespace {

Monomial monomial_mul(const Monomial& x, const Monomial& y) {
  Monomial out;
  auto i = x.begin(), j = y.begin();
  while (i != x.end() || j != y.end()) {
    if (j == y.end() || (i != x.end() && param_less(i->first, j->first))) {
      out.push_back(*i++);
    } else if (i == x.end() || param_less(j->first, i->first)) {
      out.push_back(*j++);
    } else {
      out.emplace_back(i->first, i->second + j->second);
      ++i, ++j;
    }
  }
  return out;
}

}  // namespace

Polynomial::Polynomial(const Dyadic& c) {
  if (!c.is_zero()) terms_.emplace(Monomial{}, c);
}

Polynomial::Polynomial(const Affine& e) : Polynomial(e.constant()) {
  for (const Affine::Term& t : e.terms()) terms_.emplace(Monomial{{t.param, 1u}}, t.coef);
}

Polynomial Polynomial::param(const std::string& name, const Dyadic& coef, unsigned power) {
  if (!param_name_is_valid(name)) throw std::invalid_argument("invalid parameter name '" + name + "'");
  Polynomial p;
  if (power == 0) return Polynomial(coef);
  p.add_term(Monomial{{name, power}}, coef);
  return p;
}

void Polynomial::add_term(const Monomial& m, const Dyadic& c) {
  if (c.is_zero()) return;
  auto [it, fresh] = terms_.emplace(m, c);
  if (fresh) return;
  it->second = it->second + c;
  if (it->second.is_zero()) terms_.erase(it);
}

Dyadic Polynomial::constant() const {
  auto it = terms_.find(Monomial{});
  return it == terms_.end() ? Dyadic(0) : it->second;
}

unsigned Polynomial::degree() const { return terms_.empty() ? 0 : monomial_degree(terms_.begin()->first); }

std::optional<Affine> Polynomial::as_affine() const {
  if (degree() > 1) return std::nullopt;
  Affine out;
  for (const auto& [m, c] : terms_) out += m.empty() ? Affine(c) : Affine::param(m.front().first, c);
  return out;
}

std::vector<std::string> Polynomial::params() const {
  std::vector<std::string> out;
  for (const auto& t : terms_)
    for (const auto& f : t.first) out.push_back(f.first);
  param_sort(out);
  return out;
}

Polynomial Polynomial::operator-() const {
  Polynomial out;
  for (const auto& [m, c] : terms_) out.terms_.emplace(m, -c);
  return out;
}

Polynomial operator+(const Polynomial& x, const Polynomial& y) {
  Polynomial out = x;
  for (const auto& [m, c] : y.terms_) out.add_term(m, c);
  return out;
}

Polynomial operator-(const Polynomial& x, const Polynomial& y) { return x + -y; }

Polynomial operator*(const Polynomial& x, const Polynomial& y) {
  Polynomial out;
  for (const auto& [mx, cx] : x.terms_)
    for (const auto& [my, cy] : y.terms_) out.add_term(monomial_mul(mx, my), dyadic_mul(cx, cy));
  return out;
}

std::size_t Polynomial::hash() const {
  std::size_t h = 0x51ed270b;
  for (const auto& [m, c] : terms_) {
    for (const auto& [name, k] : m) h = (h * 0x100000001b3ULL) ^ std::hash<std::string>()(name) ^ (k << 3);
    h = (h * 0x100000001b3ULL) ^ (c.hash() << 1);
  }
  return h;
}

Polynomial poly_power(const Polynomial& x, unsigned k) {
  Polynomial out(1L);
  for (unsigned i = 0; i < k; ++i) out = out * x;
  return out;
}

Polynomial poly_substitute(const Polynomial& p, const std::map<std::string, Polynomial>& values) {
  Polynomial out;
  for (const auto& [m, c] : p.terms()) {
    Polynomial term(c);
    for (const auto& [name, k] : m) {
      auto it = values.find(name);
      term = term * (it == values.end() ? Polynomial::param(name, Dyadic(1), k) : poly_power(it->second, k));
    }
    out += term;
  }
  return out;
}

Polynomial poly_substitute(const Polynomial& p, const std::map<std::string, Affine>& values) {
  std::map<std::string, Polynomial> lifted;
  for (const auto& [name, e] : values) lifted.emplace(name, Polynomial(e));
  return poly_substitute(p, lifted);
}

Dyadic poly_eval(const Polynomial& p, const ParamValues& point) {
  Dyadic v;
  for (const auto& [m, c] : p.terms()) {
    Dyadic term = c;
    for (const auto& [name, k] : m) {
      auto it = point.find(name);
      if (it == point.end()) throw std::invalid_argument("poly_eval: no value for '" + name + "'");
      for (unsigned i = 0; i < k; ++i) term = dyadic_mul(term, Dyadic(it->second));
    }
    v = v + term;
  }
  return v;
}

std::pair<Polynomial, unsigned long> poly_clear_denominators(const Polynomial& p) {
  unsigned long k = 0;
  for (const auto& t : p.terms()) k = std::max(k, t.second.exponent());
  fmpz_t scale;
  fmpz_init_set_ui(scale, 1);
  fmpz_mul_2exp(scale, scale, k);
  Polynomial out = p * Polynomial(Dyadic::from_fmpz(scale, 0));
  fmpz_clear(scale);
  return {out, k};
}

namespace {

// "ab", "3a^2b", "ab/2" for a positive coefficient; the constant term alone.
std::string term_text(const Monomial& m, const Dyadic& coef) {
  const Dyadic mag = coef.sign() < 0 ? -coef : coef;
  const std::string full = mag.to_string();  // "3" or "3/4"
  if (m.empty()) return full;
  const auto slash = full.find('/');
  const std::string num = full.substr(0, slash);
  std::string out = num == "1" ? "" : num;
  const auto power = [](const std::string& name, unsigned k) {
    if (k == 0) return std::string();
    std::string out = name;
    // Appended, not "^" + std::to_string(k): GCC 12 warns falsely (-Wrestrict) on
    // a literal plus a temporary string.
    if (k > 1) out.append("^").append(std::to_string(k));
    return out;
  };
  for (std::size_t i = 0; i + 1 < m.size(); ++i) out += power(m[i].first, m[i].second);
  const auto& [last, k] = m.back();
  if (slash == std::string::npos) return out + power(last, k);
  // A '/' must end a plain name (a^2/4 does not read back): a^2/4 is aa/4.
  return out + power(last, k - 1) + last + full.substr(slash);
}

}  // namespace

std::string poly_to_string(const Polynomial& p) {
  std::string out;
  for (int pass = 0; pass < 2; ++pass)  // positive terms, then negative ones
    for (const auto& [m, c] : p.terms()) {
      if (m.empty() || (c.sign() > 0) != (pass == 0)) continue;
      out += c.sign() < 0 ? "-" : out.empty() ? "" : "+";
      out += term_text(m, c);
    }
  const Dyadic c = p.constant();
  if (c.is_zero()) return out.empty() ? "0" : out;
  if (c.sign() > 0 && !out.empty()) out += '+';
  return out + c.to_string();
}

std::variant<Polynomial, ParseError> poly_parse(std::string_view text) {
  auto parsed = poly_game_parse(text);
  if (auto* err = std::get_if<ParseError>(&parsed)) return *err;
  const PolyGame& g = std::get<PolyGame>(parsed);
  if (!g.is_number()) return ParseError{0, "not a polynomial (a game with options, ups or stars) at column 0"};
  return g.number();
}

}  // namespace cgp
