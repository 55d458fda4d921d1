// Output of the fitted CONJECTURE (prover/toads_frogs/tf_conjecture.h) that
// `prove tf` and `check tf` show when a family's closure does not close.
#pragma once

#include "families/toads_frogs/closure.h"
#include "prover/toads_frogs/prove_tf.h"

#include <nlohmann/json.hpp>

namespace cgp::cli {

// When `t` is undecided because its closure did not close (no state system),
// fits the entry pattern on the box and prints the conjecture, clearly marked
// as not proved (text), or adds it to `json` as "conjecture". Nothing otherwise.
void print_tf_conjecture(const TfTheorem& t, const TfFamily& family, long box, nlohmann::ordered_json* json);

}  // namespace cgp::cli
