"""Two whole JAX models as users write them, for `lpf.check` and the exits (docs/jax.md,
docs/guide.md "A whole model"): a pre-norm transformer block and an MLP with RMSNorm and SwiGLU.
bf16 activations, f8E4M3FN weights, f32 accumulation (`preferred_element_type`), norms,
softmax, GELU, SiLU and residual adds in f32, bf16 out. `*_params(rng)` makes random weights
and an input of the stated sizes."""
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

F8, BF16, F32 = jnp.float8_e4m3fn, jnp.bfloat16, jnp.float32
TOKENS, WIDTH, HEADS, HIDDEN = 64, 128, 4, 512


def dense(x, w):
    """A bf16 activation times an f8 weight, accumulated in f32 (the contract lpf raises)."""
    return lax.dot_general(x, w, (((x.ndim - 1,), (0,)), ((), ())), preferred_element_type=F32)


def layer_norm(x, gamma, beta, eps=1e-5):
    """Layer norm in f32 of a bf16 or f32 input; an f32 result."""
    x32 = x.astype(F32)
    mean = jnp.mean(x32, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x32 - mean), axis=-1, keepdims=True)
    return (x32 - mean) * lax.rsqrt(var + eps) * gamma + beta


def rms_norm(x, gamma, eps=1e-6):
    """RMSNorm in f32 of a bf16 input; an f32 result."""
    x32 = x.astype(F32)
    return x32 * lax.rsqrt(jnp.mean(x32 * x32, axis=-1, keepdims=True) + eps) * gamma


def attention(h, p):
    """Multi-head self-attention of a bf16 [T, D] input: f8 projections, bf16 scores and
    probabilities with f32 accumulation, softmax in f32."""
    t, d = h.shape
    head = d // HEADS
    q, k, v = (dense(h, p[name]).astype(BF16).reshape(t, HEADS, head) for name in ("wq", "wk", "wv"))
    scores = jnp.einsum("qhd,khd->hqk", q, k, preferred_element_type=F32) / np.sqrt(head).astype(np.float32)
    probs = jax.nn.softmax(scores, axis=-1).astype(BF16)
    mixed = jnp.einsum("hqk,khd->qhd", probs, v, preferred_element_type=F32).astype(BF16)
    return dense(mixed.reshape(t, d), p["wo"])


def transformer_block(x, p):
    """Pre-norm block: x + attention(LN(x)), then + W2 GELU(W1 LN(.)); residuals in f32, bf16 out."""
    x1 = x.astype(F32) + attention(layer_norm(x, p["ln1_g"], p["ln1_b"]).astype(BF16), p)
    h = layer_norm(x1, p["ln2_g"], p["ln2_b"]).astype(BF16)
    u = jax.nn.gelu(dense(h, p["w1"])).astype(BF16)
    return (x1 + dense(u, p["w2"])).astype(BF16)


def swiglu_mlp(x, p):
    """x + W_down (SiLU(W_gate n) * W_up n), n = RMSNorm(x); f32 residual, bf16 out."""
    n = rms_norm(x, p["norm"]).astype(BF16)
    hidden = (jax.nn.silu(dense(n, p["w_gate"])) * dense(n, p["w_up"])).astype(BF16)
    return (x.astype(F32) + dense(hidden, p["w_down"])).astype(BF16)


def _weight(rng, rows, cols):
    """An f8E4M3FN weight with unit-variance outputs for unit-variance inputs."""
    return (rng.standard_normal((rows, cols)) / np.sqrt(rows)).astype(ml_dtypes.float8_e4m3fn)


def _input(rng):
    return rng.standard_normal((TOKENS, WIDTH)).astype(ml_dtypes.bfloat16)


def transformer_params(rng):
    """(x [64, 128] bf16, params dict) for `transformer_block`."""
    p = {name: _weight(rng, WIDTH, WIDTH) for name in ("wq", "wk", "wv", "wo")}
    p.update(w1=_weight(rng, WIDTH, HIDDEN), w2=_weight(rng, HIDDEN, WIDTH))
    for norm in ("ln1", "ln2"):
        p[f"{norm}_g"] = (1 + 0.1 * rng.standard_normal(WIDTH)).astype(np.float32)
        p[f"{norm}_b"] = (0.1 * rng.standard_normal(WIDTH)).astype(np.float32)
    return _input(rng), p


def mlp_params(rng):
    """(x [64, 128] bf16, params dict) for `swiglu_mlp`."""
    p = {"norm": (1 + 0.1 * rng.standard_normal(WIDTH)).astype(np.float32),
         "w_gate": _weight(rng, WIDTH, HIDDEN), "w_up": _weight(rng, WIDTH, HIDDEN),
         "w_down": _weight(rng, HIDDEN, WIDTH)}
    return _input(rng), p
