// Every check is one exact isl question (emptiness or inclusion). Sets of
// positions are over chomp_coords (P pieces, check (4)); a top row's N pieces,
// its cover and its moves (checks (2) and (3)) are over its params, where its
// P pieces project exactly once (1) has placed them in the top row.
#include "kernel/chomp_check.h"

#include "games/chomp/chomp_top_rows.h"
#include "symbolic/isl_cover.h"
#include "symbolic/isl_handle.h"

#include <isl/space.h>

#include <algorithm>
#include <chrono>

namespace cgp {

namespace {

bool only_params(const Affine& e, const std::vector<std::string>& allowed) {
  if (!e.is_integral()) return false;
  for (const std::string& p : e.params())
    if (std::find(allowed.begin(), allowed.end(), p) == allowed.end()) return false;
  return true;
}

IslSet union_of(const std::vector<Region>& sets, const std::vector<std::string>& coords) {
  std::vector<isl_set*> all;
  for (const Region& r : sets) all.push_back(isl_set_copy(region_isl_set(r)));
  return isl_checked(isl_set_union_all(std::move(all), isl_set_get_space(region_isl_set(region_empty(coords)))), "union");
}

// { (b, c) -> [k, y] : (b, c) in piece } with k and y the move's column and
// result, over the state's params.
IslMap move_graph(const ChompWitnessMove& m, const ChompPPiece& target, const Region& piece, int rows) {
  using namespace region_detail;
  const std::vector<std::string> params = chomp_top_params(rows);
  std::vector<std::string> out_names{"k"};
  for (int j = 0; j < rows; ++j) out_names.push_back(chomp_indexed_name('y', j));
  isl_multi_aff* ma = isl_multi_aff_zero(isl_space_map_from_domain_and_range(set_space(params), set_space(out_names)));
  ma = isl_multi_aff_set_aff(ma, 0, aff_from_affine(m.column, params));
  for (int j = 0; j < rows; ++j) {
    const Affine y = affine_substitute(target.pattern.rows[static_cast<std::size_t>(j)], m.target_args);
    ma = isl_multi_aff_set_aff(ma, static_cast<unsigned>(j) + 1, aff_from_affine(y, params));
  }
  isl_map* graph = isl_map_from_multi_aff(ma);
  return isl_checked(isl_map_intersect_domain(graph, isl_set_copy(region_isl_set(piece))), "move graph");
}

// The forms bounding a piece's box: the coordinates and, with 3 rows, the
// poison row minus the middle row, along which most pieces are lines
// (c = b + d): boxes over the coordinates alone would all meet far out.
std::vector<IslForm> chomp_box_forms(int rows) {
  std::vector<IslForm> forms = isl_unit_forms(static_cast<std::size_t>(rows));
  if (rows == 3) forms.push_back({1, -1, 0});
  return forms;
}

// The same over a top row's params (b, c), or (c) with 2 rows: c - b for the lines.
std::vector<IslForm> chomp_state_box_forms(int rows) {
  if (rows == 3) return {{1, 0}, {0, 1}, {-1, 1}};
  return isl_unit_forms(1);
}

std::string piece_name(int top, const char* kind, std::size_t i) {
  return "top row " + std::to_string(top) + ": " + kind + " piece " + std::to_string(i);
}

}  // namespace

ChompTopImages chomp_top_images(const std::vector<ChompPPiece>& pieces, int rows) {
  ChompTopImages out;
  for (const ChompPPiece& p : pieces) out.pieces.push_back(chomp_pattern_image(p.pattern, p.where, rows));
  out.all = region_from_isl(chomp_coords(rows), union_of(out.pieces, chomp_coords(rows)).release());
  return out;
}

struct BoxedPiece {
  IslBox box;
  Region positions;
};

struct ChompProofChecker::State {
  int rows = 3;
  std::vector<IslForm> forms;        // of every box over positions
  std::vector<IslForm> state_forms;  // of every box over a top row's params
  std::vector<IslMap> moves;  // per row: { x -> y }, k bound
  std::vector<BoxedPiece> p_upto;  // P pieces of every checked top row
  std::vector<std::vector<ChompPPiece>> checked;  // the checked top rows' P pieces, as checked
  std::vector<ChompTopImages> images;
  ChompCheckSummary summary;
};

ChompProofChecker::ChompProofChecker(int rows) : s_(std::make_unique<State>()) {
  s_->rows = rows;
  s_->forms = chomp_box_forms(rows);
  s_->state_forms = chomp_state_box_forms(rows);
  for (int row = 0; row < rows; ++row) {
    s_->moves.push_back(isl_checked(isl_map_project_out(chomp_bite_relation(rows, row), isl_dim_out, 0, 1), "move"));
  }
}

ChompProofChecker::~ChompProofChecker() = default;

int ChompProofChecker::next_top() const { return static_cast<int>(s_->images.size()); }
const ChompCheckSummary& ChompProofChecker::summary() const { return s_->summary; }
const std::vector<ChompTopImages>& ChompProofChecker::images() const { return s_->images; }

bool ChompProofChecker::check_next(const ChompProof& proof, std::string* why) {
  const auto start = std::chrono::steady_clock::now();
  const int rows = s_->rows, top = next_top();
  auto fail = [&](const std::string& what) {
    if (why) *why = what;
    return false;
  };
  if (proof.rows != rows) return fail("the proof is about " + std::to_string(proof.rows) + " rows");
  if (top > proof.top_max() || proof.tops[static_cast<std::size_t>(top)].top != top)
    return fail("top row " + std::to_string(top) + " is missing");
  const ChompTopProof& t = proof.tops[static_cast<std::size_t>(top)];
  const std::vector<std::string> params = chomp_top_params(rows);
  const Region domain = chomp_top_domain(rows, top);
  const Region positions = chomp_top_lift(domain, rows, top);

  // (1) P pieces are positions of this top row.
  for (std::size_t i = 0; i < t.p_pieces.size(); ++i) {
    const ChompPPiece& p = t.p_pieces[i];
    bool ok = p.pattern.rows.size() == static_cast<std::size_t>(rows);
    for (const Affine& row : p.pattern.rows) ok = ok && only_params(row, p.where.params());
    if (!ok) return fail(piece_name(top, "P", i) + " is not a " + std::to_string(rows) + "-row pattern over its parameters");
  }
  ChompTopImages images = chomp_top_images(t.p_pieces, rows);
  for (std::size_t i = 0; i < images.pieces.size(); ++i)
    if (!region_is_subset(images.pieces[i], positions))
      return fail(piece_name(top, "P", i) + " holds points that are not positions with this top row");

  // (2) N pieces are positions of this top row outside P, and everything is
  // covered; over the top row's params (b, c), where by (1) the P pieces
  // project exactly. Boxes spare the exact questions of pieces that cannot
  // meet; the cover is cut into boxes too (symbolic/isl_cover.h).
  std::vector<IslBox> p_boxes;  // over positions, for (4)
  for (const Region& piece : images.pieces) p_boxes.push_back(isl_set_box(region_isl_set(piece), s_->forms));
  {
    std::vector<Region> p_state;
    std::vector<IslBox> p_state_boxes;
    IslCover cover(s_->state_forms);
    for (const Region& piece : images.pieces) {
      p_state.push_back(chomp_top_project(piece, rows, top));
      p_state_boxes.push_back(isl_set_box(region_isl_set(p_state.back()), s_->state_forms));
      cover.add(region_isl_set(p_state.back()), p_state_boxes.back());
    }
    for (std::size_t i = 0; i < t.n_pieces.size(); ++i) {
      const Region& r = t.n_pieces[i].region;
      if (r.params() != params) return fail(piece_name(top, "N", i) + " is not over the parameters of the top row");
      if (!region_is_subset(r, domain)) return fail(piece_name(top, "N", i) + " holds points that are not positions");
      IslBox box = isl_set_box(region_isl_set(r), s_->state_forms);
      for (std::size_t j = 0; j < p_state.size(); ++j)
        if (box.meets(p_state_boxes[j]) && !region_is_disjoint(r, p_state[j]))
          return fail(piece_name(top, "N", i) + " meets a P piece");
      cover.add(region_isl_set(r), std::move(box));
    }
    if (!cover.covers(region_isl_set(domain)))
      return fail("top row " + std::to_string(top) + ": the P and N pieces do not cover every position");
  }

  // (3) Every N piece's move is legal everywhere on it and lands in its target piece.
  std::vector<IslMap> bites;  // from this top row's positions, over its params
  for (int row = 0; row < rows; ++row) bites.push_back(isl_checked(chomp_top_bite_relation(rows, row, top), "bite"));
  for (std::size_t i = 0; i < t.n_pieces.size(); ++i) {
    const ChompWitnessMove& m = t.n_pieces[i].move;
    const std::string name = piece_name(top, "N", i);
    // Targets below this top row are taken from the checker's own copies.
    const std::vector<ChompPPiece>* pieces =
        m.target_top == top ? &t.p_pieces
        : m.target_top >= 0 && m.target_top < top ? &s_->checked[static_cast<std::size_t>(m.target_top)] : nullptr;
    if (m.row < 0 || m.row >= rows || !pieces || m.target_piece < 0 ||
        static_cast<std::size_t>(m.target_piece) >= pieces->size())
      return fail(name + ": its move names no P piece of a top row <= " + std::to_string(top));
    const ChompPPiece& target = (*pieces)[static_cast<std::size_t>(m.target_piece)];
    bool ok = only_params(m.column, params) && m.target_args.size() == target.where.params().size();
    for (const std::string& q : target.where.params())
      ok = ok && m.target_args.count(q) && only_params(m.target_args.at(q), params);
    if (!ok) return fail(name + ": its move is not affine in the parameters or misses a target parameter");
    if (!region_is_subset(t.n_pieces[i].region, region_preimage(target.where, m.target_args, params)))
      return fail(name + ": its move leaves the target piece's region");
    const IslMap graph = move_graph(m, target, t.n_pieces[i].region, rows);
    if (!isl_true(isl_map_is_subset(graph.get(), bites[static_cast<std::size_t>(m.row)].get()), "move check"))
      return fail(name + ": its move is not legal everywhere or does not leave the target position");
  }

  // (4) No move from a P piece of this top row reaches a P piece of a top row
  // <= it. Per piece, row and disjunct of the piece's image under the move
  // (an exact isl image, the column a bound variable), only P pieces whose
  // bounding box meets the disjunct's can meet it; those are checked exactly.
  std::vector<BoxedPiece> upto = s_->p_upto;
  for (std::size_t j = 0; j < images.pieces.size(); ++j)
    if (!region_is_empty(images.pieces[j])) upto.push_back({p_boxes[j], images.pieces[j]});
  for (std::size_t i = 0; i < images.pieces.size(); ++i)
    for (int row = 0; row < rows; ++row) {
      IslSet image = isl_checked(isl_set_apply(isl_set_copy(region_isl_set(images.pieces[i])),
                                               isl_map_copy(s_->moves[static_cast<std::size_t>(row)].get())),
                                 "P image");
      for (const IslSet& part : isl_set_disjuncts(image.get())) {
        if (isl_true(isl_set_is_empty(part.get()), "P image")) continue;
        const IslBox box = isl_set_box(part.get(), s_->forms);
        for (const BoxedPiece& target : upto)
          if (box.meets(target.box) && !isl_true(isl_set_is_disjoint(part.get(), region_isl_set(target.positions)), "P to P"))
            return fail(piece_name(top, "P", i) + ": a move in the " + chomp_row_name(rows, row) +
                        " leads into a P piece");
      }
    }
  s_->p_upto = std::move(upto);
  ++s_->summary.coverage_checks;
  ++s_->summary.no_p_to_p_checks;
  s_->summary.moves_checked += static_cast<long>(t.n_pieces.size());

  s_->summary.p_pieces += static_cast<long>(t.p_pieces.size());
  s_->summary.n_pieces += static_cast<long>(t.n_pieces.size());
  s_->summary.seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  s_->images.push_back(std::move(images));
  s_->checked.push_back(t.p_pieces);
  return true;
}

bool ChompProofChecker::seal(ChompProof& proof) const {
  proof.checked = false;
  if (proof.rows != s_->rows || proof.tops.size() != s_->checked.size()) return false;
  for (std::size_t r = 0; r < proof.tops.size(); ++r) {
    const std::vector<ChompPPiece>& now = proof.tops[r].p_pieces;
    const std::vector<ChompPPiece>& then = s_->checked[r];
    if (now.size() != then.size()) return false;
    for (std::size_t i = 0; i < now.size(); ++i)
      if (!(now[i].pattern == then[i].pattern) || !region_is_equal(now[i].where, then[i].where)) return false;
  }
  proof.summary = s_->summary;
  proof.checked = true;
  return true;
}

bool chomp_check_proof(ChompProof& proof, std::string* why) {
  proof.checked = false;
  if (proof.rows < kChompSystemMinRows || proof.rows > kChompSystemMaxRows || proof.tops.empty()) {
    if (why) *why = "the proof has no top rows or an unsupported number of rows";
    return false;
  }
  ChompProofChecker checker(proof.rows);
  while (checker.next_top() <= proof.top_max())
    if (!checker.check_next(proof, why)) return false;
  return checker.seal(proof);
}

}  // namespace cgp
