//! The `lpf` MLIR dialect for Rust: ODS + a thin C++ layer (built by `build.rs`), its C API, and
//! safe wrappers over it for melior users.
//!
//! - [`context`]: load the dialect (and what lpf tools need) into a melior [`melior::Context`].
//! - [`types`]: build and query `!lpf.sf<N>`, `!lpf.p3109<...>`, `!lpf.gf16`, and classify any
//!   element type as an lpf format.
//! - [`error`]: [`error::LpfError`], the one error type (code E0910-E0915, op, location),
//!   rendered and emitted in one place.
//! - [`diagnostics`]: remarks (the C API emits only errors).
//! - [`ops`]: which lpf op an operation is ([`ops::LpfOp`]), for exhaustive matches.
//! - [`attrs`]: read the rounding / overflow / acc / block / dims / predicate attributes of lpf ops.
//! - [`passes`]: register a Rust pass by name in MLIR's pass registry.
//! - [`folding`]: the hook through which the ops' C++ folds (and `-canonicalize`) reach Rust.
//! - [`source`]: parse a source buffer the way mlir-opt does (implicit top-level module).
//! - [`plugin`]: the hooks a `mlir-opt --load-dialect-plugin` library needs.
//! - [`unwind`]: no panic unwinds into C++ (every callback from MLIR runs through it).

pub mod attrs;
pub mod context;
pub mod diagnostics;
pub mod error;
mod ffi;
pub mod folding;
pub mod ops;
pub mod passes;
pub mod plugin;
pub mod resources;
pub mod source;
pub mod types;
pub mod unwind;

pub use context::{atreides_dialect_handle, load_lpf_dialect, lpf_dialect_handle};
