// IdPairMap: an open-addressing hash map from a pair of 32-bit ids to a 32-bit
// value. The game store's caches (leq, add) sit on the hot path of every
// evaluation, where std::unordered_map's node allocations dominate.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace cgp {

class IdPairMap {
 public:
  IdPairMap() { slots_.resize(1u << 10); }

  std::optional<std::uint32_t> find(std::uint32_t a, std::uint32_t b) const {
    const std::uint64_t key = pack(a, b);
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = mix(key) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.key == kEmpty) return std::nullopt;
      if (s.key == key) return s.value;
    }
  }

  void insert(std::uint32_t a, std::uint32_t b, std::uint32_t value) {
    if (2 * (used_ + 1) > slots_.size()) grow();
    place(pack(a, b), value);
  }

  std::size_t size() const { return used_; }

 private:
  struct Slot {
    std::uint64_t key = kEmpty;
    std::uint32_t value = 0;
  };
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

  static std::uint64_t pack(std::uint32_t a, std::uint32_t b) {
    return (std::uint64_t{a} << 32) | b;
  }
  static std::size_t mix(std::uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return static_cast<std::size_t>(k);
  }
  void place(std::uint64_t key, std::uint32_t value) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = mix(key) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.key == key) {
        s.value = value;
        return;
      }
      if (s.key == kEmpty) {
        s = Slot{key, value};
        ++used_;
        return;
      }
    }
  }
  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    used_ = 0;
    for (const Slot& s : old)
      if (s.key != kEmpty) place(s.key, s.value);
  }

  std::vector<Slot> slots_;
  std::size_t used_ = 0;
};

}  // namespace cgp
