// cgprove chomp solve RxC / cgprove chomp explain ROWS (issue 5; not written yet).
#include "prover/cli/commands.h"
#include "prover/cli/exit_codes.h"

namespace cgp::cli {

void add_chomp_command(CLI::App& app, int& /*exit_code*/) {
  CLI::App* cmd = app.add_subcommand("chomp", "Concrete Chomp: solve a box, explain a move");
  cmd->allow_extras();
  cmd->callback([] { throw BadInput("chomp: not implemented yet"); });
}

}  // namespace cgp::cli
