// A Chomp board drawn as in Cho's figures: the poison row at the bottom, the
// poison cell X bottom left, cells labelled with the answer that blocks them.
#pragma once

#include "games/chomp/chomp_explain.h"
#include "games/chomp/chomp_position.h"

#include <map>
#include <string>
#include <utility>

namespace cgp::play {

struct ChompBoardPicture {
  ChompPosition board;  // the cells drawn
  // Cells of `board` shown bitten (shaded): a move's effect.
  ChompPosition kept;   // empty rows: nothing bitten
  std::map<std::pair<int, int>, std::string> labels;  // 0-based (row, column) -> label
  std::string caption;
};

std::string chomp_board_svg(const ChompBoardPicture& picture);

// The labels of `chomp explain`: the answer groups numbered 1..9, a..z, A..Z
// on the P-position defended; for an N-position its winning bite shaded.
ChompBoardPicture chomp_explanation_picture(const ChompExplanation& e);

}  // namespace cgp::play
