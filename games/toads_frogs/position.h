// TfPosition: a concrete Toads-and-Frogs strip, parsed from and printed to text.
//
// Stored as two bitboards (bit i of `toads` / `frogs` set when square i holds
// that piece) plus the length: two bits per square. Copying is cheap, the
// words are the transposition-table key, and the simplifications of
// simplify.h become a handful of shifts and masks instead of loops.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <variant>

#include "symbolic/parse_error.h"

namespace cgp {

enum class Square : std::uint8_t { Empty, Toad, Frog };

// A packed position: equal keys <=> equal positions.
struct TfKey {
  std::uint64_t toads = 0, frogs = 0;
  std::uint32_t length = 0;
  bool operator==(const TfKey&) const = default;
  auto operator<=>(const TfKey&) const = default;
};

class TfPosition {
 public:
  static constexpr std::size_t kMaxLength = 64;  // one bit per square per word

  TfPosition() = default;
  // `length` empty squares.
  explicit TfPosition(std::size_t length) { key_.length = static_cast<std::uint32_t>(length); }
  TfPosition(std::uint64_t toads, std::uint64_t frogs, std::size_t length)
      : key_{toads, frogs, static_cast<std::uint32_t>(length)} {}

  // Accepts T, F, _ and . (empty), with optional integer repeats `X^n`
  // (so "T^7_^4F^7" is accepted); anything else is an error naming its column.
  static std::variant<TfPosition, ParseError> parse(std::string_view text);
  std::string to_string() const;  // T, F, _

  std::size_t size() const { return key_.length; }
  std::uint64_t toads() const { return key_.toads; }
  std::uint64_t frogs() const { return key_.frogs; }
  // Bits 0 .. size()-1 set: the squares of the strip.
  std::uint64_t squares() const { return mask(size()); }
  std::uint64_t empties() const { return squares() & ~(toads() | frogs()); }

  Square operator[](std::size_t i) const {
    return (key_.toads >> i) & 1u ? Square::Toad
           : (key_.frogs >> i) & 1u ? Square::Frog
                                    : Square::Empty;
  }
  void set(std::size_t i, Square s) {
    const std::uint64_t bit = std::uint64_t{1} << i;
    key_.toads = s == Square::Toad ? key_.toads | bit : key_.toads & ~bit;
    key_.frogs = s == Square::Frog ? key_.frogs | bit : key_.frogs & ~bit;
  }
  // Appends a square; the caller keeps size() < kMaxLength.
  void push_back(Square s) { set(key_.length++, s); }

  // Squares [begin, end) as a position of their own.
  TfPosition slice(std::size_t begin, std::size_t end) const {
    const std::uint64_t m = mask(end - begin);
    return TfPosition(shr(key_.toads, begin) & m, shr(key_.frogs, begin) & m, end - begin);
  }
  // The strip without square i.
  TfPosition erase(std::size_t i) const {
    const std::uint64_t low = mask(i);
    auto cut = [&](std::uint64_t w) { return (w & low) | (shr(w, i + 1) << i); };
    return TfPosition(cut(key_.toads), cut(key_.frogs), size() - 1);
  }
  // The strip read backwards with toads and frogs swapped: the same game with
  // the players' roles exchanged, so its value is the negative.
  TfPosition mirror() const {
    return TfPosition(reverse(key_.frogs), reverse(key_.toads), size());
  }

  const TfKey& key() const { return key_; }
  bool operator==(const TfPosition& o) const { return key_ == o.key_; }

  static std::uint64_t mask(std::size_t n) { return n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1; }
  static std::uint64_t shr(std::uint64_t w, std::size_t k) { return k >= 64 ? 0 : w >> k; }

 private:
  // Bit i -> bit size()-1-i.
  std::uint64_t reverse(std::uint64_t w) const {
    w = ((w >> 1) & 0x5555555555555555ULL) | ((w & 0x5555555555555555ULL) << 1);
    w = ((w >> 2) & 0x3333333333333333ULL) | ((w & 0x3333333333333333ULL) << 2);
    w = ((w >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((w & 0x0f0f0f0f0f0f0f0fULL) << 4);
    w = __builtin_bswap64(w);
    return size() == 0 ? 0 : w >> (64 - size());
  }

  TfKey key_;
};

char square_char(Square s);  // 'T', 'F', '_'

}  // namespace cgp
