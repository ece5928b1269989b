//! Bit-level StableHLO ops over little-endian byte buffers (StableHLO's interpreter layout), for
//! the ops lpf-run takes from StableHLO's reference interpreter (issue 39: XLA's f64
//! round-to-odd in lpf-run's batch norm expansion, `abs`, `subtract` and `or` on i64, ran element
//! by element there):
//! - [`integer`]: `add`, `subtract`, `multiply`, `and`, `or`, `xor` of 8- to 64-bit integers,
//!   modulo 2^width as APInt computes them (the same bits signed or unsigned), and the shifts
//!   `shift_left`, `shift_right_logical`, `shift_right_arithmetic` by the right operand's bits
//!   as an unsigned count (a count of the width or more gives 0, or the sign for the
//!   arithmetic shift, as APInt's shifts do; XLA's rsqrt estimate and RNGs use them);
//! - [`abs`]: `abs` of f32, bf16 and f64, the sign cleared (APFloat's `abs`, NaNs too).

use super::error::KernelError;
use super::machine::MachineFloat;

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
