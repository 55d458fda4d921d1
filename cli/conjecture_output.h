// Text and JSON of a Dalmatian run, shared by `conjecture --table` and
// `conjecture chomp`; and the options both take.
#pragma once

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <string>
#include <vector>

#include "conjecture/dalmatian.h"

namespace cgp::cli {

struct ConjectureArgs {
  std::string target;
  bool upper = false, lower = false;
  std::string invariants;  // comma-separated; empty: all but the target
  std::string operators;   // comma-separated; empty: all
  int max_complexity = 7;
  double seconds = 5;
  bool json = false;
};

void add_conjecture_options(CLI::App& cmd, ConjectureArgs& args, const std::string& default_target = "");
// The engine's options; a malformed list, an unknown operator or both
// --upper and --lower are BadInput.
conjecture::DalmatianOptions conjecture_options(const ConjectureArgs& args);

// "number_of_cookies(x) <= 2*number_of_rows(x)".
std::string conjecture_statement(const conjecture::DalmatianResult& r, const conjecture::Expression& bound);
// The accepted bounds in order, the theory with the examples each bound is
// exact on (by label), and how the run stopped.
void print_conjecture_text(const conjecture::DalmatianResult& r, const std::vector<std::string>& labels);
// {"target", "bound", "conjectures": [{"expression", "complexity", "exact_on", "exact"}], "accepted",
//  "expressions_evaluated", "exact_rejected", "complete_through", "stop", "seconds"}; "exact": the
//  verdicts were decided in exact rationals.
nlohmann::ordered_json conjecture_json(const conjecture::DalmatianResult& r, const std::vector<std::string>& labels);

}  // namespace cgp::cli
