"""The FP8 quantise-dequantise recipe raised (issue 38), against jaxlib.

The recipe is written as flax.linen's `fp8_ops` writes it (quantize: x / scale, clip to the
format's max, convert; dequantize: convert back, times scale; then `lax.dot_general` with
DEFAULT precision) in f32 and in bf16 compute, and as a weight-only fp8 Linear (f8 weights,
one scale per output channel). flax itself is not in the venv (it pulls optax and orbax): the
functions below are the few lines of it that make the StableHLO.

1. What XLA computes, measured so that a future jaxlib that changes it fails here: the f32 dot of
   the dequantised values (with K = 1 every output is the rounded product of the two dequantised
   values; moving the scales out of the dot would not be, and the data shows it).
2. The raise: no dot_general left, the converts are lpf.convert, a remark names the recipe.
3. The raised module on lpf's reference: XLA's bits with K = 1, within the section 8 bound of
   XLA on random data with K = 256, and the LLVM exit gives the reference's bits.
4. The remark's claim: with power-of-two scales, the raised f32 dot equals the scales' product
   times the k-ordered f32 dot of the codes (numpy's k-ordered sum, independent of lpf).
"""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

from checks import expect, finish
from exact_sums import codes, same_bits
from lpf import xla
from lpf.api import raise_stablehlo
from lpf.run import run_lpf
from test_raise_dots import remarks, section8

E4 = ml_dtypes.float8_e4m3fn
rng = np.random.default_rng(3838)


def quantize(x, q_dtype, scale, compute_dtype):
    dtype_max = jnp.finfo(q_dtype).max.astype(compute_dtype)
    scaled_x = x / jnp.broadcast_to(scale.astype(compute_dtype), x.shape)
    return jnp.clip(scaled_x, -dtype_max, dtype_max).astype(q_dtype)


def dequantize(x, dq_dtype, scale):
    return x.astype(dq_dtype) * jnp.broadcast_to(scale.astype(dq_dtype), x.shape)


def qdq(x, scale):
    return dequantize(quantize(x, jnp.float8_e4m3fn, scale, x.dtype), x.dtype, scale)


def fp8_dense(x, k, sx, sk):
    return lax.dot_general(qdq(x, sx), qdq(k, sk), (((1,), (0,)), ((), ())), precision=lax.Precision.DEFAULT)


def weight_only(x, w, s):
    """torch-style weight-only fp8: f8 weights, a scale per output channel, f32 activations."""
    return x @ (w.astype(jnp.float32) * s[None, :])


def dequantised(x, s):
    q = np.clip(x / s, -448, 448).astype(E4).astype(np.float32)
    return (q * s).astype(np.float32), q


def inputs(k, sx, sk):
    x = (rng.standard_normal((32, k)) * 3).astype(np.float32)
    w = (rng.standard_normal((k, 24)) * 3).astype(np.float32)
    return x, w, np.array([sx], np.float32), np.array([sk], np.float32)


def xla_keeps_the_scales_in_front():
    """1. K = 1: XLA's output is the dequantised values' rounded product, on every element."""
    x, w, sx, sk = inputs(1, 0.3, 0.7)
    got = np.asarray(jax.jit(fp8_dense)(x, w, sx, sk))
    dx, qx = dequantised(x, sx[0])
    dw, qw = dequantised(w, sk[0])
    product = (dx.astype(np.float64) @ dw.astype(np.float64)).astype(np.float32)
    moved_out = (np.float32(sx[0] * sk[0]) * (qx @ qw)).astype(np.float32)
    expect(bool(np.all(got == product)), "XLA: the f32 dot of the dequantised values (K = 1: each output their rounded product)")
    expect(bool(np.any(got != moved_out)), "the data tells the scales' placement apart (moving them out of the dot differs)")


def raised_and_run():
    """2 and 3."""
    for k in (1, 256):
        args = inputs(k, 0.3, 0.7)
        text = xla.stablehlo_of(fp8_dense, *args)
        raised = raise_stablehlo(text)
        expect("stablehlo.dot_general" not in raised and "lpf.dot" in raised, f"K = {k}: the recipe's dot is raised")
        f8_lines = [line for line in raised.splitlines() if "f8E4M3FN" in line and "convert" in line]
        expect(len(f8_lines) == 4 and all("lpf.convert" in line for line in f8_lines),
               f"K = {k}: its four converts into and out of f8E4M3FN are lpf.convert")
        expect("FP8 quantise-dequantise dot (lhs: f8E4M3FN codes times a broadcast scale; rhs: f8E4M3FN codes" in remarks(text),
               f"K = {k}: a remark names the recipe")
        want = xla.run(text, *args)[0]
        ref = run_lpf(raised, args, "ref", [want.dtype])[0]
        llvm = run_lpf(raised, args, "llvm", [want.dtype])[0]
        if k == 1:
            expect(same_bits(want, ref), "K = 1: the reference gives XLA's bits on every output")
        else:
            dx, _ = dequantised(args[0], args[2][0])
            dw, _ = dequantised(args[1], args[3][0])
            limit = 2 * section8(dx, dw)
            identical = np.mean(codes(want) == codes(ref))
            expect(bool(np.all(np.abs(want.astype(np.float64) - ref) <= limit)),
                   f"K = {k}: the reference within the section 8 bound of XLA ({identical:.1%} bit-identical)")
        expect(same_bits(ref, llvm), f"K = {k}: the LLVM exit gives the reference's bits")


def other_forms():
    """bf16 compute (the dequantised values are bf16: a bf16 dot, raised as such) and weight-only fp8."""
    x, w, sx, sk = inputs(64, 0.25, 0.5)
    xb, wb = x.astype(ml_dtypes.bfloat16), w.astype(ml_dtypes.bfloat16)
    raised = raise_stablehlo(xla.stablehlo_of(fp8_dense, xb, wb, sx, sk))
    expect("stablehlo.dot_general" not in raised and "lpf.dot" in raised, "bf16 compute: the bf16 dot of the recipe is raised")
    wq = (rng.standard_normal((64, 24)) * 3).astype(E4)
    scales = rng.uniform(0.01, 0.1, 24).astype(np.float32)
    text = xla.stablehlo_of(weight_only, x, wq, scales)
    raised = raise_stablehlo(text)
    expect("stablehlo.dot_general" not in raised and "lpf.dot" in raised, "weight-only fp8 (per-channel scales): the dot is raised")
    want = xla.run(text, x, wq, scales)[0]
    ref = run_lpf(raised, (x, wq, scales), "ref", [want.dtype])[0]
    dw = (wq.astype(np.float32) * scales[None, :]).astype(np.float32)
    expect(bool(np.all(np.abs(want.astype(np.float64) - ref) <= 2 * section8(x, dw))),
           "weight-only fp8: the reference within the section 8 bound of XLA")


def power_of_two_scales_are_a_scaled_dot():
    """4. Scales 2^-2 and 2^1: dequantising is exact, and the raised dot on the reference is
    2^-1 times numpy's k-ordered f32 dot of the codes."""
    args = inputs(96, 0.25, 2.0)
    raised = raise_stablehlo(xla.stablehlo_of(fp8_dense, *args))
    ref = run_lpf(raised, args, "ref", [np.dtype(np.float32)])[0]
    _, qx = dequantised(args[0], args[2][0])
    _, qw = dequantised(args[1], args[3][0])
    acc = np.zeros((qx.shape[0], qw.shape[1]), np.float32)
    for i in range(qx.shape[1]):
        acc = (acc + (qx[:, i:i + 1] * qw[i:i + 1, :]).astype(np.float32)).astype(np.float32)
    expect(same_bits(ref, (acc * np.float32(0.5)).astype(np.float32)),
           "power-of-two scales: the raised dot is the scales' product times the ordered dot of the codes")


def main():
    xla_keeps_the_scales_in_front()
    raised_and_run()
    other_forms()
    power_of_two_scales_are_a_scaled_dot()
    finish()


if __name__ == "__main__":
    main()
