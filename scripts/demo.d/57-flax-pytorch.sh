#!/usr/bin/env bash
# Demo: models written by others (issues 38, 39). A flax nnx bf16 LM (flax's own Embed,
# LayerNorm, MultiHeadAttention, Linear, gelu) and a GPT-2-style bf16 block in the form torch-xla
# exports it (python/tests/exports/: LayerNorm as batch_norm_training, bf16 x bf16 -> bf16 dots)
# run through lpf on xla, llvm and ref, each output compared with XLA's own run of the same
# program without excess precision (lpf states every rounding the program writes;
# docs/pytorch.md, docs/jax.md). Fails if a backend is more than 4 ulps away anywhere or llvm
# and ref differ in any bit.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${LPF_PYTHON:-$root/.venv/bin/python}
cargo build -q --workspace --locked
XLA_FLAGS="${XLA_FLAGS:-} --xla_allow_excess_precision=false" PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" "$python" - <<'PY'
import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from flax import nnx

import lpf
from lpf import xla

BF16 = jnp.bfloat16
rng = np.random.default_rng(57)


class LM(nnx.Module):
    def __init__(self, rngs, vocab=256, d=64):
        self.embed = nnx.Embed(vocab, d, dtype=BF16, rngs=rngs)
        self.norm = nnx.LayerNorm(d, dtype=BF16, rngs=rngs)
        self.attention = nnx.MultiHeadAttention(num_heads=4, in_features=d, dtype=BF16, decode=False, rngs=rngs)
        self.up = nnx.Linear(d, 4 * d, dtype=BF16, rngs=rngs)
        self.down = nnx.Linear(4 * d, d, dtype=BF16, rngs=rngs)
        self.out = nnx.Linear(d, vocab, dtype=BF16, rngs=rngs)

    def __call__(self, tokens):
        x = self.embed(tokens)
        x = x + self.attention(self.norm(x))
        return self.out(x + self.down(nnx.gelu(self.up(x))))


def report(name, want, outputs):
    failed = []
    for backend, got in outputs.items():
        same = float(np.mean(want.view(np.uint16) == got.view(np.uint16)))
        w, g = want.astype(np.float64), got.astype(np.float64)
        ulps = np.spacing(np.maximum(np.abs(w), np.abs(g)).astype(want.dtype)).astype(np.float64)
        worst = float(np.max(np.abs(w - g) / ulps))
        print(f"   {backend:>4}: {same:6.1%} of {want.size} outputs bit-identical to XLA, largest difference {worst:.0f} ulp")
        if worst > 4:
            failed.append(f"{name}: {backend} {worst:.0f} ulps away")
    if not np.array_equal(outputs["llvm"].view(np.uint16), outputs["ref"].view(np.uint16)):
        failed.append(f"{name}: llvm differs from ref")
    return failed


graph, state = nnx.split(LM(nnx.Rngs(0)))
fn = lambda state, tokens: nnx.merge(graph, state)(tokens)
tokens = rng.integers(0, 256, (2, 16)).astype(np.int32)
module = lpf.from_jax(fn, state, tokens)
print(f"== flax nnx bf16 LM: {module.count('lpf.dot ')} lpf.dot raised, {module.count('stablehlo.dot_general')} dot_general left")
want = np.asarray(jax.jit(fn)(state, tokens))
failed = report("flax LM", want, {b: np.asarray(lpf.jit(fn, backend=b)(state, tokens)) for b in ("xla", "llvm", "ref")})

text = open("python/tests/exports/torch_xla_block_bf16.mlir").read()
B = ml_dtypes.bfloat16
args = [(0.1 * rng.standard_normal(32)).astype(B), (1 + 0.1 * rng.standard_normal(32)).astype(B),
        rng.standard_normal((2, 8, 32)).astype(B), (rng.standard_normal((64, 32)) / 6).astype(B),
        (0.1 * rng.standard_normal(64)).astype(B), (rng.standard_normal((32, 64)) / 8).astype(B),
        (0.1 * rng.standard_normal(32)).astype(B)]
module = lpf.from_stablehlo(text)
print(f"== torch-xla GPT-2-style bf16 block: {module.count('lpf.dot ')} lpf.dot raised, batch norms expanded as XLA does")
want = xla.run(text, *args, excess_precision=False)[0]
failed += report("torch-xla block", want, {b: np.asarray(lpf.jit_stablehlo(text, backend=b)(*args)) for b in ("xla", "llvm", "ref")})
if failed:
    raise SystemExit("; ".join(failed))
PY
