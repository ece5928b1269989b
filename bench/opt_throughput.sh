#!/usr/bin/env bash
# Parse + verify + print throughput: lpf-opt against stock mlir-opt-22 with the lpf plugin, on one
# generated module of N lpf ops (default 120000), same machine, same run. Prints both times and
# the ratio (target: lpf-opt within 1.2x of mlir-opt). Usage: bench/opt_throughput.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,4p' "$0"; exit 0
fi
case "${1:-120000}" in
  *[!0-9]* | "") echo "bench/opt_throughput.sh: N must be a number of ops, got '$1' (--help)" >&2; exit 2 ;;
esac
bench/machine.sh  # when and where: the line that goes beside the figures in the docs
ops=${1:-120000}
bindir=${CARGO_TARGET_DIR:-$PWD/target}/debug
cargo build --locked -q -p lpf-tools
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One function per 1000 ops, cycling through the op kinds so every verifier runs.
python3 - "$ops" > "$work/in.mlir" <<'PY'
import sys
n = int(sys.argv[1])
per = 1000
body = [
    "%a{i} = lpf.add %x, %y : tensor<8xbf16>",
    "%m{i} = lpf.mul %s, %s rounding(toward_zero) : !lpf.sf<16>",
    "%c{i} = lpf.convert %f rounding(toward_zero) overflow(saturate) : f32 to f8E4M3FN",
    "%k{i} = lpf.constant 0.{i} : f8E4M3FN",
    "%p{i} = lpf.cmp olt, %h, %h : f16",
    "%d{i} = lpf.dot %q, %w acc(f32) : tensor<4x32xf8E4M3FN>, tensor<32x8xf8E5M2> -> tensor<4x8xf32>",
    "%n{i} = lpf.neg %h : f16",
    "%r{i} = lpf.reduce_sum %x2 dims [1] : tensor<4x8xbf16> -> tensor<4xf32>",
]
written = 0
fn = 0
while written < n:
    print(f"func.func @f{fn}(%x: tensor<8xbf16>, %y: tensor<8xbf16>, %s: !lpf.sf<16>, %f: f32, %h: f16, "
          f"%q: tensor<4x32xf8E4M3FN>, %w: tensor<32x8xf8E5M2>, %x2: tensor<4x8xbf16>) {{")
    for i in range(min(per, n - written)):
        print("  " + body[i % len(body)].format(i=i))
    print("  return\n}")
    written += per
    fn += 1
PY
count=$(grep -c ' = lpf\.' "$work/in.mlir")

# Best of three wall-clock runs each, interleaved so both see the same machine state.
best() { sort -n | head -1; }
run_timed() {
  local start end
  start=$(date +%s.%N); "$@" > /dev/null; end=$(date +%s.%N)
  python3 -c "print($end - $start)"
}
lpf=(); mlir=()
for _ in 1 2 3; do
  lpf+=("$(run_timed "$bindir/lpf-opt" "$work/in.mlir" -o "$work/lpf.out")")
  mlir+=("$(run_timed mlir-opt-22 --load-dialect-plugin="$bindir/liblpf_tools.so" "$work/in.mlir" -o "$work/mlir.out")")
done
t_lpf=$(printf '%s\n' "${lpf[@]}" | best)
t_mlir=$(printf '%s\n' "${mlir[@]}" | best)
if ! cmp -s "$work/lpf.out" "$work/mlir.out"; then
  echo "error: lpf-opt and mlir-opt-22 printed different modules" >&2
  exit 1
fi
printf 'module: %d lpf ops (%s bytes)\n' "$count" "$(wc -c < "$work/in.mlir")"
printf 'lpf-opt:               %8.3f s\n' "$t_lpf"
printf 'mlir-opt-22 + plugin:  %8.3f s\n' "$t_mlir"
printf 'ratio lpf-opt / mlir-opt: %.3f (target <= 1.2)\n' "$(python3 -c "print($t_lpf / $t_mlir)")"
