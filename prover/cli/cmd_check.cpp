// cgprove check tf PATTERN FORMULA (issue 4; written next).
#include "prover/cli/commands.h"
#include "prover/cli/exit_codes.h"

namespace cgp::cli {

void add_check_command(CLI::App& app, int& exit_code) {
  CLI::App* check = app.add_subcommand("check", "Prove or refute a claimed value of every position of a family");
  check->require_subcommand(1);
  CLI::App* tf = check->add_subcommand("tf", "Toads-and-Frogs: check PATTERN has value FORMULA");
  tf->allow_extras();
  tf->callback([] { throw BadInput("check tf: not implemented yet"); });
  add_check_chomp_command(*check, exit_code);
}

}  // namespace cgp::cli
