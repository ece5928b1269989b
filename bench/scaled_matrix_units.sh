#!/usr/bin/env bash
# Benchmark: lpf's block-scaled matrix-unit model (lpf.scaled_dot hardware("nvidia.blackwell.tcgen05"),
# kind::mxf8f6f4, e4m3 x e4m3 with ue8m0 scales per 32 -> f32) on the reference backend and as the
# LLVM exit's kernel (lpf-translate -O3, called through the C interface) vs MMA-Sim (PyPI mmasim,
# torch) on the same operands, one thread each, results checked bit-identical; also lpf's ordered
# scaled_dot on the same shape (reference, and its LLVM kernel: dequantise + the packed dot).
# Usage: MMASIM_PYTHON=/work/venv-mmasim/bin/python bench/scaled_matrix_units.sh [M N K]
# (default 64 128 1024). Figures: docs/formats.md ("Hardware arithmetic"), docs/llvm.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,8p' "$0"; exit 0
fi
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
python=${MMASIM_PYTHON:?set MMASIM_PYTHON to a python with mmasim and torch}
m=${1:-64} n=${2:-128} k=${3:-1024}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
bench/machine.sh
cargo build --release --quiet -p lpf-numerics --example scaled_matrix_units_bench
# The compilers only: the kernels are compiled by lpf-translate -O3 whatever cargo's profile.
cargo build --quiet -p lpf-tools --bin lpf-opt --bin lpf-translate
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- lowering || echo ' (lowering modified)'); load: $(uptime | sed 's/.*load average: //')"
libdir=${LPF_LLVM_LIBDIR:-/usr/lib/llvm-22/lib}
for kind in hardware ordered; do
  attr=""; [ "$kind" = hardware ] && attr=' hardware("nvidia.blackwell.tcgen05")'
  ta="tensor<${m}x${k}xf8E4M3FN>" tsa="tensor<${m}x$((k / 32))xf8E8M0FNU>" tb="tensor<${k}x${n}xf8E4M3FN>"
  tsb="tensor<$((k / 32))x${n}xf8E8M0FNU>" tc="tensor<${m}x${n}xf32>"
  printf 'func.func @main(%%a: %s, %%sa: %s, %%b: %s, %%sb: %s) -> %s {\n  %%c = lpf.scaled_dot %%a [%%sa], %%b [%%sb] block(32) acc(f32)%s : %s, %s, %s, %s -> %s\n  return %%c : %s\n}\n' \
    "$ta" "$tsa" "$tb" "$tsb" "$tc" "$attr" "$ta" "$tsa" "$tb" "$tsb" "$tc" "$tc" > "$work/$kind.mlir"
  "$CARGO_TARGET_DIR/debug/lpf-translate" --emit=obj -O3 "$work/$kind.mlir" -o "$work/$kind.o"
  cc -shared "$work/$kind.o" -o "$work/$kind.so" "-L$libdir" -lomp "-Wl,-rpath,$libdir"
done
# kind::mxf4nvf4 with ue4m3 scales per 16 (GST-FDPA) and lpf's ordered scaled_dot on the same
# shape: LLVM kernels only (their bits are checked by tools/tests/llvm_exit, not here).
for kind in nvf4-hardware nvf4-ordered; do
  attr=""; [ "$kind" = nvf4-hardware ] && attr=' hardware("nvidia.blackwell.tcgen05")'
  ta="tensor<${m}x${k}xf4E2M1FN>" tsa="tensor<${m}x$((k / 16))xf8E4M3FN>" tb="tensor<${k}x${n}xf4E2M1FN>"
  tsb="tensor<$((k / 16))x${n}xf8E4M3FN>" tc="tensor<${m}x${n}xf32>"
  printf 'func.func @main(%%a: %s, %%sa: %s, %%b: %s, %%sb: %s) -> %s {\n  %%c = lpf.scaled_dot %%a [%%sa], %%b [%%sb] block(16) acc(f32)%s : %s, %s, %s, %s -> %s\n  return %%c : %s\n}\n' \
    "$ta" "$tsa" "$tb" "$tsb" "$tc" "$attr" "$ta" "$tsa" "$tb" "$tsb" "$tc" "$tc" > "$work/$kind.mlir"
  "$CARGO_TARGET_DIR/debug/lpf-translate" --emit=obj -O3 "$work/$kind.mlir" -o "$work/$kind.o"
  cc -shared "$work/$kind.o" -o "$work/$kind.so" "-L$libdir" -lomp "-Wl,-rpath,$libdir"
done
"$CARGO_TARGET_DIR/release/examples/scaled_matrix_units_bench" "$m" "$n" "$k" "$work" | tee "$work/lpf.txt"
OMP_NUM_THREADS=1 PYTHONPATH="$root/bench${PYTHONPATH:+:$PYTHONPATH}" "$python" - "$m" "$n" "$k" "$work" <<'PY'
import ctypes, os, sys, time
import numpy as np, torch
from mmasim.nv_ptx import TCGen05MMABlockScale
from c_abi import descriptor
torch.set_num_threads(1)
m, n, k, work = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
# As bench/matrix_units.sh: freed heap memory kept between calls (lpf's runtime does the same).
if os.environ.get("LPF_KEEP_HEAP", "1") != "0":
    mallopt = ctypes.CDLL(None).mallopt
    mallopt(-3, 32 << 20)
    mallopt(-1, 256 << 20)
u8 = lambda name, shape: np.fromfile(f"{work}/{name}.u8", np.uint8).reshape(shape).copy()
arrays = [u8("a", (m, k)), u8("sa", (m, k // 32)), u8("b", (k, n)), u8("sb", (k // 32, n))]
calls, best = {}, {}
for kind in ("hardware", "ordered"):
    fn = ctypes.CDLL(f"{work}/{kind}.so")._mlir_ciface_main
    out = np.zeros((m, n), np.uint32)
    args = [ctypes.byref(d) for d in [descriptor(x) for x in arrays] + [descriptor(out)]]
    fn(*args)  # warm
    calls[kind], best[kind] = (fn, args, out), float("inf")
# Called in turns, best of 20 each, so that a busy machine weighs on both alike.
for _ in range(20):
    for kind, (fn, args, _) in calls.items():
        t = time.perf_counter()
        fn(*args)
        best[kind] = min(best[kind], time.perf_counter() - t)
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
llvm_same = np.array_equal(calls["hardware"][2], lpf)
print(f"lpf model (llvm)           {m}x{n}x{k}: {best['hardware'] * 1e3:.3f} ms   bit-identical to lpf (ref): {llvm_same}")
print(f"lpf ordered scaled_dot (llvm) {m}x{n}x{k}: {best['ordered'] * 1e3:.3f} ms")
# mxf4nvf4 (ue4m3 per 16): random f4 codes, scales 0x30..0x4F (sign bits set now and then).
rng = np.random.default_rng(23)
nv = [rng.integers(0, 16, (m, k), dtype=np.uint8), (rng.integers(0x30, 0x50, (m, k // 16)) | (rng.integers(0, 2, (m, k // 16)) << 7)).astype(np.uint8),
      rng.integers(0, 16, (k, n), dtype=np.uint8), (rng.integers(0x30, 0x50, (k // 16, n)) | (rng.integers(0, 2, (k // 16, n)) << 7)).astype(np.uint8)]
nv_calls, nv_best = {}, {}
for kind in ("nvf4-hardware", "nvf4-ordered"):
    fn = ctypes.CDLL(f"{work}/{kind}.so")._mlir_ciface_main
    out = np.zeros((m, n), np.uint32)
    args = [ctypes.byref(d) for d in [descriptor(x) for x in nv] + [descriptor(out)]]
    fn(*args)
    nv_calls[kind], nv_best[kind] = (fn, args, out), float("inf")  # out kept alive: the kernel writes it
for _ in range(20):
    for kind, (fn, args, _) in nv_calls.items():
        t = time.perf_counter()
        fn(*args)
        nv_best[kind] = min(nv_best[kind], time.perf_counter() - t)
print(f"mxf4nvf4 ue4m3 {m}x{n}x{k}: llvm {nv_best['nvf4-hardware'] * 1e3:.3f} ms, ordered scaled_dot (llvm) {nv_best['nvf4-ordered'] * 1e3:.3f} ms "
      f"({nv_best['nvf4-ordered'] / nv_best['nvf4-hardware'] * 100:.1f}%)")
print(f"lpf model (ref) / mmasim speed: {sec / lpf_s:.1f}x")
print(f"lpf model (llvm) / mmasim speed: {sec / best['hardware']:.0f}x")
print(f"lpf model (llvm) / ordered scaled_dot (llvm) speed: {best['ordered'] / best['hardware'] * 100:.1f}%")
PY
