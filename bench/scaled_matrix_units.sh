#!/usr/bin/env bash
# Benchmark: lpf's block-scaled matrix-unit model (lpf.scaled_dot hardware("nvidia.blackwell.tcgen05"),
# kind::mxf8f6f4, e4m3 x e4m3 with ue8m0 scales per 32 -> f32) on the reference backend vs MMA-Sim
# (PyPI mmasim, torch) on the same operands, one thread each, results checked bit-identical; also
# lpf's ordered scaled_dot (reference) on the same shape. The LLVM exit refuses this op (E0915).
# Usage: MMASIM_PYTHON=/work/venv-mmasim/bin/python bench/scaled_matrix_units.sh [M N K]
# (default 64 128 1024). Figures: docs/formats.md ("Hardware arithmetic").
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,7p' "$0"; exit 0
fi
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
python=${MMASIM_PYTHON:?set MMASIM_PYTHON to a python with mmasim and torch}
m=${1:-64} n=${2:-128} k=${3:-1024}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet -p lpf-numerics --example scaled_matrix_units_bench
echo "commit $(git rev-parse --short HEAD); load: $(uptime | sed 's/.*load average: //')"
"$CARGO_TARGET_DIR/release/examples/scaled_matrix_units_bench" "$m" "$n" "$k" "$work" | tee "$work/lpf.txt"
OMP_NUM_THREADS=1 "$python" - "$m" "$n" "$k" "$work" <<'PY'
import sys, time
import numpy as np, torch
from mmasim.nv_ptx import TCGen05MMABlockScale
torch.set_num_threads(1)
m, n, k, work = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
load = lambda name, shape, dtype: torch.from_numpy(np.fromfile(f"{work}/{name}.u8", np.uint8).reshape(shape).copy()).view(dtype)
a, b = load("a", (m, k), torch.float8_e4m3fn), load("b", (k, n), torch.float8_e4m3fn)
sa, sb = load("sa", (m, k // 32), torch.float8_e8m0fnu), load("sb", (k // 32, n), torch.float8_e8m0fnu)
op = TCGen05MMABlockScale("Blackwell", f"m128n{min(n, 256)}k32.kind::mxf8f6f4.block32.f32.e4m3.e4m3.ue8m0")
t = time.perf_counter()
c = torch.zeros(m, n, dtype=torch.float32)
for s in range(0, k, 32):
    c = op(a[:, s:s + 32], b[s:s + 32, :], c, sa[:, s // 32:s // 32 + 1], sb[s // 32:s // 32 + 1, :])
sec = time.perf_counter() - t
lpf = np.fromfile(f"{work}/lpf.u32", np.uint32).reshape(m, n)
same = np.array_equal(c.view(torch.int32).numpy().view(np.uint32), lpf)
lpf_s = float(open(f"{work}/lpf.txt").readline().split(":")[1].split()[0])
print(f"mmasim                     {m}x{n}x{k}: {sec:.3f} s   bit-identical to lpf: {same}")
print(f"lpf model (ref) / mmasim speed: {sec / lpf_s:.1f}x")
PY
