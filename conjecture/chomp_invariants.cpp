#include "conjecture/chomp_invariants.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

#include <gmpxx.h>

namespace cgp::conjecture {
namespace {

const std::vector<std::string> kPaper = {
    "number_of_rows",       "number_of_columns",       "number_of_cookies",       "full_rectangle",
    "rows_of_different_length", "rank_ratio",           "squareness",              "row_product",
    "column_product",       "average_cookies_per_column", "average_cookies_per_row", "duplicate_rows",
    "duplicate_columns",    "smallest_row_size",       "smallest_column_size",    "largest_row_size",
    "largest_column_size",  "cookies_inside_ratio"};
const std::vector<std::string> kPlayers = {"two_row_distance", "top_arm", "left_arm", "bottom_wing"};

// Distinct lengths of a non-increasing list.
int distinct(std::span<const int> v) {
  int d = 0;
  for (std::size_t i = 0; i < v.size(); ++i) d += i == 0 || v[i] != v[i - 1];
  return d;
}

double product(std::span<const int> v) {
  double p = 1;
  for (int x : v) p *= x;
  return p;
}

// Cells in which rows differ from [m+1, m] (from [1] when m = 0), least over m.
double two_row_distance(std::span<const int> rows) {
  long below = 0;
  for (std::size_t i = 2; i < rows.size(); ++i) below += rows[i];
  const long r0 = rows[0], r1 = rows.size() > 1 ? rows[1] : 0;
  long best = -1;
  for (long m = 0; m <= r0 + 1; ++m) {
    const long d = std::labs(r0 - (m + 1)) + std::labs(r1 - m) + below;
    if (best < 0 || d < best) best = d;
  }
  return static_cast<double>(best);
}

double invariant_value(int which, std::span<const int> rows, std::span<const int> columns) {
  const double r = static_cast<double>(rows.size()), c = rows[0];
  double n = 0;
  for (int x : rows) n += x;
  switch (which) {
    case 0: return r;
    case 1: return c;
    case 2: return n;
    case 3: return r * c;
    case 4: return distinct(rows);
    case 5: return distinct(rows) / r;
    case 6: return std::abs(r - c);
    case 7: return product(rows);
    case 8: return product(columns);
    case 9: return n / c;
    case 10: return n / r;
    case 11: return r - distinct(rows);
    case 12: return c - distinct(columns);
    case 13: return rows.back();
    case 14: return columns.back();
    case 15: return rows.front();
    case 16: return columns.front();
    case 17: return (n - c - r + 1) / n;
    case 18: return two_row_distance(rows);
    case 19: return c - 1;
    case 20: return r - 1;
    case 21: return n - c;
  }
  throw std::logic_error("no such Chomp invariant");
}

// Column lengths of a diagram.
void column_lengths(std::span<const int> rows, std::vector<int>& columns) {
  columns.assign(static_cast<std::size_t>(rows[0]), 0);
  for (int len : rows)
    for (int j = 0; j < len; ++j) ++columns[static_cast<std::size_t>(j)];
}

mpq_class exact_value(std::size_t which, std::span<const int> rows, std::span<const int> columns) {
  const long r = static_cast<long>(rows.size()), c = rows[0];
  long n = 0;
  for (int x : rows) n += x;
  auto product = [](std::span<const int> v) {
    mpz_class p = 1;
    for (int x : v) p *= x;
    return mpq_class(p);
  };
  switch (which) {
    case 5: return mpq_class(mpz_class(distinct(rows)), mpz_class(r));  // canonicalised by the callers
    case 7: return product(rows);
    case 8: return product(columns);
    case 9: return mpq_class(mpz_class(n), mpz_class(c));
    case 10: return mpq_class(mpz_class(n), mpz_class(r));
    case 17: return mpq_class(mpz_class(n - c - r + 1), mpz_class(n));
  }
  return mpq_class(invariant_value(static_cast<int>(which), rows, columns));  // an integer below 2^53
}

}  // namespace

std::optional<std::pair<long, long>> chomp_invariant_fraction(std::size_t which, std::span<const int> rows) {
  const long r = static_cast<long>(rows.size()), c = rows[0];
  long n = 0;
  for (int x : rows) n += x;
  switch (which) {
    case 5: return std::pair<long, long>{distinct(rows), r};
    case 9: return std::pair<long, long>{n, c};
    case 10: return std::pair<long, long>{n, r};
    case 17: return std::pair<long, long>{n - c - r + 1, n};
  }
  return std::nullopt;
}

bool chomp_invariant_may_round(std::size_t which) {
  return which == 5 || which == 7 || which == 8 || which == 9 || which == 10 || which == 17;
}

mpq_class chomp_invariant_exact(std::size_t which, std::span<const int> rows) {
  if (which >= chomp_invariants().size()) throw std::logic_error("no such Chomp invariant");
  std::vector<int> columns;
  column_lengths(rows, columns);
  mpq_class q = exact_value(which, rows, columns);
  q.canonicalize();
  return q;
}

const std::vector<std::string>& chomp_paper_invariants() { return kPaper; }

const std::vector<std::string>& chomp_invariants() {
  static const std::vector<std::string> all = [] {
    std::vector<std::string> v = kPaper;
    v.insert(v.end(), kPlayers.begin(), kPlayers.end());
    return v;
  }();
  return all;
}

ChompInvariantColumns::ChompInvariantColumns(std::vector<std::string> names, bool keep_exact)
    : keep_exact_(keep_exact) {
  const auto& all = chomp_invariants();
  for (const auto& name : names) {
    auto it = std::find(all.begin(), all.end(), name);
    if (it == all.end()) throw std::invalid_argument("unknown Chomp invariant '" + name + "'");
    which_.push_back(static_cast<int>(it - all.begin()));
  }
  table_.names = std::move(names);
  table_.columns.resize(table_.names.size());
  table_.exact.resize(table_.names.size());
}

void ChompInvariantColumns::append(std::span<const int> rows) {
  column_lengths(rows, columns_);
  for (std::size_t i = 0; i < which_.size(); ++i) {
    auto& column = table_.columns[i];
    column.push_back(invariant_value(which_[i], rows, columns_));
    if (!keep_exact_ || !chomp_invariant_may_round(static_cast<std::size_t>(which_[i]))) continue;
    mpq_class q = exact_value(static_cast<std::size_t>(which_[i]), rows, columns_);
    q.canonicalize();
    auto& exact = table_.exact[i];
    if (exact.empty() && q == mpq_class(column.back())) continue;  // exact so far
    for (std::size_t k = exact.size(); k + 1 < column.size(); ++k) exact.emplace_back(column[k]);
    exact.push_back(std::move(q));
  }
}

InvariantTable ChompInvariantColumns::take_table(std::vector<std::string> labels) {
  table_.objects = std::move(labels);
  return std::move(table_);
}

std::variant<InvariantTable, TableError> chomp_invariant_table(const std::vector<ChompPosition>& positions,
                                                               const std::vector<std::string>& names) {
  const auto& all = chomp_invariants();
  for (const auto& name : names)
    if (std::find(all.begin(), all.end(), name) == all.end()) return TableError{"unknown invariant '" + name + "'"};
  ChompInvariantColumns cols(names.empty() ? all : names);
  std::vector<std::string> labels;
  for (const auto& p : positions) {
    cols.append(p.rows);
    labels.push_back(to_string(p));
  }
  return cols.take_table(std::move(labels));
}

}  // namespace cgp::conjecture
