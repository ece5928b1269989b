//! Bit-level StableHLO ops over little-endian byte buffers (StableHLO's interpreter layout), for
//! the ops lpf-run takes from StableHLO's reference interpreter (issue 39: XLA's f64
//! round-to-odd in lpf-run's batch norm expansion, `abs`, `subtract` and `or` on i64, ran element
//! by element there):
//! - [`integer`]: `add`, `subtract`, `multiply`, `and`, `or`, `xor` of 8- to 64-bit integers,
//!   modulo 2^width as APInt computes them (the same bits signed or unsigned), and the shifts
//!   `shift_left`, `shift_right_logical`, `shift_right_arithmetic` by the right operand's bits
//!   as an unsigned count (a count of the width or more gives 0, or the sign for the
//!   arithmetic shift, as APInt's shifts do; XLA's rsqrt estimate and RNGs use them);
//! - [`abs`]: `abs` of f32, bf16 and f64, the sign cleared (APFloat's `abs`, NaNs too);
//! - [`not`]: `not` of 8- to 64-bit integers (every bit flipped) and of i1 (0 and 1 swapped);
//! - [`int_to_float`]: `convert` from integers (1 to 64 bits, signed or unsigned, i1 as 0 or 1)
//!   to f32, bf16 and f64, one rounding to nearest-even from the integer's exact value, as
//!   APFloat's `convertFromAPInt` rounds;
//! - [`round_integral`]: `floor`, `ceil`, `round_nearest_even` and `round_nearest_afz` of f32,
//!   bf16 and f64: exact results (APFloat's `roundToIntegral`: zeros and infinities kept, the
//!   sign of a zero result the operand's, a NaN quiet with its sign and payload).

use super::error::KernelError;
use super::machine::MachineFloat;
use crate::{Format, IntType, Overflow, Rounding};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntOp {
    Add,
    Sub,
    Mul,
    And,
    Or,
    Xor,
    ShiftLeft,
    ShiftRightLogical,
    ShiftRightArithmetic,
}

/// `out[i] = lhs[i] op rhs[i]` over integers of `bytes` bytes (1, 2, 4 or 8), wrapping.
pub fn integer(op: IntOp, bytes: usize, lhs: &[u8], rhs: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    if ![1, 2, 4, 8].contains(&bytes) || lhs.len() != rhs.len() || lhs.len() != out.len() || lhs.len() % bytes != 0 {
        return Err(KernelError::Shape { op: "machine integer", detail: format!("{} and {} operand bytes for {} result bytes of {bytes}-byte integers", lhs.len(), rhs.len(), out.len()) });
    }
    let word = |b: &[u8]| {
        let mut w = [0u8; 8];
        w[..bytes].copy_from_slice(b);
        u64::from_le_bytes(w)
    };
    let width = 8 * bytes as u64;
    for ((a, b), r) in lhs.chunks_exact(bytes).zip(rhs.chunks_exact(bytes)).zip(out.chunks_exact_mut(bytes)) {
        let (a, b) = (word(a), word(b));
        let value = match op {
            IntOp::Add => a.wrapping_add(b),
            IntOp::Sub => a.wrapping_sub(b),
            IntOp::Mul => a.wrapping_mul(b),
            IntOp::And => a & b,
            IntOp::Or => a | b,
            IntOp::Xor => a ^ b,
            IntOp::ShiftLeft => if b < width { a << b } else { 0 },
            IntOp::ShiftRightLogical => if b < width { a >> b } else { 0 },
            IntOp::ShiftRightArithmetic => {
                // Sign-extended to 64 bits, shifted, the low `bytes` bytes kept below.
                let signed = ((a << (64 - width)) as i64) >> (64 - width);
                (signed >> b.min(width - 1)) as u64
            }
        };
        // The low `bytes` bytes: the result modulo 2^width.
        r.copy_from_slice(&value.to_le_bytes()[..bytes]);
    }
    Ok(())
}

/// StableHLO's `abs` of floats: the sign cleared, NaNs included (APFloat's `abs`).
pub fn abs(ty: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if input.len() != out.len() || input.len() % size != 0 {
        return Err(KernelError::Shape { op: "machine abs", detail: format!("{} operand bytes for {} result bytes", input.len(), out.len()) });
    }
    out.copy_from_slice(input);
    // Little-endian: the sign is the top bit of each element's last byte.
    for element in out.chunks_exact_mut(size) {
        element[size - 1] &= 0x7F;
    }
    Ok(())
}

/// StableHLO's `not`: every bit of each `bytes`-byte integer flipped, or for i1 (`boolean`, one
/// byte of 0 or 1 per element) the value's (APInt's `~` and the interpreter's `!` on bools).
pub fn not(bytes: usize, boolean: bool, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    if ![1, 2, 4, 8].contains(&bytes) || (boolean && bytes != 1) || input.len() != out.len() || input.len() % bytes != 0 {
        return Err(KernelError::Shape { op: "machine not", detail: format!("{} operand bytes for {} result bytes of {bytes}-byte integers", input.len(), out.len()) });
    }
    let mask = if boolean { 1 } else { 0xFF };
    for (r, a) in out.iter_mut().zip(input) {
        *r = a ^ mask;
    }
    Ok(())
}

/// The exact value of an integer element of `ty` in the interpreter's layout, its bytes
/// zero-extended to 64 bits in `word`: the low `ty.bits` bits (bits above the width ignored,
/// as the interpreter reads i2 and i4), sign-extended where signed; i1 is a bool, 0 or 1.
fn int_value(ty: IntType, word: u64) -> i128 {
    let shift = 64 - ty.bits;
    if ty.signed && ty.bits > 1 {
        i128::from(((word << shift) as i64) >> shift)
    } else {
        i128::from((word << shift) >> shift)
    }
}

/// StableHLO's `convert` from integers of `from` (1 to 64 bits, in 1, 2, 4 or 8 bytes) to
/// floats of `to`: the exact integer value
/// rounded once to nearest-even. f32 and f64 by Rust's `as` on the i64 or u64 value (one
/// rounding to nearest, ties to even, by its definition: the machine's conversion); bf16 by the
/// codec's `encode_int` from the exact value (never through f32, which would round twice for
/// integers of more than 24 significant bits).
pub fn int_to_float(from: IntType, to: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let (size, out_size) = ((from.bits.max(8) / 8) as usize, to.bytes());
    if !(1..=64).contains(&from.bits) || input.len() % size != 0 || input.len() / size * out_size != out.len() {
        return Err(KernelError::Shape { op: "machine int_to_float", detail: format!("{} operand bytes of {}-bit integers for {} result bytes", input.len(), from.bits, out.len()) });
    }
    for (a, r) in input.chunks_exact(size).zip(out.chunks_exact_mut(out_size)) {
        let mut word = [0u8; 8];
        word[..size].copy_from_slice(a);
        let value = int_value(from, u64::from_le_bytes(word));
        // i64 holds every signed value, u64 every unsigned one; `as` converts each exactly
        // as its own type, rounding once.
        let signed = value < 0;
        let bits = match to {
            MachineFloat::F32 if signed => u64::from((value as i64 as f32).to_bits()),
            MachineFloat::F32 => u64::from((value as u64 as f32).to_bits()),
            MachineFloat::F64 if signed => (value as i64 as f64).to_bits(),
            MachineFloat::F64 => (value as u64 as f64).to_bits(),
            MachineFloat::Bf16 => crate::codec::encode_int(Format::BF16, value, Rounding::ToNearestEven, Overflow::NanOrInf),
        };
        r.copy_from_slice(&bits.to_le_bytes()[..out_size]);
    }
    Ok(())
}

/// The roundings to an integral value of StableHLO's `floor`, `ceil`, `round_nearest_even`
/// and `round_nearest_afz`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Integral {
    Floor,
    Ceil,
    NearestEven,
    NearestAway,
}

impl Integral {
    /// The exact result on f64 (f32 and bf16 values widen exactly, and their integral
    /// neighbours are theirs too: a value of p significant bits at or above 2^(p-1) is
    /// integral already, and below it its integral neighbours have at most p bits). Rust's
    /// `floor`, `ceil`, `round_ties_even` and `round` keep a zero's sign, an infinity, and
    /// give a zero of the operand's sign where the result is 0 (IEEE 754's roundToIntegral).
    fn apply(self, x: f64) -> f64 {
        match self {
            Integral::Floor => x.floor(),
            Integral::Ceil => x.ceil(),
            Integral::NearestEven => x.round_ties_even(),
            Integral::NearestAway => x.round(),
        }
    }
}

/// `mode` applied to each float of `ty`: the exact integral result; a NaN keeps its sign and
/// payload with its quiet bit set (APFloat's `makeQuiet`), whatever the C library would do.
pub fn round_integral(mode: Integral, ty: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if input.len() != out.len() || input.len() % size != 0 {
        return Err(KernelError::Shape { op: "machine round_integral", detail: format!("{} operand bytes for {} result bytes", input.len(), out.len()) });
    }
    match ty {
        MachineFloat::F32 => {
            for (a, r) in input.chunks_exact(4).zip(out.chunks_exact_mut(4)) {
                let x = f32::from_le_bytes([a[0], a[1], a[2], a[3]]);
                let y = if x.is_nan() { x.to_bits() | 0x0040_0000 } else { (mode.apply(f64::from(x)) as f32).to_bits() };
                r.copy_from_slice(&y.to_le_bytes());
            }
        }
        MachineFloat::Bf16 => {
            for (a, r) in input.chunks_exact(2).zip(out.chunks_exact_mut(2)) {
                let code = u16::from_le_bytes([a[0], a[1]]);
                let x = f32::from_bits(u32::from(code) << 16);
                // The integral result is a bf16 value: its f32 bits end in 16 zeros.
                let y = if x.is_nan() { code | 0x0040 } else { ((mode.apply(f64::from(x)) as f32).to_bits() >> 16) as u16 };
                r.copy_from_slice(&y.to_le_bytes());
            }
        }
        MachineFloat::F64 => {
            for (a, r) in input.chunks_exact(8).zip(out.chunks_exact_mut(8)) {
                let x = f64::from_le_bytes(a.try_into().expect("8 bytes"));
                let y = if x.is_nan() { x.to_bits() | 0x0008_0000_0000_0000 } else { mode.apply(x).to_bits() };
                r.copy_from_slice(&y.to_le_bytes());
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rust's `as` against the codec's one rounding from the exact value, at the ties and
    /// their neighbours around 2^24, 2^53 and 2^63, for every signedness.
    #[test]
    fn int_to_float_rounds_once() {
        let mut values: Vec<i128> = vec![0, 1, -1, i128::from(i64::MIN), i128::from(i64::MAX), i128::from(u64::MAX)];
        for e in [8, 23, 24, 25, 52, 53, 54, 62, 63] {
            for k in [1i128, 3, 5] {
                for d in -3i128..=3 {
                    let v = (k << e) + d;
                    values.extend([v, -v, v + (1 << (e - 8).max(0)), v - (1 << (e - 7).max(0))]);
                }
            }
        }
        for v in values {
            let (signed, word) = if v < 0 { (true, v as i64 as u64) } else if v > i128::from(i64::MAX) { (false, v as u64) } else { (true, v as u64) };
            if v < i128::from(i64::MIN) || v > i128::from(u64::MAX) || (!signed && v > i128::from(u64::MAX)) {
                continue;
            }
            let from = IntType { bits: 64, signed };
            for (to, format) in [(MachineFloat::F32, Format::F32), (MachineFloat::F64, Format::F64), (MachineFloat::Bf16, Format::BF16)] {
                let mut out = vec![0u8; to.bytes()];
                int_to_float(from, to, &word.to_le_bytes(), &mut out).unwrap();
                let mut w = [0u8; 8];
                w[..to.bytes()].copy_from_slice(&out);
                assert_eq!(u64::from_le_bytes(w), crate::codec::encode_int(format, v, Rounding::ToNearestEven, Overflow::NanOrInf), "{v} to {to:?}");
            }
        }
        // i1 true is 1.0; i4 and i8 read their low bits, sign-extended where signed.
        let mut out = vec![0u8; 12];
        int_to_float(IntType { bits: 1, signed: true }, MachineFloat::F32, &[1, 0, 1], &mut out).unwrap();
        assert_eq!(out, [1.0f32, 0.0, 1.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
        int_to_float(IntType { bits: 4, signed: true }, MachineFloat::F32, &[0xFF, 0x07, 0x38], &mut out).unwrap();
        assert_eq!(out, [-1.0f32, 7.0, -8.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
        int_to_float(IntType { bits: 8, signed: false }, MachineFloat::F32, &[0xFF, 0x07, 0x80], &mut out).unwrap();
        assert_eq!(out, [255.0f32, 7.0, 128.0].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    }

    #[test]
    fn round_integral_keeps_signs_and_nans() {
        let cases: [(f32, [f32; 4]); 7] = [
            (-0.0, [-0.0, -0.0, -0.0, -0.0]),
            (-0.5, [-1.0, -0.0, -0.0, -1.0]),
            (2.5, [2.0, 3.0, 2.0, 3.0]),
            (-2.5, [-3.0, -2.0, -2.0, -3.0]),
            (1e-45, [0.0, 1.0, 0.0, 0.0]),
            (f32::NEG_INFINITY, [f32::NEG_INFINITY; 4]),
            (8388609.0, [8388609.0; 4]),
        ];
        for (x, want) in cases {
            for (mode, w) in [Integral::Floor, Integral::Ceil, Integral::NearestEven, Integral::NearestAway].into_iter().zip(want) {
                let mut out = [0u8; 4];
                round_integral(mode, MachineFloat::F32, &x.to_le_bytes(), &mut out).unwrap();
                assert_eq!(u32::from_le_bytes(out), w.to_bits(), "{mode:?} of {x}");
            }
        }
        let mut out = [0u8; 4];
        round_integral(Integral::Floor, MachineFloat::F32, &0xFF80_0003u32.to_le_bytes(), &mut out).unwrap();
        assert_eq!(u32::from_le_bytes(out), 0xFFC0_0003);
        let mut out = [0u8; 2];
        round_integral(Integral::Ceil, MachineFloat::Bf16, &0x7F81u16.to_le_bytes(), &mut out).unwrap();
        assert_eq!(u16::from_le_bytes(out), 0x7FC1);
    }
}
