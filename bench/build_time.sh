#!/bin/sh
# The Release build of make test from an empty directory, timed per
# translation unit: where the build's part of make test's 20 minutes goes.
#   sh bench/build_time.sh [BUILD_DIR]     (default /tmp/cgp_build_time)
# Prints the wall time of the build, then the compile seconds per top-level
# folder (a unity batch of cli/ counts as one unit) and the ten slowest units.
set -eu
src=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-/tmp/cgp_build_time}
log=$dir.units
rm -rf "$dir" "$log"
# The compiler launcher: run the compiler, append "SECONDS SOURCE" to $log.
launcher=$dir.launcher
cat > "$launcher" <<'LAUNCH'
#!/bin/sh
start=$(date +%s.%N)
"$@"; rc=$?
source=""; prev=""
for a in "$@"; do [ "$prev" = "-c" ] && source=$a; prev=$a; done
echo "$(date +%s.%N) $start $source" | awk '{ printf "%.2f %s\n", $1 - $2, $3 }' >> "$CGP_UNIT_LOG"
exit $rc
LAUNCH
chmod +x "$launcher"
cmake -S "$src" -B "$dir" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" > /dev/null
start=$(date +%s)
CGP_UNIT_LOG=$log cmake --build "$dir" -j "$(nproc)" > "$dir.log" 2>&1 || { tail -n 20 "$dir.log"; exit 1; }
echo "build: $(( $(date +%s) - start )) s wall, $(wc -l < "$log") units"
sed "s|$src/||; s|$dir/||" "$log" | awk '{ split($2, p, "/"); s[p[1]] += $1; n[p[1]]++; t += $1 }
  END { for (k in s) printf "%-12s %6.0f s  %3d units\n", k, s[k], n[k]; printf "%-12s %6.0f s\n", "all", t }' | sort -k2 -n -r
echo "slowest:"
sort -n -r "$log" | head -n 10 | sed "s|$src/||; s|$dir/||"
