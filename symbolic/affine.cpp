#include "symbolic/affine.h"

#include <flint/fmpz.h>

#include <algorithm>
#include <cstdio>
#include <cctype>
#include <stdexcept>
#include <utility>

namespace cgp {

// ---------------------------------------------------------------- names

bool param_name_is_valid(std::string_view name) {
  if (name.empty() || name[0] < 'a' || name[0] > 'z') return false;
  return std::all_of(name.begin() + 1, name.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool param_less(std::string_view x, std::string_view y) {
  // Letter first; then the number after it, compared by length before digits
  // so that a2 < a10 without parsing numbers that may not fit a machine word.
  if (x.empty() || y.empty()) return x.size() < y.size();
  if (x[0] != y[0]) return x[0] < y[0];
  if (x.size() != y.size()) return x.size() < y.size();
  return x < y;
}

void param_sort(std::vector<std::string>& names) {
  std::sort(names.begin(), names.end(), [](const std::string& x, const std::string& y) {
    return param_less(x, y);
  });
  names.erase(std::unique(names.begin(), names.end()), names.end());
}

std::optional<std::string> param_first_missing(const std::vector<std::string>& used,
                                               const std::vector<std::string>& known) {
  for (const std::string& p : used)
    if (std::find(known.begin(), known.end(), p) == known.end()) return p;
  return std::nullopt;
}

// ---------------------------------------------------------------- arithmetic

Dyadic dyadic_mul(const Dyadic& x, const Dyadic& y) {
  fmpz_t p;
  fmpz_init(p);
  fmpz_mul(p, x.numerator(), y.numerator());
  Dyadic out = Dyadic::from_fmpz(p, x.exponent() + y.exponent());
  fmpz_clear(p);
  return out;
}

Affine Affine::param(std::string_view name, const Dyadic& coef) {
  if (!param_name_is_valid(name))
    throw std::invalid_argument("invalid parameter name '" + std::string(name) + "'");
  Affine e;
  if (!coef.is_zero()) e.terms_.push_back(Term{std::string(name), coef});
  return e;
}

Dyadic Affine::coefficient(std::string_view name) const {
  for (const Term& t : terms_)
    if (t.param == name) return t.coef;
  return Dyadic(0);
}

bool Affine::is_integral() const {
  if (!constant_.is_integer()) return false;
  return std::all_of(terms_.begin(), terms_.end(), [](const Term& t) { return t.coef.is_integer(); });
}

std::vector<std::string> Affine::params() const {
  std::vector<std::string> out;
  for (const Term& t : terms_) out.push_back(t.param);
  return out;
}

Affine Affine::operator-() const { return Dyadic(-1) * *this; }

// Merges two sorted term lists; `sign` is +1 or -1 for y.
static Affine combine(const Affine& x, const Affine& y, int sign) {
  Affine out = sign > 0 ? Affine(x.constant() + y.constant()) : Affine(x.constant() - y.constant());
  auto i = x.terms().begin(), j = y.terms().begin();
  while (i != x.terms().end() || j != y.terms().end()) {
    if (j == y.terms().end() || (i != x.terms().end() && param_less(i->param, j->param))) {
      out += Affine::param(i->param, i->coef);
      ++i;
    } else if (i == x.terms().end() || param_less(j->param, i->param)) {
      out += Affine::param(j->param, sign > 0 ? j->coef : -j->coef);
      ++j;
    } else {
      out += Affine::param(i->param, sign > 0 ? i->coef + j->coef : i->coef - j->coef);
      ++i, ++j;
    }
  }
  return out;
}

Affine operator+(const Affine& x, const Affine& y) {
  // Fast path that `combine` itself relies on: adding a single term (or a
  // constant) to an Affine whose terms all come before it.
  if (y.terms_.empty() || (y.terms_.size() == 1 && (x.terms_.empty() ||
                                                    param_less(x.terms_.back().param, y.terms_[0].param)))) {
    Affine out = x;
    out.constant_ = x.constant_ + y.constant_;
    if (!y.terms_.empty()) out.terms_.push_back(y.terms_[0]);
    return out;
  }
  return combine(x, y, 1);
}

Affine operator-(const Affine& x, const Affine& y) { return combine(x, y, -1); }

Affine operator*(const Dyadic& k, const Affine& x) {
  if (k.is_zero()) return Affine();
  Affine out(dyadic_mul(k, x.constant_));
  for (const Affine::Term& t : x.terms_) out.terms_.push_back({t.param, dyadic_mul(k, t.coef)});
  return out;
}

bool Affine::operator==(const Affine& o) const {
  if (constant_ != o.constant_ || terms_.size() != o.terms_.size()) return false;
  for (std::size_t i = 0; i < terms_.size(); ++i)
    if (terms_[i].param != o.terms_[i].param || terms_[i].coef != o.terms_[i].coef) return false;
  return true;
}

std::size_t Affine::hash() const {
  std::size_t h = constant_.hash();
  for (const Term& t : terms_)
    h = (h * 0x100000001b3ULL) ^ std::hash<std::string>()(t.param) ^ (t.coef.hash() << 1);
  return h;
}

Affine affine_clear_denominators(const Affine& e) {
  unsigned long k = e.constant().exponent();
  for (const Affine::Term& t : e.terms()) k = std::max(k, t.coef.exponent());
  fmpz_t scale;
  fmpz_init_set_ui(scale, 1);
  fmpz_mul_2exp(scale, scale, k);
  Affine out = Dyadic::from_fmpz(scale, 0) * e;
  fmpz_clear(scale);
  return out;
}

Affine affine_substitute(const Affine& e, const std::map<std::string, Affine>& values) {
  Affine out(e.constant());
  for (const Affine::Term& t : e.terms()) {
    auto it = values.find(t.param);
    out += it == values.end() ? Affine::param(t.param, t.coef) : t.coef * it->second;
  }
  return out;
}

Affine affine_substitute(const Affine& e, std::string_view name, const Affine& value) {
  return affine_substitute(e, std::map<std::string, Affine>{{std::string(name), value}});
}

std::string param_values_to_string(const ParamValues& at) {
  std::string s;
  for (const auto& [k, v] : at) s += (s.empty() ? "" : ", ") + k + "=" + std::to_string(v);
  return s;
}

long param_values_sum(const ParamValues& at) {
  long s = 0;
  for (const auto& [name, v] : at) s += v;
  return s;
}

Dyadic affine_eval(const Affine& e, const ParamValues& point) {
  Dyadic v = e.constant();
  for (const Affine::Term& t : e.terms()) {
    auto it = point.find(t.param);
    if (it == point.end()) throw std::invalid_argument("affine_eval: no value for '" + t.param + "'");
    v = v + dyadic_mul(t.coef, Dyadic(it->second));
  }
  return v;
}

// The guesser's fits evaluate their formulas at every point of a cell, so this
// looks each term's parameter up in `params` (a handful of names) rather than
// building a ParamValues map per call: the map's allocations were most of a
// six-parameter state's fit.
Dyadic affine_eval(const Affine& e, const std::vector<std::string>& params,
                   const std::vector<long>& values) {
  if (params.size() != values.size()) throw std::invalid_argument("affine_eval: size mismatch");
  Dyadic v = e.constant();
  for (const Affine::Term& t : e.terms()) {
    const auto it = std::find(params.begin(), params.end(), t.param);
    if (it == params.end()) throw std::invalid_argument("affine_eval: no value for '" + t.param + "'");
    v = v + dyadic_mul(t.coef, Dyadic(values[static_cast<std::size_t>(it - params.begin())]));
  }
  return v;
}

// ---------------------------------------------------------------- printing

// "a", "3a", "a/2", "3a/4" for a positive coefficient.
static std::string term_text(const Dyadic& coef, const std::string& name) {
  const Dyadic mag = coef.sign() < 0 ? -coef : coef;
  const std::string full = mag.to_string();  // "3" or "3/4"
  const auto slash = full.find('/');
  std::string num = full.substr(0, slash);
  std::string out = (num == "1" ? "" : num) + name;
  if (slash != std::string::npos) out += full.substr(slash);
  return out;
}

std::string affine_to_string(const Affine& e) {
  std::string out;
  for (int pass = 0; pass < 2; ++pass)  // positive terms, then negative ones
    for (const Affine::Term& t : e.terms()) {
      if ((t.coef.sign() > 0) != (pass == 0)) continue;
      if (t.coef.sign() < 0)
        out += '-';
      else if (!out.empty())
        out += '+';
      out += term_text(t.coef, t.param);
    }
  const Dyadic& c = e.constant();
  if (c.is_zero()) return out.empty() ? "0" : out;
  if (c.sign() > 0 && !out.empty()) out += '+';
  return out + c.to_string();
}

std::ostream& operator<<(std::ostream& os, const Affine& e) { return os << affine_to_string(e); }

// ---------------------------------------------------------------- parsing

namespace {

constexpr std::size_t kMaxNesting = 200;

struct Fail {
  ParseError error;
};

std::string describe(std::string_view text, std::size_t pos) {
  if (pos >= text.size()) return "end of input";
  return std::string("'") + text[pos] + "'";
}

[[noreturn]] void fail(std::size_t column, const std::string& message) {
  throw Fail{ParseError{column, message}};
}

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_alpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

class Reader {
 public:
  Reader(std::string_view text, std::size_t pos) : t_(text), pos_(pos) {}

  AffinePrefix read() {
    AffinePrefix out;
    out.value = sum(out.single);
    out.end = pos_;
    out.names = std::move(names_);
    return out;
  }

 private:
  void skip() {
    while (pos_ < t_.size() && std::isspace(static_cast<unsigned char>(t_[pos_]))) ++pos_;
  }
  bool at(char c) const { return pos_ < t_.size() && t_[pos_] == c; }

  [[noreturn]] void expected(const std::string& what) {
    fail(pos_, "expected " + what + " at column " + std::to_string(pos_) + ", found " + describe(t_, pos_));
  }

  Affine sum(bool& single) {
    skip();
    const bool is_signed = at('-') || at('+');
    const bool negate = at('-');
    if (is_signed) ++pos_;
    Affine value = term();
    if (negate) value = -value;
    std::size_t count = 1;
    for (;;) {
      const std::size_t save = pos_;
      skip();
      // "+-" is the switch operator of game notation, never affine.
      if (!(at('+') || at('-')) || (at('+') && pos_ + 1 < t_.size() && t_[pos_ + 1] == '-')) {
        pos_ = save;
        break;
      }
      const char op = t_[pos_++];
      const Affine rhs = term();
      value = op == '+' ? value + rhs : value - rhs;
      ++count;
    }
    single = !is_signed && count == 1;
    return value;
  }

  Affine term() {
    skip();
    if (at('(')) {
      if (++depth_ > kMaxNesting)
        fail(pos_, "nesting deeper than " + std::to_string(kMaxNesting) + " at column " + std::to_string(pos_));
      ++pos_;
      bool single = false;
      Affine inner = sum(single);
      skip();
      if (!at(')')) expected("')'");
      ++pos_;
      --depth_;
      return inner;
    }
    const std::size_t start = pos_;
    while (pos_ < t_.size() && is_digit(t_[pos_])) ++pos_;
    const std::string digits(t_.substr(start, pos_ - start));
    std::string name;
    if (pos_ < t_.size() && t_[pos_] >= 'a' && t_[pos_] <= 'z') {
      const std::size_t name_start = pos_++;
      while (pos_ < t_.size() && is_digit(t_[pos_])) ++pos_;
      if (pos_ < t_.size() && is_alpha(t_[pos_])) {
        std::size_t end = pos_;
        while (end < t_.size() && (is_alpha(t_[end]) || is_digit(t_[end]))) ++end;
        fail(name_start, "'" + std::string(t_.substr(name_start, end - name_start)) + "' at column " +
                             std::to_string(name_start) +
                             " is not a parameter (a name is one letter and optional digits, as in a "
                             "or n1; a product of parameters is not affine)");
      }
      name = std::string(t_.substr(name_start, pos_ - name_start));
      names_.emplace_back(name, name_start);
    }
    if (digits.empty() && name.empty()) expected("a number or a parameter");
    std::string den = "1";
    if (at('/')) {
      ++pos_;
      const std::size_t den_start = pos_;
      while (pos_ < t_.size() && is_digit(t_[pos_])) ++pos_;
      den = std::string(t_.substr(den_start, pos_ - den_start));
      if (den.empty()) expected("a denominator");
      if (den.find_first_not_of('0') == std::string::npos)
        fail(den_start, "denominator 0 at column " + std::to_string(den_start));
      if (!Dyadic::from_string("1/" + den))
        fail(den_start, "denominator " + den + " is not a power of two at column " + std::to_string(den_start));
      if (pos_ < t_.size() && is_alpha(t_[pos_]))
        fail(pos_, "unexpected '" + std::string(1, t_[pos_]) + "' at column " + std::to_string(pos_) +
                       " (a coefficient goes before the name: a/2, 3a/4)");
    }
    const auto coef = Dyadic::from_string((digits.empty() ? "1" : digits) + "/" + den);
    if (!coef) fail(start, "bad number at column " + std::to_string(start));  // ruled out above
    return name.empty() ? Affine(*coef) : Affine::param(name, *coef);
  }

  std::string_view t_;
  std::size_t pos_;
  std::size_t depth_ = 0;
  std::vector<std::pair<std::string, std::size_t>> names_;
};

}  // namespace

ParseError affine_unexpected(std::string_view text, std::size_t pos) {
  const std::string where = " at column " + std::to_string(pos);
  if (pos >= text.size()) return {pos, "unexpected end of input" + where};
  const std::string head = "unexpected " + describe(text, pos) + where;
  if (text[pos] == '*')
    return {pos, head + " (multiply by writing a constant before the name, as in 2a; a product of "
                        "parameters is not affine)"};
  if (text[pos] == '^') return {pos, head + " (a power of a parameter is not affine)"};
  return {pos, head};
}

std::variant<AffinePrefix, ParseError> affine_parse_prefix(std::string_view text, std::size_t pos) {
  try {
    return Reader(text, pos).read();
  } catch (const Fail& f) {
    return f.error;
  } catch (const std::exception& e) {
    return ParseError{pos, std::string("internal error: ") + e.what() + " at column " + std::to_string(pos)};
  }
}

std::variant<Affine, ParseError> affine_parse(std::string_view text) {
  auto r = affine_parse_prefix(text, 0);
  if (auto* err = std::get_if<ParseError>(&r)) return *err;
  AffinePrefix& p = std::get<AffinePrefix>(r);
  std::size_t end = p.end;
  while (end < text.size() && std::isspace(static_cast<unsigned char>(text[end]))) ++end;
  if (end != text.size()) return affine_unexpected(text, end);
  return std::move(p.value);
}


}  // namespace cgp
