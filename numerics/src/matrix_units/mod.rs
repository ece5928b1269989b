//! Accumulator models of matrix units (tensor cores, matrix cores): what one `mma`/`wgmma`/
//! `tcgen05.mma`/`mfma` instruction computes, bit for bit, and the dot product defined as the
//! chain of that instruction over consecutive k-slices from +0 (docs/formats.md, "Hardware
//! arithmetic").
//!
//! The families are MMA-Sim's (Xu et al., arXiv 2511.10909; PyPI `mmasim` 2.1.1), written here
//! from their definitions, exactly (integers, no floating point), and parameterised:
//! - [`Family::TruncatedFused`]: NVIDIA's truncated fused dot-product-add (T-FDPA): align a chunk's
//!   products and the addend to the largest exponent, keep `f` fraction bits of each (truncation),
//!   sum exactly, round the sum once (RZ-FP32, RZ-E8M13 or RNE-FP16).
//! - [`Family::TwoLevel`]: AMD CDNA3's two-level truncation (TR-FDPA; grouped even/odd: GTR-FDPA).
//! - [`Family::FtzPairwise`]: AMD CDNA2's flush-to-zero pairwise f32 adds.
//! - [`Family::ExactChunk`]: AMD CDNA1's exact chunk sum rounded once to nearest even.
//! - [`Family::Fma`]: one fused multiply-add per k (f32 MFMA).
//!
//! - [`ScaledFamily`]: Blackwell's block-scaled instructions (ST-FDPA and grouped GST-FDPA:
//!   the T-FDPA sum over products or group sums carrying their block scales' exponents), for
//!   `lpf.scaled_dot ... hardware("...")`.
//!
//! [`presets`] holds the units as data: per unit, the operand/result type pairs it has, each
//! with its native k and family parameters.

mod chain;
mod conv;
mod families;
mod presets;
mod scaled_chain;
mod scaled_families;
mod scaled_presets;
mod term;

pub use chain::{hardware_dot, hardware_dot_vector, resolve, HardwareDotError};
pub use conv::hardware_conv;
pub use families::{Family, OutputRounding};
pub use presets::{unit, units, Unit, Variant};
pub use scaled_chain::{hardware_scaled_dot, hardware_scaled_dot_vector, resolve_scaled};
pub use scaled_families::ScaledFamily;
pub use scaled_presets::{scaled_unit, scaled_units, ScaledUnit, ScaledVariant};
