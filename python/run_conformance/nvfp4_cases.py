"""NVFP4 block quantisation and dequantisation: lpf-run vs an independent model of formats.md 2.7.

The model is written from the spec, not from the Rust code: per block of 16 elements,
amax = max |v| (NaN if the block holds a NaN); the block scale s is amax / (6 * g) rounded to
nearest even into f8E4M3FN with the sign clear, saturating at 448 (g is the per-tensor f32 scale,
1 when absent); each element is v / (s * g) rounded to nearest even into f4E2M1FN, saturating at
6, and +0 when s is 0 (formats.md 2.3: NaN into FP4 is +0). Dequantisation is element * s * g,
rounded once into f32.

The quotients are formed exactly with fractions.Fraction and rounded to float64 (Python's
Fraction -> float is correctly rounded), then ml_dtypes rounds that float64 scalar into the
narrow format. For f32/bf16 inputs this is a single rounding: the quotient of a 24-bit value by
6 * g (26 bits) lies at least 2^-40 (relative) away from any E4M3 or E2M1 rounding midpoint
(5 and 3 significant bits) unless it equals one, far more than float64's 2^-53.

Each configuration runs quantize_block and dequantize_block in one lpf-run program; blocks are
drawn with fixed seeds and include all-zero blocks, blocks whose E4M3 scale saturates or
underflows, blocks holding a NaN or an infinity, and -0.
"""
import math
from fractions import Fraction

import numpy as np

import model

BLOCK = 16
BLOCKS = 240  # >= 200 independent blocks per configuration
SEED = 4700  # fixed, and independent of this module's place in run_conformance's list
E4M3_NAN = 0x7F


def tensor(shape, fmt):
    return fmt if len(shape) == 0 else "tensor<" + "x".join(map(str, shape)) + "x" + fmt + ">"


def round_exact(fmt, q):
    """The exact rational q (or a float64 inf/NaN) rounded RNE into fmt, saturating."""
    x = float(q) if isinstance(q, Fraction) else q
    return model.convert(fmt, x, "saturate")


def nvfp4_quantize(values, g):
    """values: float64 array [..., 16 * n] (decoded f32/bf16); g: float or None.
    Returns (element codes, scale codes) blocked along the last dimension."""
    gq = Fraction(1) if g is None else Fraction(float(g))
    rows = values.reshape(-1, BLOCK)
    elems, scales = [], []
    for row in rows:
        if np.isnan(row).any():
            scales.append(E4M3_NAN)
            elems.extend([0] * BLOCK)  # NaN / NaN: NaN into FP4 is +0
            continue
        amax = float(np.max(np.abs(row)))
        target = math.inf if math.isinf(amax) else Fraction(amax) / (6 * gq)
        s_code = round_exact("f8E4M3FN", target)
        scales.append(s_code)
        s = Fraction(float(model.decode("f8E4M3FN", [s_code])[0]))
        for v in row:
            if s == 0:
                elems.append(0)  # the block underflowed (or held only zeros): +0 elements
            elif math.isinf(v):
                elems.append(round_exact("f4E2M1FN", v))  # saturates at +-6
            elif v == 0:
                elems.append(round_exact("f4E2M1FN", v))  # keeps the sign of a zero
            else:
                elems.append(round_exact("f4E2M1FN", Fraction(float(v)) / (s * gq)))
    shape = values.shape
    return (np.array(elems, dtype=np.uint64).reshape(shape),
            np.array(scales, dtype=np.uint64).reshape(shape[:-1] + (shape[-1] // BLOCK,)))


def nvfp4_dequantize(elems, scales, g):
    """element * s * g, exact in float64 (2 x 4 x 24 significant bits), rounded once to f32."""
    e = model.decode("f4E2M1FN", elems)
    s = np.repeat(model.decode("f8E4M3FN", scales), BLOCK, axis=-1)
    with np.errstate(all="ignore"):
        return (e * s * (1.0 if g is None else float(g))).astype(np.float32)


def random_blocks(rng, n):
    """n blocks of 16 f32 values: random magnitudes over a wide range, then special blocks."""
    v = rng.standard_normal((n, BLOCK)) * 2.0 ** rng.integers(-24, 24, size=(n, 1))
    kind = np.arange(n) % 10
    v[kind == 1] = 0.0  # all-zero blocks
    v[kind == 2] *= 2.0 ** -40  # scale underflows in E4M3 (amax / 6 far below 2^-10)
    v[kind == 3] *= 2.0 ** 40  # scale saturates at 448, elements at 6
    v[kind == 4, rng.integers(0, BLOCK)] = np.nan
    v[kind == 5, rng.integers(0, BLOCK)] = -np.inf
    v[kind == 6, ::3] = -0.0
    # Exact ties: elements on E2M1 midpoints of a power-of-two block scale.
    ties = rng.choice([0.25, 0.75, 1.25, 1.75, 2.5, 3.5, 5.0], size=(int((kind == 7).sum()), BLOCK))
    v[kind == 7] = ties * rng.choice([-1.0, 1.0], size=ties.shape)
    v[kind == 7, 0] = 6.0  # amax 6: s = 1
    return v.astype(np.float32)


def check_nvfp4(r, _rng):
    rng = np.random.default_rng(SEED)
    cols = 2 * BLOCK  # two blocks per row
    rows = BLOCKS // 2
    scales = [None, np.float32(1.0), np.float32(0.5), np.float32(rng.uniform(0.1, 10)),
              np.float32(2.0 ** -20), np.float32(3.0e5)]
    for i, g in enumerate(scales):
        v = random_blocks(rng, BLOCKS).reshape(rows, cols)
        ft, qt, st = tensor(v.shape, "f32"), tensor(v.shape, "f4E2M1FN"), tensor((rows, 2), "f8E4M3FN")
        args = [("f32", v.view(np.uint32))]
        glob, gty = "", ""
        if g is not None:
            args.append(("f32", np.array(g).view(np.uint32)))
            glob, gty = ", %a1", ", f32"
        body = (f"  %r0, %r1 = lpf.quantize_block %a0{glob} block({BLOCK}) : {ft}{gty} -> {qt}, {st}\n"
                f"  %r2 = lpf.dequantize_block %r0 [%r1]{glob} block({BLOCK}) : {qt}, {st}{gty} -> {ft}")
        q, s, back = r.run(f"nvfp4-{i}", args, [qt, st, ft], body)
        want_q, want_s = nvfp4_quantize(v.astype(np.float64), g)
        label = f"g={g}"
        r.compare("nvfp4 quantize", f"{label} scales", "f8E4M3FN", s, want_s)
        r.compare("nvfp4 quantize", f"{label} elements", "f4E2M1FN", q, want_q, v.reshape(-1))
        r.compare("nvfp4 dequantize", label, "f32", back, nvfp4_dequantize(want_q, want_s, g).view(np.uint32))

    # Blocked along dimension 0 of a bf16 tensor (the scale's shape says so).
    v = np.ascontiguousarray(random_blocks(rng, BLOCKS).T)
    vb = model.encode_f32_array("bf16", v).astype(np.uint64)
    g = np.float32(0.75)
    bt, qt, st = tensor(v.shape, "bf16"), tensor(v.shape, "f4E2M1FN"), tensor((1, BLOCKS), "f8E4M3FN")
    body = f"  %r0, %r1 = lpf.quantize_block %a0, %a1 block({BLOCK}) : {bt}, f32 -> {qt}, {st}"
    q, s = r.run("nvfp4-axis0-bf16", [("bf16", vb), ("f32", np.array(g).view(np.uint32))], [qt, st], body)
    want_q, want_s = nvfp4_quantize(np.ascontiguousarray(model.decode("bf16", vb).T), g)
    r.compare("nvfp4 quantize", "bf16 axis 0 scales", "f8E4M3FN", s, want_s.T)
    r.compare("nvfp4 quantize", "bf16 axis 0 elements", "f4E2M1FN", q, want_q.T)

    # Dequantisation alone, on every kind of code: random E2M1 elements, E4M3 scales including
    # zero, subnormals, 448 and both NaNs, and a per-tensor scale.
    elems = rng.integers(0, 16, size=(BLOCKS, BLOCK), dtype=np.uint64)
    sc = rng.integers(0, 256, size=(BLOCKS, 1), dtype=np.uint64)
    sc[:6, 0] = [0x00, 0x01, 0x7E, 0x7F, 0xFF, 0x80]
    g = np.float32(rng.uniform(0.001, 1000))
    qt, st, ft = tensor(elems.shape, "f4E2M1FN"), tensor(sc.shape, "f8E4M3FN"), tensor(elems.shape, "f32")
    body = f"  %r0 = lpf.dequantize_block %a0 [%a1], %a2 block({BLOCK}) : {qt}, {st}, f32 -> {ft}"
    args = [("f4E2M1FN", elems), ("f8E4M3FN", sc), ("f32", np.array(g).view(np.uint32))]
    (back,) = r.run("nvfp4-dequantize", args, [ft], body)
    r.compare("nvfp4 dequantize", f"random codes g={g}", "f32", back, nvfp4_dequantize(elems, sc, g).view(np.uint32))


CHECKS = [check_nvfp4]
