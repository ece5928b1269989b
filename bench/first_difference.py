"""Where an lpf backend first computes other bits than XLA on a StableHLO export: each op of
@main (calls inlined) returned alone from a copy of the module cut after it, run on XLA
without excess precision and on the backend, on the export's arguments. Prints each op whose
value differs while every op it reads agrees (where a difference starts), with its share of
differing elements and its largest difference in bf16 ulps.

    PYTHONPATH=python .venv/bin/python bench/first_difference.py EXPORT.mlir [--backend ref] [--limit N] [--args ARGS.npz]

A cut module is what XLA compiles alone: its fusion may contract products into FMAs across the
cut otherwise than in the whole program, so an op named here is where to look, not a verdict."""
import argparse
import json
import os
import sys

import ml_dtypes
import numpy as np
from jaxlib.mlir import ir

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
sys.path.insert(0, HERE)

import lpf  # noqa: E402
from lpf import pytorch, xla  # noqa: E402
from lpf.check import _body, _inline_calls  # noqa: E402
from torch_export import bf16_ulps, codes, inline_resources  # noqa: E402

MOVES = {"stablehlo.reshape", "stablehlo.transpose", "stablehlo.broadcast_in_dim", "stablehlo.slice",
         "stablehlo.concatenate", "stablehlo.constant", "stablehlo.convert"}


def cut_after(text, k):
    """The module's text with @main returning op k's first result alone."""
    ctx, module = xla.parse(text)
    with ctx:
        _inline_calls(module)
        body = _body(module)
        ret, value = body[-1], body[k].results[0]
        with ir.InsertionPoint(ret):
            ir.Operation.create("func.return", operands=[value], loc=ret.location)
        ret.erase()
        main = xla.main_of(module)
        inputs = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs
        main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, [value.type]))
        main.attributes["res_attrs"] = ir.ArrayAttr.get([ir.DictAttr.get({})])
        # What the result does not need, erased (last first), so that the backend runs no more
        # of the model than XLA does after its own dead-code elimination.
        for op in reversed(_body(module)[:-1]):
            if all(next(iter(r.uses), None) is None for r in op.results):
                op.erase()
        return module.operation.get_asm(enable_debug_info=False, print_generic_op_form=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("export")
    parser.add_argument("--backend", default="ref")
    parser.add_argument("--limit", type=int, default=10, help="stop after this many starting ops")
    parser.add_argument("--args", help="an .npz of the arguments in order (arg0, arg1, ...) instead of the export's .json")
    options = parser.parse_args()
    text = inline_resources(open(options.export).read())
    if options.args:
        saved = np.load(options.args)
        # np.savez writes a bf16 array as 2-byte voids: read back as bfloat16.
        args = [a.view(ml_dtypes.bfloat16) if a.dtype.kind == "V" and a.itemsize == 2 else a
                for a in (saved[f"arg{i}"] for i in range(len(saved.files)))]
    else:
        args = pytorch.arguments(json.load(open(options.export[:-5] + ".json")))
    ctx, module = xla.parse(text)
    with ctx:
        _inline_calls(module)
        body = _body(module)[:-1]
        producers = {}
        for k, op in enumerate(body):
            for r in op.results:
                producers[r.get_name()] = k
        reads = [[producers.get(v.get_name()) for v in op.operands if not isinstance(v, ir.BlockArgument)]
                 for op in body]
        names = [op.operation.name for op in body]
        floating = [len(op.results) > 0 and any(t in str(op.results[0].type) for t in ("xf32", "xbf16", "xf16", "xf64"))
                    for op in body]
        where = [str(op.location) for op in body]
        shapes = [str(op.results[0].type) if op.results else "" for op in body]
    differs, found = {}, 0
    for k, name in enumerate(names):
        if not floating[k]:
            differs[k] = False
            continue
        if name in MOVES and all(not differs.get(j, False) for j in reads[k] if j is not None):
            differs[k] = False  # moving XLA's bits: the same where its operands are
            continue
        cut = cut_after(text, k)
        want = np.asarray(xla.run(cut, *args, excess_precision=False, keep_dtypes=True)[0])
        have = np.asarray(lpf.jit_stablehlo(cut, backend=options.backend)(*args))
        share = float(np.mean(codes(want) != codes(have)))
        differs[k] = share > 0
        if share > 0 and all(not differs.get(j, False) for j in reads[k] if j is not None):
            found += 1
            print(f"op {k} {name} {shapes[k]}: {share:.1%} differ, max {bf16_ulps(want, have):.3g} bf16 ulp; "
                  f"reads ops {reads[k]} ({', '.join(names[j] for j in reads[k] if j is not None)})\n    at {where[k][:200]}")
            sys.stdout.flush()
            if found >= options.limit:
                break
    print(f"{found} starting ops; {sum(differs.values())} of {len(differs)} ops checked differ")


if __name__ == "__main__":
    main()
