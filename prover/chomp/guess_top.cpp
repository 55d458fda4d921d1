#include "prover/chomp/guess_top.h"

#include <algorithm>
#include <climits>

namespace cgp {

namespace {

struct Offsets {
  long first = 0;          // the b of d[0]
  std::vector<long> d;     // c - b, or -1 for none
  long at(long b) const { return d[static_cast<std::size_t>(b - first)]; }
  long last() const { return first + static_cast<long>(d.size()) - 1; }
};

struct Tail {
  long from = 0, period = 1;
};

// The least period, then the least threshold, that the data support.
std::optional<Tail> find_tail(const Offsets& o) {
  const long span = o.last() - o.first + 1;
  for (long p = 1; p <= kChompMaxPeriod; ++p) {
    long from = o.last() - p + 1;
    while (from - 1 >= o.first && o.at(from - 1) == o.at(from - 1 + p)) --from;
    const long support = o.last() - from + 1;
    if (support >= std::max(3 * p + 8, span / 3)) return Tail{from, p};
  }
  return std::nullopt;
}

ChompPattern line(long top, long offset) {
  const Affine b = Affine::param("b");
  return ChompPattern{{b + Affine(offset), b, Affine(top)}};
}

ChompPattern point(const std::vector<long>& coords) {
  ChompPattern p;
  for (long x : coords) p.rows.push_back(Affine(x));
  return p;
}

Region interval(long lo, long hi) {
  const std::vector<std::string> b{"b"};
  return region_intersect(region_from_relation(Affine::param("b"), CmpOp::ge, Affine(lo), b),
                          region_from_relation(Affine::param("b"), CmpOp::le, Affine(hi), b));
}

Region residue_class(long from, long period, long residue) {
  const std::vector<std::string> b{"b"};
  Region r = region_from_relation(Affine::param("b"), CmpOp::ge, Affine(from), b);
  if (period > 1) r = region_intersect(r, region_from_residue(Affine::param("b"), period, CmpOp::eq, residue, b));
  return r;
}

ChompTopGuess guess_two_rows(const ChompThreeRowTable& table, int top) {
  ChompTopGuess g;
  g.rows = 2;
  g.top = top;
  g.tail_from = LONG_MAX;
  if (const auto c = table.partner(0, top)) {  // [c, top] is [c, top, 0]
    const std::vector<long> coords{*c, top};
    g.points[coords] = 0;
    g.pieces.push_back(ChompPPiece{point(coords), region_universe({})});
  }
  return g;
}

}  // namespace

int ChompTopGuess::piece_of(const std::vector<long>& coords) const {
  if (coords.size() != static_cast<std::size_t>(rows) || coords.back() != top) return -1;
  if (rows == 3) {
    const long b = coords[1];
    if (b >= tail_from) {
      for (const Tail& t : tails)
        if (b % period == t.residue && coords[0] == b + t.offset) return t.piece;
      return -1;
    }
    if (b >= top && static_cast<std::size_t>(b - top) < head.size()) {
      const Partner& p = head[static_cast<std::size_t>(b - top)];
      return p.c == coords[0] ? p.piece : -1;
    }
  }
  const auto it = points.find(coords);
  return it == points.end() ? -1 : it->second;
}

long ChompTopGuess::irregular_until() const {
  long last = top + static_cast<long>(head.size());
  for (const auto& [x, piece] : points) last = std::max(last, x[rows == 3 ? 1 : 0]);
  if (!tails.empty()) last = std::max(last, tail_from + 2 * period);
  return last;
}

long ChompTopGuess::max_offset() const {
  long most = 0;
  for (const Partner& p : head) most = std::max(most, p.c - top);
  for (const Tail& t : tails) most = std::max(most, t.offset);
  for (const auto& [x, piece] : points) most = std::max(most, x[0] - x[rows - 1]);
  return most;
}

std::optional<ChompTopGuess> chomp_guess_top(const ChompThreeRowTable& table, int rows, int top, std::string* why) {
  if (rows == 2) return guess_two_rows(table, top);
  std::vector<long> partners;
  for (long b = top; b <= table.max_b(); ++b) partners.push_back(table.partner(top, b).value_or(-1));
  return chomp_guess_top_from_partners(top, partners, why);
}

std::optional<ChompTopGuess> chomp_guess_top_from_partners(int top, const std::vector<long>& partners, std::string* why) {
  Offsets o;
  o.first = top;
  for (std::size_t i = 0; i < partners.size(); ++i) o.d.push_back(partners[i] < 0 ? -1 : partners[i] - top - static_cast<long>(i));
  if (o.d.empty()) {
    if (why) *why = "no data";
    return std::nullopt;
  }
  const auto tail = find_tail(o);
  if (!tail) {
    if (why) *why = "top row " + std::to_string(top) + ": no periodic pattern for b <= " + std::to_string(o.last());
    return std::nullopt;
  }
  ChompTopGuess g;
  g.rows = 3;
  g.top = top;
  g.tail_from = tail->from;
  g.period = tail->period;
  // Offsets in order of their least b; per offset the region of its line.
  std::vector<long> order;
  std::map<long, Region> line_region;
  std::map<long, std::vector<long>> single;  // offset -> b of one-position runs
  std::vector<bool> on_line(o.d.size(), false);  // b belongs to its offset's line piece
  auto add_line = [&](long d, const Region& r) {
    auto [it, fresh] = line_region.try_emplace(d, r);
    if (!fresh) it->second = region_union(it->second, r);
  };
  for (long b = top; b < tail->from;) {
    const long d = o.at(b);
    long hi = b;
    while (hi + 1 < tail->from && o.at(hi + 1) == d) ++hi;
    if (d >= 0) {
      if (std::find(order.begin(), order.end(), d) == order.end()) order.push_back(d);
      if (hi > b) {
        add_line(d, interval(b, hi));
        for (long x = b; x <= hi; ++x) on_line[static_cast<std::size_t>(x - top)] = true;
      } else {
        single[d].push_back(b);
      }
    }
    b = hi + 1;
  }
  for (long j = 0; j < tail->period; ++j) {
    const long b = tail->from + j, d = o.at(b);
    if (d < 0) continue;
    if (std::find(order.begin(), order.end(), d) == order.end()) order.push_back(d);
    add_line(d, residue_class(tail->from, tail->period, b % tail->period));
    g.tails.push_back({b % tail->period, d, -1});
  }
  // Pieces ordered by least b: a line piece at its first b, single positions at theirs.
  std::vector<std::pair<long, ChompPPiece>> pieces;
  std::map<long, long> line_first;
  for (long b = top; b <= o.last(); ++b) {
    const long d = o.at(b);
    if (d >= 0 && (b >= tail->from || on_line[static_cast<std::size_t>(b - top)])) line_first.try_emplace(d, b);
  }
  for (long d : order) {
    if (line_region.count(d)) pieces.push_back({line_first.at(d), ChompPPiece{line(top, d), line_region.at(d)}});
    for (long b : single[d]) pieces.push_back({b, ChompPPiece{point({b + d, b, top}), region_universe({})}});
  }
  std::stable_sort(pieces.begin(), pieces.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
  g.head.resize(static_cast<std::size_t>(tail->from - top));
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    g.pieces.push_back(pieces[i].second);
    const ChompPattern& p = pieces[i].second.pattern;
    if (p.rows[1].is_constant()) {
      const long b = *p.rows[1].constant().to_long();
      g.head[static_cast<std::size_t>(b - top)] = {*p.rows[0].constant().to_long(), static_cast<int>(i)};
      continue;
    }
    const long d = *(p.rows[0] - p.rows[1]).constant().to_long();
    for (long b = top; b < tail->from; ++b)
      if (on_line[static_cast<std::size_t>(b - top)] && o.at(b) == d)
        g.head[static_cast<std::size_t>(b - top)] = {b + d, static_cast<int>(i)};
    for (auto& t : g.tails)
      if (t.offset == d) t.piece = static_cast<int>(i);
  }
  return g;
}

}  // namespace cgp
