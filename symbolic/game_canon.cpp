// GameStore: canonical forms. Remove dominated options and bypass reversible
// ones until neither applies; a form whose canonical options are numbers with
// max(L) < min(R) is the simplest number between them.
#include "symbolic/game_store.h"

#include <algorithm>

namespace cgp {

namespace {

void sort_unique(std::vector<GameId>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

}  // namespace

GameId GameStore::make(std::vector<GameId> left, std::vector<GameId> right) {
  sort_unique(left);
  sort_unique(right);
  if (auto n = make_number_form(left, right)) return *n;
  canonicalise_options(left, right);
  if (auto n = make_number_form(left, right)) return *n;
  const GameId g = intern_options(left, right);
  if (nodes_[g].kind == Kind::General) tag_if_up_star(g);
  return g;
}

void GameStore::canonicalise_options(std::vector<GameId>& left, std::vector<GameId>& right) {
  sort_unique(left);
  sort_unique(right);
  for (;;) {
    remove_dominated(left, true);
    remove_dominated(right, false);
    bool changed = bypass_reversible_left(left, right);
    changed = bypass_reversible_right(left, right) || changed;
    if (!changed) return;
    sort_unique(left);
    sort_unique(right);
  }
}

// {x | } = simplest number above x, { | y} below y, {x | y} with x < y the
// simplest number between. Only when every option is a number.
std::optional<GameId> GameStore::make_number_form(const std::vector<GameId>& left,
                                                  const std::vector<GameId>& right) {
  for (GameId o : left)
    if (!is_number(o)) return std::nullopt;
  for (GameId o : right)
    if (!is_number(o)) return std::nullopt;
  auto value = [this](GameId o) -> const Dyadic& { return number_value(o); };
  const Dyadic* lo = nullptr;
  const Dyadic* hi = nullptr;
  for (GameId o : left)
    if (!lo || value(o) > *lo) lo = &value(o);
  for (GameId o : right)
    if (!hi || value(o) < *hi) hi = &value(o);
  if (!lo && !hi) return zero_;
  if (!hi) return number(Dyadic::simplest_above(*lo));
  if (!lo) return number(Dyadic::simplest_below(*hi));
  if (*lo < *hi) return number(Dyadic::simplest_between(*lo, *hi));
  return std::nullopt;
}

// Left keeps its maximal options, Right its minimal ones. Options are
// distinct canonical ids, so x <= y with x != y means x < y.
void GameStore::remove_dominated(std::vector<GameId>& options, bool left_side) {
  if (options.size() < 2) return;
  std::vector<bool> dominated(options.size(), false);
  for (std::size_t i = 0; i < options.size(); ++i) {
    for (std::size_t j = 0; j < options.size() && !dominated[i]; ++j) {
      if (i == j || dominated[j]) continue;
      dominated[i] = left_side ? leq(options[i], options[j]) : leq(options[j], options[i]);
    }
  }
  std::size_t k = 0;
  for (std::size_t i = 0; i < options.size(); ++i)
    if (!dominated[i]) options[k++] = options[i];
  options.resize(k);
}

// A Left option A is reversible when some A^R <= G; it is then replaced by the
// Left options of that A^R. G is the form {left | right}: bypassing does not
// change its value, so every test may use the original form.
bool GameStore::bypass_reversible_left(std::vector<GameId>& left,
                                       const std::vector<GameId>& right) {
  const Form g = make_form(left, right);
  std::vector<GameId> result;
  bool changed = false;
  for (GameId a : left) {
    bool reversed = false;
    const auto ar = right_options(a);
    const std::vector<GameId> a_right(ar.begin(), ar.end());
    for (GameId b : a_right) {
      if (leq_form_left(b, g)) {
        const auto bl = left_options(b);
        result.insert(result.end(), bl.begin(), bl.end());
        reversed = changed = true;
        break;
      }
    }
    if (!reversed) result.push_back(a);
  }
  left.swap(result);
  return changed;
}

bool GameStore::bypass_reversible_right(const std::vector<GameId>& left,
                                        std::vector<GameId>& right) {
  const Form g = make_form(left, right);
  std::vector<GameId> result;
  bool changed = false;
  for (GameId a : right) {
    bool reversed = false;
    const auto al = left_options(a);
    const std::vector<GameId> a_left(al.begin(), al.end());
    for (GameId b : a_left) {
      if (leq_form_right(g, b)) {
        const auto br = right_options(b);
        result.insert(result.end(), br.begin(), br.end());
        reversed = changed = true;
        break;
      }
    }
    if (!reversed) result.push_back(a);
  }
  right.swap(result);
  return changed;
}

}  // namespace cgp
