// Progress of a long run, as typed events: the closure (states so far, queue),
// the merging of states that are instances of more general ones (state k of
// n), the guess (state k of n, its fit box, the points evaluated in it, its
// pieces), the induction (steps checked) and the Coq export. The command line
// decides how to show them; nothing in a result depends on them. A Progress
// without a sink is silent.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

enum class ProgressStage { Closure, Absorb, Guess, Induction, CoqExport, Strategy };

struct ProgressEvent {
  ProgressEvent() = default;
  ProgressEvent(ProgressStage stage, std::size_t index, std::size_t count, std::string state = {})
      : stage(stage), index(index), count(count), state(std::move(state)) {}

  ProgressStage stage = ProgressStage::Closure;
  // Closure: states so far; Strategy: a strategy's nodes so far. Absorb, Guess, Induction, CoqExport: the state's number, from 1
  // (Induction: 0 while the kernel checks the rules and well-foundedness, before any step).
  std::size_t index = 0;
  // Closure, Strategy: states (nodes) waiting to be expanded (the queue). Otherwise: how many states.
  std::size_t count = 0;
  std::string state;                   // the state's name and pattern (not for Closure)
  std::vector<long> box;               // Guess: the fit box, one bound per parameter
  std::string box_planes;              // Guess: the box's planes tabulated further (a,g and b,g to 12), or empty
  std::optional<std::size_t> pieces;   // Guess: the pieces found (absent when starting)
  std::size_t points = 0;              // Guess: points evaluated since the box was started
  std::size_t steps = 0;               // Induction: steps checked so far
  bool finished = false;               // the stage's last event (Closure: it closed)
  std::string scope;                   // the part of the family being proved (`slice b==4`), or empty
};

class Progress {
 public:
  using Sink = std::function<void(const ProgressEvent&)>;
  Progress() = default;
  explicit Progress(Sink sink) : sink_(std::move(sink)) {}
  void report(const ProgressEvent& e) const {
    if (sink_) sink_(e);
  }

 private:
  Sink sink_;
};

}  // namespace cgp
