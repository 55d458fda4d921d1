// Arguments shared by several commands, parsed once: bad input becomes
// BadInput (one line, exit 2).
#pragma once

#include "families/toads_frogs/closure.h"
#include "games/toads_frogs/pattern.h"
#include "symbolic/region.h"

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace cgp::cli {

// A --where region over `params` (and any it mentions); empty text is the
// whole domain. An empty region is bad input.
Region parse_where_arg(const std::string& text, const std::vector<std::string>& params = {});

TfPattern parse_tf_pattern_arg(const std::string& text);

// The families a command works on: one PATTERN (with its --where), or every
// pattern of --class NAME (families/toads_frogs/classes.h); exactly one of the two.
std::vector<TfFamily> parse_tf_families_arg(const std::string& pattern, const std::string& class_name,
                                            const std::string& where);

// --class, --max-states and (when box is given) --box, shared by the tf commands that close families.
void add_tf_family_options(CLI::App& cmd, std::string& class_name, std::size_t& max_states, long* box = nullptr);

// Writes `content` to `path` under a temporary name, then renames it, so a
// failure never leaves a half-written file; failure is BadInput.
void write_output_file(const std::string& path, const std::string& content);

}  // namespace cgp::cli
