#!/bin/sh
# B21 beyond its bands: the pieces of _^a T _^b T _^c F _^d that winning
# strategies prove (the figures in the README's "Pieces by winning
# strategies" under B21). Usage, from the project root after building cgprove:
#   sh bench/b21_pieces.sh            (all twenty-three pieces, about 10 min: the right
#                                      band's rb2 takes about 8, the left band's {0|-1}
#                                      50 s, its * 20, d+5 == a+b 7)
# Prints, per piece, the verdict line, the exit code (0 PROVED, 3
# UNDECIDED), wall seconds and peak memory. COQ=DIR also writes each proof's
# Coq script by the strategy rule into DIR (--coq-by strategy) and checks it
# with coqc against proofs/lib (build it first: make coq), printing coqc's
# wall time and peak memory.
set -u
bin=${CGPROVE:-build/cgprove}
pattern='_^a T _^b T _^c F _^d'
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
# name, value, region: one piece a line.
cat > "$tmp/pieces" <<'EOF'
far 2d+c-a-2 d>=a+b+2
p1 2d+c-a-2 d==a+b+1 && c%2==0
p0 2d+c-a-1 d==a+b && c%2==0 && d>=1
m1 2d+c-a d+1==a+b && c%2==0 && d>=1
m2 2d+c-a d+2==a+b && a>=1 && b>=1 && c>=2 && d>=1
m3 2d+c-a d+3==a+b && a>=1 && b>=1 && c>=6 && d>=1
m4 2d+c-a d+4==a+b && a>=1 && b>=1 && c>=6 && d>=1
m5 2d+c-a d+5==a+b && a>=1 && b>=1 && c>=10 && d>=1
wedge 2d+c-a d+2<=a+b && a>=1 && b>=1 && d>=1 && (c+4d>=2a+2b+2 || (c+4d>=2a+2b && c%2==0))
w2 2d+c-a+1 c+4d+2==2a+2b && b<=d && a>=1 && b>=1 && d>=1
w4 2d+c-a+2 c+4d+4==2a+2b && b<=d && a>=1 && b>=1 && d>=1
w5 2d+c-a+3/2 c+4d+5==2a+2b && b<=d+1 && a>=1 && b>=1 && d>=1
deep 2d+c-a+2 a<=c+2d+1 && c+2d+3<=2a && c+4d+6<=2a+2b
left0 2d+c-a+2 a==c+2d+2 && b>=c+2
left 2d+c-a+2 a>=c+2d+3 && b>=c+2
tail 2d+c-a d>=a+2 && d+2<=a+b
lb0 0 a>=c+2d+2 && b<=c+1 && (c-b)%3==0
lb1 -1 a>=c+2d+3 && b<=c+1 && (c-b)%3==1
lb1e 0 a==c+2d+2 && b<=c+1 && b>=1 && (c-b)%3==1
lb2s * a==c+2d+3 && b<=c+1 && (c-b)%3==2
lb2w {0|-1} a>=c+2d+4 && b<=c-1 && (c-b)%3==2
rb1 2d+c-a+1 d==a && 2c+5d+1<=4a+b && (a+b+c+d)%2==0
rb2 2d+c-a+2 2a+2b-c-4d>=6 && 4a+b-2c-5d>=8 && a-d>=2 && a-c-2d<=1 && (a+b+c+d)%2==0
EOF
while read -r name value where; do
  coq=""
  if [ -n "${COQ:-}" ]; then
    mkdir -p "$COQ" || exit 2
    coq="--coq $COQ/b21_$name.v"
  fi
  start=$(date +%s.%N)
  # $coq unquoted on purpose: empty, or the option and its file. rb2's G >= X
  # takes about 450 s, past the default --strategy-seconds of 300.
  out=$(/usr/bin/time -f '%M' -o "$tmp/mem" "$bin" check tf "$pattern" "$value" --where "$where" --strategy-seconds 900 --coq-by strategy $coq 2>/dev/null)
  rc=$?
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  echo "$value on $where: $(echo "$out" | grep -E '^(PROVED|UNDECIDED|REFUTED)' | cut -c1-120)"
  echo "  exit $rc, $secs s wall, $(tail -1 "$tmp/mem") KB peak"
  if [ -n "$coq" ] && [ $rc -eq 0 ]; then
    start=$(date +%s.%N)
    /usr/bin/time -f '%M' -o "$tmp/mem" coqc -Q proofs/lib CGProve "$COQ/b21_$name.v" > "$tmp/coq.out" 2>&1
    crc=$?
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    echo "  coqc: exit $crc, $secs s wall, $(tail -1 "$tmp/mem") KB peak, $(grep -c 'Closed under the global context' "$tmp/coq.out") closed"
  fi
done < "$tmp/pieces"
