#include "prover/chomp/check_claim.h"

#include "games/chomp/chomp_top_rows.h"
#include "kernel/chomp_check.h"
#include "kernel/chomp_claim.h"
#include "symbolic/isl_handle.h"

#include <isl/ilp.h>
#include <isl/val.h>

#include <chrono>

namespace cgp {

namespace {

constexpr int kRows = 3;

// The rows, poison row first, with absent top rows dropped where they are 0
// on the whole domain and then padded with zeros to `kRows`.
std::optional<std::vector<Affine>> three_rows(const ChompFamily& f) {
  std::vector<Affine> rows = f.pattern.rows;
  while (rows.size() > static_cast<std::size_t>(kRows) &&
         region_is_subset(f.domain, region_from_relation(rows.back(), CmpOp::eq, Affine(0), f.params)))
    rows.pop_back();
  if (rows.size() > static_cast<std::size_t>(kRows)) return std::nullopt;
  rows.resize(kRows, Affine(0));
  return rows;
}

// The least value of e on a non-empty region; nullopt if unbounded below.
std::optional<long> extreme(const Region& r, const Affine& e, bool max) {
  isl_aff* aff = region_detail::aff_from_affine(e, r.params());
  isl_val* v = max ? isl_set_max_val(region_isl_set(r), aff) : isl_set_min_val(region_isl_set(r), aff);
  isl_aff_free(aff);
  if (!v) region_detail::isl_failed("extreme");
  std::optional<long> out;
  if (isl_val_is_int(v) == isl_bool_true) out = region_detail::val_to_integer(v).to_long();
  isl_val_free(v);
  return out;
}

std::vector<long> without_absent_rows(std::vector<long> rows) {
  while (!rows.empty() && rows.back() == 0) rows.pop_back();
  return rows;
}

}  // namespace

ChompClaimScope chomp_claim_scope(const ChompFamily& family) {
  ChompClaimScope scope;
  const auto rows = three_rows(family);
  if (!rows) {
    scope.why_not = "the pattern has " + std::to_string(family.pattern.rows.size()) +
                    " rows; the top-row system covers Chomp with at most 3 rows";
    return scope;
  }
  const auto top = extreme(family.domain, (*rows)[2], true);
  if (!top) {
    scope.why_not = "the top row " + affine_to_string((*rows)[2]) +
                    " is unbounded on the region; the top-row system proves one top row length at a time";
    return scope;
  }
  scope.covered = true;
  scope.top_max = *top;
  return scope;
}

std::optional<std::vector<long>> chomp_proof_winning_move(const ChompProof& proof, const std::vector<long>& position) {
  std::vector<long> x = position;
  x.resize(static_cast<std::size_t>(proof.rows), 0);
  const long top = x.back();
  if (top > proof.top_max() || x.size() != static_cast<std::size_t>(proof.rows)) return std::nullopt;
  ParamValues at{{"c", x[0]}};
  if (proof.rows == 3) at["b"] = x[1];
  for (const ChompNPiece& n : proof.tops[static_cast<std::size_t>(top)].n_pieces)
    if (region_contains(n.region, at)) {
      const auto k = affine_eval(n.move.column, at).to_long();
      if (!k) return std::nullopt;
      return without_absent_rows(chomp_bite(x, n.move.row, *k));
    }
  return std::nullopt;
}

std::optional<bool> chomp_proof_is_p(const ChompProof& proof, const std::vector<long>& position) {
  std::vector<long> x = position;
  if (x.size() > static_cast<std::size_t>(proof.rows)) return std::nullopt;
  x.resize(static_cast<std::size_t>(proof.rows), 0);
  const long top = x.back();
  if (top < 0 || top > proof.top_max()) return std::nullopt;
  for (const ChompPPiece& p : proof.tops[static_cast<std::size_t>(top)].p_pieces) {
    // Each parameter of a piece is some row minus a constant (guess_top.h's lines and points).
    ParamValues at;
    for (const std::string& q : p.where.params())
      for (std::size_t j = 0; j < x.size() && !at.count(q); ++j)
        if (const Affine rest = p.pattern.rows[j] - Affine::param(q); rest.is_constant())
          at[q] = x[j] - *rest.constant().to_long();
    if (at.size() != p.where.params().size()) {
      if (region_contains(chomp_pattern_image(p.pattern, p.where, proof.rows), x)) return true;
      continue;
    }
    bool same = true;
    for (std::size_t j = 0; j < x.size() && same; ++j) same = affine_eval(p.pattern.rows[j], at) == Dyadic(x[j]);
    if (same && region_contains(p.where, at)) return true;
  }
  return false;
}

ChompClaimOutcome chomp_check_claim(const ChompClaim& claim, long top_max, ChompProveOptions options) {
  const auto start = std::chrono::steady_clock::now();
  ChompClaimOutcome out;
  const ChompFamily& f = claim.family;
  const auto rows = three_rows(f);
  if (!rows) throw std::invalid_argument("chomp_check_claim: not a 3-row family");
  options.rows = kRows;
  options.top_max = static_cast<int>(top_max);
  ChompProveOutcome proved = chomp_prove_top_rows(options);
  out.proof = std::move(proved.proof);
  auto finish = [&] {
    out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return out;
  };
  if (proved.status != ChompProveOutcome::Status::proved) {
    out.reason = "could not prove the P-positions of the top rows up to " + std::to_string(top_max) + ": " + proved.reason;
    return finish();
  }
  std::string why;
  const std::optional<Region> failures = kernel_chomp_claim_failures(out.proof, *rows, f.domain, claim.claims_p, why);
  if (!failures) {
    out.reason = why;
    return finish();
  }
  const Region& bad = *failures;
  if (region_is_empty(bad)) {
    out.status = ChompClaimOutcome::Status::proved;
    return finish();
  }
  ChompCounterexample cx;
  std::optional<RegionPoint> point;
  try {
    point = region_least_by_sum(bad);
  } catch (const std::exception&) {  // a coordinate beyond a long
  }
  if (!point) {
    out.reason = "the claim is false, but its least counterexample has parameters beyond 2^63";
    return finish();
  }
  cx.params = region_point_values(bad, *point);
  const auto position = chomp_pattern_instantiate(f.pattern, cx.params);
  if (!position) {
    out.reason = "the claim is false, but its least counterexample has rows beyond 2^63";
    return finish();
  }
  cx.position = *position;
  if (claim.claims_p) {
    cx.winning_move = chomp_proof_winning_move(out.proof, cx.position);
    if (!cx.winning_move) throw std::runtime_error("chomp_check_claim: an N-position without a checked winning move");
  }
  out.counterexample = std::move(cx);
  out.status = ChompClaimOutcome::Status::refuted;
  return finish();
}

}  // namespace cgp
