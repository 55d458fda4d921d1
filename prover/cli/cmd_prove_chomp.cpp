// cgprove prove chomp --rows 3 --top-max K (issue 5; not written yet).
#include "prover/cli/commands.h"
#include "prover/cli/exit_codes.h"

namespace cgp::cli {

void add_prove_chomp_command(CLI::App& prove, int& /*exit_code*/) {
  CLI::App* cmd = prove.add_subcommand("chomp", "Chomp: the P-positions of 3-row Chomp for every top row up to K");
  cmd->allow_extras();
  cmd->callback([] { throw BadInput("prove chomp: not implemented yet"); });
}

}  // namespace cgp::cli
