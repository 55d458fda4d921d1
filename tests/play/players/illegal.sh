#!/bin/sh
# Answers every position with the cell just right of the poison row's end.
read -r hello
echo "ok illegal"
while read -r word first rest; do
  [ "$word" = quit ] && exit 0
  echo "move 1 $((first + 1))"
done
