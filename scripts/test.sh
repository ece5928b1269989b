#!/usr/bin/env bash
# Every test of the project: set-up, the cargo workspace (unit, conformance, litnik lit suite),
# then the extra suites in scripts/test.d/ (LLVM lit, Python conformance, doc checks), two at a time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
# Each step's wall time goes to the log (the CI budget is 45 minutes on 2 cores: know where it goes).
SECONDS=0
scripts/setup.sh
echo "-- set-up: ${SECONDS}s"
export LPF_PYTHON="$root/.venv/bin/python"
start=$SECONDS
cargo test --workspace --locked
echo "-- cargo test: $((SECONDS - start))s"
# The suites are independent (each in its own temporary directory) and mostly single-threaded
# (Python, XLA's compiler): two at a time keep both cores of a CI machine busy. LPF_TEST_JOBS=1
# runs them one by one. A failing suite shows its output and fails the run once all have ended.
export LPF_SUITE_LOCK
LPF_SUITE_LOCK=$(mktemp)
trap 'rm -f "$LPF_SUITE_LOCK"' EXIT
start=$SECONDS
if ! printf '%s\0' scripts/test.d/*.sh | xargs -0 -n 1 -P "${LPF_TEST_JOBS:-2}" scripts/run-suite.sh; then
  echo "some suites of scripts/test.d failed (see '-- ...: FAILED' above)"
  exit 1
fi
echo "-- scripts/test.d: $((SECONDS - start))s"
echo "all tests passed in ${SECONDS}s"
