#include "cli/progress_output.h"

#include "cli/interrupt.h"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <pthread.h>
#include <signal.h>
#include <unistd.h>

#include <cstdio>

namespace cgp::cli {

namespace {

using Clock = std::chrono::steady_clock;

constexpr double kLogQuietSeconds = 10.0;

// A new line is due for a new stage, a new state, a stage's end, a guess's
// result, or after a second (the closure's and the merging's events come by
// the thousand).
bool line_due(const ProgressEvent& last, const ProgressEvent& e, double seconds_since) {
  if (e.stage != last.stage || e.scope != last.scope || e.finished) return true;
  const bool by_thousands =
      e.stage == ProgressStage::Closure || e.stage == ProgressStage::Absorb || e.stage == ProgressStage::Strategy;
  if (!by_thousands && (e.index != last.index || e.pieces != last.pieces || e.box != last.box)) return true;
  return seconds_since >= 1.0;
}

std::string stage_text(const ProgressEvent& e) {
  switch (e.stage) {
    case ProgressStage::Closure:
      return e.finished ? fmt::format("closure: closed, {} states", e.index)
                        : fmt::format("closure: {} states, {} waiting", e.index, e.count);
    case ProgressStage::Absorb:
      return fmt::format("closure: merging instances into general states, state {} of {}", e.index, e.count);
    case ProgressStage::Guess: {
      std::string s = fmt::format("guess: state {} of {}, {}, box [{}]", e.index, e.count, e.state, fmt::join(e.box, ","));
      if (!e.box_planes.empty()) s += " with the planes " + e.box_planes;
      if (e.pieces) s += fmt::format(": {} piece{}", *e.pieces, *e.pieces == 1 ? "" : "s");
      else if (e.points > 0) s += fmt::format(", {} points evaluated", e.points);
      return s;
    }
    case ProgressStage::Induction:
      if (e.finished) return fmt::format("induction: checked, {} states, {} steps", e.count, e.steps);
      if (e.index == 0) return fmt::format("induction: checking the rules and well-foundedness of {} states", e.count);
      return fmt::format("induction: state {} of {}, {}, {} steps checked", e.index, e.count, e.state, e.steps);
    case ProgressStage::Strategy:
      return e.finished ? fmt::format("built, {} nodes", e.index)
                        : fmt::format("{} nodes, {} waiting", e.index, e.count);
    case ProgressStage::CoqExport:
      return e.finished ? fmt::format("Coq export: written, {} states", e.count)
                        : fmt::format("Coq export: state {} of {}, {}", e.index, e.count, e.state);
  }
  return "";
}

}  // namespace

std::string progress_event_text(const ProgressEvent& e) {
  return e.scope.empty() ? stage_text(e) : e.scope + ": " + stage_text(e);
}

ProgressPrinter::ProgressPrinter(bool lines)
    : lines_(lines), terminal_(!lines && isatty(STDERR_FILENO) == 1), start_(Clock::now()) {
  if (terminal_) return;  // the terminal keeps showing the last event
  // Started with every signal blocked, so that an interrupt is handled on the
  // main thread, whose notes the handler reads (interrupt.h).
  sigset_t all, before;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &before);
  heartbeat_ = std::thread([this] { heartbeat(); });
  pthread_sigmask(SIG_SETMASK, &before, nullptr);
}

ProgressPrinter::~ProgressPrinter() { done(); }

void ProgressPrinter::done() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    if (terminal_ && shown_) std::fputs("\r\x1b[K", stderr);
    shown_ = false;
  }
  wake_.notify_all();
  if (heartbeat_.joinable()) heartbeat_.join();
  interrupt_set_progress_line(false);
}

// In a log, every 10 s without a line: the latest event, or, when no event
// came since the last line, the same again marked "still working".
void ProgressPrinter::heartbeat() {
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, std::chrono::seconds(1), [this] { return stopping_; })) {
    const auto now = Clock::now();
    if (std::chrono::duration<double>(now - (shown_ ? last_time_ : start_)).count() < kLogQuietSeconds) continue;
    const double running = std::chrono::duration<double>(now - start_).count();
    // "still working" when no event came since the last line.
    fmt::print(stderr, "cgprove: {} ({}{:.0f} s)\n", latest_ ? progress_event_text(*latest_) : "starting",
               unshown_ ? "" : "still working, ", running);
    std::fflush(stderr);
    shown_ = true;
    unshown_ = false;
    last_time_ = now;
  }
}

Progress ProgressPrinter::progress() {
  return Progress([this](const ProgressEvent& e) { show(e); });
}

void ProgressPrinter::show(const ProgressEvent& e) {
  const std::string text = progress_event_text(e);
  interrupt_note_where(text);
  std::lock_guard lock(mutex_);
  latest_ = e;
  unshown_ = true;
  const auto now = Clock::now();
  const double since = std::chrono::duration<double>(now - last_time_).count();
  if (lines_) {
    if (shown_ && !line_due(last_, e, since)) return;
    fmt::print(stderr, "cgprove: {}\n", text);
  } else if (terminal_) {
    if (shown_ && since < 0.1 && !e.finished && e.stage == last_.stage) return;
    // Cut to one terminal line, or the next \r would not clear it all.
    fmt::print(stderr, "\r\x1b[Kcgprove: {}", text.substr(0, 70));
    interrupt_set_progress_line(true);
  } else {
    // A log without --progress: the heartbeat writes the latest event every
    // 10 s once the run is past 10 s (an Erickson proof runs for minutes,
    // and silence there looks like a hang); short runs stay quiet.
    return;
  }
  std::fflush(stderr);
  shown_ = true;
  unshown_ = false;
  last_ = e;
  last_time_ = now;
}

}  // namespace cgp::cli
