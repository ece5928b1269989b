//! The LLVM exit's middle layer: the kernels, each a fast, bit-exact loop nest for one kind of
//! computation, given buffers and a [`crate::to_llvm::builders::target::Target`], whichever lpf
//! op asked for it. They import the builders and the typed helpers below them, and each other
//! downwards only (docs/architecture.md, "The LLVM exit in layers"); never an op lowering.
//!
//! - [`contraction`]: the ordered dot (packed panels, register tiles, run-time exactness proofs);
//! - [`matrix_units`]: the hardware dots (NVIDIA's and AMD's units, Blackwell's block-scaled
//!   instructions) on the same packing and tiles;
//! - [`conv`]: `lpf.conv` as im2col into the ordered dot;
//! - [`scaled`]: the one rule of a block-scaled value, for `lpf.dequantize_block` and for the
//!   packing of a scaled dot operand;
//! - [`quantize`]: `lpf.quantize_block`'s blocks;
//! - [`nibble`]: 4-bit codes converted eight at a time.

pub mod contraction;
pub mod conv;
pub mod matrix_units;
pub mod nibble;
pub mod quantize;
pub mod scaled;
