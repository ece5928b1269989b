#!/usr/bin/env bash
# Demo: the Atreides exit. examples/atreides_layer.mlir (SF8 weights x SF16 vector, SF16
# hardware accumulation, SF16 bias) lowered with lpf-opt --lower-to-atreides, translated to
# assembly, and run by lpf-run on the simulator beside the reference: the results must be
# identical bit for bit. examples/sf16_gemv.mlir's f32-accumulated product cannot run exactly
# on the chip: the exit refuses it with E0915 at the op.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
python=${LPF_PYTHON:-$root/.venv/bin/python}
cargo build -q --workspace --locked
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$python" - "$work" <<'PY'
import sys
import numpy as np
out = sys.argv[1]
rng = np.random.default_rng(11)
def sf(shape, bits):  # random sign-magnitude SFn codes (drawn directly: no rounding involved)
    m = rng.integers(0, 2 ** (bits - 1), shape)
    s = rng.integers(0, 2, shape) << (bits - 1)
    return (m | s).astype(np.uint8 if bits <= 8 else np.uint16)
np.save(f"{out}/w.npy", sf((32, 16), 8))
np.save(f"{out}/x.npy", sf((16, 1), 16))
np.save(f"{out}/b.npy", sf((32, 1), 16))
PY
example=examples/atreides_layer.mlir
args=(--arg "$work/w.npy" --arg "$work/x.npy" --arg "$work/b.npy")
echo "== Atreides exit: $example"
# Counted in the generic form, which quotes every op's name whatever its custom syntax prints.
ops=$("$target/debug/lpf-opt" "$example" --lower-to-atreides --mlir-print-op-generic | grep -o '"atreides\.[a-z_]*"' | wc -l)
echo "  atreides ops after lower-to-atreides: $ops"
[ "$ops" -gt 0 ] || { echo "  no atreides op after lower-to-atreides"; exit 1; }
"$target/debug/lpf-translate" --atreides-to-asm "$example" -o "$work/layer.s"
echo "  assembly: $(grep -c '^    ' "$work/layer.s") instructions, $(head -1 "$work/layer.s")"
"$target/debug/lpf-run" "$example" "${args[@]}" --out-dir "$work/ref" > /dev/null
"$target/debug/lpf-run" "$example" "${args[@]}" --backend atreides --cycles --out-dir "$work/chip" | grep '^cycles' | sed 's/^/  /'
if cmp -s "$work/ref/out0.npy" "$work/chip/out0.npy"; then
  echo "  --backend atreides == --backend ref, bit for bit"
else
  echo "  MISMATCH between --backend atreides and --backend ref"; exit 1
fi
echo "== Atreides exit: examples/sf16_gemv.mlir (its second result accumulates in f32)"
if "$target/debug/lpf-opt" examples/sf16_gemv.mlir --lower-to-atreides > /dev/null 2> "$work/err"; then
  echo "  unexpectedly lowered"; exit 1
fi
sed -n '1p' "$work/err" | sed 's/^/  /'
grep -q 'E0915' "$work/err" || { echo "  the refusal does not carry E0915"; exit 1; }
