// Output shared by `prove chomp` and `check chomp`: the JSON of a proof's top
// rows, progress on stderr, and the --report file.
#pragma once

#include "kernel/chomp_proof.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>

namespace cgp::cli {

// [{"top":2,"P":[{"pattern":"[2,b,b+2]","where":"b>=2"}]}, ...]
nlohmann::ordered_json chomp_tops_json(const ChompProof& proof);
// {"p_pieces":..,"n_pieces":..,"moves_checked":..,...}
nlohmann::ordered_json chomp_checks_json(const ChompProof& proof);
// "  top 2: [2,b,b+2] for b>=2" lines.
void print_chomp_tops(const ChompProof& proof);

// A progress callback printing "top row r/K" on stderr: in place on a
// terminal, else one line per 10 s; and the line to end it with.
std::function<void(int, double)> chomp_progress(int top_max);
void chomp_progress_done();

}  // namespace cgp::cli
