//! lpf's passes, written in Rust on melior.
//!
//! - [`registry`]: the one table of lpf passes ([`PASSES`]) and their registration in MLIR's
//!   pass registry, shared by `lpf-opt` and the `mlir-opt` plugin. Adding a pass is one line there.
//! - [`pass`]: what a pass module declares ([`PassDef`], the `lpf_pass!` macro).
//! - [`decompose_scaled_dot`] is `lpf-decompose-scaled-dot`: scaled_dot into dequantize + dot.
//! - [`fold`]: `lpf-fold`, constant folding through lpf-numerics.
//! - [`callgraph`]: which functions an entry reaches, and recursion (for the exits).
//! - [`canonicalize`]: the same folds as the lpf ops' C++ `fold` hook, for `-canonicalize`.
//! - [`numeric`]: reading IR as lpf-numerics sees it (formats, modes, constants); shared with lpf-run.
//! - [`raise_stablehlo`]: `raise-stablehlo`, low-precision StableHLO (as JAX emits it) into lpf ops.
//! - [`rewrite`]: small IR-building helpers the passes share.
//! - [`to_llvm`]: the LLVM exit (`--lower-to-llvm`): its passes, helper generator and pipeline.
//! - [`to_atreides`]: `lower-to-atreides`, SuperFloat programs to Atreides SF16 kernels.
//! - [`to_stablehlo`]: the StableHLO exit, `lower-to-stablehlo` and its `lpf-stablehlo-*` steps.

pub mod callgraph;
pub mod canonicalize;
pub mod decompose_scaled_dot;
pub mod fold;
pub mod numeric;
pub mod pass;
pub mod policy;
pub mod raise_stablehlo;
pub mod registry;
pub mod rewrite;
pub mod to_atreides;
pub mod to_llvm;
pub mod to_stablehlo;

pub use pass::PassDef;
pub use registry::{register_passes, PASSES};
