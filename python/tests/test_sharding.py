#!/usr/bin/env python3
"""A sharded fp8 matmul through lpf on a 2-device XLA CPU mesh (scripts/test.d/65-raise-stablehlo.sh).

jax lowers a jitted function with in/out shardings and a sharding constraint to StableHLO
with Shardy's annotations (`sdy.mesh`, `sdy.sharding` on arguments and results, an
`sdy.sharding_constraint` op). raise-stablehlo + --lower-to-stablehlo must keep every one of
them, so XLA partitions the lpf module as it partitions jax's: the test compiles the lowered
module for 2 partitions, runs it on jax-sharded inputs, and compares each device's shard with
jax's own run of the function (shapes, devices and bits).
"""
import os

os.environ["XLA_FLAGS"] = os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=2"

import sys  # noqa: E402

import jax  # noqa: E402
import jax.extend  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402
from jax import lax  # noqa: E402
from jax._src import compiler  # noqa: E402
from jax._src.lib import xla_client  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec as P  # noqa: E402

from lpf.api import raise_stablehlo  # noqa: E402
from lpf.run import lower  # noqa: E402

F8, E5 = ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2
rng = np.random.default_rng(14)
from checks import expect, finish  # noqa: E402


def run_partitioned(text, args, shardings, devices):
    """Compiles StableHLO text for len(devices) partitions (SPMD, the module's own shardings)
    and runs it on the arguments placed with `shardings`; per output, its per-device arrays."""
    backend = jax.extend.backend.get_backend("cpu")
    options = compiler.get_compile_options(num_replicas=1, num_partitions=len(devices),
                                           device_assignment=np.array(devices).reshape(1, len(devices)))
    exe = backend.compile_and_load(text, xla_client.DeviceList(tuple(devices)), options)
    results = exe.execute_sharded([jax.device_put(a, s) for a, s in zip(args, shardings)])
    return results.disassemble_into_single_device_arrays()


def main():
    devices = jax.devices()[:2]
    expect(len(devices) == 2, "XLA CPU has 2 devices (XLA_FLAGS=--xla_force_host_platform_device_count=2)")
    mesh = jax.make_mesh((2,), ("x",), axis_types=(jax.sharding.AxisType.Auto,))
    rows, replicated = NamedSharding(mesh, P("x", None)), NamedSharding(mesh, P())

    def layer(a, b):
        h = lax.dot(a, b, preferred_element_type=jnp.float32)
        h = jax.lax.with_sharding_constraint(h, rows)
        return h.astype(jnp.bfloat16)

    a = (rng.standard_normal((16, 96)) * 8).astype(F8)
    b = (rng.standard_normal((96, 6)) * 100).astype(E5)
    jitted = jax.jit(layer, in_shardings=(rows, replicated), out_shardings=rows)
    text = jitted.trace(a, b).lower().compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
    expect("sdy.mesh" in text and "sdy.sharding_constraint" in text, "jax's module carries Shardy's mesh, argument shardings and a constraint")

    raised = raise_stablehlo(text)
    lowered = lower(raised)
    expect("lpf.dot" in raised and "lpf.convert" in raised, "the fp8 dot and the bf16 convert are raised")
    for name, module in (("raised", raised), ("lowered", lowered)):
        kept = (module.count('sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>') == text.count('sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>')
                and "sdy.mesh" in module and "sdy.sharding_constraint" in module and "mhlo.num_partitions = 2" in module)
        expect(kept, f"the {name} module keeps the mesh, every sharding and the constraint")

    want = jitted(a, b)
    got = run_partitioned(lowered, (a, b), (rows, replicated), devices)[0]
    want_shards = sorted(want.addressable_shards, key=lambda s: s.device.id)
    same_layout = [(x.shape, next(iter(x.devices())).id) for x in got] == [(s.data.shape, s.device.id) for s in want_shards]
    expect(same_layout, f"XLA runs the lpf module sharded as jax's: {[(x.shape, next(iter(x.devices())).id) for x in got]}")
    same_bits = all(np.array_equal(np.asarray(x).view(np.uint16), np.asarray(s.data).view(np.uint16)) for x, s in zip(got, want_shards))
    expect(same_bits, "every shard has jax's bits (bf16)")
    finish()


if __name__ == "__main__":
    main()
