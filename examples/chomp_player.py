#!/usr/bin/env python3
# A Chomp player for `cgprove chomp match/tournament` (protocol: README,
# "External players"). Strategy: the two-row rule, else the top row's last cell.
import sys

for line in sys.stdin:
    words = line.split()
    if words[:1] == ["chomp"]:
        print("ok two-rows-py", flush=True)
    elif words[:1] == ["position"]:
        rows = [int(w) for w in words[1:]]          # poison row first
        a, b = rows[0], (rows[1] if len(rows) > 1 else 0)
        if len(rows) <= 2 and a == b:
            move = (2, a)                           # leave [a, a-1]
        elif len(rows) <= 2 and a > b + 1:
            move = (1, b + 2)                       # leave [b+1, b]
        else:
            move = (len(rows), rows[-1])            # last cell of the top row
        print("move %d %d" % move, flush=True)
    elif words[:1] == ["quit"]:
        break
