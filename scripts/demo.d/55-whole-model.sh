#!/usr/bin/env bash
# Demo: whole JAX models through every exit (issue 21; python/lpf/models.py): a transformer block
# (bf16 activations, f8E4M3FN weights, f32 accumulation, layer norm, softmax, GELU, residuals) and
# an MLP with RMSNorm and SwiGLU. jax lowers each; raise-stablehlo turns its low-precision dots and
# converts into lpf ops and leaves the rest StableHLO; lpf.jit runs the mixed program on XLA (the
# StableHLO exit), on lpf's LLVM exit (lpf ops by lpf's kernels, the rest by StableHLO's linalg
# conversion) and on the reference (lpf ops by the numerics crate, the rest by StableHLO's own
# reference interpreter). Each output is compared with jax.jit's; lpf.check runs every lpf op of the
# program on XLA's values of its operands and compares it with XLA's value, and the same op on the
# LLVM exit with the reference. Tolerance against jax.jit (python/tests/test_whole_models.py,
# docs/jax.md): at least 95% of the bf16 outputs bit-identical and none more than 2^-5 away (the
# raised dots are computed as their contract says, XLA sums in its own order and approximates exp
# and tanh; |y| <= 8).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${LPF_PYTHON:-$root/.venv/bin/python}
cargo build -q --workspace --locked
PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" "$python" - <<'PY'
import jax
import numpy as np

import lpf
from lpf import models

rng = np.random.default_rng(55)
failed = []
for name, fn, params in [("transformer block", models.transformer_block, models.transformer_params),
                         ("SwiGLU MLP", models.swiglu_mlp, models.mlp_params)]:
    x, p = params(rng)
    module = lpf.from_jax(fn, x, p)
    lpf_ops = sum(1 for line in module.splitlines() if " = lpf." in line or line.strip().startswith("lpf."))
    print(f"== {name}: {lpf_ops} lpf ops raised, the rest StableHLO")
    want = np.asarray(jax.jit(fn)(x, p))
    outputs = {}
    for backend in ("xla", "llvm", "ref"):
        got = outputs[backend] = np.asarray(lpf.jit(fn, backend=backend)(x, p))
        same = float(np.mean(want.view(np.uint16) == got.view(np.uint16)))
        gap = float(np.max(np.abs(want.astype(np.float64) - got.astype(np.float64))))
        print(f"   {backend:>4}: {same:6.1%} of {want.size} bf16 outputs bit-identical to jax.jit, largest |difference| {gap:.3g}")
        if not (same >= 0.95 and gap <= 2.0 ** -5):
            failed.append(f"{name} on {backend}")
    # Not the same code outside the lpf ops (libm's f32 exp/tanh on llvm, APFloat on ref).
    print(f"   llvm and ref agree on {float(np.mean(outputs['llvm'].view(np.uint16) == outputs['ref'].view(np.uint16))):.1%} of the outputs")
    report = lpf.check(fn, x, p, exits=("llvm",))
    identical = sum(1 for e in report if e["identical"])
    bounded = sum(1 for e in report if not e["identical"] and e["within_bound"])
    llvm_same = all(e["exits"] == {"llvm": 0} for e in report)
    print(f"   lpf.check: {identical} of {len(report)} lpf ops bit-identical to XLA's, {bounded} within the SFEP-0054 §8 bound; "
          f"the LLVM exit {'equals' if llvm_same else 'DIFFERS from'} the reference on every op")
    if identical + bounded != len(report) or not llvm_same:
        failed.append(f"{name}: lpf.check")
if failed:
    raise SystemExit("whole models: " + ", ".join(failed))
PY
