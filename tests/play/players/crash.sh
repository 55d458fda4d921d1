#!/bin/sh
# Starts properly, then dies on its first position (a crash mid-game).
read -r hello
echo "ok crash"
read -r position
exit 3
