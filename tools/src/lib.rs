//! lpf's command-line tools, one folder each, and what they share.
//!
//! Shared by the tools:
//! - [`child`]: reporting a child process that failed (its signal by name, its stderr).
//! - [`context`]: an MLIR context with every upstream dialect, the lpf dialect, and every
//!   upstream and lpf pass registered.
//! - [`input`]: reading the MLIR input (a file or `-`) as UTF-8 text, shared by the tools.
//! - [`diagnostics`]: capturing MLIR diagnostics with their file:line:col, and printing them.
//! - [`scratch`]: a temporary directory removed when dropped.
//!
//! The tools:
//! - [`opt`]: `lpf-opt`, following mlir-opt's conventions: the driver (parse, run the pipeline,
//!   print), its command line, `--split-input-file`, `--verify-diagnostics` and its errors.
//! - [`run`]: `lpf-run`, the reference interpreter (lpf programs on the numerics crate's kernels).
//! - [`npy`]: reading and writing NumPy `.npy` files (lpf-run's inputs and outputs).
//! - [`translate`]: `lpf-translate`, MLIR to LLVM IR / assembly / objects (inkwell, LLVM 22), and
//!   `--atreides-to-asm|--atreides-to-bin` ([`translate::atreides`]).
//! - [`report`]: `lpf-report`, range and quantisation error of a tensor per format (plots, JSON).
//! - [`plugin`]: the entry points stock `mlir-opt-22` looks up in this library (liblpf_tools.so).

pub mod child;
pub mod context;
pub mod diagnostics;
pub mod input;
/// The .npy reader and writer lives in its own crate (the fuzz crate reads it too, without MLIR);
/// here under the path the tools have always used.
pub use lpf_npy as npy;
pub mod opt;
pub mod plugin;
pub mod report;
pub mod run;
pub mod scratch;
pub mod translate;
