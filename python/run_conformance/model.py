"""An independent model of lpf's reference semantics, written with numpy and ml_dtypes only.

Nothing here is derived from the Rust code: conversions are ml_dtypes' (fed float32 arrays or
float64 *scalars*, since ml_dtypes rounds float64 arrays through float32 first, formats.md 2.4),
policies are formats.md's (saturate = clamp then convert; NaN into FP6/FP4 = +0), accumulation is
numpy float32/float64 scalar-at-a-time arithmetic in the logical k order (formats.md 3), and the
MX scale rule is OCP MX v1.0's (formats.md 2.5).
"""
import math

import ml_dtypes as md
import numpy as np

# MLIR spelling -> (ml_dtypes/numpy scalar type, storage dtype, bits, has NaN)
FORMATS = {
    "f32": (np.float32, np.uint32, 32, True),
    "f64": (np.float64, np.uint64, 64, True),
    "f16": (np.float16, np.uint16, 16, True),
    "bf16": (md.bfloat16, np.uint16, 16, True),
    "f8E4M3FN": (md.float8_e4m3fn, np.uint8, 8, True),
    "f8E5M2": (md.float8_e5m2, np.uint8, 8, True),
    "f8E8M0FNU": (md.float8_e8m0fnu, np.uint8, 8, True),
    "f6E2M3FN": (md.float6_e2m3fn, np.uint8, 6, False),
    "f6E3M2FN": (md.float6_e3m2fn, np.uint8, 6, False),
    "f4E2M1FN": (md.float4_e2m1fn, np.uint8, 4, False),
}

# The dtype lpf-run exchanges each format as (native for f32/f64, bit patterns otherwise).
def npy_dtype(fmt):
    scalar, storage, _, _ = FORMATS[fmt]
    return scalar if fmt in ("f32", "f64") else storage


def max_finite(fmt):
    return float(md.finfo(FORMATS[fmt][0]).max)


def decode(fmt, codes):
    """Codes -> exact float64 values (every format here widens exactly to float64)."""
    scalar, storage, _, _ = FORMATS[fmt]
    return np.asarray(codes).astype(storage).view(scalar).astype(np.float64)


def encode_scalar(fmt, x):
    """One float64 value rounded once (RNE) into fmt by its scalar constructor."""
    scalar, storage, _, _ = FORMATS[fmt]
    return int(np.array(scalar(np.float64(x))).view(storage))


def encode_f32_array(fmt, xs):
    """float32 array -> codes via astype (a single rounding from float32)."""
    scalar, storage, _, _ = FORMATS[fmt]
    return np.asarray(xs, dtype=np.float32).astype(scalar).view(storage)


def convert(fmt, x, overflow):
    """lpf.convert of the exact value x (float64) into fmt, formats.md 2.1-2.3."""
    has_nan = FORMATS[fmt][3]
    if math.isnan(x) and not has_nan:
        return 0  # lpf: NaN into FP6/FP4 gives +0 (ml_dtypes' sign flip is a peer quirk)
    if overflow == "saturate" or not has_nan:
        m = max_finite(fmt)
        x = min(max(x, -m), m)  # clamp then convert; keeps NaN (min/max with NaN first arg)
    return encode_scalar(fmt, x)


def same_codes(fmt, a, b):
    """Bit equality with NaNs canonicalised (formats.md 2.3: payloads are not portable);
    fmt None: plain code equality (formats without NaN that ml_dtypes lacks, e.g. SF16)."""
    a, b = np.asarray(a), np.asarray(b)
    if fmt is None:
        return a.astype(np.uint64) == b.astype(np.uint64)
    va, vb = decode(fmt, a), decode(fmt, b)
    both_nan = np.isnan(va) & np.isnan(vb)
    return (a.astype(np.uint64) == b.astype(np.uint64)) | both_nan


def elementwise(fmt, op, a_codes, b_codes):
    """Same-type + - * / rounded once into fmt (f32 natively; f16/bf16 from the float64 result,
    which is itself correctly rounded with more than 2p+2 bits, so no double-rounding error)."""
    fn = {"add": np.add, "sub": np.subtract, "mul": np.multiply, "div": np.divide}[op]
    with np.errstate(all="ignore"):
        if fmt == "f32":
            a = np.asarray(a_codes, np.uint32).view(np.float32)
            b = np.asarray(b_codes, np.uint32).view(np.float32)
            return fn(a, b).astype(np.float32).view(np.uint32)
        r = fn(decode(fmt, a_codes), decode(fmt, b_codes))
    return np.array([encode_scalar(fmt, x) for x in r], dtype=np.uint64)


def ordered_dot(a, b, acc):
    """[B, M, K] x [B, K, N] values: each product rounded in acc, each sum rounded in acc, k in
    order from +0. numpy's multiply and add are separate correctly rounded ufuncs."""
    t = np.float32 if acc == "f32" else np.float64
    a, b = a.astype(t), b.astype(t)
    s = np.zeros((a.shape[0], a.shape[1], b.shape[2]), dtype=t)
    with np.errstate(all="ignore"):
        for k in range(a.shape[2]):
            p = (a[:, :, k, None] * b[:, None, k, :]).astype(t)
            s = (s + p).astype(t)
    return s


def ordered_sum(x, dims, acc):
    """Sum over dims in row-major order of the reduced indices, rounded in acc at each step."""
    t = np.float32 if acc == "f32" else np.float64
    keep = [d for d in range(x.ndim) if d not in dims]
    moved = np.transpose(x.astype(t), keep + sorted(dims))
    flat = moved.reshape([x.shape[d] for d in keep] + [-1])
    s = np.zeros(flat.shape[:-1], dtype=t)
    with np.errstate(all="ignore"):
        for r in range(flat.shape[-1]):
            s = (s + flat[..., r]).astype(t)
    return s


def mx_quantize(values, elem, block):
    """OCP MX v1.0 (formats.md 2.5) along the last dimension, floor rule:
    shared_exp = floor(log2(amax)) - emax_elem, clamped to E8M0's -127..127; each element is
    v / 2^shared_exp rounded to nearest even and saturated. emax_elem is OCP's
    floor(log2(max finite)): 8 for E4M3, 15 for E5M2, 2 for E2M1 and E2M3, 4 for E3M2."""
    emax = math.floor(math.log2(max_finite(elem)))
    rows = values.reshape(-1, block).astype(np.float64)
    elems, scales = [], []
    for row in rows:
        amax = float(np.max(np.abs(row)))
        _, e = math.frexp(amax)  # amax = m * 2^e, m in [0.5, 1): floor(log2 amax) = e - 1
        shared = min(max(e - 1 - emax, -127), 127)
        scales.append(shared + 127)
        elems.extend(convert(elem, math.ldexp(float(v), -shared), "saturate") for v in row)
    shape = values.shape
    return (np.array(elems, dtype=np.uint64).reshape(shape),
            np.array(scales, dtype=np.uint64).reshape(shape[:-1] + (shape[-1] // block,)))


def scaled_values(elem, codes, scale_fmt, scale_codes, block, axis, acc):
    """Each element times its block's scale, rounded once in the accumulator type."""
    t = np.float32 if acc == "f32" else np.float64
    v = decode(elem, codes)
    s = np.repeat(decode(scale_fmt, scale_codes), block, axis=axis)
    with np.errstate(all="ignore"):
        return (v * s).astype(t)  # exact in float64 (few significant bits), one rounding to t


def sf16_values(codes):
    """SF16 sign-magnitude codes -> values on the 2^-15 grid (atreides.md 10)."""
    c = np.asarray(codes).astype(np.int64)
    mag = (c & 0x7FFF).astype(np.float64) * 2.0**-15
    return np.where(c & 0x8000, -mag, mag)


def sf16_hw_dot(w, x):
    """[M, K] x [K, N] SF16 codes with the Atreides FMA (atreides.md 4): product magnitude
    (|a| * |b|) >> 15 truncated, sign XOR; sign-magnitude add saturating the magnitude at 0x7FFF
    at every step; zero results are +0."""
    w, x = np.asarray(w).astype(np.int64), np.asarray(x).astype(np.int64)
    acc = np.zeros((w.shape[0], x.shape[1]), dtype=np.int64)
    for k in range(w.shape[1]):
        a, b = w[:, k, None], x[None, k, :]
        mag = ((a & 0x7FFF) * (b & 0x7FFF)) >> 15
        prod = np.where(((a ^ b) & 0x8000) != 0, -mag, mag)
        acc = np.clip(acc + prod, -0x7FFF, 0x7FFF)
    return np.where(acc < 0, 0x8000 | -acc, acc).astype(np.uint64)
