#!/usr/bin/env bash
# Runs every fuzz target for a fixed time with the stable driver (lpf-fuzz, release build) over
# its seed corpus, and prints executions and findings per target and in total. Exit 1 when any
# target had a finding (saved under fuzz/findings/, rerun with `lpf-fuzz TARGET --repro FILE`).
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

# target and the longest input worth generating for it
targets=(
    "decimal 256"
    "codec 32"
    "npy 1024"
    "atreides_asm 2048"
    "atreides_words 1026"
)
total=0
failed=0
for entry in "${targets[@]}"; do
    read -r name max_len <<<"$entry"
    if ! line=$("$fuzz" "$name" --seconds "$seconds" --seed "$seed" --max-len "$max_len" \
            --corpus "fuzz/corpus/$name" --findings fuzz/findings); then
        failed=1
    fi
    echo "$line"
    runs=$(sed -E 's/^[a-z_]+: ([0-9]+) executions.*/\1/' <<<"$line")
    total=$((total + runs))
done
echo "total: $total executions, $([[ $failed == 0 ]] && echo "no findings" || echo "FINDINGS (see above)")"
exit $failed
