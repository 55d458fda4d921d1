#include "games/chomp/chomp_box.h"

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "games/chomp/chomp_moves.h"

namespace cgp::chomp {
namespace {

// C(n, k), or nullopt when it exceeds `limit`. Each partial product
// C(n-k+i, i) is an integer and grows with i, so stopping early is exact.
std::optional<std::uint64_t> binomial(std::uint64_t n, std::uint64_t k, std::uint64_t limit) {
  if (k > n) return 0;
  k = std::min(k, n - k);
  unsigned __int128 c = 1;
  for (std::uint64_t i = 1; i <= k; ++i) {
    c = c * (n - k + i) / i;
    if (c > limit) return std::nullopt;
  }
  return static_cast<std::uint64_t>(c);
}

// Diagrams in the box are non-increasing tuples r_0 >= ... >= r_{R-1} >= 0
// (zero rows padding). s_t = r_{R-1-t} + t is a strictly increasing R-subset of
// {0, ..., R+C-1}, whose colex rank sum_t C(s_t, t+1) is a bijection onto
// [0, C(R+C, R)). The rank is a sum of one term per row, so it is cheap to
// compute for any option: weight[i][r] = C(r + R-1-i, R-i), zero for r = 0.
class Ranker {
 public:
  Ranker(int rows, int cols) : cols_(cols), weight_(static_cast<std::size_t>(rows) * (cols + 1)) {
    for (int i = 0; i < rows; ++i)
      for (int r = 0; r <= cols; ++r)
        weight_[i * (cols + 1) + r] = *binomial(r + rows - 1 - i, rows - i, kMaxBoxDiagrams);
  }
  std::uint64_t rank(std::span<const int> diagram) const {
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < diagram.size(); ++i) sum += weight_[i * (cols_ + 1) + diagram[i]];
    return sum;
  }

 private:
  int cols_;
  std::vector<std::uint64_t> weight_;
};

// Lexicographic successor among non-increasing tuples bounded by cols. Every
// option of a diagram is lexicographically smaller (its first changed row
// shrinks), so this order visits options first.
bool next_diagram(std::vector<int>& r, int cols) {
  for (std::size_t t = r.size(); t-- > 0;) {
    if (r[t] < (t == 0 ? cols : r[t - 1])) {
      ++r[t];
      std::fill(r.begin() + t + 1, r.end(), 0);
      return true;
    }
  }
  return false;
}

std::optional<BoxError> write_list(const BoxPPositions& box, const std::string& path) {
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp);
    out << "# Chomp P-positions among the diagrams in the " << box.rows << "x" << box.cols
        << " box, poison row first\n# count: " << box.p_positions.size() << "\n";
    for (const ChompPosition& p : box.p_positions) out << to_string(p) << '\n';
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      return BoxError{"cannot write " + tmp};
    }
  }
  std::error_code ec;
  std::filesystem::rename(tmp, path, ec);
  if (ec) {
    std::remove(tmp.c_str());
    return BoxError{"cannot rename " + tmp + " to " + path + ": " + ec.message()};
  }
  return std::nullopt;
}

}  // namespace

std::variant<BoxPPositions, BoxError> p_positions_in_box(int rows, int cols,
                                                         const std::optional<std::string>& output_path) {
  if (rows < 1 || cols < 1) return BoxError{"box dimensions must be >= 1"};
  auto total = binomial(std::uint64_t(rows) + cols, rows, kMaxBoxDiagrams);
  if (!total)
    return BoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) + " has more than " +
                    std::to_string(kMaxBoxDiagrams) + " diagrams"};

  Ranker ranker(rows, cols);
  std::vector<std::uint8_t> is_p(*total, 0);
  BoxPPositions box{rows, cols, *total - 1, {}};
  std::vector<int> diagram(rows, 0), scratch;
  std::size_t length = 0;  // non-zero rows of diagram
  while (next_diagram(diagram, cols)) {
    while (length < diagram.size() && diagram[length] > 0) ++length;
    while (length > 0 && diagram[length - 1] == 0) --length;
    std::span<const int> d(diagram.data(), length);
    bool p = for_each_chomp(d, scratch, [&](std::size_t, int, std::span<const int> option) {
      return !is_p[ranker.rank(option)];
    });
    if (p) {
      is_p[ranker.rank(d)] = 1;
      box.p_positions.push_back(ChompPosition{{d.begin(), d.end()}});
    }
  }
  if (output_path)
    if (auto err = write_list(box, *output_path)) return *err;
  return box;
}

}  // namespace cgp::chomp
