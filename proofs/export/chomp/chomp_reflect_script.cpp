#include "proofs/export/chomp/chomp_reflect_script.h"

#include "games/chomp/chomp_top_rows.h"
#include "proofs/export/coq_terms.h"

#include <fmt/core.h>

#include <algorithm>
#include <numeric>
#include <optional>
#include <sstream>
#include <vector>

namespace cgp {

namespace {

// f(r, b) for b = 0 .. H-1: the claimed poison row, if any.
using Column = std::vector<std::optional<long>>;

// Past every piece's least middle row by this much, the rows have shown
// their periods several times over (the longest period is
// kChompReflectMaxPeriod; each must repeat at least kSettledRepeats times).
constexpr long kSettledRepeats = 4;
constexpr long kMargin = 64;

// Each top row's P pieces as sets of (b, c).
using PiecePoints = std::vector<std::vector<Region>>;

PiecePoints piece_points(const ChompProof& proof) {
  PiecePoints out;
  for (const ChompTopProof& t : proof.tops) {
    out.emplace_back();
    for (const ChompPPiece& p : t.p_pieces) out.back().push_back(chomp_pattern_top_points(p.pattern, p.where, 3, t.top));
  }
  return out;
}

// The least middle row of any piece: where the last piece of a row starts.
long last_start(const PiecePoints& pieces) {
  long out = 0;
  for (const std::vector<Region>& top : pieces)
    for (const Region& p : top)
      if (const auto x = region_lexmin(p)) out = std::max(out, (*x)[0]);
  return out;
}

Column row_values(const std::vector<Region>& pieces, long top, long H) {
  Column f(static_cast<std::size_t>(H));
  // Poison rows up to 2H + top: the offsets c - b seen are below the top row
  // (282 at top row 400). A P-position beyond would be missing from the
  // claim, and coqc's check would compute false.
  const std::vector<long> hi{H - 1, 2 * H + top};
  for (const Region& p : pieces)
    for (const RegionPoint& x : region_points_in_box(p, hi)) {
      std::optional<long>& v = f[std::size_t(x[0])];
      if (v && *v != x[1]) throw CoqExportError(fmt::format("top row {}: two P-positions with middle row {}", top, x[0]));
      v = x[1];
    }
  return f;
}

// Does f repeat with period p at b? Offsets repeat: f(b + p) = f(b) + p.
bool repeats_at(const Column& f, long p, long b) {
  const auto& x = f[std::size_t(b)];
  const auto& y = f[std::size_t(b + p)];
  return x.has_value() == y.has_value() && (!x || *y == *x + p);
}

// The least t from which f repeats with period p (up to H).
long settles_at(const Column& f, long p) {
  long t = long(f.size()) - p;
  while (t > 0 && repeats_at(f, p, t - 1)) --t;
  return t;
}

using Row = ChompReflectRow;
using Claim = ChompReflectClaim;

// Every row's least period; M is their lcm.
Claim claim_of(const std::vector<Column>& f, long H) {
  Claim cl;
  cl.K = long(f.size()) - 1;
  for (std::size_t r = 0; r < f.size(); ++r) {
    long p = 1;
    while (p <= kChompReflectMaxPeriod && H - settles_at(f[r], p) < kSettledRepeats * p + kMargin) ++p;
    if (p > kChompReflectMaxPeriod)
      throw CoqExportError(fmt::format("top row {} has no period of at most {} that settles below middle row {}", r,
                                       kChompReflectMaxPeriod, H));
    cl.M = std::lcm(cl.M, p);
  }
  for (std::size_t r = 0; r < f.size(); ++r) {
    Row row;
    row.top = long(r);
    row.from = std::max(row.top, settles_at(f[r], cl.M));
    for (long b = row.top; b < row.from; ++b) row.values.push_back(f[r][std::size_t(b)]);
    for (long i = 0; i < cl.M; ++i) {
      const auto& v = f[r][std::size_t(row.from + i)];
      row.tail.push_back(v ? std::optional<long>(*v - (row.from + i)) : std::nullopt);
    }
    for (long b = row.top; b < H; ++b)
      if (const auto& v = f[r][std::size_t(b)]) cl.D = std::max(cl.D, *v - b);
    cl.rows.push_back(std::move(row));
  }
  cl.T = std::max(cl.K + cl.D, cl.K + cl.M + 1);
  for (const Row& row : cl.rows) cl.T = std::max({cl.T, row.from + cl.D, row.from + cl.M});
  return cl;
}

std::string option_list(const std::vector<std::optional<long>>& v) {
  std::string s = "[";
  for (std::size_t i = 0; i < v.size(); ++i)
    s += (i ? "; " : "") + (v[i] ? "Some " + std::to_string(*v[i]) : std::string("None"));
  return s + "]";
}

std::string header(const ChompReflectRequest& req, const Claim& cl) {
  return fmt::format(
      "(* Chomp: the P-positions of 3-row Chomp with top row at most {0}.\n\n"
      "   Theorem ({1}).  A position [c; b; r] with at most three rows (poison row c\n"
      "   first, then the middle row b and the top row r; rows3 {0}) is a P-position\n"
      "   exactly when c is the claimed poison row of (r, b):\n"
      "       claimed claim_top{0} r b c.\n"
      "   The claim, below, lists per top row r (CRow r T_r values tail) the poison\n"
      "   row of each middle row b = r .. T_r - 1 (None: no P-position), and from T_r\n"
      "   on the offsets c - b, repeating with period M = {2} ((b - T_r) mod M picks\n"
      "   one).  Offsets are at most D = {3}.\n\n"
      "   Proof (CGProve.ChompReflect.claim_P_positions): the library's checker,\n"
      "   run by vm_compute at the Qed of claim_checks, tests every middle row\n"
      "   below T* + M = {4} (T* = {5}) of every top row; periodicity carries the\n"
      "   rest.  Nothing else is trusted: the checker's soundness is proved in the\n"
      "   library from the rules of CGProve.Chomp.\n\n"
      "   Written by `{6}`; check with\n"
      "     make coq && coqc -Q proofs/lib CGProve FILE.v *)\n\n",
      cl.K, req.name, cl.M, cl.D, cl.T + cl.M, cl.T, req.command);
}

}  // namespace

ChompReflectClaim chomp_reflect_claim(const ChompProof& proof) {
  if (proof.rows != 3 || !proof.checked) throw CoqExportError("only a checked proof of 3-row Chomp is exported");
  const PiecePoints pieces = piece_points(proof);
  // Far enough past the last piece's start for every period to repeat.
  const long H = last_start(pieces) + kSettledRepeats * kChompReflectMaxPeriod + 2 * kMargin + proof.top_max();
  std::vector<Column> f;
  for (std::size_t r = 0; r < pieces.size(); ++r) f.push_back(row_values(pieces[r], long(r), H));
  Claim cl = claim_of(f, H);
  // key2 in the library packs a pair as x * 65536 + y.
  if (cl.T + cl.M + cl.D >= 65536) throw CoqExportError("the table's numbers exceed the library's keys (65536)");
  return cl;
}

std::optional<long> chomp_reflect_claimed(const ChompReflectClaim& cl, long r, long b) {
  if (r < 0 || r > cl.K || b < 0) return std::nullopt;
  const ChompReflectRow& row = cl.rows[std::size_t(r)];
  if (b < row.from) return b >= row.top ? row.values[std::size_t(b - row.top)] : std::nullopt;
  const auto& off = row.tail[std::size_t((b - row.from) % cl.M)];
  return off ? std::optional<long>(b + *off) : std::nullopt;
}

std::string chomp_reflect_script(const ChompReflectRequest& req) {
  const ChompProof& proof = *req.proof;
  const long K = proof.top_max();
  const Claim cl = chomp_reflect_claim(proof);

  std::ostringstream out;
  out << header(req, cl);
  out << "From Coq Require Import List NArith.\nImport ListNotations.\n"
         "From CGProve Require Import Chomp ChompRows ChompReflect.\n\n";
  out << "Open Scope N_scope.\n\n";
  out << fmt::format("Definition claim_top{} : claim := Claim {} {} {} {} [\n", K, cl.K, cl.M, cl.D, cl.T);
  for (std::size_t i = 0; i < cl.rows.size(); ++i) {
    const Row& r = cl.rows[i];
    out << fmt::format("  CRow {} {} {} {}{}\n", r.top, r.from, option_list(r.values), option_list(r.tail),
                       i + 1 < cl.rows.size() ? ";" : "");
  }
  out << "].\n\nClose Scope N_scope.\n\n";
  out << fmt::format(
      "(* One run of the checker, by the virtual machine at the Qed. *)\n"
      "Lemma claim_checks : check (claim_tables claim_top{0}) = true.\n"
      "Proof. vm_cast_no_check (eq_refl true). Qed.\n\n"
      "Theorem {1} : forall c b r, rows3 {0} [c; b; r] ->\n"
      "  (chomp_P [c; b; r] <-> claimed claim_top{0} r b c).\n"
      "Proof. exact (claim_P_positions claim_top{0} claim_checks). Qed.\n\n"
      "Print Assumptions {1}.\n",
      K, req.name);
  return out.str();
}

}  // namespace cgp
