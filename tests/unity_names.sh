#!/bin/sh
# The test suites are unity builds (tests/CMakeLists.txt): a suite's files are
# compiled together in batches, so their file-local helpers share one scope.
# Two helpers of one name and one signature fail to compile; two of one name
# and other signatures would be overloads, and a call could silently take the
# other file's. So no two files of one suite may define a file-scope function
# of the same name. Usage: unity_names.sh TESTS_DIR (exit 1 naming them).
set -u
root=$1
failed=0
for dir in $(find "$root" -name '*.cpp' -exec dirname {} \; | sort -u); do
  names=$(for f in "$dir"/*.cpp; do
    grep -hoE '^(static |inline )?(const )?[A-Za-z_][A-Za-z0-9_:<>, ]*[ &*]+[a-z_][A-Za-z0-9_]*\(' "$f" |
      grep -vE '^(TEST_CASE|SECTION|return|if|for|while)' | sed -E 's/.*[ &*]([a-z_][A-Za-z0-9_]*)\($/\1/' | sort -u
  done | sort | uniq -d)
  for n in $names; do
    echo "FAIL: ${dir#$root/} has more than one file defining $n(: $(grep -lE "^[^ ].*[ &*]$n\(" "$dir"/*.cpp | xargs -n1 basename | tr '\n' ' ')"
    failed=1
  done
done
[ $failed = 0 ] && echo "no helper name is defined in two files of one suite"
exit $failed
