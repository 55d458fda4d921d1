// The command line of the measurement benches: one usage line on stderr and
// exit code 2 for any bad argument, as cgprove itself does.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace cgp {

// The bench's name and its usage text, set once by main.
struct BenchUsage {
  const char* name;
  const char* usage;

  [[noreturn]] void fail(const char* why) const {
    std::fprintf(stderr, "%s: %s (usage: %s)\n", name, why, usage);
    std::exit(2);
  }

  // A whole decimal number, or the usage line (std::atol read "x" as 0).
  long number(const char* text, const char* what) const {
    char* end = nullptr;
    const long n = std::strtol(text, &end, 10);
    if (end == text || *end != '\0') fail(what);
    return n;
  }
};

}  // namespace cgp
