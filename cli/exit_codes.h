// The exit codes of every cgprove command, and the error that carries bad input
// up to main, where it becomes one line on stderr and exit code 2.
#pragma once

#include <stdexcept>
#include <string>

namespace cgp::cli {

enum ExitCode : int {
  kSuccess = 0,
  kRefuted = 1,    // a claim was refuted
  kBadInput = 2,   // malformed input, or input beyond a limit
  kUndecided = 3,  // neither proved nor refuted
};

// Thrown for bad input; main prints "cgprove: error: <what>" and exits with 2.
struct BadInput : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace cgp::cli
