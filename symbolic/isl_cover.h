// Whether one set lies inside the union of many small sets, exactly, without
// building the union. isl_set_is_subset against a union of thousands of
// disjuncts subtracts them one by one and the remainder fragments (its cost
// grew like the fourth power of Chomp's top row); here the set is cut into
// boxes until each box meets only a few pieces, and each box is checked
// against those alone with isl. "Boxes" are bounds on a few linear forms that
// the caller names (the coordinates, and diagonals such as x0 - x1 where
// pieces are lines along them). Exact: a piece whose range of some form
// misses a cell's range of it is disjoint from the cell, and the cells
// partition the set.
#pragma once

#include "symbolic/isl_handle.h"

#include <vector>

namespace cgp {

// The pieces, with their ranges of the forms computed once (empty pieces are
// dropped). A form is its integer coefficients over the set's dimensions.
class IslCover {
 public:
  explicit IslCover(std::vector<IslForm> forms) : forms_(std::move(forms)) {}
  void add(__isl_keep isl_set* piece);
  void add(__isl_keep isl_set* piece, IslBox box);  // box: isl_set_box over the forms
  // Whether `set` (same space as the pieces) is a subset of their union.
  bool covers(__isl_keep isl_set* set) const;
  std::size_t size() const { return pieces_.size(); }

 private:
  struct Piece {
    isl_set* set;  // borrowed: the caller keeps it alive
    IslBox box;
  };
  bool covers_cell(__isl_keep isl_set* cell, const IslBox& bounds, const std::vector<const Piece*>& candidates) const;
  std::vector<IslForm> forms_;
  std::vector<Piece> pieces_;
};

}  // namespace cgp
