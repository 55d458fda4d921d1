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
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = mix(pack(a, b)) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.a == a && s.b == b) return s.value;
      if (s.a == kEmpty && s.b == kEmpty) return std::nullopt;
    }
  }

  // The pair (kEmpty, kEmpty) is reserved.
  void insert(std::uint32_t a, std::uint32_t b, std::uint32_t value) {
    if (full_after_one_more()) grow();
    place(a, b, value);
  }

  std::size_t size() const { return used_; }
  // Bytes the next insert of a new pair allocates: the doubled slot array,
  // which lives beside the old one while the map rehashes (0: no growth).
  std::size_t growth_bytes() const { return full_after_one_more() ? 2 * slots_.size() * sizeof(Slot) : 0; }

 private:
  // 12 bytes, not 16: the tables are large and lookups wait on memory.
  struct Slot {
    std::uint32_t a = kEmpty, b = kEmpty, value = 0;
  };
  static constexpr std::uint32_t kEmpty = ~std::uint32_t{0};
  bool full_after_one_more() const { return 2 * (used_ + 1) > slots_.size(); }  // past 1/2 load

  static std::uint64_t pack(std::uint32_t a, std::uint32_t b) {
    return (std::uint64_t{a} << 32) | b;
  }
  static std::size_t mix(std::uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    return static_cast<std::size_t>(k);
  }
  void place(std::uint32_t a, std::uint32_t b, std::uint32_t value) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = mix(pack(a, b)) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.a == a && s.b == b) {
        s.value = value;
        return;
      }
      if (s.a == kEmpty && s.b == kEmpty) {
        s = Slot{a, b, value};
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
      if (!(s.a == kEmpty && s.b == kEmpty)) place(s.a, s.b, s.value);
  }

  std::vector<Slot> slots_;
  std::size_t used_ = 0;
};

}  // namespace cgp
