#!/bin/sh
# Greets with something other than "ok NAME".
read -r hello
echo "hello referee"
exec sleep 1000
