#!/usr/bin/env bash
# Demo: lpf-numerics on the corner cases where peers disagree (formats.md §2).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
echo "== numerics: corner cases"
cargo run -q -p lpf-numerics --example numerics_demo
