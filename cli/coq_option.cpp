#include "cli/coq_option.h"

#include "cli/cli_args.h"
#include "cli/exit_codes.h"
#include "proofs/export/chomp/chomp_reflect_script.h"
#include "proofs/export/chomp/chomp_script.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/toads_frogs/tf_family_script.h"
#include "proofs/export/toads_frogs/tf_strategy_script.h"
#include "proofs/export/toads_frogs/tf_strategy_slices_script.h"
#include "proofs/export/toads_frogs/tf_value_script.h"

#include <fmt/core.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace cgp::cli {

namespace {

// Runs the exporter; its refusals become bad input naming --coq. The proof
// may be split into files: the main one (module) is written at path, the
// others beside it, named after their modules.
template <class F>
void write_files(const std::string& path, const std::string& module, F&& make) {
  std::vector<CoqScriptFile> files;
  try {
    files = make();
  } catch (const CoqExportError& e) {
    throw BadInput(std::string("--coq: ") + e.what());
  }
  const std::filesystem::path main(path);
  for (const CoqScriptFile& f : files)
    write_output_file(f.module == module ? path : (main.parent_path() / (f.module + ".v")).string(), f.text);
}

// The same for an exporter that writes one file.
template <class F>
void write_script(const std::string& path, F&& make) {
  write_files(path, "", [&] { return std::vector<CoqScriptFile>{{"", make()}}; });
}

// The command of a strategy script: `... --coq-by strategy --coq FILE.v`.
std::string with_coq_by_strategy(std::string command) {
  const std::string tail = " --coq FILE.v";
  if (command.size() >= tail.size() && command.compare(command.size() - tail.size(), tail.size(), tail) == 0)
    command.insert(command.size() - tail.size(), " --coq-by strategy");
  return command;
}

}  // namespace

void add_coq_option(CLI::App& cmd, std::string& path) {
  cmd.add_option("--coq", path, "also write a Coq proof script to this .v file (check: coqc -Q proofs/lib CGProve FILE.v)");
}

void write_coq_tf_value(const std::string& path, const TfPosition& position) {
  write_script(path, [&] { return tf_value_script(position); });
}

void write_coq_tf_strategy(const std::string& path, const TfStrategy& lower, const TfStrategy& upper,
                           const std::string& command, const SymGame* typed) {
  // A large proof is split into files named after this one, in its folder.
  const std::string module = std::filesystem::path(path).stem().string();
  write_files(path, module, [&] {
    TfStrategyScriptRequest req;
    req.name = "claim_holds";
    req.module = module;
    req.header = fmt::format(
        "Toads-and-Frogs: {} = {} on {}, proved by a winning strategy for each half.\n\n"
        "Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.\n"
        "Each node of a strategy is a board, a comparison form and a domain; its\n"
        "claim holds by the strategy rule of CGProve.TfStrategy, by induction on\n"
        "lex3 (the board's measure, then the form's depth and size).\n\n"
        "Written by `{}`; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v",
        tf_pattern_to_string(lower.pattern), sym_game_to_string(lower.claim), region_to_string(lower.where),
        with_coq_by_strategy(command));
    if (typed) {
      req.header += fmt::format(
          "\n\nThe claim was typed {}; the strategies state it with each leaf n + 1/2\n"
          "written {{n|n+1}}, the same game for every integer n, and the last theorem,\n"
          "claim_holds_as_typed, states it as typed (CGProve.Dyadic.half_leaf).",
          sym_game_to_string(*typed));
      req.typed = *typed;
    }
    return tf_strategy_script_files(lower, upper, req);
  });
}

void write_coq_tf_strategy_slices(const std::string& path, const TfFamily& family, const PolyGame& claim,
                                  const TfStrategySlices& slices, const std::string& command) {
  const std::string module = std::filesystem::path(path).stem().string();
  write_files(path, module, [&] {
    std::vector<TfStrategySliceProof> proofs;
    for (const TfStrategySlice& s : slices.slices)
      proofs.push_back({s.slice, &*s.halves.lower.certificate, &*s.halves.upper.certificate});
    const std::string header = fmt::format(
        "Toads-and-Frogs: {} = {} on {}, proved by a winning strategy for each half on each of its {} slices.\n\n"
        "Each slice pins parameters of the region; on it the claim is affine, and the\n"
        "slice's Module proves it as the strategy scripts do (CGProve.TfStrategy).\n"
        "The theorem states the claim as typed on the whole region.\n\n"
        "Written by `{}`; check with\n  make coq && coqc -Q proofs/lib CGProve FILE.v",
        tf_pattern_to_string(family.pattern), poly_game_to_string(claim), region_to_string(family.where),
        proofs.size(), with_coq_by_strategy(command));
    return tf_strategy_slices_script(family.pattern, claim, family.where, proofs, header, "claim_holds", module);
  });
}

void write_coq_tf_family(const std::string& path, const std::vector<TfFamily>& families, const TfTheorem& theorem,
                         const SymGame* claim, const std::string& name, const std::string& command,
                         const Progress& progress, const PolyGame* poly_claim) {
  if (theorem.proof.status != FamilyProof::Status::Proved) {
    fmt::print(stderr, "cgprove: no Coq script written: the theorem is not proved\n");
    return;
  }
  TfScriptRequest req;
  req.families = families;
  req.theorem = &theorem;
  if (claim) req.claim = *claim;
  if (poly_claim) req.poly_claim = *poly_claim;
  req.name = name;
  req.command = command;
  req.progress = progress;
  // A large proof is split into files named after this one, in its folder.
  const std::filesystem::path main(path);
  req.module = main.stem().string();
  req.part_bytes = kCoqPartBytes;
  // For the test of the atom splits on a small class (tests/coq).
  if (const char* v = std::getenv("CGPROVE_COQ_MAX_DISJUNCTS"))
    req.max_disjuncts = static_cast<std::size_t>(std::max(1L, std::atol(v)));
  // For the test of the piecewise statement on a small class (tests/coq).
  if (const char* v = std::getenv("CGPROVE_COQ_SELECT_MAX_PIECES"))
    req.select_max_pieces = static_cast<std::size_t>(std::max(0L, std::atol(v)));
  if (const char* v = std::getenv("CGPROVE_COQ_PIECES_PER_LEMMA"))
    req.pieces_per_lemma = static_cast<std::size_t>(std::max(1L, std::atol(v)));
  write_files(path, req.module, [&] { return tf_family_scripts(req); });
}

void write_coq_chomp(const std::string& path, const ChompProof& proof, const ChompClaim* claim,
                     const std::string& command) {
  ChompScriptRequest req;
  req.proof = &proof;
  if (claim) req.claim = *claim;
  req.name = "P_positions_top" + std::to_string(proof.top_max());
  req.command = command;
  const std::filesystem::path main(path);
  req.module = main.stem().string();
  req.part_bytes = kCoqPartBytes;
  write_files(path, req.module, [&] { return chomp_scripts(req); });
}

void write_coq_chomp_computed(const std::string& path, const ChompProof& proof, const std::string& command) {
  ChompReflectRequest req;
  req.proof = &proof;
  req.name = "P_positions_top" + std::to_string(proof.top_max());
  req.command = command;
  write_script(path, [&] { return chomp_reflect_script(req); });
}

std::string coq_command_text(const std::string& verb, const std::string& game, const std::string& pattern,
                             const std::string& class_name, const std::string& formula, const std::string& where) {
  // The closure mode changes the proof: the command that reproduces it names it.
  std::string out = dead_walls_from_env() == TfDeadWalls::kAlways ? "CGPROVE_DEAD_WALLS=always " : "";
  out += "cgprove " + verb + " " + game;
  if (!pattern.empty()) out += " \"" + pattern + "\"";
  if (!formula.empty()) out += " \"" + formula + "\"";
  if (!class_name.empty()) out += " --class " + class_name;
  if (!where.empty()) out += " --where \"" + where + "\"";
  return out + " --coq FILE.v";
}

}  // namespace cgp::cli
