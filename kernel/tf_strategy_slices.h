// The kernel's side of a claim proved slice by slice by winning strategies
// (prover/toads_frogs/tf_strategy_claim.h): a claim whose leaves are
// polynomial ((a-1)(b-1)) on a region that allows b only a few values is,
// on each slice b == v, an affine claim of the pinned family (T^a _^v F),
// which kernel/tf_strategy.h checks by certificates.
//
// What makes that a proof of the claim as typed is decided here, not by the
// prover: the kernel pins each slice itself (every pin implied by the slice,
// the pattern and the claim substituted by it), and the slices must cover
// the region. Then for every point x of the region, some slice holds x, its
// pins hold at x, so the pattern at x is the pinned pattern at x's other
// parameters, which lie in the pinned region, and likewise the claim.
#pragma once

#include "games/toads_frogs/pattern.h"
#include "symbolic/poly_game.h"
#include "symbolic/region.h"
#include "symbolic/sym_game.h"

#include <optional>
#include <string>
#include <vector>

namespace cgp {

// One slice pinned: the family and affine claim its certificates must state.
struct KernelTfSlice {
  TfPattern pattern;   // the pattern with the slice's pins substituted
  SymGame claim;       // the claim likewise, affine
  Region where;        // the slice over the parameters left: {y : (y, pins(y)) in slice}
};

// The slice `slice` (over the pattern's parameters, inside the family's
// region) pinned: each parameter it pins to one value is substituted. Nullopt, with the reason in `why`, when the claim keeps a
// product of parameters there or the pins leave a parameter the pinned
// pattern or claim still uses.
std::optional<KernelTfSlice> kernel_tf_pin_slice(const TfPattern& g, const PolyGame& x, const Region& slice,
                                                 std::string& why);

// True when the slices lie in `where` and cover it; otherwise false, with a
// point left uncovered (or the slice outside) in `why`.
bool kernel_tf_slices_cover(const Region& where, const std::vector<Region>& slices, std::string& why);

}  // namespace cgp
