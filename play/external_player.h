// External players: any executable speaking the line protocol (README,
// "External players"), in the spirit of UCI and GTP:
//   referee: chomp 1            player: ok NAME
//   referee: position 4 4 2     player: move 2 3
//   referee: quit
// Rows are listed poison row first; cells are 1-based [row, column].
#pragma once

#include <memory>
#include <string>
#include <variant>

#include "play/contestant.h"

namespace cgp::play {

struct ExternalLimits {
  int move_ms = 1000;     // per move, from sending the position to the end of the answer line
  int startup_ms = 3000;  // from starting the program to its "ok" line
};

// The program at `path` under display name `name`. It is started for the
// first game, kept running while it behaves, killed after a game it
// forfeited and started afresh for the next one.
std::unique_ptr<Contestant> make_external_contestant(std::string name, std::string path, ExternalLimits limits);

// The protocol's answer to a position: "move R C" with R, C positive
// integers, spaces between, nothing else. The cell, or why the line is not one.
std::variant<ChompMove, std::string> parse_move_line(const std::string& line);

// The protocol's position line: "position 4 4 2".
std::string position_line(const ChompPosition& p);

}  // namespace cgp::play
