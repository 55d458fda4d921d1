#include "kernel/tf_rules.h"

#include "games/toads_frogs/pattern_moves.h"

#include <algorithm>
#include <optional>
#include <stdexcept>

namespace cgp {

namespace {

// Every parameter of e is one of where's (else a comparison would silently
// quantify over a parameter the case does not bind).
bool params_within(const Affine& e, const Region& where) {
  const std::vector<std::string>& ps = where.params();
  for (const Affine::Term& t : e.terms())
    if (std::find(ps.begin(), ps.end(), t.param) == ps.end()) return false;
  return true;
}

// Whether d op 0 for a number d.
bool constant_holds(const Dyadic& d, CmpOp op) {
  switch (op) {
    case CmpOp::eq: return d.is_zero();
    case CmpOp::ne: return !d.is_zero();
    case CmpOp::lt: return d.sign() < 0;
    case CmpOp::le: return d.sign() <= 0;
    case CmpOp::gt: return d.sign() > 0;
    case CmpOp::ge: return d.sign() >= 0;
  }
  return false;
}

}  // namespace

bool kernel_tf_holds_on(const Region& where, const Affine& lhs, CmpOp op, const Affine& rhs) {
  if (!params_within(lhs, where) || !params_within(rhs, where)) return false;
  // Most comparisons are of constants (a block of one toad against 0): the
  // relation is then every point or none, so where is inside it exactly when
  // it holds or where is empty. Asked of isl, each built a set and a subset
  // test; the rules' check made tens of thousands of them.
  if (const Affine d = lhs - rhs; d.is_constant())
    return constant_holds(d.constant(), op) || region_is_empty(where);
  return region_is_subset(where, region_from_relation(lhs, op, rhs, where.params()));
}

namespace {

std::optional<Affine> product(const Affine& x, const Affine& y) {
  if (x.is_constant()) return x.constant() * y;
  if (y.is_constant()) return y.constant() * x;
  return std::nullopt;
}

TfPattern blanks(const Affine& n) { return TfPattern{{TfBlock{Square::Empty, n}}}; }

void append(TfPattern& to, const TfPattern& p) { to.blocks.insert(to.blocks.end(), p.blocks.begin(), p.blocks.end()); }

// The board on `where`: blocks that are 0 there dropped, neighbours merged.
TfPattern board_on(const TfPattern& p, const Region& where) {
  TfPattern out;
  for (const TfBlock& b : p.blocks)
    if (!kernel_tf_holds_on(where, b.length, CmpOp::eq, Affine(0))) out.blocks.push_back(b);
  return tf_pattern_merge(out);
}

}  // namespace

bool kernel_tf_same_board(const TfPattern& x, const TfPattern& y, const Region& where) {
  const TfPattern a = board_on(x, where), b = board_on(y, where);
  if (a.blocks.size() != b.blocks.size()) return false;
  for (std::size_t i = 0; i < a.blocks.size(); ++i)
    if (a.blocks[i].symbol != b.blocks[i].symbol ||
        !(a.blocks[i].length == b.blocks[i].length || kernel_tf_holds_on(where, a.blocks[i].length, CmpOp::eq, b.blocks[i].length)))
      return false;
  return true;
}

namespace {

bool has_pieces(const TfPattern& board) {
  for (const TfBlock& b : board.blocks)
    if (b.symbol != Square::Empty) return true;
  return false;
}

}  // namespace

bool kernel_tf_strip_lengths_ok(const TfStrip& s, const Region& where) {
  auto ok = [&](const Affine& e) { return kernel_tf_holds_on(where, e, CmpOp::ge, Affine(0)); };
  for (const auto& [y, x] : s.prefix)
    if (!ok(y) || !ok(x)) return false;
  for (const TfBlock& b : s.core.blocks)
    if (!ok(b.length)) return false;
  for (const auto& [x, y] : s.suffix)
    if (!ok(x) || !ok(y)) return false;
  return true;
}

namespace {

// The target's board at the option's arguments; nullopt when an argument is
// missing or mentions a parameter the case does not bind.
std::optional<TfPattern> target_board(const FamilyState& t, const StateOption& o, const Region& where) {
  for (const std::string& p : t.params) {
    const auto it = o.args.find(p);
    if (it == o.args.end() || !params_within(it->second, where)) return std::nullopt;
  }
  TfPattern out = t.pattern;
  for (TfBlock& b : out.blocks) b.length = affine_substitute(b.length, o.args);
  return out;
}

// Why the dead wall `w` is not at its end of `board` (or its side
// conditions fail on `where`); else board becomes the board after the wall,
// stripped by w.then, and offset gains that strip's offset.
std::string wall_failure(const TfWallStep& w, TfPattern& board, Affine& offset, const Region& where) {
  if (!params_within(w.toads, where) || !params_within(w.frogs, where) ||
      !kernel_tf_holds_on(where, w.toads, CmpOp::ge, Affine(w.right ? 2 : 1)) ||
      !kernel_tf_holds_on(where, w.frogs, CmpOp::ge, Affine(w.right ? 1 : 2)))
    return "a dead wall's side conditions (toads >= 2 at the right end, frogs >= 2 at the left) fail";
  const TfPattern on = board_on(board, where);
  const std::size_t n = on.blocks.size();
  if (n < 2) return "a dead wall is not on the board";
  const TfBlock& toads = w.right ? on.blocks[n - 2] : on.blocks[0];
  const TfBlock& frogs = w.right ? on.blocks[n - 1] : on.blocks[1];
  if (toads.symbol != Square::Toad || frogs.symbol != Square::Frog ||
      !(toads.length == w.toads || kernel_tf_holds_on(where, toads.length, CmpOp::eq, w.toads)) ||
      !(frogs.length == w.frogs || kernel_tf_holds_on(where, frogs.length, CmpOp::eq, w.frogs)))
    return "a dead wall is not at its end of the board " + tf_pattern_to_string(on);
  TfPattern rest = on;
  if (w.right)
    rest.blocks.resize(n - 2);
  else
    rest.blocks.erase(rest.blocks.begin(), rest.blocks.begin() + 2);
  if (!kernel_tf_strip_lengths_ok(w.then, where)) return "a strip after a dead wall has a length that can be negative";
  if (!kernel_tf_same_board(rest, kernel_tf_strip_board(w.then), where))
    return "the board after a dead wall is not its strip's board";
  const std::optional<Affine> more = kernel_tf_strip_offset(w.then);
  if (!more) return "a strip after a dead wall has an offset that is not affine";
  offset += *more;
  board = kernel_tf_stripped_board(w.then);
  return "";
}

// Why `o` is not the move `move` on `where`; empty when it is.
std::string option_failure(const StateSystem& sys, const TfPattern& move, const StateOption& o, const Region& where) {
  const TfStrip& s = o.strip;
  if (!kernel_tf_strip_lengths_ok(s, where)) return "its strip has a length that can be negative";
  if (!kernel_tf_same_board(move, kernel_tf_strip_board(s), where))
    return "its strip is not the board the rules give, " + tf_pattern_to_string(move);
  std::optional<Affine> offset = kernel_tf_strip_offset(s);
  if (!offset) return "its strip's offset is not affine";
  TfPattern stripped = kernel_tf_stripped_board(s);
  for (const TfWallStep& w : o.walls)
    if (const std::string f = wall_failure(w, stripped, *offset, where); !f.empty()) return f;
  if (!params_within(o.offset, where) || !kernel_tf_holds_on(where, o.offset, CmpOp::eq, *offset))
    return "its offset " + affine_to_string(o.offset) + " is not tf_norm_strip's " + affine_to_string(*offset);
  if (o.target == kIntegerTarget) {
    if (has_pieces(board_on(stripped, where))) return "it is an integer, but the stripped board has pieces";
    return "";
  }
  if (o.target < 0 || static_cast<std::size_t>(o.target) >= sys.states.size()) return "its target is no state";
  const FamilyState& t = sys.states[static_cast<std::size_t>(o.target)];
  const std::optional<TfPattern> board = target_board(t, o, where);
  if (!board) return "its arguments do not give every parameter of " + t.name;
  if (!kernel_tf_same_board(stripped, *board, where))
    return "the stripped board " + tf_pattern_to_string(stripped) + " is not " + t.name + "'s board " +
           tf_pattern_to_string(*board);
  if (!region_is_subset(where, region_preimage(t.domain, o.args, where.params())))
    return "its arguments leave " + t.name + "'s domain";
  return "";
}

std::string side_name(bool left) { return left ? "Left" : "Right"; }

}  // namespace

// The case's options against the rules' moves, on every shape of the case.
bool kernel_tf_check_case(const StateSystem& sys, const FamilyState& s, const RecurrenceCase& c, std::string& why) {
  // Printed only on failure: a region's text costs more than its check.
  const auto at = [&] { return s.name + " on " + region_to_string(c.region); };
  std::vector<TfLiftCase> lifted;
  try {
    lifted = tf_lift_options(s.pattern, c.region);
  } catch (const std::invalid_argument& e) {
    why = at() + ": the rules cannot be lifted (" + e.what() + ")";
    return false;
  }
  for (const TfLiftCase& lc : lifted) {
    const Region shape = region_align(lc.region, c.region.params());
    for (const bool left : {true, false}) {
      const std::vector<TfPattern>& moves = left ? lc.left : lc.right;
      const std::vector<StateOption>& options = left ? c.left : c.right;
      if (moves.size() != options.size()) {
        why = at() + ": the rules give " + std::to_string(moves.size()) + " " + side_name(left) + " moves on " +
              region_to_string(shape) + ", the recurrence lists " + std::to_string(options.size());
        return false;
      }
      for (std::size_t k = 0; k < moves.size(); ++k)
        if (const std::string f = option_failure(sys, moves[k], options[k], shape); !f.empty()) {
          why = at() + ": " + side_name(left) + " option " + std::to_string(k + 1) + " (" +
                state_call_to_string(sys, options[k]) + ") on " + region_to_string(shape) + ": " + f;
          return false;
        }
    }
  }
  return true;
}

TfPattern kernel_tf_strip_board(const TfStrip& strip) {
  TfPattern out;
  for (const auto& [y, x] : strip.prefix) {
    out.blocks.push_back({Square::Empty, y});
    out.blocks.push_back({Square::Frog, x});
  }
  append(out, strip.core);
  for (const auto& [x, y] : strip.suffix) {
    out.blocks.push_back({Square::Toad, x});
    out.blocks.push_back({Square::Empty, y});
  }
  return tf_pattern_merge(out);
}

TfPattern kernel_tf_stripped_board(const TfStrip& strip) {
  Affine before(0), after(0);
  for (const auto& [y, x] : strip.prefix) before += y;
  for (const auto& [x, y] : strip.suffix) after += y;
  TfPattern out = blanks(before);
  append(out, strip.core);
  append(out, blanks(after));
  return tf_pattern_merge(out);
}

std::optional<Affine> kernel_tf_strip_offset(const TfStrip& strip) {
  Affine offset(0), acc(0);
  for (const auto& [y, x] : strip.prefix) {  // fvalue 0 prefix
    acc += y;
    const auto v = product(x, acc);
    if (!v) return std::nullopt;
    offset -= *v;
  }
  Affine after(0);
  for (const auto& [x, y] : strip.suffix) after += y;
  for (const auto& [x, y] : strip.suffix) {  // tvalue suffix
    const auto v = product(x, after);
    if (!v) return std::nullopt;
    offset += *v;
    after -= y;
  }
  return offset;
}

bool kernel_tf_check_rules(const StateSystem& sys, std::string& why) {
  if (sys.game != "tf") {
    why = "the kernel knows no rules of the game \"" + sys.game + "\"";
    return false;
  }
  for (const FamilyState& s : sys.states)
    for (const RecurrenceCase& c : s.cases)
      if (!kernel_tf_check_case(sys, s, c, why)) return false;
  for (const FamilyEntry& e : sys.entries)
    if (const std::string f = option_failure(sys, e.pattern, e.call, e.where); !f.empty()) {
      why = "the family " + tf_pattern_to_string(e.pattern) + " on " + region_to_string(e.where) + ": " + f;
      return false;
    }
  return true;
}

}  // namespace cgp
