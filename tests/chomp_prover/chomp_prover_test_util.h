// Shared helpers of the Chomp prover tests.
#pragma once

#include "prover/chomp/prove_top_rows.h"

#include <catch2/catch.hpp>

#include <map>
#include <utility>

namespace chomp_prover_test {

// The proof of the P-positions with top row <= top_max, computed once per
// process and (rows, top_max).
inline const cgp::ChompProof& proved(int rows, int top_max) {
  static std::map<std::pair<int, int>, cgp::ChompProof> cache;
  auto it = cache.find({rows, top_max});
  if (it == cache.end()) {
    cgp::ChompProveOptions o;
    o.rows = rows;
    o.top_max = top_max;
    cgp::ChompProveOutcome out = cgp::chomp_prove_top_rows(o);
    INFO(out.reason);
    REQUIRE(out.status == cgp::ChompProveOutcome::Status::proved);
    REQUIRE(out.proof.checked);
    it = cache.emplace(std::make_pair(rows, top_max), std::move(out.proof)).first;
  }
  return it->second;
}

}  // namespace chomp_prover_test
