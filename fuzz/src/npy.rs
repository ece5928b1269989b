//! lpf-run's .npy reader, compiled here from its source file: lpf-tools links MLIR, which this
//! crate must not (the fuzz binaries stay small and build in seconds). The reader depends on
//! nothing but std, which keeps this honest.
#[path = "../../tools/src/npy.rs"]
mod reader;
pub use reader::*;
