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
