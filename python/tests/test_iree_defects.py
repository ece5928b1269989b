#!/usr/bin/env python3
"""IREE's numeric defects, kept as a record (issue 40, docs/iree.md "IREE's defects").

Each defect runs as plain StableHLO on IREE alone (pip's iree-base-compiler/-runtime 3.13.0,
llvm-cpu, the host CPU, the flags of python/xla_runner/lpf_iree.py), and the test asserts the
wrong bits IREE gives today next to the right ones (ml_dtypes / exact arithmetic). When a newer
IREE no longer has a defect, the test fails and says which workaround in lpf's IREE lowering
(`--stablehlo-target=iree`) can be retired; when it gets worse, it fails too. All cases of all
defects are in one module, compiled once (~2 s). scripts/test.d/69-iree-defects.sh runs it.
"""
import os
import sys

import ml_dtypes as md
import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "xla_runner"))
import lpf_iree  # noqa: E402  (the runner: its FLAGS, compile and load)

failures = []


def record(name, ok_today, fixed, workaround, detail):
    """`ok_today`: IREE gives the wrong bits this test expects; `fixed`: it gives the right ones."""
    if fixed:
        failures.append(f"{name}: IREE no longer has this defect ({detail}); retire the workaround: {workaround}")
    elif not ok_today:
        failures.append(f"{name}: IREE's bits changed, but are still wrong ({detail})")
    else:
        print(f"  defect still present: {name} ({detail})")


def sweep(fmt):
    """f32 values from the largest subnormal of `fmt` to its smallest normal (64 steps), both
    signs: where IREE rounds to 0."""
    fi = md.finfo(fmt)
    tiny, sub = float(fi.smallest_normal), float(fi.smallest_subnormal)
    x = np.linspace(tiny - sub, tiny, 64, endpoint=False, dtype=np.float64).astype(np.float32)
    return np.concatenate([x, -x])


N = 128
F8 = [("f8E4M3FN", md.float8_e4m3fn), ("f8E5M2", md.float8_e5m2), ("f8E4M3FNUZ", md.float8_e4m3fnuz),
      ("f8E5M2FNUZ", md.float8_e5m2fnuz)]

MODULE = f"""
func.func @main(%s0: tensor<{N}xf32>, %s1: tensor<{N}xf32>, %s2: tensor<{N}xf32>, %s3: tensor<{N}xf32>,
                %s4: tensor<{N}xi8>, %ov: tensor<4xf32>, %ff: tensor<2xf8E4M3FN>, %e: tensor<4xf32>,
                %sub: tensor<2xf32>, %a: tensor<1x2xbf16>, %b: tensor<2x1xbf16>)
    -> (tensor<{N}xf8E4M3FN>, tensor<{N}xf8E5M2>, tensor<{N}xf8E4M3FNUZ>, tensor<{N}xf8E5M2FNUZ>,
        tensor<{N}xi8>, tensor<4xf8E4M3FN>, tensor<2xf32>, tensor<4xf8E8M0FNU>, tensor<2xf32>, tensor<1x1xf32>) {{
  %c0 = stablehlo.convert %s0 : (tensor<{N}xf32>) -> tensor<{N}xf8E4M3FN>
  %c1 = stablehlo.convert %s1 : (tensor<{N}xf32>) -> tensor<{N}xf8E5M2>
  %c2 = stablehlo.convert %s2 : (tensor<{N}xf32>) -> tensor<{N}xf8E4M3FNUZ>
  %c3 = stablehlo.convert %s3 : (tensor<{N}xf32>) -> tensor<{N}xf8E5M2FNUZ>
  %f4 = stablehlo.convert %s0 : (tensor<{N}xf32>) -> tensor<{N}xf4E2M1FN>
  %f4i = stablehlo.bitcast_convert %f4 : (tensor<{N}xf4E2M1FN>) -> tensor<{N}xi4>
  %f4c = stablehlo.convert %f4i : (tensor<{N}xi4>) -> tensor<{N}xi8>
  %o = stablehlo.convert %ov : (tensor<4xf32>) -> tensor<4xf8E4M3FN>
  %d = stablehlo.convert %ff : (tensor<2xf8E4M3FN>) -> tensor<2xf32>
  %m = stablehlo.convert %e : (tensor<4xf32>) -> tensor<4xf8E8M0FNU>
  %s = stablehlo.add %sub, %sub : tensor<2xf32>
  %p = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<1x2xbf16>, tensor<2x1xbf16>) -> tensor<1x1xf32>
  return %c0, %c1, %c2, %c3, %f4c, %o, %d, %m, %s, %p : tensor<{N}xf8E4M3FN>, tensor<{N}xf8E5M2>,
      tensor<{N}xf8E4M3FNUZ>, tensor<{N}xf8E5M2FNUZ>, tensor<{N}xi8>, tensor<4xf8E4M3FN>, tensor<2xf32>,
      tensor<4xf8E8M0FNU>, tensor<2xf32>, tensor<1x1xf32>
}}
"""


def bits(a):
    a = np.asarray(a)
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32}[a.dtype.itemsize])


def main():
    sweeps = [sweep(t) for _, t in F8]
    f4_in = sweep(md.float4_e2m1fn)
    # The module converts %s0 into both f8E4M3FN and f4E2M1FN: one call with the f8E4M3FN
    # sweep, one with the f4 sweep (the same executable).
    overflow = np.array([500.0, -500.0, np.inf, -np.inf], np.float32)
    ff = np.array([0xFF, 0x7F], np.uint8).view(md.float8_e4m3fn)
    e8 = np.array([1.75, 3.5, 0.75, 2.0**-100 * 1.75], np.float32)
    sub = np.array([2.0**-130, -(2.0**-140)], np.float32)
    a = np.array([[2.0**-65, 2.0**-66]], md.bfloat16)
    b = np.array([[2.0**-65], [2.0**-67]], md.bfloat16)
    module = lpf_iree.load(lpf_iree.compile_text(MODULE, "test_iree_defects"))
    call = lambda s0: lpf_iree.outputs(module["main"](s0, sweeps[1], sweeps[2], sweeps[3], np.zeros(N, np.int8),
                                                      overflow, ff, e8, sub, a, b))
    outs = call(sweeps[0])
    f4_codes = call(f4_in)[4].astype(np.uint8) & 0xF

    print("IREE's defects (issue 40), each against the right bits:")
    # 1. f32 -> f8: [(max subnormal + min normal)/2, min normal) gives +-0.
    for (name, t), x, got in zip(F8, sweeps, outs[:4]):
        right = bits(x.astype(t))
        wrong = bits(np.asarray(got).view(t))
        differ = wrong != right
        tiny = float(md.finfo(t).smallest_normal)
        in_gap = np.abs(x) >= (tiny + (tiny - float(md.finfo(t).smallest_subnormal))) / 2
        as_zero = (wrong & 0x7F) == 0
        record(f"f32 -> {name} near the smallest normal",
               bool(differ.any()) and bool((differ == in_gap).all()) and bool(as_zero[differ].all()),
               not differ.any(), "convert.rs native_convert (Target::Iree: integer emulation)",
               f"{int(differ.sum())} of {len(x)} inputs in [(max subnormal + min normal)/2, min normal) give 0, "
               f"e.g. {x[in_gap][0]!r} -> {wrong[in_gap][0]:#04x}, right {right[in_gap][0]:#04x}")
    right4 = bits(f4_in.astype(md.float4_e2m1fn)) & 0xF
    d4 = f4_codes != right4
    record("f32 -> f4E2M1FN near the smallest normal (1.0)", bool(d4.any()) and bool((f4_codes[d4] & 7 == 0).all()),
           not d4.any(), "convert.rs native_convert (Target::Iree)",
           f"{int(d4.sum())} of {len(f4_in)} inputs in [0.75, 1) give 0, e.g. {f4_in[d4][0]!r} -> {f4_codes[d4][0]:#x}, right {right4[d4][0]:#x}")
    # 2. f8E4M3FN overflow: NaN 0x7F for both signs (ml_dtypes: 0x7F / 0xFF; saturation: 0x7E / 0xFE).
    o = bits(np.asarray(outs[5]).view(md.float8_e4m3fn))
    right = bits(overflow.astype(md.float8_e4m3fn))
    record("f32 -> f8E4M3FN overflow", list(o) == [0x7F] * 4, list(o) == list(right),
           "convert.rs native_convert (Target::Iree); the XLA exit's clamp",
           f"[500, -500, inf, -inf] -> {[hex(v) for v in o]}, right {[hex(v) for v in right]}")
    # 3. f8E4M3FN 0xFF decodes to -480.
    d = np.asarray(outs[6], np.float32)
    record("f8E4M3FN 0xFF -> f32", d[0] == -480.0 and np.isnan(d[1]), bool(np.isnan(d).all()),
           "carrier.rs / convert.rs (Target::Iree: integer decode)", f"0xFF -> {d[0]!r}, right NaN; 0x7F -> {d[1]!r}")
    # 4. f32 -> E8M0 truncates the exponent where ml_dtypes rounds.
    m = bits(np.asarray(outs[7]).view(md.float8_e8m0fnu))
    right = bits(e8.astype(md.float8_e8m0fnu))
    truncated = np.array([0x7F, 0x80, 0x7E, 0x7F - 100], np.uint8)
    record("f32 -> f8E8M0FNU rounding", list(m) == list(truncated), list(m) == list(right),
           "convert.rs native_convert (E8M0 was emulated for XLA already)",
           f"[1.75, 3.5, 0.75, 1.75 * 2^-100] -> {[hex(v) for v in m]}, right {[hex(v) for v in right]}")
    # 5. FTZ/DAZ: subnormal sums and products are 0.
    s = np.asarray(outs[8], np.float32)
    right = (sub.astype(np.float64) * 2).astype(np.float32)
    record("f32 subnormal add (FTZ/DAZ)", bool((s == 0).all()), bits(s).tolist() == bits(right).tolist(),
           "the exit's f64 emulation and ordered-dot run-time check (contract.rs)",
           f"2^-130 + 2^-130 -> {s[0]!r}, right {right[0]!r}")
    p = float(np.asarray(outs[9]).reshape(-1)[0])
    exact = np.float32(2.0**-130 + 2.0**-133)
    record("bf16 dot with subnormal f32 products (FTZ/DAZ)", p == 0.0, p == float(exact),
           "contract.rs (Target::Iree: f32 dot only where no product or partial sum can be subnormal)",
           f"2^-65 * 2^-65 + 2^-66 * 2^-67 -> {p!r}, right {float(exact)!r}")
    # 6. f4E2M1FN has no runtime element type.
    import iree.runtime as rt
    names = [n for n in dir(rt.HalElementType) if n.startswith("FLOAT_4")]
    record("f4E2M1FN runtime element type", not names, bool(names),
           "carrier.rs native (Target::Iree: f4 travels as ui8 codes)", f"HalElementType has {names or 'no FLOAT_4 type'}")
    # 7. reduce with bf16 input and f32 accumulator does not compile.
    reduce = """
func.func @main(%x: tensor<4xbf16>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xbf16>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}"""
    import iree.compiler as ic
    try:
        ic.compile_str(reduce, extra_args=lpf_iree.FLAGS)
        error = None
    except Exception as e:  # CompilerToolError with iree-compile's diagnostics
        error = str(e)
    known = error is not None and "'arith.addf' op requires the same type" in error
    record("reduce bf16 -> f32 accumulator", known, error is None,
           "contract.rs decodes operands before reducing",
           "compiles" if error is None else "iree-compile: 'arith.addf' op requires the same type for all operands and results" if known else error[:300])
    # 8. Compile-time evaluation of constant expressions fails on an f8 constant that is both
    # returned and read as bits; lpf_iree.FLAGS turn it off, and then the module compiles and
    # gives the constant's codes.
    const_f8 = """
func.func @main() -> (tensor<2xf8E4M3FN>, tensor<2xi32>) {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf8E4M3FN>
  %u = stablehlo.bitcast_convert %c : (tensor<2xf8E4M3FN>) -> tensor<2xui8>
  %i = stablehlo.convert %u : (tensor<2xui8>) -> tensor<2xi32>
  return %c, %i : tensor<2xf8E4M3FN>, tensor<2xi32>
}"""
    without = [f for f in lpf_iree.FLAGS if f != "--iree-opt-const-eval=false"]
    try:
        ic.compile_str(const_f8, extra_args=without)
        error = None
    except Exception as e:
        error = str(e)
    known = error is not None and "jit global source initialization order invalid" in error
    record("const-eval of an f8 constant", known, error is None,
           "lpf_iree.FLAGS --iree-opt-const-eval=false",
           "compiles" if error is None else "iree-compile: jit global source initialization order invalid" if known else error[:300])
    codes = lpf_iree.outputs(lpf_iree.load(lpf_iree.compile_text(const_f8, "const_f8"))["main"]())
    if bits(codes[0]).tolist() != [0x38, 0x40] or codes[1].tolist() != [0x38, 0x40]:
        failures.append(f"const-eval of an f8 constant: with lpf_iree.FLAGS, {bits(codes[0]).tolist()} and {codes[1].tolist()}, right [56, 64] twice")
    # 9. An unsigned cumulative sum (reduce_window over ui8, the window the whole dimension, one
    # less of padding in front: torch-xla's attention-mask cumsum) does not compile; signless i8
    # does. The exit pads the input explicitly (the spec's definition), which compiles and gives
    # the sums mod 256.
    cumsum = """
func.func @main(%x: tensor<4xui8>) -> tensor<4xui8> {
  %z = stablehlo.constant dense<0> : tensor<ui8>
  %r = "stablehlo.reduce_window"(%x, %z) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 4>}> ({
  ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
    %s = stablehlo.add %a, %b : tensor<ui8>
    stablehlo.return %s : tensor<ui8>
  }) : (tensor<4xui8>, tensor<ui8>) -> tensor<4xui8>
  return %r : tensor<4xui8>
}"""
    try:
        ic.compile_str(cumsum, extra_args=lpf_iree.FLAGS)
        error = None
    except Exception as e:
        error = str(e)
    known = error is not None and "failed to legalize unresolved target materialization from ('ui8') to ('i8')" in error
    record("ui8 reduce_window cumulative sum", known, error is None,
           "to_stablehlo/iree_windows.rs (an unsigned reduce_window's padding as an explicit pad)",
           "compiles" if error is None else "iree-compile: failed to legalize unresolved target materialization from ('ui8') to ('i8')"
           if known else error[:300])
    padded = cumsum.replace("%r = ", "%p = stablehlo.pad %x, %z, low = [3], high = [0], interior = [0] : (tensor<4xui8>, tensor<ui8>) -> tensor<7xui8>\n  %r = ")
    padded = padded.replace('"(%x, %z) <{padding = dense<[[3, 0]]> : tensor<1x2xi64>, ', '"(%p, %z) <{').replace("}) : (tensor<4xui8>", "}) : (tensor<7xui8>")
    x = np.array([200, 100, 255, 7], np.uint8)
    got = np.asarray(lpf_iree.outputs(lpf_iree.load(lpf_iree.compile_text(padded, "cumsum_padded"))["main"](x))[0])
    right = (np.cumsum(x.astype(np.int64)) % 256).astype(np.uint8)
    if got.tolist() != right.tolist():
        failures.append(f"ui8 cumulative sum padded explicitly (the workaround): {got.tolist()}, right {right.tolist()}")
    if failures:
        print("FAIL:\n  " + "\n  ".join(failures))
        sys.exit(1)
    print("ok: 14 defects recorded, each still present")


if __name__ == "__main__":
    main()
