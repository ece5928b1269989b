#!/usr/bin/env bash
# raise-stablehlo and the `lpf` Python package against XLA (about 60 s): XLA's conversions
# re-measured against ml_dtypes; every low-precision dot_general and convolution form (rounding
# chains, excess precision, layouts, geometry) raised and compared with XLA's bits on exact sums;
# large reduces of bf16 element-wise ops as YNNPACK sums them (unrounded) on ref and llvm; jax-generated fp8/bf16 dots, a convert chain, a bf16 sum, a
# function with nothing to raise and a two-layer fp8 MLP through raise + lower on XLA (bit for
# bit) and on the lpf reference; from_jax/to_jax/jit/check/LpfError; MX/NVFP4 scaled matmuls
# lowered for cuda, run on XLA CPU within the section 8 bound of an exact model; jax's MX
# quantisation measured against lpf.quantize_block's scale rules; reduce_precision measured and
# raised; lpf-policy's rewrites in the module and the results; a sharded fp8 matmul on a 2-device
# CPU mesh; a transformer block and a SwiGLU MLP through lpf.jit(xla) and lpf.check, op by op,
# and on lpf.jit(iree) against jax.jit and ref (pip's IREE, about 11 s more);
# the package called as jax.jit is (pytrees, keywords, scalars, unused and static arguments, one
# program per signature, errors at the user's line) on xla, llvm and ref (python/tests/); the
# LLVM exit's libraries kept between processes (lpf.compile_cache); real
# PyTorch exports (HF GPT-2 and Llama by torch-xla, torchax and torch-mlir) on ref, llvm and xla
# against XLA, and lpf.from_torch (about 60 s more).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
python=${LPF_PYTHON:-$root/.venv/bin/python}
# Same package selection as scripts/test.sh, so the workspace test build is reused, not redone.
cargo test -q --workspace --locked --no-run
export PYTHONPATH="$root/python${PYTHONPATH:+:$PYTHONPATH}" LPF_PYTHON="$python"
"$python" -W ignore python/tests/test_raise_roundtrip.py
"$python" -W ignore python/tests/test_raise_dots.py
"$python" -W ignore python/tests/test_raise_convs.py
"$python" -W ignore python/tests/test_ynn_reduce.py
"$python" -W ignore python/tests/test_excess_elementwise.py
"$python" -W ignore python/tests/test_raise_fp8_recipe.py
"$python" -W ignore python/tests/test_flax_models.py
"$python" -W ignore python/tests/test_torch_exports.py
"$python" -W ignore python/tests/test_torch_real_exports.py
"$python" -W ignore python/tests/test_lpf_package.py
"$python" -W ignore python/tests/test_scaled_matmul.py
"$python" -W ignore python/tests/test_mx_quantisation.py
"$python" -W ignore python/tests/test_reduce_precision.py
"$python" -W ignore python/tests/test_policy.py
"$python" -W ignore python/tests/test_sharding.py
"$python" -W ignore python/tests/test_whole_models.py
"$python" -W ignore python/tests/test_math_approximate.py
"$python" -W ignore python/tests/test_xla_math.py
"$python" -W ignore python/tests/test_xla_rsqrt.py
"$python" -W ignore python/tests/test_jax_calls.py
"$python" -W ignore python/tests/test_compile_cache.py
