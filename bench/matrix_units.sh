#!/usr/bin/env bash
# Benchmark: lpf's matrix-unit model (lpf.dot hardware("nvidia.hopper.wgmma"), fp8 e4m3 -> f32) on
# the reference backend vs MMA-Sim (PyPI mmasim, torch) on the same operands, one thread each,
# results checked bit-identical; also lpf's ordered f32 dot on the same shape.
# Usage: MMASIM_PYTHON=/work/venv-mmasim/bin/python bench/matrix_units.sh [M N K]
# (default 64 128 4096: A 64x4096, B 4096x128). Figures: docs/llvm.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,6p' "$0"; exit 0
fi
bench/machine.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
python=${MMASIM_PYTHON:?set MMASIM_PYTHON to a python with mmasim and torch}
m=${1:-64} n=${2:-128} k=${3:-4096}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet -p lpf-numerics --example matrix_units_bench
"$CARGO_TARGET_DIR/release/examples/matrix_units_bench" "$m" "$n" "$k" "$work" | tee "$work/lpf.txt"
OMP_NUM_THREADS=1 "$python" - "$m" "$n" "$k" "$work" <<'PY'
import sys, time
import numpy as np, torch
from mmasim.nv_ptx import WGMMA
torch.set_num_threads(1)
m, n, k, work = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
a = torch.from_numpy(np.fromfile(f"{work}/a.u8", np.uint8).reshape(m, k).copy()).view(torch.float8_e4m3fn)
b = torch.from_numpy(np.fromfile(f"{work}/b.u8", np.uint8).reshape(k, n).copy()).view(torch.float8_e4m3fn)
op = WGMMA("Hopper", f"m64n{min(n, 256)}k32.f32.e4m3.e4m3")
t = time.perf_counter()
c = torch.zeros(m, n, dtype=torch.float32)
for s in range(0, k, 32):
    c = op(a[:, s:s + 32], b[s:s + 32, :], c)
sec = time.perf_counter() - t
lpf = np.fromfile(f"{work}/lpf.u32", np.uint32).reshape(m, n)
same = np.array_equal(c.view(torch.int32).numpy().view(np.uint32), lpf)
lpf_s = float(open(f"{work}/lpf.txt").readline().split(":")[1].split()[0])
print(f"mmasim              {m}x{n}x{k}: {sec:.3f} s   bit-identical to lpf: {same}")
print(f"lpf model (ref) / mmasim speed: {sec / lpf_s:.1f}x")
PY
