// The table is filled in one pass over the diagrams in lexicographic order
// (rows poison row first, shorter rows padded with 0), which puts every
// option of a diagram before it: an option's first changed row is shorter.
//
// Checking every option of every diagram costs one lookup per cell. Instead,
// for row i of a diagram D let R_i(D) say "some option biting row i is P".
// The options biting row i at column j < d_i - 1 are exactly the options of
// E = bite(D, i, d_i - 1) that bite row i (capping the rows from i at j
// after capping them at d_i - 1 is capping them at j), so
//     R_i(D) = P(E) or R_i(E),      P(D) = no R_i(D) holds,
// one lookup per row. The table keeps the bits R_i, one per row, and P is
// "entry == 0". Lexicographic ranks are a sum of one weight per row, and E
// differs from D only in the block of rows equal to d_i from row i on, so its
// rank is D's minus a suffix sum over that block.
//
// Every lookup walks monotonically through the table as D does (capping is
// monotone in lexicographic order), so the accesses are a few sequential
// streams rather than random probes.
#include "games/chomp/chomp_table.h"

#include <unistd.h>

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "games/chomp/chomp_moves.h"

namespace cgp {
namespace {

// Counts saturate here; anything this large is refused long before.
constexpr std::uint64_t kSaturated = std::uint64_t{1} << 62;

std::uint64_t add_saturated(std::uint64_t a, std::uint64_t b) { return std::min(kSaturated, a + b); }

int entry_bytes_for(std::size_t rows) { return rows <= 8 ? 1 : rows <= 16 ? 2 : rows <= 32 ? 4 : 8; }

std::uint64_t physical_memory() {
  long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || size <= 0) return std::numeric_limits<std::uint64_t>::max();
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(size);
}

std::string shape_name(const ChompPosition& shape) {
  const auto& r = shape.rows;
  if (std::all_of(r.begin(), r.end(), [&](int v) { return v == r[0]; }))
    return "box " + std::to_string(r.size()) + "x" + std::to_string(r[0]);
  if (r.size() > 12)  // keep the message one readable line
    return "a position with " + std::to_string(r.size()) + " rows and " + std::to_string(r[0]) + " columns";
  return "position " + to_string(shape);
}

// Weights of lexicographic ranks among the diagrams inside `rows`, and the
// number of those diagrams (the empty one included), saturated.
//   F_k(v): sequences e_k >= e_{k+1} >= ... >= 0 with e_m <= rows_m and e_k <= v;
//   weight_i[d] = sum_{v < d} F_{i+1}(v): the diagrams equal to D above row i
//   with row i shorter than d.
struct Weights {
  std::vector<std::uint64_t> weight;
  std::vector<std::size_t> offset;
  std::uint64_t total = 0;
};

Weights weights_of(const std::vector<int>& rows) {
  const std::size_t n = rows.size();
  Weights w;
  w.offset.resize(n);
  std::size_t size = 0;
  for (std::size_t i = 0; i < n; ++i) {
    w.offset[i] = size;
    size += static_cast<std::size_t>(rows[i]) + 1;
  }
  w.weight.resize(size);
  // below[v] = F_{i+1}(v) for v = 0..rows[i], starting from F_n = 1.
  std::vector<std::uint64_t> below(static_cast<std::size_t>(rows[n - 1]) + 1, 1);
  for (std::size_t i = n; i-- > 0;) {
    std::uint64_t* wi = w.weight.data() + w.offset[i];
    wi[0] = 0;
    for (int d = 1; d <= rows[i]; ++d) wi[d] = add_saturated(wi[d - 1], below[d - 1]);
    const std::uint64_t all = add_saturated(wi[rows[i]], below[rows[i]]);  // F_i(v) for v >= rows[i]
    if (i == 0) {
      w.total = all;
      break;
    }
    std::vector<std::uint64_t> next(static_cast<std::size_t>(rows[i - 1]) + 1, all);
    for (int v = 0; v < rows[i]; ++v) next[v] = add_saturated(wi[v], below[v]);
    below.swap(next);
  }
  return w;
}

// The lexicographic successor of d (len non-zero rows) inside `rows`; false
// after the last diagram. d has a trailing sentinel 0.
[[gnu::always_inline]] inline bool next_inside(const std::vector<int>& rows, std::vector<int>& d, int& len) {
  const int n = static_cast<int>(rows.size());
  int k = len < n ? len : n - 1;  // a longer diagram comes next if there is room
  while (k >= 0 && d[k] == (k == 0 ? rows[0] : std::min(d[k - 1], rows[k]))) --k;
  if (k < 0) return false;
  ++d[k];
  std::fill(d.begin() + k + 1, d.begin() + std::max(len, k + 1), 0);
  len = k + 1;
  return true;
}

}  // namespace

ChompPosition chomp_transpose(std::span<const int> rows) {
  ChompPosition t;
  if (rows.empty()) return t;
  t.rows.resize(static_cast<std::size_t>(rows[0]));
  for (int j = 0; j < rows[0]; ++j) {
    int h = 0;
    while (h < static_cast<int>(rows.size()) && rows[h] > j) ++h;
    t.rows[j] = h;
  }
  return t;
}

std::variant<std::uint64_t, ChompTableError> ChompTable::required_bytes(const ChompPosition& shape,
                                                                   std::uint64_t max_bytes) {
  if (!chomp_is_valid(shape)) throw std::invalid_argument("not a Chomp position: " + to_string(shape));
  const std::size_t rows = shape.rows.size();
  if (rows > static_cast<std::size_t>(kChompMaxTableRows))
    return ChompTableError{shape_name(shape) + " has more than " + std::to_string(kChompMaxTableRows) + " rows" +
                      (shape.rows[0] > kChompMaxTableRows ? " and columns" : " (its transpose has fewer)")};
  const std::uint64_t total = weights_of(shape.rows).total;
  const std::uint64_t limit = std::min(max_bytes, physical_memory() / 2);
  const std::uint64_t per = static_cast<std::uint64_t>(entry_bytes_for(rows));
  if (total >= kSaturated || total > limit / per)
    return ChompTableError{shape_name(shape) + " is too large: " +
                      (total >= kSaturated ? std::string("more than 2^62") : std::to_string(total - 1)) +
                      " diagrams need " + std::to_string(per) + " byte(s) each, the limit is " +
                      std::to_string(limit >> 20) + " MiB",
                      true};
  return total * per;
}

std::variant<ChompTable, ChompTableError> ChompTable::build(const ChompPosition& shape, const ChompTableProgress& progress,
                                                       std::uint64_t max_bytes) {
  auto bytes = required_bytes(shape, max_bytes);
  if (auto* e = std::get_if<ChompTableError>(&bytes)) return *e;
  ChompTable t;
  t.shape_ = shape;
  Weights w = weights_of(shape.rows);
  t.weight_ = std::move(w.weight);
  t.offset_ = std::move(w.offset);
  t.total_ = w.total;
  switch (entry_bytes_for(shape.rows.size())) {
    case 1: t.entries_ = std::vector<std::uint8_t>(t.total_); break;
    case 2: t.entries_ = std::vector<std::uint16_t>(t.total_); break;
    case 4: t.entries_ = std::vector<std::uint32_t>(t.total_); break;
    default: t.entries_ = std::vector<std::uint64_t>(t.total_); break;
  }
  std::visit([&](auto& entries) { t.fill(entries, progress); }, t.entries_);
  return t;
}

template <class Entry>
void ChompTable::fill(std::vector<Entry>& table, const ChompTableProgress& progress) const {
  const std::vector<int>& shape = shape_.rows;
  const int n = static_cast<int>(shape.size());
  // step[i][v]: weight_i[v] - weight_i[v-1], the rank change when row i shrinks from v to v-1.
  std::vector<std::uint64_t> step_flat(weight_.size(), 0);
  std::vector<const std::uint64_t*> step(n);
  for (int i = 0; i < n; ++i) {
    const std::uint64_t* w = weight_.data() + offset_[i];
    std::uint64_t* s = step_flat.data() + offset_[i];
    for (int v = 1; v <= shape[i]; ++v) s[v] = w[v] - w[v - 1];
    step[i] = s;
  }
  std::vector<int> d(n + 1, 0);
  int len = 0;
  constexpr std::uint64_t kReportEvery = std::uint64_t{1} << 24;
  Entry* const t = table.data();
  t[0] = 0;  // the empty diagram; never looked up
  for (std::uint64_t rank = 1; next_inside(shape, d, len); ++rank) {
    Entry mask = 0;
    std::uint64_t back = 0;  // rank(D) - rank(bite(D, i, d_i - 1))
    for (int i = len - 1; i >= 0; --i) {
      const int v = d[i];
      back = d[i + 1] == v ? back + step[i][v] : step[i][v];
      if (i == 0 && v == 1) break;  // a column: row 0 has no bite but the poison
      const Entry e = t[rank - back];
      const Entry hit = static_cast<Entry>((e == 0) | ((e >> i) & 1));  // branch-free: hits are unpredictable
      mask |= static_cast<Entry>(hit << i);
    }
    t[rank] = mask;
    if (progress && rank % kReportEvery == 0) progress(static_cast<double>(rank) / static_cast<double>(total_));
  }
}

std::uint64_t ChompTable::rank(std::span<const int> rows) const {
  std::uint64_t r = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) r += weight_[offset_[i] + rows[i]];
  return r;
}

bool ChompTable::entry_is_zero(std::uint64_t r) const {
  return std::visit([r](const auto& entries) { return entries[r] == 0; }, entries_);
}

bool ChompTable::is_p(const ChompPosition& p) const {
  bool inside = chomp_is_valid(p) && p.rows.size() <= shape_.rows.size();
  for (std::size_t i = 0; inside && i < p.rows.size(); ++i) inside = p.rows[i] <= shape_.rows[i];
  if (!inside) throw std::invalid_argument(to_string(p) + " is not inside " + to_string(shape_));
  return is_p(std::span<const int>(p.rows));
}

std::vector<ChompPosition> ChompTable::winning_moves(const ChompPosition& p) const {
  is_p(p);  // validates p
  std::vector<ChompPosition> out;
  std::vector<int> scratch;
  for_each_chomp(p.rows, scratch, [&](std::size_t, int, std::span<const int> option) {
    if (is_p(option))
      out.push_back(ChompPosition{{option.begin(), option.end()}});
    return true;
  });
  return out;
}

std::uint64_t ChompTable::memory_bytes() const {
  const std::uint64_t entries = std::visit([](const auto& e) { return e.size() * sizeof(e[0]); }, entries_);
  return entries + weight_.size() * sizeof(std::uint64_t);
}

std::uint64_t ChompTable::p_count() const {
  return std::visit(
      [](const auto& e) { return static_cast<std::uint64_t>(std::count(e.begin() + 1, e.end(), 0)); }, entries_);
}

void ChompTable::for_each_p(const std::function<void(std::span<const int>)>& visit) const {
  std::vector<int> d(shape_.rows.size() + 1, 0);
  int len = 0;
  for (std::uint64_t r = 1; next_inside(shape_.rows, d, len); ++r)
    if (entry_is_zero(r)) visit(std::span<const int>(d.data(), len));
}

}  // namespace cgp
