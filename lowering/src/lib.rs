//! lpf's passes, written in Rust on melior.
//!
//! - [`registry`]: the one table of lpf passes ([`PASSES`]) and their registration in MLIR's
//!   pass registry, shared by `lpf-opt` and the `mlir-opt` plugin. Adding a pass is one line there.
//! - [`pass`]: what a pass module declares ([`PassDef`], the `lpf_pass!` macro).
//! - [`decompose_scaled_dot`] is `lpf-decompose-scaled-dot`: scaled_dot into dequantize + dot.
//! - [`decompose_conv`] is `lpf-decompose-conv`: a matrix unit's conv into its im2col + hardware dot.
//! - [`fold`]: `lpf-fold`, constant folding through lpf-numerics.
//! - [`callgraph`]: which functions an entry reaches, and recursion (for the exits).
//! - [`canonicalize`]: the same folds as the lpf ops' C++ `fold` hook, for `-canonicalize`.
//! - [`hlo_ops`]: the StableHLO ops lpf builds and reads, one typed table ([`hlo_ops::HloOp`],
//!   comparison directions), for the StableHLO exit and the raise.
//! - [`hlo_defined`]: StableHLO ops some evaluator gets wrong (integer division by zero,
//!   TOTALORDER compares, converts into FP4/FP6/E8M0) rewritten into ops all compute alike.
//! - [`ir_numerics`]: reading IR as lpf-numerics sees it (formats, modes, constants); shared with
//!   lpf-run. (The numbers themselves are the `lpf-numerics` crate's; this module only reads IR.)
//! - [`melior_ext`]: what melior 0.27.8 leaves to raw calls (build an op by name, replace an op,
//!   set an attribute), shared by the passes. Errors are `lpf_dialect::error::LpfError`.
//! - [`raise_stablehlo`]: `raise-stablehlo`, low-precision StableHLO (as JAX emits it) into lpf ops.
//! - [`to_llvm`]: the LLVM exit (`--lower-to-llvm`): its passes, helper generator and pipeline.
//! - [`to_atreides`]: `lower-to-atreides`, SuperFloat programs to Atreides SF16 kernels.
//! - [`to_stablehlo`]: the StableHLO exit, `lower-to-stablehlo` and its `lpf-stablehlo-*` steps.
//!
//! Source folders follow Rust module names, lit test folders upstream MLIR's
//! `test/Conversion/<From>To<To>/`; the one mapping (also in docs/architecture.md):
//! `to_llvm/` is tested in `test/Conversion/LpfToLLVM/`, `to_stablehlo/` in
//! `test/Conversion/LpfToStableHLO/`, `raise_stablehlo/` in `test/Conversion/StableHLOToLpf/`,
//! `to_atreides/` in `test/Conversion/LpfToAtreides/`; the lpf-to-lpf passes (`fold`,
//! `decompose_scaled_dot`, `decompose_conv`, `policy`, `canonicalize`) in `test/Transforms/`.

pub mod callgraph;
pub mod canonicalize;
pub mod decompose_conv;
pub mod decompose_scaled_dot;
pub mod fold;
pub mod hlo_defined;
pub mod hlo_ops;
pub mod hlo_regions;
pub mod ir_numerics;
pub mod melior_ext;
pub mod pass;
pub mod policy;
pub mod raise_stablehlo;
pub mod registry;
pub mod to_atreides;
pub mod to_llvm;
pub mod to_stablehlo;

pub use pass::PassDef;
pub use registry::{register_passes, PASSES};
