// Coq terms for the objects of the exported scripts: canonical games as terms
// of CGProve.Games / Numbers (int, dyadic, nstar, Game [..] [..]), boards of
// CGProve.ToadsFrogs ([T; E; F]), and identifiers derived from them.
#pragma once

#include "games/toads_frogs/position.h"
#include "symbolic/dyadic.h"
#include "symbolic/game_store.h"

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace cgp {

// A proof that cannot be written as a script (a shape the exporter does not
// cover, a size beyond its limits): the message says which.
struct CoqExportError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// `int 3`, `int (-1)`, `dyadic 3 1` (3/2): the canonical number game.
std::string coq_number(const Dyadic& x);

// The canonical game g as a term: numbers as above, x* as `nstar (x)`, every
// other game as `Game [lefts] [rights]` of its canonical options.
std::string coq_game(GameStore& store, GameId g);

// [T; E; F] for T_F, and the name part "TEF".
std::string coq_board(const TfPosition& p);
std::string coq_board_name(const TfPosition& p);

// xs separated by sep.
std::string coq_join(const std::vector<std::string>& xs, const std::string& sep);

// One file of a proof split into several (coqc -Q DIR "" compiles each
// after the ones it requires).
struct CoqScriptFile {
  std::string module;  // file name without .v
  std::string text;
};

// A proof beyond this many bytes is split into parts of about this size (at
// most about 40 s of coqc each on this 2-core machine, two at a time; see
// the README), so that no coqc holds the whole proof in memory.
constexpr std::size_t kCoqPartBytes = 200000;

// Consecutive chunks grouped into parts of at most part_bytes each (a chunk
// larger than that is a part of its own): each part's [first, last) range.
std::vector<std::pair<std::size_t, std::size_t>> coq_part_ranges(const std::vector<std::string>& chunks,
                                                                 std::size_t part_bytes);

// Whether s is a Coq identifier (letters, digits, _; a letter first), as
// the module name of a proof split into files must be.
bool coq_is_identifier(const std::string& s);

// The opening of a script: the header comment (its text already worded; each
// line is indented by three spaces) and the Require lines (imports).
std::string coq_script_opening(const std::string& header, const std::string& imports);

}  // namespace cgp
