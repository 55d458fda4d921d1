#!/bin/sh
# Starts properly, then never answers a position (a hang).
read -r hello
echo "ok hang"
read -r position
exec sleep 1000
