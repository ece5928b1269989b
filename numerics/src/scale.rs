//! Block scales (formats.md §2.5, §2.7): the MX shared exponent in E8M0 with a choice of scale
//! rounding, and NVFP4's E4M3 block scale under an optional f32 per-tensor scale.

use crate::arith;
use crate::codec::{decode_value, encode_value, round_to_precision};
use crate::format::{Code, Format};
use crate::value::Value;
use crate::{Overflow, Rounding};
use std::fmt;

/// How the MX block quantiser picks the power-of-two scale from the block's largest magnitude.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ScaleRounding {
    /// OCP MX v1.0: floor(log2(amax)) - emax_elem. The largest elements may saturate.
    #[default]
    Floor,
    /// The smallest power of two with amax / scale <= max_elem (Triton's and NVIDIA's
    /// round-the-scale-up choice): nothing saturates.
    Ceil,
    /// floor(log2(amax rounded to the element's precision, RNE)) - emax_elem (torchao's EVEN):
    /// a block whose amax rounds up into the next binade gets the larger scale.
    Even,
}

impl ScaleRounding {
    pub fn name(self) -> &'static str {
        match self {
            ScaleRounding::Floor => "floor",
            ScaleRounding::Ceil => "ceil",
            ScaleRounding::Even => "even",
        }
    }

    pub fn parse(name: &str) -> Result<ScaleRounding, crate::ModeNameError> {
        match name.trim() {
            "floor" => Ok(ScaleRounding::Floor),
            "ceil" => Ok(ScaleRounding::Ceil),
            "even" => Ok(ScaleRounding::Even),
            _ => Err(crate::ModeNameError { name: name.to_string(), expected: &["floor", "ceil", "even"] }),
        }
    }
}

impl fmt::Display for ScaleRounding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// floor(log2(|v|)) of a finite nonzero value.
fn floor_log2(v: Value) -> Option<i64> {
    match v {
        Value::Finite { mant, exp, .. } => Some(exp as i64 + 63 - mant.leading_zeros() as i64),
        _ => None,
    }
}

/// The element format's largest finite value.
pub fn max_finite(fmt: Format) -> Value {
    decode_value(fmt, encode_value(fmt, Value::Inf { negative: false }, Rounding::ToNearestEven, Overflow::Saturate))
}

/// emax of the element format: floor(log2(max finite)) (8 for E4M3FN, 15 for E5M2, 2 for E2M1,
/// 4 for E3M2, 2 for E2M3).
pub fn emax(fmt: Format) -> i64 {
    floor_log2(max_finite(fmt)).unwrap_or(0)
}

/// The MX shared exponent (unbiased, clamped to E8M0's -127..=127) for a block whose largest
/// magnitude is `amax`; None when amax is NaN or inf (the scale is then NaN).
pub fn mx_shared_exponent(elem: Format, amax: Value, rule: ScaleRounding) -> Option<i32> {
    let amax = match amax {
        Value::Nan { .. } | Value::Inf { .. } => return None,
        Value::Zero { .. } => return Some(-127),
        Value::Finite { mant, exp, .. } => Value::Finite { negative: false, mant, exp },
    };
    let emax = emax(elem);
    let floor = floor_log2(amax)? - emax;
    let s = match rule {
        ScaleRounding::Floor => floor,
        ScaleRounding::Ceil => {
            // amax / 2^floor < 2^(emax+1); one more doubling suffices when it exceeds max_elem.
            let scaled = scale_by_pow2(amax, -floor);
            let over = scaled.partial_cmp_value(max_finite(elem)) == Some(std::cmp::Ordering::Greater);
            floor + over as i64
        }
        ScaleRounding::Even => {
            // Exact: the codec's rounding at the element's precision, no detour through f64.
            let rounded = round_to_precision(amax, elem.params().frac_bits, Rounding::ToNearestEven);
            floor_log2(rounded)? - emax
        }
    };
    Some(s.clamp(-127, 127) as i32)
}

/// v * 2^k, exactly.
pub fn scale_by_pow2(v: Value, k: i64) -> Value {
    match v {
        Value::Finite { negative, mant, exp } => Value::Finite { negative, mant, exp: (exp as i64 + k) as i32 },
        other => other,
    }
}

/// The E8M0 code of a shared exponent (NaN for None).
pub fn e8m0_code(shared_exp: Option<i32>) -> Code {
    match shared_exp {
        Some(s) => (s + 127) as Code,
        None => 0xFF,
    }
}

/// One MX element: v / 2^shared_exp, rounded RNE and saturated (OCP MX v1.0).
pub fn mx_element(elem: Format, v: Value, shared_exp: Option<i32>) -> Code {
    let scaled = match shared_exp {
        Some(s) => scale_by_pow2(v, -(s as i64)),
        None => Value::Nan { negative: false },
    };
    encode_value(elem, scaled, Rounding::ToNearestEven, Overflow::Saturate)
}

/// NVFP4's block scale: amax / (6 * tensor_scale) rounded RNE into an unsigned E4M3 (f8E4M3FN
/// code with the sign clear), saturating at 448; NaN amax gives the NaN code.
pub fn nvfp4_block_scale(amax: Value, tensor_scale: f32) -> Code {
    let divisor = Value::from_f64(6.0 * tensor_scale as f64); // exact: 3 x 24 bits
    let amax = match amax {
        Value::Finite { mant, exp, .. } => Value::Finite { negative: false, mant, exp },
        Value::Inf { .. } => Value::Inf { negative: false },
        other => other,
    };
    arith::div(Format::F8E4M3FN, amax, divisor, Rounding::ToNearestEven, Overflow::Saturate)
}

/// One NVFP4 element: v / (block_scale * tensor_scale), rounded once (RNE) into f4E2M1FN,
/// saturating; a zero block scale gives +0 elements (the block held only zeros or underflowed).
pub fn nvfp4_element(v: Value, block_scale: Code, tensor_scale: f32) -> Code {
    let s = decode_value(Format::F8E4M3FN, block_scale);
    if matches!(s, Value::Zero { .. }) {
        return encode_value(Format::F4E2M1FN, Value::Zero { negative: false }, Rounding::ToNearestEven, Overflow::Saturate);
    }
    // s * tensor_scale is exact in f64 (4 x 24 bits).
    let sg = arith::mul(Format::F64, s, Value::from_f32(tensor_scale), Rounding::ToNearestEven, Overflow::NanOrInf);
    let sg = Value::from_f64(f64::from_bits(sg));
    arith::div(Format::F4E2M1FN, v, sg, Rounding::ToNearestEven, Overflow::Saturate)
}
