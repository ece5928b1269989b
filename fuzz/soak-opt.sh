#!/usr/bin/env bash
# The in-process MLIR drivers over the lit tests' chunks, SECONDS each (default 60):
# - opt_round_trip (tools/examples/fuzz_opt.rs): parse + verify + print + re-parse;
# - passes (tools/examples/fuzz_passes.rs): every pass and named pipeline of lpf's registry.
# MLIR aborts cannot be caught in-process: when a driver dies (or its watchdog sees a hang,
# status 3), the input it was running is kept as fuzz/findings/<driver>-abort.mlir.
#
#   fuzz/soak-opt.sh [SECONDS] [SEED]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
seed=${2:-1}
cargo build -q -p lpf-tools --example fuzz_opt --example fuzz_passes
mkdir -p fuzz/findings
current=$(mktemp)
trap 'rm -f "$current" "$current.n"' EXIT
corpus=(test/Dialect test/Dialect/Atreides test/Transforms test/lpf-opt test/lpf-run test/Conversion/*)
failed=0
for driver in fuzz_opt fuzz_passes; do
    set +e
    target/debug/examples/$driver --seconds "$seconds" --seed "$seed" --current "$current" "${corpus[@]}"
    status=$?
    set -e
    if [[ $status -gt 1 ]]; then
        cp "$current" "fuzz/findings/$driver-abort.mlir"
        echo "$driver: the driver died or hung (status $status); input kept in fuzz/findings/$driver-abort.mlir"
    fi
    [[ $status -eq 0 ]] || failed=1
done
exit $failed
