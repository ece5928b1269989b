//! lpf-numerics: the single source of numeric truth for lpf (formats, rounding, reference kernels).
//!
//! Read in this order:
//! - [`format`]: the format table (`Format`, `Params`): one row of parameters per format.
//! - [`names`]: canonical names and every accepted spelling (`Format::parse`, E0910).
//! - [`rounding`]: rounding and overflow modes with `arith`'s names.
//! - [`value`]: exact values (`Value`), what a code means.
//! - [`codec`]: the one generic encode/decode (f64, f32, integers, format to format).
//! - [`decimal`]: decimal literals, parsed exactly and rounded once.
//! - [`integer`]: float to integer with the saturating rule and a status.
//! - [`arith`]: correctly rounded + - * / on exact values.
//! - [`scale`]: block scales: the MX (E8M0) rule and NVFP4's two-level scales.
//! - [`facts`]: what a format can hold (extremes, epsilon, special codes, spacing), derived.
//! - [`bulk`]: fast slice conversions (tables) for large arrays, bit-identical to `codec`.
//! - [`kernels`]: the CPU oracle: elementwise ops, ordered dot/reduce, block quantise, scaled dot.
//! - [`matrix_units`]: accumulator models of tensor cores and matrix cores (`hardware("...")`).
//! - [`sf16_hw`]: the Atreides SF16 hardware arithmetic (truncated products, saturating sums).

pub mod arith;
pub mod bulk;
pub mod codec;
pub mod decimal;
pub mod facts;
pub mod format;
pub mod integer;
pub mod kernels;
pub mod matrix_units;
pub mod names;
pub mod rounding;
pub mod scale;
pub mod sf16_hw;
pub mod value;

pub use codec::{convert, convert_with, decode, decode_value, encode, encode_f32, encode_int, encode_uint, encode_value, encode_value_with};
pub use decimal::{encode_decimal, DecimalError};
pub use format::{Code, Format, P3109, Params, SfWidth, Specials};
pub use integer::{to_int, IntStatus, IntType};
pub use names::FormatNameError;
pub use rounding::{ModeNameError, Overflow, RoundWith, Rounding, Stochastic, StochasticMode};
pub use value::Value;
