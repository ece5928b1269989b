#!/usr/bin/env python3
"""The `lpf` package called as JAX users call jax.jit (issue 21 section 4), on xla, llvm and ref
(programs of lpf ops only, what those exits run today), each result against jax.jit's own bits:
an unused argument (jax drops it from the program), Python scalars (jax's weak types), pytree
arguments (tuples, dicts, nested), keyword and static arguments; one program per argument
signature, reused (counted); errors located at the op in the user's code, not in a temporary
file. Run from scripts/test.d/65-raise-stablehlo.sh."""
import inspect

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import lax

import lpf
import lpf.native
import lpf.run
import lpf.signature
import lpf.tools
import lpf.xla
from checks import expect, finish

F8, BF16 = ml_dtypes.float8_e4m3fn, ml_dtypes.bfloat16
BACKENDS = ("xla", "llvm", "ref")
rng = np.random.default_rng(4)


def same_bits(a, b):
    """Same pytree structure, and in every leaf the same dtype, shape and bytes."""
    la, ta = jax.tree.flatten(a)
    lb, tb = jax.tree.flatten(b)
    return ta == tb and all(np.asarray(x).dtype == np.asarray(y).dtype and np.shape(x) == np.shape(y)
                            and np.asarray(x).tobytes() == np.asarray(y).tobytes() for x, y in zip(la, lb))


def on_every_backend(what, fn, *args, **kwargs):
    want = jax.jit(fn)(*args, **kwargs)
    for backend in BACKENDS:
        try:
            got = lpf.jit(fn, backend=backend)(*args, **kwargs)
            expect(same_bits(got, want), f"{what} on {backend}: jax.jit's structure and bits")
        except lpf.LpfError as e:
            expect(False, f"{what} on {backend}: {e}")


def layer(x, w):
    return lax.dot(x, w, preferred_element_type=jnp.float32).astype(BF16)


def main():
    x = (rng.standard_normal((8, 48)) * 2).astype(BF16)
    w = (rng.standard_normal((48, 16)) * 2).astype(F8)
    w2 = (rng.standard_normal((16, 4)) * 2).astype(F8)

    on_every_backend("an unused argument (jax drops it)", lambda a, unused, b: layer(a, b), x, np.ones(3, np.float32), w)
    on_every_backend("a Python float (jax's weakly typed f32)", lambda a, s: (a.astype(F8), jnp.asarray(s).astype(BF16)),
                     np.float32([1.5, 500, -3e-3]), 1.1)
    on_every_backend("a float64 array (jax makes it float32)", lambda a: a.astype(BF16), np.array([1 / 3, 1e30, -2.5]))
    # A typed PRNG key (jax.random.key, flax nnx's Rngs in a model's state): jax lowers it as its
    # key data (tensor<2xui32>), which lpf.jit passes.
    on_every_backend("a typed PRNG key (its key data is the argument)",
                     lambda k, a: (jax.random.key_data(k) * 3, a.astype(BF16)), jax.random.key(7), np.float32([1.5, -2.25]))
    # Control flow as jax writes it (stablehlo.while, if, case): jax.random's threefry rounds, a
    # fori_loop, a scan over stacked weights (flax's nnx.scan), cond and switch; f32 arithmetic
    # that XLA rounds as lpf does (no functions, no f32 dots: docs/jax.md, "Models computed in f32").
    def dropout_layer(key, h, ws):
        keep = jax.random.bernoulli(key, 0.75, h.shape)
        h = jnp.where(keep, h / 0.75, 0.0)
        h = lax.fori_loop(0, 3, lambda i, c: jnp.maximum(c, 0.1 * i) * 1.5, h)
        h, _ = lax.scan(lambda c, w: (jnp.maximum(c * w, 0.0), None), h, ws)
        h = lax.cond(h.sum() > 0, lambda a: a * 2.0, lambda a: a - 1.0, h)
        return lax.switch(3, [lambda a: a, lambda a: -a, lambda a: a + 3.0], h)   # index 3: the last branch
    on_every_backend("jax.random, fori_loop, scan, cond, switch (while, if, case)", dropout_layer, jax.random.key(11),
                     rng.standard_normal((4, 8)).astype(np.float32), (rng.standard_normal((3, 4, 8)) * 0.4).astype(np.float32))
    # A causal mask as a constant (jax prints booleans one byte per element, MLIR 22 packs them:
    # both directions are translated) in an f32 softmax of 4096 scores (XLA hands the exp with
    # its row maximum to YNNPACK, whose exp lpf computes: hlo_defined/xla_math.rs).
    mask = np.tril(np.ones((64, 64), bool))
    on_every_backend("a causal mask constant and an f32 softmax",
                     lambda s: jax.nn.softmax(jnp.where(mask, s, jnp.finfo(jnp.float32).min)),
                     (rng.standard_normal((1, 64, 64)) * 4).astype(np.float32))
    # A bf16 scan over stacked layers (flax's nnx.scan): its raised dots sit in the loop's body.
    on_every_backend("a bf16 scan over stacked layers (lpf.dot inside the loop)",
                     lambda h, ws: lax.scan(lambda c, w: (jax.nn.relu(c @ w), None), h, ws)[0],
                     rng.standard_normal((4, 16)).astype(BF16), (rng.standard_normal((3, 16, 16)) * 0.3).astype(BF16))
    # A LayerNorm's bf16 mean in scanned layers and in a fori_loop: the raised lpf.reduce_sum
    # of the loop's body (ref refused it inside the loop before 2026-12-07).
    def scanned_norm(h, scales):
        def body(c, s):
            return (c - jnp.mean(c, -1, keepdims=True)) * s, None
        return lax.scan(body, h, scales)[0]
    on_every_backend("a bf16 mean in a scan's body (lpf.reduce_sum inside the loop)", scanned_norm,
                     rng.standard_normal((2, 16, 64)).astype(BF16), rng.standard_normal((3, 64)).astype(BF16))
    on_every_backend("a bf16 mean in a fori_loop's body",
                     lambda h: lax.fori_loop(0, 3, lambda i, c: c - jnp.mean(c, -1, keepdims=True), h),
                     rng.standard_normal((2, 16, 64)).astype(BF16))
    try:
        lpf.jit(lambda k: jax.random.split(k), backend="ref")(jax.random.key(7))
        expect(False, "a typed key as a result is refused")
    except lpf.LpfError as e:
        expect("key_data" in e.message, f"a typed key as a result: refused, saying what to return ({e.message})")
    on_every_backend("pytree arguments (a dict holding a tuple) and results",
                     lambda p: {"h": layer(p["x"], p["w"][0]), "y": (layer(layer(p["x"], p["w"][0]), p["w"][1]),)},
                     {"x": x, "w": (w, w2)})
    on_every_backend("keyword arguments", lambda a, *, weight, bias=None: layer(a, weight), x, weight=w)

    # Static arguments: part of the signature, one program each.
    convert = lpf.jit(lambda a, dtype: a.astype(dtype), backend="ref", static_argnames="dtype")
    v = np.float32([1.0625, 300, 1e-3])
    got = [convert(v, dtype=d) for d in (F8, BF16, F8)]
    expect(same_bits(got, [v.astype(F8), v.astype(BF16), v.astype(F8)]) and len(convert.programs) == 2,
           "static_argnames: each dtype its own program (2 for 3 calls), ml_dtypes' bits")

    # One program per signature: a second call neither lowers (jax -> StableHLO -> lpf) again,
    # nor runs lpf-opt or lpf-translate, nor compiles for XLA; on ref each call is one lpf-run,
    # on llvm a call of the shared library built on the first.
    counts = {"lowerings": 0, "lpf-opt": 0, "lpf-translate": 0, "lpf-run": 0, "XLA compiles": 0}
    real = (lpf.signature.lower, lpf.tools.run_tool, lpf.run.run_tool, lpf.xla.compile, lpf.native.run_tool, lpf.run.run_served)

    def counted(fn, name):
        def call(*a, **k):
            counts[a[0] if name is None else name] += 1
            return fn(*a, **k)
        return call

    lpf.signature.lower, lpf.xla.compile = counted(real[0], "lowerings"), counted(real[3], "XLA compiles")
    lpf.tools.run_tool, lpf.run.run_tool, lpf.native.run_tool = counted(real[1], None), counted(real[2], None), counted(real[4], None)
    lpf.run.run_served = counted(real[5], None)  # ref's calls, in one long-lived lpf-run
    try:
        for backend in ("xla", "llvm", "ref"):
            counts.update(dict.fromkeys(counts, 0))
            f = lpf.jit(layer, backend=backend)
            first = f(x, w)
            after_first = dict(counts)
            second = f(x, w)
            runs = 1 if backend == "ref" else 0
            want = dict(after_first, **{"lpf-run": after_first["lpf-run"] + runs})
            expect(same_bits(first, second) and after_first["lowerings"] == 1 and counts == want and len(f.programs) == 1,
                   f"jit on {backend}: the second call reuses the program ({after_first} -> {counts})")
        counts.update(dict.fromkeys(counts, 0))
        f = lpf.jit(layer, backend="xla")
        f(x, w), f(x[:4], w), f(x.astype(np.float32), w), f(x[:4], w), f(x, w)
        g = lpf.jit(lambda a, s: (a * s).astype(F8), backend="xla")
        g(v, 2.0), g(v, np.float32(2.0)), g(v, 3.0)
        expect(len(f.programs) == 3 and len(g.programs) == 2 and counts["lowerings"] == 5 and counts["XLA compiles"] == 5,
               f"a new shape, dtype or weak type is a new signature (jax.jit's rule), a seen one is reused ({counts})")
    finally:
        lpf.signature.lower, lpf.tools.run_tool, lpf.run.run_tool, lpf.xla.compile, lpf.native.run_tool, lpf.run.run_served = real

    # On llvm a call passed the very arrays of the last call reuses their descriptors: what the
    # arrays hold now must count, not what they held. Mutated in place; a non-contiguous view
    # (lpf passes a copy) whose base is mutated; a read-only array; a fresh array again.
    f = lpf.jit(layer, backend="llvm")
    xs, base, frozen = x.copy(), rng.standard_normal((48, 32)).astype(F8), w.copy()
    strided, frozen.flags.writeable = base[:, ::2], False
    calls = [(xs, w), (xs, w), (xs, strided), (xs, strided), (xs, frozen), (x.copy(), w)]
    agree = []
    for step, args in enumerate(calls):
        if step == 1:
            xs[3] = (rng.standard_normal(48) * 4).astype(BF16)
        if step == 3:
            base[:] = (rng.standard_normal((48, 32)) * 3).astype(F8)
        agree.append(same_bits(f(*args), jax.jit(layer)(*args)))
    expect(all(agree) and len(f.programs) == 1,
           f"llvm: repeated, mutated, strided and read-only arguments give jax.jit's bits ({agree})")

    # What jax.jit refuses, lpf refuses with an LpfError saying what.
    try:
        lpf.jit(lambda a, n: a * n, backend="ref")(v, "three")
        expect(False, "a string argument is refused")
    except lpf.LpfError as e:
        expect("str" in str(e) and "static" in str(e), f"a string argument: LpfError ({e.message})")

    # Errors point at the user's line: an op an exit does not run (on ref: one StableHLO's
    # reference interpreter does not run either).
    line = inspect.currentframe().f_lineno + 2
    def with_rng(a):
        return a + jax.lax.rng_bit_generator(jnp.zeros((4,), jnp.uint32) + a.astype(jnp.uint32).reshape(-1)[:1], a.shape, dtype=jnp.uint32)[1].astype(a.dtype)
    try:
        lpf.jit(with_rng, backend="ref")(x)
        expect(False, "stablehlo.rng_bit_generator on ref: refused")
    except lpf.LpfError as e:
        expect(e.location == f"{__file__}:{line}:19" and e.op == "stablehlo.rng_bit_generator" and e.jax_op.endswith("rng_bit_generator")
               and ".mlir" not in str(e), f"stablehlo.rng_bit_generator on ref: LpfError at the user's line ({e.location}, {e.op})")
    # Issue 41: a function jax outlines (jnp.fft.rfft is `@fft`, its ops located by name only):
    # the LLVM exit's error (it stores no complex numbers) is at the line calling it.
    line = inspect.currentframe().f_lineno + 2
    def with_fft(a):
        return jnp.fft.rfft(a.astype(jnp.float32)).real.astype(BF16)
    try:
        lpf.jit(with_fft, backend="llvm")(v)
        expect(False, "jnp.fft.rfft on llvm: refused")
    except lpf.LpfError as e:
        expect(e.location == f"{__file__}:{line}:15" and "complex" in str(e) and e.jax_op.endswith("jit(fft)"),
               f"jnp.fft.rfft on llvm: LpfError at the user's line ({e.location}, {e.jax_op})")
    # A LAPACK custom call (jnp.linalg.cholesky) carries Shardy's `#sdy.op_sharding_rule`, a
    # dialect lpf does not register: llvm's error is E0915 at the user's line (it was a parse
    # error located in lpf's temporary module), the raise and the compile in one lpf-translate.
    line = inspect.currentframe().f_lineno + 2
    def with_cholesky(a):
        return jnp.linalg.cholesky(a @ a.T + 4 * jnp.eye(a.shape[0], dtype=a.dtype))
    try:
        lpf.jit(with_cholesky, backend="llvm")(np.eye(4, dtype=np.float32))
        expect(False, "jnp.linalg.cholesky on llvm: refused")
    except lpf.LpfError as e:
        expect(e.location == f"{__file__}:{line}:15" and "E0915" in str(e) and e.op == "stablehlo.custom_call" and ".mlir" not in str(e.location),
               f"jnp.linalg.cholesky on llvm: E0915 at the user's line ({e.location}, {e.op})")
    # Sorts run on llvm (issue 39: a bitonic network, to_llvm/foreign/sort.rs; they were E0915):
    # jax.lax.sort, jnp.sort (outlined), jnp.argsort of repeated values (stable) and lax.top_k,
    # each jax.jit's bits.
    keys = (np.arange(48) % 7).astype(np.float32).reshape(4, 12) - 3
    for name, fn, arg in (("lax.sort", lambda a: jax.lax.sort(a.astype(jnp.float32), dimension=1).astype(BF16), x),
                          ("jnp.sort", lambda a: jnp.sort(a.astype(BF16)), v),
                          ("jnp.argsort", lambda a: jnp.argsort(a, axis=1, stable=True), keys),
                          ("lax.top_k", lambda a: jax.lax.top_k(a, 5), keys)):
        want = jax.tree_util.tree_leaves(jax.jit(fn)(arg))
        got = jax.tree_util.tree_leaves(lpf.jit(fn, backend="llvm")(arg))
        expect(all(same_bits(w, g) for w, g in zip(want, got)), f"{name} on llvm: jax.jit's bits")

    raise_in_translate(x)
    jax_jit_options(v)
    finish()


def raise_in_translate(x):
    """lpf.jit(llvm) raises inside lpf-translate's compile (native.Program.from_stablehlo): the
    same program as raising in lpf-opt and compiling its module, on a policy too; a text whose
    @main is not one `sym_name = "main"` takes lpf-opt's raise instead."""
    def block(a, w):
        h = jnp.tanh(a.astype(BF16) @ w.astype(BF16))
        return (h * h).astype(jnp.float8_e4m3fn).astype(BF16).sum(axis=1)
    w = np.random.default_rng(3).standard_normal((x.shape[-1], 24)).astype(np.float32)
    lowered = lpf.signature.lower(block, (x, w), {}, "cpu")
    for policy in (None, {"saturate_fp8": True}):
        flags = lpf.tools.raise_flags(policy)
        inside = lpf.native.Program.from_stablehlo(lowered.text, flags, lowered.out_shapes, lowered.out_dtypes, name="inside")
        apart = lpf.native.Program(lpf.tools.lpf_opt_located(lowered.text, *flags), lowered.out_shapes, lowered.out_dtypes, name="apart")
        args = lowered.inputs(jax.tree_util.tree_leaves((x, w)), jax_arrays=False)
        expect(all(same_bits(a, b) for a, b in zip(inside(*args), apart(*args))),
               f"the raise inside lpf-translate (policy {policy}): lpf-opt's raise's bits")
    text = lowered.text
    expect(lpf.native._stablehlo_with_entry(text) is not None and lpf.native._stablehlo_with_entry(text + text) is None
           and lpf.native._raise_pipeline(["--raise-stablehlo=excess-precision=xla", "--lpf-policy=saturate-fp8=true"])
           == ["raise-stablehlo{excess-precision=xla}", "lpf-policy{saturate-fp8=true}"] and lpf.native._raise_pipeline(["--canonicalize"]) is None,
           "the entry's rename and the raise's passes, or None where the text or flags do not allow them")


def jax_jit_options(v):
    """Issue 41: jax.jit's keyword arguments. Donation is accepted (a hint; lpf never writes into
    an argument), with jax's own checks; keep_unused keeps an unused argument in the program;
    inline is accepted; a CPU device too; the options lpf cannot honour are refused by name; and
    without the function lpf.jit is a decorator, as jax.jit is."""
    fn = lambda a, unused: a.astype(BF16)
    want = jax.jit(fn)(v, v)
    for options in (dict(donate_argnums=0), dict(donate_argnames="a"), dict(donate_argnums=(0, 1)), dict(inline=True),
                    dict(device=jax.devices("cpu")[0])):
        try:
            got = lpf.jit(fn, backend="ref", **options)(v, v)
            expect(same_bits(got, want), f"jit(**{options}): accepted, jax.jit's bits")
        except (TypeError, lpf.LpfError) as e:
            expect(False, f"jit(**{options}): accepted ({type(e).__name__}: {e})")
    for backend in BACKENDS:
        f = lpf.jit(fn, backend=backend, keep_unused=True)
        got = f(v, v)
        (lowered, _), = f.programs.values()
        expect(same_bits(got, want) and lowered.kept == [0, 1], f"jit(keep_unused=True) on {backend}: the unused argument stays in the program")
    for options, named in ((dict(donate_argnums=2), "donate_argnums"), (dict(donate_argnames="b"), "donate_argnames"),
                           (dict(in_shardings=None, out_shardings=jax.sharding.SingleDeviceSharding(jax.devices("cpu")[0])), "out_shardings"),
                           (dict(compiler_options={"xla_cpu_enable_fast_math": True}), "compiler_options")):
        try:
            lpf.jit(fn, backend="ref", **options)
            expect(False, f"jit(**{options}) is refused")
        except lpf.LpfError as e:
            expect(named in str(e), f"jit({named}=...) refused, naming it: {e.message}")
    try:
        lpf.jit(fn, backend="cpu")
        expect(False, "jit(backend='cpu') is refused")
    except ValueError as e:
        expect("platform='cpu'" in str(e), f"jit(backend='cpu'), jax.jit's meaning: refused, pointing at platform= ({e})")

    @lpf.jit(backend="ref", static_argnames="dtype")
    def convert(a, dtype):
        return a.astype(dtype)
    expect(same_bits(convert(v, dtype=F8), v.astype(F8)), "lpf.jit(...) without the function is a decorator, as jax.jit")


if __name__ == "__main__":
    main()
