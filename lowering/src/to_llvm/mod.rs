//! The LLVM exit: `--lower-to-llvm`, a named pipeline of small passes (each with lit tests):
//!
//! 0. `lpf-decompose-conv`: a convolution on a matrix unit (`lpf.conv ... hardware(...)`) into
//!    its im2col (StableHLO data movement) and `lpf.dot ... hardware(...)`;
//!    [`foreign::prepare`] (`lpf-foreign-prepare`): on a module with StableHLO/CHLO ops,
//!    upstream's legalisations to linalg (mixed modules, [`foreign`]); upstream `symbol-dce`:
//!    the private functions nothing calls any more go (jax's `@relu` once its calls are inlined
//!    had been lowered and compiled for nothing: 10% of a small CNN's `lpf-translate`);
//! 1. `lpf-decompose-scaled-dot`: block-scaled dots into dequantise + ordered dot;
//! 2. [`tensor_to_loops`] (`lpf-tensor-to-loops`): memref functions with the C interface,
//!    tensor ops as explicit ordered loops of scalar lpf ops (runs of element-wise ops share one
//!    nest: [`fusion`]); foreign (linalg, tensor) ops stay on tensors, bridged to lpf's buffers;
//!    2a-2c. upstream `one-shot-bufferize`, [`foreign::buffers`] (frees, copies, linalg loops),
//!    [`free_early`] (each temporary freed after its last use, not at the return),
//!    `lower-affine`, [`foreign::math_tables`] (unary math on bf16/f16 as table loads),
//!    [`foreign::exact`] (low-precision arith left there as lpf scalar ops);
//! 3. [`scalar_to_calls`] (`lpf-scalar-to-calls`): scalar ops to `arith` (where exact) and typed
//!    helpers ([`helpers`], generated from the numerics crate's format table), every format to
//!    its integer storage;
//! 4. upstream MLIR's conversions to the LLVM dialect (`convert-math-to-libm` for what the
//!    foreign part's math has no LLVM intrinsic for: `tanhf`, ...);
//! 5. [`check_lowered`] (`lpf-check-lowered`): nothing else survived, or a located error.
//!
//! The code is in three layers that import downwards only (docs/architecture.md, "The LLVM exit
//! in layers"): the op lowerings (the passes above and their parts: what an lpf op becomes), the
//! [`kernels`] (the ordered dot, the matrix units, the block-scaled and quantise kernels), and
//! the shared [`builders`] (vectors, loops, threads, one element's conversion, the target) with
//! the typed [`helpers`].

// The op lowerings (the passes), top layer.
pub mod check_lowered;
pub mod foreign;
pub mod free_early;
pub mod fusion;
pub mod outline;
pub mod returned;
pub mod run_time_check;
pub mod scalar_to_calls;
pub mod share_nests;
pub mod tensor_to_loops;
// The kernels, middle layer.
pub mod kernels;
// The shared builders and the typed helpers, bottom layer.
pub mod builders;
pub mod helpers;

/// The pipeline `lower-to-llvm` stands for (no anchor: it runs on the module that names it).
/// Steps 0 and 2a-2c (upstream StableHLO's legalisation, bufferisation and linalg's loops, with
/// [`foreign`]'s glue) only touch what a mixed module has besides lpf ops: a pure lpf module
/// lowers to the same LLVM dialect as without them.
pub const PIPELINE: &str = "lpf-decompose-conv,lpf-foreign-prepare,symbol-dce,\
lpf-decompose-scaled-dot,lpf-tensor-to-loops,\
one-shot-bufferize{allow-return-allocs-from-loops},lpf-foreign-buffers,lpf-free-early,lower-affine,lpf-foreign-math-tables,lpf-foreign-exact,\
lpf-scalar-to-calls,lpf-share-nests,func.func(convert-scf-to-cf),convert-math-to-llvm,convert-math-to-libm,convert-vector-to-llvm,expand-strided-metadata,lower-affine,finalize-memref-to-llvm,\
convert-arith-to-llvm,convert-cf-to-llvm,convert-openmp-to-llvm,convert-func-to-llvm,reconcile-unrealized-casts,lpf-check-lowered";

/// The pipeline's name and summary.
pub const NAME: &str = "lower-to-llvm";
pub const SUMMARY: &str = "Lower an lpf module to the LLVM dialect, bit-exact (the LLVM exit's whole pipeline)";
