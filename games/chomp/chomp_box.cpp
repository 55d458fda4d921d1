#include "games/chomp/chomp_box.h"

#include "symbolic/atomic_file.h"

#include <algorithm>
#include <chrono>

namespace cgp {
namespace {

std::optional<ChompBoxError> check_dimensions(int rows, int cols) {
  if (rows < 1 || cols < 1)
    return ChompBoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) +
                    ": both dimensions must be >= 1"};
  if (static_cast<std::int64_t>(rows) * cols > kChompMaxCells)
    return ChompBoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) + " is too large: more than " +
                    std::to_string(kChompMaxCells) + " cells"};
  return std::nullopt;
}

// The table of the box, kept with fewer rows than columns (one lookup per
// row and diagram); `transposed` says whether it is the C x R box.
struct BoxTable {
  ChompTable table;
  bool transposed;
};

std::variant<BoxTable, ChompBoxError> box_table(int rows, int cols, const ChompTableProgress& progress,
                                           std::uint64_t max_bytes = kChompMaxTableBytes) {
  if (auto err = check_dimensions(rows, cols)) return *err;
  const bool transposed = rows > cols;
  auto table = ChompTable::build(transposed ? chomp_rectangle(cols, rows) : chomp_rectangle(rows, cols), progress, max_bytes);
  if (auto* e = std::get_if<ChompTableError>(&table)) {
    if (transposed) return ChompBoxError{"box " + std::to_string(rows) + "x" + std::to_string(cols) +
                                    " (as its transpose): " + e->message, e->over_max_bytes};
    return ChompBoxError{e->message, e->over_max_bytes};
  }
  return BoxTable{std::move(std::get<ChompTable>(table)), transposed};
}

// Every P-position of the box, sorted.
void for_each_p_sorted(const BoxTable& box, const std::function<void(std::span<const int>)>& visit) {
  if (!box.transposed) return box.table.for_each_p(visit);
  std::vector<ChompPosition> all;
  box.table.for_each_p([&](std::span<const int> p) { all.push_back(chomp_transpose(p)); });
  std::sort(all.begin(), all.end());
  for (const ChompPosition& p : all) visit(p.rows);
}

std::optional<ChompBoxError> write_list(const BoxTable& box, int rows, int cols, const std::string& path) {
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
  if (failed) return ChompBoxError{*failed};
  return std::nullopt;
}

}  // namespace

std::variant<ChompBoxSolution, ChompBoxError> chomp_solve_box(int rows, int cols, const std::optional<std::string>& list_path,
                                              const ChompTableProgress& progress, std::uint64_t max_table_bytes) {
  const auto t0 = std::chrono::steady_clock::now();
  auto built = box_table(rows, cols, progress, max_table_bytes);
  if (auto* e = std::get_if<ChompBoxError>(&built)) return *e;
  const BoxTable& box = std::get<BoxTable>(built);
  const ChompTable& table = box.table;
  ChompBoxSolution s;
  s.rows = rows;
  s.cols = cols;
  s.diagrams = table.diagrams();
  s.p_count = table.p_count();
  s.winning_moves = table.winning_moves(table.shape());
  if (box.transposed)
    for (ChompPosition& m : s.winning_moves) m = chomp_transpose(m.rows);
  std::sort(s.winning_moves.begin(), s.winning_moves.end());
  s.table_bytes = table.memory_bytes();
  if (list_path)
    if (auto err = write_list(box, rows, cols, *list_path)) return *err;
  s.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return s;
}

std::variant<ChompBoxPPositions, ChompBoxError> chomp_p_positions_in_box(int rows, int cols,
                                                         const std::optional<std::string>& output_path) {
  auto built = box_table(rows, cols, {});
  if (auto* e = std::get_if<ChompBoxError>(&built)) return *e;
  const BoxTable& box = std::get<BoxTable>(built);
  ChompBoxPPositions out{rows, cols, box.table.diagrams(), {}};
  for_each_p_sorted(box, [&](std::span<const int> p) { out.p_positions.push_back(ChompPosition{{p.begin(), p.end()}}); });
  if (output_path)
    if (auto err = write_list(box, rows, cols, *output_path)) return *err;
  return out;
}

}  // namespace cgp
