#include "kernel/half_leaves.h"

namespace cgp {

namespace {

SymGame rewrite(const SymGame& x, bool& changed) {
  auto all = [&changed](const std::vector<SymGame>& v) {
    std::vector<SymGame> out;
    for (const SymGame& t : v) out.push_back(rewrite(t, changed));
    return out;
  };
  switch (x.kind()) {
    case SymGame::Kind::Leaf: {
      const Affine half = Affine(Dyadic(1).half());
      const Affine n = x.number() - half;
      if (!x.is_number() || x.number().is_integral() || !n.is_integral()) return x;
      changed = true;
      return SymGame::options({SymGame::leaf(n)}, {SymGame::leaf(n + Affine(1))});
    }
    case SymGame::Kind::Options:
      return SymGame::options(all(x.left()), all(x.right()));
    case SymGame::Kind::Sum:
      return SymGame::sum(all(x.terms()));
    case SymGame::Kind::Neg:
      return SymGame::neg(rewrite(x.child(), changed));
  }
  return x;
}

}  // namespace

std::optional<SymGame> kernel_half_leaves_as_options(const SymGame& x) {
  bool changed = false;
  SymGame out = rewrite(x, changed);
  if (!changed) return std::nullopt;
  return out;
}

}  // namespace cgp
