#include "symbolic/number_domain.h"

#include <algorithm>

namespace cgp {

Dyadic SymbolicDomain::fractional_constant(const Affine& x) {
  const Affine params_part = x - Affine(x.constant());
  if (params_part.is_integral()) return x.constant();
  unsigned long k = 0;
  for (const Affine::Term& t : params_part.terms()) k = std::max(k, t.coef.exponent());
  if (k >= 10) throw UnsupportedNumber("the number " + affine_to_string(x) + " needs a residue split modulo 2^" +
                                       std::to_string(k) + ", beyond the region language's moduli");
  const long modulus = 1L << k;
  const Affine scaled = affine_clear_denominators(params_part);  // = modulus * params_part
  const std::optional<RegionPoint> sample = region_sample(where_);
  if (!sample) return x.constant();  // empty region: any answer holds
  const long value = *affine_eval(scaled, region_point_values(where_, *sample)).to_long();
  const long r = ((value % modulus) + modulus) % modulus;
  const Region fixed = region_from_residue(scaled, modulus, CmpOp::eq, r, where_.params());
  if (!region_is_subset(where_, fixed)) throw SplitNeeded{scaled, modulus};
  // params_part = (scaled - r)/modulus + r/modulus, the first term an integer here.
  Dyadic frac = Dyadic(r);
  for (unsigned long i = 0; i < k; ++i) frac = frac.half();
  return frac + x.constant();
}

}  // namespace cgp
