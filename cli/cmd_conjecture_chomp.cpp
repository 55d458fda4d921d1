// cgprove conjecture chomp: placeholder until the Chomp invariants land.
#include "cli/commands.h"

namespace cgp::cli {
void add_conjecture_chomp_command(CLI::App&, int&) {}
}  // namespace cgp::cli
