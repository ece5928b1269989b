//! An f32 sum of squares over a short last dimension as XLA CPU's own loop computes it
//! (`jnp.sum(x * x, -1)`, an RMSNorm's or a LayerNorm's `mean(square(..), -1)` of width at most
//! 32, below YNNPACK's 4096 elements). XLA fuses the multiply into the reduce's loop, an
//! in-order chain of separate multiplies and adds, and LLVM's x86 backend contracts each add of
//! a product into a fused multiply-add: `s = fma(x0, x0, x1 * x1)` (of the first add's two
//! products it fuses x0's), then `s = fma(xk, xk, s)` for k = 2, 3, .. in order. Except where
//! LLVM's loop vectoriser takes the rows (widths 5 to 8, the squared value read from memory, as
//! in a plain sum of squares or an RMSNorm; a LayerNorm's `x - mean`, computed in the loop, never):
//! its vectors square whole rows before adding them, so those rows are the rounded chain
//! `s = x0^2 + x1^2 + ..` in order. Which rows (read in XLA's dumped IR, measured on every row
//! count of 1 to 129 and every 7th to 819): all of 2, 4 or 8 rows; none of 1, 3, 5-7 or 9-15; of
//! 16-31 rows the first `rows - rows mod 4`; of 32 or more the first `rows - rows mod 8` at
//! widths 5 and 6, `rows - rows mod 4` at 7 and 8; and two rows of width 5 are
//! `fma(x4, x4, ((x0^2 + x1^2) + x2^2) + x3^2)` each. Measured bit for bit against jax.jit
//! (jaxlib 0.10.2, Intel Xeon with AVX-512) on widths 2 to 32 over 21 leading shapes, sums of
//! squares, RMSNorm's and LayerNorm's means (3276 cases); widths above 32 are XLA's runs of 32
//! of rounded squares ([`super::reduce_sum`]), and from 4096 elements YNNPACK's rounded squares
//! ([`super::ynn_sum`]).
//!
//! `--backend ref`, the LLVM exit and the IREE exit run this rewrite (its fused multiply-adds
//! in each one's form, [`super::fused_multiply_add::FmaForm`]); XLA runs its own.

use super::fused_multiply_add::{fma, FmaForm, UNFUSED};
use super::reduce_sum::{body_applies, computed_in_loop};
use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The widest row XLA's loop sums as a fused chain (wider rows are its runs of 32).
const MAX_WIDTH: i64 = 32;
/// From this many elements (input or result) YNNPACK takes the reduce.
const YNN_MIN_ELEMENTS: i64 = 4096;

/// The squared value and the shape [rows, width] of a reduce this module rewrites.
fn square_sum<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, i64, i64)> {
    if HloOp::of(&op) != Some(HloOp::Reduce) || op.operand_count() != 2 || op.result_count() != 1 || !body_applies(op, HloOp::Add) {
        return None;
    }
    let input = op.operand(0).ok()?;
    let shape = static_dims(input.r#type())?;
    if format_of(RankedTensorType::try_from(input.r#type()).ok()?.element())? != Format::F32 || static_dims(op.result(0).ok()?.r#type()).is_none() {
        return None;
    }
    let init = constant_value(op.operand(1).ok()?)?;
    if init != 0.0 || init.is_sign_negative() {
        return None;
    }
    let dims = DenseI64ArrayAttribute::try_from(op.attribute("dimensions").ok()?).ok()?;
    let last = shape.len().checked_sub(1)?;
    if dims.len() != 1 || dims.element(0).ok()? != last as i64 {
        return None;
    }
    let width = shape[last];
    let rows: i64 = shape[..last].iter().product();
    if !(2..=MAX_WIDTH).contains(&width) || rows * width >= YNN_MIN_ELEMENTS || rows >= YNN_MIN_ELEMENTS || rows == 0 {
        return None;
    }
    let product = OperationResult::try_from(input).ok()?.owner();
    if HloOp::of(&product) != Some(HloOp::Multiply) || product.operand(0).ok()? != product.operand(1).ok()? {
        return None;
    }
    Some((product.operand(0).ok()?, rows, width))
}

/// Whether `op` is an f32 sum of squares [`xla_square_sum`] rewrites: over a short last
/// dimension, a GroupNorm's groups ([`super::group_sum`]), or (leading.., H, W)
/// ([`super::block_square_sum`]: a batch norm's).
pub fn is_square_sum(op: OperationRef) -> bool {
    square_sum(op).is_some() || super::group_sum::square_order(op).is_some() || super::block_square_sum::is_block_square_sum(op)
}

/// The rows whose sum is the rounded chain (LLVM's vectorised rows; module doc): the first so
/// many, of `rows` rows of `width` elements whose squared value is read from memory.
fn vectorised_rows(rows: i64, width: i64) -> i64 {
    if !(5..=8).contains(&width) {
        return 0;
    }
    match rows {
        2 | 4 | 8 => rows,
        16..=31 => rows - rows % 4,
        32.. if width <= 6 => rows - rows % 8,
        32.. => rows - rows % 4,
        _ => 0,
    }
}

/// Rewrites `op` ([`is_square_sum`]) into XLA's chain, in `--backend ref`'s form.
pub fn xla_square_sum<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::NativeWhereHandedOver)
}

/// [`xla_square_sum`] with `math.fma` (the LLVM exit).
pub fn xla_square_sum_native<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::Native)
}

/// [`xla_square_sum`] with every fused multiply-add emulated in StableHLO ops (the IREE exit).
pub fn xla_square_sum_emulated<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::Emulated)
}

fn rewrite<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    if super::group_sum::square_order(op).is_some() {
        return super::group_sum::rewrite_squares(op, form);
    }
    if super::block_square_sum::is_block_square_sum(op) {
        return super::block_square_sum::rewrite(op, form);
    }
    let (x, rows, width) = square_sum(op).ok_or("internal error: not a sum of squares")?;
    let b = Builder::new(op);
    let element = RankedTensorType::try_from(x.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let column_type = b.tensor(&[rows, 1], element);
    let matrix = b.hlo(HloOp::Reshape, &[x], b.tensor(&[rows, width], element))?;
    let column = |k: i64| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let attributes = [("start_indices", b.array(&[0, k])), ("limit_indices", b.array(&[rows, k + 1])), ("strides", b.array(&[1, 1]))];
        b.op(HloOp::Slice.name(), &[matrix], &attributes, column_type)
    };
    let columns: Vec<Value> = (0..width).map(column).collect::<Result<_, _>>()?;
    let square = |v: Value<'c, 'a>| b.hlo(HloOp::Multiply, &[v, v], column_type);
    // The rounded chain's adds, which the fused multiply-adds' rewrite must not contract.
    let unfused = [(UNFUSED, melior::ir::attribute::Attribute::unit(b.context))];
    let add = |lhs: Value<'c, 'a>, rhs: Value<'c, 'a>| b.op(HloOp::Add.name(), &[lhs, rhs], &unfused, column_type);
    // The fused chain.
    let mut fused = fma(&b, form, columns[0], columns[0], square(columns[1])?)?;
    for &c in &columns[2..] {
        fused = fma(&b, form, c, c, fused)?;
    }
    let memory_read = OperationResult::try_from(x).map_or(true, |r| !computed_in_loop(r.owner()));
    let vectorised = if memory_read { vectorised_rows(rows, width) } else { 0 };
    let sums = if vectorised == 0 {
        fused
    } else {
        let rounded = if width == 5 && rows == 2 {
            let mut first = square(columns[0])?;
            for &c in &columns[1..4] {
                first = add(first, square(c)?)?;
            }
            fma(&b, form, columns[4], columns[4], first)?
        } else {
            let mut chain = square(columns[0])?;
            for &c in &columns[1..] {
                chain = add(chain, square(c)?)?;
            }
            chain
        };
        if vectorised == rows {
            rounded
        } else {
            let part = |v: Value<'c, 'a>, start: i64, end: i64| {
                let attributes = [("start_indices", b.array(&[start, 0])), ("limit_indices", b.array(&[end, 1])), ("strides", b.array(&[1, 1]))];
                b.op(HloOp::Slice.name(), &[v], &attributes, b.tensor(&[end - start, 1], element))
            };
            let dimension = melior::ir::attribute::IntegerAttribute::new(melior::ir::r#type::IntegerType::new(b.context, 64).into(), 0);
            let parts = [part(rounded, 0, vectorised)?, part(fused, vectorised, rows)?];
            b.op(HloOp::Concatenate.name(), &parts, &[("dimension", dimension.into())], column_type)?
        }
    };
    let result = op.result(0)?.r#type();
    let value = b.hlo(HloOp::Reshape, &[sums], result)?;
    replace_sum_of_squares(op, value)
}

/// Replaces the sum of squares `op` by `value`, and erases the squares where the sum was their
/// only use.
pub(super) fn replace_sum_of_squares<'c, 'a>(op: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Result<(), LpfError<'c>> {
    let product = OperationResult::try_from(op.operand(0)?).map(|r| r.owner()).ok();
    replace_op(op, &[value]);
    if let Some(product) = product {
        crate::raise_stablehlo::erase_if_unused(product);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::vectorised_rows;

    #[test]
    fn the_vectorised_rows_of_the_measured_table() {
        assert_eq!(vectorised_rows(4, 4), 0);
        assert_eq!(vectorised_rows(8, 5), 8);
        assert_eq!(vectorised_rows(7, 6), 0);
        assert_eq!(vectorised_rows(19, 8), 16);
        assert_eq!(vectorised_rows(37, 5), 32);
        assert_eq!(vectorised_rows(37, 7), 36);
        assert_eq!(vectorised_rows(64, 9), 0);
    }
}
