// CompiledCases: a state system's recurrence cases compiled to integer maps,
// for questions asked at millions of points.
//
// A case states each option as a state at affine arguments plus an affine
// offset (families/state_system.h). Evaluating those Affines and asking isl
// whether a point lies in a case region costs microseconds a point; the
// recurrence oracle and the translation bench ask at every position they
// visit, so each case is compiled once, on first use, into integer rows
// (RegionMembership) and coefficient vectors.
//
// Untrusted, like everything outside kernel/: the kernel reads the system's
// Affines, never these.
#pragma once

#include "families/state_system.h"
#include "symbolic/region_membership.h"

#include <cstddef>
#include <memory>
#include <vector>

namespace cgp {

// One option: the target's point is args * x + base, plus the integer
// offset_coef . x + offset_base. target is kIntegerTarget for an option that
// is the offset itself (args empty then).
struct CompiledOption {
  int target = kIntegerTarget;
  std::vector<std::vector<long>> args;  // per target parameter, one coefficient per source parameter
  std::vector<long> base;
  std::vector<long> offset_coef;
  long offset_base = 0;

  RegionPoint target_point(const RegionPoint& x) const;
  long offset_at(const RegionPoint& x) const;
};

struct CompiledCase {
  RegionMembership where;
  std::vector<CompiledOption> left, right;
};

class CompiledCases {
 public:
  // `sys` must outlive this. Its cases' arguments and offsets must be
  // integral affine maps (the closure's are); std::invalid_argument if not.
  explicit CompiledCases(const StateSystem& sys);

  // The cases of sys.states[state], in the system's order.
  const std::vector<CompiledCase>& of(std::size_t state);
  // The first case of the state whose region holds x, or nullptr.
  const CompiledCase* at(std::size_t state, const RegionPoint& x);

 private:
  const StateSystem& sys_;
  std::vector<std::unique_ptr<std::vector<CompiledCase>>> cases_;  // compiled on first use
};

}  // namespace cgp
