//! lpf-atreides: the Atreides SF16 accelerator as a software target (atreides.md).
//!
//! - [`isa`]: the instruction enum and its 16-bit encoding.
//! - [`asm`]: text to program, errors with line and column.
//! - [`dis`]: program to canonical text.
//! - [`program`]: the assembled program and launch facts.
//! - [`memory`]: the data memory map (external memory, scratchpad).
//! - [`sim`]: the bit-exact simulator (`Machine`, `simulate`).
//! - [`cycles`]: the cycle model and its report.
//! - [`words`]: hex and binary word files.
//! - [`cli`]: the `atreides` command line.

pub mod asm;
pub mod cli;
pub mod cycles;
pub mod dis;
pub mod isa;
pub mod memory;
pub mod program;
pub mod sim;
pub mod words;

pub use asm::{assemble, AsmError};
pub use dis::disassemble;
pub use isa::{Instr, Reg};
pub use program::Program;
pub use sim::{simulate, Machine, Outcome, SimError};
