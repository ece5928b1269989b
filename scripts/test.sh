#!/usr/bin/env bash
# Every test of the project: set-up, the cargo workspace (unit, conformance, litnik lit suite),
# then each extra suite in scripts/test.d/ in name order (LLVM lit, Python conformance, doc checks).
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
for suite in scripts/test.d/*.sh; do
  [ -e "$suite" ] || continue
  echo "== $suite"
  start=$SECONDS
  bash "$suite"
  echo "-- $suite: $((SECONDS - start))s"
done
echo "all tests passed in ${SECONDS}s"
