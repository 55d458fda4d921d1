// The class generator against the catalog, which lists the classes written
// out by hand from the paper's definitions (families/catalog/).
#include "families/toads_frogs/classes.h"

#include <catch2/catch.hpp>

#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

using namespace cgp;

namespace {

// NAME -> patterns, from the catalog file (" ; " separates patterns).
std::map<std::string, std::vector<std::string>> read_catalog() {
  std::ifstream in(CGP_CATALOG_DIR "/tf_thanatipanonda_zeilberger.txt");
  REQUIRE(in);
  std::map<std::string, std::vector<std::string>> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t space = line.find(' ');
    std::vector<std::string> patterns;
    std::string rest = line.substr(space + 1);
    for (std::size_t at; (at = rest.find(" ; ")) != std::string::npos; rest = rest.substr(at + 3))
      patterns.push_back(rest.substr(0, at));
    patterns.push_back(rest);
    out[line.substr(0, space)] = patterns;
  }
  return out;
}

}  // namespace

TEST_CASE("Aij and Bij from their definitions match the catalog", "[classes]") {
  const auto catalog = read_catalog();
  int compared = 0;
  for (const auto& [name, patterns] : catalog) {
    const auto cls = tf_class(name);
    if (!cls) continue;  // named families such as ERICKSON
    INFO(name);
    CHECK(std::multiset<std::string>(cls->patterns.begin(), cls->patterns.end()) ==
          std::multiset<std::string>(patterns.begin(), patterns.end()));
    ++compared;
  }
  CHECK(compared >= 8);
}

TEST_CASE("class sizes: C(i+j, i) words for Aij, one pattern for Bij", "[classes]") {
  CHECK(tf_class("A11")->patterns.size() == 2);
  CHECK(tf_class("A21")->patterns.size() == 3);
  CHECK(tf_class("A51")->patterns.size() == 6);
  CHECK(tf_class("A32")->patterns.size() == 10);
  CHECK(tf_class("A22")->patterns.size() == 6);
  CHECK(tf_class("B21")->patterns.size() == 1);
  CHECK_FALSE(tf_class("A10"));
  CHECK_FALSE(tf_class("B01"));
  CHECK_FALSE(tf_class("C11"));
  CHECK_FALSE(tf_class("A1"));
}
