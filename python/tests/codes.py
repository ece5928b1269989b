"""Running a generated module on lpf-run, results as raw codes: the stochastic-rounding tests'
shared runner (they compare bits, so every float result comes back as its unsigned codes)."""
import os
import tempfile

import numpy as np

from lpf.tools import run_tool


def run_codes(text, args, backend, count):
    """`lpf-run --backend BACKEND` on @main of module `text` with the arrays `args` (saved as
    .npy, in order); its first `count` results, flattened, every float array viewed as its
    unsigned codes of the same width (f16 comes back as float16, f32 as float32; the other
    formats already as their codes)."""
    with tempfile.TemporaryDirectory(prefix="lpf-codes-") as tmp:
        path = os.path.join(tmp, "m.mlir")
        with open(path, "w") as f:
            f.write(text)
        flags = [path, "--backend", backend, "--out-dir", os.path.join(tmp, "out")]
        for i, array in enumerate(args):
            np.save(os.path.join(tmp, f"arg{i}.npy"), array)
            flags += ["--arg", os.path.join(tmp, f"arg{i}.npy")]
        run_tool("lpf-run", flags)
        arrays = [np.load(os.path.join(tmp, "out", f"out{i}.npy")).reshape(-1) for i in range(count)]
        return [a.view(f"u{a.itemsize}") if a.dtype.kind == "f" else a for a in arrays]
