// RegionPairMemo<V>: a value remembered for a pair of regions, and
// RegionMemo<V> for one region, for work that a caller repeats on the same
// regions (the strategy closure's builds again meet the same domains and
// images, and a widening's convex hull is most of a build's time).
//
// Regions are looked up by isl's own representation (its hash and plain
// equality) and their parameter names, not by the sets they stand for: two
// representations of one set are two keys. So a lookup can miss where an
// exact comparison would hit, which only costs the work again, and a hit is
// always the pair given before.
#pragma once

#include "symbolic/region.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <utility>

namespace cgp {

// isl's hash of r's set, with r's parameter names.
std::uint64_t region_plain_hash(const Region& r);
// r and s have one representation: the same parameters and plainly equal sets.
bool region_plain_equal(const Region& r, const Region& s);

template <class V>
class RegionPairMemo {
 public:
  // The value remembered for (r, s), if any.
  const V* find(const Region& r, const Region& s) const { return find_at(key(r, s), r, s); }
  void remember(const Region& r, const Region& s, V value) {
    entries_.emplace(key(r, s), Entry{r, s, std::move(value)});
  }
  // The value remembered for (r, s), else compute() remembered for it. The
  // key is hashed once (isl's hash walks the set's constraints).
  template <class F>
  const V& find_or_remember(const Region& r, const Region& s, F&& compute) {
    const std::uint64_t k = key(r, s);
    if (const V* known = find_at(k, r, s)) return *known;
    return entries_.emplace(k, Entry{r, s, compute()})->second.value;
  }

 private:
  const V* find_at(std::uint64_t k, const Region& r, const Region& s) const {
    const auto range = entries_.equal_range(k);
    for (auto it = range.first; it != range.second; ++it)
      if (region_plain_equal(it->second.r, r) && region_plain_equal(it->second.s, s)) return &it->second.value;
    return nullptr;
  }
  struct Entry {
    Region r, s;
    V value;
  };
  static std::uint64_t key(const Region& r, const Region& s) {
    return region_plain_hash(r) * 0x9E3779B97F4A7C15ull ^ region_plain_hash(s);
  }
  std::unordered_multimap<std::uint64_t, Entry> entries_;
};

// A value remembered for one region, looked up as RegionPairMemo's are.
template <class V>
class RegionMemo {
 public:
  template <class F>
  const V& find_or_remember(const Region& r, F&& compute) {
    const std::uint64_t k = region_plain_hash(r);
    const auto range = entries_.equal_range(k);
    for (auto it = range.first; it != range.second; ++it)
      if (region_plain_equal(it->second.first, r)) return it->second.second;
    return entries_.emplace(k, std::pair<Region, V>{r, compute()})->second.second;
  }

 private:
  std::unordered_multimap<std::uint64_t, std::pair<Region, V>> entries_;
};

}  // namespace cgp
