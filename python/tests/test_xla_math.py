#!/usr/bin/env python3
"""XLA CPU's f32 erf, exp, logistic, tanh, log, log1p, expm1 and erfc (and jax's exact GELU,
which calls erfc), bit for bit on every backend
(lowering/src/hlo_defined/xla_math.rs, issue 39; docs/llvm.md "XLA's f32 functions").

jax.jit (excess precision off) computes them with XLA's own polynomials; `lpf.jit` on "xla",
"llvm" and "ref" must give its bits on: N(0, 9) inputs (log and log1p on |x| + 1e-3), N(0, 100),
special values (±0, ±inf, NaN, ±FLT_MIN, ±FLT_MAX), each function's thresholds and their
neighbours, and erf's window [3.74, 3.84] (XLA: no clamp, sign(x) from 3.8325). NaN results
are compared as NaN (any sign: NaN signs of arithmetic are not compared, formats.md §3).
Subnormal inputs and results are left out: XLA CPU flushes them (FTZ/DAZ), lpf does not; the
last check records that flush (a jaxlib that stops flushing fails it, and the subnormal cases
can then join the others).
"""
import os

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_allow_excess_precision=false"

import jax
import jax.numpy as jnp
import numpy as np

import lpf
from checks import expect, finish

F32 = np.float32
rng = np.random.default_rng(39)
FUNCTIONS = {
    "erf": jax.scipy.special.erf,
    "exp": jnp.exp,
    "logistic": jax.nn.sigmoid,
    "tanh": jnp.tanh,
    "log": jnp.log,
    "log1p": jnp.log1p,
    "expm1": jnp.expm1,
    "erfc": jax.scipy.special.erfc,
    # jax's exact GELU is 0.5 x erfc(-x / sqrt(2)) (chlo.erfc).
    "gelu": lambda v: jax.nn.gelu(v, approximate=False),
}


def around(x):
    x = F32(x)
    return [np.nextafter(x, F32(-np.inf)), x, np.nextafter(x, F32(np.inf))]


def code(bits):
    return np.array(bits, np.uint32).view(F32)


special = [0.0, -0.0, np.inf, -np.inf, np.nan, 1.0, -1.0, 0.5, 2.0, 1.17549435e-38, -1.17549435e-38, 3.4028235e38, -3.4028235e38]
for t in [4e-4, 20.0, code(0x407547CB), code(0x40FFF644), 87.8, 88.8, 88.72, 87.3, code(0x3ED413CD), code(0x3F3504F3), 0.5, 1e-30, 100.0]:
    special += around(t) + around(-F32(t))
special = np.array(special, F32)
window = np.linspace(3.74, 3.84, 256, dtype=F32)
window = np.concatenate([window, -window])
normal3 = (rng.standard_normal((8, 64)) * 3).astype(F32)
normal10 = (rng.standard_normal((16, 256)) * 10).astype(F32)
# exp's and logistic's results below 2^-126 (x in [-88.8, -87.3]) are flushed by XLA.
normal10 = np.where((normal10 >= -88.8) & (normal10 <= -87.3), F32(1.0), normal10)
# erfc's results below 2^-126 (x in [8.9, 9.5]; GELU's x in [-13.5, -12.5]) likewise.
normal10 = np.where((normal10 >= 8.9) & (normal10 <= 9.5), F32(2.0), normal10)
normal10 = np.where((normal10 >= -13.5) & (normal10 <= -12.5), F32(2.0), normal10)


def same(got, want):
    got, want = np.asarray(got, F32), np.asarray(want, F32)
    return (got.view(np.uint32) == want.view(np.uint32)) | (np.isnan(got) & np.isnan(want))


for name, f in FUNCTIONS.items():
    positive = name in ("log", "log1p")
    # logistic(x) for x in [-88.8, -87.3] is below 2^-126: flushed by XLA.
    kept = special[~((special >= -88.8) & (special <= -87.3))] if name == "logistic" else special
    # GELU's x / 2 of ±FLT_MIN and its x erfc(...) near -13 are subnormal: flushed by XLA.
    kept = kept[~((kept >= -13.5) & (kept <= -12.5)) & ~((np.abs(kept) < 1e-37) & (kept != 0))] if name == "gelu" else kept
    cases = [("N(0, 9)", np.abs(normal3) + F32(1e-3) if positive else normal3), ("N(0, 100)", normal10), ("special", kept)]
    if name == "erf":
        cases.append(("[3.74, 3.84]", window))
    want = {label: np.asarray(jax.jit(f)(x)) for label, x in cases}
    for backend in ("xla", "llvm", "ref"):
        g = lpf.jit(f, backend=backend)
        for label, x in cases:
            s = same(g(x), want[label])
            expect(s.all(), f"{name} on {backend} == jax.jit on {label} ({s.mean():.4f} identical)")

# XLA CPU's flush (denormals-are-zero and flush-to-zero): erf of the smallest subnormal is 0 on
# jax.jit (lpf gives the subnormal 1.128 x, as the formula computes it), log of it is -inf.
tiny = np.array([1e-45, 1e-40], F32)
expect(np.all(np.asarray(jax.jit(FUNCTIONS["erf"])(tiny)) == 0), "jax.jit flushes erf's subnormal inputs to 0 (lpf does not)")
expect(np.all(np.asarray(jax.jit(FUNCTIONS["log"])(tiny)) == -np.inf), "jax.jit's log of a subnormal is -inf (lpf: log(FLT_MIN))")
finish()
