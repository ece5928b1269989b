//! The format table: one `Params` row per format, from which every encode/decode is derived.
//!
//! A code is the format's storage bits in the low bits of a [`Code`] (`u64`, so that f64 fits too).
//! TF32 codes are f32 bit patterns whose low 13 bits are zero (the f32 carrier of formats.md §2.8).

/// The bits of one encoded value, right-aligned.
pub type Code = u64;

/// Width of an SFx fixed-point format: 2 ..= 16 (atreides.md §10). Only `SfWidth::new` builds one,
/// so an invalid width cannot reach the codec.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SfWidth(u8);

impl SfWidth {
    /// SF16, the Atreides hardware's format.
    pub(crate) const W16: SfWidth = SfWidth(16);

    pub fn new(bits: u8) -> Option<SfWidth> {
        (2..=16).contains(&bits).then_some(SfWidth(bits))
    }
    pub fn bits(self) -> u8 {
        self.0
    }
}

/// An IEEE P3109 format Binary{K}p{P}{s,u}{e,f} (formats.md §4). Only `P3109::new` builds one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct P3109 {
    k: u8,
    p: u8,
    signed: bool,
    extended: bool,
}

impl P3109 {
    /// K in 3..=16; P in 1..=K-1 when signed (at least one exponent bit), 1..=K when unsigned.
    pub fn new(k: u8, p: u8, signed: bool, extended: bool) -> Option<P3109> {
        let max_p = if signed { k.saturating_sub(1) } else { k };
        ((3..=16).contains(&k) && (1..=max_p).contains(&p)).then_some(P3109 { k, p, signed, extended })
    }
    pub fn k(self) -> u8 {
        self.k
    }
    pub fn p(self) -> u8 {
        self.p
    }
    pub fn signed(self) -> bool {
        self.signed
    }
    pub fn extended(self) -> bool {
        self.extended
    }
}

/// Every number format lpf knows (formats.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    F16,
    BF16,
    TF32,
    F32,
    F64,
    F8E5M2,
    F8E4M3,
    F8E3M4,
    F8E4M3FN,
    F8E4M3FNUZ,
    F8E5M2FNUZ,
    F8E4M3B11FNUZ,
    F8E8M0FNU,
    F6E2M3FN,
    F6E3M2FN,
    F4E2M1FN,
    Sf(SfWidth),
    P3109(P3109),
    Gf16,
}

/// How a format spends its special codes. Everything else about a format is in `Params`' numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Specials {
    /// IEEE 754: all-ones exponent is inf (fraction 0) or NaN; signed zeros.
    Ieee,
    /// "FN": no inf; only the all-ones magnitude is NaN (f8E4M3FN); signed zeros.
    NanAllOnes,
    /// "FNUZ": no inf, no -0; the negative-zero code is the single NaN.
    NanNegZero,
    /// No inf, no NaN (FP6, FP4, SFx). `neg_zero`: whether -0 has a code (SFx: no).
    Finite { neg_zero: bool },
    /// f8E8M0FNU: unsigned powers of two, no zero, 0xFF is NaN, exponent field 0 is normal.
    E8M0,
    /// IEEE P3109: one zero, no -0, NaN at 2^(K-1) (signed) or 2^K-1 (unsigned),
    /// ±inf at the top magnitude when extended.
    P3109 { extended: bool },
}

/// The parameters of one format: the single table that encode/decode read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Params {
    /// Logical width in bits (sign + exponent + fraction), without TF32's carrier padding.
    pub bits: u32,
    /// Whether the top logical bit is a sign bit (sign-magnitude codes).
    pub signed: bool,
    pub exp_bits: u32,
    /// Stored fraction bits; precision p = frac_bits + 1 (SFx: all values are "subnormal").
    pub frac_bits: u32,
    pub bias: i32,
    pub specials: Specials,
    /// Zero bits appended below the logical code (TF32 in its f32 carrier: 13).
    pub pad: u32,
}

impl Format {
    /// The parameter row of this format.
    #[inline]
    pub fn params(self) -> Params {
        use Specials::*;
        let row = |bits, exp_bits, frac_bits, bias, specials| Params {
            bits,
            signed: true,
            exp_bits,
            frac_bits,
            bias,
            specials,
            pad: 0,
        };
        match self {
            Format::F16 => row(16, 5, 10, 15, Ieee),
            Format::BF16 => row(16, 8, 7, 127, Ieee),
            Format::TF32 => Params { pad: 13, ..row(19, 8, 10, 127, Ieee) },
            Format::F32 => row(32, 8, 23, 127, Ieee),
            Format::F64 => row(64, 11, 52, 1023, Ieee),
            Format::F8E5M2 => row(8, 5, 2, 15, Ieee),
            Format::F8E4M3 => row(8, 4, 3, 7, Ieee),
            Format::F8E3M4 => row(8, 3, 4, 3, Ieee),
            Format::F8E4M3FN => row(8, 4, 3, 7, NanAllOnes),
            Format::F8E4M3FNUZ => row(8, 4, 3, 8, NanNegZero),
            Format::F8E5M2FNUZ => row(8, 5, 2, 16, NanNegZero),
            Format::F8E4M3B11FNUZ => row(8, 4, 3, 11, NanNegZero),
            Format::F8E8M0FNU => Params { signed: false, ..row(8, 8, 0, 127, E8M0) },
            Format::F6E2M3FN => row(6, 2, 3, 1, Finite { neg_zero: true }),
            Format::F6E3M2FN => row(6, 3, 2, 3, Finite { neg_zero: true }),
            Format::F4E2M1FN => row(4, 2, 1, 1, Finite { neg_zero: true }),
            // No exponent: every value is m * 2^(1 - bias - frac_bits) = m * 2^-(x-1).
            Format::Sf(w) => row(w.0 as u32, 0, w.0 as u32 - 1, 1, Finite { neg_zero: false }),
            Format::P3109(f) => {
                let (k, p) = (f.k as u32, f.p as u32);
                let sign_bits = f.signed as u32;
                Params {
                    bits: k,
                    signed: f.signed,
                    exp_bits: k - sign_bits - (p - 1),
                    frac_bits: p - 1,
                    bias: 1 << (k - p - sign_bits),
                    specials: P3109 { extended: f.extended },
                    pad: 0,
                }
            }
            Format::Gf16 => row(16, 6, 9, 31, Ieee),
        }
    }

    /// Bits a code occupies in memory (formats.md §1 "Storage").
    pub fn storage_bits(self) -> u32 {
        match self {
            Format::TF32 => 32,
            Format::F4E2M1FN | Format::F6E2M3FN | Format::F6E3M2FN => 8,
            f => f.params().bits.next_power_of_two().max(8),
        }
    }

    /// Whether the format has ±inf codes.
    pub fn has_inf(self) -> bool {
        matches!(self.params().specials, Specials::Ieee | Specials::P3109 { extended: true })
    }

    /// Whether the format has a NaN code.
    pub fn has_nan(self) -> bool {
        !matches!(self.params().specials, Specials::Finite { .. })
    }

    /// The overflow behaviour a convert gets when it names none (formats.md §2.1, §2.2):
    /// f8E4M3FN saturates (SFEP-0054); formats with infinity overflow to it; formats with
    /// neither inf nor NaN always saturate; the rest (FNUZ, E8M0, finite P3109) follow their
    /// peers' plain convert (NaN, resp. P3109's SatNone).
    pub fn default_overflow(self) -> crate::Overflow {
        use crate::Overflow::*;
        match self {
            Format::F8E4M3FN => Saturate,
            f if f.has_inf() => NanOrInf,
            f if !f.has_nan() => Saturate,
            _ => NanOrInf,
        }
    }

    /// Whether `code` is a valid code of this format (fits its width; TF32's padding is zero).
    pub fn is_valid_code(self, code: Code) -> bool {
        let p = self.params();
        let width = p.bits + p.pad;
        let fits = width >= 64 || code >> width == 0;
        fits && code & ((1u64 << p.pad) - 1) == 0
    }

    /// Whether scalar arithmetic (+ - * /) is allowed on this format (formats.md §3, E0914):
    /// f16, bf16, tf32, f32, f64 and gf16 are IEEE-like with enough f64 headroom; SFx has its own
    /// fixed-point add/sub/mul (no div).
    pub fn allows_float_arithmetic(self) -> bool {
        matches!(self, Format::F16 | Format::BF16 | Format::TF32 | Format::F32 | Format::F64 | Format::Gf16)
    }

    /// Every fixed-width format (everything but the SFx and P3109 families), for table-driven tests.
    pub const NAMED: [Format; 17] = [
        Format::F16,
        Format::BF16,
        Format::TF32,
        Format::F32,
        Format::F64,
        Format::F8E5M2,
        Format::F8E4M3,
        Format::F8E3M4,
        Format::F8E4M3FN,
        Format::F8E4M3FNUZ,
        Format::F8E5M2FNUZ,
        Format::F8E4M3B11FNUZ,
        Format::F8E8M0FNU,
        Format::F6E2M3FN,
        Format::F6E3M2FN,
        Format::F4E2M1FN,
        Format::Gf16,
    ];

    /// Every format: the named ones, SFx for x in 2..=16 and every valid P3109 member.
    pub fn all() -> Vec<Format> {
        let mut v = Format::NAMED.to_vec();
        v.extend((2..=16).filter_map(SfWidth::new).map(Format::Sf));
        for k in 3..=16 {
            for p in 1..=k {
                for signed in [true, false] {
                    for extended in [true, false] {
                        v.extend(P3109::new(k, p, signed, extended).map(Format::P3109));
                    }
                }
            }
        }
        v
    }
}
