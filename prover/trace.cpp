#include "prover/trace.h"

#include <cstdlib>

namespace cgp {

bool prover_trace_enabled() {
  static const bool on = std::getenv("CGPROVE_TRACE") != nullptr;
  return on;
}

double prover_seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace cgp
