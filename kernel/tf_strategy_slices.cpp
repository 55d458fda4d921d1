#include "kernel/tf_strategy_slices.h"

#include <algorithm>

namespace cgp {

std::optional<KernelTfSlice> kernel_tf_pin_slice(const TfPattern& g, const PolyGame& x, const Region& slice,
                                                 std::string& why) {
  const std::vector<std::string>& params = slice.params();
  // Each pin is asked of the slice again: region_pinned_params finds them,
  // the kernel relies only on the inclusion it checks here.
  const std::map<std::string, Affine> pins = region_pinned_params(slice);
  for (const auto& [p, v] : pins)
    if (!v.is_constant() || !region_is_subset(slice, region_from_relation(Affine::param(p), CmpOp::eq, v, params))) {
      why = "the slice " + region_to_string(slice) + " does not pin " + p + " to " + affine_to_string(v);
      return std::nullopt;
    }
  std::vector<std::string> left;
  std::map<std::string, Affine> sigma = pins;
  for (const std::string& p : params)
    if (!pins.count(p)) {
      left.push_back(p);
      sigma[p] = Affine::param(p);
    }
  const std::optional<SymGame> claim = poly_game_as_sym(poly_game_substitute(x, pins));
  if (!claim) {
    why = "on " + region_to_string(slice) + " the claim " + poly_game_to_string(x) + " keeps a product of parameters";
    return std::nullopt;
  }
  KernelTfSlice out{tf_pattern_substitute(g, pins), *claim, region_preimage(slice, sigma, left)};
  std::vector<std::string> used = tf_pattern_params(out.pattern);
  for (const std::string& p : sym_game_params(out.claim)) used.push_back(p);
  for (const std::string& p : used)
    if (std::find(left.begin(), left.end(), p) == left.end()) {
      why = "on " + region_to_string(slice) + " the pinned family still uses " + p;
      return std::nullopt;
    }
  return out;
}

bool kernel_tf_slices_cover(const Region& where, const std::vector<Region>& slices, std::string& why) {
  for (const Region& s : slices)
    if (s.params() != where.params() || !region_is_subset(s, where)) {
      why = "the slice " + region_to_string(s) + " is not inside " + region_to_string(where);
      return false;
    }
  if (const auto gap = region_lexmin_uncovered(where, slices)) {
    why = "no slice holds the point " + param_values_to_string(region_point_values(where, *gap));
    return false;
  }
  return true;
}

}  // namespace cgp
