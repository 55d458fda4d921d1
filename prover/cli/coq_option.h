// --coq FILE.v: the commands that prove something can also write a Coq script
// that coqc checks against the library proofs/lib (proofs/export writes it).
// Registering the option and writing the file are here, so that each command
// adds two lines. A script that cannot be written is bad input (exit 2) with
// the reason; the file is written atomically (temporary name, then rename).
#pragma once

#include "games/toads_frogs/position.h"

#include <CLI/CLI.hpp>

#include <string>

namespace cgp::cli {

void add_coq_option(CLI::App& cmd, std::string& path);

void write_coq_tf_value(const std::string& path, const TfPosition& position);

}  // namespace cgp::cli
