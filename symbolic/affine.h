// Affine: c0 + sum_i c_i * p_i over named integer parameters, with exact
// dyadic coefficients. The number leaves of symbolic games and the terms of
// regions are Affines.
//
// Parameter names: one lowercase letter followed by optional digits (a, b, n1,
// k12). Names are ordered by letter, then by the number after it (a < a2 <
// a10 < b); that order is the canonical order of terms and of region
// parameters.
//
// Text syntax (printing and parsing agree; whitespace is free between terms):
//   constants      0  3  -3/8            (denominators are powers of two)
//   terms          a  2a  a/2  3a/4      (coefficient, name, then an optional
//                                         /2^k that scales the whole term)
//   sums           2a-b+3  c-a+2  -a+1  (a+1)  -(a-b)
// Multiplication is implicit and only by a constant written before the name
// (2a); there is no `*`, because `*` is star in game notation. `ab` is an
// error, not a product: names are one letter, and products of parameters are
// not affine. `1/2a` is an error too (write `a/2`), so that a '/' always
// scales the term it ends.
// Printing: positive terms first, then negative ones, each in parameter order,
// then the constant: `2a-b+3`, `c-a-2`, `-a+1`, `a/2+1/4`, `0`, `-3/8`.
#pragma once

#include "symbolic/dyadic.h"
#include "symbolic/parse_error.h"

#include <cstddef>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace cgp {

// Integer values for parameters, by name.
using ParamValues = std::map<std::string, long>;
// "a=1, b=0" for messages.
std::string param_values_to_string(const ParamValues& at);
// The sum of the values: region_point_sum of the same point by name.
long param_values_sum(const ParamValues& at);

bool param_name_is_valid(std::string_view name);
// The canonical parameter order (see the top of this file).
bool param_less(std::string_view x, std::string_view y);
void param_sort(std::vector<std::string>& names);  // sorts and removes duplicates
// The first name of `used` that is not among `known`: a formula or region
// naming a parameter its pattern lacks (every front end refuses it).
std::optional<std::string> param_first_missing(const std::vector<std::string>& used,
                                               const std::vector<std::string>& known);

class Affine {
 public:
  struct Term {
    std::string param;
    Dyadic coef;  // never zero
  };

  Affine() = default;                  // 0
  Affine(long c) : constant_(c) {}     // NOLINT: integers are affine
  Affine(Dyadic c) : constant_(std::move(c)) {}  // NOLINT: so are dyadics
  // coef * name; throws std::invalid_argument for an invalid name.
  static Affine param(std::string_view name, const Dyadic& coef = Dyadic(1));

  const Dyadic& constant() const { return constant_; }
  const std::vector<Term>& terms() const { return terms_; }  // in param_less order
  Dyadic coefficient(std::string_view name) const;           // 0 if absent
  bool is_constant() const { return terms_.empty(); }
  bool is_integral() const;                                  // every coefficient an integer
  std::vector<std::string> params() const;                   // in param_less order

  Affine operator-() const;
  friend Affine operator+(const Affine& x, const Affine& y);
  friend Affine operator-(const Affine& x, const Affine& y);
  friend Affine operator*(const Dyadic& k, const Affine& x);
  friend Affine operator*(const Affine& x, const Dyadic& k) { return k * x; }
  Affine& operator+=(const Affine& y) { return *this = *this + y; }
  Affine& operator-=(const Affine& y) { return *this = *this - y; }

  bool operator==(const Affine& o) const;
  bool operator!=(const Affine& o) const { return !(*this == o); }
  std::size_t hash() const;

 private:
  Dyadic constant_;
  std::vector<Term> terms_;
};

struct AffineHash {
  std::size_t operator()(const Affine& e) const { return e.hash(); }
};

// x * y for dyadics (Dyadic itself has no product).
Dyadic dyadic_mul(const Dyadic& x, const Dyadic& y);

// The syntax above; never throws.
std::variant<Affine, ParseError> affine_parse(std::string_view text);

// For parsers that embed affine terms (regions, symbolic games): reads the
// longest affine expression starting at `pos` (leading whitespace skipped) and
// stops before the first character that cannot continue it, such as a
// relation, '%', '*', ',' or an unmatched ')'. Never throws.
struct AffinePrefix {
  Affine value;
  std::size_t end = 0;  // offset just after the expression (trailing spaces not consumed)
  // True when the expression is a single unsigned term or parenthesised group
  // (b, 2b, (a+b)), so that a following operator such as % applies to all of it.
  bool single = false;
  // Every parameter occurrence with its column, to check names against a list.
  std::vector<std::pair<std::string, std::size_t>> names;
};
std::variant<AffinePrefix, ParseError> affine_parse_prefix(std::string_view text, std::size_t pos);

// The message for an unexpected character at `pos` in affine context, with a
// hint for the usual non-affine attempts (a*b, a^2, ab): "unexpected '*' at
// column 1 (...)", or "... end of input ...".
ParseError affine_unexpected(std::string_view text, std::size_t pos);

std::string affine_to_string(const Affine& e);
std::ostream& operator<<(std::ostream& os, const Affine& e);

// 2^k * e for the least k that makes every coefficient an integer.
Affine affine_clear_denominators(const Affine& e);

// Simultaneous substitution: every parameter named in `values` is replaced by
// its Affine (p -> a-1 and a -> p at once is fine); others are kept.
Affine affine_substitute(const Affine& e, const std::map<std::string, Affine>& values);
Affine affine_substitute(const Affine& e, std::string_view name, const Affine& value);

// The value at an integer point. Every parameter of e must be given: a missing
// one is a programming error and throws std::invalid_argument.
Dyadic affine_eval(const Affine& e, const ParamValues& point);
// The same with the point as values aligned to `params`.
Dyadic affine_eval(const Affine& e, const std::vector<std::string>& params,
                   const std::vector<long>& values);

}  // namespace cgp
