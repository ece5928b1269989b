//! A block-scaled dot product on a matrix unit: the chain of its block-scaled instruction over
//! consecutive k-slices of the native k, from +0, slice 0 first, each slice with its own blocks'
//! scales (the meaning of `lpf.scaled_dot ... hardware("...")`, docs/formats.md "Hardware
//! arithmetic").

use super::chain::HardwareDotError;
use super::presets::unit;
use super::scaled_families::{grouped_scaled_truncated_fused, scale_term, scaled_truncated_fused, ScaledFamily};
use super::scaled_presets::{scaled_unit, ScaledVariant};
use super::term::Term;
use crate::format::{Code, Format};
use crate::kernels::contract::{batched_product, matmul_dims};
use crate::kernels::{BlockScaled, KernelError, Tensor};

/// The block-scaled variant a `scaled_dot` on `name` with these formats and block size uses.
pub fn resolve_scaled(name: &str, lhs: Format, rhs: Format, scale: Format, block: usize, result: Format) -> Result<(&'static str, ScaledVariant), HardwareDotError> {
    let u = unit(name).ok_or_else(|| HardwareDotError::UnknownUnit { name: name.to_string() })?;
    scaled_unit(u.name)
        .and_then(|s| s.variant(lhs, rhs, scale, block, result))
        .map(|v| (u.name, v))
        .ok_or(HardwareDotError::NoScaledVariant { unit: u.name, lhs, rhs, scale, block, result })
}

/// One chain of `v`'s instruction over decoded elements and scales (one scale per `v.block`
/// elements).
fn cell(v: &ScaledVariant, a: &[Term], b: &[Term], sa: &[Term], sb: &[Term]) -> Code {
    let per_slice = v.native_k / v.block;
    let mut c: Code = 0; // +0
    for (s, (x, y)) in a.chunks(v.native_k).zip(b.chunks(v.native_k)).enumerate() {
        let (ssa, ssb) = (&sa[s * per_slice..(s + 1) * per_slice], &sb[s * per_slice..(s + 1) * per_slice]);
        c = match v.family {
            ScaledFamily::ScaledTruncatedFused { f, zero_exp, .. } => scaled_truncated_fused(x, y, ssa, ssb, v.block, c, f, zero_exp),
            ScaledFamily::GroupedScaledTruncatedFused { group, f, zero_exp, .. } => {
                grouped_scaled_truncated_fused(x, y, ssa, ssb, v.block, group, c, f, zero_exp)
            }
        };
    }
    c
}

fn terms(fmt: Format, codes: &[Code]) -> Vec<Term> {
    codes.iter().map(|&c| Term::decode(fmt, c)).collect()
}

fn scale_terms(fmt: Format, codes: &[Code]) -> Vec<Term> {
    codes.iter().map(|&c| scale_term(fmt, c)).collect()
}

/// One block-scaled dot product of two vectors (codes of the variant's element and scale
/// formats; `a.len()` a multiple of the native k, one scale per `v.block` elements).
pub fn hardware_scaled_dot_vector(v: &ScaledVariant, a: &[Code], sa: &[Code], b: &[Code], sb: &[Code]) -> Code {
    cell(v, &terms(v.lhs, a), &terms(v.rhs, b), &scale_terms(v.scale, sa), &scale_terms(v.scale, sb))
}

fn check_blocks(t: &BlockScaled) -> Result<(), KernelError> {
    t.elems.validate()?;
    t.scales.validate()?;
    let mut want = t.elems.shape.clone();
    if let Some(last) = want.last_mut() {
        if t.block != 0 && *last % t.block == 0 {
            *last /= t.block;
            if want == t.scales.shape {
                return Ok(());
            }
        }
    }
    Err(KernelError::Shape {
        op: "scaled_dot",
        detail: format!("scale shape {:?} does not fit elements {:?} in blocks of {}", t.scales.shape, t.elems.shape, t.block),
    })
}

/// `lhs [..B, M, K] x rhs [..B, N, K] -> [..B, M, N]` (both blocked along K, their last
/// dimension, as `kernels::scaled_dot` takes them) on the unit `name`'s block-scaled instruction.
pub fn hardware_scaled_dot(name: &str, lhs: &BlockScaled, rhs: &BlockScaled, result: Format) -> Result<Tensor, HardwareDotError> {
    if lhs.scales.format != rhs.scales.format || lhs.block != rhs.block {
        let u = unit(name).ok_or_else(|| HardwareDotError::UnknownUnit { name: name.to_string() })?;
        return Err(HardwareDotError::NoScaledVariant { unit: u.name, lhs: lhs.elems.format, rhs: rhs.elems.format, scale: lhs.scales.format, block: lhs.block, result });
    }
    let (unit_name, v) = resolve_scaled(name, lhs.elems.format, rhs.elems.format, lhs.scales.format, lhs.block, result)?;
    check_blocks(lhs)?;
    check_blocks(rhs)?;
    let (batch, m, k, n) = matmul_dims(&lhs.elems.shape, &rhs.elems.shape, true, "scaled_dot")?;
    if k % v.native_k != 0 {
        return Err(HardwareDotError::KNotMultiple { unit: unit_name, k, native_k: v.native_k });
    }
    let (ta, tb) = (terms(lhs.elems.format, &lhs.elems.codes), terms(rhs.elems.format, &rhs.elems.codes));
    let (tsa, tsb) = (scale_terms(v.scale, &lhs.scales.codes), scale_terms(v.scale, &rhs.scales.codes));
    let (mut row, mut column, mut row_scales, mut column_scales) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (shape, codes) = batched_product(batch, (m, k, n), true, "scaled_dot", |c| {
        row.clear();
        column.clear();
        row_scales.clear();
        column_scales.clear();
        for (i, (ia, ib)) in c.pairs().enumerate() {
            row.push(ta[ia]);
            column.push(tb[ib]);
            // Blocked along the last dimension: element i's scale is at i / block.
            if i % v.block == 0 {
                row_scales.push(tsa[ia / v.block]);
                column_scales.push(tsb[ib / v.block]);
            }
        }
        cell(&v, &row, &column, &row_scales, &column_scales)
    })?;
    Ok(Tensor { format: result, shape, codes })
}
