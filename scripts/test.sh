#!/usr/bin/env bash
# Every test of the project: set-up, the cargo workspace (unit, conformance, litnik lit suite),
# then each extra suite in scripts/test.d/ in name order (LLVM lit, Python conformance, doc checks).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scripts/setup.sh
export LPF_PYTHON="$root/.venv/bin/python"
cargo test --workspace --locked
for suite in scripts/test.d/*.sh; do
  [ -e "$suite" ] || continue
  echo "== $suite"
  bash "$suite"
done
echo "all tests passed"
