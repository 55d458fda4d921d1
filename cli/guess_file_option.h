// --guesses FILE of prove tf and check tf: the conjectures a run guesses are
// kept in FILE, and a run given the same FILE starts from them
// (prover/guess_file.h says why this is safe: the kernel checks them).
#pragma once

#include "prover/guess_file.h"

#include <CLI/CLI.hpp>

#include <optional>
#include <string>

namespace cgp::cli {

void add_guesses_option(CLI::App& cmd, std::string& path);

// The file `path` names, read; nullopt when `path` is empty. It is saved once
// at once, so a file that cannot be written is refused before hours of
// guessing, and it is kept when the run is interrupted (cli/interrupt.h):
// it is the one output meant to outlive a stopped run. BadInput (exit 2)
// when it is malformed or cannot be written.
std::optional<GuessFile> guess_file_open(const std::string& path);

// After the run, one line on stderr when the last save failed (the verdict
// stands: the file is an aid, not the result).
void guess_file_report(const std::optional<GuessFile>& file);

}  // namespace cgp::cli
