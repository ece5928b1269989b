"""PyTorch models exported to StableHLO, through lpf (issue 39): `lpf.from_stablehlo` and
`lpf.jit_stablehlo` on the forms torch-xla and torch-mlir write (python/tests/exports/, written
by hand in those forms: PyPI's torch pulls 3-4 GB of CUDA wheels, which CI does not install;
shared/specs/toolchain.md, "PyTorch to StableHLO", says what each route writes).

- torch-xla, bf16: LayerNorm as `batch_norm_training`, bf16 x bf16 -> bf16 `dot_general`s with
  no preferred type, GELU(tanh), weights as arguments;
- torch-mlir, f32: weights as `dense_resource` blobs, an `arith.constant`, an f32 dot, a
  bf16 round trip;
- a Llama attention step, bf16: int64 token ids (which `jit_stablehlo` takes as int64 on every
  backend, where jax would narrow them), an embedding gather, `dynamic_iota` positions, f64
  rotary angles, RMSNorm through `power`, rotate_half, a causal mask, an f32 softmax.

For each: no `dot_general` with low-precision operands left by the raise; llvm gives ref's bits
(the f32 MLP: XLA's bits, since llvm computes its f32 dot as XLA does, with fused multiply-adds,
and ref as StableHLO's interpreter does, products rounded: within the SFEP-0054 §8 bound, not
bits; docs/llvm.md, "Foreign f32 dots");
xla, llvm, ref and iree within 4 ulps of XLA running the export itself (this process turns
`xla_allow_excess_precision` off: lpf states every rounding the program writes), with at least
90% of outputs identical. XLA refuses `dense_resource`, so for torch-mlir's export XLA runs
the same text with each blob written as a `dense<"0x...">` literal of its bytes (done here, with
a regular expression, not by lpf).
"""
import os

os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_allow_excess_precision=false").strip()

import re  # noqa: E402

import ml_dtypes  # noqa: E402
import numpy as np  # noqa: E402

import lpf  # noqa: E402
from checks import expect, finish  # noqa: E402
from exact_sums import codes, same_bits  # noqa: E402
from lpf import xla  # noqa: E402

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "exports")
BF16 = ml_dtypes.bfloat16
rng = np.random.default_rng(3939)
BACKENDS = ["ref", "llvm", "xla"]
try:
    import iree.compiler  # noqa: F401
    import iree.runtime  # noqa: F401
    BACKENDS.append("iree")
except ImportError:
    pass


def resources_inlined(text):
    """`text` with each `dense_resource<name>` replaced by `dense<"0x...">` of its blob's bytes
    (the blob's first 4 bytes are its alignment) and the resources section removed."""
    blobs = dict(re.findall(r'^\s*([\w.]+): "0x([0-9A-Fa-f]+)"', text, re.M))
    text = re.sub(r"dense_resource<([\w.]+)>", lambda m: f'dense<"0x{blobs[m[1]][8:]}">', text)
    text = text.replace("arith.constant", "stablehlo.constant")
    return text[:text.index("{-#")] if "{-#" in text else text


def within_ulps(want, got, ulps):
    w, g = want.astype(np.float64), got.astype(np.float64)
    spacing = np.spacing(np.maximum(np.abs(w), np.abs(g)).astype(want.dtype)).astype(np.float64)
    return bool(np.all(np.abs(w - g) <= ulps * spacing))


def avx512f():
    """Whether this host has AVX-512 (where XLA CPU's f32 dot order was measured)."""
    try:
        with open("/proc/cpuinfo") as cpuinfo:
            return " avx512f" in cpuinfo.read()
    except OSError:
        return False


def check(name, text, xla_text, args, dots, backends=BACKENDS, llvm_as="ref"):
    module = lpf.from_stablehlo(text)
    left = [line.strip() for line in module.splitlines() if "stablehlo.dot_general" in line and ("bf16" in line or "f8E" in line)]
    expect(not left and module.count("lpf.dot ") == dots, f"{name}: every low-precision dot_general raised ({dots} lpf.dot)")
    want = xla.run(xla_text, *args, excess_precision=False, keep_dtypes=True)[0]
    outs = {backend: np.asarray(lpf.jit_stablehlo(text, backend=backend)(*args)) for backend in backends}
    if llvm_as is not None:
        peer = outs["ref"] if llvm_as == "ref" else np.asarray(want)
        expect(same_bits(peer, outs["llvm"]), f"{name}: llvm gives {llvm_as}'s bits on all {want.size} outputs")
    for backend, got in outs.items():
        identical = np.mean(codes(want) == codes(got))
        expect(got.dtype == want.dtype and identical >= 0.9 and within_ulps(want, got, 4),
               f"{name}: {backend} within 4 ulps of XLA, {identical:.1%} identical (>= 90%)")


def error_of(call):
    """What `call()` raised: an LpfError's message, another exception's type and message (which
    the checks then fail on), or "nothing raised"."""
    try:
        call()
    except lpf.LpfError as error:
        return str(error)
    except Exception as error:  # noqa: BLE001 -- what the checks are about
        return f"{type(error).__name__}: {error}"
    return "nothing raised"


def main():
    text = open(os.path.join(HERE, "torch_xla_block_bf16.mlir")).read()
    args = [(0.1 * rng.standard_normal(32)).astype(BF16), (1 + 0.1 * rng.standard_normal(32)).astype(BF16),
            rng.standard_normal((2, 8, 32)).astype(BF16), (rng.standard_normal((64, 32)) / 6).astype(BF16),
            (0.1 * rng.standard_normal(64)).astype(BF16), (rng.standard_normal((32, 64)) / 8).astype(BF16),
            (0.1 * rng.standard_normal(32)).astype(BF16)]
    # iree too: the exit computes the bf16 StableHLO around the lpf ops with StableHLO's
    # roundings there (IREE alone keeps f32 between fused bf16 ops: 55% of this block's outputs
    # were XLA's; docs/iree.md).
    check("torch-xla GPT-2-style block, bf16", text, text, args, dots=2)
    text = open(os.path.join(HERE, "torch_llama_attention_bf16.mlir")).read()
    args = [rng.integers(0, 32, (2, 8)).astype(np.int64), rng.standard_normal((32, 16)).astype(BF16),
            (rng.standard_normal((16, 16)) * 0.3).astype(BF16), rng.standard_normal(16).astype(BF16)]
    check("Llama attention step, bf16, int64 tokens", text, text, args, dots=3)
    text = open(os.path.join(HERE, "torch_mlir_mlp_f32.mlir")).read()
    args = [rng.standard_normal((4, 8)).astype(np.float32)]
    # Its f32 dot_general: XLA's fused multiply-adds on llvm, the interpreter's rounded products
    # on ref (K = 8: XLA's order is k-sequential here).
    # XLA's order measured on an AVX-512 host (docs/jax.md); elsewhere the bound and the 90% only.
    check("torch-mlir MLP, f32 with dense_resource weights", text, resources_inlined(text), args, dots=0,
          llvm_as="xla" if avx512f() else None)
    for backend in ("ref", "llvm"):
        for wrong in ((), (args[0], args[0]), (args[0][:2],)):
            try:
                lpf.jit_stablehlo(text, backend=backend)(*wrong)
                refused = False
            except lpf.LpfError as error:
                refused = "@main" in str(error)
            expect(refused, f"jit_stablehlo({backend}): {len(wrong)} argument(s) of the wrong count or shape refused naming @main")
    # A private function named as a libm function (torchax writes `torch.roll`'s index
    # arithmetic as `@trunc`, jnp.trunc's name): lpf.jit(llvm)'s shared library calls its own,
    # not the process's libm `trunc` (it did until linked with -Bsymbolic: trunc(0.875) gave 0.875).
    named = ("func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {\n"
             "  %t = call @trunc(%x) : (tensor<4xf32>) -> tensor<4xf32>\n"
             "  %f = call @floor(%x) : (tensor<4xf32>) -> tensor<4xf32>\n"
             "  return %t, %f : tensor<4xf32>, tensor<4xf32>\n}\n"
             "func.func private @trunc(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
             "  %z = stablehlo.constant dense<0.0> : tensor<4xf32>\n"
             "  %n = stablehlo.compare LT, %x, %z, FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
             "  %c = stablehlo.ceil %x : tensor<4xf32>\n  %f = stablehlo.floor %x : tensor<4xf32>\n"
             "  %r = stablehlo.select %n, %c, %f : tensor<4xi1>, tensor<4xf32>\n"
             "  return %r : tensor<4xf32>\n}\n"
             "func.func private @floor(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
             "  %f = stablehlo.floor %x : tensor<4xf32>\n  return %f : tensor<4xf32>\n}\n")
    x = np.array([0.875, -1.5, 2.25, -0.25], np.float32)
    for backend in ("ref", "llvm", "xla"):
        t, f = lpf.jit_stablehlo(named, backend=backend)(x)
        expect(np.array_equal(t, np.trunc(x)) and np.array_equal(f, np.floor(x)),
               f"jit_stablehlo({backend}): private functions named @trunc and @floor are the module's own ({t}, {f})")
    # What XLA itself refuses (a custom call it has no implementation of) is an LpfError with
    # XLA's message, not jax's runtime error.
    unknown = ("func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
               "  %b = stablehlo.custom_call @no_such_target(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
               "  return %b : tensor<2xf32>\n}\n")
    message = error_of(lambda: lpf.jit_stablehlo(unknown, backend="xla")(np.ones(2, np.float32)))
    expect("XLA" in message and "no_such_target" in message,
           f"jit_stablehlo(xla): a custom call XLA cannot compile is an LpfError with XLA's message ({message[:120]})")
    # A result of a type lpf's backends do not return (complex): an LpfError naming the result
    # on ref and llvm (it was a KeyError from the dtype table), XLA's result on xla.
    fft = ("func.func @main(%a: tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>> {\n"
           "  %b = stablehlo.fft %a, type = FFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xcomplex<f32>>\n"
           "  return %b : tensor<8xcomplex<f32>>\n}\n")
    signal = np.arange(8).astype(np.complex64)
    for backend in ("ref", "llvm"):
        message = error_of(lambda: lpf.jit_stablehlo(fft, backend=backend)(signal))
        expect("result 0 of @main" in message and "does not return" in message,
               f"jit_stablehlo({backend}): a complex result is an LpfError naming it ({message[:100]})")
    spectrum = np.asarray(lpf.jit_stablehlo(fft, backend="xla")(signal))
    expect(np.allclose(spectrum, np.fft.fft(signal), atol=1e-4), "jit_stablehlo(xla): a complex result is XLA's")
    finish()


if __name__ == "__main__":
    main()
