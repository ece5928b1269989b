"""A transformer LM written with flax's own nnx layers (nnx.Embed, LayerNorm or RMSNorm,
MultiHeadAttention, Linear, gelu), all in bf16 (or the `dtype` given): the model
python/tests/test_flax_models.py checks on every backend and bench/flax_lm.py times against
jax.jit (issues 38 and 39). Imports
flax (pinned in python/requirements.txt); `import lpf` does not import this module."""
import jax.numpy as jnp
from flax import nnx

BF16 = jnp.bfloat16


class Block(nnx.Module):
    """Pre-norm attention (causal where asked: flax's `make_causal_mask`) and a GELU MLP of width
    4 d, each with a residual add."""

    def __init__(self, d, heads, rngs, norm=nnx.LayerNorm, dtype=BF16, causal=False):
        self.n1 = norm(d, dtype=dtype, rngs=rngs)
        self.attention = nnx.MultiHeadAttention(num_heads=heads, in_features=d, dtype=dtype, decode=False, rngs=rngs)
        self.n2 = norm(d, dtype=dtype, rngs=rngs)
        self.up = nnx.Linear(d, 4 * d, dtype=dtype, rngs=rngs)
        self.down = nnx.Linear(4 * d, d, dtype=dtype, rngs=rngs)
        self.causal = causal

    def __call__(self, x):
        mask = nnx.make_causal_mask(jnp.ones(x.shape[:2])) if self.causal else None
        x = x + self.attention(self.n1(x), mask=mask)
        return x + self.down(nnx.gelu(self.up(self.n2(x))))


class LM(nnx.Module):
    """Token embedding, `layers` blocks, a projection back onto the vocabulary."""

    def __init__(self, vocab, d, heads, rngs, layers=1, norm=nnx.LayerNorm, dtype=BF16, causal=False):
        self.embed = nnx.Embed(vocab, d, dtype=dtype, rngs=rngs)
        self.blocks = nnx.List([Block(d, heads, rngs, norm, dtype, causal) for _ in range(layers)])
        self.out = nnx.Linear(d, vocab, dtype=dtype, rngs=rngs)

    def __call__(self, tokens):
        x = self.embed(tokens)
        for block in self.blocks:
            x = block(x)
        return self.out(x)


def functional(module):
    """(f(state, x), state): an nnx module as the pure function jax.jit and lpf.jit take."""
    graph, state = nnx.split(module)
    return (lambda state, x: nnx.merge(graph, state)(x)), state
