#!/bin/sh
# Exits before answering the greeting (an exit at start-up).
exit 1
