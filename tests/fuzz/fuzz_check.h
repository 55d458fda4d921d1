// What every harness shares: the input bound and the check that aborts with
// a message, so libFuzzer reports a broken round trip as a crash with its input.
#pragma once

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <variant>

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

// The usual check of a parser whose value compares with ==: what `parse`
// accepts is printed and parsed again to an equal value; what it rejects
// comes back as an error value with a message (template Error: ParseError).
template <class Value, class Error, class Parse, class Print>
void fuzz_round_trip(std::string_view input, Parse parse, Print print) {
  const std::variant<Value, Error> parsed = parse(input);
  if (const auto* error = std::get_if<Error>(&parsed)) {
    fuzz_require(!error->message.empty(), "error without a message", input);
    return;
  }
  const Value& value = std::get<Value>(parsed);
  const std::string printed = print(value);
  const std::variant<Value, Error> reparsed = parse(printed);
  if (const auto* error = std::get_if<Error>(&reparsed))
    fuzz_require(false, "printed value does not parse", input, printed, error->message);
  fuzz_require(std::get<Value>(reparsed) == value, "printed value parses to another one", input, printed,
               print(std::get<Value>(reparsed)));
}

}  // namespace cgp::fuzz
