#!/usr/bin/env bash
# Builds one libFuzzer target (nightly: SanitizerCoverage + AddressSanitizer, linked against
# clang-22's libFuzzer runtime) and runs it for SECONDS on a working copy of its seed corpus
# (fuzz/libfuzzer/work/TARGET, where libFuzzer keeps the inputs that add coverage). Crashes are
# written to fuzz/libfuzzer/artifacts/TARGET/; replay one by running the built binary on it:
# fuzz/libfuzzer/target/x86_64-unknown-linux-gnu/release/TARGET FILE.
#
#   fuzz/libfuzzer/run.sh TARGET [SECONDS] [EXTRA libFuzzer ARGS...]
set -euo pipefail
cd "$(dirname "$0")"
target=${1:?name a target: decimal codec npy atreides_asm atreides_words}
seconds=${2:-60}
shift $(( $# < 2 ? $# : 2 ))
runtime=$(ls /usr/lib/llvm-22/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a | head -1)
triple=x86_64-unknown-linux-gnu
# --target: the sanitizer flags then apply to the target's code, not to build scripts.
RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares -Zsanitizer=address -Cdebug-assertions \
-Clink-arg=$runtime -Clink-arg=-lstdc++" \
    cargo +nightly build -q --offline --release --target "$triple" --bin "$target"
mkdir -p "work/$target" "artifacts/$target"
# Seeds: fuzz/corpus/TARGET; the Atreides targets' are the examples (atreides/examples/*.s),
# assembled for atreides_words by the stable driver.
case $target in
    atreides_asm) cp -n ../../atreides/examples/*.s "work/$target/" ;;
    atreides_words) (cd ../.. && cargo run -q -p lpf-fuzz --bin lpf-fuzz -- atreides_words --corpus atreides/examples \
        --save-seeds fuzz/libfuzzer/work/atreides_words) ;;
    *) cp -n ../corpus/"$target"/* "work/$target/" 2>/dev/null || true ;;
esac
exec "target/$triple/release/$target" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="artifacts/$target/" "$@" "work/$target"
