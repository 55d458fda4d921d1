// The parameter ranges of the strategy benches (bench_tf_strategy,
// bench_tf_answers): arguments NAME=LO..HI, and every point of their box in
// order (the last range fastest).
#pragma once

#include "symbolic/affine.h"

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace cgp::bench {

struct ParamRange {
  std::string name;
  long lo, hi;
};

// The ranges of args; nullopt with `bad` set to the first that is not NAME=LO..HI.
inline std::optional<std::vector<ParamRange>> param_ranges_parse(const std::vector<std::string>& args, std::string& bad) {
  std::vector<ParamRange> out;
  for (const std::string& arg : args) {
    const auto eq = arg.find('='), dots = arg.find("..");
    if (eq == std::string::npos || dots == std::string::npos || dots < eq) {
      bad = arg;
      return std::nullopt;
    }
    out.push_back({arg.substr(0, eq), std::atol(arg.substr(eq + 1, dots - eq - 1).c_str()),
                   std::atol(arg.substr(dots + 2).c_str())});
  }
  return out;
}

// f(point, text) for every point of the box, text as `a=3, b=2`.
template <class F>
void param_ranges_for_each(const std::vector<ParamRange>& ranges, F&& f) {
  std::vector<long> at(ranges.size());
  for (std::size_t i = 0; i < ranges.size(); ++i) at[i] = ranges[i].lo;
  for (bool more = !ranges.empty(); more;) {
    ParamValues point;
    std::string text;
    for (std::size_t i = 0; i < ranges.size(); ++i) {
      point[ranges[i].name] = at[i];
      text += (i ? ", " : "") + ranges[i].name + "=" + std::to_string(at[i]);
    }
    f(point, text);
    more = false;
    for (std::size_t i = ranges.size(); i-- > 0;) {
      if (++at[i] <= ranges[i].hi) {
        more = true;
        break;
      }
      at[i] = ranges[i].lo;
    }
  }
}

}  // namespace cgp::bench
