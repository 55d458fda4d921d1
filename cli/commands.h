// Each cgprove command registers itself on the CLI11 app; its callback runs the
// command and records the exit code in `exit_code`.
#pragma once

#include <CLI/CLI.hpp>

namespace cgp::cli {

void add_value_command(CLI::App& app, int& exit_code);
void add_symbolic_commands(CLI::App& app, int& exit_code);
void add_prove_command(CLI::App& app, int& exit_code);
void add_family_command(CLI::App& app, int& exit_code);
void add_check_command(CLI::App& app, int& exit_code);
void add_chomp_command(CLI::App& app, int& exit_code);  // chomp solve / chomp explain
void add_conjecture_command(CLI::App& app, int& exit_code);  // conjecture --table / conjecture chomp
void add_conjecture_chomp_command(CLI::App& conjecture, int& exit_code);
void add_serve_command(CLI::App& app, int& exit_code);  // the page and its JSON API

// Game-specific parts of `prove` and `check`, registered on those commands.
void add_prove_chomp_command(CLI::App& prove, int& exit_code);
void add_check_chomp_command(CLI::App& check, int& exit_code);

}  // namespace cgp::cli
