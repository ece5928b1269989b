#!/bin/sh
# Stands in for the XLA runner's Python: says something on stderr, then dies by SIGSEGV
# (as XLA did on a recursive module), so lpf-run's report of a dead child is tested.
echo "runner: about to crash" >&2
kill -SEGV $$
