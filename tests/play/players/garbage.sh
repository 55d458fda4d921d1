#!/bin/sh
# Answers every position with a line that is not a move.
read -r hello
echo "ok garbage"
while read -r line; do
  [ "$line" = quit ] && exit 0
  echo "I think I will take the big piece"
done
