// Guesses kept between runs (prover/guess_file.h): what a run saves is what
// it proved with; a rerun takes it instead of guessing; and a file is never
// trusted: a wrong value in it is refuted by the kernel and refitted, and a
// malformed file is refused whole with a reason.
#include "prover/guess_file.h"
#include "prover/theorem_mutants.h"
#include "prover/toads_frogs/prove_tf.h"
#include "symbolic/sym_game.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <filesystem>
#include <fstream>

using namespace cgp;

namespace {

std::vector<TfFamily> families_of(const char* text) {
  auto p = tf_pattern_parse(text);
  REQUIRE(std::holds_alternative<TfPattern>(p));
  return {TfFamily{std::get<TfPattern>(p), region_universe({})}};
}

std::string temp_path(const char* name) {
  const std::string path = (std::filesystem::temp_directory_path() / name).string();
  std::remove(path.c_str());
  return path;
}

bool same_pieces(const std::vector<SymPiece>& x, const std::vector<SymPiece>& y) {
  if (x.size() != y.size()) return false;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (!(x[i].value == y[i].value) || !region_is_equal(x[i].where, y[i].where)) return false;
  return true;
}

TfTheorem prove_with(const char* pattern, GuessFile& file) {
  return prove_tf_families(families_of(pattern), RunBudget{}, 8, {}, TfDeadWalls::kWhenPlainFails, &file);
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

}  // namespace

TEST_CASE("a guess file holds the proved conjecture, and a rerun takes it as given", "[guess_file]") {
  const std::string path = temp_path("cgprove_test_guesses_a11.json");
  GuessFile file = guess_file_read(path);
  CHECK(file.states.empty());  // no file yet
  const TfTheorem t = prove_with("T^a _ T^b F", file);
  REQUIRE(t.proof.status == FamilyProof::Status::Proved);
  REQUIRE(std::filesystem::exists(path));

  const GuessFile again = guess_file_read(path);
  CHECK(again.states.size() == t.sys.states.size());
  const GivenConjecture given = guess_file_given(again, t.sys);
  REQUIRE(given.size() == t.sys.states.size());
  for (std::size_t i = 0; i < given.size(); ++i) {
    INFO(t.sys.states[i].name);
    REQUIRE(given[i]);
    CHECK(same_pieces(*given[i], t.proof.conjecture[i]));
  }
  GuessFile rerun = guess_file_read(path);
  const TfTheorem u = prove_with("T^a _ T^b F", rerun);
  CHECK(u.proof.status == FamilyProof::Status::Proved);
  std::remove(path.c_str());
}

TEST_CASE("a wrong value in a guess file is refuted by the kernel and refitted", "[guess_file]") {
  const std::string path = temp_path("cgprove_test_guesses_wrong.json");
  GuessFile file = guess_file_read(path);
  const TfTheorem t = prove_with("T^a _ T^b F", file);
  REQUIRE(t.proof.status == FamilyProof::Status::Proved);
  // One leaf of the first state's first piece plus 1: a wrong theorem.
  const std::size_t wrong = 0;
  const std::vector<SymGameMutant> mutants = sym_game_mutants(file.states[wrong].pieces[0].value);
  REQUIRE(!mutants.empty());
  std::vector<SymPiece> changed = file.states[wrong].pieces;
  changed[0].value = mutants[0].game;
  FamilyState as_state{"", file.states[wrong].pattern, file.states[wrong].params, file.states[wrong].domain, {}, {}};
  guess_file_record(file, as_state, changed);
  REQUIRE(guess_file_save(file));

  GuessFile rerun = guess_file_read(path);
  const TfTheorem u = prove_with("T^a _ T^b F", rerun);
  REQUIRE(u.proof.status == FamilyProof::Status::Proved);
  // The proof is the kernel's; the refitted value is also the engine's at
  // every point of a box, and what the file now holds.
  TfEvaluator evaluator;
  const StateOracle oracle = tf_state_oracle(u.sys, evaluator);
  const GivenConjecture saved = guess_file_given(guess_file_read(path), u.sys);
  for (std::size_t i = 0; i < u.sys.states.size(); ++i) {
    const FamilyState& s = u.sys.states[i];
    if (!(s.pattern == as_state.pattern) || !region_is_equal(s.domain, as_state.domain)) continue;
    REQUIRE(saved[i]);
    CHECK_FALSE(same_pieces(*saved[i], changed));
    for (const SymPiece& p : *saved[i])
      for (const RegionPoint& x : region_points_in_box(p.where, 0, 7)) {
        const ParamValues at = region_point_values(p.where, x);
        CHECK(sym_game_instantiate(GameStore::instance(), p.value, at) == oracle(i, at));
      }
  }
  std::remove(path.c_str());
}

TEST_CASE("a state whose saved pieces do not cover its domain exactly is guessed again", "[guess_file]") {
  const std::string path = temp_path("cgprove_test_guesses_cover.json");
  GuessFile file = guess_file_read(path);
  const TfTheorem t = prove_with("T^a _ T^b F", file);
  REQUIRE(t.proof.status == FamilyProof::Status::Proved);
  std::size_t si = 0;
  while (si < t.sys.states.size() && t.proof.conjecture[si].size() < 2) ++si;
  REQUIRE(si < t.sys.states.size());
  std::vector<SymPiece> fewer = t.proof.conjecture[si];
  fewer.pop_back();  // a hole
  guess_file_record(file, t.sys.states[si], fewer);
  CHECK_FALSE(guess_file_given(file, t.sys)[si]);
  std::vector<SymPiece> overlapping = t.proof.conjecture[si];
  overlapping.push_back(overlapping.front());
  guess_file_record(file, t.sys.states[si], overlapping);
  CHECK_FALSE(guess_file_given(file, t.sys)[si]);
  guess_file_record(file, t.sys.states[si], t.proof.conjecture[si]);
  CHECK(guess_file_given(file, t.sys)[si]);
  std::remove(path.c_str());
}

TEST_CASE("a malformed guess file is refused with a reason", "[guess_file]") {
  const std::string path = temp_path("cgprove_test_guesses_bad.json");
  const auto refused = [&](const std::string& text, const std::string& reason) {
    write_text(path, text);
    INFO(text);
    try {
      guess_file_read(path);
      FAIL("accepted");
    } catch (const GuessFileError& e) {
      CHECK_THAT(e.what(), Catch::Contains(reason));
      CHECK(std::string(e.what()).find('\n') == std::string::npos);
    }
  };
  refused("{\"cgprove_guesses\": 1, \"states\": [", "is not JSON");
  refused("{\"states\": []}", "is not a cgprove guess file");
  refused("{\"cgprove_guesses\": 2, \"states\": []}", "is not a cgprove guess file");
  refused("{\"cgprove_guesses\": 1}", "has no states");
  const std::string state = R"({"pattern": "T^a _ F", "params": ["a"], "domain": "true", "pieces": [)";
  refused("{\"cgprove_guesses\": 1, \"states\": [" + state + "{\"where\": \"b>=1\", \"value\": \"a\"}]}]}",
          "state 1's piece region");
  refused("{\"cgprove_guesses\": 1, \"states\": [" + state + "{\"where\": \"a>=1\", \"value\": \"{a|\"}]}]}",
          "state 1's piece value");
  refused(R"({"cgprove_guesses": 1, "states": [{"pattern": "T^a _ F", "params": ["b"], "domain": "true", "pieces": []}]})",
          "params are not its pattern's");
  refused(R"({"cgprove_guesses": 1, "states": [{"pattern": "T^a _ X", "params": ["a"], "domain": "true", "pieces": []}]})",
          "state 1's pattern");
  write_text(path, "{\"cgprove_guesses\": 1, \"states\": [" + state + "{\"where\": \"a>=1\", \"value\": \"a-1\"}]}]}");
  CHECK(guess_file_read(path).states.size() == 1);
  std::remove(path.c_str());
}
