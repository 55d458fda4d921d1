// Guesses kept between runs. The guess is most of a large proof's time
// (Erickson's first on b = 6 guesses 1,281 states for 98 minutes before its
// induction starts), longer than one sitting may allow. With a guess file a
// stopped run is started again and takes every state's conjecture from the
// file instead of guessing it, and a run refitting a state saves the refit.
//
// A guess file is untrusted input like the guesser itself: a conjecture
// read from it is given to prove_family, which the kernel checks like any
// guess, and a wrong one is found and refitted by guessing. So the file
// never needs to be trusted, only well-formed (a malformed one is refused
// whole: GuessFileError, a one-line reason).
//
// A state is known by its pattern, its parameters and its domain, all
// compared as values (TfPattern ==, region_is_equal), so a file written by
// one closure serves every other that reaches the same states.
//
// Format (JSON): {"cgprove_guesses": 1, "states": [{"pattern": "T^a _ F",
// "params": ["a"], "domain": "true", "pieces": [{"where": "a>=1", "value":
// "a-1"}, ...]}, ...]}, in the text of tf_pattern_parse, region_parse and
// sym_game_parse.
#pragma once

#include "families/state_system.h"
#include "prover/prove_family.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <stdexcept>
#include <string>
#include <vector>

namespace cgp {

struct GuessFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct SavedGuess {
  TfPattern pattern;
  std::vector<std::string> params;
  Region domain;
  std::vector<SymPiece> pieces;
  // The state as the file has it, made once: printing a thousand states'
  // regions at every save would cost more than the guesses between saves.
  nlohmann::json json;
};

struct GuessFile {
  std::string path;
  std::vector<SavedGuess> states;
  std::chrono::steady_clock::time_point saved_at;  // of the latest write
  std::string write_error;                          // of the latest write that failed
};

// The file at `path`; a file that does not exist yet gives no states.
// Throws GuessFileError when it exists but cannot be read or is malformed.
GuessFile guess_file_read(const std::string& path);

// For each state of `sys`, the saved pieces of the same state, when they
// cover its domain exactly without overlapping (a state saved from an
// earlier closure whose pieces do not is guessed again).
GivenConjecture guess_file_given(const GuessFile& file, const StateSystem& sys);

// Records (or replaces) the conjecture of state `s`.
void guess_file_record(GuessFile& file, const FamilyState& s, const std::vector<SymPiece>& pieces);

// Writes the file whole (symbolic/atomic_file.h); false with write_error
// set when it cannot. prove_family saves it before its induction. guess_file_save_if_due writes only when kSaveEvery has
// passed since the latest write: a state of b = 6 is guessed in seconds, and
// the file of 1,281 states is megabytes.
constexpr std::chrono::seconds kGuessFileSaveEvery{30};
bool guess_file_save(GuessFile& file);
bool guess_file_save_if_due(GuessFile& file);

}  // namespace cgp
