// Conjectures by mirror image, for Toads-and-Frogs.
//
// The mirror of a position (reversed, toads and frogs exchanged) is the same
// game with the players exchanged: value -G. So a family's states are, up to
// an affine map of parameters, the mirrors of the states of the mirrored
// family, and a conjecture proved there gives one here: negate each piece
// and pull it back through the map. The guesser is not mirror-symmetric (its
// tie-breaks and the order it grows its box in depend on the parameter
// order), so a family it cannot fit may have a mirror it can.
//
// The result is only a conjecture for the family's own system: the induction
// checker proves it there like any other, and the proof never mentions the
// mirror.
#pragma once

#include "families/state_system.h"
#include "prover/prove_family.h"

namespace cgp {

// Per state of `sys`, the pieces read off `mirrored_conjecture` (the
// conjecture of `mirrored`, the closure of the mirrored families): -g(map(x))
// for the state g of `mirrored` whose pattern matches the state's mirror
// image, or nullopt when no state matches or the pieces do not cover the
// state's domain.
GivenConjecture tf_mirror_conjecture(const StateSystem& sys, const StateSystem& mirrored,
                                     const Conjecture& mirrored_conjecture);

}  // namespace cgp
