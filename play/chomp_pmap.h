// The P-position map of 3-row Chomp: for every top row r = 0..K the points
// (b, c) with [c,b,r] (poison row first) a P-position, in a window b <= B,
// c <= C. Read from one ChompTable of the box [C,B,K]; r = 0 are the two-row
// positions [c,b] and the lone poison cell [1] is the point (0, 1).
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace cgp::play {

struct ChompPMapPoint {
  int top = 0, b = 0, c = 0;
  friend bool operator==(const ChompPMapPoint&, const ChompPMapPoint&) = default;
};

struct ChompPMap {
  int top_max = 0, b_max = 0, c_max = 0;
  std::vector<ChompPMapPoint> points;  // sorted by (top, b, c)
};

// Refused (one line) beyond these: the table grows as C * B * K.
inline constexpr int kPMapMaxTop = 200;
inline constexpr int kPMapMaxSide = 1000;

// The default window: B = max(20, 3K), C = B + max(10, K). For K <= 40 no
// P-position with b <= B has c > C (tests/play checks it against a window up to c = 1000).
int chomp_pmap_default_b_max(int top_max);
int chomp_pmap_default_c_max(int top_max, int b_max);

std::variant<ChompPMap, std::string> chomp_pmap(int top_max, int b_max, int c_max);

}  // namespace cgp::play
