// TfTable: the evaluator's transposition table, position -> GameId.
//
// Evaluation looks up every option of every position in a table far larger
// than the CPU caches, so each lookup tends to be a memory stall; the table's
// footprint is what matters. Strips of up to 32 squares (all that can be
// evaluated in practice) are packed into one 64-bit word, two bits per square
// with a nonzero code for every square, so the length is implicit, and live
// in 12-byte slots at up to 3/4 load. Longer strips go to a second table
// keyed by the full bitboards.
#pragma once

#include "games/toads_frogs/position.h"
#include "symbolic/game_store.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace cgp {

namespace tf_detail {

inline std::uint64_t mix64(std::uint64_t h) {  // splitmix64's finaliser
  h ^= h >> 30;
  h *= 0xbf58476d1ce4e5b9ULL;
  h ^= h >> 27;
  h *= 0x94d049bb133111ebULL;
  h ^= h >> 31;
  return h;
}

template <class Key>
struct TableSlot {
  Key key{};
  GameId value = kNoGame;
};
// The compact table's slot, packed to 12 bytes rather than padded to 16: a
// quarter more positions in the same memory, and under a memory budget that
// is one doubling more (a 2^29-slot table is 6 GiB, not 8), at no cost in
// speed on x86 (bench_tf, README Performance).
template <>
struct __attribute__((packed, aligned(4))) TableSlot<std::uint64_t> {
  std::uint64_t key = 0;
  GameId value = kNoGame;
};
static_assert(sizeof(TableSlot<std::uint64_t>) == 12);

// Open addressing with linear probing; kNoGame marks a free slot.
template <class Key, class Hash>
class OpenTable {
 public:
  OpenTable() { slots_.resize(1u << 12); }

  std::optional<GameId> find(const Key& key) const {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Hash{}(key) & mask;; i = (i + 1) & mask) {
      const Slot& s = slots_[i];
      if (s.value == kNoGame) return std::nullopt;
      if (s.key == key) return s.value;
    }
  }
  void insert(const Key& key, GameId value) {
    if (full_after_one_more()) grow();
    place(key, value);
  }
  std::size_t size() const { return used_; }
  // Bytes the next insert of a new key allocates: the doubled slot array,
  // which lives beside the old one while the table rehashes (0: no growth).
  std::size_t growth_bytes() const { return full_after_one_more() ? 2 * slots_.size() * sizeof(Slot) : 0; }
  std::size_t bytes() const { return slots_.size() * sizeof(Slot); }
  // Empty, at the initial size, with the slot array given back.
  void clear() {
    std::vector<Slot>(1u << 12).swap(slots_);
    used_ = 0;
  }

 private:
  using Slot = TableSlot<Key>;
  bool full_after_one_more() const { return 4 * (used_ + 1) > 3 * slots_.size(); }  // past 3/4 load
  void place(const Key& key, GameId value) {
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = Hash{}(key) & mask;; i = (i + 1) & mask) {
      Slot& s = slots_[i];
      if (s.value == kNoGame) {
        s = Slot{key, value};
        ++used_;
        return;
      }
      if (s.key == key) {
        s.value = value;
        return;
      }
    }
  }
  void grow() {
    std::vector<Slot> old(slots_.size() * 2);
    old.swap(slots_);
    used_ = 0;
    for (const Slot& s : old)
      if (s.value != kNoGame) place(s.key, s.value);
  }

  std::vector<Slot> slots_;
  std::size_t used_ = 0;
};

struct WordHash {
  std::size_t operator()(std::uint64_t w) const { return static_cast<std::size_t>(mix64(w)); }
};
struct KeyHash {
  std::size_t operator()(const TfKey& k) const {
    return static_cast<std::size_t>(
        mix64(mix64(k.toads ^ (std::uint64_t{k.length} << 57)) + k.frogs));
  }
};

// Bit i of w -> bit 2i (the low half of w only).
inline std::uint64_t spread(std::uint64_t w) {
  w &= 0xffffffffULL;
  w = (w | (w << 16)) & 0x0000ffff0000ffffULL;
  w = (w | (w << 8)) & 0x00ff00ff00ff00ffULL;
  w = (w | (w << 4)) & 0x0f0f0f0f0f0f0f0fULL;
  w = (w | (w << 2)) & 0x3333333333333333ULL;
  w = (w | (w << 1)) & 0x5555555555555555ULL;
  return w;
}

}  // namespace tf_detail

class TfTable {
 public:
  static constexpr std::size_t kCompactLength = 32;

  std::optional<GameId> find(const TfPosition& p) const {
    return p.size() <= kCompactLength ? compact_.find(pack(p)) : wide_.find(p.key());
  }
  void insert(const TfPosition& p, GameId value) {
    if (p.size() <= kCompactLength)
      compact_.insert(pack(p), value);
    else
      wide_.insert(p.key(), value);
  }
  std::size_t size() const { return compact_.size() + wide_.size(); }
  std::size_t bytes() const { return compact_.bytes() + wide_.bytes(); }
  void clear() {
    compact_.clear();
    wide_.clear();
  }
  // Bytes inserting p (not in the table) allocates first, 0 when none.
  std::size_t growth_bytes(const TfPosition& p) const {
    return p.size() <= kCompactLength ? compact_.growth_bytes() : wide_.growth_bytes();
  }

  // Square i -> bits 2i, 2i+1: empty 01, toad 10, frog 11, beyond the strip 00.
  static std::uint64_t pack(const TfPosition& p) {
    const std::uint64_t pieces = p.toads() | p.frogs();
    const std::uint64_t low = p.squares() & ~p.toads();
    return tf_detail::spread(low) | (tf_detail::spread(pieces) << 1);
  }

 private:
  tf_detail::OpenTable<std::uint64_t, tf_detail::WordHash> compact_;
  tf_detail::OpenTable<TfKey, tf_detail::KeyHash> wide_;
};

}  // namespace cgp
