// Coordinates of the top-row states and the rules of Chomp as isl relations.
// The relations are written out as isl text: the rule reads the same as its
// statement in chomp_rules.h, which matters because the proof checker trusts it.
#include "games/chomp/chomp_top_rows.h"

#include "games/chomp/chomp_rules.h"

#include <isl/aff.h>
#include <isl/space.h>

#include <algorithm>
#include <stdexcept>

namespace cgp {

namespace {

void check_rows(int rows) {
  if (rows < kChompSystemMinRows || rows > kChompSystemMaxRows)
    throw std::invalid_argument("chomp top-row system: rows must be 2 or 3");
}

std::string joined(const std::vector<std::string>& names) {
  std::string out;
  for (const std::string& n : names) {
    if (!out.empty()) out += ',';
    out += n;
  }
  return out;
}

}  // namespace

std::string chomp_indexed_name(char letter, int j) {
  std::string name(1, letter);
  name += std::to_string(j);
  return name;
}

std::vector<std::string> chomp_coords(int rows) {
  std::vector<std::string> names;
  for (int j = 0; j < rows; ++j) names.push_back(chomp_indexed_name('x', j));
  return names;
}

std::vector<std::string> chomp_top_params(int rows) {
  check_rows(rows);
  return rows == 3 ? std::vector<std::string>{"b", "c"} : std::vector<std::string>{"c"};
}

std::vector<Affine> chomp_top_rows(int rows, long top) {
  check_rows(rows);
  if (rows == 3) return {Affine::param("c"), Affine::param("b"), Affine(top)};
  return {Affine::param("c"), Affine(top)};
}

std::map<std::string, Affine> chomp_top_embedding(int rows, long top) {
  const std::vector<Affine> r = chomp_top_rows(rows, top);
  std::map<std::string, Affine> sigma;
  for (int j = 0; j < rows; ++j) sigma[chomp_indexed_name('x', j)] = r[static_cast<std::size_t>(j)];
  return sigma;
}

Region chomp_top_domain(int rows, long top) {
  ChompPattern p{chomp_top_rows(rows, top)};
  return chomp_pattern_valid_region(p, chomp_top_params(rows));
}

Region chomp_top_lift(const Region& state_set, int rows, long top) {
  std::map<std::string, Affine> sigma;
  if (rows == 3) sigma = {{"c", Affine::param("x0")}, {"b", Affine::param("x1")}};
  else sigma = {{"c", Affine::param("x0")}};
  const std::vector<std::string> coords = chomp_coords(rows);
  const Region lifted = region_preimage(state_set, sigma, coords);
  return region_intersect(lifted, region_from_relation(Affine::param(coords.back()), CmpOp::eq, Affine(top), coords));
}

Region chomp_top_project(const Region& positions, int rows, long top) {
  return region_preimage(positions, chomp_top_embedding(rows, top), chomp_top_params(rows));
}

Region chomp_pattern_top_points(const ChompPattern& p, const Region& where, int rows, long top) {
  return region_align(chomp_top_project(chomp_pattern_image(p, where, rows), rows, top), chomp_top_params(rows));
}

Region chomp_pattern_image(const ChompPattern& p, const Region& where, int rows) {
  using namespace region_detail;
  if (p.rows.size() > static_cast<std::size_t>(rows)) throw std::invalid_argument("chomp_pattern_image: too many rows");
  const std::vector<std::string> coords = chomp_coords(rows);
  isl_space* space = isl_space_map_from_domain_and_range(set_space(where.params()), set_space(coords));
  isl_multi_aff* ma = isl_multi_aff_zero(space);
  for (int j = 0; j < rows; ++j) {
    const Affine row = static_cast<std::size_t>(j) < p.rows.size() ? p.rows[static_cast<std::size_t>(j)] : Affine(0);
    if (!row.is_integral()) throw std::invalid_argument("chomp_pattern_image: row with a fraction");
    ma = isl_multi_aff_set_aff(ma, static_cast<unsigned>(j), aff_from_affine(row, where.params()));
  }
  isl_set* image = isl_set_apply(isl_set_copy(region_isl_set(where)), isl_map_from_multi_aff(ma));
  if (!image) isl_failed("chomp_pattern_image");
  return region_from_isl(coords, image);
}

isl_map* chomp_bite_relation(int rows, int row) {
  check_rows(rows);
  if (row < 0 || row >= rows) throw std::invalid_argument("chomp_bite_relation: no such row");
  std::vector<std::string> ys;
  for (int j = 0; j < rows; ++j) ys.push_back(chomp_indexed_name('y', j));
  const std::string xr = chomp_indexed_name('x', row);
  // chomp_rules.h in isl's words: y_j = min(x_j, k) is the disjunction below.
  std::string rule = std::to_string(chomp_bite_least_column(row)) + " <= k < " + xr;
  for (int j = 0; j < rows; ++j) {
    const std::string x = chomp_indexed_name('x', j), y = chomp_indexed_name('y', j);
    if (chomp_bite_keeps_row(j, row)) rule += " and " + y + " = " + x;
    else rule += " and ((" + y + " = " + x + " and " + x + " <= k) or (" + y + " = k and k < " + x + "))";
  }
  const std::string text = "{ [" + joined(chomp_coords(rows)) + "] -> [k," + joined(ys) + "] : " + rule + " }";
  isl_map* m = isl_map_read_from_str(region_isl_ctx(), text.c_str());
  if (!m) region_detail::isl_failed("chomp_bite_relation");
  return m;
}

isl_map* chomp_move_relation(int rows) {
  isl_map* all = nullptr;
  for (int row = 0; row < rows; ++row) {
    isl_map* m = isl_map_project_out(chomp_bite_relation(rows, row), isl_dim_out, 0, 1);  // k becomes bound
    all = all ? isl_map_union(all, m) : m;
  }
  if (!all) region_detail::isl_failed("chomp_move_relation");
  return all;
}

isl_map* chomp_top_bite_relation(int rows, int row, long top) {
  using namespace region_detail;
  const std::vector<std::string> params = chomp_top_params(rows), coords = chomp_coords(rows);
  const std::vector<Affine> r = chomp_top_rows(rows, top);
  isl_multi_aff* ma = isl_multi_aff_zero(isl_space_map_from_domain_and_range(set_space(params), set_space(coords)));
  for (int j = 0; j < rows; ++j)
    ma = isl_multi_aff_set_aff(ma, static_cast<unsigned>(j), aff_from_affine(r[static_cast<std::size_t>(j)], params));
  isl_map* lift = isl_map_intersect_domain(isl_map_from_multi_aff(ma), isl_set_copy(region_isl_set(chomp_top_domain(rows, top))));
  isl_map* m = isl_map_apply_range(lift, chomp_bite_relation(rows, row));
  if (!m) isl_failed("chomp_top_bite_relation");
  return m;
}

std::string chomp_row_name(int rows, int row) {
  if (row == 0) return "poison row";
  return row == rows - 1 ? "top row" : "middle row";
}

std::vector<long> chomp_bite(std::vector<long> position, int row, long k) {
  for (std::size_t j = 0; j < position.size(); ++j)
    position[j] = chomp_row_after_bite(position[j], static_cast<int>(j), row, k);
  return position;
}

}  // namespace cgp
