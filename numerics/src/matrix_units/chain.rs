//! A dot product on a matrix unit: the chain of its instruction over consecutive k-slices of
//! the native k, from +0, slice 0 first (the meaning of `lpf.dot ... hardware("...")`).

use super::families::{self, Family};
use super::presets::{unit, Unit, Variant};
use super::term::Term;
use crate::codec::decode_value;
use crate::format::{Code, Format};
use crate::kernels::contract::{batched_product, matmul_dims};
use crate::kernels::{KernelError, Tensor};
use std::fmt;

/// Why a hardware dot cannot be computed (the verifier rejects all of these first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HardwareDotError {
    /// No unit of that name: E0913.
    UnknownUnit { name: String },
    /// The unit has no instruction for these types: E0913.
    NoVariant { unit: &'static str, lhs: Format, rhs: Format, result: Format },
    /// The unit has no block-scaled instruction for these element, scale and result formats
    /// and block size: E0913.
    NoScaledVariant { unit: &'static str, lhs: Format, rhs: Format, scale: Format, block: usize, result: Format },
    /// K is not a multiple of the instruction's k (lpf rejects rather than pads): E0912.
    KNotMultiple { unit: &'static str, k: usize, native_k: usize },
    /// Shapes or codes the kernel refuses.
    Kernel(KernelError),
}

impl fmt::Display for HardwareDotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HardwareDotError::UnknownUnit { name } => write!(f, "[E0913] unknown matrix unit \"{name}\""),
            HardwareDotError::NoVariant { unit, lhs, rhs, result } => write!(
                f,
                "[E0913] matrix unit \"{unit}\" has no instruction for {} x {} -> {}",
                lhs.mlir_name(),
                rhs.mlir_name(),
                result.mlir_name()
            ),
            HardwareDotError::NoScaledVariant { unit, lhs, rhs, scale, block, result } => write!(
                f,
                "[E0913] matrix unit \"{unit}\" has no block-scaled instruction for {} x {} with {} scales per {block} -> {}",
                lhs.mlir_name(),
                rhs.mlir_name(),
                scale.mlir_name(),
                result.mlir_name()
            ),
            HardwareDotError::KNotMultiple { unit, k, native_k } => {
                write!(f, "[E0912] K = {k} is not a multiple of {native_k}, the k of \"{unit}\"'s instruction")
            }
            HardwareDotError::Kernel(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for HardwareDotError {}

impl From<KernelError> for HardwareDotError {
    fn from(e: KernelError) -> Self {
        HardwareDotError::Kernel(e)
    }
}

/// The unit and variant a dot on `name` with these types uses.
pub fn resolve(name: &str, lhs: Format, rhs: Format, result: Format) -> Result<(&'static Unit, Variant), HardwareDotError> {
    let u = unit(name).ok_or_else(|| HardwareDotError::UnknownUnit { name: name.to_string() })?;
    let v = u.variant(lhs, rhs, result).ok_or(HardwareDotError::NoVariant { unit: u.name, lhs, rhs, result })?;
    Ok((u, v))
}

/// One output element: the instruction chained over the k-slices of `a`'s row and `b`'s column
/// (their codes, and their decoded terms for the families that read terms).
fn cell(v: &Variant, a: &[Code], b: &[Code], ta: &[Term], tb: &[Term]) -> Code {
    let mut c: Code = 0; // +0 in f32 and f16 alike
    let mut products = Vec::with_capacity(64);
    let mut chunks = |chunk: usize, step: &mut dyn FnMut(&[Term], Code) -> Code| {
        for (x, y) in ta.chunks(chunk).zip(tb.chunks(chunk)) {
            products.clear();
            products.extend(x.iter().zip(y).map(|(p, q)| p.times(*q)));
            c = step(&products, c);
        }
        c
    };
    match v.family {
        Family::TruncatedFused { f, chunk, zero_exp, rounding } => {
            chunks(chunk, &mut |p, c| families::truncated_fused(p, Term::decode(v.result, c), f, zero_exp, rounding, v.result))
        }
        Family::TwoLevel { f, f2, chunk, grouped } => {
            chunks(chunk, &mut |p, c| families::two_level(p, Term::decode(Format::F32, c), f, f2, grouped))
        }
        Family::ExactChunk { chunk } => chunks(chunk, &mut |p, c| families::exact_chunk(p, Term::decode(Format::F32, c))),
        Family::FtzPairwise { group } => {
            for (ac, bc) in a.chunks(v.native_k).zip(b.chunks(v.native_k)) {
                let pairs: Vec<_> = ac.iter().zip(bc).map(|(&x, &y)| (decode_value(v.lhs, x), decode_value(v.rhs, y))).collect();
                c = families::ftz_pairwise(&pairs, (v.lhs, v.rhs), c, group);
            }
            c
        }
        Family::Fma => {
            let pairs: Vec<_> = a.iter().zip(b).map(|(&x, &y)| (decode_value(v.lhs, x), decode_value(v.rhs, y))).collect();
            families::fma(&pairs, c)
        }
    }
}

fn terms(fmt: Format, codes: &[Code]) -> Vec<Term> {
    codes.iter().map(|&c| Term::decode(fmt, c)).collect()
}

/// One dot product of two vectors (codes of the variant's operand formats) on `variant`: the
/// instruction chained over slices from +0. `a.len()` must equal `b.len()`.
pub fn hardware_dot_vector(variant: &Variant, a: &[Code], b: &[Code]) -> Code {
    cell(variant, a, b, &terms(variant.lhs, a), &terms(variant.rhs, b))
}

/// `lhs [..B, M, K] x rhs [..B, K, N] -> [..B, M, N]` of `result` on the unit `name`.
pub fn hardware_dot(name: &str, lhs: &Tensor, rhs: &Tensor, result: Format) -> Result<Tensor, HardwareDotError> {
    let (u, v) = resolve(name, lhs.format, rhs.format, result)?;
    lhs.validate()?;
    rhs.validate()?;
    let (batch, m, k, n) = matmul_dims(&lhs.shape, &rhs.shape, false, "dot")?;
    if k % v.native_k != 0 {
        return Err(HardwareDotError::KNotMultiple { unit: u.name, k, native_k: v.native_k });
    }
    // Operands decoded once; each output element reads its row and column.
    let (lhs_terms, rhs_terms) = (terms(lhs.format, &lhs.codes), terms(rhs.format, &rhs.codes));
    let (mut row, mut column) = (Vec::with_capacity(k), Vec::with_capacity(k));
    let (mut row_terms, mut column_terms) = (Vec::with_capacity(k), Vec::with_capacity(k));
    let (shape, codes) = batched_product(batch, (m, k, n), false, "dot", |c| {
        row.clear();
        column.clear();
        row_terms.clear();
        column_terms.clear();
        for (ia, ib) in c.pairs() {
            row.push(lhs.codes[ia]);
            column.push(rhs.codes[ib]);
            row_terms.push(lhs_terms[ia]);
            column_terms.push(rhs_terms[ib]);
        }
        cell(&v, &row, &column, &row_terms, &column_terms)
    })?;
    Ok(Tensor { format: result, shape, codes })
}
