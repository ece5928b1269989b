#!/usr/bin/env bash
# Runs every fuzz target for a fixed time with the stable driver (lpf-fuzz, release build) over
# its seed corpus, then the report fuzzer (fuzz/report_fuzz.py, Python: its reference is exact
# rational arithmetic), and prints executions and findings per target and in total. Exit 1 when
# any target had a finding (saved under fuzz/findings/, rerun with `lpf-fuzz TARGET --repro FILE`).
#
#   fuzz/soak.sh [SECONDS_PER_TARGET] [SEED]      (default 60 s, seed 1)
#   LPF_FUZZ_PROFILE=debug fuzz/soak.sh 5         (the CI smoke: no release build)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
seed=${2:-1}
profile=${LPF_FUZZ_PROFILE:-release}
if [[ $profile == release ]]; then
    cargo build -q --release -p lpf-fuzz
else
    cargo build -q -p lpf-fuzz
fi
fuzz=target/$profile/lpf-fuzz
# The tool targets run the debug tools as processes (fuzz/src/tools.rs), from
# $LPF_TOOLS_BIN_DIR when set (a copy, so that a build during a long soak does not swap them).
cargo build -q -p lpf-tools --bins
export LPF_TOOLS_BIN_DIR=${LPF_TOOLS_BIN_DIR:-target/debug}

# target, the longest input worth generating for it, and its seed directories (comma-separated;
# .mlir files count by lit chunk)
targets=(
    "decimal 256 fuzz/corpus/decimal"
    "codec 32 fuzz/corpus/codec"
    "npy 1024 fuzz/corpus/npy"
    "atreides_asm 2048 atreides/examples"
    "atreides_words 1026 atreides/examples"
    "translate 8192 test/lpf-translate,test/Conversion/LpfToLLVM,test/Conversion/LpfToAtreides"
    "run 8192 test/lpf-run"
    "child 512"
    "attributes 64"
)
total=0
failed=0
for entry in "${targets[@]}"; do
    read -r name max_len dirs <<<"$entry"
    corpus=()
    IFS=, read -ra seed_dirs <<<"$dirs"
    for dir in "${seed_dirs[@]}"; do corpus+=(--corpus "$dir"); done
    if ! line=$("$fuzz" "$name" --seconds "$seconds" --seed "$seed" --max-len "$max_len" \
            "${corpus[@]}" --findings fuzz/findings); then
        failed=1
    fi
    echo "$line"
    runs=$(sed -E 's/^[a-z_]+: ([0-9]+) executions.*/\1/' <<<"$line")
    total=$((total + runs))
done
# lpf-report against fractions (the venv's numpy writes the tensors).
python=${LPF_PYTHON:-.venv/bin/python}
if ! line=$("$python" fuzz/report_fuzz.py --lpf-report "$LPF_TOOLS_BIN_DIR/lpf-report" --seconds "$seconds" --seed "$seed" \
        --findings fuzz/findings); then
    failed=1
fi
echo "$line"
runs=$(sed -E 's/^[a-z_]+: ([0-9]+) executions.*/\1/' <<<"$line")
total=$((total + runs))
echo "total: $total executions, $([[ $failed == 0 ]] && echo "no findings" || echo "FINDINGS (see above)")"
exit $failed
