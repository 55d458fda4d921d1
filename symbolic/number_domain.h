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
  static Dyadic floor(const Dyadic& x) { return x.floor(); }
  static bool is_integer(const Dyadic& x) { return x.is_integer(); }
  // x = p / 2^k with p odd: the options of x are x -+ 2^-k.
  static unsigned long exponent(const Dyadic& x) { return x.exponent(); }
};

// The answer to "is expr >= 0?" differs across the region.
struct SplitNeeded {
  Affine expr;
};

// A number rule that needs the floor of an affine function whose parameter
// coefficients are not all integers (e.g. {a/2 |}): not supported.
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
  // floor(L + c) = L + floor(c) when the parameter part L has integer coefficients.
  static Affine floor(const Affine& x) {
    require_integral_params(x);
    return x - Affine(x.constant()) + Affine(x.constant().floor());
  }
  static bool is_integer(const Affine& x) {
    require_integral_params(x);
    return x.constant().is_integer();
  }
  static unsigned long exponent(const Affine& x) {
    require_integral_params(x);
    return x.constant().exponent();
  }

 private:
  struct AffineHash {
    std::size_t operator()(const Affine& a) const { return a.hash(); }
  };
  static void require_integral_params(const Affine& x) {
    if (!(x - Affine(x.constant())).is_integral())
      throw UnsupportedNumber("the number " + affine_to_string(x) +
                              " has a non-integer parameter coefficient; its floor is not affine");
  }
  Region where_;
  std::unordered_map<Affine, bool, AffineHash> nonneg_;
};

}  // namespace cgp
