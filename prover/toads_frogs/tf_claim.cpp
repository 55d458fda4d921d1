#include "prover/toads_frogs/tf_claim.h"

#include "kernel/tf_entries.h"
#include "symbolic/game_store.h"
#include "symbolic/notation_print.h"
#include "symbolic/number_domain.h"
#include "symbolic/poly_eval.h"

#include <chrono>

namespace cgp {

namespace {

// The claim, affine or polynomial, at a point and against proved pieces.
GameId claimed_at(GameStore& store, const SymGame& claim, const ParamValues& at) {
  return sym_game_instantiate(store, claim, at);
}
GameId claimed_at(GameStore& store, const PolyGame& claim, const ParamValues& at) {
  return poly_game_instantiate(store, claim, at);
}
std::vector<RelationPiece> compare_piece(const SymPiece& piece, const SymGame& claim) {
  return sym_compare(piece.value, claim, piece.where);
}
// A polynomial claim against an affine proved piece: through PolynomialDomain.
std::vector<RelationPiece> compare_piece(const SymPiece& piece, const PolyGame& claim) {
  return poly_compare(poly_game_from_sym(piece.value), claim, piece.where);
}

template <class Claim>
std::optional<TfCounterexample> differs_at(const TfPattern& p, const Claim& claim, const ParamValues& at,
                                           TfEvaluator& ev) {
  const auto position = tf_pattern_instantiate(p, at);
  if (!position) return std::nullopt;
  GameStore& store = GameStore::instance();
  const GameId actual = ev.value(*position), claimed = claimed_at(store, claim, at);
  if (actual == claimed) return std::nullopt;
  return TfCounterexample{at, position->to_string(), game_to_string(store, claimed), game_to_string(store, actual)};
}

template <class Claim>
std::optional<TfCounterexample> search(const TfPattern& p, const Claim& claim, const Region& where, long max_sum,
                                       double seconds, long& searched) {
  using Clock = std::chrono::steady_clock;
  TfEvaluator ev;
  const auto deadline = Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  Affine sum;
  for (const std::string& name : where.params()) sum += Affine::param(name);
  searched = -1;
  for (long s = 0; s <= max_sum && Clock::now() < deadline; ++s) {
    const Region level = region_intersect(where, region_from_relation(sum, CmpOp::eq, Affine(s), where.params()));
    for (const RegionPoint& x : region_points_in_box(level, 0, s)) {
      const ParamValues at = region_point_values(where, x);
      if (!tf_pattern_instantiate(p, at)) return std::nullopt;  // beyond the longest strip
      if (auto c = differs_at(p, claim, at, ev)) return c;
    }
    searched = s;
  }
  return std::nullopt;
}

template <class Claim>
Region failures(const std::vector<SymPiece>& proved, const Claim& claim, const Region& where) {
  Region bad = region_empty(where.params());
  for (const SymPiece& piece : proved)
    for (const RelationPiece& r : compare_piece(piece, claim))
      if (r.relation != Relation::Equal) bad = region_union(bad, r.where);
  return bad;
}

template <class Claim>
bool against(const TfPattern& p, const Region& where, const std::vector<SymPiece>& proved, const Claim& claim,
             std::optional<TfCounterexample>& cex, std::string& why) {
  const Region bad = failures(proved, claim, where);
  const auto x = region_least_by_sum(bad);
  if (!x) {
    if (region_is_empty(bad)) return true;
    why = "the claim differs on a region without a least point";
    return false;
  }
  TfEvaluator ev;
  cex = differs_at(p, claim, region_point_values(bad, *x), ev);
  if (!cex)  // the theorem says it differs there, the engine does not
    why = "the theorem and the concrete engine disagree at " + param_values_to_string(region_point_values(bad, *x)) +
          " (a bug: please report it)";
  return false;
}

template <class Claim>
TfClaimResult check(const std::vector<TfFamily>& families, const Claim& claim, const RunBudget& budget, long box,
                    long search_sum, const Progress& progress, TfDeadWalls dead_walls, GuessFile* guesses) {
  const TfFamily& family = families.front();
  TfClaimResult r;
  r.cex = search(family.pattern, claim, family.where, search_sum, 5.0, r.searched);
  if (r.cex) return r;
  r.theorem = prove_tf_families(families, budget, box, progress, dead_walls, guesses);
  FamilyProof& proof = r.theorem.proof;
  if (proof.status != FamilyProof::Status::Proved) return r;
  // The family may have been closed as slices (tf_family_slices): its
  // proved value is every slice's pieces, and the kernel must find that the
  // slices cover its region, or a point would be claimed that no entry proves.
  for (const FamilyEntry& e : r.theorem.sys.entries)
    if (e.family == 0)
      for (SymPiece& p : family_entry_pieces(proof.conjecture, e)) r.proved.push_back(std::move(p));
  std::string why;
  if (!kernel_tf_entries_cover(r.theorem.sys, 0, region_align(family.where, tf_pattern_params(family.pattern)), why)) {
    proof.status = FamilyProof::Status::Undecided;
    proof.reason = "the family's entries do not cover its region (a bug: please report it): " + why;
    return r;
  }
  try {
    r.holds = against(family.pattern, family.where, r.proved, claim, r.cex, why);
  } catch (const UnsupportedNumber& e) {  // a sign question the domain refuses: no verdict
    r.holds = false;
    why = std::string("comparing the claim with the proved pieces: ") + e.what();
  }
  if (!r.holds && !r.cex) {
    proof.status = FamilyProof::Status::Undecided;
    proof.reason = why;
  }
  return r;
}

}  // namespace

std::optional<TfCounterexample> tf_claim_differs_at(const TfPattern& p, const SymGame& claim, const ParamValues& at,
                                                    TfEvaluator& ev) {
  return differs_at(p, claim, at, ev);
}

std::optional<TfCounterexample> tf_claim_search(const TfPattern& p, const SymGame& claim, const Region& where,
                                                long max_sum, double seconds, long& searched) {
  return search(p, claim, where, max_sum, seconds, searched);
}

Region tf_claim_failures(const std::vector<SymPiece>& proved, const SymGame& claim, const Region& where) {
  return failures(proved, claim, where);
}

bool tf_claim_against(const TfPattern& p, const Region& where, const std::vector<SymPiece>& proved,
                      const SymGame& claim, std::optional<TfCounterexample>& cex, std::string& why) {
  return against(p, where, proved, claim, cex, why);
}

TfClaimResult tf_claim_check(const std::vector<TfFamily>& families, const SymGame& claim, const RunBudget& budget,
                             long box, long search_sum, const Progress& progress, TfDeadWalls dead_walls,
                             GuessFile* guesses) {
  return check(families, claim, budget, box, search_sum, progress, dead_walls, guesses);
}

TfClaimResult tf_claim_check(const std::vector<TfFamily>& families, const PolyGame& claim, const RunBudget& budget,
                             long box, long search_sum, const Progress& progress, TfDeadWalls dead_walls,
                             GuessFile* guesses) {
  return check(families, claim, budget, box, search_sum, progress, dead_walls, guesses);
}

}  // namespace cgp
