#!/usr/bin/env bash
# Demo: the Atreides kernel library assembled, simulated bit-exactly, and costed by the cycle
# model; each result is compared with the expectation checked into the kernel's source.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
cargo build -q -p lpf-atreides
bin=$target/debug/atreides
echo "== atreides: example kernels"
for kernel in atreides/examples/*.s; do
  expect=$(sed -n 's/^; expect //p' "$kernel")
  range=${expect%% *}
  want=${expect#* }
  got=$("$bin" sim "$kernel" --dump "$range")
  cycles=$("$bin" sim "$kernel" --cycles | sed -n 's/^cycles: \([0-9]*\) per launch.*/\1/p')
  if [ "$got" = "$want" ]; then verdict=ok; else verdict="MISMATCH (want $want)"; fi
  printf '%-28s mem[%s] = %s  %s, %s cycles\n' "$(basename "$kernel")" "$range" "$got" "$verdict" "$cycles"
  [ "$verdict" = ok ]
done
