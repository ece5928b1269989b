"""Models written with flax's own layers, through lpf (issues 38 and 39): an nnx bf16 transformer
LM (nnx.Embed, LayerNorm, MultiHeadAttention, Linear, gelu), an nnx bf16 block with RMSNorm, an
nnx bf16 CNN (nnx.Conv with a stride and feature groups), a linen Dense with flax's FP8 recipe
(`fp8_ops.Fp8DotGeneralOp`), an f32 nnx LM and a jax-written attention with bf16 scores and an
f32 softmax, f32 models (a causal LM, CNNs with a 5x5 kernel over 32 channels and over an RGB
image, an LSTMCell scan, MLP layers scanned over). For each (the f32 models: every output XLA's bits on each backend, `check_f32`):

1. the raise leaves no `dot_general` or `convolution` (flax's contractions are bf16 x bf16 ->
   bf16 or the FP8 quantise-dequantise recipe, all raised);
2. `lpf.jit(backend="llvm")` gives `--backend ref`'s bits on every output (the first LM also
   with its object compiled in 3 parts on 3 threads, `LPF_CODEGEN_THREADS=3`:
   docs/lpf-translate.md, "Parallel code generation");
3. xla, llvm and ref are within 4 ulps of the output's format of jax.jit run without excess
   precision, at least 90% of the outputs bit-identical (issue 39's acceptance) (this process sets `--xla_allow_excess_precision=false` before jax starts:
   formats.md §5.1; lpf states every rounding the program writes), and the share of identical
   outputs is printed. The differences come from XLA's own f32 order in its dots (the raised
   contract: within the SFEP-0054 §8 bound) and its own transcendental functions.
4. training steps (`jax.grad`) of the FP8 Dense's loss and of an nnx bf16 LM's cross-entropy
   (scatters of gather gradients and of the FP8 amax history, jax's f32 x bf16 dots with an
   `algorithm`: the LLVM exit refused them before 2026-12-05) on ref, llvm and xla against
   jax.jit.
"""
import os

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_allow_excess_precision=false").strip()

import re  # noqa: E402

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from flax import linen, nnx  # noqa: E402
from flax.linen import fp8_ops  # noqa: E402

import lpf  # noqa: E402
from lpf.flax_models import LM, functional  # noqa: E402
from checks import expect, finish  # noqa: E402
from exact_sums import codes, same_bits  # noqa: E402

BF16 = jnp.bfloat16
rng = np.random.default_rng(3939)


class CNN(nnx.Module):
    def __init__(self, rngs):
        self.c1 = nnx.Conv(8, 16, (3, 3), strides=2, dtype=BF16, rngs=rngs)
        self.c2 = nnx.Conv(16, 16, (3, 3), feature_group_count=2, dtype=BF16, rngs=rngs)
        self.dense = nnx.Linear(16, 10, dtype=BF16, rngs=rngs)

    def __call__(self, x):
        h = nnx.relu(self.c1(x))
        h = nnx.relu(self.c2(h))
        return self.dense(h.mean(axis=(1, 2)))


def fp8_dense():
    """linen Dense with flax's FP8 recipe (f32 compute), its variables initialised."""
    layer = linen.Dense(24, dot_general_cls=fp8_ops.Fp8DotGeneralOp)
    x = rng.standard_normal((8, 32)).astype(np.float32)
    variables = layer.init(jax.random.PRNGKey(0), x)
    return (lambda variables, x: layer.apply(variables, x)), variables, x


def within_ulps(want, got, ulps):
    w, g = np.asarray(want), np.asarray(got)
    spacing = np.spacing(np.maximum(np.abs(w.astype(np.float32)), np.abs(g.astype(np.float32))).astype(w.dtype)).astype(np.float64)
    return bool(np.all(np.abs(w.astype(np.float64) - g.astype(np.float64)) <= ulps * spacing))


def check(name, fn, *args, parts=None):
    module = lpf.from_jax(fn, *args)
    left = [line.strip() for line in module.splitlines() if re.search(r"stablehlo\.(dot_general|convolution)", line)]
    raised = module.count("lpf.dot ") + module.count("lpf.conv ")
    expect(not left and raised > 0, f"{name}: {raised} contractions raised, none left ({left[:1]})")
    want = np.asarray(jax.jit(fn)(*args))
    outs = {backend: np.asarray(lpf.jit(fn, backend=backend)(*args)) for backend in ("ref", "llvm", "xla")}
    expect(same_bits(outs["ref"], outs["llvm"]), f"{name}: llvm gives ref's bits on all {outs['ref'].size} outputs")
    if parts:
        os.environ["LPF_CODEGEN_THREADS"] = str(parts)
        try:
            split = np.asarray(lpf.jit(fn, backend="llvm")(*args))
        finally:
            del os.environ["LPF_CODEGEN_THREADS"]
        expect(same_bits(outs["ref"], split), f"{name}: llvm compiled in {parts} parts gives ref's bits on all {split.size} outputs")
    for backend, got in outs.items():
        identical = np.mean(codes(want) == codes(got))
        expect(got.dtype == want.dtype and within_ulps(want, got, 4) and identical >= 0.9,
               f"{name}: {backend} within 4 ulps of jax.jit without excess precision, at least 90% identical "
               f"(issue 39's acceptance; {identical:.1%} identical)")


def attention_f32_softmax(q, k, v):
    s = jnp.einsum("btd,bsd->bts", q, k).astype(jnp.float32) / np.sqrt(q.shape[-1])
    return jnp.einsum("bts,bsd->btd", jax.nn.softmax(s, -1).astype(BF16), v)


class F32Cnn(nnx.Module):
    """An f32 convolution over more than 512 products per output, relu, a mean and a dense layer."""

    def __init__(self, rngs):
        self.conv = nnx.Conv(32, 32, (5, 5), padding="VALID", rngs=rngs)
        self.dense = nnx.Linear(32, 10, rngs=rngs)

    def __call__(self, x):
        return self.dense(nnx.relu(self.conv(x)).mean(axis=(1, 2)))


class F32RgbCnn(nnx.Module):
    """A first layer over an RGB image (3 input channels: YNNPACK's lanes over two of them and
    the third a tail, convolution.rs), a second over 32 channels, relu, a mean, a dense layer."""

    def __init__(self, rngs):
        self.c1 = nnx.Conv(3, 32, (5, 5), strides=2, rngs=rngs)
        self.c2 = nnx.Conv(32, 64, (3, 3), rngs=rngs)
        self.dense = nnx.Linear(64, 10, rngs=rngs)

    def __call__(self, x):
        return self.dense(nnx.relu(self.c2(nnx.relu(self.c1(x)))).mean(axis=(1, 2)))


class F32Lstm(nnx.Module):
    """An f32 nnx.LSTMCell scanned over the sequence, its last output through a dense layer."""

    def __init__(self, rngs):
        self.cell = nnx.LSTMCell(8, 16, rngs=rngs)
        self.out = nnx.Linear(16, 5, rngs=rngs)

    def __call__(self, x):
        carry = (jnp.zeros((x.shape[0], 16), x.dtype), jnp.zeros((x.shape[0], 16), x.dtype))
        _, ys = jax.lax.scan(lambda c, xt: self.cell(c, xt), carry, jnp.swapaxes(x, 0, 1))
        return self.out(ys[-1])


def scanned_mlp(weights, x):
    """Residual f32 MLP layers, their weights stacked and scanned over."""
    def layer(h, w):
        return h + jax.nn.gelu(h @ w[0]) @ w[1], None
    return jax.lax.scan(layer, x, weights)[0]


def check_f32(name, fn, *args):
    """An f32 model on ref, llvm and xla against jax.jit (excess precision off): every output
    bit-identical (XLA's f32 orders and fused multiply-adds, where docs/jax.md says they are
    followed)."""
    want = np.asarray(jax.jit(fn)(*args))
    for backend in ("ref", "llvm", "xla"):
        got = np.asarray(lpf.jit(fn, backend=backend)(*args))
        identical = float(np.mean(codes(want) == codes(got))) if got.shape == want.shape and got.dtype == want.dtype else 0.0
        expect(identical == 1.0, f"{name}: {backend} gives jax.jit's bits on every output ({identical:.1%} identical)")


def check_training(name, fn, *args, bits=True):
    """A training step (`jax.grad` of a loss) on ref, llvm and xla against jax.jit: the gradient's
    scatters (a gather's gradient, `take_along_axis`' with batching dimensions, the FP8 recipe's
    amax history `.at[0].set`) and jax's f32 x bf16 dots with an `algorithm` run on every backend
    (issue 39: the LLVM exit refused all three). `bits`: within 4 ulps and at least 90% of jax.jit's
    bits; otherwise (f32 gradients, XLA's f32 order) at least 90% identical and every difference
    below 1e-5 of the gradient's largest magnitude."""
    want = jax.tree_util.tree_leaves(jax.jit(fn)(*args))
    for backend in ("ref", "llvm", "xla"):
        got = jax.tree_util.tree_leaves(lpf.jit(fn, backend=backend)(*args))
        identical = np.mean(np.concatenate([(codes(np.asarray(w)) == codes(np.asarray(g))).reshape(-1) for w, g in zip(want, got)]))
        if bits:
            close = all(within_ulps(w, g, 4) for w, g in zip(want, got))
        else:
            close = all(np.max(np.abs(np.asarray(w, np.float64) - np.asarray(g, np.float64)), initial=0) <= 1e-5 * max(np.max(np.abs(np.asarray(w, np.float64)), initial=0), 1e-30)
                        for w, g in zip(want, got))
        expect(close and identical >= 0.9, f"{name}: {backend} {'within 4 ulps' if bits else 'within 1e-5 of the largest'} of jax.jit, "
               f"at least 90% identical ({identical:.1%} identical)")


def main():
    tokens = rng.integers(0, 256, (2, 16)).astype(np.int32)
    fn, state = functional(LM(256, 64, 4, nnx.Rngs(0)))
    check("nnx LM (LayerNorm, MultiHeadAttention, gelu)", fn, state, tokens, parts=3)
    fn, state = functional(LM(256, 64, 4, nnx.Rngs(1), norm=nnx.RMSNorm))
    check("nnx LM (RMSNorm)", fn, state, tokens)
    images = rng.standard_normal((2, 16, 16, 8)).astype(np.float32)
    fn, state = functional(CNN(nnx.Rngs(2)))
    check("nnx CNN (strided and grouped nnx.Conv)", fn, state, images)
    fn, variables, x = fp8_dense()
    check("linen Dense with fp8_ops.Fp8DotGeneralOp", fn, variables, x)
    check_training("jax.grad of the FP8 Dense's loss (its amax history scattered)",
                   jax.grad(lambda v, x: jnp.mean(fn(v, x) ** 2)), variables, x, bits=False)
    # f32 (flax's default dtype): XLA's f32 arithmetic on ref and llvm, no lpf op to raise. 2 x 64
    # tokens: the [128, 128] x [128, 1000] vocabulary projection is a dot YNNPACK packs (13% before
    # dot_lanes' packing rule); RMSNorm's `mean + eps` one FMA (moved_product.rs).
    fn, state = functional(LM(1000, 128, 4, nnx.Rngs(4), norm=nnx.RMSNorm, dtype=jnp.float32))
    check_f32("nnx f32 LM (RMSNorm, 2 x 64 tokens)", fn, state, rng.integers(0, 1000, (2, 64)).astype(np.int32))
    # f32 and causal, 1 x 24 tokens: XLA fuses the scores' product into `s - max` at key 0 alone
    # (causal_first_key.rs: 14% before).
    fn, state = functional(LM(500, 96, 3, nnx.Rngs(5), dtype=jnp.float32, causal=True))
    check_f32("nnx f32 causal LM (1 x 24 tokens, 3 heads)", fn, state, rng.integers(0, 500, (1, 24)).astype(np.int32))
    # An f32 CNN with a 5x5 kernel over 32 channels (YNNPACK's lanes and blocks of input
    # channels, convolution.rs `channel_blocks`: 15% before) and an nnx.LSTMCell scanned over
    # 6 steps (its dots inside the loop written out as fused multiply-adds, loop_dot.rs: 33%).
    fn, state = functional(F32Cnn(nnx.Rngs(6)))
    check_f32("nnx f32 CNN (a 5x5 nnx.Conv over 32 channels)", fn, state, rng.standard_normal((2, 7, 7, 32)).astype(np.float32))
    # An RGB image's first layer (3 channels): YNNPACK's cost model picks the kernel, two lanes
    # and a tail (ynn_f32_kernels.rs; 19% identical before).
    fn, state = functional(F32RgbCnn(nnx.Rngs(8)))
    check_f32("nnx f32 CNN on RGB images (a 5x5 nnx.Conv over 3 channels)", fn, state, rng.standard_normal((2, 20, 20, 3)).astype(np.float32))
    fn, state = functional(F32Lstm(nnx.Rngs(7)))
    check_f32("nnx f32 LSTMCell scanned over 6 steps", fn, state, rng.standard_normal((3, 6, 8)).astype(np.float32))
    # nnx.GroupNorm and linen.GroupNorm in f32: their statistics are YNNPACK's sums over
    # [N, H, W, G, c] and (1, 2, 4), per pixel the lanes' halves of its group's channels, the
    # pixels in order, in partial sums of blocks of rows at 32 x 32 pixels (ynn_sum.rs: 26-32%
    # identical before).
    for shape, groups in (((4, 8, 8, 32), 8), ((2, 32, 32, 32), 8)):
        norm = nnx.GroupNorm(shape[-1], num_groups=groups, rngs=nnx.Rngs(9))
        check_f32(f"nnx.GroupNorm f32 {shape}, {groups} groups", lambda x, norm=norm: norm(x), rng.standard_normal(shape).astype(np.float32))
    linen_norm = linen.GroupNorm(num_groups=4)
    x = rng.standard_normal((4, 8, 8, 32)).astype(np.float32)
    linen_params = linen_norm.init(jax.random.PRNGKey(0), x)
    check_f32("linen.GroupNorm f32, 4 groups", lambda x: linen_norm.apply(linen_params, x), x)
    # Layers scanned (jax.lax.scan over stacked weights, as nnx.scan writes them): the f32 MLP's
    # dots of 128 and 256 terms inside the loop are loops of fused multiply-adds (loop_dot.rs:
    # 11% with the products rounded).
    scanned = (rng.standard_normal((3, 128, 256)).astype(np.float32) / 11, rng.standard_normal((3, 256, 128)).astype(np.float32) / 16)
    check_f32("f32 MLP layers in jax.lax.scan (128 wide, 256 hidden)", scanned_mlp, scanned, rng.standard_normal((16, 128)).astype(np.float32))
    # A jax-written attention: bf16 scores widened for an f32 softmax over 2 x 64 x 64 scores
    # (YNNPACK folds the scores' bf16 rounding: ynn_reduce.rs, `unround_dot_results`).
    q, k, v = (rng.standard_normal((2, 64, 128)).astype(np.float32).astype(BF16) for _ in range(3))
    check("jax attention, bf16 scores into an f32 softmax", attention_f32_softmax, q, k, v)
    lm, state = functional(LM(64, 32, 4, nnx.Rngs(3)))
    labels = rng.integers(0, 64, (2, 16)).astype(np.int32)

    def cross_entropy(state, tokens, labels):
        logits = lm(state, tokens).astype(jnp.float32)
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[..., None], axis=-1))
    check_training("jax.grad of an nnx bf16 LM's cross-entropy", jax.grad(cross_entropy), state, tokens % 64, labels)
    finish()


if __name__ == "__main__":
    main()
