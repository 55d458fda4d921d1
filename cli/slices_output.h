// How prove and check show the slices of an UNDECIDED family
// (prover/toads_frogs/tf_slices.h): a line per slice tried, and one JSON
// array.
#pragma once

#include "cli/theorem_output.h"
#include "prover/toads_frogs/tf_slices.h"

#include <CLI/CLI.hpp>

namespace cgp::cli {

// --slice-seconds: the time all slices may take (0: none); `what` is what
// they prove ("the claim", "the family").
void add_slice_seconds_option(CLI::App& cmd, double& seconds, const std::string& what);

// [{"param","value","status","seconds","states","reason"?,"pieces"?}]
Json slices_json(const TfSliceReport& report, bool with_pieces);

// A heading, then a line per slice; with_pieces adds each proved slice's value.
void print_slices(const TfSliceReport& report, double seconds, bool with_pieces);

}  // namespace cgp::cli
