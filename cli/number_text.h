// How counts read in the commands' text: 24,967 rather than 24967.
#pragma once

#include <cstdint>
#include <string>

namespace cgp::cli {

inline std::string with_commas(std::uint64_t n) {
  const std::string digits = std::to_string(n);
  std::string s;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) s.push_back(',');
    s.push_back(digits[i]);
  }
  return s;
}

}  // namespace cgp::cli
