// What every harness shares: the input bound and the check that aborts with
// a message, so libFuzzer reports a broken round trip as a crash with its input.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace cgp::fuzz {

// Longer inputs are skipped: the canonical-form engine and isl must not be
// asked for huge games or regions, only for every way to write a small one.
constexpr std::size_t kMaxInputBytes = 256;

inline bool fuzz_input_too_long(std::size_t size) { return size > kMaxInputBytes; }

inline std::string_view fuzz_text(const unsigned char* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Aborts (a finding) when `ok` is false, printing what broke and the texts involved.
inline void fuzz_require(bool ok, const char* what, std::string_view input, std::string_view printed = {},
                         std::string_view reprinted = {}) {
  if (ok) return;
  std::fprintf(stderr, "round trip broken: %s\n  input:     %.*s\n  printed:   %.*s\n  reprinted: %.*s\n", what,
               static_cast<int>(input.size()), input.data(), static_cast<int>(printed.size()), printed.data(),
               static_cast<int>(reprinted.size()), reprinted.data());
  std::abort();
}

}  // namespace cgp::fuzz
