// Cells split at the median of the candidates' box edges inside the cell, on
// the form with most such edges; a cell with few candidates, or none of
// their edges inside it, is checked with isl directly.
#include "symbolic/isl_cover.h"

#include "symbolic/region.h"

#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/ilp.h>
#include <isl/local_space.h>
#include <isl/val.h>

#include <algorithm>
#include <climits>

namespace cgp {

namespace {

constexpr std::size_t kCoverLeafPieces = 12;

// cell and { form >= v } (above) or { form <= v - 1 }.
IslSet cut(isl_set* cell, const IslForm& form, long v, bool above) {
  isl_constraint* c = isl_constraint_alloc_inequality(isl_local_space_from_space(isl_set_get_space(cell)));
  for (std::size_t j = 0; j < form.size(); ++j)
    c = isl_constraint_set_coefficient_si(c, isl_dim_set, static_cast<int>(j), static_cast<int>(above ? form[j] : -form[j]));
  c = isl_constraint_set_constant_val(c, isl_val_int_from_si(isl_set_get_ctx(cell), above ? -v : v - 1));
  return isl_checked(isl_set_add_constraint(isl_set_copy(cell), c), "cover cut");
}

}  // namespace

void IslCover::add(isl_set* piece) {
  if (isl_true(isl_set_is_empty(piece), "cover piece")) return;
  pieces_.push_back({piece, isl_set_box(piece, forms_)});
}

void IslCover::add(isl_set* piece, IslBox box) { pieces_.push_back({piece, std::move(box)}); }

bool IslCover::covers(isl_set* set) const {
  if (isl_true(isl_set_is_empty(set), "cover set")) return true;
  std::vector<const Piece*> all;
  for (const Piece& p : pieces_) all.push_back(&p);
  return covers_cell(set, isl_set_box(set, forms_), all);
}

bool IslCover::covers_cell(isl_set* cell, const IslBox& bounds, const std::vector<const Piece*>& candidates) const {
  std::vector<const Piece*> near;
  for (const Piece* p : candidates)
    if (p->box.meets(bounds)) near.push_back(p);
  // Edges of the candidates strictly inside the cell, per dimension.
  std::size_t best = forms_.size();
  std::vector<long> edges, best_edges;
  if (near.size() > kCoverLeafPieces)
    for (std::size_t j = 0; j < forms_.size(); ++j) {
      edges.clear();
      for (const Piece* p : near) {
        if (p->box.lo[j] > bounds.lo[j] && p->box.lo[j] <= bounds.hi[j]) edges.push_back(p->box.lo[j]);
        if (p->box.hi[j] != LONG_MAX && p->box.hi[j] >= bounds.lo[j] && p->box.hi[j] < bounds.hi[j]) edges.push_back(p->box.hi[j] + 1);
      }
      if (edges.size() > best_edges.size()) best = j, best_edges = edges;
    }
  if (best == forms_.size()) {
    std::vector<isl_set*> sets;
    for (const Piece* p : near) sets.push_back(isl_set_copy(p->set));
    const IslSet united = isl_checked(isl_set_union_all(std::move(sets), isl_set_get_space(cell)), "cover union");
    return isl_true(isl_set_is_subset(cell, united.get()), "cover");
  }
  auto mid = best_edges.begin() + static_cast<long>(best_edges.size() / 2);
  std::nth_element(best_edges.begin(), mid, best_edges.end());
  const long v = *mid;
  IslBox below = bounds, above = bounds;
  below.hi[best] = v - 1;
  above.lo[best] = v;
  const IslSet low = cut(cell, forms_[best], v, false);
  if (!isl_true(isl_set_is_empty(low.get()), "cover cut") && !covers_cell(low.get(), below, near)) return false;
  const IslSet high = cut(cell, forms_[best], v, true);
  return isl_true(isl_set_is_empty(high.get()), "cover cut") || covers_cell(high.get(), above, near);
}

}  // namespace cgp
