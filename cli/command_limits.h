// The bound on time or memory of every command, shown at the end of its
// --help (README, "Limits"): what it is, and the option that raises it, or
// why it is fixed. One place, so that the help and the README's table are
// written from the same list and the numbers come from the constants that
// enforce them.
#pragma once

#include <CLI/CLI.hpp>

namespace cgp::cli {

// The time budget of value EXPR, simplify and compare (--seconds): their work
// has no bound of its own beyond the size of what is typed.
constexpr double kExprDefaultSeconds = 600;

// The `--seconds` option of a command whose run is UNDECIDED (exit 3) past
// its time budget; `seconds` holds the default on entry, shown in the help.
void add_seconds_option(CLI::App& cmd, double& seconds);

// Call once every command is registered.
void add_limit_footers(CLI::App& app);

}  // namespace cgp::cli
