// Every evaluation shortcut against plain evaluation, on all short strips.
//
// The store interns canonical values, so equal values have equal ids and the
// comparisons below are exact.
#include "games/toads_frogs/evaluator.h"
#include "games/toads_frogs/moves.h"
#include "games/toads_frogs/simplify.h"
#include "tests/tf_text.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>
#include <variant>
#include <vector>

using namespace cgp;

namespace {

// Every strip over {T, F, _} of length 0 .. max_length.
std::vector<TfPosition> all_positions(std::size_t max_length) {
  std::vector<TfPosition> out{TfPosition()};
  for (std::size_t begin = 0; out.back().size() < max_length;) {
    const std::size_t end = out.size();
    for (std::size_t i = begin; i < end; ++i)
      for (Square s : {Square::Empty, Square::Toad, Square::Frog}) {
        TfPosition p = out[i];
        p.push_back(s);
        out.push_back(p);
      }
    begin = end;
  }
  return out;
}

// All positions reachable from p by any sequence of moves of either player.
std::vector<TfPosition> reachable(const TfPosition& p) {
  std::set<TfKey> seen{p.key()};
  std::vector<TfPosition> out{p};
  for (std::size_t i = 0; i < out.size(); ++i) {
    const TfPosition from = out[i];  // out grows below
    for (Side side : {Side::Left, Side::Right})
      for_each_option(from, side, [&](const TfPosition& q) {
        if (seen.insert(q.key()).second) out.push_back(q);
      });
  }
  return out;
}

// Values are compared on every strip up to kValueLength (265,720 strips);
// the reachability checks enumerate whole game graphs, so they stop earlier.
constexpr std::size_t kValueLength = 11;
constexpr std::size_t kReachLength = 9;

void check_against_plain(const TfEvalOptions& options) {
  TfEvaluator plain(TfEvalOptions::plain());
  TfEvaluator fast(options);
  for (const TfPosition& p : all_positions(kValueLength)) {
    INFO("position " << p.to_string());
    REQUIRE(fast.value(p) == plain.value(p));
  }
}

TfEvalOptions only(bool dead, bool terminal, bool integer, bool mirror) {
  TfEvalOptions o;
  o.shortcuts = {dead, terminal, integer};
  o.mirror = mirror;
  return o;
}

}  // namespace

TEST_CASE("dead-piece splitting alone agrees with plain evaluation", "[tf][shortcuts]") {
  check_against_plain(only(true, false, false, false));
}

TEST_CASE("terminal toads alone agree with plain evaluation", "[tf][shortcuts]") {
  check_against_plain(only(false, true, false, false));
}

TEST_CASE("integer components alone agree with plain evaluation", "[tf][shortcuts]") {
  check_against_plain(only(false, false, true, false));
}

TEST_CASE("mirror symmetry alone agrees with plain evaluation", "[tf][shortcuts]") {
  check_against_plain(only(false, false, false, true));
}

TEST_CASE("all shortcuts together agree with plain evaluation", "[tf][shortcuts]") {
  check_against_plain(TfEvalOptions{});
}

TEST_CASE("the mirror image has the negative value", "[tf][shortcuts]") {
  TfEvaluator plain(TfEvalOptions::plain());
  GameStore& store = plain.store();
  for (const TfPosition& p : all_positions(7)) {
    INFO("position " << p.to_string());
    REQUIRE(plain.value(p.mirror()) == store.neg(plain.value(p)));
  }
}

TEST_CASE("pieces found dead never move in any play", "[tf][shortcuts]") {
  for (const TfPosition& p : all_positions(kReachLength)) {
    const std::uint64_t dead = dead_pieces(p);
    if (!dead) continue;
    INFO("position " << p.to_string());
    for (const TfPosition& q : reachable(p)) {
      INFO("reached " << q.to_string());
      REQUIRE((q.toads() & dead) == (p.toads() & dead));
      REQUIRE((q.frogs() & dead) == (p.frogs() & dead));
    }
  }
  CHECK(dead_pieces(tf_test::position("TTF")) == 0b111);   // TF block each other, the first T is stuck behind
  CHECK(dead_pieces(tf_test::position("_TTF")) == 0b1110);
  CHECK(dead_pieces(tf_test::position("_TF")) == 0);       // the frog can jump: nothing is a wall
  CHECK(dead_pieces(tf_test::position("FT")) == 0b11);
}

TEST_CASE("normalised components are fixed points and have no unreachable square",
          "[tf][shortcuts]") {
  // Trimming squares that no piece can ever reach would be sound, but after
  // the other shortcuts there are none to trim: every square of every
  // component is occupied in some reachable position.
  const TfShortcuts all;
  std::set<TfKey> seen;
  for (const TfPosition& p : all_positions(kReachLength))
    for (const TfPosition& c : normalise(p, all).components) {
      if (!seen.insert(c.key()).second) continue;
      INFO("component " << c.to_string() << " of " << p.to_string());
      const TfSplit again = normalise(c, all);
      REQUIRE(again.offset == 0);
      REQUIRE(again.components.size() == 1);
      REQUIRE(again.components[0] == c);
      std::uint64_t occupied = 0;
      for (const TfPosition& q : reachable(c)) occupied |= q.toads() | q.frogs();
      REQUIRE(occupied == c.squares());
    }
  CHECK(seen.size() > 1000);
}

TEST_CASE("leading empty squares are not trimmable in general", "[tf][shortcuts]") {
  // A frog that jumps the leftmost toad walks on through the leading squares:
  // _TF = 0 (Erickson's HELP_TOADS) but __TF = {|0} = -1.
  TfEvaluator eval;
  GameStore& store = eval.store();
  CHECK(eval.value(tf_test::position("_TF")) == store.zero());
  CHECK(eval.value(tf_test::position("__TF")) == store.integer(-1));
}

TEST_CASE("simplification pieces", "[tf][shortcuts]") {
  TfPosition p = tf_test::position("T_F_T__");
  CHECK(strip_terminal_pieces(p) == 2);  // T_F_T__ = T_F___ + 2
  CHECK(p.to_string() == "T_F___");
  TfPosition q = tf_test::position("__F_TF");
  CHECK(strip_terminal_pieces(q) == -2);  // __F X = __X - 2, then X = _TF stays
  CHECK(q.to_string() == "___TF");
  CHECK(one_sided_value(tf_test::position("T_T__")) == 5);
  CHECK(one_sided_value(tf_test::position("_F__F")) == -4);
  CHECK(one_sided_value(tf_test::position("___")) == 0);
  CHECK(!one_sided_value(tf_test::position("T_F")));
  // TTF at the end is a wall of three dead pieces; T_F_ stays as it is.
  const TfSplit split = normalise(tf_test::position("T_F_TTF"), TfShortcuts{});
  CHECK(split.offset == 0);
  REQUIRE(split.components.size() == 1);
  CHECK(split.components[0].to_string() == "T_F_");
  // A wall in the middle: TTFF blocks itself, leaving T_F on both sides.
  const TfSplit two = normalise(tf_test::position("T_FTTFFT_F"), TfShortcuts{});
  CHECK(two.offset == 0);
  REQUIRE(two.components.size() == 2);
  CHECK(two.components[0].to_string() == "T_F");
  CHECK(two.components[1].to_string() == "T_F");
}
