// Number domains for CanonEngine: the one canonical-form algorithm runs on
// concrete dyadics and on affine functions of parameters alike. A domain
// answers sign questions and does the little arithmetic the number rules need.
//
// ConcreteDomain computes signs. SymbolicDomain asks its region: a sign that is
// the same at every point is answered; otherwise it throws SplitNeeded and the
// caller (sym_eval.cpp) splits the region and replays the computation on each
// part, where the question is settled.
#pragma once

#include "symbolic/affine.h"
#include "symbolic/dyadic.h"
#include "symbolic/region.h"

#include <stdexcept>
#include <string>
#include <unordered_map>

namespace cgp {

struct ConcreteDomain {
  using Num = Dyadic;
  bool nonneg(const Dyadic& x) { return x.sign() >= 0; }
  static Dyadic from_long(long n) { return Dyadic(n); }
  static Dyadic half(const Dyadic& x) { return x.half(); }
  Dyadic floor(const Dyadic& x) { return x.floor(); }
  bool is_integer(const Dyadic& x) { return x.is_integer(); }
  // x = p / 2^k with p odd: the options of x are x -+ 2^-k.
  unsigned long exponent(const Dyadic& x) { return x.exponent(); }
};

// The answer to a question differs across the region: with modulus == 0 the
// question is "is expr >= 0?"; with modulus m > 0 it is "what is expr mod m?"
// (expr then has integer coefficients), and the caller splits into residues.
struct SplitNeeded {
  Affine expr;
  long modulus = 0;
};

// A number rule on an affine function that the domain cannot answer
// (a modulus beyond kRegionMaxModulus).
struct UnsupportedNumber : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class SymbolicDomain {
 public:
  using Num = Affine;
  explicit SymbolicDomain(Region where) : where_(std::move(where)) {}

  const Region& where() const { return where_; }

  // Is x >= 0 at every point of the region? (One question: asking for the
  // full sign would split off x == 0 where only x >= 0 matters.)
  bool nonneg(const Affine& x) {
    if (x.is_constant()) return x.constant().sign() >= 0;
    if (auto it = nonneg_.find(x); it != nonneg_.end()) return it->second;
    const RegionSplit ge = region_split_sign(where_, x);
    if (ge.answer == RegionAnswer::some) throw SplitNeeded{x};
    const bool answer = ge.answer == RegionAnswer::all;
    nonneg_.emplace(x, answer);
    return answer;
  }
  static Affine from_long(long n) { return Affine(n); }
  static Affine half(const Affine& x) { return Dyadic(1).half() * x; }
  // floor, is_integer and exponent depend only on x's fractional part. Write
  // x = P + c with P the parameter part and D = 2^k the least power making
  // L = D*P integral. Where L mod D is a fixed r, P - r/D is an integer at
  // every point, so x's fractional part is that of the constant r/D + c.
  Affine floor(const Affine& x) {
    const Dyadic c = fractional_constant(x);
    return x - Affine(c) + Affine(c.floor());
  }
  bool is_integer(const Affine& x) { return fractional_constant(x).is_integer(); }
  unsigned long exponent(const Affine& x) { return fractional_constant(x).exponent(); }

 private:
  struct AffineHash {
    std::size_t operator()(const Affine& a) const { return a.hash(); }
  };
  // r/D + c as above; throws SplitNeeded{L, D} where L mod D varies.
  Dyadic fractional_constant(const Affine& x);
  Region where_;
  std::unordered_map<Affine, bool, AffineHash> nonneg_;
};

}  // namespace cgp
