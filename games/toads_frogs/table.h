// TfTable: the evaluator's transposition table, position -> GameId.
//
// Evaluation looks up every option of every position in a table far larger
// than the CPU caches, so each lookup tends to be a memory stall; the table's
// footprint is what matters. Strips of up to 32 squares (all that can be
// evaluated in practice) are packed into one 64-bit word, two bits per square
// with a nonzero code for every square, so the length is implicit, and live
// in 12-byte slots at up to 3/4 load. Longer strips (up to 64 squares) go to
// a second table keyed by two such words, in 20-byte slots.
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

// The key of a strip of 33 to 64 squares: the code of TfTable::pack for
// squares 0..31 and for squares 32..63. Its slot is 20 bytes where TfKey's
// (two bitboards and a length) was 32: the one-frog slice b = 7 evaluates
// strips of up to 45 squares, and its run ended when this table could not
// double within the memory budget.
struct WideKey {
  std::uint64_t low, high;  // no initialisers: a packed slot needs a POD key
  bool operator==(const WideKey&) const = default;
};
template <>
struct __attribute__((packed, aligned(4))) TableSlot<WideKey> {
  WideKey key{};
  GameId value = kNoGame;
};
static_assert(sizeof(TableSlot<WideKey>) == 20);

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
  // Inserts a key that is not in the table without allocating: where the
  // table would have to grow, the key takes its home slot from whichever key
  // holds it, or is not stored when that slot is free (filling it could
  // leave no free slot to end a probe). The occupied slots stay occupied, so
  // every probe chain still reaches its keys; the one evicted is simply
  // forgotten. Returns whether the key was stored.
  bool insert_without_growth(const Key& key, GameId value) {
    if (!full_after_one_more()) {
      place(key, value);
      return true;
    }
    Slot& home = slots_[Hash{}(key) & (slots_.size() - 1)];
    if (home.value == kNoGame) return false;
    home = Slot{key, value};
    return true;
  }
  std::size_t size() const { return used_; }
  // Bytes the next insert of a new key allocates: the doubled slot array,
  // which lives beside the old one while the table rehashes (0: no growth).
  std::size_t growth_bytes() const { return full_after_one_more() ? 2 * slots_.size() * sizeof(Slot) : 0; }
  std::size_t bytes() const { return slots_.size() * sizeof(Slot); }
  std::size_t slots() const { return slots_.size(); }
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
struct WideKeyHash {
  std::size_t operator()(const WideKey& k) const { return static_cast<std::size_t>(mix64(mix64(k.low) + k.high)); }
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
    return p.size() <= kCompactLength ? compact_.find(pack(p)) : wide_.find(pack_wide(p));
  }
  void insert(const TfPosition& p, GameId value) {
    if (p.size() <= kCompactLength)
      compact_.insert(pack(p), value);
    else
      wide_.insert(pack_wide(p), value);
  }
  std::size_t size() const { return compact_.size() + wide_.size(); }
  std::size_t bytes() const { return compact_.bytes() + wide_.bytes(); }
  std::size_t slots() const { return compact_.slots() + wide_.slots(); }
  void clear() {
    compact_.clear();
    wide_.clear();
  }
  bool insert_without_growth(const TfPosition& p, GameId value) {
    return p.size() <= kCompactLength ? compact_.insert_without_growth(pack(p), value)
                                      : wide_.insert_without_growth(pack_wide(p), value);
  }
  // Bytes inserting p (not in the table) allocates first, 0 when none.
  std::size_t growth_bytes(const TfPosition& p) const {
    return p.size() <= kCompactLength ? compact_.growth_bytes() : wide_.growth_bytes();
  }

  // Square i -> bits 2i, 2i+1: empty 01, toad 10, frog 11, beyond the strip 00.
  static std::uint64_t pack(const TfPosition& p) { return pack_half(p.toads(), p.frogs(), p.squares()); }
  // Any strip of up to 64 squares, in two such words.
  static tf_detail::WideKey pack_wide(const TfPosition& p) {
    return {pack_half(p.toads(), p.frogs(), p.squares()),
            pack_half(p.toads() >> 32, p.frogs() >> 32, p.squares() >> 32)};
  }

 private:
  tf_detail::OpenTable<std::uint64_t, tf_detail::WordHash> compact_;
  tf_detail::OpenTable<tf_detail::WideKey, tf_detail::WideKeyHash> wide_;

  // The code of squares 0..31 of these bitboards (spread keeps the low half).
  static std::uint64_t pack_half(std::uint64_t toads, std::uint64_t frogs, std::uint64_t squares) {
    const std::uint64_t pieces = toads | frogs;
    const std::uint64_t low = squares & ~toads;
    return tf_detail::spread(low) | (tf_detail::spread(pieces) << 1);
  }
};

}  // namespace cgp
