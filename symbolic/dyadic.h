// Dyadic: an exact dyadic rational p / 2^k, the number domain of short games.
//
// The numerator is a FLINT fmpz, so small values stay in one machine word and
// large ones grow without overflow. The representation is normalised (p odd or
// k == 0), so equal values have equal representations and hashes.
#pragma once

#include <flint/fmpz.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cgp {

class Dyadic {
 public:
  Dyadic() { fmpz_init(num_); }
  Dyadic(long n) { fmpz_init_set_si(num_, n); }  // NOLINT: integers are dyadics
  Dyadic(const Dyadic& o) : exp_(o.exp_) { fmpz_init_set(num_, o.num_); }
  Dyadic(Dyadic&& o) noexcept : exp_(o.exp_) {
    fmpz_init(num_);
    fmpz_swap(num_, o.num_);
  }
  Dyadic& operator=(const Dyadic& o) {
    fmpz_set(num_, o.num_);
    exp_ = o.exp_;
    return *this;
  }
  Dyadic& operator=(Dyadic&& o) noexcept {
    fmpz_swap(num_, o.num_);
    exp_ = o.exp_;
    return *this;
  }
  ~Dyadic() { fmpz_clear(num_); }

  // p / 2^k for an integer p given as a decimal string; nullopt if malformed.
  static std::optional<Dyadic> from_string(std::string_view text);
  // num / 2^exp, normalised.
  static Dyadic from_fmpz(const fmpz_t num, unsigned long exp);

  const fmpz* numerator() const { return num_; }
  unsigned long exponent() const { return exp_; }  // the denominator is 2^exponent()

  bool is_integer() const { return exp_ == 0; }
  bool is_zero() const { return fmpz_is_zero(num_); }
  int sign() const { return fmpz_sgn(num_); }
  // The value as a machine integer, if it is an integer that fits.
  std::optional<long> to_long() const;

  Dyadic operator-() const;
  Dyadic operator+(const Dyadic& o) const;
  Dyadic operator-(const Dyadic& o) const;
  Dyadic half() const;           // x / 2
  Dyadic floor() const;          // largest integer <= x
  Dyadic ceil() const;           // smallest integer >= x
  int compare(const Dyadic& o) const;  // -1, 0, 1
  bool operator==(const Dyadic& o) const { return exp_ == o.exp_ && fmpz_equal(num_, o.num_); }
  bool operator!=(const Dyadic& o) const { return !(*this == o); }
  bool operator<(const Dyadic& o) const { return compare(o) < 0; }
  bool operator<=(const Dyadic& o) const { return compare(o) <= 0; }
  bool operator>(const Dyadic& o) const { return compare(o) > 0; }
  bool operator>=(const Dyadic& o) const { return compare(o) >= 0; }

  std::size_t hash() const;
  std::string to_string() const;  // "3", "-3/8"

  // The simplest number strictly between lo and hi (lo < hi): the value of {lo | hi}.
  static Dyadic simplest_between(const Dyadic& lo, const Dyadic& hi);
  // The value of {x | } and { | x}.
  static Dyadic simplest_above(const Dyadic& x);
  static Dyadic simplest_below(const Dyadic& x);

 private:
  void normalise();
  fmpz_t num_;
  unsigned long exp_ = 0;
};

struct DyadicHash {
  std::size_t operator()(const Dyadic& d) const { return d.hash(); }
};

}  // namespace cgp
