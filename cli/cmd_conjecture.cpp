// cgprove conjecture --table data.tsv --target NAME [--upper|--lower]: the
// Dalmatian conjecturer on any table of objects and invariants.
// `conjecture chomp` is in cmd_conjecture_chomp.cpp.
#include <fmt/core.h>

#include <memory>

#include "cli/commands.h"
#include "cli/conjecture_output.h"
#include "cli/exit_codes.h"
#include "conjecture/chomp_conjecture_player.h"
#include "conjecture/invariant_table.h"
#include "games/chomp/chomp_player.h"

namespace cgp::cli {
namespace {

struct TableArgs {
  std::string table;
  ConjectureArgs common;
};

void run_table(const TableArgs& a) {
  if (a.table.empty()) throw BadInput("give --table FILE (or the subcommand chomp)");
  if (a.common.target.empty()) throw BadInput("give --target NAME, the invariant to bound");
  auto read = conjecture::invariant_table_read_tsv(a.table);
  if (auto* e = std::get_if<conjecture::TableError>(&read)) throw BadInput(fmt::format("{}: {}", a.table, e->message));
  const auto& table = std::get<conjecture::InvariantTable>(read);
  auto result = conjecture::dalmatian_conjecture(table, conjecture_options(a.common));
  if (auto* e = std::get_if<conjecture::DalmatianError>(&result)) throw BadInput(e->message);
  const auto& r = std::get<conjecture::DalmatianResult>(result);
  if (a.common.json)
    fmt::print("{}\n", conjecture_json(r, table.objects).dump());
  else
    print_conjecture_text(r, table.objects);
}

}  // namespace

void add_conjecture_command(CLI::App& app, int& exit_code) {
  // The tournament's `conjecture` player: its theory is conjectured when a game first needs it.
  chomp_register_player(
      "conjecture", "moves to a position that satisfies every conjectured lower and upper bound of a P-theory",
      [](const ChompPlayerOptions&) {
    return conjecture::make_chomp_conjecture_player(conjecture::chomp_default_p_theory());
  });
  CLI::App* cmd = app.add_subcommand(
      "conjecture", "Dalmatian conjectures: bounds of one invariant in terms of the others (--table, or chomp)");
  auto args = std::make_shared<TableArgs>();
  cmd->add_option("--table", args->table, "TSV file: a header of invariant names, then one object a line");
  // Not required here: `conjecture chomp` has its own options.
  add_conjecture_options(*cmd, args->common, "");
  cmd->get_option("--target")->required(false);
  add_conjecture_chomp_command(*cmd, exit_code);
  cmd->callback([args, cmd] {
    for (const CLI::App* sub : cmd->get_subcommands())
      if (sub->parsed()) return;
    run_table(*args);
  });
}

}  // namespace cgp::cli
