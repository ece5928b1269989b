//! A GroupNorm's grouped f32 sums below 4096 elements as XLA CPU's own loops add them: a
//! `reduce` over dimensions (1, 2, 4) of [N, H, W, G, c] (an NHWC tensor reshaped into G groups
//! of c channels: flax's `GroupNorm` takes its mean and its `mean(x * x)` so), of the values or
//! of their squares `v * v`. XLA's loop per output runs over h, then w, then the c channels,
//! and LLVM vectorises some of those nests:
//!
//! - **One lane per pixel** (`LanesPerPixel`): for each row h, lane w adds pixel w's c terms in
//!   order, lane 0 after the running sum (the others from -0), and the W lanes are added by
//!   halves into the running sum. Plain sums with c = 2, squares with c of 2 to 4; W a power of
//!   two.
//! - **One lane per row** (`LanesPerRow`): row h's W x c terms in order into lane h mod V
//!   (V = min(H, 8)), the lanes by halves at the end. c = 1: plain sums with W = 2 and H of 2,
//!   4 or 8; squares with W up to 4 and H of 2, 4 or 8, W = 5 with H = 8, W = 4 with H = 16 and
//!   4 groups or more.
//! - Otherwise **in order** (h, w, c), which is what a plain sum gives already; a square's term
//!   enters the running sum contracted, `acc = fma(v, v, acc)` (XLA's LLVM forms FMAs).
//!
//! A square's terms are fused multiply-adds in every order (the first of a lane is the rounded
//! square, `fma(v, v, -0)`). All this only where the summed (or squared) value is read from
//! memory: a function's argument, a dot's or a convolution's result, or a reshape of one
//! (measured alike); an element-wise producer is computed in the reduce's loop, which LLVM
//! vectorises otherwise (measured: `x + bias` summed with c = 4 is not in order). And only where
//! measured: G a power of two, H of 2 to 32, W of 2 to 8, at most 256 terms a group. Measured
//! bit for bit against jax.jit (jaxlib 0.10.2, `--xla_allow_excess_precision=false`, Intel Xeon
//! with AVX-512) on 400 shapes of N 1-3, H 2-32, W 2-8, G 2-32, c 1-8, 3 seeds each, plain sums
//! and squares, c of 6, 7 and 16 besides, and on flax's `nnx.GroupNorm` (2026-12-07). Not
//! modelled (left as before), each measured to follow none of these orders: squares with c = 1,
//! H of 16 or more and W up to 4 (but 16 x 4 in 4 groups or more), plain sums with c = 1, H = 16
//! and W = 2, W of 16, squares with c = 5 and W = 8, a G of 3, 6 or 12; and one group (XLA
//! drops the group dimension: another nest), inputs computed in the loop. Then every shape in
//! that range of c of 1, 2, 3, 4 and 8, N up to 3, H of 2-8, 12, 16, 24 and 32, G of 2 to 32
//! (3800 shapes, 2 seeds: the exceptions above for c = 1 found so, none for the others).
//!
//! `--backend ref`, the LLVM exit and the IREE exit run this rewrite (its fused multiply-adds in
//! each one's form, [`super::fused_multiply_add::FmaForm`]); XLA runs its own.

use super::fused_multiply_add::{fma, FmaForm};
use super::reduce_sum::{body_applies, computed_in_loop, Sums};
use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{static_dims, used_only_by};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// From this many elements (input or result) YNNPACK takes the reduce.
const YNN_MIN_ELEMENTS: i64 = 4096;
/// The most terms a group the orders were measured at, and the chain this rewrite unrolls.
const MAX_TERMS: i64 = 256;
/// The widest W and the tallest H measured (XLA cuts a dimension over 32 into windows).
const MAX_WIDTH: i64 = 8;
const MAX_HEIGHT: i64 = 32;
/// The f32 lanes of XLA's vectorised loops (it asks LLVM for 256-bit vectors).
const LOOP_LANES: i64 = 8;

/// How XLA's loop nest adds one group's H x W x c terms (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupOrder {
    InOrder,
    LanesPerPixel,
    LanesPerRow { lanes: i64 },
}

/// The measured order of a group sum of `shape` ([N, H, W, G, c]), of the terms' squares or
/// not; `None` where it was not measured or followed none of the orders.
pub(super) fn group_order(shape: [i64; 5], squares: bool) -> Option<GroupOrder> {
    let [_, h, w, g, c] = shape;
    if g < 2 || g.count_ones() != 1 || !(2..=MAX_HEIGHT).contains(&h) || !(2..=MAX_WIDTH).contains(&w) || h * w * c > MAX_TERMS {
        return None;
    }
    let rows = |lanes: i64| Some(GroupOrder::LanesPerRow { lanes });
    let short_column = matches!(h, 2 | 4 | 8);
    match (squares, c) {
        (true, 2..=4) | (false, 2) if w.count_ones() == 1 => Some(GroupOrder::LanesPerPixel),
        (true, 1) if short_column && w <= 4 => rows(h),
        (true, 1) if (h, w) == (8, 5) || (h, w) == (16, 4) && g >= 4 => rows(LOOP_LANES),
        (true, 1) if h >= 16 && w <= 4 => None,
        (true, 5) if w == 8 => None,
        (false, 1) if w == 2 && short_column => rows(h),
        (false, 1) if w == 2 && h == 16 => None,
        _ => Some(GroupOrder::InOrder),
    }
}

/// Whether `v` is read from memory by XLA's loop: a reshape (a bitcast to XLA) of a value no
/// loop fusion computes (module doc).
pub(super) fn read_from_memory(v: Value) -> bool {
    let Ok(result) = OperationResult::try_from(v) else { return true };
    let op = result.owner();
    if HloOp::of(&op) == Some(HloOp::Reshape) {
        return op.operand(0).is_ok_and(read_from_memory);
    }
    !computed_in_loop(op)
}

/// The shape [N, H, W, G, c] of `op` when it is an f32 reduce sum over (1, 2, 4), from +0,
/// below YNNPACK's size, on static shapes.
pub(super) fn grouped_shape(op: OperationRef) -> Option<[i64; 5]> {
    if HloOp::of(&op) != Some(HloOp::Reduce) || op.operand_count() != 2 || op.result_count() != 1 || !body_applies(op, HloOp::Add) {
        return None;
    }
    let input = op.operand(0).ok()?;
    if format_of(RankedTensorType::try_from(input.r#type()).ok()?.element())? != Format::F32 {
        return None;
    }
    let shape: [i64; 5] = static_dims(input.r#type())?.try_into().ok()?;
    static_dims(op.result(0).ok()?.r#type())?;
    let init = constant_value(op.operand(1).ok()?)?;
    let dims = DenseI64ArrayAttribute::try_from(op.attribute("dimensions").ok()?).ok()?;
    let mut dims: Vec<i64> = (0..dims.len()).map(|i| dims.element(i).ok()).collect::<Option<_>>()?;
    dims.sort_unstable();
    let elements: i64 = shape.iter().product();
    (init == 0.0 && init.is_sign_positive() && dims == [1, 2, 4] && elements > 0 && elements < YNN_MIN_ELEMENTS).then_some(shape)
}

/// The order of the plain grouped sum `op` where it is not the in-order sum (which the
/// program's reduce already is).
pub(super) fn plain_order(op: OperationRef) -> Option<GroupOrder> {
    let shape = grouped_shape(op)?;
    let order = group_order(shape, false)?;
    (order != GroupOrder::InOrder && read_from_memory(op.operand(0).ok()?)).then_some(order)
}

/// The squared value, shape and order of a grouped sum of squares `op` (`v * v`, read by the
/// sum alone: measured so).
pub(super) fn square_order<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, [i64; 5], GroupOrder)> {
    let shape = grouped_shape(op)?;
    let product = OperationResult::try_from(op.operand(0).ok()?).ok()?.owner();
    if HloOp::of(&product) != Some(HloOp::Multiply) || product.operand(0).ok()? != product.operand(1).ok()? || !used_only_by(op.operand(0).ok()?, op) {
        return None;
    }
    let v = product.operand(0).ok()?;
    let order = group_order(shape, true)?;
    read_from_memory(v).then_some((v, shape, order))
}

/// What a group's terms are: the values, or their squares contracted into the running sums.
#[derive(Clone, Copy)]
pub(super) enum Terms {
    Values,
    Squares(FmaForm),
}

/// The sums over (1, 2, 4) of `x` ([N, H, W, G, c]) in `order` ([N, G]).
pub(super) fn emit<'c, 'a>(sums: &Sums<'_, 'c, 'a>, x: Value<'c, 'a>, shape: [i64; 5], order: GroupOrder, terms: Terms) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let [n, h, w, g, c] = shape;
    let kept = n * g;
    let b = sums.b;
    // [K, H, W, c], one group a row.
    let moved = b.op(HloOp::Transpose.name(), &[x], &[("permutation", sums.array(&[0, 3, 1, 2, 4]))], sums.tensor(&[n, g, h, w, c]))?;
    let groups = sums.reshape(moved, &[kept, h, w, c])?;
    // `acc` plus the term of `v` (same shapes); `None`: the lane's first term, from zero.
    let add = |acc: Option<Value<'c, 'a>>, v: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        match (terms, acc) {
            (Terms::Values, Some(acc)) => b.hlo(HloOp::Add, &[acc, v], v.r#type()),
            (Terms::Values, None) => Ok(v),
            (Terms::Squares(form), Some(acc)) => fma(b, form, v, v, acc),
            (Terms::Squares(_), None) => b.hlo(HloOp::Multiply, &[v, v], v.r#type()),
        }
    };
    // The in-order terms of `x`'s last dimension (`count` of them), into `acc` or from zero.
    let chain = |mut acc: Option<Value<'c, 'a>>, x: Value<'c, 'a>, count: i64| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let last = shape.len() - 1;
        shape.pop();
        for k in 0..count {
            let term = sums.reshape(sums.slice(x, last, k, k + 1)?, &shape)?;
            acc = Some(add(acc, term)?);
        }
        acc.ok_or_else(|| LpfError::new("internal error: an empty group"))
    };
    let total = match order {
        GroupOrder::InOrder => {
            let all = sums.reshape(groups, &[kept, h * w * c])?;
            let first = add(None, sums.reshape(sums.slice(all, 1, 0, 1)?, &[kept])?)?;
            // From +0: the first term's sum with +0 is +0 for a -0 value.
            let first = match terms {
                Terms::Values => sums.plus_zero(first)?,
                Terms::Squares(_) => first,
            };
            chain(Some(first), sums.slice(all, 1, 1, h * w * c)?, h * w * c - 1)?
        }
        GroupOrder::LanesPerRow { lanes } => {
            // [K, lanes, H / lanes * W * c]: lane l's rows (l, l + lanes, ..) one after another.
            let split = sums.reshape(groups, &[kept, h / lanes, lanes, w * c])?;
            let per_lane = b.op(HloOp::Transpose.name(), &[split], &[("permutation", sums.array(&[0, 2, 1, 3]))], sums.tensor(&[kept, lanes, h / lanes, w * c]))?;
            let per_lane = sums.reshape(per_lane, &[kept, lanes, h / lanes * w * c])?;
            let lane_sums = match terms {
                Terms::Values => sums.sum_along(per_lane, 2)?,
                Terms::Squares(_) => chain(None, per_lane, h / lanes * w * c)?,
            };
            sums.halves(lane_sums, kept, lanes)?
        }
        GroupOrder::LanesPerPixel => {
            // Lanes 1.. of every row at once: each pixel's c terms in order ([K, H, W - 1]).
            let others = chain(None, sums.slice(groups, 2, 1, w)?, c)?;
            let mut running: Option<Value<'c, 'a>> = None;
            for row in 0..h {
                let first = sums.reshape(sums.slice(sums.slice(groups, 1, row, row + 1)?, 2, 0, 1)?, &[kept, c])?;
                let lane0 = match running {
                    Some(running) => chain(Some(running), first, c)?,
                    None => {
                        let first_term = add(None, sums.reshape(sums.slice(first, 1, 0, 1)?, &[kept])?)?;
                        let first_term = match terms {
                            Terms::Values => sums.plus_zero(first_term)?,
                            Terms::Squares(_) => first_term,
                        };
                        chain(Some(first_term), sums.slice(first, 1, 1, c)?, c - 1)?
                    }
                };
                let rest = sums.reshape(sums.slice(others, 1, row, row + 1)?, &[kept, w - 1])?;
                let lanes = sums.concatenate(&[sums.reshape(lane0, &[kept, 1])?, rest], 1)?;
                running = Some(sums.halves(lanes, kept, w)?);
            }
            running.ok_or_else(|| LpfError::new("internal error: an empty group"))?
        }
    };
    sums.reshape(total, &[n, g])
}

/// Rewrites the grouped sum of squares `op` ([`square_order`]) into XLA's order, each fused
/// multiply-add in `form`.
pub(super) fn rewrite_squares<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    let (v, shape, order) = square_order(op).ok_or("internal error: not a grouped sum of squares")?;
    let b = Builder::new(op);
    let element = RankedTensorType::try_from(v.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let sums = Sums { b: &b, element, init: op.operand(1)? };
    let x = sums.reshape(v, &shape)?;
    let total = emit(&sums, x, shape, order, Terms::Squares(form))?;
    let value = sums.reshape(total, &static_dims(op.result(0)?.r#type()).ok_or("internal error: a dynamic shape")?)?;
    super::square_sum::replace_sum_of_squares(op, value)
}

#[cfg(test)]
mod tests {
    use super::{group_order, GroupOrder};

    #[test]
    fn the_measured_orders() {
        use GroupOrder::*;
        // flax's GroupNorm below 4096 elements: [2, 8, 8, 16] in 4 and 8 groups, [1, 8, 8, 32].
        assert_eq!(group_order([2, 8, 8, 4, 4], false), Some(InOrder));
        assert_eq!(group_order([2, 8, 8, 4, 4], true), Some(LanesPerPixel));
        assert_eq!(group_order([2, 8, 8, 8, 2], false), Some(LanesPerPixel));
        assert_eq!(group_order([1, 8, 8, 32, 1], true), Some(InOrder));
        assert_eq!(group_order([2, 4, 4, 8, 1], true), Some(LanesPerRow { lanes: 4 }));
        assert_eq!(group_order([2, 16, 4, 8, 1], true), Some(LanesPerRow { lanes: 8 }));
        assert_eq!(group_order([2, 16, 4, 2, 1], true), None);
        assert_eq!(group_order([2, 24, 3, 4, 1], true), None);
        assert_eq!(group_order([2, 8, 2, 4, 1], false), Some(LanesPerRow { lanes: 8 }));
        assert_eq!(group_order([2, 8, 6, 4, 2], false), Some(InOrder));
        // Unmeasured or following none: one group, W of 16, H of 16 with short rows, 3 groups.
        assert_eq!(group_order([2, 8, 8, 1, 4], true), None);
        assert_eq!(group_order([2, 8, 4, 3, 2], false), None);
        assert_eq!(group_order([2, 4, 16, 2, 2], false), None);
        assert_eq!(group_order([2, 16, 2, 4, 1], false), None);
    }
}
