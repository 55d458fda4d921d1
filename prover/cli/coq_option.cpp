#include "prover/cli/coq_option.h"

#include "prover/cli/cli_args.h"
#include "prover/cli/exit_codes.h"
#include "proofs/export/coq_terms.h"
#include "proofs/export/tf_value_script.h"

namespace cgp::cli {

namespace {

// Runs the exporter; its refusals become bad input naming --coq.
template <class F>
void write_script(const std::string& path, F&& make) {
  std::string script;
  try {
    script = make();
  } catch (const CoqExportError& e) {
    throw BadInput(std::string("--coq: ") + e.what());
  }
  write_output_file(path, script);
}

}  // namespace

void add_coq_option(CLI::App& cmd, std::string& path) {
  cmd.add_option("--coq", path, "also write a Coq proof script to this .v file (check: coqc -Q proofs/lib CGProve FILE.v)");
}

void write_coq_tf_value(const std::string& path, const TfPosition& position) {
  write_script(path, [&] { return tf_value_script(position); });
}

}  // namespace cgp::cli
