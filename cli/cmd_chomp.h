// Parts shared by the `cgprove chomp` subcommands.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>

#include "games/chomp/chomp_table.h"

namespace cgp::cli {

void add_chomp_explain_command(CLI::App& chomp, int& exit_code);
void add_chomp_pmap_command(CLI::App& chomp, int& exit_code);
// chomp match, chomp tournament (cmd_chomp_tournament.cpp)
void add_chomp_tournament_commands(CLI::App& chomp, int& exit_code);
void add_chomp_replay_command(CLI::App& chomp, int& exit_code);  // cmd_chomp_replay.cpp
void add_chomp_play_command(CLI::App& chomp, int& exit_code);    // cmd_chomp_play.cpp
// The built-in players, a line each with their descriptions, for --help.
std::string builtin_players_help();

// Peak resident memory of this process so far (getrusage).
std::uint64_t peak_rss_bytes();
// A progress line on stderr for long table fills when stderr is a terminal;
// empty otherwise. clear_progress erases it.
ChompTableProgress stderr_progress(const std::string& what);
void clear_progress(const ChompTableProgress& progress);

}  // namespace cgp::cli
