// Where the strategy closure (strategy.h) asks the engine: the points of a
// region at which an answer must win before it is chosen, or a node's claim
// must hold before its domain is widened. Only a guide: the kernel checks
// every certificate on whole regions, so a probe missed can only make a
// certificate fail, never make a wrong one pass.
#pragma once

#include "symbolic/region.h"

#include <optional>
#include <vector>

namespace cgp {

// Every point of r up to `extra` above its least parameter sum; where they
// are more than `count`, the `count` of least sum. Lexicographic. The least
// point alone when isl cannot list them; none when r is empty.
std::vector<RegionPoint> tf_probe_near_least(const Region& r, long extra, std::size_t count);

// The points of r up to `extra` above its least parameter sum, listed once
// so that several counts, or smaller extras, can be drawn from them
// (tf_probe_nearest): the strategy builder asks three of each region it
// answers on, and each scan was a tenth of a build (perf, the one-frog
// slice b = 10, 2026-12-07).
struct TfProbeScan {
  std::optional<RegionPoint> least;  // none: r is empty
  long extra = 0;
  std::vector<RegionPoint> points;  // in isl's order
  bool complete = false;            // every such point listed (not capped, isl did not give up)
};
TfProbeScan tf_probe_scan(const Region& r, long extra);

// tf_probe_near_least(r, extra, count), r the scan's region and extra at
// most the scan's: the same points in the same order, drawn from the scan
// where it is complete (the points of a smaller sum bound are a
// subsequence of its listing), and r scanned again where it is not.
std::vector<RegionPoint> tf_probe_nearest(const TfProbeScan& scan, const Region& r, long extra, std::size_t count);

// The points as parameter values by name.
std::vector<ParamValues> tf_probe_values(const Region& r, const std::vector<RegionPoint>& points);

// For each of r's disjuncts (the first kFarDisjuncts), its least point moved
// `step` along each direction of one or two of the `free` parameters (each
// +1 or -1) that stays in the disjunct. An answer or a widening that holds
// near a region's least points can fail where a blank block is long, far
// from them in a direction the region is unbounded in: on the slice a = 3
// (TTT _^b F = 2b-2), a build chose an answer over a region unbounded in
// the blanks behind a toad, `_^a T F _^c`, and only a later build's samples
// found it losing at a = 12..20, c = 5 (README, "Probes along the
// directions"). The callers pass blank lengths and y1, whose far points
// cost the engine little; a toad block 12 longer can cost it gigabytes.
std::vector<ParamValues> tf_probe_far(const Region& r, const std::vector<std::string>& free, long step);

// For the values of r's parameters other than y1 (an integer form's
// magnitude) up to `extra` above their least sum (at most `count`), the
// points of r with those values and the least and the greatest y1 there;
// where y1 has no greatest value, a point far beyond the least. An integer
// form's claim is monotone in y1, so a domain widened too far is false at
// one end, which may lie far from the least sum. None when r has no y1.
std::vector<ParamValues> tf_probe_y1_ends(const Region& r, long extra, std::size_t count);

}  // namespace cgp
