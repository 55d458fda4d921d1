// The state system of n-row Chomp with the top row fixed (n = 2 or 3), and
// the moves of Chomp as isl relations.
//
// A position with at most n rows is an integer point x = (x0, ..., x{n-1}),
// poison row first, absent rows 0: x0 >= 1, x0 >= x1 >= ... >= x{n-1} >= 0
// (Region params "x0", "x1", "x2": the coordinates). The state "top r" is the
// set of positions with x{n-1} = r; its parameters are the other rows, named
// after the bottom (poison) row c and the middle row b:
//   n = 3: [c, b, r] with c >= b >= r, c >= 1     params b, c
//   n = 2: [c, r]    with c >= r, c >= 1          param  c
// A move never lengthens a row, so it leads from top r to a top r' <= r: the
// states with top row at most K are closed under moves.
#pragma once

#include "games/chomp/chomp_pattern.h"
#include "symbolic/region.h"

#include <isl/map.h>

#include <string>
#include <vector>

namespace cgp {

constexpr int kChompSystemMinRows = 2;
constexpr int kChompSystemMaxRows = 3;

std::string chomp_indexed_name(char letter, int j);  // "x0", "y2"
std::vector<std::string> chomp_coords(int rows);      // x0, ..., x{rows-1}
std::vector<std::string> chomp_top_params(int rows);  // b, c (3 rows) or c (2 rows)
// The rows of the state's positions, poison row first, over chomp_top_params.
std::vector<Affine> chomp_top_rows(int rows, long top);
// Its sigma for region_preimage: every coordinate as an affine of the state's params.
std::map<std::string, Affine> chomp_top_embedding(int rows, long top);
Region chomp_top_domain(int rows, long top);  // over chomp_top_params
// A set of the state's points as positions (over chomp_coords), and back.
Region chomp_top_lift(const Region& state_set, int rows, long top);
Region chomp_top_project(const Region& positions, int rows, long top);

// {x : x = p(a) for some a in where}, p padded with absent rows to `rows`
// rows (p has at most that many). Over chomp_coords(rows).
Region chomp_pattern_image(const ChompPattern& p, const Region& where, int rows);
// The same positions as points of the state `top` (over chomp_top_params):
// a P piece of that top row as a set of (b, c), which the exporters read.
Region chomp_pattern_top_points(const ChompPattern& p, const Region& where, int rows, long top);

// The rules of chomp_rules.h (stated there once) as isl relations: biting
// (row, k) leaves row j as it is for j < row and min(x_j, k) for j >= row,
// legal when chomp_bite_least_column(row) <= k < x_row.
//   chomp_bite_relation: { [x0..] -> [k, y0..] : biting (row, k) of x leaves y }
//   chomp_move_relation: { [x0..] -> [y0..] : some legal bite of x leaves y },
//                        k a bound (existential) variable, every row.
// Fresh isl maps in region_isl_ctx() (the caller frees them).
__isl_give isl_map* chomp_bite_relation(int rows, int row);
__isl_give isl_map* chomp_move_relation(int rows);
// chomp_bite_relation from the state "top r" over its params, on its domain:
// { [b, c] -> [k, y0..] } (3 rows), { [c] -> [k, y0, y1] } (2 rows). Lets the
// prover and the checker work on a top row's pieces without lifting each.
__isl_give isl_map* chomp_top_bite_relation(int rows, int row, long top);

// "poison row", "middle row", "top row".
std::string chomp_row_name(int rows, int row);

// The same rule on a concrete position (rows poison row first, absent = 0);
// row and k must be legal.
std::vector<long> chomp_bite(std::vector<long> position, int row, long k);

}  // namespace cgp
