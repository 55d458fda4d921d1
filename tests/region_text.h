// The region a test writes as text: the test fails naming the text and the
// parse error where it does not read.
#pragma once

#include "symbolic/region.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>
#include <vector>

namespace region_test {

inline cgp::Region parse(const std::string& text, const std::vector<std::string>& params = {}) {
  auto r = cgp::region_parse(text, params);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL("'" << text << "': " << e->message);
  return std::get<cgp::Region>(r);
}

}  // namespace region_test
