#!/usr/bin/env bash
# One suite of scripts/test.d for scripts/test.sh, which runs two at a time: the suite's output
# goes to a log, shown as one block when it ends (under a lock, so blocks never interleave),
# with its wall time; exits with the suite's status.
set -uo pipefail
suite=$1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
start=$SECONDS
bash "$suite" >"$log" 2>&1
status=$?
{
  flock 9
  echo "== $suite"
  cat "$log"
  if [ "$status" = 0 ]; then
    echo "-- $suite: $((SECONDS - start))s"
  else
    echo "-- $suite: FAILED (exit $status) after $((SECONDS - start))s"
  fi
} 9>>"${LPF_SUITE_LOCK:?set by scripts/test.sh}"
exit "$status"
