// The options of a Toads-and-Frogs state system as the rules produce them,
// for the Coq proof that runs on the prover's own states.
//
// Every option of the system carries its strip certificate (TfStrip, checked
// by the kernel against the rules): the raw board is
// `strip prefix core suffix` (CGProve.TfNormal), which tf_norm_strip proves
// equal to the state's board plus the offset. A TfRawOption keeps those parts
// in the form the script writer uses, with the dead walls removed after it.
// Nothing is lifted or normalised again.
#pragma once

#include "families/state_system.h"
#include "prover/toads_frogs/prove_tf.h"

#include <utility>
#include <vector>

namespace cgp {

struct TfRawOption {
  StateOption call;  // the prover's option: target state, arguments, offset
  std::vector<std::pair<Affine, Affine>> prefix;  // (blanks, frogs) blocks, outermost first
  TfPattern core;
  std::vector<std::pair<Affine, Affine>> suffix;  // (toads, blanks) blocks, innermost first
  Affine blanks;  // all blanks of the stripped board (for an integer option: its whole length)
  std::vector<TfWallStep> walls;  // dead walls removed after the strip, in order (CGProve.DeadWall)
  bool stripped() const { return !prefix.empty() || !suffix.empty() || !walls.empty(); }
};

struct TfRawCase {
  std::vector<TfRawOption> left, right;
};

struct TfRawSystem {
  const StateSystem* sys = nullptr;  // the theorem's
  std::vector<TfPattern> patterns;   // of sys->states
  std::vector<std::vector<TfRawCase>> cases;  // per state, aligned with sys->states[i].cases
  std::vector<TfRawOption> entries;  // each family as a state
};

// The system's options and entries with their strips, aligned with its cases.
TfRawSystem tf_raw_system(const TfTheorem& theorem);

}  // namespace cgp
