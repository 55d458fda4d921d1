#include "symbolic/dyadic.h"

#include <flint/fmpz.h>

#include <cctype>
#include <string>

namespace cgp {

namespace {

// Owns a temporary fmpz for the duration of a computation.
struct Scratch {
  Scratch() { fmpz_init(v); }
  ~Scratch() { fmpz_clear(v); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;
  fmpz_t v;
};

}  // namespace

void Dyadic::normalise() {
  if (fmpz_is_zero(num_)) {
    exp_ = 0;
    return;
  }
  const unsigned long twos = fmpz_val2(num_);
  const unsigned long shift = twos < exp_ ? twos : exp_;
  if (shift > 0) {
    fmpz_fdiv_q_2exp(num_, num_, shift);
    exp_ -= shift;
  }
}

Dyadic Dyadic::from_fmpz(const fmpz_t num, unsigned long exp) {
  Dyadic d;
  fmpz_set(d.num_, num);
  d.exp_ = exp;
  d.normalise();
  return d;
}

std::optional<Dyadic> Dyadic::from_string(std::string_view text) {
  const auto slash = text.find('/');
  std::string num(text.substr(0, slash));
  std::string den = slash == std::string_view::npos ? "1" : std::string(text.substr(slash + 1));
  auto is_int = [](const std::string& s, bool allow_sign) {
    std::size_t i = (allow_sign && !s.empty() && s[0] == '-') ? 1 : 0;
    if (i == s.size()) return false;
    for (; i < s.size(); ++i)
      if (!std::isdigit(static_cast<unsigned char>(s[i]))) return false;
    return true;
  };
  if (!is_int(num, true) || !is_int(den, false)) return std::nullopt;
  Dyadic d;
  Scratch q;
  if (fmpz_set_str(d.num_, num.c_str(), 10) != 0 || fmpz_set_str(q.v, den.c_str(), 10) != 0)
    return std::nullopt;
  // The denominator must be a power of two: 2^k has exactly one bit set.
  if (fmpz_sgn(q.v) <= 0 || fmpz_popcnt(q.v) != 1) return std::nullopt;
  d.exp_ = fmpz_bits(q.v) - 1;
  d.normalise();
  return d;
}

std::optional<long> Dyadic::to_long() const {
  if (exp_ != 0 || !fmpz_fits_si(num_)) return std::nullopt;
  return fmpz_get_si(num_);
}

Dyadic Dyadic::operator-() const {
  Dyadic d(*this);
  fmpz_neg(d.num_, d.num_);
  return d;
}

Dyadic Dyadic::operator+(const Dyadic& o) const {
  Dyadic d;
  if (exp_ == o.exp_) {
    fmpz_add(d.num_, num_, o.num_);
    d.exp_ = exp_;
  } else if (exp_ > o.exp_) {
    fmpz_mul_2exp(d.num_, o.num_, exp_ - o.exp_);
    fmpz_add(d.num_, d.num_, num_);
    d.exp_ = exp_;
  } else {
    fmpz_mul_2exp(d.num_, num_, o.exp_ - exp_);
    fmpz_add(d.num_, d.num_, o.num_);
    d.exp_ = o.exp_;
  }
  d.normalise();
  return d;
}

Dyadic Dyadic::operator-(const Dyadic& o) const { return *this + (-o); }

Dyadic Dyadic::half() const {
  Dyadic d(*this);
  ++d.exp_;
  d.normalise();
  return d;
}

Dyadic Dyadic::floor() const {
  if (exp_ == 0) return *this;
  Dyadic d;
  fmpz_fdiv_q_2exp(d.num_, num_, exp_);
  return d;
}

Dyadic Dyadic::ceil() const {
  if (exp_ == 0) return *this;
  return -(-*this).floor();
}

int Dyadic::compare(const Dyadic& o) const {
  if (exp_ == o.exp_) return fmpz_cmp(num_, o.num_);
  Scratch scaled;
  if (exp_ > o.exp_) {
    fmpz_mul_2exp(scaled.v, o.num_, exp_ - o.exp_);
    return fmpz_cmp(num_, scaled.v);
  }
  fmpz_mul_2exp(scaled.v, num_, o.exp_ - exp_);
  return fmpz_cmp(scaled.v, o.num_);
}

std::size_t Dyadic::hash() const {
  std::size_t h = exp_ * 0x9e3779b97f4a7c15ULL;
  if (fmpz_fits_si(num_)) return h ^ static_cast<std::size_t>(fmpz_get_si(num_));
  Scratch low;
  fmpz_fdiv_r_2exp(low.v, num_, 62);
  return h ^ static_cast<std::size_t>(fmpz_get_si(low.v)) ^ fmpz_bits(num_);
}

std::string Dyadic::to_string() const {
  char* s = fmpz_get_str(nullptr, 10, num_);
  std::string out(s);
  flint_free(s);
  if (exp_ > 0) {
    Scratch den;
    fmpz_one(den.v);
    fmpz_mul_2exp(den.v, den.v, exp_);
    char* d = fmpz_get_str(nullptr, 10, den.v);
    out += "/";
    out += d;
    flint_free(d);
  }
  return out;
}

Dyadic Dyadic::simplest_above(const Dyadic& x) {
  return x.sign() < 0 ? Dyadic(0) : x.floor() + Dyadic(1);
}

Dyadic Dyadic::simplest_below(const Dyadic& x) {
  return x.sign() > 0 ? Dyadic(0) : x.ceil() - Dyadic(1);
}

Dyadic Dyadic::simplest_between(const Dyadic& lo, const Dyadic& hi) {
  // An integer strictly inside wins, the one nearest zero; otherwise the
  // dyadic with the smallest denominator strictly inside (it is unique).
  if (lo.sign() < 0 && hi.sign() > 0) return Dyadic(0);
  if (lo.sign() >= 0) {
    Dyadic n = lo.floor() + Dyadic(1);
    if (n < hi) return n;
  } else {
    Dyadic n = hi.ceil() - Dyadic(1);
    if (n > lo) return n;
  }
  // lo and hi lie in one unit interval [n, n+1]; bisect until a midpoint falls inside.
  Dyadic a = lo.floor(), b = a + Dyadic(1);
  for (;;) {
    Dyadic mid = (a + b).half();
    if (mid <= lo)
      a = mid;
    else if (mid >= hi)
      b = mid;
    else
      return mid;
  }
}

}  // namespace cgp
