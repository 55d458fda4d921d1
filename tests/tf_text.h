// The Toads-and-Frogs boards a test writes as text: the test fails naming
// the text and the parse error where it does not read.
#pragma once

#include "games/toads_frogs/pattern.h"
#include "games/toads_frogs/position.h"

#include <catch2/catch.hpp>

#include <string>
#include <variant>

namespace tf_test {

inline cgp::TfPattern pattern(const std::string& text) {
  auto r = cgp::tf_pattern_parse(text);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL("'" << text << "': " << e->message);
  return std::get<cgp::TfPattern>(r);
}

inline cgp::TfPosition position(const std::string& text) {
  auto r = cgp::TfPosition::parse(text);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL("'" << text << "': " << e->message);
  return std::get<cgp::TfPosition>(r);
}

}  // namespace tf_test
