// Ctrl-C (SIGINT) or SIGTERM during a run: one line on stderr saying where the
// run was (the latest progress, interrupt_note_where), exit code 128 + the
// signal (130 or 143, as shells report them), and no output
// file of this run left behind: a file being written is finished first, then
// every file this run wrote is removed. Only async-signal-safe calls in the
// handler (write, unlink, _exit).
#pragma once

#include <string>

namespace cgp::cli {

constexpr int kInterruptedExit = 130;  // 128 + SIGINT, as shells report it
constexpr int kTerminatedExit = 143;   // 128 + SIGTERM

// The exit code of a run stopped by `signal` (SIGINT or SIGTERM).
int interrupt_exit_code(int signal);

void interrupt_install();

// What the run is doing now, for the line printed on an interrupt.
void interrupt_note_where(const std::string& where);

// Whether the line should start on a new line (a progress line is on the terminal).
void interrupt_set_progress_line(bool on);

// A time budget for a command whose work has no progress check of its own
// (value EXPR, simplify, compare): once `seconds` have passed (SIGALRM), one
// line on stderr naming the budget and `what` ran, the run's output files
// removed as on an interrupt, and exit 3 (UNDECIDED); until then a line on
// stderr every 10 s says the run is still working. Call once, after
// interrupt_install.
void interrupt_set_time_budget(double seconds, const std::string& what);

// A file the run writes that must survive an interrupt: it is still finished
// before the exit, but not removed (--guesses, which exists so that a stopped
// run can resume). One such file per run.
void interrupt_keep_file(const std::string& path);

// Output files need nothing more: interrupt_install watches every
// atomic_file_write (symbolic/atomic_file.h), so an interrupt during a write
// waits for its rename, and every file the run wrote is removed.

}  // namespace cgp::cli
