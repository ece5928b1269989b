//! Element-wise IEEE arithmetic of f32, bf16 and f64 on the machine's floating-point unit, over
//! little-endian byte buffers (StableHLO's interpreter layout), for lpf-run's mixed modules.
//!
//! Each result is the operation's exact result rounded once to nearest-even in the element's
//! format, as IEEE 754 (and StableHLO's `add`, `subtract`, `multiply`, `divide`) define it:
//! - f32 and f64: the machine's operation in that type is that;
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
    F64,
}

impl MachineFloat {
    pub fn of(format: Format) -> Option<MachineFloat> {
        match format {
            Format::F32 => Some(MachineFloat::F32),
            Format::BF16 => Some(MachineFloat::Bf16),
            Format::F64 => Some(MachineFloat::F64),
            _ => None,
        }
    }

    pub fn bytes(self) -> usize {
        match self {
            MachineFloat::F32 => 4,
            MachineFloat::Bf16 => 2,
            MachineFloat::F64 => 8,
        }
    }
}

#[inline(always)]
fn apply<T: Copy + PartialOrd + std::ops::Add<Output = T> + std::ops::Sub<Output = T> + std::ops::Mul<Output = T> + std::ops::Div<Output = T>>(
    op: MachineOp,
    a: T,
    b: T,
    zero_sign: impl Fn(T, T, bool) -> T,
) -> T {
    match op {
        MachineOp::Add => a + b,
        MachineOp::Sub => a - b,
        MachineOp::Mul => a * b,
        MachineOp::Div => a / b,
        // NaN operands are handled by the caller; zeros of either sign compare equal.
        MachineOp::Max => {
            if a == b { zero_sign(a, b, false) } else if a < b { b } else { a }
        }
        MachineOp::Min => {
            if a == b { zero_sign(a, b, true) } else if a < b { a } else { b }
        }
    }
}

/// The NaN rule above on codes of a format with `quiet` as its quiet bit: `None` when neither
/// operand is a NaN (`nan_of` tells).
#[inline(always)]
fn nan_operand(a: u64, b: u64, is_nan: impl Fn(u64) -> bool, quiet: u64) -> Option<u64> {
    if is_nan(a) {
        Some(a | quiet)
    } else if is_nan(b) {
        Some(b | quiet)
    } else {
        None
    }
}

/// Equal operands of `maximum` (`minimum` with `min`): the zeros' signs decide (-0 < +0).
#[inline(always)]
fn zero_sign32(a: f32, b: f32, min: bool) -> f32 {
    f32::from_bits(if min { a.to_bits() | b.to_bits() } else { a.to_bits() & b.to_bits() })
}

#[inline(always)]
fn zero_sign64(a: f64, b: f64, min: bool) -> f64 {
    f64::from_bits(if min { a.to_bits() | b.to_bits() } else { a.to_bits() & b.to_bits() })
}

/// One step on f32 bits.
#[inline(always)]
fn f32_step(op: MachineOp, a: u32, b: u32) -> u32 {
    const QUIET: u64 = 1 << 22;
    const DEFAULT_NAN: u64 = 0x7FC0_0000;
    let is_nan = |bits: u64| bits & 0x7FFF_FFFF > 0x7F80_0000;
    let value = u64::from(apply(op, f32::from_bits(a), f32::from_bits(b), zero_sign32).to_bits());
    let (a, b) = (u64::from(a), u64::from(b));
    (if is_nan(value) || is_nan(a) || is_nan(b) { nan_operand(a, b, is_nan, QUIET).unwrap_or(DEFAULT_NAN) } else { value }) as u32
}

/// One step on f64 bits.
#[inline(always)]
fn f64_step(op: MachineOp, a: u64, b: u64) -> u64 {
    const QUIET: u64 = 1 << 51;
    const DEFAULT_NAN: u64 = 0x7FF8_0000_0000_0000;
    let is_nan = |bits: u64| bits & 0x7FFF_FFFF_FFFF_FFFF > 0x7FF0_0000_0000_0000;
    let value = apply(op, f64::from_bits(a), f64::from_bits(b), zero_sign64).to_bits();
    if is_nan(value) || is_nan(a) || is_nan(b) { nan_operand(a, b, is_nan, QUIET).unwrap_or(DEFAULT_NAN) } else { value }
}

/// One step on bf16 bits (in the low half).
#[inline(always)]
fn bf16_step(op: MachineOp, a: u64, b: u64, encoder: &F32Encoder) -> u64 {
    const QUIET: u64 = 1 << 6;
    const DEFAULT_NAN: u64 = 0x7FC0;
    let is_nan = |bits: u64| bits & 0x7FFF > 0x7F80;
    let value = apply(op, f32::from_bits((a as u32) << 16), f32::from_bits((b as u32) << 16), zero_sign32);
    if value.is_nan() || is_nan(a) || is_nan(b) {
        nan_operand(a, b, is_nan, QUIET).unwrap_or(DEFAULT_NAN)
    } else {
        u64::from(encoder.encode_one(value))
    }
}

/// Element `i` of a buffer of `ty`, and its store.
fn load(ty: MachineFloat, bytes: &[u8], i: usize) -> u64 {
    let size = ty.bytes();
    let mut word = [0u8; 8];
    word[..size].copy_from_slice(&bytes[size * i..size * (i + 1)]);
    u64::from_le_bytes(word)
}

fn store(ty: MachineFloat, bytes: &mut [u8], i: usize, bits: u64) {
    let size = ty.bytes();
    bytes[size * i..size * (i + 1)].copy_from_slice(&bits.to_le_bytes()[..size]);
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
    fn apply(&self, a: u64, b: u64) -> u64 {
        match self.ty {
            MachineFloat::F32 => u64::from(f32_step(self.op, a as u32, b as u32)),
            MachineFloat::Bf16 => bf16_step(self.op, a, b, &self.encoder),
            MachineFloat::F64 => f64_step(self.op, a, b),
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
        let (a, b) = (u64::from(u16::from_le_bytes([a[0], a[1]])), u64::from(u16::from_le_bytes([b[0], b[1]])));
        r.copy_from_slice(&(bf16_step(op, a, b, &encoder) as u16).to_le_bytes());
    }
}

fn f64_binary(op: MachineOp, lhs: &[u8], rhs: &[u8], out: &mut [u8]) {
    for ((a, b), r) in lhs.chunks_exact(8).zip(rhs.chunks_exact(8)).zip(out.chunks_exact_mut(8)) {
        let word = |x: &[u8]| u64::from_le_bytes([x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7]]);
        r.copy_from_slice(&f64_step(op, word(a), word(b)).to_le_bytes());
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
/// once to nearest-even into the element's format; and `sine` and `cosine`, so on bf16 and f64,
/// but on f32 the C library's f32 functions (`sinf`, `cosf`), which XLA CPU calls and the LLVM
/// exit's `llvm.sin`/`llvm.cos` become: they differ from the f64 function rounded once on about
/// 1.3% of arguments (measured against jax.jit on 44,000 values: glibc's `sinf`/`cosf` 100%,
/// the rounded f64 function 98.7%), and Llama's rotary tables are computed in the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MachineUnary {
    Tanh,
    Exp,
    Log,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
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
            MachineUnary::Sin => x.sin(),
            MachineUnary::Cos => x.cos(),
        }
    }

    /// The f32 function, where it is not the f64 one rounded (the C library's `sinf`, `cosf`;
    /// Rust's `f32` methods call them).
    fn apply_f32(self, x: f32) -> Option<f32> {
        match self {
            MachineUnary::Sin => Some(x.sin()),
            MachineUnary::Cos => Some(x.cos()),
            _ => None,
        }
    }
}

/// An element of `ty` widened exactly to f64.
fn widen(ty: MachineFloat, bits: u64) -> f64 {
    match ty {
        MachineFloat::F32 => f64::from(f32::from_bits(bits as u32)),
        MachineFloat::Bf16 => f64::from(f32::from_bits((bits as u32) << 16)),
        MachineFloat::F64 => f64::from_bits(bits),
    }
}

/// An f64 result rounded once into `ty` (f32: the machine's f64 -> f32 conversion; bf16: the
/// codec; f64: itself). A NaN keeps its sign and the top of its payload, quiet, as APFloat
/// narrows a NaN.
fn narrow(ty: MachineFloat, y: f64) -> u64 {
    let wide = y.to_bits();
    match ty {
        MachineFloat::F32 if y.is_nan() => ((wide >> 32) & 0x8000_0000) | 0x7FC0_0000 | ((wide >> 29) & 0x003F_FFFF),
        MachineFloat::F32 => u64::from((y as f32).to_bits()),
        MachineFloat::Bf16 if y.is_nan() => ((wide >> 48) & 0x8000) | 0x7FC0 | ((wide >> 45) & 0x3F),
        MachineFloat::Bf16 => crate::codec::encode(Format::BF16, y, Rounding::ToNearestEven, Overflow::NanOrInf),
        MachineFloat::F64 => wide,
    }
}

/// `out[i] = f(x[i])` over a buffer of `ty` elements: x widened exactly to f64, f applied, the
/// result rounded once ([`narrow`]); f32 `sine` and `cosine` the f32 functions
/// ([`MachineUnary`]).
pub fn unary(op: MachineUnary, ty: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if input.len() != out.len() || input.len() % size != 0 {
        return Err(KernelError::Shape { op: "machine unary", detail: format!("{} operand bytes for {} result bytes", input.len(), out.len()) });
    }
    for i in 0..input.len() / size {
        let x = load(ty, input, i);
        let f32_result = (ty == MachineFloat::F32).then(|| op.apply_f32(f32::from_bits(x as u32))).flatten();
        store(ty, out, i, match f32_result {
            Some(y) => u64::from(y.to_bits()),
            None => narrow(ty, op.apply(widen(ty, x))),
        });
    }
    Ok(())
}

/// StableHLO's `power` of two buffers of `ty` elements: on bf16 and f64 as the interpreter
/// computes it, both widened exactly to f64, the C library's `pow`, the result rounded once
/// ([`narrow`]); on f32 the C library's f32 `powf`, which XLA CPU calls and the LLVM exit's
/// `llvm.pow` becomes (as `sinf` and `cosf`, [`MachineUnary`]): it differs from the f64 `pow`
/// rounded once on about 0.02% of arguments (measured against jax.jit on 65,536 pairs, bases
/// in [0.1, 4), exponents in [-3, 3): glibc's `powf` 100%, the rounded f64 `pow` 99.98%), and
/// a rotary embedding's frequencies `base ** (-2i / d)` are such powers.
pub fn power(ty: MachineFloat, lhs: &[u8], rhs: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if lhs.len() != rhs.len() || lhs.len() != out.len() || lhs.len() % size != 0 {
        return Err(KernelError::Shape { op: "machine power", detail: format!("{} and {} operand bytes for {} result bytes", lhs.len(), rhs.len(), out.len()) });
    }
    for i in 0..lhs.len() / size {
        let (base, exponent) = (load(ty, lhs, i), load(ty, rhs, i));
        let result = match ty {
            MachineFloat::F32 => u64::from(f32::from_bits(base as u32).powf(f32::from_bits(exponent as u32)).to_bits()),
            _ => narrow(ty, widen(ty, base).powf(widen(ty, exponent))),
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
        MachineFloat::F64 => f64_binary(op, lhs, rhs, out),
    }
    Ok(())
}

/// Little-endian f32 bytes as floats.
fn f32s(bytes: &[u8]) -> Vec<f32> {
    bytes.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect()
}

/// StableHLO's `dot_general` with operands and result of one type `ty`, in the order of StableHLO's
/// reference interpreter: each result starts at +0 and takes `result = result + lhs * rhs` for
/// the contracting index in row-major order, the product and the sum each rounded (the NaN rule
/// above, the partial result the left operand). The operands come laid out as [B, M, K] and
/// [B, K, N] (`dims` = (B, M, K, N)); `out` is [B, M, N].
pub fn dot(ty: MachineFloat, lhs: &[u8], rhs: &[u8], dims: (usize, usize, usize, usize), out: &mut [u8]) -> Result<(), KernelError> {
    let (batch, m, k, n) = dims;
    let size = ty.bytes();
    let counts = [batch.checked_mul(m).and_then(|x| x.checked_mul(k)), batch.checked_mul(k).and_then(|x| x.checked_mul(n)), batch.checked_mul(m).and_then(|x| x.checked_mul(n))];
    if counts.iter().zip([lhs.len(), rhs.len(), out.len()]).any(|(count, bytes)| count.and_then(|c| c.checked_mul(size)) != Some(bytes)) {
        return Err(KernelError::Shape {
            op: "machine dot",
            detail: format!("{} lhs, {} rhs and {} result bytes for {batch} x [{m}, {k}] x [{k}, {n}] of {size}-byte elements", lhs.len(), rhs.len(), out.len()),
        });
    }
    let (mul, add) = (Step::new(MachineOp::Mul, ty), Step::new(MachineOp::Add, ty));
    // One cell by the rule, step by step.
    let cell = |b: usize, i: usize, j: usize| {
        (0..k).fold(0u64, |acc, kk| add.apply(acc, mul.apply(load(ty, lhs, (b * m + i) * k + kk), load(ty, rhs, (b * k + kk) * n + j))))
    };
    match ty {
        MachineFloat::F32 => {
            // Rows at a time on the machine's f32 unit (separate IEEE multiplies and adds; Rust
            // never fuses them): each cell's steps are the rule's, in its order. A cell ends NaN
            // exactly when a step of the rule does, so only those are redone, for the payload.
            let (a, bm) = (f32s(lhs), f32s(rhs));
            let mut sums = vec![0f32; n];
            for b in 0..batch {
                for i in 0..m {
                    sums.fill(0.0);
                    for (kk, &x) in a[(b * m + i) * k..(b * m + i + 1) * k].iter().enumerate() {
                        let row = &bm[(b * k + kk) * n..(b * k + kk + 1) * n];
                        for (sum, &y) in sums.iter_mut().zip(row) {
                            *sum = *sum + x * y;
                        }
                    }
                    for (j, &sum) in sums.iter().enumerate() {
                        let bits = if sum.is_nan() { cell(b, i, j) } else { u64::from(sum.to_bits()) };
                        store(ty, out, (b * m + i) * n + j, bits);
                    }
                }
            }
        }
        MachineFloat::Bf16 | MachineFloat::F64 => {
            for b in 0..batch {
                for i in 0..m {
                    for j in 0..n {
                        store(ty, out, (b * m + i) * n + j, cell(b, i, j));
                    }
                }
            }
        }
    }
    Ok(())
}

/// An f32 `dot_general` as XLA CPU computes it (formats.md §5.1: sequential in k with fused
/// multiply-adds; the LLVM exit's `lpf.foreign_fma` dots): each result starts at +0 and takes
/// `result = fma(lhs, rhs, result)` for the contracting index in order, one rounding a step.
/// With `k_block` below K, each block of that many k (the last one shorter) is such a sum of its
/// own from +0, and the blocks' sums are added in order, the first being the running total
/// (YNNPACK's K blocks: lpf-lowering's `hlo_defined::K_BLOCK`). Layouts as [`dot`]'s.
pub fn fma_dot(lhs: &[u8], rhs: &[u8], dims: (usize, usize, usize, usize), k_block: usize, out: &mut [u8]) -> Result<(), KernelError> {
    let (batch, m, k, n) = dims;
    let counts = [batch.checked_mul(m).and_then(|x| x.checked_mul(k)), batch.checked_mul(k).and_then(|x| x.checked_mul(n)), batch.checked_mul(m).and_then(|x| x.checked_mul(n))];
    if counts.iter().zip([lhs.len(), rhs.len(), out.len()]).any(|(count, bytes)| count.and_then(|c| c.checked_mul(4)) != Some(bytes)) || k_block == 0 {
        return Err(KernelError::Shape {
            op: "machine fma dot",
            detail: format!("{} lhs, {} rhs and {} result bytes for {batch} x [{m}, {k}] x [{k}, {n}] f32 in K blocks of {k_block}", lhs.len(), rhs.len(), out.len()),
        });
    }
    let (a, bm) = (f32s(lhs), f32s(rhs));
    let (mut sums, mut block_sums) = (vec![0f32; n], vec![0f32; n]);
    for b in 0..batch {
        for i in 0..m {
            sums.fill(0.0);
            for (index, from) in (0..k).step_by(k_block).enumerate() {
                let part = if index == 0 {
                    &mut sums
                } else {
                    block_sums.fill(0.0);
                    &mut block_sums
                };
                for kk in from..k.min(from.saturating_add(k_block)) {
                    fma_row(part, a[(b * m + i) * k + kk], &bm[(b * k + kk) * n..(b * k + kk + 1) * n]);
                }
                if index > 0 {
                    for (sum, &block) in sums.iter_mut().zip(&block_sums) {
                        *sum += block;
                    }
                }
            }
            for (j, sum) in sums.iter().enumerate() {
                out[((b * m + i) * n + j) * 4..][..4].copy_from_slice(&sum.to_le_bytes());
            }
        }
    }
    Ok(())
}

/// `out[i] = fma(a[i], b[i], c[i])` on f32 buffers: one rounding of the exact `a * b + c` (XLA
/// CPU's contracted multiply-adds, `math.fma` in lpf-run's programs).
pub fn fma(a: &[u8], b: &[u8], c: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    if a.len() != out.len() || b.len() != out.len() || c.len() != out.len() || out.len() % 4 != 0 {
        return Err(KernelError::Shape { op: "machine fma", detail: format!("{}, {} and {} operand bytes for {} result bytes", a.len(), b.len(), c.len(), out.len()) });
    }
    let (x, y) = (f32s(a), f32s(b));
    let mut sums = f32s(c);
    for ((sum, &x), &y) in sums.iter_mut().zip(&x).zip(&y) {
        let addend = *sum;
        fma_row(std::slice::from_mut(sum), x, std::slice::from_ref(&y));
        // An invalid operation (inf * 0, inf - inf) gives +NaN, as the interpreter's and the
        // emulation's f64 steps give it (the FMA instruction gives x86's default -NaN).
        if sum.is_nan() && !x.is_nan() && !y.is_nan() && !addend.is_nan() {
            *sum = f32::from_bits(0x7FC0_0000);
        }
    }
    for (chunk, sum) in out.chunks_exact_mut(4).zip(sums) {
        chunk.copy_from_slice(&sum.to_le_bytes());
    }
    Ok(())
}

/// `sums[j] = fma(x, row[j], sums[j])`: the FMA instruction where the CPU has one (a call of
/// the C library's `fmaf`, the same exact result, where the build did not enable it).
fn fma_row(sums: &mut [f32], x: f32, row: &[f32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("fma") {
            // SAFETY: the CPU has the FMA instructions the function is compiled for.
            return unsafe { fma_row_fma(sums, x, row) };
        }
    }
    for (sum, &y) in sums.iter_mut().zip(row) {
        *sum = x.mul_add(y, *sum);
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "fma")]
unsafe fn fma_row_fma(sums: &mut [f32], x: f32, row: &[f32]) {
    for (sum, &y) in sums.iter_mut().zip(row) {
        *sum = x.mul_add(y, *sum);
    }
}

/// StableHLO's `convert` between f32, bf16 and f64 as APFloat converts: widened exactly to f64,
/// rounded once into `to` ([`narrow`]; a NaN quiet, its payload's top kept).
pub fn convert(from: MachineFloat, to: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    if input.len() % from.bytes() != 0 || input.len() / from.bytes() * to.bytes() != out.len() {
        return Err(KernelError::Shape { op: "machine convert", detail: format!("{} operand bytes for {} result bytes", input.len(), out.len()) });
    }
    for i in 0..input.len() / from.bytes() {
        store(to, out, i, narrow(to, widen(from, load(from, input, i))));
    }
    Ok(())
}

/// StableHLO's `negate` of floats: the sign flipped, NaNs included (APFloat's `changeSign`).
pub fn negate(ty: MachineFloat, input: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = ty.bytes();
    if input.len() != out.len() || input.len() % size != 0 {
        return Err(KernelError::Shape { op: "machine negate", detail: format!("{} operand bytes for {} result bytes", input.len(), out.len()) });
    }
    out.copy_from_slice(input);
    // Little-endian: the sign is the top bit of each element's last byte.
    for element in out.chunks_exact_mut(size) {
        element[size - 1] ^= 0x80;
    }
    Ok(())
}

/// `comparison_direction` of StableHLO's `compare`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareDirection {
    Eq,
    Ne,
    Ge,
    Gt,
    Le,
    Lt,
}

/// How `compare` reads its operands' elements: floats by value (IEEE: a NaN is unordered, so
/// only `Ne` holds; -0 == +0), integers of `bytes` bytes signed or unsigned, and i1 (one byte,
/// false < true).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompareElement {
    Float(MachineFloat),
    Signed(usize),
    Unsigned(usize),
    Bool,
}

impl CompareElement {
    fn bytes(self) -> usize {
        match self {
            CompareElement::Float(ty) => ty.bytes(),
            CompareElement::Signed(bytes) | CompareElement::Unsigned(bytes) => bytes,
            CompareElement::Bool => 1,
        }
    }
}

fn ordered<T: PartialOrd>(direction: CompareDirection, a: T, b: T) -> bool {
    match direction {
        CompareDirection::Eq => a == b,
        CompareDirection::Ne => a != b,
        CompareDirection::Ge => a >= b,
        CompareDirection::Gt => a > b,
        CompareDirection::Le => a <= b,
        CompareDirection::Lt => a < b,
    }
}

/// StableHLO's `compare` as the interpreter computes it, element by element, into one byte per
/// result (0 or 1, the interpreter's i1 layout).
pub fn compare(direction: CompareDirection, element: CompareElement, lhs: &[u8], rhs: &[u8], out: &mut [u8]) -> Result<(), KernelError> {
    let size = element.bytes();
    if !(1..=8).contains(&size) || lhs.len() != rhs.len() || lhs.len() % size != 0 || out.len() * size != lhs.len() {
        return Err(KernelError::Shape { op: "machine compare", detail: format!("{} and {} operand bytes of {size}-byte elements for {} results", lhs.len(), rhs.len(), out.len()) });
    }
    let word = |bytes: &[u8], i: usize| {
        let mut w = [0u8; 8];
        w[..size].copy_from_slice(&bytes[i * size..(i + 1) * size]);
        u64::from_le_bytes(w)
    };
    let shift = 64 - 8 * size as u32;
    for (i, result) in out.iter_mut().enumerate() {
        let (a, b) = (word(lhs, i), word(rhs, i));
        *result = u8::from(match element {
            CompareElement::Float(ty) => ordered(direction, widen(ty, a), widen(ty, b)),
            CompareElement::Signed(_) => ordered(direction, ((a << shift) as i64) >> shift, ((b << shift) as i64) >> shift),
            CompareElement::Unsigned(_) => ordered(direction, a, b),
            CompareElement::Bool => ordered(direction, a != 0, b != 0),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::arith;
    use crate::codec::decode_value;
    use crate::RoundWith;

    /// fma_dot against the codec's exact arithmetic: each step is the exact product (f32 x f32
    /// is exact in f64) plus the partial sum, rounded once into f32 (`arith::add`), which is
    /// what a fused multiply-add gives; the rounded products of `dot` differ on some cells.
    #[test]
    fn fma_dot_is_sequential_fused_multiply_adds() {
        let (batch, m, k, n) = (2usize, 3usize, 37usize, 5usize);
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let mantissa = (state >> 40) as u32 & 0x7F_FFFF;
            let exponent = 120 + (state >> 20) as u32 % 16;
            f32::from_bits((((state >> 8) as u32 & 1) << 31) | (exponent << 23) | mantissa)
        };
        let mut a: Vec<f32> = (0..batch * m * k).map(|_| next()).collect();
        let b: Vec<f32> = (0..batch * k * n).map(|_| next()).collect();
        a[3] = -0.0;
        a[4 * k + 1] = f32::INFINITY;
        let bytes = |v: &[f32]| v.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
        let (mut fused, mut rounded) = (vec![0u8; batch * m * n * 4], vec![0u8; batch * m * n * 4]);
        dot(MachineFloat::F32, &bytes(&a), &bytes(&b), (batch, m, k, n), &mut rounded).unwrap();
        let add = |x: crate::value::Value, s: f32| f32::from_bits(arith::add(Format::F32, x, crate::value::Value::from_f32(s), Rounding::ToNearestEven, Overflow::NanOrInf) as u32);
        // K in one block, then in blocks of 10 (37 = 10 + 10 + 10 + 7): each block's own chain
        // from +0, the blocks' sums added in order.
        for k_block in [k, 10] {
            fma_dot(&bytes(&a), &bytes(&b), (batch, m, k, n), k_block, &mut fused).unwrap();
            for bi in 0..batch {
                for i in 0..m {
                    for j in 0..n {
                        let mut total = 0f32;
                        for (index, from) in (0..k).step_by(k_block).enumerate() {
                            let mut s = 0f32;
                            for kk in from..k.min(from + k_block) {
                                let product = crate::value::Value::from_f64(f64::from(a[(bi * m + i) * k + kk]) * f64::from(b[(bi * k + kk) * n + j]));
                                s = add(product, s);
                            }
                            total = if index == 0 { s } else { add(crate::value::Value::from_f32(s), total) };
                        }
                        let at = ((bi * m + i) * n + j) * 4;
                        assert_eq!(&fused[at..at + 4], &total.to_le_bytes(), "cell {bi} {i} {j}, K blocks of {k_block}");
                    }
                }
            }
            assert_ne!(fused, rounded);
        }
    }

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
