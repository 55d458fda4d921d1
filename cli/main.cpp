// cgprove: the command-line front end. Commands live in cmd_*.cpp; this file
// only turns their outcome (or a parse error) into an exit code.
#include "cli/command_limits.h"
#include "cli/commands.h"
#include "cli/exit_codes.h"
#include "cli/interrupt.h"

#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>

int main(int argc, char** argv) {
  using namespace cgp::cli;
  CLI::App app{"cgprove: values, families and machine-checked theorems of combinatorial games"};
  app.require_subcommand(1);
  int exit_code = kSuccess;
  add_value_command(app, exit_code);
  add_symbolic_commands(app, exit_code);
  add_prove_command(app, exit_code);
  add_family_command(app, exit_code);
  add_check_command(app, exit_code);
  add_conjecture_command(app, exit_code);  // first: it registers the `conjecture` player the chomp commands list
  add_chomp_command(app, exit_code);
  add_serve_command(app, exit_code);
  add_limit_footers(app);
  interrupt_install();
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "cgprove: error: %s (try --help)\n", e.what());
    return kBadInput;
  } catch (const BadInput& e) {
    std::fprintf(stderr, "cgprove: error: %s\n", e.what());
    return kBadInput;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cgprove: internal error: %s\n", e.what());
    return 70;
  }
  return exit_code;
}
