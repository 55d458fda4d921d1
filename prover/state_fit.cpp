#include "prover/state_fit.h"

#include "prover/band_coordinates.h"
#include "prover/grid_box.h"
#include "prover/trace.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>

namespace cgp {

namespace {

// A guess may grow its box and retry this many times...
constexpr int kGuessRetries = 5;

// ...and a fit may tabulate at most this many points of one state...
constexpr double kMaxFitPoints = 200000;
// ...unless it grows along a few parameters with the others already at
// kMinStretchedBox: a thin slice of six parameters that settles only at 9
// (A42's T^a _ T^b _ T^c F T^d _ T^e _ T^f F along c) needs about 300,000.
constexpr double kMaxStretchedFitPoints = 400000;

// How far one guess may grow its box.
struct FitLimits {
  int retries;
  double max_points;
  double max_stretched_points;
};
constexpr FitLimits kPlainLimits{kGuessRetries, kMaxFitPoints, kMaxStretchedFitPoints};
// A guess in band coordinates may grow further, since a band's features
// start late along it: B21 on d+6 >= a+b+c fits its edge states after 6 to
// 10 growths; on d+14 its f1 and f20 need 10 and 11, and f1 no formula at
// the plain point limits even with 16 retries. With these, d+14 and d+15
// are PROVED in 5 minutes and 0.3 GB (README, "Bands"). Only band fits get
// them, so every other fit, and the slices' bounds, are unchanged.
constexpr FitLimits kBandLimits{16, 4 * kMaxFitPoints, 4 * kMaxStretchedFitPoints};

// The limits' points, for messages: a band fit names its own.
std::string fit_limits_text(const FitLimits& limits) {
  return std::to_string(static_cast<long>(limits.max_points)) + " points (" +
         std::to_string(static_cast<long>(limits.max_stretched_points)) + " when grown along some parameters only)";
}

// A state's starting box may hold more than kMaxFitPoints: seven parameters
// need the box of 6 (7^7 = 823,543 points; b = 7's one-frog slices fit their
// seven-parameter states there and nowhere smaller), and a box is not grown
// past kMaxFitPoints anyway. Beyond this the box shrinks: eight parameters at
// 6 are 5,764,784 points, whose tabulation took 7.2 GB and 38 min and whose
// fit was killed at 23 GB (README, "Erickson's first conjecture"); at 4 they
// are 390,625, too few for thresholds at 2 (b = 7's f128 fitted none), so
// they start at 5 (1,679,616), and the fit's checkpoint keeps the budget.
constexpr double kMaxStartFitPoints = 2000000;

// The smallest base box a stretched fit may shrink to: threshold cells need
// k + 3 <= box, and k = 2 (p == 0, p == 1, p >= 2) is common.
constexpr long kMinStretchedBox = 5;

// Slices per state: each is cut where the box alone cannot reach, which a
// family with a pattern does in few places.
constexpr std::size_t kMaxSlices = 4;

bool is_pinned(const FitBox& f, std::size_t i) { return !f.pinned.empty() && f.pinned[i]; }

// The fit box grown to contain `at` (two beyond it, so that a change there
// is seen with a point on each side): only the parameters that need it grow.
// When that would exceed kMaxFitPoints, the other parameters give way (the
// base box shrinks, down to kMinStretchedBox, and then the box may hold up to
// kMaxStretchedFitPoints): with six parameters a change at 7 along one of
// them is affordable only so (A15's T^a F T^b F T^c _ ... settles at a = 6).
std::optional<FitBox> grown_to(const FitBox& fit, const FamilyState& s, const ParamValues& at,
                               const FitLimits& limits = kPlainLimits) {
  FitBox out = fit;
  bool grew = false;
  for (std::size_t i = 0; i < s.params.size(); ++i) {
    const long need = at.at(s.params[i]) + 2;
    if (!is_pinned(out, i) && need > std::max(out.wider[i], out.box) + 1) {
      out.wider[i] = need;
      grew = true;
    }
  }
  if (!grew) out.box += 2;  // wrong inside the box: a coarser description
  while (grew && out.points() > limits.max_points && out.box > kMinStretchedBox) --out.box;
  if (out.points() > (grew ? limits.max_stretched_points : limits.max_points)) return std::nullopt;
  return out;
}

// `fit` with the planes `crowded` (GuessResult::crowded_planes) tabulated to
// twice the box, when it has none yet: the last resort of a box too large to
// grow, tried only where the guess has failed.
std::optional<FitBox> with_planes(const FitBox& fit, const std::vector<std::pair<std::size_t, std::size_t>>& crowded) {
  if (!fit.planes.empty() || crowded.empty()) return std::nullopt;
  FitBox out = fit;
  for (const auto& [p, q] : crowded) out.planes.push_back(FitPlane{p, q, 2 * fit.box});
  return out;
}

// The points where the pinned parameters take their values.
Region slice_region(const ParamValues& pins, const std::vector<std::string>& params) {
  GridBox b{std::vector<long>(params.size(), 0), std::vector<long>(params.size(), kGridBoxUnbounded)};
  for (std::size_t i = 0; i < params.size(); ++i)
    if (const auto it = pins.find(params[i]); it != pins.end()) b.lo[i] = b.hi[i] = it->second;
  return grid_box_region(b, params);
}

// A slice pins parameters at values where Toads-and-Frogs positions are
// special (an empty or a single-square block); a piece that pins a = 5 only
// says the box ended there, and a slice at a = 5 helps at that value alone.
constexpr long kMaxSlicePin = 1;

// The parameters `piece` pins at `at` to at most kMaxSlicePin: those along
// which the line through `at` meets the piece in `at` alone. A piece
// c == 0 && f == 0 && b - e >= 2 pins c and f at any of its points.
ParamValues slice_pins(const Region& piece, const std::vector<std::string>& params, const ParamValues& at) {
  std::vector<long> x;
  for (const std::string& p : params) x.push_back(at.at(p));
  const Region point = grid_box_region(GridBox{x, x}, params);
  ParamValues pins;
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (x[i] > kMaxSlicePin) continue;
    GridBox line{x, x};
    line.lo[i] = 0;
    line.hi[i] = kGridBoxUnbounded;
    if (region_is_subset(region_intersect(piece, grid_box_region(line, params)), point)) pins[params[i]] = x[i];
  }
  return pins;
}

// The box of a slice pinned at `pins`, grown to hold `at` and every box in
// `absorbed` (earlier slices the new one contains).
std::optional<FitBox> slice_box(const FitBox& rest, const FamilyState& s, const ParamValues& pins,
                                const std::vector<const FitBox*>& absorbed, const ParamValues& at) {
  FitBox base{rest.box, std::vector<long>(s.params.size(), 0), std::vector<bool>(s.params.size(), false)};
  for (std::size_t i = 0; i < s.params.size(); ++i) {
    if (const auto it = pins.find(s.params[i]); it != pins.end()) {
      base.pinned[i] = true;
      base.wider[i] = it->second;
      continue;
    }
    for (const FitBox* f : absorbed)
      base.wider[i] = std::max(base.wider[i], is_pinned(*f, i) ? f->wider[i] : std::max(f->wider[i], f->box));
  }
  return grown_to(base, s, at);
}

// The pins two slices share (same parameter, same value).
ParamValues pins_shared(const ParamValues& x, const ParamValues& y) {
  ParamValues out;
  for (const auto& [name, v] : x)
    if (const auto it = y.find(name); it != y.end() && it->second == v) out[name] = v;
  return out;
}

// Whether `values` (a point, or another slice's pins) agrees with every pin.
bool pins_within(const ParamValues& pins, const ParamValues& values) {
  return std::all_of(pins.begin(), pins.end(), [&](const auto& kv) {
    const auto it = values.find(kv.first);
    return it != values.end() && it->second == kv.second;
  });
}

// Adds a slice holding `at`, pinned as `piece` pins it. A failure on a
// slice next to an earlier one (c=1, d=0, f=0 beside c=1, d=0, f=1) says the
// pins were too many: the two become one slice pinned at what they share
// (c=1, d=0), when its box is affordable, absorbing every slice inside it.
// Without that, a state special at c, d, f in {0, 1} spends a slice per
// combination, and each slice costs a refit of the rest.
bool slice_add(StateFit& fit, const FamilyState& s, const ParamValues& at, const Region& piece) {
  const ParamValues pins = slice_pins(region_align(piece, s.params), s.params, at);
  if (pins.empty() || pins.size() == s.params.size()) return false;
  std::vector<ParamValues> merges;  // candidate pins, most pins first
  for (const FitSlice& other : fit.slices)
    if (ParamValues shared = pins_shared(pins, other.pins); !shared.empty()) merges.push_back(std::move(shared));
  std::stable_sort(merges.begin(), merges.end(), [](const auto& x, const auto& y) { return x.size() > y.size(); });
  for (const ParamValues& merged : merges) {
    std::vector<const FitBox*> absorbed;
    for (const FitSlice& other : fit.slices)
      if (pins_within(merged, other.pins)) absorbed.push_back(&other.fit);
    const auto box = slice_box(fit.rest, s, merged, absorbed, at);
    if (!box) continue;
    std::vector<FitSlice> kept;
    bool placed = false;
    for (FitSlice& other : fit.slices) {
      if (!pins_within(merged, other.pins)) {
        kept.push_back(std::move(other));
      } else if (!placed) {  // the merged slice takes the first absorbed one's place
        kept.push_back(FitSlice{merged, *box});
        placed = true;
      }
    }
    fit.slices = std::move(kept);
    return true;
  }
  if (fit.slices.size() >= kMaxSlices) return false;
  const auto box = slice_box(fit.rest, s, pins, {}, at);
  if (box) fit.slices.push_back(FitSlice{pins, *box});
  return box.has_value();
}

// One part of a state's domain (a slice, or the rest) guessed on `fit`,
// which grows a few times when the guess fails: along the parameters of the
// point where its extrapolation check failed, or else in every direction,
// while the box stays affordable. `label` names the part in the trace.
GuessResult guess_part_plain(GameStore& store, const FamilyState& s, const ValueOracle& oracle, const Region& domain,
                             FitBox& fit, const std::string& label, const FitAttempt& on_attempt,
                             const std::function<void()>& checkpoint, const FitLimits& limits = kPlainLimits) {
  const auto t0 = std::chrono::steady_clock::now();
  auto attempt = [&](const FitBox& f, long max_threshold) {
    if (on_attempt) on_attempt(f);
    GuessRequest request;
    request.params = s.params;
    request.domain = domain;
    request.box = f.box;
    request.check_box = f.box + 4;
    request.wider = f.wider;
    request.planes = f.planes;
    request.max_threshold = max_threshold;
    request.checkpoint = checkpoint;
    return guess_piecewise(store, request, oracle);
  };
  long max_threshold = GuessRequest{}.max_threshold;
  GuessResult guess = attempt(fit, max_threshold);
  for (int retry = 0; !guess.ok && retry < limits.retries; ++retry) {
    std::optional<FitBox> next;
    if (guess.failed_at) next = grown_to(fit, s, *guess.failed_at, limits);
    if (!next) {
      FitBox wider_all = fit;
      wider_all.box += 2;
      if (wider_all.points() <= limits.max_points) next = wider_all;
    }
    if (!next) next = with_planes(fit, guess.crowded_planes);
    if (!next) {
      guess.reason += "; a larger fit box would exceed " + fit_limits_text(limits);
      break;
    }
    if (prover_trace_enabled())
      std::fprintf(stderr, "[trace] guess %s%s (box %ld): retry %d after: %s\n", s.name.c_str(), label.c_str(), fit.box,
                   retry + 1, guess.reason.c_str());
    fit = *next;
    max_threshold += 2;
    guess = attempt(fit, max_threshold);
  }
  if (prover_trace_enabled()) {
    std::string bounds;
    if (std::any_of(fit.wider.begin(), fit.wider.end(), [&](long w) { return w > fit.box; })) {
      for (long w : fit.wider) bounds.append(bounds.empty() ? " [" : ",").append(std::to_string(std::max(w, fit.box)));
      bounds.push_back(']');
    }
    std::fprintf(stderr, "[trace] guess %s%s (%zu params, box %ld%s): %s, %zu pieces, %zu points, %.2f s\n",
                 s.name.c_str(), label.c_str(), s.params.size(), fit.box, bounds.c_str(),
                 guess.ok ? guess.method.c_str() : "failed", guess.pieces.size(), guess.fit_points,
                 prover_seconds_since(t0));
  }
  return guess;
}

// On a band (band_coordinates.h) the guess in the band's coordinates, its
// pieces mapped back, and guess_part_plain when that fails; elsewhere
// guess_part_plain. Only a family closed on the regions it reaches
// (TfDomains::kReached) has band domains, so every other fit is unchanged.
GuessResult guess_part(GameStore& store, const FamilyState& s, const ValueOracle& oracle, const Region& domain,
                       FitBox& fit, const std::string& label, const FitAttempt& on_attempt,
                       const std::function<void()>& checkpoint) {
  const auto band = band_coordinates(domain, s.params);
  if (!band) return guess_part_plain(store, s, oracle, domain, fit, label, on_attempt, checkpoint);
  const ValueOracle in_band = [&](const ParamValues& at) { return oracle(band_point(band->to_original, at)); };
  FitBox band_fit = fit;
  GuessResult g = guess_part_plain(store, s, in_band, band_region(domain, band->to_original, s.params), band_fit,
                                   label + " with " + band->param + " the band's slack", on_attempt, checkpoint,
                                   kBandLimits);
  if (!g.ok) {
    GuessResult plain = guess_part_plain(store, s, oracle, domain, fit, label, on_attempt, checkpoint);
    if (!plain.ok)
      plain.reason += "; with " + band->param + " the slack of the band " + region_to_string(domain) + ": " + g.reason;
    return plain;
  }
  for (SymPiece& piece : g.pieces) {
    piece.where = region_intersect(domain, band_region(piece.where, band->to_band, s.params));
    piece.value = band_value(piece.value, band->to_band);
  }
  pieces_sort_by_least_point(g.pieces);
  g.method += " (" + band->param + " as the slack of the band " + region_to_string(domain) + ")";
  return g;
}

}  // namespace

double FitBox::points() const {
  double n = 1;
  for (std::size_t i = 0; i < wider.size(); ++i)
    if (!is_pinned(*this, i)) n *= static_cast<double>(std::max(wider[i], box) + 1);
  return n;
}

StateFit state_fit_initial(const FamilyState& s, long box) {
  if (s.params.size() >= 5) {
    box = std::min(box, 6L);
  } else if (s.params.size() >= 3) {
    box = std::min(box, 7L);
  }
  FitBox start{box, std::vector<long>(s.params.size(), 0), {}};
  while (start.box > 0 && start.points() > kMaxStartFitPoints) --start.box;
  return StateFit{start, {}};
}

bool state_fit_grow(StateFit& fit, const FamilyState& s, const ParamValues& at, const Region& piece) {
  for (FitSlice& slice : fit.slices)
    if (pins_within(slice.pins, at)) {
      const auto grown = grown_to(slice.fit, s, at);
      if (grown) slice.fit = *grown;
      return grown.has_value();
    }
  if (const auto grown = grown_to(fit.rest, s, at)) {
    fit.rest = *grown;
    return true;
  }
  return slice_add(fit, s, at, piece);
}

GuessResult state_fit_guess(GameStore& store, const FamilyState& s, const ValueOracle& oracle, StateFit& fit,
                            const FitAttempt& on_attempt, const std::function<void()>& checkpoint) {
  // The slices guessed so far, by pins: a merge replaces some slices, and
  // only the new ones are guessed again.
  std::vector<std::pair<ParamValues, std::vector<SymPiece>>> guessed;
  for (;;) {
    std::vector<SymPiece> sliced;
    std::vector<Region> cut;  // the regions of the slices before this one
    for (std::size_t i = 0; i < fit.slices.size(); ++i) {
      FitSlice& slice = fit.slices[i];
      const Region where = slice_region(slice.pins, s.params);
      if (i == guessed.size() || guessed[i].first != slice.pins) {
        guessed.resize(i);
        Region part = region_intersect(s.domain, where);  // less the earlier slices, which may overlap it
        if (!cut.empty()) part = region_subtract(part, region_union_all(cut));
        GuessResult g =
            guess_part(store, s, oracle, part, slice.fit, " on " + param_values_to_string(slice.pins), on_attempt,
                       checkpoint);
        if (!g.ok) {
          g.reason = "on the slice " + param_values_to_string(slice.pins) + ": " + g.reason;
          return g;
        }
        guessed.emplace_back(slice.pins, std::move(g.pieces));
      }
      sliced.insert(sliced.end(), guessed[i].second.begin(), guessed[i].second.end());
      cut.push_back(where);
    }
    const Region rest = cut.empty() ? s.domain : region_subtract(s.domain, region_union_all(cut));
    GuessResult g = guess_part(store, s, oracle, rest, fit.rest, cut.empty() ? "" : " off the slices", on_attempt,
                               checkpoint);
    if (g.ok && !sliced.empty()) {
      g.pieces.insert(g.pieces.end(), sliced.begin(), sliced.end());
      pieces_sort_by_least_point(g.pieces);
      g.method += " (and " + std::to_string(fit.slices.size()) + " slices on their own)";
    }
    if (g.ok) return g;
    if (!g.failed_at || !g.failed_piece) return g;
    if (!slice_add(fit, s, *g.failed_at, *g.failed_piece)) return g;
  }
}

std::vector<long> fit_box_bounds(const FitBox& fit) {
  std::vector<long> out;
  for (long w : fit.wider) out.push_back(std::max(w, fit.box));
  return out;
}

double state_fit_max_start_points() { return kMaxStartFitPoints; }

std::string state_fit_limit_text() { return fit_limits_text(kPlainLimits); }

}  // namespace cgp
