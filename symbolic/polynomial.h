// Polynomial: exact dyadic coefficients over monomials of integer parameters,
// the number leaves of games whose values are polynomial in the parameters
// ((a-1)(b-1), ab/2, a^2). A quasi-polynomial is a piecewise value whose
// pieces carry residue conditions (b%2==1); each piece's leaf is a Polynomial.
//
// Text syntax (poly_parse; in games, poly_game_parse). Affine's syntax is a
// subset and means the same, so every Affine reads as the same Polynomial:
//   products       ab  2ab  ab/2  (a-1)(b-1)  3a(b+1)   juxtaposition, no
//                                         space between factors; never `*`,
//                                         which is star in game notation
//   powers         a^2  (a+1)^2  a^2b      `^` followed directly by digits
//                                         after a name or ')'; elsewhere `^`
//                                         is up, so a^ is a + ^ and a^2 is a*a
//   sums           2ab-b  ab-a-b+1
// `ab` is a product only in polynomial context (poly_parse, poly_game_parse,
// and the commands that fall back to them); affine_parse and sym_game_parse
// refuse it as before. A name is still one letter and optional digits, so
// `a2b` is a2 times b.
// Printing: terms by decreasing degree, positive ones first, then negative
// ones, then the constant, each monomial as coefficient, names with powers,
// then /2^k: `ab-a-b+1`, `ab/2`, `a^2-3ab/4+1`, `-ab+2`.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/dyadic.h"
#include "symbolic/parse_error.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace cgp {

// Parameters with their powers (>= 1), in param_less order; empty for 1.
using Monomial = std::vector<std::pair<std::string, unsigned>>;

unsigned monomial_degree(const Monomial& m);
// Higher degree first, then by parameter order: the printing order.
struct MonomialOrder {
  bool operator()(const Monomial& x, const Monomial& y) const;
};

class Polynomial {
 public:
  using Terms = std::map<Monomial, Dyadic, MonomialOrder>;  // coefficients never zero

  Polynomial() = default;                              // 0
  Polynomial(long c) : Polynomial(Dyadic(c)) {}        // NOLINT: integers are polynomials
  Polynomial(const Dyadic& c);                         // NOLINT: so are dyadics
  Polynomial(const Affine& e);                         // NOLINT: and affine functions
  // coef * name^power; throws std::invalid_argument for an invalid name.
  static Polynomial param(const std::string& name, const Dyadic& coef = Dyadic(1), unsigned power = 1);

  const Terms& terms() const { return terms_; }
  Dyadic constant() const;
  unsigned degree() const;  // 0 for constants (and for 0)
  bool is_constant() const { return degree() == 0; }
  // The Affine equal to this when the degree is at most 1.
  std::optional<Affine> as_affine() const;
  std::vector<std::string> params() const;  // in param_less order

  Polynomial operator-() const;
  friend Polynomial operator+(const Polynomial& x, const Polynomial& y);
  friend Polynomial operator-(const Polynomial& x, const Polynomial& y);
  friend Polynomial operator*(const Polynomial& x, const Polynomial& y);
  Polynomial& operator+=(const Polynomial& y) { return *this = *this + y; }
  Polynomial& operator-=(const Polynomial& y) { return *this = *this - y; }

  bool operator==(const Polynomial& o) const { return terms_ == o.terms_; }
  bool operator!=(const Polynomial& o) const { return !(*this == o); }
  std::size_t hash() const;

 private:
  void add_term(const Monomial& m, const Dyadic& c);
  Terms terms_;
};

struct PolynomialHash {
  std::size_t operator()(const Polynomial& p) const { return p.hash(); }
};

// x^k (k small: the caller bounds it).
Polynomial poly_power(const Polynomial& x, unsigned k);

// Simultaneous substitution of affine (or polynomial) functions for parameters.
Polynomial poly_substitute(const Polynomial& p, const std::map<std::string, Affine>& values);
Polynomial poly_substitute(const Polynomial& p, const std::map<std::string, Polynomial>& values);

// The value at an integer point; every parameter of p must be given (a missing
// one throws std::invalid_argument).
Dyadic poly_eval(const Polynomial& p, const ParamValues& point);

// 2^k * p for the least k that makes every coefficient an integer, and that k.
std::pair<Polynomial, unsigned long> poly_clear_denominators(const Polynomial& p);

std::string poly_to_string(const Polynomial& p);

// The syntax above (a number, not a game: `a*` is refused); never throws.
std::variant<Polynomial, ParseError> poly_parse(std::string_view text);

}  // namespace cgp
