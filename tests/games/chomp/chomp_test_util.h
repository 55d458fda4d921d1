// Shared helpers for the Chomp tests.
#pragma once

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"

namespace Catch {
template <>
struct StringMaker<cgp::ChompPosition> {
  static std::string convert(const cgp::ChompPosition& p) { return cgp::to_string(p); }
};
}  // namespace Catch

namespace chomp_test {

inline cgp::ChompPosition parse_ok(const std::string& text) {
  auto r = cgp::parse_chomp(text);
  INFO("parsing " << text);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL(e->message);
  return std::get<cgp::ChompPosition>(r);
}

// Every non-empty diagram with at most max_rows rows of at most max_cols
// cells, written out directly (not through the library's box code).
inline void all_diagrams(int max_rows, int max_cols, std::vector<int>& prefix,
                         std::vector<cgp::ChompPosition>& out) {
  if (!prefix.empty()) out.push_back({prefix});
  if (static_cast<int>(prefix.size()) == max_rows) return;
  int limit = prefix.empty() ? max_cols : prefix.back();
  for (int r = 1; r <= limit; ++r) {
    prefix.push_back(r);
    all_diagrams(max_rows, max_cols, prefix, out);
    prefix.pop_back();
  }
}

inline std::vector<cgp::ChompPosition> all_diagrams(int max_rows, int max_cols) {
  std::vector<int> prefix;
  std::vector<cgp::ChompPosition> out;
  all_diagrams(max_rows, max_cols, prefix, out);
  return out;
}

// The remaining words of `in`, each a position.
inline std::vector<cgp::ChompPosition> read_positions(std::istream& in) {
  std::vector<cgp::ChompPosition> out;
  for (std::string text; in >> text;) out.push_back(parse_ok(text));
  return out;
}

// Calls check(kind, in) for every line of tests/data/<file> that is neither
// empty nor a '#' comment, `in` reading the rest of the line after its first
// word; returns how many lines there were.
template <class Check>
int for_each_data_line(const std::string& file, Check&& check) {
  std::ifstream data(std::string(CGP_TEST_DATA) + "/" + file);
  REQUIRE(data);
  int checked = 0, lineno = 0;
  for (std::string line; std::getline(data, line);) {
    ++lineno;
    if (line.empty() || line[0] == '#') continue;
    INFO(file << " line " << lineno << ": " << line);
    std::istringstream in(line);
    std::string kind;
    in >> kind;
    check(kind, in);
    ++checked;
  }
  return checked;
}

}  // namespace chomp_test
