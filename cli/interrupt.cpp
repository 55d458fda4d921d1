#include "cli/interrupt.h"

#include "cli/exit_codes.h"
#include "symbolic/atomic_file.h"

#include <pthread.h>
#include <sys/time.h>
#include <unistd.h>

#include <cmath>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <thread>

namespace cgp::cli {

namespace {

constexpr std::size_t kTextBytes = 1024;
constexpr int kMaxOutputs = 256;

// Two buffers: the note being written is never the one the handler reads
// (the handler interrupts the only thread that writes them).
char g_where[2][kTextBytes] = {"its start", "its start"};
volatile std::sig_atomic_t g_where_current = 0;
volatile std::sig_atomic_t g_progress_line = 0;
volatile std::sig_atomic_t g_writing = 0;
volatile std::sig_atomic_t g_pending = 0;
volatile std::sig_atomic_t g_signal = SIGINT;
char g_outputs[kMaxOutputs][kTextBytes];
char g_budget_line[kTextBytes] = "cgprove: undecided: the time budget is spent\n";
volatile std::sig_atomic_t g_output_count = 0;
std::string g_kept;  // read only by write_ends, outside the handler

void copy_text(char* to, const std::string& from) {
  const std::size_t n = std::min(from.size(), kTextBytes - 1);
  std::memcpy(to, from.data(), n);
  to[n] = '\0';
}

void write_text(const char* s) {
  std::size_t n = std::strlen(s);
  while (n > 0) {
    const ssize_t w = ::write(STDERR_FILENO, s, n);
    if (w <= 0) return;
    s += w;
    n -= static_cast<std::size_t>(w);
  }
}

[[noreturn]] void interrupt_finish() {
  for (int i = 0; i < g_output_count; ++i) ::unlink(g_outputs[i]);
  if (g_progress_line) write_text("\n");
  if (g_signal == SIGALRM) {
    write_text(g_budget_line);
    ::_exit(kUndecided);
  }
  write_text(g_signal == SIGTERM ? "cgprove: interrupted (SIGTERM) during " : "cgprove: interrupted during ");
  write_text(g_where[g_where_current]);
  write_text(g_output_count > 0 ? "; the output files written were removed\n" : "\n");
  ::_exit(interrupt_exit_code(g_signal));
}

extern "C" void on_interrupt_signal(int signal) {
  g_signal = signal;
  if (g_writing) {
    g_pending = 1;
    return;
  }
  interrupt_finish();
}

// 2 -> "2", 0.5 -> "0.5": as the user typed it, for the message.
std::string seconds_text(double seconds) {
  std::string s = std::to_string(seconds);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s;
}

void write_begins() { g_writing = 1; }

void write_ends(const std::string& path, bool written) {
  if (written && path != g_kept && g_output_count < kMaxOutputs) {
    copy_text(g_outputs[g_output_count], path);
    g_output_count = g_output_count + 1;
  }
  g_writing = 0;
  if (g_pending) interrupt_finish();
}

// Budgeted work (value EXPR, simplify, compare) has no progress check to
// print from, so a thread of its own says every 10 s that it still runs, as
// every run over 10 s must. It is started with every signal blocked, so the
// interrupt handler keeps running on the only thread that writes its notes;
// it ends with the process.
void start_heartbeat(const std::string& what, double budget) {
  sigset_t all, before;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &before);
  std::thread([what, budget] {
    for (long waited = 10;; waited += 10) {
      std::this_thread::sleep_for(std::chrono::seconds(10));
      write_text(("cgprove: " + what + ": still working after " + std::to_string(waited) + " s (time budget " +
                  seconds_text(budget) + " s; --seconds changes it)\n")
                     .c_str());
    }
  }).detach();
  pthread_sigmask(SIG_SETMASK, &before, nullptr);
}

}  // namespace

void interrupt_install() {
  atomic_file_watch(AtomicFileWatch{write_begins, write_ends});
  struct sigaction sa {};
  sa.sa_handler = on_interrupt_signal;
  // Each signal blocks the other while its handler runs: one finish, one line.
  sigemptyset(&sa.sa_mask);
  sigaddset(&sa.sa_mask, SIGINT);
  sigaddset(&sa.sa_mask, SIGTERM);
  sigaddset(&sa.sa_mask, SIGALRM);
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
  sigaction(SIGALRM, &sa, nullptr);
}

void interrupt_set_time_budget(double seconds, const std::string& what) {
  // The output files are named in the line only when there are some, which
  // the handler alone knows: the line says what ran and how to raise the budget.
  copy_text(g_budget_line, "cgprove: undecided: time budget (--seconds " + seconds_text(seconds) + ") spent during " +
                               what + "; raise --seconds\n");
  itimerval timer{};
  const double whole = std::floor(seconds);
  timer.it_value.tv_sec = static_cast<time_t>(whole);
  timer.it_value.tv_usec = static_cast<suseconds_t>((seconds - whole) * 1e6);
  if (timer.it_value.tv_sec == 0 && timer.it_value.tv_usec == 0) timer.it_value.tv_usec = 1;
  ::setitimer(ITIMER_REAL, &timer, nullptr);
  start_heartbeat(what, seconds);
}

int interrupt_exit_code(int signal) { return signal == SIGTERM ? kTerminatedExit : kInterruptedExit; }

void interrupt_keep_file(const std::string& path) { g_kept = path; }

void interrupt_note_where(const std::string& where) {
  const int next = 1 - g_where_current;
  copy_text(g_where[next], where);
  g_where_current = next;
}

void interrupt_set_progress_line(bool on) { g_progress_line = on ? 1 : 0; }

}  // namespace cgp::cli
