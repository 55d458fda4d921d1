// Progress on stderr: when stderr is a terminal, one line overwritten in
// place; with --progress, one line per event (the closure at most one a
// second), so logs and CI show it; otherwise (a log) nothing for the first
// 10 s, then a line every 10 s. Every event also becomes the note the
// Ctrl-C line quotes (interrupt.h).
#pragma once

#include "families/progress.h"

#include <chrono>
#include <string>

namespace cgp::cli {

// The text of one event: "guess: state 3 of 43, f3 = T^a _ F, box [8,8]".
std::string progress_event_text(const ProgressEvent& e);

class ProgressPrinter {
 public:
  explicit ProgressPrinter(bool lines);
  ~ProgressPrinter();  // done()

  // Clears the terminal line, before the result is printed.
  void done();
  ProgressPrinter(const ProgressPrinter&) = delete;
  ProgressPrinter& operator=(const ProgressPrinter&) = delete;

  // The reporter to pass down; valid while this printer lives.
  Progress progress();

 private:
  void show(const ProgressEvent& e);

  bool lines_, terminal_;
  bool shown_ = false;
  ProgressEvent last_;
  std::chrono::steady_clock::time_point start_, last_time_;
};

}  // namespace cgp::cli
