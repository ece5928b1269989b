//! The CPU oracle of SFEP-0054 §8: reference kernels exactly as formats.md §3 defines them.
//!
//! Kernels work on [`Tensor`]s: a format, a row-major shape and one [`crate::Code`] per element.
//! - [`elementwise`]: same-type add/sub/mul/div/neg (correctly rounded) and compare.
//! - [`contract`]: ordered dot (batch dims) and reduce_sum with an explicit f32/f64 accumulator,
//!   and the SF16 hardware-accumulation dot of Atreides.
//! - [`conv`]: the ordered convolution (windows of a channels-last input), the dot's step.
//! - [`block`]: MX / NVFP4 block quantise and dequantise, and the block-scaled dot.
//! - [`convert`]: a conversion of whole tensors, by `bulk`'s fast paths where they apply.
//! - [`layout`], [`machine`]: broadcasts and transposes over bytes, and f32/bf16 IEEE arithmetic
//!   on the machine's f32 unit, for the StableHLO ops lpf-run takes from StableHLO's interpreter
//!   ([`machine_conv`], [`machine_window`], [`machine_bits`]: its convolutions, reduce_window, and
//!   integer and sign-bit ops).

pub mod block;
pub mod contract;
pub mod convert;
pub mod conv;
pub mod elementwise;
pub mod error;
pub mod layout;
pub mod machine;
pub mod machine_bits;
pub mod machine_conv;
pub mod machine_window;
pub mod tensor;

pub use block::{dequantize_block, quantize_mx, quantize_nvfp4, scaled_dot, BlockScaled};
pub use contract::{dot, dot_sf16_hw, reduce_sum, Accumulator};
pub use conv::{conv, ConvGeometry};
pub use elementwise::{binary, binary_with, compare, elementwise, leaky_relu, negate, relu, BinaryOp, CmpPredicate};
pub use error::KernelError;
pub use tensor::{element_count, Tensor};
