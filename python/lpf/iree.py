"""lpf modules on IREE (llvm-cpu, this host's CPU), for `lpf.jit(fn, backend="iree")`.

The module is lowered with `lpf-opt --lower-to-stablehlo --stablehlo-target=iree` (no IREE
float convert; f4E2M1FN, f8E4M3, f8E3M4 and f8E4M3B11FNUZ as ui8 codes, which IREE's runtime
has no element type for) and compiled by python/xla_runner/lpf_iree.py's flags (docs/iree.md).
"""
import os
import sys

import numpy as np

from .tools import LpfError, lpf_opt

_RUNNER = os.path.join(os.path.dirname(__file__), "..", "xla_runner")


def _runner():
    if _RUNNER not in sys.path:
        sys.path.insert(0, _RUNNER)
    try:
        import iree.compiler  # noqa: F401
        import iree.runtime  # noqa: F401
    except ImportError as e:
        raise LpfError("iree", None, "error: backend='iree' needs pip's IREE (" + str(e) + "): "
                       "pip install iree-base-compiler==3.13.0 iree-base-runtime==3.13.0 "
                       "(python/requirements.txt; scripts/setup.sh installs them)") from None
    import lpf_iree
    return lpf_iree


def lower(module_text):
    """The module through `lpf-opt --lower-to-stablehlo --stablehlo-target=iree`."""
    return lpf_opt(module_text, "--lower-to-stablehlo", "--stablehlo-target=iree")


class Program:
    """An lpf module compiled by IREE; called with @main's arguments (ml_dtypes/numpy arrays),
    returns numpy arrays of `out_dtypes`."""

    def __init__(self, module_text, out_dtypes):
        runner = _runner()
        stablehlo = lower(module_text)
        self.inputs, self.results = _signature(runner, stablehlo)
        try:
            vmfb = _compile(runner, stablehlo)
        except SystemExit:  # the runner's fail() already printed IREE's diagnostics
            raise LpfError("iree", None, "error: IREE cannot compile the lowered module (see above)") from None
        self.module = runner.load(vmfb)
        self.runner = runner
        self.out_dtypes = out_dtypes

    def __call__(self, *args):
        table = self.runner.element_dtypes()
        arrays = []
        for a, (element, _) in zip(args, self.inputs):
            a = np.require(a, requirements="C")  # np.ascontiguousarray makes a scalar 1-d
            want = table[element]
            arrays.append(a if a.dtype == want else a.view(want) if a.dtype.itemsize == want.itemsize else a.astype(want))
        outs = self.runner.outputs(self.module["main"](*arrays))
        return [o.reshape(shape).view(d) if o.dtype != d and o.dtype.itemsize == np.dtype(d).itemsize else o.reshape(shape).astype(d, copy=False)
                for o, (_, shape), d in zip(outs, self.results, self.out_dtypes)]


def _signature(runner, text):
    return runner.signature(text, "main", "module")


def _compile(runner, text):
    return runner.compile_text(text, "module")
