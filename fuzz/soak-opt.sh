#!/usr/bin/env bash
# lpf-opt's parse + verify + print + re-parse round trip (tools/examples/fuzz_opt.rs), in-process
# over the lit tests' chunks for SECONDS (default 60). MLIR aborts cannot be caught in-process:
# when the driver dies, the input it was running is kept as fuzz/findings/opt-abort.mlir.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
seed=${2:-1}
cargo build -q -p lpf-tools --example fuzz_opt
mkdir -p fuzz/findings
current=$(mktemp)
trap 'rm -f "$current"' EXIT
set +e
target/debug/examples/fuzz_opt --seconds "$seconds" --seed "$seed" --current "$current" \
    test/Dialect test/Dialect/Atreides test/Transforms test/lpf-opt test/lpf-run test/Conversion/*
status=$?
set -e
if [[ $status -gt 1 ]]; then
    cp "$current" fuzz/findings/opt-abort.mlir
    echo "opt_round_trip: the driver died (status $status); input kept in fuzz/findings/opt-abort.mlir"
fi
exit $status
