//! An f32 sum of squares over (leading.., H, W) below 4096 elements, H and W next to each other
//! (a batch norm's `mean(x * x)` over [N, H, W] of [N, H, W, C], flax's fast variance; a
//! `sum(x * x, (1, 2))`), as XLA CPU's loop computes it: the multiply fused into the reduce's
//! loop over the leading dimensions, then h, then w, and LLVM's x86 backend contracting each add
//! of a square into a fused multiply-add. For W of at most 4 LLVM vectorises h in min(H, 8)
//! lanes (row h into lane h mod 8, its w squares in order after the rows before it there), each
//! leading index's block in turn with lane 0 starting from the running sum and the others from
//! -0, the lanes added by halves into the new running sum (read in XLA's dumped IR: `fmul` and
//! `fadd reassoc` vectors of 4, `llvm.vector.reduce.fadd`); wider rows (W of 8 and 16) stay one
//! in-order chain of fused multiply-adds from +0. Measured bit for bit (jaxlib 0.10.2, Intel
//! Xeon with AVX-512; numpy's models against jax.jit, 2-3 seeds): lanes on [8, 4, 4, 16],
//! [4, 4, 4, 16], [2, 4, 4, 32], [16, 4, 4, 8], [2, 8, 4, 16] over (0, 1, 2) and [2, 4, 4, 16],
//! [2, 8, 4, 16], [2, 2, 4, 16], [2, 16, 4, 8], [2, 8, 2, 16] over (1, 2); the chain on [4, 8, 8,
//! 8] over (0, 1, 2) and [2, 8, 8, 8], [2, 4, 8, 16], [2, 4, 16, 8] over (1, 2). Measured so for
//! a squared value read from memory (an argument). A product of two different values is the
//! in-order chain at every width measured (2, 4, 8, 16) and leading count (9 shapes over
//! (0, 1, 2) and 8 over (1, 2)); other widths are not rewritten.
//!
//! `--backend ref`, the LLVM exit and the IREE exit run this rewrite (its fused multiply-adds in
//! each one's form, [`super::fused_multiply_add::FmaForm`]), as they run [`super::square_sum`].

use super::fused_multiply_add::{fma, FmaForm};
use super::reduce_sum::{body_applies, Sums};
use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::static_dims;
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// From this many elements (input or result) YNNPACK takes the reduce.
const YNN_MIN_ELEMENTS: i64 = 4096;
/// XLA asks LLVM for vectors of 256 bits: at most 8 f32 lanes.
const MOST_LANES: i64 = 8;
/// The widest row LLVM vectorises here (measured: 2 and 4 in lanes; 8 and 16 in order).
const LANES_MOST_WIDTH: i64 = 4;
/// The most terms per output written out (one fused multiply-add each).
const MOST_TERMS: i64 = 256;

/// How one output's squares are added.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    Lanes(i64),
    InOrder,
}

/// A sum of products this module rewrites: the two factors (one value twice for squares), their
/// dimensions [kept.., leading.., H, W] as a permutation, the sizes (kept outputs, leading
/// blocks, H, W) and the order.
struct BlockSquares<'c, 'a> {
    factors: (Value<'c, 'a>, Value<'c, 'a>),
    permutation: Vec<i64>,
    sizes: [i64; 4],
    order: Order,
}

fn block_squares<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<BlockSquares<'c, 'a>> {
    if HloOp::of(&op) != Some(HloOp::Reduce) || op.operand_count() != 2 || op.result_count() != 1 || !body_applies(op, HloOp::Add) {
        return None;
    }
    let input = op.operand(0).ok()?;
    if format_of(RankedTensorType::try_from(input.r#type()).ok()?.element())? != Format::F32 {
        return None;
    }
    let shape = static_dims(input.r#type())?;
    static_dims(op.result(0).ok()?.r#type())?;
    let init = constant_value(op.operand(1).ok()?)?;
    if init != 0.0 || init.is_sign_negative() {
        return None;
    }
    let dims = DenseI64ArrayAttribute::try_from(op.attribute("dimensions").ok()?).ok()?;
    let mut dims: Vec<usize> = (0..dims.len()).map(|i| dims.element(i).ok().and_then(|d| usize::try_from(d).ok())).collect::<Option<_>>()?;
    dims.sort_unstable();
    dims.dedup();
    dims.retain(|&d| shape.get(d).is_some_and(|&s| s != 1));
    let (leading, pair) = dims.split_at(dims.len().checked_sub(2)?);
    let (first, second) = (pair[0], pair[1]);
    let elements: i64 = shape.iter().product();
    if second != first + 1 || elements <= 0 || elements >= YNN_MIN_ELEMENTS {
        return None;
    }
    let (h, w) = (shape[first], shape[second]);
    let blocks: i64 = leading.iter().map(|&d| shape[d]).product();
    let kept = elements / (blocks * h * w);
    if kept >= YNN_MIN_ELEMENTS || h < 2 || h.count_ones() != 1 || blocks * h * w > MOST_TERMS {
        return None;
    }
    // A product read by this sum alone, its factors read from memory.
    let product = OperationResult::try_from(input).ok()?.owner();
    if HloOp::of(&product) != Some(HloOp::Multiply) || super::fused_multiply_add::users(input).len() != 1 {
        return None;
    }
    let factors = (product.operand(0).ok()?, product.operand(1).ok()?);
    if !super::group_sum::read_from_memory(factors.0) || !super::group_sum::read_from_memory(factors.1) {
        return None;
    }
    let order = match w {
        // Products of two values: in order at every measured width.
        2 | 4 | 8 | 16 if factors.0 != factors.1 => Order::InOrder,
        _ if factors.0 != factors.1 => return None,
        2..=LANES_MOST_WIDTH if h * w <= 112 => Order::Lanes(h.min(MOST_LANES)),
        8 | 16 => Order::InOrder,
        _ => return None,
    };
    let kept_dims = (0..shape.len()).filter(|d| !dims.contains(d));
    let permutation = kept_dims.chain(leading.iter().copied()).chain([first, second]).map(|d| d as i64).collect();
    Some(BlockSquares { factors, permutation, sizes: [kept, blocks, h, w], order })
}

/// Whether `op` is an f32 sum of squares or products this module rewrites (module doc).
pub(super) fn is_block_square_sum(op: OperationRef) -> bool {
    block_squares(op).is_some()
}

/// Rewrites `op` ([`is_block_square_sum`]) into XLA's order, each fused multiply-add in `form`.
pub(super) fn rewrite<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    let BlockSquares { factors, permutation, sizes: [kept, blocks, h, w], order } = block_squares(op).ok_or("internal error: not a block sum of products")?;
    let b = Builder::new(op);
    let element = RankedTensorType::try_from(factors.0.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let sums = Sums { b: &b, element, init: op.operand(1)? };
    let moved = b.transpose(factors.0, &permutation)?;
    let other = if factors.1 == factors.0 { moved } else { b.transpose(factors.1, &permutation)? };
    // The in-order products of `x`'s and `y`'s last dimension (`count` of them) into `acc` (or
    // from the first product, which is its fused multiply-add from zero).
    let chain = |mut acc: Option<Value<'c, 'a>>, x: Value<'c, 'a>, y: Value<'c, 'a>, count: i64| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let last = shape.len() - 1;
        shape.pop();
        for k in 0..count {
            let term = sums.reshape(sums.slice(x, last, k, k + 1)?, &shape)?;
            let factor = if x == y { term } else { sums.reshape(sums.slice(y, last, k, k + 1)?, &shape)? };
            acc = Some(match acc {
                Some(acc) => fma(&b, form, term, factor, acc)?,
                None => b.hlo(HloOp::Multiply, &[term, factor], term.r#type())?,
            });
        }
        acc.ok_or_else(|| LpfError::new("internal error: an empty sum of products"))
    };
    let total = match order {
        Order::InOrder => {
            let flat = |v: Value<'c, 'a>| sums.reshape(v, &[kept, blocks * h * w]);
            let (x, y) = (flat(moved)?, if other == moved { flat(moved)? } else { flat(other)? });
            chain(None, x, if other == moved { x } else { y }, blocks * h * w)?
        }
        Order::Lanes(lanes) => {
            // [kept, blocks, lanes, per_lane]: lane l's rows (l, l + lanes, ..) one after another.
            let per_lane = h / lanes * w;
            let split = sums.reshape(moved, &[kept * blocks, h / lanes, lanes, w])?;
            let by_lane = b.transpose(split, &[0, 2, 1, 3])?;
            let by_lane = sums.reshape(by_lane, &[kept, blocks, lanes, per_lane])?;
            let mut running: Option<Value<'c, 'a>> = None;
            for block in 0..blocks {
                let terms = sums.reshape(sums.slice(by_lane, 1, block, block + 1)?, &[kept, lanes, per_lane])?;
                // Every lane's first square; lane 0's added to the running sum.
                let firsts = sums.reshape(sums.slice(terms, 2, 0, 1)?, &[kept, lanes])?;
                let mut lane_sums = b.hlo(HloOp::Multiply, &[firsts, firsts], firsts.r#type())?;
                if let Some(running) = running {
                    let first0 = sums.slice(firsts, 1, 0, 1)?;
                    let lane0 = fma(&b, form, first0, first0, sums.reshape(running, &[kept, 1])?)?;
                    lane_sums = sums.concatenate(&[lane0, sums.slice(lane_sums, 1, 1, lanes)?], 1)?;
                }
                let rest = sums.slice(terms, 2, 1, per_lane)?;
                let lane_sums = chain(Some(lane_sums), rest, rest, per_lane - 1)?;
                running = Some(sums.halves(lane_sums, kept, lanes)?);
            }
            running.ok_or("internal error: a sum of squares without blocks")?
        }
    };
    let value = sums.reshape(total, &static_dims(op.result(0)?.r#type()).ok_or("internal error: a dynamic shape")?)?;
    super::square_sum::replace_sum_of_squares(op, value)
}
