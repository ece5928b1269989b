#!/usr/bin/env python3
"""Writes golden vectors for lpf's matrix-unit models (numerics/src/matrix_units) from MMA-Sim,
the public bit-accurate model of NVIDIA tensor cores and AMD matrix cores (PyPI `mmasim`,
arXiv 2511.10909). Run by hand; its output is committed, so CI needs neither torch nor mmasim:

    python3 -m venv /work/venv-mmasim && /work/venv-mmasim/bin/pip install mmasim
    /work/venv-mmasim/bin/python python/tools/gen_mmasim_vectors.py test/conformance/mmasim/vectors.txt

Every case is one dot product of two K-vectors: the unit's instruction (chosen as lpf's presets
say: the largest k the unit has for the pair) chained over K / k slices from +0, slice 0 first,
each slice computed by mmasim's `dpa`. K is always a multiple of the instruction's k: lpf rejects
other K (the verifier's E0912), as the instructions have no partial form.

Output lines: `unit lhs rhs result k a_codes b_codes expected`, codes as hex bit patterns joined
by commas (tf32 in its f32 carrier; fp6/fp4 as lpf's codes, i.e. the low bits).

Block-scaled instructions (Blackwell's `tcgen05.mma` `kind::mxf8f6f4`, `mxf4`, `mxf4nvf4`, for
`lpf.scaled_dot ... hardware(...)`) go to `scaled_vectors.txt` beside the output, from their own
random stream (so the lines above do not move): `unit kind lhs rhs scale block k a_codes
a_scales b_codes b_scales expected`, the scales one per block of consecutive elements, the
result f32.
"""

import sys

import numpy as np
import torch

from mmasim.amd import MFMA
import os

from mmasim.nv_ptx import MMA, TCGen05MMA, TCGen05MMABlockScale, WGMMA

TORCH = {
    "f32": torch.float32, "tf32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "f8E4M3FN": torch.float8_e4m3fn, "f8E5M2": torch.float8_e5m2,
    "f8E4M3FNUZ": torch.float8_e4m3fnuz, "f8E5M2FNUZ": torch.float8_e5m2fnuz,
}
BITS = {"f8E8M0FNU": 8, "f32": 32, "tf32": 32, "f16": 16, "bf16": 16, "f8E4M3FN": 8, "f8E5M2": 8,
        "f8E4M3FNUZ": 8, "f8E5M2FNUZ": 8, "f6E3M2FN": 6, "f6E2M3FN": 6, "f4E2M1FN": 4}
PTX = {"f32": "f32", "tf32": "tf32", "f16": "f16", "bf16": "bf16", "f8E4M3FN": "e4m3", "f8E5M2": "e5m2",
       "f6E3M2FN": "e3m2", "f6E2M3FN": "e2m3", "f4E2M1FN": "e2m1"}
AMD = {"f8E4M3FNUZ": "fp8", "f8E5M2FNUZ": "bf8"}
MANT = {"f32": 23, "tf32": 23, "f16": 10, "bf16": 7, "f8E4M3FN": 3, "f8E5M2": 2, "f8E4M3FNUZ": 3,
        "f8E5M2FNUZ": 2, "f6E3M2FN": 2, "f6E2M3FN": 3, "f4E2M1FN": 1}
FP8 = ["f8E5M2", "f8E4M3FN"]
F8F6F4 = ["f8E5M2", "f8E4M3FN", "f6E3M2FN", "f6E2M3FN", "f4E2M1FN"]


def nv_mma(arch, sm80=True):
    k16 = 16 if sm80 else 8
    v = [(f"m16n8k{k16}.{d}.f16.f16.{d}", "f16", "f16", d, k16) for d in ("f32", "f16")]
    if sm80:
        v += [("m16n8k8.f32.tf32.tf32.f32", "tf32", "tf32", "f32", 8),
              ("m16n8k16.f32.bf16.bf16.f32", "bf16", "bf16", "f32", 16)]
    return [(lambda q=q: MMA(arch, q), a, b, d, k) for q, a, b, d, k in v]


def units():
    """(unit, [(make_op, lhs, rhs, result, k)]) for every unit and pair lpf models."""
    ada = nv_mma("Ada Lovelace") + [
        (lambda q=f"m16n8k32.{PTX[d]}.{PTX[a]}.{PTX[b]}.{PTX[d]}": MMA("Ada Lovelace", q), a, b, d, 32)
        for d in ("f32", "f16") for a in FP8 for b in FP8]
    wg = [(lambda q=q: WGMMA("Hopper", q), a, b, d, k) for q, a, b, d, k in [
        ("m64n8k8.f32.tf32.tf32", "tf32", "tf32", "f32", 8),
        ("m64n8k16.f32.f16.f16", "f16", "f16", "f32", 16),
        ("m64n8k16.f16.f16.f16", "f16", "f16", "f16", 16),
        ("m64n8k16.f32.bf16.bf16", "bf16", "bf16", "f32", 16)]]
    wg += [(lambda q=f"m64n8k32.{PTX[d]}.{PTX[a]}.{PTX[b]}": WGMMA("Hopper", q), a, b, d, 32)
           for d in ("f32", "f16") for a in FP8 for b in FP8]
    tc = [(lambda q=q: TCGen05MMA("Blackwell", q), a, b, d, k) for q, a, b, d, k in [
        ("m64n8k8.kind::tf32.f32.tf32.tf32", "tf32", "tf32", "f32", 8),
        ("m64n8k16.kind::f16.f32.f16.f16", "f16", "f16", "f32", 16),
        ("m64n8k16.kind::f16.f16.f16.f16", "f16", "f16", "f16", 16),
        ("m64n8k16.kind::f16.f32.bf16.bf16", "bf16", "bf16", "f32", 16)]]
    tc += [(lambda q=f"m64n8k32.kind::f8f6f4.{PTX[d]}.{PTX[a]}.{PTX[b]}": TCGen05MMA("Blackwell", q), a, b, d, 32)
           for d in ("f32", "f16") for a in F8F6F4 for b in F8F6F4]
    mf = lambda arch, s: (lambda: MFMA(arch, s))
    cdna1 = [(mf("CDNA1", "f32_32x32x2f32"), "f32", "f32", "f32", 1),
             (mf("CDNA1", "f32_32x32x8f16"), "f16", "f16", "f32", 8),
             (mf("CDNA1", "f32_32x32x4bf16"), "bf16", "bf16", "f32", 4)]
    cdna2 = [(mf("CDNA2", "f32_32x32x2f32"), "f32", "f32", "f32", 1),
             (mf("CDNA2", "f32_32x32x8f16"), "f16", "f16", "f32", 8),
             (mf("CDNA2", "f32_32x32x8bf16_1k"), "bf16", "bf16", "f32", 8)]
    cdna3 = [(mf("CDNA3", "f32_32x32x2_f32"), "f32", "f32", "f32", 1),
             (mf("CDNA3", "f32_32x32x4_xf32"), "tf32", "tf32", "f32", 4),
             (mf("CDNA3", "f32_32x32x8_f16"), "f16", "f16", "f32", 8),
             (mf("CDNA3", "f32_32x32x8_bf16"), "bf16", "bf16", "f32", 8)]
    cdna3 += [(mf("CDNA3", f"f32_32x32x16_{AMD[a]}_{AMD[b]}"), a, b, "f32", 16)
              for a in ("f8E4M3FNUZ", "f8E5M2FNUZ") for b in ("f8E4M3FNUZ", "f8E5M2FNUZ")]
    return [
        ("nvidia.volta.mma", [(lambda q=f"m8n8k4.{d}.f16.f16.{d}": MMA("Volta", q), "f16", "f16", d, 4)
                              for d in ("f32", "f16")]),
        ("nvidia.turing.mma", nv_mma("Turing", sm80=False)),
        ("nvidia.ampere.mma", nv_mma("Ampere")),
        ("nvidia.ada.mma", ada),
        ("nvidia.hopper.mma", nv_mma("Hopper")),
        ("nvidia.hopper.wgmma", wg),
        ("nvidia.blackwell.mma", nv_mma("Blackwell")),
        ("nvidia.blackwell.tcgen05", tc),
        ("amd.cdna1.mfma", cdna1),
        ("amd.cdna2.mfma", cdna2),
        ("amd.cdna3.mfma", cdna3),
    ]


def to_torch(fmt, codes):
    """lpf codes (uint64 array) as mmasim's operand tensor."""
    if fmt in ("f6E3M2FN", "f6E2M3FN"):
        return torch.from_numpy(codes.astype(np.uint8))  # fp6 sits in bits 5:0
    if fmt == "f4E2M1FN":
        return torch.from_numpy((codes << 2).astype(np.uint8))  # fp4 in bits 5:2
    bits = BITS[fmt]
    raw = {8: np.uint8, 16: np.uint16, 32: np.uint32}[bits]
    signed = {8: torch.uint8, 16: torch.int16, 32: torch.int32}[bits]
    t = torch.from_numpy(codes.astype(raw).view({8: np.uint8, 16: np.int16, 32: np.int32}[bits]).copy())
    return t.view(signed).view(TORCH[fmt])


def from_torch(fmt, t):
    bits = BITS[fmt]
    return t.view({16: torch.int16, 32: torch.int32}[bits]).numpy().astype(np.int64) & ((1 << bits) - 1)


def value_codes(fmt, rng, shape, scale):
    """Random values near `scale`, rounded into fmt (via torch for the torch dtypes)."""
    x = rng.standard_normal(shape) * scale
    if fmt in ("f6E3M2FN", "f6E2M3FN", "f4E2M1FN"):
        return rng.integers(0, 1 << BITS[fmt], shape).astype(np.uint64)
    t = torch.from_numpy(x).to(TORCH[fmt])
    bits = BITS[fmt]
    c = t.view({8: torch.uint8, 16: torch.int16, 32: torch.int32}[bits]).numpy().astype(np.int64) & ((1 << bits) - 1)
    if fmt == "tf32":
        c &= ~((1 << 13) - 1)
    return c.astype(np.uint64)


def random_codes(fmt, rng, shape):
    c = rng.integers(0, 1 << BITS[fmt], shape, dtype=np.uint64)
    if fmt == "tf32":
        c &= np.uint64(~((1 << 13) - 1) & 0xFFFFFFFF)
    return c


def cases(a_fmt, b_fmt, k_native, rng):
    """(a, b) code arrays [cases, K]: random values, random bit patterns (NaN/inf/subnormals),
    cancellation, huge exponent spread, tiny values (subnormal products), zeros."""
    K = max(2 * k_native, 16 if k_native < 8 else 2 * k_native)
    out = []
    for scale in (1.0, 2.0 ** -12, 2.0 ** 10):
        out.append((value_codes(a_fmt, rng, (4, K), scale), value_codes(b_fmt, rng, (4, K), 1.0)))
    out.append((random_codes(a_fmt, rng, (6, K)), random_codes(b_fmt, rng, (6, K))))
    # Cancellation: the second half negates the first (same products, opposite sign) plus noise.
    a = value_codes(a_fmt, rng, (3, K), 1.0)
    b = value_codes(b_fmt, rng, (3, K), 1.0)
    sign_a = np.uint64(1 << (BITS[a_fmt] - 1))
    a[:, K // 2:] = a[:, :K // 2] ^ sign_a
    b[:, K // 2:] = b[:, :K // 2]
    out.append((a, b))
    # Huge spread: one big product per slice, the rest tiny.
    a = value_codes(a_fmt, rng, (3, K), 2.0 ** -8)
    b = value_codes(b_fmt, rng, (3, K), 2.0 ** -8)
    big = value_codes(a_fmt, rng, (3, K), 2.0 ** 8)
    a[:, ::k_native] = big[:, ::k_native]
    out.append((a, b))
    # Zeros mixed with subnormal-range values.
    a = value_codes(a_fmt, rng, (2, K), 2.0 ** -20)
    b = value_codes(b_fmt, rng, (2, K), 2.0 ** -20)
    a[:, 1::3] = 0
    out.append((a, b))
    # Subnormal operands only (sign and fraction bits of random codes), a third of them zero:
    # the slice's largest exponent can be the zero exponent (MMA-Sim's e_zero).
    for _ in range(2):
        keep = np.uint64((1 << (BITS[a_fmt] - 1)) | ((1 << MANT[a_fmt]) - 1))
        a = random_codes(a_fmt, rng, (3, K)) & keep
        keep = np.uint64((1 << (BITS[b_fmt] - 1)) | ((1 << MANT[b_fmt]) - 1))
        b = random_codes(b_fmt, rng, (3, K)) & keep
        a[:, 2::3] = 0
        out.append((a, b))
    return np.concatenate([x for x, _ in out]), np.concatenate([y for _, y in out])


def run(make_op, a_fmt, b_fmt, d_fmt, k, a, b):
    op = make_op()
    c = torch.zeros(a.shape[0], dtype=TORCH[d_fmt])
    ta, tb = to_torch(a_fmt, a), to_torch(b_fmt, b)
    for s in range(0, a.shape[1], k):
        c = op.dpa(ta[:, s:s + k], tb[:, s:s + k], c)
    return from_torch(d_fmt, c)


def scaled_units():
    """(unit, [(shape_and_type, kind, lhs, rhs, scale, block, k)]): the block-scaled variants
    lpf models, as lpf's scaled presets list them (fp4 x fp4 with ue8m0 per 32 is `kind::mxf4`,
    the larger k; `mxf4nvf4` block32 ue8m0 computes the same)."""
    ptx_scale = {"f8E8M0FNU": "ue8m0", "f8E4M3FN": "ue4m3"}
    v = [(f"m128n8k32.kind::mxf8f6f4.block32.f32.{PTX[a]}.{PTX[b]}.ue8m0", "mxf8f6f4", a, b, "f8E8M0FNU", 32, 32)
         for a in F8F6F4 for b in F8F6F4 if (a, b) != ("f4E2M1FN", "f4E2M1FN")]
    v.append(("m128n8k64.kind::mxf4.block32.f32.e2m1.e2m1.ue8m0", "mxf4", "f4E2M1FN", "f4E2M1FN", "f8E8M0FNU", 32, 64))
    for s in ("f8E8M0FNU", "f8E4M3FN"):
        v.append((f"m128n8k64.kind::mxf4nvf4.block16.f32.e2m1.e2m1.{ptx_scale[s]}", "mxf4nvf4", "f4E2M1FN", "f4E2M1FN", s, 16, 64))
    return [("nvidia.blackwell.tcgen05", v)]


def scale_codes(fmt, rng, shape, lo, hi):
    """Scale codes: ue8m0 exponents in [lo, hi] (127 is 1.0); ue4m3 codes around the same
    powers of two (sign bit random: the hardware ignores it)."""
    if fmt == "f8E8M0FNU":
        return rng.integers(lo, hi + 1, shape).astype(np.uint64)
    e = np.clip(rng.integers(lo, hi + 1, shape) - 127 + 7, 0, 15)
    c = (e << 3) | rng.integers(0, 8, shape)
    c = np.where(c == 0x7F, 0x7E, c)  # NaN only where a case asks for it
    return (c | (rng.integers(0, 2, shape) << 7)).astype(np.uint64)


def scaled_cases(a_fmt, b_fmt, s_fmt, block, k_native, rng):
    """(a, sa, b, sb) code arrays: random values with scales near 1, random bit patterns with
    any scale (NaN scales included), NaN scales in one block, subnormal elements with tiny
    scales, zero blocks among tiny ones (where e_zero decides), cancellation within a group,
    huge spread between blocks, overflow past f32."""
    K = 2 * k_native
    nb = K // block
    nan_scale = 0xFF if s_fmt == "f8E8M0FNU" else 0x7F
    out = []

    def add(a, b, sa, sb):
        out.append((a, sa, b, sb))

    for _ in range(2):
        add(value_codes(a_fmt, rng, (4, K), 1.0), value_codes(b_fmt, rng, (4, K), 1.0),
            scale_codes(s_fmt, rng, (4, nb), 120, 134), scale_codes(s_fmt, rng, (4, nb), 120, 134))
    add(random_codes(a_fmt, rng, (6, K)), random_codes(b_fmt, rng, (6, K)),
        random_codes(s_fmt, rng, (6, nb)), random_codes(s_fmt, rng, (6, nb)))
    # A NaN scale in one block.
    sa = scale_codes(s_fmt, rng, (2, nb), 125, 129)
    sa[:, 1] = nan_scale
    add(value_codes(a_fmt, rng, (2, K), 1.0), value_codes(b_fmt, rng, (2, K), 1.0), sa, scale_codes(s_fmt, rng, (2, nb), 125, 129))
    # Subnormal elements, tiny scales: terms near or below e_zero.
    keep_a = np.uint64((1 << (BITS[a_fmt] - 1)) | ((1 << MANT[a_fmt]) - 1))
    keep_b = np.uint64((1 << (BITS[b_fmt] - 1)) | ((1 << MANT[b_fmt]) - 1))
    for lo, hi in ((0, 4), (60, 70)):
        a = random_codes(a_fmt, rng, (3, K)) & keep_a
        b = random_codes(b_fmt, rng, (3, K)) & keep_b
        a[:, 2::3] = 0
        add(a, b, scale_codes(s_fmt, rng, (3, nb), lo, hi), scale_codes(s_fmt, rng, (3, nb), lo, hi))
    # Zero blocks among tiny nonzero ones; and zero scales (ue4m3 has a zero).
    a = value_codes(a_fmt, rng, (3, K), 1.0)
    b = value_codes(b_fmt, rng, (3, K), 1.0)
    a[:, :block] = 0
    sa, sb = scale_codes(s_fmt, rng, (3, nb), 0, 10), scale_codes(s_fmt, rng, (3, nb), 0, 10)
    if s_fmt == "f8E4M3FN":
        sa[:, -1] = 0
    add(a, b, sa, sb)
    # Cancellation inside each group of 16 (and each block): the second half negates the first.
    a = value_codes(a_fmt, rng, (3, K), 1.0)
    b = value_codes(b_fmt, rng, (3, K), 1.0)
    sign_a = np.uint64(1 << (BITS[a_fmt] - 1))
    for g in range(0, K, 16):
        a[:, g + 8:g + 16] = a[:, g:g + 8] ^ sign_a
        b[:, g + 8:g + 16] = b[:, g:g + 8]
    a[0, 3] = 0  # one row whose groups do not all cancel
    add(a, b, scale_codes(s_fmt, rng, (3, nb), 100, 150), scale_codes(s_fmt, rng, (3, nb), 100, 150))
    # Huge spread between blocks: the largest scale beside the smallest.
    sa, sb = scale_codes(s_fmt, rng, (3, nb), 0, 3), scale_codes(s_fmt, rng, (3, nb), 0, 3)
    sa[:, ::2] = scale_codes(s_fmt, rng, (3, (nb + 1) // 2), 200, 254)
    add(value_codes(a_fmt, rng, (3, K), 1.0), value_codes(b_fmt, rng, (3, K), 1.0), sa, sb)
    # Overflow past f32's range (large scales, large elements).
    add(value_codes(a_fmt, rng, (2, K), 2.0 ** 6), value_codes(b_fmt, rng, (2, K), 2.0 ** 6),
        scale_codes(s_fmt, rng, (2, nb), 180, 254), scale_codes(s_fmt, rng, (2, nb), 180, 254))
    return tuple(np.concatenate([c[i] for c in out]) for i in range(4))


def scale_torch(fmt, codes):
    t = torch.from_numpy(codes.astype(np.uint8))
    return t.view(torch.float8_e8m0fnu if fmt == "f8E8M0FNU" else torch.float8_e4m3fn)


def pack_fp4(codes):
    """fp4 codes, two per byte as mmasim's kind::mxf4 operands take them: element 2i in the
    high nibble, 2i + 1 in the low one."""
    return torch.from_numpy(((codes[:, 0::2] << 4) | codes[:, 1::2]).astype(np.uint8))


def run_scaled(q, kind, a_fmt, b_fmt, s_fmt, block, k, a, sa, b, sb):
    op = TCGen05MMABlockScale("Blackwell", q)
    c = torch.zeros(a.shape[0], dtype=torch.float32)
    if kind == "mxf8f6f4":
        ta, tb = to_torch(a_fmt, a), to_torch(b_fmt, b)
    else:
        ta, tb = pack_fp4(a), pack_fp4(b)
    tsa, tsb = scale_torch(s_fmt, sa), scale_torch(s_fmt, sb)
    per = k // block
    packing = 1 if kind == "mxf8f6f4" else 2
    for s in range(0, a.shape[1], k):
        bs = s // block
        c = op.dpa(ta[:, s // packing:(s + k) // packing], tb[:, s // packing:(s + k) // packing], c,
                   tsa[:, bs:bs + per], tsb[:, bs:bs + per])
    return from_torch("f32", c)


def write_scaled(path):
    rng = np.random.default_rng(2323)
    lines = ["# block-scaled golden vectors from mmasim (python/tools/gen_mmasim_vectors.py); do not edit"]
    for unit, variants in scaled_units():
        for q, kind, a_fmt, b_fmt, s_fmt, block, k in variants:
            a, sa, b, sb = scaled_cases(a_fmt, b_fmt, s_fmt, block, k, rng)
            d = run_scaled(q, kind, a_fmt, b_fmt, s_fmt, block, k, a, sa, b, sb)
            for i in range(a.shape[0]):
                lines.append(f"{unit} {kind} {a_fmt} {b_fmt} {s_fmt} {block} {k} {hexes(a[i])} {hexes(sa[i])} "
                             f"{hexes(b[i])} {hexes(sb[i])} {int(d[i]):x}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{path}: {len(lines) - 1} cases")


def hexes(codes):
    return ",".join(format(int(c), "x") for c in codes)


def main(path):
    rng = np.random.default_rng(23)
    lines = ["# golden vectors from mmasim (python/tools/gen_mmasim_vectors.py); do not edit"]
    for unit, variants in units():
        for make_op, a_fmt, b_fmt, d_fmt, k in variants:
            a, b = cases(a_fmt, b_fmt, k, rng)
            d = run(make_op, a_fmt, b_fmt, d_fmt, k, a, b)
            for i in range(a.shape[0]):
                lines.append(f"{unit} {a_fmt} {b_fmt} {d_fmt} {k} {hexes(a[i])} {hexes(b[i])} {int(d[i]):x}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{path}: {len(lines) - 1} cases")
    write_scaled(os.path.join(os.path.dirname(path) or ".", "scaled_vectors.txt"))


if __name__ == "__main__":
    main(sys.argv[1])
