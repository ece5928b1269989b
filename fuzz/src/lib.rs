//! Fuzz targets for lpf's entry points that take bytes from strangers, each a function
//! `fn(&[u8])` that panics exactly when it finds a defect (a crash, or a broken property):
//! in-process over the pure-Rust crates ([`targets`]), or running the built tools as processes
//! ([`tools`]: lpf-translate, lpf-run). The passes, which link MLIR, are fuzzed in-process by
//! `tools/examples/fuzz_passes.rs` (docs/fuzzing.md).
//!
//! The same functions run under two drivers:
//! - `fuzz/libfuzzer/` (cargo-fuzz, nightly, coverage-guided): one `fuzz_target!` per target;
//! - `lpf-fuzz` (`src/bin/lpf-fuzz.rs`, stable): a deterministic generator and mutator over a
//!   seed corpus, used by `fuzz/soak.sh` and the CI smoke, so the targets run on a fresh clone
//!   without nightly or cargo-fuzz.

pub mod attributes;
pub mod children;
pub mod diff;
pub mod generator;
pub mod targets;
pub mod tools;
