#include "prover/chomp/find_witnesses.h"

#include "games/chomp/chomp_top_rows.h"
#include "symbolic/isl_handle.h"

#include <isl/space.h>

#include <set>
#include <tuple>

namespace cgp {

namespace {

constexpr std::size_t kMaxRounds = 200000;

struct Found {
  int row = 0;
  int target_top = 0, target_piece = 0;
};

// A winning move of a concrete position into the conjecture, trying rows from
// the poison row up and columns from the left.
std::optional<Found> concrete_winning_move(const std::vector<ChompTopGuess>& guesses, const std::vector<long>& x,
                                           std::vector<long>& y) {
  const int rows = static_cast<int>(x.size());
  for (int row = 0; row < rows; ++row)
    for (long k = row == 0 ? 1 : 0; k < x[static_cast<std::size_t>(row)]; ++k) {
      for (int j = 0; j < rows; ++j) y[static_cast<std::size_t>(j)] = j < row ? x[static_cast<std::size_t>(j)] : std::min(x[static_cast<std::size_t>(j)], k);
      const int piece = guesses[static_cast<std::size_t>(y.back())].piece_of(y);
      if (piece >= 0) return Found{row, static_cast<int>(y.back()), piece};
    }
  return std::nullopt;
}

bool operator<(const Found& a, const Found& b) {
  return std::tie(a.row, a.target_top, a.target_piece) < std::tie(b.row, b.target_top, b.target_piece);
}

std::string position_text(const std::vector<long>& x) {
  std::string s = "[";
  for (std::size_t j = 0; j < x.size(); ++j) {
    if (j) s += ',';
    s += std::to_string(x[j]);
  }
  return s + "]";
}

// The distinct first winning moves of the N-positions in a box that holds the
// guess's irregular part and a few periods of its tail, in order of first use.
// Cheap concrete work that saves most of the symbolic search; a position
// without any move into the conjecture refutes it (`refuted`).
std::vector<Found> seed_moves(const std::vector<ChompTopGuess>& guesses, int top,
                              std::optional<std::vector<long>>& refuted) {
  const ChompTopGuess& g = guesses[static_cast<std::size_t>(top)];
  const int rows = g.rows;
  const long b_hi = rows == 3 ? g.irregular_until() + 2 : top;
  const long c_span = g.max_offset() + top + 4;
  std::vector<Found> seeds;
  std::set<Found> seen;
  std::vector<long> x(static_cast<std::size_t>(rows)), y(x.size());
  x.back() = top;
  for (long b = top; b <= b_hi; ++b)
    for (long c = std::max(b, 1L); c <= b + c_span; ++c) {
      x[0] = c;
      if (rows == 3) x[1] = b;
      if (g.piece_of(x) >= 0) continue;
      const auto found = concrete_winning_move(guesses, x, y);
      if (!found) {
        refuted = x;
        return seeds;
      }
      if (seen.insert(*found).second) seeds.push_back(*found);
    }
  return seeds;
}

// The target piece's parameters from the position y it is instantiated at:
// each parameter must be some row minus a constant.
std::optional<std::map<std::string, Affine>> solve_args(const ChompPPiece& target, const std::vector<Affine>& y) {
  std::map<std::string, Affine> args;
  for (const std::string& q : target.where.params()) {
    bool solved = false;
    for (std::size_t j = 0; j < target.pattern.rows.size() && !solved; ++j) {
      const Affine rest = target.pattern.rows[j] - Affine::param(q);
      if (rest.is_constant()) {
        args[q] = y[j] - rest;
        solved = true;
      }
    }
    if (!solved) return std::nullopt;
  }
  return args;
}

struct PieceCollector {
  const ChompPPiece* target = nullptr;
  int rows = 3, top = 0;
  Found move;
  std::vector<ChompNPiece>* out = nullptr;
  std::string failure;
};

isl_stat collect_piece(isl_set* dom, isl_multi_aff* ma, void* user) {
  auto* c = static_cast<PieceCollector*>(user);
  const std::vector<std::string> params = chomp_top_params(c->rows);
  // On a piece cut out by residues isl may write b as 2*floor(b/2) + ...;
  // the gist against the piece's own domain removes such divisions.
  ma = isl_multi_aff_gist(ma, isl_set_copy(dom));
  std::vector<Affine> values;  // k, y0, ..., y{rows-1} over the state's params
  for (int j = 0; j <= c->rows && c->failure.empty(); ++j) {
    isl_aff* aff = isl_multi_aff_get_aff(ma, j);
    const auto e = affine_from_isl_aff(aff, params);
    isl_aff_free(aff);
    if (!e) c->failure = "a winning move into a P piece of top row " + std::to_string(c->move.target_top) +
                         " is not affine in the position";
    else values.push_back(*e);
  }
  isl_multi_aff_free(ma);
  if (!c->failure.empty()) {
    isl_set_free(dom);
    return isl_stat_error;
  }
  const auto args = solve_args(*c->target, std::vector<Affine>(values.begin() + 1, values.end()));
  if (!args) {
    c->failure = "cannot express a target piece's parameters by the position";
    isl_set_free(dom);
    return isl_stat_error;
  }
  ChompWitnessMove move{c->move.row, values[0], c->move.target_top, c->move.target_piece, *args};
  c->out->push_back(ChompNPiece{region_from_isl(params, dom), std::move(move)});
  return isl_stat_ok;
}

}  // namespace

std::optional<std::vector<ChompNPiece>> chomp_find_witnesses(const std::vector<ChompTopGuess>& guesses,
                                                             const std::vector<ChompTopImages>& images, int top,
                                                             std::string* why, bool seeds_only) {
  const int rows = guesses.at(static_cast<std::size_t>(top)).rows;
  const Region domain = chomp_top_domain(rows, top);  // over the state's params
  IslSet rest = isl_checked(isl_set_copy(region_isl_set(domain)), "witness rest");
  std::vector<ChompNPiece> out;
  std::vector<IslMap> bites;  // per row, from this top row's positions
  for (int row = 0; row < rows; ++row) bites.push_back(isl_checked(chomp_top_bite_relation(rows, row, top), "bite"));
  // The N pieces of one winning move (row into target piece); their positions
  // join `covered`, removed from `rest` in one subtraction.
  std::vector<IslSet> covered;
  auto add_move = [&](const Found& found) {
    // { x -> [k, y] : biting (row, k) of x leaves y, y in the target piece }, least k.
    const Region& target = images[static_cast<std::size_t>(found.target_top)].pieces[static_cast<std::size_t>(found.target_piece)];
    isl_set* target_ky = isl_set_insert_dims(isl_set_copy(region_isl_set(target)), isl_dim_set, 0, 1);
    isl_map* moves = isl_map_intersect_range(isl_map_copy(bites[static_cast<std::size_t>(found.row)].get()), target_ky);
    isl_pw_multi_aff* least = isl_map_lexmin_pw_multi_aff(isl_checked(moves, "witness moves").release());
    if (!least) region_detail::isl_failed("witness lexmin");
    PieceCollector collector{&guesses[static_cast<std::size_t>(found.target_top)].pieces[static_cast<std::size_t>(found.target_piece)],
                             rows, top, found, &out, {}};
    const isl_stat st = isl_pw_multi_aff_foreach_piece(least, collect_piece, &collector);
    if (!seeds_only) covered.push_back(isl_checked(isl_pw_multi_aff_domain(least), "witness domain"));
    else isl_pw_multi_aff_free(least);
    if (st != isl_stat_ok) {
      if (why) *why = "top row " + std::to_string(top) + ": " + (collector.failure.empty() ? "isl failed" : collector.failure);
      return false;
    }
    return true;
  };
  auto subtract_covered = [&] {
    std::vector<isl_set*> sets;
    for (IslSet& c : covered) sets.push_back(c.release());
    covered.clear();
    isl_set* all = isl_set_union_all(std::move(sets), isl_set_get_space(rest.get()));
    rest = isl_checked(isl_set_subtract(rest.release(), all), "witness rest");
  };
  auto refute = [&](const std::vector<long>& x) {
    if (why) *why = "the conjectured P-positions are wrong: " + position_text(x) + " (poison row first) is not among them "
                    "and has no move into them";
    return std::nullopt;
  };
  std::optional<std::vector<long>> refuted;
  for (const Found& seed : seed_moves(guesses, top, refuted))
    if (!add_move(seed)) return std::nullopt;
  if (refuted) return refute(*refuted);
  if (seeds_only) return out;
  const Region own_p = chomp_top_project(images[static_cast<std::size_t>(top)].all, rows, top);
  rest = isl_checked(isl_set_subtract(rest.release(), isl_set_copy(region_isl_set(own_p))), "witness rest");
  subtract_covered();
  // Whatever the box missed: the least uncovered position, one at a time.
  std::vector<long> y(static_cast<std::size_t>(rows));
  for (std::size_t round = 0; !isl_true(isl_set_is_empty(rest.get()), "witness rest"); ++round) {
    if (round == kMaxRounds) {
      if (why) *why = "top row " + std::to_string(top) + ": too many N pieces";
      return std::nullopt;
    }
    const std::vector<long> at = isl_set_lexmin_point(rest.get());  // over the state's params
    std::vector<long> x;
    for (const Affine& row : chomp_top_rows(rows, top)) x.push_back(*affine_eval(row, chomp_top_params(rows), at).to_long());
    const auto found = concrete_winning_move(guesses, x, y);
    if (!found) return refute(x);
    if (!add_move(*found)) return std::nullopt;
    subtract_covered();
  }
  return out;
}

}  // namespace cgp
