#!/bin/sh
# Answers each position with a legal move and then a second, unasked line.
read -r hello
echo "ok chatty"
while read -r word first rest; do
  [ "$word" = quit ] && exit 0
  echo "move 1 $first"
  echo "that was easy"
done
