// The theorem prove tf proves for a pattern over its whole natural region:
// the kernel tests' starting point; the test fails where it is not PROVED.
#pragma once

#include "prover/toads_frogs/prove_tf.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

namespace kernel_test {

inline cgp::TfTheorem proved_theorem(const std::string& pattern) {
  cgp::TfTheorem t = cgp::prove_tf_families({cgp::TfFamily{tf_test::pattern(pattern), cgp::region_universe({})}});
  REQUIRE(t.proof.status == cgp::FamilyProof::Status::Proved);
  return t;
}

}  // namespace kernel_test
