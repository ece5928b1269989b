#!/usr/bin/env python3
"""lpf.compile_cache (python/lpf/compile_cache.py, docs/jax.md "First calls"): the LLVM exit's
libraries kept between processes. A second program of the same text loads the library instead
of running lpf-translate, with the same results; a damaged library is compiled again; another
codegen option is another key; `LPF_NATIVE_CACHE=off` compiles every time; the least recently
used libraries beyond the bound are removed. Run from scripts/test.d/65-raise-stablehlo.sh."""
import os
import tempfile

import jax
import numpy as np

import lpf
from lpf import compile_cache, native
from checks import expect, finish

translations = []
_run_tool = native.run_tool


def counting(name, arguments, *rest, **keywords):
    if name == "lpf-translate":
        translations.append(arguments)
    return _run_tool(name, arguments, *rest, **keywords)


native.run_tool = counting


def compiles(fn, x):
    """(lpf-translate runs, the result's bits) of a new lpf.jit(fn, backend='llvm') called on x."""
    before = len(translations)
    result = np.asarray(lpf.jit(fn, backend="llvm")(x))
    return len(translations) - before, result.tobytes()


def main():
    x = np.random.default_rng(5).standard_normal((4, 8)).astype(np.float32)
    fn = lambda v: jax.numpy.tanh(v) * 3.0 + v
    want = np.asarray(jax.jit(fn)(x)).tobytes()
    with tempfile.TemporaryDirectory() as where:
        os.environ["LPF_NATIVE_CACHE"] = where
        runs, first = compiles(fn, x)
        expect(runs == 1 and first == want, "the first program compiles (one lpf-translate run), with jax.jit's bits")
        libraries = [n for n in os.listdir(where) if n.endswith(".so")]
        expect(len(libraries) == 1, f"its library is kept ({libraries})")
        runs, again = compiles(fn, x)
        expect(runs == 0 and again == first, "a second program of the same text loads it: no lpf-translate run, the same bits")
        # A damaged library (a truncated write by something else) is compiled again and replaced.
        with open(os.path.join(where, libraries[0]), "wb") as f:
            f.write(b"not a library")
        runs, rebuilt = compiles(fn, x)
        expect(runs == 1 and rebuilt == first, "a damaged library is compiled again, the same bits")
        runs, _ = compiles(fn, x)
        expect(runs == 0, "and replaced: the next program loads it")
        # Another lpf-translate option is another library.
        os.environ["LPF_CODEGEN_THREADS"] = "1"
        try:
            runs, whole = compiles(fn, x)
        finally:
            del os.environ["LPF_CODEGEN_THREADS"]
        expect(runs == 1 and whole == first, "another --codegen-threads is another key (compiled), the same bits")
        # The least recently used beyond the bound go.
        bound, compile_cache.MOST_ENTRIES = compile_cache.MOST_ENTRIES, 2
        try:
            for scale in (5.0, 7.0):
                compiles(lambda v, s=scale: v * s, x)
        finally:
            compile_cache.MOST_ENTRIES = bound
        expect(len([n for n in os.listdir(where) if n.endswith(".so")]) == 2, "at most MOST_ENTRIES libraries are kept")
        # A rebuilt lpf-translate (another size or modification time) is another key.
        fake = os.path.join(where, "lpf-translate")
        with open(fake, "w") as f:
            f.write("a build")
        before = compile_cache.key("text", fake, [])
        os.utime(fake, ns=(1, 1))
        expect(compile_cache.key("text", fake, []) != before, "a rebuilt lpf-translate is another key")
        expect(compile_cache.key("text", fake, ["-O2"]) != compile_cache.key("text", fake, ["-O3"]), "as is another option")
        os.environ["LPF_NATIVE_CACHE"] = "off"
        counts = [compiles(fn, x)[0] for _ in range(2)]
        expect(counts == [1, 1], f"LPF_NATIVE_CACHE=off compiles every program ({counts})")
    finish()


if __name__ == "__main__":
    main()
