// Exact fitting of one affine function to sample values: the number slots of
// the guesser are fitted this way.
//
// Given points x_j (integer parameter vectors) and values y_j (dyadics), find
// c0 + sum_i c_i x_ji == y_j for every j, by exact rational Gaussian
// elimination over all points (so the fit is checked on every point, not just
// the ones that determine it). When the points do not determine a coefficient
// (e.g. every point has b == 0), that coefficient is set to 0: the simplest
// formula. Fails when the system is inconsistent or a coefficient is not
// dyadic (Affine coefficients are dyadic).
#pragma once

#include "symbolic/affine.h"
#include "symbolic/polynomial.h"
#include "symbolic/dyadic.h"

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cgp {

std::optional<Affine> fit_affine(const std::vector<std::string>& params,
                                 const std::vector<std::vector<long>>& points,
                                 const std::vector<Dyadic>& values);

// fit_affine of several value columns over the same `count` points, each
// column's fit the one fit_affine finds for it alone; nullopt when any column
// has none. One elimination serves every column, and the points are read in
// place (point(j), value(column, j)): the shape fitter fits every number slot
// of a cell over the cell's points, thousands of times per state.
using FitPointAt = std::function<const std::vector<long>&(std::size_t)>;
using FitValueAt = std::function<const Dyadic&(std::size_t, std::size_t)>;
std::optional<std::vector<Affine>> fit_affine_columns(const std::vector<std::string>& params, std::size_t count,
                                                      const FitPointAt& point, std::size_t columns,
                                                      const FitValueAt& value);

// The same with every monomial of degree <= `degree` as an unknown (degree 2
// over a, b: 1, a, b, a^2, ab, b^2): a polynomial through every point, the
// monomials a point set does not determine set to 0.
std::optional<Polynomial> fit_polynomial(const std::vector<std::string>& params,
                                         const std::vector<std::vector<long>>& points,
                                         const std::vector<Dyadic>& values, unsigned degree);
// Those monomials, constant first.
std::vector<Monomial> fit_monomials(const std::vector<std::string>& params, unsigned degree);

}  // namespace cgp
