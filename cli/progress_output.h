// Progress on stderr: when stderr is a terminal, one line overwritten in
// place; with --progress, one line per event (the closure at most one a
// second), so logs and CI show it; otherwise (a log) nothing for the first
// 10 s, then a line every 10 s. In a log (with or without --progress) a
// stage that sends no event for 10 s (one state's guess can take minutes)
// still gets a line every 10 s: the last event again, "still working".
// Every event also becomes the note the Ctrl-C line quotes (interrupt.h).
#pragma once

#include "families/progress.h"

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

namespace cgp::cli {

// The text of one event: "guess: state 3 of 43, f3 = T^a _ F, box [8,8]".
std::string progress_event_text(const ProgressEvent& e);

class ProgressPrinter {
 public:
  explicit ProgressPrinter(bool lines);
  ~ProgressPrinter();  // done()

  // Clears the terminal line and stops the heartbeat, before the result is printed.
  void done();
  ProgressPrinter(const ProgressPrinter&) = delete;
  ProgressPrinter& operator=(const ProgressPrinter&) = delete;

  // The reporter to pass down; valid while this printer lives.
  Progress progress();

 private:
  void show(const ProgressEvent& e);
  void heartbeat();

  bool lines_, terminal_;
  std::mutex mutex_;  // guards what follows and stderr, shared with the heartbeat
  bool shown_ = false;
  bool stopping_ = false;
  ProgressEvent last_;                   // the last event shown
  std::optional<ProgressEvent> latest_;  // the last event received
  bool unshown_ = false;                 // latest_ came after the last line
  std::chrono::steady_clock::time_point start_, last_time_;
  std::condition_variable wake_;
  std::thread heartbeat_;
};

}  // namespace cgp::cli
