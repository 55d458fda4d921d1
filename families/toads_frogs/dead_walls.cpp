#include "families/toads_frogs/dead_walls.h"

namespace cgp {

namespace {

enum class Wall { kNone, kDead, kUndecided };

Wall at_least(const Affine& e, long bound, const Region& region) {
  if (e.is_constant()) return e.constant() >= bound ? Wall::kDead : Wall::kNone;
  const Region holds = region_from_relation(e, CmpOp::ge, Affine(bound), region.params());
  if (region_is_subset(region, holds)) return Wall::kDead;
  if (region_is_disjoint(region, holds)) return Wall::kNone;
  return Wall::kUndecided;
}

// The right-end wall T^x F^y of a normalised pattern (the last block a frog
// block, before it a toad block: x >= 2, y >= 1) and the mirrored left-end
// wall (y >= 2, x >= 1). `undecided` is the first bound the region leaves open.
struct EndWall {
  Wall state = Wall::kNone;
  std::optional<TfWallBound> undecided;
};

EndWall end_wall(const TfBlock& toads, const TfBlock& frogs, long toads_min, long frogs_min, const Region& region) {
  EndWall out{Wall::kDead, std::nullopt};
  for (const auto& [length, bound] : {std::pair{toads.length, toads_min}, std::pair{frogs.length, frogs_min}}) {
    const Wall w = at_least(length, bound, region);
    if (w == Wall::kNone) return {};
    if (w == Wall::kUndecided && out.state == Wall::kDead) out = {Wall::kUndecided, TfWallBound{length, bound}};
  }
  return out;
}

EndWall right_wall(const TfPattern& p, const Region& region) {
  const auto& b = p.blocks;
  const std::size_t n = b.size();
  if (n < 2 || b[n - 1].symbol != Square::Frog || b[n - 2].symbol != Square::Toad) return {};
  return end_wall(b[n - 2], b[n - 1], 2, 1, region);
}

EndWall left_wall(const TfPattern& p, const Region& region) {
  const auto& b = p.blocks;
  if (b.size() < 2 || b[0].symbol != Square::Toad || b[1].symbol != Square::Frog) return {};
  return end_wall(b[0], b[1], 1, 2, region);
}

}  // namespace

TfNormalised tf_normalise_on(const TfPattern& p, const Region& region) {
  TfNormalised out = tf_normalise(p);
  for (;;) {
    if (out.pattern.blocks.empty()) return out;
    TfPattern rest = out.pattern;
    TfWallStep step;
    const auto& b = rest.blocks;
    if (right_wall(rest, region).state == Wall::kDead) {
      step.right = true;
      step.toads = b[b.size() - 2].length;
      step.frogs = b[b.size() - 1].length;
      rest.blocks.resize(rest.blocks.size() - 2);
    } else if (left_wall(rest, region).state == Wall::kDead) {
      step.right = false;
      step.toads = b[0].length;
      step.frogs = b[1].length;
      rest.blocks.erase(rest.blocks.begin(), rest.blocks.begin() + 2);
    } else {
      return out;
    }
    TfNormalised again = tf_normalise(rest);
    step.then = again.strip;
    out.walls.push_back(std::move(step));
    out.pattern = again.pattern;
    out.offset += again.offset;
  }
}

std::optional<TfWallBound> tf_dead_wall_bound(const TfPattern& p, const Region& region) {
  const TfNormalised n = tf_normalise_on(p, region);
  for (const EndWall& w : {right_wall(n.pattern, region), left_wall(n.pattern, region)})
    if (w.state == Wall::kUndecided) return w.undecided;
  return std::nullopt;
}

}  // namespace cgp
