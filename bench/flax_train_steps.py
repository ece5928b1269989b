"""Whole training steps of small flax.nnx models written with flax's own layers (a CNN of two
strided 3x3 convolutions, the same with a BatchNorm in training, an MLP with gelu): forward,
cross-entropy over integer labels, `jax.value_and_grad`, an SGD update, through
lpf.jit(backend=...) against jax.jit (XLA's excess precision off, formats.md 5.1).

    PYTHONPATH=python .venv/bin/python bench/flax_train_steps.py

Prints, per model and backend, the share of the step's outputs (the loss and every updated
parameter) bit-identical to jax.jit's, and the share per output in tree order.
"""
import os, sys
os.environ.setdefault("XLA_FLAGS", "--xla_allow_excess_precision=false")
import jax, jax.numpy as jnp, numpy as np
from flax import nnx
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'python'))
import lpf  # noqa: E402
class Cnn(nnx.Module):
    def __init__(self, bn):
        self.a = nnx.Conv(3, 8, (3, 3), strides=(2, 2), rngs=nnx.Rngs(1))
        self.bn = nnx.BatchNorm(8, use_running_average=False, rngs=nnx.Rngs(5)) if bn else None
        self.b = nnx.Conv(8, 16, (3, 3), strides=(2, 2), rngs=nnx.Rngs(2))
        self.out = nnx.Linear(16, 10, rngs=nnx.Rngs(3))
    def __call__(self, x):
        x = self.a(x)
        if self.bn is not None: x = self.bn(x)
        x = nnx.relu(x); x = nnx.relu(self.b(x))
        return self.out(jnp.mean(x, axis=(1, 2)))
class Mlp(nnx.Module):
    def __init__(self):
        self.l1 = nnx.Linear(64, 128, rngs=nnx.Rngs(1)); self.l2 = nnx.Linear(128, 10, rngs=nnx.Rngs(2))
    def __call__(self, x):
        return self.l2(nnx.gelu(self.l1(x)))
for name, model, xshape in [('cnn', Cnn(False), (8, 16, 16, 3)), ('cnn+bn', Cnn(True), (8, 16, 16, 3)), ('mlp', Mlp(), (32, 64))]:
    graph, params, rest = nnx.split(model, nnx.Param, ...)
    def step(params, x, labels, rest=rest):
        def loss_fn(p):
            m = nnx.merge(graph, p, jax.tree_util.tree_map(jnp.asarray, rest))
            logits = m(x)
            return -jnp.mean(jnp.sum(jax.nn.log_softmax(logits) * jax.nn.one_hot(labels, 10), -1))
        loss, g = jax.value_and_grad(loss_fn)(params)
        return loss, jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, g)
    rng = np.random.default_rng(0)
    x = rng.standard_normal(xshape).astype(np.float32); labels = rng.integers(0, 10, xshape[0]).astype(np.int32)
    params = jax.tree_util.tree_map(np.asarray, params)
    want = jax.tree_util.tree_leaves(jax.jit(step)(params, x, labels))
    for b in ('ref', 'llvm'):
        got = jax.tree_util.tree_leaves(lpf.jit(step, backend=b)(params, x, labels))
        eq = sum(int((np.asarray(w).view(np.uint32) == np.asarray(g).view(np.uint32)).sum()) for w, g in zip(want, got))
        tot = sum(np.asarray(w).size for w in want)
        per = [round(float((np.asarray(w).view(np.uint32) == np.asarray(g).view(np.uint32)).mean()), 2) for w, g in zip(want, got)]
        print(name, b, f'{100*eq/tot:.1f}% of {tot}', per, flush=True)
