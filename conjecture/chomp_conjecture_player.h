// The `conjecture` player: a P-theory conjectured by the Dalmatian
// heuristic (lower and upper bounds of number_of_cookies from the paper's
// five P-positions, refined on the 10x10 box) read as reasons for moves, as
// the paper's section 4 proposes. It moves to an option that satisfies every
// bound of the theory, and names them as its reason; when no option does, to
// the option that violates fewest.
#pragma once

#include <memory>
#include <vector>

#include "conjecture/conjecture_set.h"
#include "conjecture/expression.h"
#include "games/chomp/chomp_player.h"

namespace cgp::conjecture {

struct TheoryBound {
  BoundSense sense;
  Expression bound;  // of number_of_cookies
};

// The theory's bounds, each true on every P-position of the 10x10 box;
// computed once per process (about a second), then shared.
const std::vector<TheoryBound>& chomp_default_p_theory();

std::unique_ptr<ChompPlayer> make_chomp_conjecture_player(std::vector<TheoryBound> theory);

}  // namespace cgp::conjecture
