// --coq FILE.v: the commands that prove something can also write a Coq script
// that coqc checks against the library proofs/lib (proofs/export writes it).
// Registering the option and writing the file are here, so that each command
// adds two lines. A script that cannot be written is bad input (exit 2) with
// the reason; the file is written atomically (temporary name, then rename).
#pragma once

#include "families/tf_strategy.h"
#include "games/toads_frogs/position.h"
#include "prover/chomp/check_claim.h"
#include "prover/toads_frogs/prove_tf.h"
#include "prover/toads_frogs/tf_strategy_claim.h"
#include "symbolic/poly_game.h"
#include "symbolic/sym_game.h"

#include <CLI/CLI.hpp>

#include <string>

namespace cgp::cli {

void add_coq_option(CLI::App& cmd, std::string& path);

void write_coq_tf_value(const std::string& path, const TfPosition& position);

// The family theorem (a claim's, for `check`: claim, or poly_claim when it
// has products of parameters) as a script named `name`; `command` is quoted
// in its header. Only for a PROVED theorem: otherwise a note on stderr and
// no file.
void write_coq_tf_family(const std::string& path, const std::vector<TfFamily>& families, const TfTheorem& theorem,
                         const SymGame* claim, const std::string& name, const std::string& command,
                         const Progress& progress = {}, const PolyGame* poly_claim = nullptr);

// G = X proved by a winning strategy for each half (the two kernel-checked
// certificates), by the strategy rule of CGProve.TfStrategy. `typed` is
// the claim as typed when the certificates state it with its half leaves
// as {n|n+1} (kernel/half_leaves.h): the script's last theorem states it as typed.
void write_coq_tf_strategy(const std::string& path, const TfStrategy& lower, const TfStrategy& upper,
                           const std::string& command, const SymGame* typed = nullptr);

// A polynomial claim proved by strategies slice by slice, as typed.
void write_coq_tf_strategy_slices(const std::string& path, const TfFamily& family, const PolyGame& claim,
                                  const TfStrategySlices& slices, const std::string& command);

// The P-positions of 3-row Chomp up to the proof's top row (and the claim,
// for `check chomp`).
void write_coq_chomp(const std::string& path, const ChompProof& proof, const ChompClaim* claim,
                     const std::string& command);

// The same theorem for 3 rows, proved by one run of the library's checker
// (proofs/export/chomp/chomp_reflect_script.h).
void write_coq_chomp_computed(const std::string& path, const ChompProof& proof, const std::string& command);

// The command line for the header: `cgprove prove tf "T^a _ T^b F" --where "a>=1" --coq FILE.v`.
std::string coq_command_text(const std::string& verb, const std::string& game, const std::string& pattern,
                             const std::string& class_name, const std::string& formula, const std::string& where);

}  // namespace cgp::cli
