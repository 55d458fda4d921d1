// cgprove check chomp PATTERN P --where REGION (issue 5; not written yet).
#include "prover/cli/commands.h"
#include "prover/cli/exit_codes.h"

namespace cgp::cli {

void add_check_chomp_command(CLI::App& check, int& /*exit_code*/) {
  CLI::App* cmd = check.add_subcommand("chomp", "Chomp: check that a family of positions is P (or N)");
  cmd->allow_extras();
  cmd->callback([] { throw BadInput("check chomp: not implemented yet"); });
}

}  // namespace cgp::cli
