//! Fast slice conversions for large arrays (the interpreter, the benchmark). Bit-identical to
//! `codec` by construction and by test (`tests/bulk.rs` sweeps every f32 with `--ignored`):
//! decode is a table lookup; encode from f32 takes an integer RNE shortcut for inputs whose result
//! is a normal finite code and hands every other input (subnormal results, overflow, NaN/inf,
//! other rounding modes) to `codec::encode_f32`.

use crate::codec::{decode_value, encode_f32};
use crate::format::{Code, Format, Specials};
use crate::{Overflow, Rounding};
use std::fmt;

/// Storage element types for codes: u8, u16, u32, u64.
pub trait Storage: Copy {
    fn to_code(self) -> Code;
    fn from_code(c: Code) -> Self;
}

macro_rules! storage {
    ($($t:ty),*) => {$(
        impl Storage for $t {
            #[inline]
            fn to_code(self) -> Code { self as Code }
            #[inline]
            fn from_code(c: Code) -> Self { c as $t }
        }
    )*};
}
storage!(u8, u16, u32, u64);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BulkError {
    /// Table decoding covers formats of at most 16 bits whose values are all exact in f32.
    NotTableDecodable(Format),
    LengthMismatch { input: usize, output: usize },
}

impl fmt::Display for BulkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BulkError::NotTableDecodable(fmt) => write!(f, "{fmt} cannot be table-decoded to f32 exactly"),
            BulkError::LengthMismatch { input, output } => {
                write!(f, "input has {input} elements but output has room for {output}")
            }
        }
    }
}

impl std::error::Error for BulkError {}

/// Decodes codes to f32 by table lookup (built once per format).
pub struct F32Decoder {
    table: Vec<f32>,
}

impl F32Decoder {
    pub fn new(fmt: Format) -> Result<F32Decoder, BulkError> {
        let p = fmt.params();
        if p.bits > 16 || p.pad != 0 || !crate::kernels::contract::widens_exactly(fmt, Format::F32) {
            return Err(BulkError::NotTableDecodable(fmt));
        }
        let table = (0..1u64 << p.bits)
            .map(|c| f32::from_bits(crate::codec::encode_value(Format::F32, decode_value(fmt, c), Rounding::ToNearestEven, Overflow::NanOrInf) as u32))
            .collect();
        Ok(F32Decoder { table })
    }

    /// Codes above the format's width are masked off (check `Format::is_valid_code` upstream).
    pub fn decode<S: Storage>(&self, codes: &[S], out: &mut [f32]) -> Result<(), BulkError> {
        if codes.len() != out.len() {
            return Err(BulkError::LengthMismatch { input: codes.len(), output: out.len() });
        }
        let mask = self.table.len() - 1;
        for (o, c) in out.iter_mut().zip(codes) {
            *o = self.table[c.to_code() as usize & mask];
        }
        Ok(())
    }
}

/// Encodes f32 slices into one format with one rounding and overflow mode.
pub struct F32Encoder {
    fmt: Format,
    rnd: Rounding,
    ovf: Overflow,
    fast: Option<FastRne>,
}

/// The integer RNE shortcut: for |x| in [lo, hi] (f32 bit patterns of the target's smallest
/// normal and largest finite), the code is the RNE-shifted f32 bits minus the exponent rebias.
#[derive(Clone, Copy)]
struct FastRne {
    lo: u32,
    hi: u32,
    shift: u32,
    rebias: u32,
    sign_shift: u32,
}

impl F32Encoder {
    pub fn new(fmt: Format, rnd: Rounding, ovf: Overflow) -> F32Encoder {
        let p = fmt.params();
        let standard = matches!(
            p.specials,
            Specials::Ieee | Specials::NanAllOnes | Specials::NanNegZero | Specials::Finite { neg_zero: true } | Specials::P3109 { .. }
        );
        let fast = (rnd == Rounding::ToNearestEven && standard && p.signed && p.pad == 0 && p.exp_bits >= 1
            && (1..=23).contains(&p.frac_bits) && p.bits <= 32)
            .then(|| {
                let bits_of = |v: crate::Value| (crate::codec::encode_value(Format::F32, v, Rounding::ToNearestEven, Overflow::NanOrInf) as u32) & 0x7FFF_FFFF;
                let min_normal = decode_value(fmt, 1u64 << p.frac_bits);
                let max = crate::scale::max_finite(fmt);
                let (lo, hi) = (bits_of(min_normal), bits_of(max));
                // Both ends must be f32 normals for the shortcut's exponent arithmetic.
                let ok = lo >= 0x0080_0000 && hi < 0x7F80_0000;
                ok.then_some(FastRne {
                    lo,
                    hi,
                    shift: 23 - p.frac_bits,
                    rebias: ((127 - p.bias) as u32) << p.frac_bits,
                    sign_shift: p.bits - 1,
                })
            })
            .flatten();
        F32Encoder { fmt, rnd, ovf, fast }
    }

    #[inline]
    pub fn encode_one(&self, x: f32) -> Code {
        if let Some(f) = self.fast {
            let bits = x.to_bits();
            let abs = bits & 0x7FFF_FFFF;
            if abs >= f.lo && abs <= f.hi {
                let odd = (abs >> f.shift) & 1;
                let rounded = (abs + (1 << (f.shift - 1)) - 1 + odd) >> f.shift;
                let sign = (bits >> 31) << f.sign_shift;
                return (sign | (rounded - f.rebias)) as Code;
            }
        }
        encode_f32(self.fmt, x, self.rnd, self.ovf)
    }

    pub fn encode<S: Storage>(&self, xs: &[f32], out: &mut [S]) -> Result<(), BulkError> {
        if xs.len() != out.len() {
            return Err(BulkError::LengthMismatch { input: xs.len(), output: out.len() });
        }
        for (o, x) in out.iter_mut().zip(xs) {
            *o = S::from_code(self.encode_one(*x));
        }
        Ok(())
    }
}
