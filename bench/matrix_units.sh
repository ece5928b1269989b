#!/usr/bin/env bash
# Benchmark: lpf's matrix-unit model (lpf.dot hardware("nvidia.hopper.wgmma"), fp8 e4m3 -> f32) on
# the reference backend and as the LLVM exit's kernel (lpf-translate -O3, called through the C
# interface) vs MMA-Sim (PyPI mmasim, torch) on the same operands, one thread each, results
# checked bit-identical; also lpf's ordered f32 dot on the same shape (reference and LLVM kernel);
# then AMD rows (CDNA1 f16 E-FDPA, CDNA2 bf16 and f16 FTZ-MUL-ADD, CDNA3 bf16 TR-FDPA and FNUZ
# fp8 GTR-FDPA: LLVM kernel vs MMA-Sim and the ordered dot).
# Usage: MMASIM_PYTHON=/work/venv-mmasim/bin/python bench/matrix_units.sh [M N K]
# (default 64 128 4096: A 64x4096, B 4096x128). Figures: docs/llvm.md.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "${1:-}" = "--help" ] || [ "${1:-}" = "-h" ]; then
  sed -n '2,8p' "$0"; exit 0
fi
bench/machine.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
python=${MMASIM_PYTHON:?set MMASIM_PYTHON to a python with mmasim and torch}
m=${1:-64} n=${2:-128} k=${3:-4096}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build --release --quiet -p lpf-numerics --example matrix_units_bench
# The compilers only: the kernels are compiled by lpf-translate -O3 whatever cargo's profile.
cargo build --quiet -p lpf-tools --bin lpf-opt --bin lpf-translate
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- lowering || echo ' (lowering modified)'); load: $(uptime | sed 's/.*load average: //')"
libdir=${LPF_LLVM_LIBDIR:-/usr/lib/llvm-22/lib}
for kind in hardware ordered; do
  attr=""; [ "$kind" = hardware ] && attr=' hardware("nvidia.hopper.wgmma")'
  ta="tensor<${m}x${k}xf8E4M3FN>" tb="tensor<${k}x${n}xf8E4M3FN>" tc="tensor<${m}x${n}xf32>"
  printf 'func.func @main(%%a: %s, %%b: %s) -> %s {\n  %%c = lpf.dot %%a, %%b acc(f32)%s : %s, %s -> %s\n  return %%c : %s\n}\n' \
    "$ta" "$tb" "$tc" "$attr" "$ta" "$tb" "$tc" "$tc" > "$work/$kind.mlir"
  "$CARGO_TARGET_DIR/debug/lpf-translate" --emit=obj -O3 "$work/$kind.mlir" -o "$work/$kind.o"
  cc -shared "$work/$kind.o" -o "$work/$kind.so" "-L$libdir" -lomp "-Wl,-rpath,$libdir"
done
# AMD's 16-bit families on the same shape: CDNA1 f16 (E-FDPA), CDNA2 bf16 and f16 (FTZ-MUL-ADD; f16
# without the products' and sums' flushes, identities there), and lpf's ordered f32 dot on the
# same 16-bit operands.
for kind in cdna1:f16:amd.cdna1.mfma cdna2:bf16:amd.cdna2.mfma cdna2-f16:f16:amd.cdna2.mfma cdna3:bf16:amd.cdna3.mfma cdna3-fp8:f8E4M3FNUZ:amd.cdna3.mfma ordered-f16:f16: ordered-bf16:bf16: ordered-f8E4M3FNUZ:f8E4M3FNUZ:; do
  IFS=: read -r name elem unit <<<"$kind"
  attr=""; [ -n "$unit" ] && attr=" hardware(\"$unit\")"
  ta="tensor<${m}x${k}x${elem}>" tb="tensor<${k}x${n}x${elem}>" tc="tensor<${m}x${n}xf32>"
  printf 'func.func @main(%%a: %s, %%b: %s) -> %s {\n  %%c = lpf.dot %%a, %%b acc(f32)%s : %s, %s -> %s\n  return %%c : %s\n}\n' \
    "$ta" "$tb" "$tc" "$attr" "$ta" "$tb" "$tc" "$tc" > "$work/$name.mlir"
  "$CARGO_TARGET_DIR/debug/lpf-translate" --emit=obj -O3 "$work/$name.mlir" -o "$work/$name.o"
  cc -shared "$work/$name.o" -o "$work/$name.so" "-L$libdir" -lomp "-Wl,-rpath,$libdir"
done
"$CARGO_TARGET_DIR/release/examples/matrix_units_bench" "$m" "$n" "$k" "$work" | tee "$work/lpf.txt"
OMP_NUM_THREADS=1 PYTHONPATH="$root/bench${PYTHONPATH:+:$PYTHONPATH}" "$python" - "$m" "$n" "$k" "$work" <<'PY'
import ctypes, os, sys, time
import numpy as np, torch
from mmasim.nv_ptx import WGMMA
from c_abi import descriptor
torch.set_num_threads(1)
m, n, k, work = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
# The kernels run as lpf's runtime runs them: python/lpf/native.py (_keep_heap) keeps freed heap
# memory between calls (glibc: mmap threshold 32 MiB, trim threshold 256 MiB), so the packed
# operands are not faulted in afresh at every call. Both kernels get it; LPF_KEEP_HEAP=0 as there.
if os.environ.get("LPF_KEEP_HEAP", "1") != "0":
    mallopt = ctypes.CDLL(None).mallopt
    mallopt(-3, 32 << 20)
    mallopt(-1, 256 << 20)


def llvm_kernels(kinds, a, b, rounds=20):
    """The compiled kernels of `kinds` on a, b (uint8 codes), called in turns so that a busy
    machine weighs on both alike: {kind: (best seconds of `rounds` calls, f32 bits)}."""
    calls = {}
    for kind in kinds:
        fn = ctypes.CDLL(f"{work}/{kind}.so")._mlir_ciface_main
        out = np.zeros((a.shape[0], b.shape[1]), np.uint32)
        args = [ctypes.byref(d) for d in (descriptor(a), descriptor(b), descriptor(out))]
        fn(*args)  # warm
        calls[kind] = (fn, args, out)
    best = {kind: float("inf") for kind in kinds}
    for _ in range(rounds):
        for kind, (fn, args, _) in calls.items():
            t = time.perf_counter()
            fn(*args)
            best[kind] = min(best[kind], time.perf_counter() - t)
    return {kind: (best[kind], calls[kind][2]) for kind in kinds}


a8 = np.fromfile(f"{work}/a.u8", np.uint8).reshape(m, k).copy()
b8 = np.fromfile(f"{work}/b.u8", np.uint8).reshape(k, n).copy()
timed = llvm_kernels(["hardware", "ordered"], a8, b8)
(llvm_s, llvm_bits), (ordered_s, _) = timed["hardware"], timed["ordered"]
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
llvm_same = np.array_equal(llvm_bits, lpf)
ref_ordered_s = float(open(f"{work}/lpf.txt").readlines()[1].split(":")[1].split()[0])
gflop = 2.0 * m * n * k / 1e9
print(f"mmasim              {m}x{n}x{k}: {sec:.3f} s   bit-identical to lpf: {same}")
print(f"lpf model (llvm)    {m}x{n}x{k}: {llvm_s * 1e3:.3f} ms ({gflop / llvm_s:.2f} GFLOP/s)   bit-identical to lpf (ref): {llvm_same}")
print(f"lpf ordered f32 dot (llvm) {m}x{n}x{k}: {ordered_s * 1e3:.3f} ms ({gflop / ordered_s:.2f} GFLOP/s)")
print(f"lpf model (ref) / mmasim speed: {sec / lpf_s:.1f}x")
print(f"lpf model (llvm) / mmasim speed: {sec / llvm_s:.0f}x   (target >= 1000x)")
print(f"lpf model (llvm) / ordered f32 dot (llvm) speed: {ordered_s / llvm_s * 100:.1f}%   (target >= 25%)")
print(f"lpf model (llvm) / ordered f32 dot (ref) speed: {ref_ordered_s / llvm_s:.0f}x")

# AMD rows: MFMA 32x32 chains (CDNA1 f16 E-FDPA, CDNA2 bf16_1k and f16 FTZ-MUL-ADD, CDNA3 bf16
# TR-FDPA and FNUZ fp8 GTR-FDPA) on normal random operands, the LLVM kernel checked
# bit-identical to MMA-Sim itself (finite operands: no NaN codes to differ).
from mmasim.amd import MFMA
rng = np.random.default_rng(23)
dtypes = {"f16": (torch.float16, torch.int16, np.uint16), "bf16": (torch.bfloat16, torch.int16, np.uint16), "f8E4M3FNUZ": (torch.float8_e4m3fnuz, torch.uint8, np.uint8)}
for name, elem, arch, suffix, step in [("cdna1", "f16", "CDNA1", "f32_32x32x8f16", 8), ("cdna2", "bf16", "CDNA2", "f32_32x32x8bf16_1k", 8), ("cdna2-f16", "f16", "CDNA2", "f32_32x32x8f16", 8), ("cdna3", "bf16", "CDNA3", "f32_32x32x8_bf16", 8), ("cdna3-fp8", "f8E4M3FNUZ", "CDNA3", "f32_32x32x16_fp8_fp8", 16)]:
    dtype, view, codes = dtypes[elem]
    ta = torch.from_numpy(rng.standard_normal((m, k)).astype(np.float32)).to(dtype)
    tb = torch.from_numpy(rng.standard_normal((k, n)).astype(np.float32)).to(dtype)
    a16, b16 = ta.view(view).numpy().view(codes).copy(), tb.view(view).numpy().view(codes).copy()
    timed = llvm_kernels([name, f"ordered-{elem}"], a16, b16)
    (llvm_s, llvm_bits), (ordered_s, _) = timed[name], timed[f"ordered-{elem}"]
    op = MFMA(arch, suffix)
    t = time.perf_counter()
    c = torch.zeros(m, n, dtype=torch.float32)
    for s in range(0, k, step):
        c = op(ta[:, s:s + step], tb[s:s + step, :], c)
    sec = time.perf_counter() - t
    same = np.array_equal(c.view(torch.int32).numpy().view(np.uint32), llvm_bits)
    print(f"amd.{arch.lower()}.mfma {elem} {m}x{n}x{k}: llvm {llvm_s * 1e3:.3f} ms, mmasim {sec:.3f} s ({sec / llvm_s:.0f}x), "
          f"ordered f32 dot (llvm) {ordered_s * 1e3:.3f} ms ({ordered_s / llvm_s * 100:.1f}%), bit-identical to mmasim: {same}")
PY
