// Arguments shared by several commands, parsed once: bad input becomes
// BadInput (one line, exit 2).
#pragma once

#include "families/tf/pattern.h"
#include "symbolic/region.h"

#include <string>
#include <vector>

namespace cgp::cli {

// A --where region over `params` (and any it mentions); empty text is the
// whole domain. An empty region is bad input.
Region parse_where_arg(const std::string& text, const std::vector<std::string>& params = {});

TfPattern parse_tf_pattern_arg(const std::string& text);

}  // namespace cgp::cli
