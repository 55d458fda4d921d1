// Coq terms for the objects of the exported scripts: canonical games as terms
// of CGProve.Games / Numbers (int, dyadic, nstar, Game [..] [..]), boards of
// CGProve.ToadsFrogs ([T; E; F]), and identifiers derived from them.
#pragma once

#include "games/toads_frogs/position.h"
#include "symbolic/dyadic.h"
#include "symbolic/game_store.h"

#include <stdexcept>
#include <string>
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

// The opening of a script: the header comment (its text already worded; each
// line is indented by three spaces) and the Require lines (imports).
std::string coq_script_opening(const std::string& header, const std::string& imports);

}  // namespace cgp
