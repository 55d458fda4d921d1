// All P-positions among the diagrams that fit in an R x C box.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "games/chomp/chomp_position.h"

namespace cgp::chomp {

// The P-status table holds one byte per diagram; this bounds it (the 15x15
// box, 155 million diagrams, still fits).
inline constexpr std::uint64_t kMaxBoxDiagrams = 200'000'000;

struct BoxPPositions {
  int rows = 0, cols = 0;
  std::uint64_t diagrams = 0;              // non-empty diagrams in the box
  std::vector<ChompPosition> p_positions;  // sorted (ChompPosition's <), [1] first
};

struct BoxError {
  std::string message;
};

// Every diagram with at most `rows` rows, each at most `cols` long, is
// classified. With output_path, the list is also written there (one position
// per line after a '#' header); the file is written under a temporary name and
// renamed, so a failure leaves no partial file.
std::variant<BoxPPositions, BoxError> p_positions_in_box(
    int rows, int cols, const std::optional<std::string>& output_path = std::nullopt);

}  // namespace cgp::chomp
