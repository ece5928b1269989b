//! `convert` over whole tensors of codes in one deterministic rounding mode: the codec's result
//! for every element, by `bulk`'s fast paths where they apply (lpf.convert's f32 -> bf16 and
//! bf16 -> f32 of a model's layers), else the codec element by element.

use crate::bulk::F32Encoder;
use crate::codec::convert;
use crate::format::{Code, Format};
use crate::{Overflow, Rounding};

/// Every code of `codes` (of `from`, valid) converted into `to`.
pub fn convert_all(from: Format, to: Format, codes: &[Code], rnd: Rounding, ovf: Overflow) -> Vec<Code> {
    // From f32 into bf16 or f16: `bulk`'s encoder (checked against the codec on every f32), on
    // its shortcuts (cheap to build, unlike the 128K-entry table of the formats of at most 6
    // fraction bits; an f32 target would be a shift by 0 there, which its RNE cannot take).
    if from == Format::F32 && matches!(to, Format::BF16 | Format::F16) {
        let encoder = F32Encoder::new(to, rnd, ovf);
        return codes.iter().map(|c| encoder.encode_one(f32::from_bits(*c as u32))).collect();
    }
    // bf16 into f32 is exact: the code is the f32's top half. A NaN or an infinity takes the
    // codec's code (a canonical NaN; `overflow(saturate)` takes ±inf to ±max, which the shift
    // alone missed: lpf-diff soak seed 4144 program 650).
    if from == Format::BF16 && to == Format::F32 {
        return codes
            .iter()
            .map(|c| {
                let bits = (*c as u32) << 16;
                if f32::from_bits(bits).is_finite() { u64::from(bits) } else { convert(from, to, *c, rnd, ovf) }
            })
            .collect();
    }
    codes.iter().map(|c| convert(from, to, *c, rnd, ovf)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast paths against the codec: every bf16 code into f32, and f32 bit patterns (every
    /// 4099th, and the halfway neighbourhoods of bf16) into bf16 and f16 in three modes; f32
    /// into f32 and tf32 (the codec's path).
    #[test]
    fn fast_paths_give_the_codecs_codes() {
        let bf16: Vec<Code> = (0..=0xFFFF).collect();
        for ovf in [Overflow::NanOrInf, Overflow::Saturate] {
            let want: Vec<Code> = bf16.iter().map(|c| convert(Format::BF16, Format::F32, *c, Rounding::ToNearestEven, ovf)).collect();
            assert_eq!(convert_all(Format::BF16, Format::F32, &bf16, Rounding::ToNearestEven, ovf), want, "bf16 -> f32 {ovf:?}");
        }
        let f32s: Vec<Code> = (0..=u32::MAX / 4099).map(|i| u64::from(i * 4099)).chain((0..4096).map(|i| 0x3F80_7FFE + i)).collect();
        for to in [Format::BF16, Format::F16, Format::F32, Format::TF32] {
            for (rnd, ovf) in [(Rounding::ToNearestEven, Overflow::NanOrInf), (Rounding::TowardZero, Overflow::Saturate), (Rounding::Upward, Overflow::NanOrInf)] {
                let want: Vec<Code> = f32s.iter().map(|c| convert(Format::F32, to, *c, rnd, ovf)).collect();
                assert_eq!(convert_all(Format::F32, to, &f32s, rnd, ovf), want, "{to} {rnd:?} {ovf:?}");
            }
        }
    }
}
