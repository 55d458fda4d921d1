#include "conjecture/invariant_table.h"

#include <charconv>
#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

namespace cgp::conjecture {
namespace {

std::vector<std::string_view> split_tabs(std::string_view line) {
  std::vector<std::string_view> cells;
  std::size_t start = 0;
  while (true) {
    std::size_t tab = line.find('\t', start);
    cells.push_back(line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
    if (tab == std::string_view::npos) return cells;
    start = tab + 1;
  }
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

std::optional<double> number_of(std::string_view cell) {
  if (cell.empty()) return std::nullopt;
  if (cell.front() == '+') cell.remove_prefix(1);
  double v = 0;
  auto [end, ec] = std::from_chars(cell.data(), cell.data() + cell.size(), v);
  if (ec != std::errc() || end != cell.data() + cell.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

// The rational a decimal denotes ([+-]digits[.digits][(e|E)[+-]digits],
// the forms from_chars accepted for `number_of`).
mpq_class exact_decimal(std::string_view cell) {
  bool negative = false;
  if (!cell.empty() && (cell.front() == '-' || cell.front() == '+')) {
    negative = cell.front() == '-';
    cell.remove_prefix(1);
  }
  std::string digits;
  long exponent = 0;
  std::size_t i = 0;
  for (; i < cell.size() && cell[i] >= '0' && cell[i] <= '9'; ++i) digits += cell[i];
  if (i < cell.size() && cell[i] == '.')
    for (++i; i < cell.size() && cell[i] >= '0' && cell[i] <= '9'; ++i) {
      digits += cell[i];
      --exponent;
    }
  if (digits.find_first_not_of('0') == std::string::npos) return 0;  // "0e99999" and the like
  // The cell's double is finite and not 0, so the exponent is a few hundred
  // beyond the digits at most.
  if (i < cell.size() && (cell[i] == 'e' || cell[i] == 'E')) exponent += std::stol(std::string(cell.substr(i + 1)));
  mpz_class m(digits.empty() ? "0" : digits, 10), p;
  mpz_ui_pow_ui(p.get_mpz_t(), 10, static_cast<unsigned long>(exponent < 0 ? -exponent : exponent));
  mpq_class q = exponent < 0 ? mpq_class(m, p) : mpq_class(m * p);
  q.canonicalize();
  return negative ? mpq_class(-q) : q;
}

std::string shown(std::string_view cell) {
  std::string s(cell.substr(0, 30));
  return cell.size() > 30 ? s + "..." : s;
}

}  // namespace

std::optional<std::size_t> InvariantTable::index_of(std::string_view name) const {
  for (std::size_t i = 0; i < names.size(); ++i)
    if (names[i] == name) return i;
  return std::nullopt;
}

std::variant<InvariantTable, TableError> invariant_table_from_tsv(std::string_view text) {
  InvariantTable t;
  std::size_t line_no = 0, data_rows = 0;
  bool header = true;
  while (!text.empty()) {
    std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    ++line_no;
    if (trim(line).empty()) continue;
    auto cells = split_tabs(line);
    if (header) {
      std::set<std::string_view> seen;
      for (std::size_t c = 0; c < cells.size(); ++c) {
        std::string_view name = trim(cells[c]);
        if (name.empty()) return TableError{"empty invariant name in column " + std::to_string(c + 1) + " of the header"};
        if (!seen.insert(name).second) return TableError{"invariant name '" + shown(name) + "' appears twice in the header"};
        t.names.emplace_back(name);
      }
      t.columns.resize(t.names.size());
      t.exact.resize(t.names.size());
      header = false;
      continue;
    }
    ++data_rows;
    if (cells.size() != t.names.size())
      return TableError{"line " + std::to_string(line_no) + " has " + std::to_string(cells.size()) +
                        " cells, the header has " + std::to_string(t.names.size())};
    for (std::size_t c = 0; c < cells.size(); ++c) {
      auto v = number_of(trim(cells[c]));
      if (!v)
        return TableError{"line " + std::to_string(line_no) + ", column '" + t.names[c] + "': '" +
                          shown(trim(cells[c])) + "' is not a finite number"};
      t.columns[c].push_back(*v);
      const mpq_class q = exact_decimal(trim(cells[c]).front() == '+' ? trim(cells[c]).substr(1) : trim(cells[c]));
      if (q != mpq_class(*v)) {  // the double rounds: keep the column exactly
        auto& exact = t.exact[c];
        for (std::size_t k = exact.size(); k + 1 < t.columns[c].size(); ++k) exact.emplace_back(t.columns[c][k]);
        exact.push_back(q);
      } else if (!t.exact[c].empty()) {
        t.exact[c].push_back(q);
      }
    }
    t.objects.push_back(std::to_string(data_rows));
  }
  if (header) return TableError{"empty table: no header line of invariant names"};
  if (t.objects.empty()) return TableError{"empty table: a header but no objects"};
  return t;
}

std::variant<InvariantTable, TableError> invariant_table_read_tsv(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return TableError{"cannot read the file"};
  std::stringstream ss;
  ss << in.rdbuf();
  return invariant_table_from_tsv(ss.str());
}

}  // namespace cgp::conjecture
