// The options of a Toads-and-Frogs state system as the rules produce them,
// for the Coq proof that runs on the prover's own states.
//
// The prover normalises every lifted option (families/tf/normalise.h):
// Terminal Toads strips the last toad block with the blanks after it
// (X T^x _^y = X _^y + x*y), its mirror image the first frog block with the
// blanks before it (_^y F^x X = _^y X - x*y), until the first piece is a
// toad and the last a frog. Whatever it strips is a prefix of blank and
// frog blocks and a suffix of toad and blank blocks; the rest, with all the
// stripped blanks at its two ends, is the state it resolves to. A TfRawOption
// keeps those three parts so that the script can name the raw board as
// `strip prefix core suffix` (CGProve.TfNormal) and prove it equal to the
// state's board plus the offset (tf_norm_strip).
#pragma once

#include "families/state_system.h"
#include "families/tf/closure.h"
#include "prover/prove_tf.h"

#include <utility>
#include <vector>

namespace cgp {

struct TfRawOption {
  StateOption call;  // the prover's option: target state, arguments, offset
  std::vector<std::pair<Affine, Affine>> prefix;  // (blanks, frogs) blocks, outermost first
  TfPattern core;
  std::vector<std::pair<Affine, Affine>> suffix;  // (toads, blanks) blocks, innermost first
  Affine blanks;  // all blanks of the stripped board (for an integer option: its whole length)
  bool stripped() const { return !prefix.empty() || !suffix.empty(); }
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

// Recomputes the lifted options of every state and splits each as above;
// checks that the split reproduces the normalisation the closure recorded
// (std::logic_error otherwise).
TfRawSystem tf_raw_system(const std::vector<TfFamily>& families, const TfTheorem& theorem);

}  // namespace cgp
