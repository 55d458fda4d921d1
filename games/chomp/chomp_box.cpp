#include "games/chomp/chomp_box.h"

#include "symbolic/atomic_file.h"

#include <algorithm>
#include <chrono>

namespace cgp::chomp {
namespace {

std::optional<BoxError> check_dimensions(int rows, int cols) {
  if (rows < 1 || cols < 1)
    return BoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) +
                    ": both dimensions must be >= 1"};
  if (static_cast<std::int64_t>(rows) * cols > kMaxCells)
    return BoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) + " is too large: more than " +
                    std::to_string(kMaxCells) + " cells"};
  return std::nullopt;
}

// The table of the box, kept with fewer rows than columns (one lookup per
// row and diagram); `transposed` says whether it is the C x R box.
struct BoxTable {
  ChompTable table;
  bool transposed;
};

std::variant<BoxTable, BoxError> box_table(int rows, int cols, const TableProgress& progress,
                                           std::uint64_t max_bytes = kMaxTableBytes) {
  if (auto err = check_dimensions(rows, cols)) return *err;
  const bool transposed = rows > cols;
  auto table = ChompTable::build(transposed ? rectangle(cols, rows) : rectangle(rows, cols), progress, max_bytes);
  if (auto* e = std::get_if<TableError>(&table)) {
    if (transposed) return BoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) +
                                    " (as its transpose): " + e->message, e->over_max_bytes};
    return BoxError{e->message, e->over_max_bytes};
  }
  return BoxTable{std::move(std::get<ChompTable>(table)), transposed};
}

// Every P-position of the box, sorted.
void for_each_p_sorted(const BoxTable& box, const std::function<void(std::span<const int>)>& visit) {
  if (!box.transposed) return box.table.for_each_p(visit);
  std::vector<ChompPosition> all;
  box.table.for_each_p([&](std::span<const int> p) { all.push_back(transpose(p)); });
  std::sort(all.begin(), all.end());
  for (const ChompPosition& p : all) visit(p.rows);
}

std::optional<BoxError> write_list(const BoxTable& box, int rows, int cols, const std::string& path) {
  const auto failed = atomic_file_write(path, [&](std::ostream& out) {
    out << "# Chomp P-positions among the diagrams in the " << rows << "x" << cols
        << " box, poison row first, sorted\n# count: " << box.table.p_count() << "\n";
    std::string line;
    for_each_p_sorted(box, [&](std::span<const int> p) {
      line.clear();
      line += '[';
      for (std::size_t i = 0; i < p.size(); ++i) {
        if (i) line += ',';
        line += std::to_string(p[i]);
      }
      line += "]\n";
      out << line;
    });
  });
  if (failed) return BoxError{*failed};
  return std::nullopt;
}

}  // namespace

std::variant<BoxSolution, BoxError> solve_box(int rows, int cols, const std::optional<std::string>& list_path,
                                              const TableProgress& progress, std::uint64_t max_table_bytes) {
  const auto t0 = std::chrono::steady_clock::now();
  auto built = box_table(rows, cols, progress, max_table_bytes);
  if (auto* e = std::get_if<BoxError>(&built)) return *e;
  const BoxTable& box = std::get<BoxTable>(built);
  const ChompTable& table = box.table;
  BoxSolution s;
  s.rows = rows;
  s.cols = cols;
  s.diagrams = table.diagrams();
  s.p_count = table.p_count();
  s.winning_moves = table.winning_moves(table.shape());
  if (box.transposed)
    for (ChompPosition& m : s.winning_moves) m = transpose(m.rows);
  std::sort(s.winning_moves.begin(), s.winning_moves.end());
  s.table_bytes = table.memory_bytes();
  if (list_path)
    if (auto err = write_list(box, rows, cols, *list_path)) return *err;
  s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return s;
}

std::variant<BoxPPositions, BoxError> p_positions_in_box(int rows, int cols,
                                                         const std::optional<std::string>& output_path) {
  auto built = box_table(rows, cols, {});
  if (auto* e = std::get_if<BoxError>(&built)) return *e;
  const BoxTable& box = std::get<BoxTable>(built);
  BoxPPositions out{rows, cols, box.table.diagrams(), {}};
  for_each_p_sorted(box, [&](std::span<const int> p) { out.p_positions.push_back(ChompPosition{{p.begin(), p.end()}}); });
  if (output_path)
    if (auto err = write_list(box, rows, cols, *output_path)) return *err;
  return out;
}

}  // namespace cgp::chomp
