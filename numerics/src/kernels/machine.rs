//! Element-wise IEEE arithmetic of f32 and bf16 on the machine's f32 unit, over little-endian
//! byte buffers (StableHLO's interpreter layout), for lpf-run's mixed modules.
//!
//! Each result is the operation's exact result rounded once to nearest-even in the element's
//! format, as IEEE 754 (and StableHLO's `add`, `subtract`, `multiply`, `divide`) define it:
//! - f32: the machine's f32 operation is that;
//! - bf16: operands widen exactly to f32, the f32 operation rounds, and `bulk`'s bf16 encoder
//!   rounds again. The second rounding gives the single one's result because f32 carries
//!   24 >= 2 * 8 + 2 significant bits (Figueroa, "When is double rounding innocuous?", 1995, for
//!   + - * /), and bf16's subnormals are f32 normals;
//! - `maximum`/`minimum` choose an operand (-0 < +0).
//!
//! NaNs follow one rule, the one of LLVM's APFloat that StableHLO's reference interpreter uses:
//! a NaN operand (the left one first) is the result, its payload and sign kept and its quiet bit
//! set; an invalid operation on non-NaN operands (inf - inf, 0 * inf, 0 / 0, inf / inf) gives the
//! positive default NaN. lpf-run's tests compare this with the interpreter bit for bit.

use super::error::KernelError;
use crate::bulk::F32Encoder;
use crate::{Format, Overflow, Rounding};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MachineOp {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
}

/// The element types these kernels take.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MachineFloat {
    F32,
    Bf16,
}

impl MachineFloat {
    pub fn of(format: Format) -> Option<MachineFloat> {
        match format {
            Format::F32 => Some(MachineFloat::F32),
            Format::BF16 => Some(MachineFloat::Bf16),
            _ => None,
        }
    }

    pub fn bytes(self) -> usize {
        match self {
            MachineFloat::F32 => 4,
            MachineFloat::Bf16 => 2,
        }
    }
}

#[inline(always)]
fn apply(op: MachineOp, a: f32, b: f32) -> f32 {
    match op {
        MachineOp::Add => a + b,
        MachineOp::Sub => a - b,
        MachineOp::Mul => a * b,
        MachineOp::Div => a / b,
        // NaN operands are handled by the caller; zeros of either sign compare equal.
        MachineOp::Max => {
            if a == b { f32::from_bits(a.to_bits() & b.to_bits()) } else if a < b { b } else { a }
        }
        MachineOp::Min => {
            if a == b { f32::from_bits(a.to_bits() | b.to_bits()) } else if a < b { a } else { b }
        }
    }
}

/// The NaN rule above on codes of a format with `quiet` as its quiet bit: `None` when neither
/// operand is a NaN (`nan_of` tells).
#[inline(always)]
fn nan_operand(a: u32, b: u32, is_nan: impl Fn(u32) -> bool, quiet: u32) -> Option<u32> {
    if is_nan(a) {
        Some(a | quiet)
    } else if is_nan(b) {
        Some(b | quiet)
    } else {
        None
    }
}

/// One step on f32 bits.
#[inline(always)]
fn f32_step(op: MachineOp, a: u32, b: u32) -> u32 {
    const QUIET: u32 = 1 << 22;
    const DEFAULT_NAN: u32 = 0x7FC0_0000;
    let is_nan = |bits: u32| bits & 0x7FFF_FFFF > 0x7F80_0000;
    let value = apply(op, f32::from_bits(a), f32::from_bits(b)).to_bits();
    if is_nan(value) || is_nan(a) || is_nan(b) { nan_operand(a, b, is_nan, QUIET).unwrap_or(DEFAULT_NAN) } else { value }
}

/// One step on bf16 bits (in the low half).
#[inline(always)]
fn bf16_step(op: MachineOp, a: u32, b: u32, encoder: &F32Encoder) -> u32 {
    const QUIET: u32 = 1 << 6;
    const DEFAULT_NAN: u32 = 0x7FC0;
    let is_nan = |bits: u32| bits & 0x7FFF > 0x7F80;
    let value = apply(op, f32::from_bits(a << 16), f32::from_bits(b << 16));
    if value.is_nan() || is_nan(a) || is_nan(b) {
        nan_operand(a, b, is_nan, QUIET).unwrap_or(DEFAULT_NAN)
    } else {
        encoder.encode_one(value) as u32
    }
}

/// Element `i` of a buffer of `ty`, and its store.
fn load(ty: MachineFloat, bytes: &[u8], i: usize) -> u32 {
    match ty {
        MachineFloat::F32 => u32::from_le_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]]),
        MachineFloat::Bf16 => u32::from(u16::from_le_bytes([bytes[2 * i], bytes[2 * i + 1]])),
    }
}

fn store(ty: MachineFloat, bytes: &mut [u8], i: usize, bits: u32) {
    match ty {
        MachineFloat::F32 => bytes[4 * i..4 * i + 4].copy_from_slice(&bits.to_le_bytes()),
        MachineFloat::Bf16 => bytes[2 * i..2 * i + 2].copy_from_slice(&(bits as u16).to_le_bytes()),
    }
}

/// `op` on bits of `ty`, with the bf16 encoder built once.
struct Step {
    op: MachineOp,
    ty: MachineFloat,
    encoder: F32Encoder,
}

impl Step {
    fn new(op: MachineOp, ty: MachineFloat) -> Step {
        Step { op, ty, encoder: F32Encoder::new(Format::BF16, Rounding::ToNearestEven, Overflow::NanOrInf) }
    }

    #[inline(always)]
    fn apply(&self, a: u32, b: u32) -> u32 {
        match self.ty {
            MachineFloat::F32 => f32_step(self.op, a, b),
            MachineFloat::Bf16 => bf16_step(self.op, a, b, &self.encoder),
        }
    }
}

fn f32_binary(op: MachineOp, lhs: &[u8], rhs: &[u8], out: &mut [u8]) {
    for ((a, b), r) in lhs.chunks_exact(4).zip(rhs.chunks_exact(4)).zip(out.chunks_exact_mut(4)) {
        let (a, b) = (u32::from_le_bytes([a[0], a[1], a[2], a[3]]), u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        r.copy_from_slice(&f32_step(op, a, b).to_le_bytes());
    }
}

fn bf16_binary(op: MachineOp, lhs: &[u8], rhs: &[u8], out: &mut [u8]) {
    let encoder = F32Encoder::new(Format::BF16, Rounding::ToNearestEven, Overflow::NanOrInf);
    for ((a, b), r) in lhs.chunks_exact(2).zip(rhs.chunks_exact(2)).zip(out.chunks_exact_mut(2)) {
        let (a, b) = (u16::from_le_bytes([a[0], a[1]]) as u32, u16::from_le_bytes([b[0], b[1]]) as u32);
        r.copy_from_slice(&(bf16_step(op, a, b, &encoder) as u16).to_le_bytes());
    }
}

/// StableHLO's `reduce` of one input over `dims` with a body that is `op` alone, in the order of
/// StableHLO's reference interpreter: every result starts as `init` and takes the input's elements
/// one at a time in row-major order, `result = op(result, x)` (`op(x, result)` with
/// `x_first`), each step rounded. `out` holds the kept dimensions in order.
pub fn reduce(op: MachineOp, ty: MachineFloat, x_first: bool, input: &[u8], shape: &[usize], dims: &[usize], init: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    let count: usize = shape.iter().product();
    let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).map(|d| shape[d]).collect();
    let kept_count: usize = kept.iter().product();
    if input.len() != count * size || init.len() != size || out.len() != kept_count * size || dims.iter().any(|&d| d >= shape.len()) {
        return Err(KernelError::Shape { op: "reduce", detail: format!("input {shape:?} reduced over {dims:?}: {} input, {} init, {} result bytes", input.len(), init.len(), out.len()) });
    }
    let step = Step::new(op, ty);
    let start = load(ty, init, 0);
    for i in 0..kept_count {
        store(ty, out, i, start);
    }
    // The result offset of each input dimension (0 for reduced ones), walked as an odometer.
    let mut strides = vec![0usize; shape.len()];
    let mut stride = 1;
    for d in (0..shape.len()).rev() {
        if !dims.contains(&d) {
            strides[d] = stride;
            stride *= shape[d];
        }
    }
    let mut index = vec![0usize; shape.len()];
    let mut at = 0usize;
    for i in 0..count {
        let (acc, x) = (load(ty, out, at), load(ty, input, i));
        store(ty, out, at, if x_first { step.apply(x, acc) } else { step.apply(acc, x) });
        for d in (0..shape.len()).rev() {
            index[d] += 1;
            at += strides[d];
            if index[d] < shape[d] {
                break;
            }
            at -= strides[d] * shape[d];
            index[d] = 0;
        }
    }
    Ok(())
}

/// The functions StableHLO's reference interpreter computes in f64 on the machine's C library
/// (`std::tanh`, `std::exp`, `std::log`, `std::sqrt`, `1.0 / std::sqrt`), the f64 result rounded
/// once to nearest-even into the element's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MachineUnary {
    Tanh,
    Exp,
    Log,
    Sqrt,
    Rsqrt,
}

impl MachineUnary {
    /// The f64 function, on the C library the interpreter calls (Rust's `f64` methods call the
    /// same libm functions; sqrt and the quotient are IEEE's).
    fn apply(self, x: f64) -> f64 {
        match self {
            MachineUnary::Tanh => x.tanh(),
            MachineUnary::Exp => x.exp(),
            MachineUnary::Log => x.ln(),
            MachineUnary::Sqrt => x.sqrt(),
            MachineUnary::Rsqrt => 1.0 / x.sqrt(),
        }
    }
}

/// `out[i] = f(x[i])` over a buffer of `ty` elements: x widened exactly to f64, f applied, the
/// result rounded once (f32: the machine's f64 -> f32 conversion; bf16: the codec). A NaN result
/// keeps its sign and the top of its payload, quiet, as APFloat narrows a NaN.
pub fn unary(op: MachineUnary, ty: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if input.len() != out.len() || input.len() % size != 0 {
        return Err(KernelError::Shape { op: "machine unary", detail: format!("{} operand bytes for {} result bytes", input.len(), out.len()) });
    }
    for i in 0..input.len() / size {
        let bits = load(ty, input, i);
        let x = match ty {
            MachineFloat::F32 => f64::from(f32::from_bits(bits)),
            MachineFloat::Bf16 => f64::from(f32::from_bits(bits << 16)),
        };
        let y = op.apply(x);
        let wide = y.to_bits();
        let result = match ty {
            MachineFloat::F32 if y.is_nan() => ((wide >> 32) as u32 & 0x8000_0000) | 0x7FC0_0000 | ((wide >> 29) as u32 & 0x003F_FFFF),
            MachineFloat::F32 => (y as f32).to_bits(),
            MachineFloat::Bf16 if y.is_nan() => ((wide >> 48) as u32 & 0x8000) | 0x7FC0 | ((wide >> 45) as u32 & 0x3F),
            MachineFloat::Bf16 => crate::codec::encode(Format::BF16, y, Rounding::ToNearestEven, Overflow::NanOrInf) as u32,
        };
        store(ty, out, i, result);
    }
    Ok(())
}

/// `out[i] = lhs[i] op rhs[i]` over equal-length buffers of `ty` elements.
pub fn binary(op: MachineOp, ty: MachineFloat, lhs: &[u8], rhs: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if lhs.len() != rhs.len() || lhs.len() != out.len() || lhs.len() % size != 0 {
        return Err(KernelError::Shape {
            op: "machine binary",
            detail: format!("{} and {} operand bytes for {} result bytes of {size}-byte elements", lhs.len(), rhs.len(), out.len()),
        });
    }
    match ty {
        MachineFloat::F32 => f32_binary(op, lhs, rhs, out),
        MachineFloat::Bf16 => bf16_binary(op, lhs, rhs, out),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith;
    use crate::codec::decode_value;
    use crate::RoundWith;

    const OPS: [MachineOp; 6] = [MachineOp::Add, MachineOp::Sub, MachineOp::Mul, MachineOp::Div, MachineOp::Max, MachineOp::Min];

    fn one_bf16(op: MachineOp, a: u16, b: u16) -> u16 {
        let mut out = [0u8; 2];
        binary(op, MachineFloat::Bf16, &a.to_le_bytes(), &b.to_le_bytes(), &mut out).unwrap();
        u16::from_le_bytes(out)
    }

    /// Every non-NaN bf16 pair on a grid against the codec's correctly rounded arithmetic (one
    /// rounding from the exact value): the double rounding through f32 is innocuous.
    #[test]
    fn bf16_arithmetic_is_rounded_once() {
        let codes: Vec<u16> = (0..=0xFFFFu32).step_by(97).map(|c| c as u16).chain([0, 0x8000, 0x0001, 0x8001, 0x7F7F, 0x0080, 0x7F80, 0xFF80]).collect();
        for op in OPS[..4].iter().copied() {
            let arith_op = match op {
                MachineOp::Add => arith::Op::Add,
                MachineOp::Sub => arith::Op::Sub,
                MachineOp::Mul => arith::Op::Mul,
                _ => arith::Op::Div,
            };
            for &a in &codes {
                for &b in &codes {
                    let (va, vb) = (decode_value(Format::BF16, a as u64), decode_value(Format::BF16, b as u64));
                    let want = arith::apply_with(arith_op, Format::BF16, va, vb, RoundWith::Mode(Rounding::ToNearestEven), Overflow::NanOrInf);
                    let got = one_bf16(op, a, b);
                    if decode_value(Format::BF16, want).is_nan() {
                        assert!(got & 0x7FFF > 0x7F80, "{op:?} {a:#06x} {b:#06x}");
                    } else {
                        assert_eq!(got as u64, want, "{op:?} {a:#06x} {b:#06x}");
                    }
                }
            }
        }
    }

    #[test]
    fn nans_follow_the_first_operand() {
        // A signalling NaN with payload 3 on the left wins, quieted, sign kept.
        assert_eq!(one_bf16(MachineOp::Mul, 0xFF83, 0x7FC1), 0xFFC3);
        assert_eq!(one_bf16(MachineOp::Sub, 0x3F80, 0xFF85), 0xFFC5);
        assert_eq!(one_bf16(MachineOp::Max, 0x3F80, 0x7F81), 0x7FC1);
        // Invalid operations: the positive default NaN.
        assert_eq!(one_bf16(MachineOp::Sub, 0x7F80, 0x7F80), 0x7FC0);
        assert_eq!(one_bf16(MachineOp::Div, 0x8000, 0x0000), 0x7FC0);
        let mut out = [0u8; 4];
        binary(MachineOp::Mul, MachineFloat::F32, &0xFF80_0000u32.to_le_bytes(), &0u32.to_le_bytes(), &mut out).unwrap();
        assert_eq!(u32::from_le_bytes(out), 0x7FC0_0000);
    }

    #[test]
    fn signed_zeros_order_in_max_and_min() {
        assert_eq!(one_bf16(MachineOp::Max, 0x8000, 0x0000), 0x0000);
        assert_eq!(one_bf16(MachineOp::Max, 0x0000, 0x8000), 0x0000);
        assert_eq!(one_bf16(MachineOp::Min, 0x0000, 0x8000), 0x8000);
        assert_eq!(one_bf16(MachineOp::Min, 0x8000, 0x0000), 0x8000);
    }
}
