//! lpf's command-line tools. `lpf-opt` follows mlir-opt's conventions; its parts:
//!
//! - [`child`]: reporting a child process that failed (its signal by name, its stderr).
//! - [`cli`]: the command line (clap), including mlir-opt's single-dash long options.
//! - [`context`]: an MLIR context with every upstream dialect, the lpf dialect, and every
//!   upstream and lpf pass registered.
//! - [`input`]: reading the MLIR input (a file or `-`) as UTF-8 text, shared by the tools.
//! - [`split`]: `--split-input-file` chunks.
//! - [`diagnostics`]: capturing MLIR diagnostics with their file:line:col, and printing them.
//! - [`expectations`]: `--verify-diagnostics` (`expected-error@+1 {{...}}` and friends).
//! - [`opt`]: the driver: parse, run the pipeline, print.
//! - [`error`]: the tool's own errors (unreadable input, bad pipeline, ...).
//! - [`run`]: `lpf-run`, the reference interpreter (lpf programs on the numerics crate's kernels).
//! - [`npy`]: reading and writing NumPy `.npy` files (lpf-run's inputs and outputs).
//! - [`translate`]: `lpf-translate`, MLIR to LLVM IR / assembly / objects (inkwell, LLVM 22).
//! - [`translate_atreides`]: `lpf-translate --atreides-to-asm|--atreides-to-bin`.
//! - [`report`]: `lpf-report`, range and quantisation error of a tensor per format (plots, JSON).
//! - [`plugin`]: the entry points stock `mlir-opt-22` looks up in this library (liblpf_tools.so).

pub mod child;
pub mod cli;
pub mod context;
pub mod diagnostics;
pub mod error;
pub mod expectations;
pub mod input;
pub mod npy;
pub mod opt;
pub mod plugin;
pub mod report;
pub mod run;
pub mod split;
pub mod translate;
pub mod translate_atreides;
