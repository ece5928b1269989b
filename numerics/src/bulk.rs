//! Fast slice conversions for large arrays (the interpreter, the benchmark), bit-identical to
//! `codec`: every table entry, threshold and special code is computed by `codec`, and the tests
//! compare them on every conformance input (`tests/ml_dtypes_conformance.rs`) and on every f32
//! (`tests/exhaustive.rs`, `--ignored`).
//! - decode: a table lookup (a shift for bf16);
//! - encode from f32: 64K-entry tables for formats with at most 6 fraction bits (any rounding
//!   mode), the textbook RNE for bf16, a branch-free RNE shortcut for the other IEEE-like formats,
//!   and `codec::encode_f32` for the rest.

use crate::codec::{decode_value, encode_f32};
use crate::format::{Code, Format, Specials};
use crate::{Overflow, Rounding};
use std::fmt;

/// Storage element types for codes: u8, u16, u32, u64.
pub trait Storage: Copy {
    fn to_code(self) -> Code;
    fn from_code(c: Code) -> Self;
    fn from_u32(c: u32) -> Self;
}

macro_rules! storage {
    ($($t:ty),*) => {$(
        impl Storage for $t {
            #[inline]
            fn to_code(self) -> Code { self as Code }
            #[inline]
            fn from_code(c: Code) -> Self { c as $t }
            #[inline]
            fn from_u32(c: u32) -> Self { c as $t }
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

/// Decodes codes to f32: by table lookup (built once per format with `codec`), or for bf16, whose
/// codes are the top half of the f32 with the same value, by a shift.
pub struct F32Decoder {
    table: Vec<f32>,
    top_half_of_f32: bool,
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
        Ok(F32Decoder { table, top_half_of_f32: fmt == Format::BF16 })
    }

    /// Codes above the format's width are masked off (check `Format::is_valid_code` upstream).
    pub fn decode<S: Storage>(&self, codes: &[S], out: &mut [f32]) -> Result<(), BulkError> {
        if codes.len() != out.len() {
            return Err(BulkError::LengthMismatch { input: codes.len(), output: out.len() });
        }
        if self.top_half_of_f32 {
            // Indexed over equal-length slices, so that it vectorises.
            let n = out.len();
            let (out, codes) = (&mut out[..n], &codes[..n]);
            for i in 0..n {
                out[i] = f32::from_bits((codes[i].to_code() as u32) << 16);
            }
            return Ok(());
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
    path: Path,
}

/// How an encoder gets its codes; every path's entries or thresholds come from `codec`.
enum Path {
    /// Formats with at most 6 fraction bits (all 8-, 6- and 4-bit formats), any rounding mode:
    /// the result depends only on the f32's top 16 bits and whether any low bit is set (the
    /// target's half-ulp bit is at or above bit 16), so two 64K-entry tables hold every answer.
    Table(Vec<u16>),
    /// bf16 in round-to-nearest-even with nan_or_inf: the textbook RNE on the top half, NaN to
    /// the signed quiet NaN (checked against codec when the encoder is built).
    Bf16,
    Shortcut(FastRne),
    Codec,
}

/// The branch-free RNE shortcut, all thresholds precomputed with `codec` (so the special cases are
/// codec's by construction): for |x| below the target's smallest normal, one f32 addition of a
/// "magic" power of two whose ulp is the target's subnormal step does the RNE; from the smallest
/// normal up to the overflow threshold, the RNE-shifted f32 bits minus the exponent rebias; at or
/// above the threshold, codec's overflow (or inf/NaN) code for that sign.
#[derive(Clone, Copy)]
struct FastRne {
    lo: u32,
    overflow_at: u32,
    shift: u32,
    rebias: u32,
    sign_shift: u32,
    magic: f32,
    overflow: [u32; 2],
    nan: [u32; 2],
}

impl FastRne {
    fn new(fmt: Format, ovf: Overflow) -> Option<FastRne> {
        let p = fmt.params();
        // Formats whose zero is the sign bit alone (so "sign | rounded magnitude" is right for
        // results that round to zero), with a sign bit, an exponent, and a fraction.
        let signed_zero = matches!(p.specials, Specials::Ieee | Specials::NanAllOnes | Specials::Finite { neg_zero: true });
        if !(signed_zero && p.signed && p.pad == 0 && p.exp_bits >= 1 && (1..=23).contains(&p.frac_bits) && p.bits <= 32) {
            return None;
        }
        let enc = |x: f32| encode_f32(fmt, x, Rounding::ToNearestEven, ovf) as u32;
        let f32_bits = |v: crate::Value| {
            crate::codec::encode_value(Format::F32, v, Rounding::ToNearestEven, Overflow::NanOrInf) as u32 & 0x7FFF_FFFF
        };
        let lo = f32_bits(decode_value(fmt, 1u64 << p.frac_bits));
        let max_bits = f32_bits(crate::scale::max_finite(fmt));
        let step_exp = 1 - p.bias - p.frac_bits as i32; // the subnormal step is 2^step_exp
        if !(0x0080_0000..0x7F80_0000).contains(&lo) || max_bits >= 0x7F80_0000 || step_exp + 23 > 127 || step_exp + 23 < -126 {
            return None;
        }
        let mut fast = FastRne {
            lo,
            overflow_at: 0x7F80_0000,
            shift: 23 - p.frac_bits,
            rebias: ((127 - p.bias) as u32) << p.frac_bits,
            sign_shift: p.bits - 1,
            magic: 2f32.powi(step_exp + 23),
            overflow: [0; 2],
            nan: [enc(f32::NAN), enc(-f32::NAN)],
        };
        // The first f32 above max where codec leaves max's code or the shifted-bits formula would
        // (the rounding midpoint past max): from there on, codec's overflow code. Both are monotonic.
        let max_code = enc(f32::from_bits(max_bits));
        let (mut a, mut b) = (max_bits, 0x7F80_0000u32);
        while a + 1 < b {
            let m = a + (b - a) / 2;
            if enc(f32::from_bits(m)) == max_code && fast.encode(f32::from_bits(m)) == max_code {
                a = m;
            } else {
                b = m;
            }
        }
        fast.overflow_at = b;
        fast.overflow = [enc(f32::from_bits(b)), enc(-f32::from_bits(b))];
        // ±inf must share the overflow code (true for both overflow modes; checked, not assumed).
        (fast.overflow == [enc(f32::INFINITY), enc(f32::NEG_INFINITY)]).then_some(fast)
    }

    #[inline(always)]
    fn encode(&self, x: f32) -> u32 {
        let bits = x.to_bits();
        let abs = bits & 0x7FFF_FFFF;
        let neg = bits >> 31 != 0;
        let odd = (abs >> self.shift) & 1;
        let normal = (abs.wrapping_add((1 << (self.shift - 1)) - 1 + odd) >> self.shift).wrapping_sub(self.rebias);
        let sub = (f32::from_bits(abs) + self.magic).to_bits().wrapping_sub(self.magic.to_bits());
        let mag = if abs < self.lo { sub } else { normal };
        let code = ((bits >> 31) << self.sign_shift) | mag;
        // Selects, not table indexing, so that the loop vectorises.
        let nan = if neg { self.nan[1] } else { self.nan[0] };
        let over = if neg { self.overflow[1] } else { self.overflow[0] };
        let special = if abs > 0x7F80_0000 { nan } else { over };
        if abs >= self.overflow_at { special } else { code }
    }
}

impl F32Encoder {
    pub fn new(fmt: Format, rnd: Rounding, ovf: Overflow) -> F32Encoder {
        let p = fmt.params();
        let path = if p.frac_bits <= 6 && p.bits <= 16 && p.pad == 0 {
            let table = (0..1u32 << 17)
                .map(|i| {
                    let bits = (i >> 1) << 16 | (i & 1); // entry 2k+1: some low bit set
                    encode_f32(fmt, f32::from_bits(bits), rnd, ovf) as u16
                })
                .collect();
            Path::Table(table)
        } else if fmt == Format::BF16
            && rnd == Rounding::ToNearestEven
            && ovf == Overflow::NanOrInf
            && [f32::NAN, -f32::NAN].iter().all(|x| encode_f32(fmt, *x, rnd, ovf) == bf16_rne(x.to_bits()) as Code)
        {
            Path::Bf16
        } else if rnd == Rounding::ToNearestEven {
            FastRne::new(fmt, ovf).map_or(Path::Codec, Path::Shortcut)
        } else {
            Path::Codec
        };
        F32Encoder { fmt, rnd, ovf, path }
    }

    /// Whether this encoder uses a table or a shortcut (else every element goes through codec).
    pub fn uses_shortcut(&self) -> bool {
        !matches!(self.path, Path::Codec)
    }

    #[inline]
    pub fn encode_one(&self, x: f32) -> Code {
        let bits = x.to_bits();
        match &self.path {
            Path::Table(t) => t[table_index(bits)] as Code,
            Path::Bf16 => bf16_rne(bits) as Code,
            Path::Shortcut(f) => f.encode(x) as Code,
            Path::Codec => encode_f32(self.fmt, x, self.rnd, self.ovf),
        }
    }

    pub fn encode<S: Storage>(&self, xs: &[f32], out: &mut [S]) -> Result<(), BulkError> {
        if xs.len() != out.len() {
            return Err(BulkError::LengthMismatch { input: xs.len(), output: out.len() });
        }
        let pairs = out.iter_mut().zip(xs);
        match &self.path {
            Path::Table(t) => pairs.for_each(|(o, x)| *o = S::from_u32(t[table_index(x.to_bits())] as u32)),
            Path::Bf16 => {
                // Indexed over equal-length slices with no captured state, so that it vectorises.
                let n = out.len().min(xs.len());
                let (out, xs) = (&mut out[..n], &xs[..n]);
                for i in 0..n {
                    out[i] = S::from_u32(bf16_rne(xs[i].to_bits()));
                }
            }
            Path::Shortcut(f) => pairs.for_each(|(o, x)| *o = S::from_u32(f.encode(*x))),
            Path::Codec => pairs.for_each(|(o, x)| *o = S::from_code(encode_f32(self.fmt, *x, self.rnd, self.ovf))),
        }
        Ok(())
    }
}

/// Index into a `Path::Table`: the top 16 bits, and whether any of the low 16 is set.
#[inline(always)]
fn table_index(bits: u32) -> usize {
    (((bits >> 16) << 1) | ((bits & 0xFFFF != 0) as u32)) as usize
}

/// f32 -> bf16, round to nearest even on the top half (overflow reaches inf by the carry), NaN to
/// the quiet NaN of its sign (0x7FC0 / 0xFFC0, codec's canonical NaN).
#[inline(always)]
fn bf16_rne(bits: u32) -> u32 {
    let rounded = bits.wrapping_add(0x7FFF + ((bits >> 16) & 1)) >> 16;
    let nan = ((bits >> 16) & 0x8000) | 0x7FC0;
    if bits & 0x7FFF_FFFF > 0x7F80_0000 { nan } else { rounded }
}
