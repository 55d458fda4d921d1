#include "symbolic/poly_factor.h"

#include "symbolic/number_domain.h"

#include <flint/fmpz_mpoly.h>
#include <flint/fmpz_mpoly_factor.h>

#include <algorithm>
#include <stdexcept>

namespace cgp {

namespace {

// FLINT's multivariate integer polynomials over a fixed list of parameters.
class FlintRing {
 public:
  explicit FlintRing(std::vector<std::string> params) : params_(std::move(params)) {
    fmpz_mpoly_ctx_init(ctx_, static_cast<slong>(std::max<std::size_t>(params_.size(), 1)), ORD_LEX);
  }
  ~FlintRing() { fmpz_mpoly_ctx_clear(ctx_); }
  FlintRing(const FlintRing&) = delete;
  FlintRing& operator=(const FlintRing&) = delete;

  // p must have integer coefficients.
  void to_flint(fmpz_mpoly_t out, const Polynomial& p) const {
    std::vector<ulong> exps(nvars());
    for (const auto& [m, c] : p.terms()) {
      std::fill(exps.begin(), exps.end(), 0);
      for (const auto& [name, k] : m)
        exps[static_cast<std::size_t>(std::find(params_.begin(), params_.end(), name) - params_.begin())] = k;
      fmpz_mpoly_set_coeff_fmpz_ui(out, c.numerator(), exps.data(), ctx_);
    }
  }
  Polynomial from_flint(const fmpz_mpoly_t p) const {
    Polynomial out;
    std::vector<ulong> exps(nvars());
    fmpz_t c;
    fmpz_init(c);
    for (slong i = 0; i < fmpz_mpoly_length(p, ctx_); ++i) {
      fmpz_mpoly_get_term_coeff_fmpz(c, p, i, ctx_);
      fmpz_mpoly_get_term_exp_ui(exps.data(), p, i, ctx_);
      Polynomial term(Dyadic::from_fmpz(c, 0));
      for (std::size_t v = 0; v < params_.size(); ++v)
        if (exps[v]) term = term * Polynomial::param(params_[v], Dyadic(1), static_cast<unsigned>(exps[v]));
      out += term;
    }
    fmpz_clear(c);
    return out;
  }
  const fmpz_mpoly_ctx_struct* ctx() const { return ctx_; }

 private:
  std::size_t nvars() const { return std::max<std::size_t>(params_.size(), 1); }
  std::vector<std::string> params_;
  fmpz_mpoly_ctx_t ctx_;
};

}  // namespace

PolyFactors poly_factor(const Polynomial& p) {
  for (const auto& t : p.terms())
    if (!t.second.is_integer()) throw std::invalid_argument("poly_factor: coefficients must be integers");
  PolyFactors out{p.constant(), {}};
  if (p.degree() == 0) return out;
  FlintRing ring(p.params());
  fmpz_mpoly_t x, base;
  fmpz_mpoly_factor_t f;
  fmpz_mpoly_init(x, ring.ctx());
  fmpz_mpoly_init(base, ring.ctx());
  fmpz_mpoly_factor_init(f, ring.ctx());
  ring.to_flint(x, p);
  const bool ok = fmpz_mpoly_factor(f, x, ring.ctx()) != 0;
  if (ok) {
    fmpz_t c;
    fmpz_init(c);
    fmpz_mpoly_factor_get_constant_fmpz(c, f, ring.ctx());
    out.unit = Dyadic::from_fmpz(c, 0);
    fmpz_clear(c);
    for (slong i = 0; i < fmpz_mpoly_factor_length(f, ring.ctx()); ++i) {
      fmpz_mpoly_factor_get_base(base, f, i, ring.ctx());
      out.factors.emplace_back(ring.from_flint(base),
                               static_cast<unsigned>(fmpz_mpoly_factor_get_exp_si(f, i, ring.ctx())));
    }
  }
  fmpz_mpoly_factor_clear(f, ring.ctx());
  fmpz_mpoly_clear(base, ring.ctx());
  fmpz_mpoly_clear(x, ring.ctx());
  if (!ok) throw UnsupportedNumber("FLINT could not factor " + poly_to_string(p));
  // The kernel decides signs from these factors, so the factorisation is not
  // taken on trust: it must multiply back to p exactly.
  Polynomial product(out.unit);
  for (const auto& [factor, power] : out.factors)
    for (unsigned e = 0; e < power; ++e) product = product * factor;
  if (product != p) throw UnsupportedNumber("FLINT's factors of " + poly_to_string(p) + " do not multiply back to it");
  return out;
}

std::optional<PolyProductText> poly_factored_text(const Polynomial& p) {
  if (p.degree() < 2) return std::nullopt;
  const auto [integral, k] = poly_clear_denominators(p);
  const PolyFactors f = poly_factor(integral);
  Dyadic unit = f.unit;
  for (unsigned long i = 0; i < k; ++i) unit = unit.half();
  if (!unit.is_integer()) return std::nullopt;  // (a-1)(b-1)/2 does not read back
  struct Part {
    std::string param;  // the factor's first parameter, for the order
    std::string text;
    unsigned power;
  };
  std::vector<Part> parts;
  bool grouped = false;
  for (const auto& [factor, power] : f.factors) {
    const auto affine = factor.as_affine();
    if (!affine) return std::nullopt;
    const bool name = affine->terms().size() == 1 && affine->constant().is_zero();
    grouped = grouped || !name;
    // Appended piece by piece: GCC 12's -Wrestrict misfires on "(" + s + ")".
    std::string text;
    if (!name) text += '(';
    text += affine_to_string(*affine);
    if (!name) text += ')';
    if (power > 1) {
      text += '^';
      text += std::to_string(power);
    }
    parts.push_back(Part{affine->terms().front().param, std::move(text), power});
  }
  if (!grouped) return std::nullopt;  // a monomial reads best expanded: 2ab
  std::stable_sort(parts.begin(), parts.end(),
                   [](const Part& x, const Part& y) { return param_less(x.param, y.param); });
  PolyProductText out;
  out.text = unit == Dyadic(1) ? "" : unit == Dyadic(-1) ? "-" : unit.to_string();
  for (const Part& part : parts) out.text += part.text;
  out.negative = unit.sign() < 0;
  out.last_power = parts.back().power;
  return out;
}

}  // namespace cgp
