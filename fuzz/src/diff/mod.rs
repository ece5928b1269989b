//! The differential program fuzzer: random valid lpf programs, run on `lpf-run --backend ref`
//! and on each exit (llvm, xla, atreides), results compared code by code.
//!
//! - [`types`]: element types and tensor types as the generator sees and prints them.
//! - [`values`]: random argument codes, rich in specials (NaN, ±inf, ±0, subnormals, extremes).
//! - [`program`]: the program generator (one `@main`, a few ops deep, optional helper functions).
//! - [`mixed`]: mixed programs, StableHLO ops (integers with edge values, compares, converts
//!   between every pair of types, choices, regions) with lpf ops around them.
//! - [`conv`]: `lpf.conv` geometries the verifier accepts, and which elements each output meets.
//! - [`atreides`]: the SuperFloat program shapes the Atreides exit lowers.
//! - [`backend`]: running lpf-run with a time limit and classifying how it ended.
//! - [`producer`]: the op behind a plain program's result, a finding's class.
//! - [`compare`]: comparing two runs' results (bit for bit, NaN == NaN), contractions on XLA
//!   within [`bound`]'s SFEP-0054 §8 bound.

pub mod atreides;
pub mod backend;
pub mod bound;
pub mod compare;
pub mod conv;
pub mod mixed;
pub mod producer;
pub mod program;
pub mod types;
pub mod values;
