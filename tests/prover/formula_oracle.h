// Oracles built from KNOWN piecewise formulas, so that what a test expects
// of the guesser does not come from the guesser.
#pragma once

#include <catch2/catch.hpp>

#include "prover/guess.h"
#include "symbolic/notation_print.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cgp_test {

inline cgp::Region region(const std::string& text, const std::vector<std::string>& params) {
  auto r = cgp::region_parse(text, params);
  if (auto* e = std::get_if<cgp::ParseError>(&r)) FAIL(text << ": " << e->message);
  return std::get<cgp::Region>(r);
}

inline cgp::SymGame sym(const std::string& text) {
  auto r = cgp::sym_game_parse(text);
  if (std::holds_alternative<cgp::ParseError>(r)) FAIL(text << ": bad game");
  return std::get<cgp::SymGame>(r);
}

// An oracle from "region => formula" pairs, the first matching pair wins.
inline cgp::ValueOracle formula_oracle(const std::vector<std::string>& params,
                                       std::vector<std::pair<std::string, std::string>> pieces) {
  std::vector<std::pair<cgp::Region, cgp::SymGame>> ps;
  for (auto& [w, v] : pieces) ps.push_back({region(w, params), sym(v)});
  return [ps, params](const cgp::ParamValues& at) {
    for (const auto& [w, v] : ps)
      if (cgp::region_contains(w, at)) return cgp::sym_game_instantiate(cgp::GameStore::instance(), v, at);
    throw std::logic_error("oracle: no piece");
  };
}

}  // namespace cgp_test
