// CGPROVE_TRACE=1: the prover says on stderr where its time goes (one line
// per state guessed, one per induction run). Nothing in a result depends on it.
#pragma once

#include <chrono>

namespace cgp {

bool prover_trace_enabled();

// Seconds of wall time since t0, for trace lines.
double prover_seconds_since(std::chrono::steady_clock::time_point t0);

}  // namespace cgp
