//! A cumulative float sum or product (`jnp.cumsum`, `cumprod`, `lax.cumsum(reverse=True)`: a
//! `reduce_window` whose window spans its one dimension d of N elements, padded (N - 1, 0), or
//! (0, N - 1) for the reverse) as XLA CPU computes it. StableHLO's semantics, and every
//! evaluator here, give output i as the in-order sum of elements 0..=i; XLA's
//! `ReduceWindowRewriter` (base length 16) computes it blockwise: the dimension padded with the
//! init value to blocks of 16, each block's own cumulative sum (in order), the blocks' totals
//! cumulated the same way (recursively past 16 blocks), and each block's sums combined with the
//! total of the blocks before it (the init value for the first). The reverse one has the same
//! blocks from the front (the padding at the end), each output the in-order sum of its block's
//! elements from it to the block's end, combined with the total of the blocks after it.
//! Measured bit for bit against jax.jit (jaxlib 0.10.2, `--xla_allow_excess_precision=false`,
//! Intel Xeon): f32 `jnp.cumsum` of 17 to 4096 elements, along either axis of [5, 64], reversed
//! ones of 37 to 1000, `jnp.cumprod` of 100, bf16 and f16 `jnp.cumsum` of 64 to 300, each add
//! rounded to the format (2026-12-07; 16 elements and fewer are one block, the in-order sums).
//! f64 was not measured (left in order).
//!
//! Rewritten as that: a pad, a reshape into [.., blocks, 16, ..], each block's cumulative sums as
//! element-wise adds of its 16 slices, the totals' cumulative ones, and an element-wise
//! combination. Also far fewer operations than the N-wide windows (each output's window is read
//! whole by StableHLO's interpreter).
//!
//! `--backend ref`, the LLVM exit and the IREE exit run this rewrite; XLA runs its own.

use super::reduce_sum::{body_applies, Sums};
use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{replace_op, static_dims};
use crate::raise_stablehlo::conv::{i64_array, padding};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// XLA's block length (its `ReduceWindowRewriter`'s base length on CPU).
const BLOCK: i64 = 16;

/// A cumulative reduce_window: its dimension, whether reversed, and its combining op.
struct Cumulative {
    dim: usize,
    reverse: bool,
    combine: HloOp,
}

fn cumulative(op: OperationRef) -> Option<Cumulative> {
    if HloOp::of(&op) != Some(HloOp::ReduceWindow) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let input = op.operand(0).ok()?.r#type();
    let format = format_of(RankedTensorType::try_from(input).ok()?.element())?;
    // f16 and bf16: XLA's adds in f32 rounded to the format each (its normalisation), what an
    // add in the format gives.
    if !matches!(format, Format::F32 | Format::F16 | Format::BF16) {
        return None;
    }
    let shape = static_dims(input)?;
    if static_dims(op.result(0).ok()?.r#type())? != shape || shape.contains(&0) {
        return None;
    }
    let rank = shape.len();
    let window = i64_array(op, "window_dimensions", rank, 1).ok()?;
    let ones = |name: &str| i64_array(op, name, rank, 1).ok().is_some_and(|v| v.iter().all(|&s| s == 1));
    if !ones("window_strides") || !ones("base_dilations") || !ones("window_dilations") {
        return None;
    }
    let pads = padding(op, rank).ok()?;
    let mut found = None;
    for d in 0..rank {
        let (low, high) = (pads[2 * d], pads[2 * d + 1]);
        if window[d] == 1 && low == 0 && high == 0 {
            continue;
        }
        let n = shape[d];
        if found.is_some() || window[d] != n || n <= BLOCK || !((low, high) == (n - 1, 0) || (low, high) == (0, n - 1)) {
            return None;
        }
        found = Some((d, low == 0));
    }
    let (dim, reverse) = found?;
    let init = constant_value(op.operand(1).ok()?)?;
    let combine = if body_applies(op, HloOp::Add) && init == 0.0 && init.is_sign_positive() {
        HloOp::Add
    } else if body_applies(op, HloOp::Multiply) && init == 1.0 {
        HloOp::Multiply
    } else {
        return None;
    };
    Some(Cumulative { dim, reverse, combine })
}

/// Whether `op` is a cumulative sum or product this module rewrites (module doc).
pub fn is_xla_cumulative(op: OperationRef) -> bool {
    cumulative(op).is_some()
}

/// Rewrites `op` ([`is_xla_cumulative`]) into XLA's blocks (module doc).
pub fn xla_cumulative<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let Cumulative { dim, reverse, combine } = cumulative(op).ok_or("internal error: not a cumulative reduce_window")?;
    let b = Builder::new(op);
    let input = op.operand(0)?;
    let element = RankedTensorType::try_from(input.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let sums = Sums { b: &b, element, init: op.operand(1)? };
    let scan = Scan { sums: &sums, combine };
    let value = scan.blocked(input, dim, reverse)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Builds the blocked scan in front of the reduce_window: [`Sums`]' slices and reshapes, and
/// the combining op.
struct Scan<'s, 'b, 'c, 'a> {
    sums: &'s Sums<'b, 'c, 'a>,
    combine: HloOp,
}

impl<'s, 'b, 'c, 'a> Scan<'s, 'b, 'c, 'a> {
    fn shape(x: Value) -> Result<Vec<i64>, LpfError<'c>> {
        static_dims(x.r#type()).ok_or_else(|| LpfError::new("internal error: a dynamic shape"))
    }

    /// `x` padded with the init value along `dim`: `low` in front, `high` after.
    fn pad(&self, x: Value<'c, 'a>, dim: usize, low: i64, high: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut shape = Self::shape(x)?;
        let (mut lows, mut highs) = (vec![0; shape.len()], vec![0; shape.len()]);
        lows[dim] = low;
        highs[dim] = high;
        shape[dim] += low + high;
        let attributes = [("edge_padding_low", self.sums.b.array(&lows)), ("edge_padding_high", self.sums.b.array(&highs)), ("interior_padding", self.sums.b.array(&vec![0; shape.len()]))];
        self.sums.b.op(HloOp::Pad.name(), &[x, self.sums.init], &attributes, self.sums.tensor(&shape))
    }

    /// The in-order cumulative op along `dim` (what the program's op computes for each
    /// output, and XLA's loop for each block): output j is `init op x_0 op .. op x_j`, or
    /// reversed `init op x_j op .. op x_last`, each element in increasing order. Written as
    /// element-wise ops of slices, which every exit computes in that order (IREE computed a
    /// reversed window otherwise).
    fn in_order(&self, x: Value<'c, 'a>, dim: usize, reverse: bool) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let n = Self::shape(x)?[dim];
        let elements: Vec<Value<'c, 'a>> = (0..n).map(|j| self.sums.slice(x, dim, j, j + 1)).collect::<Result<_, _>>()?;
        // The init value's part: +0 + x (a -0 sums to +0); 1 * x is x.
        let first = |v: Value<'c, 'a>| if self.combine == HloOp::Add { self.sums.plus_zero(v) } else { Ok(v) };
        let outputs: Vec<Value<'c, 'a>> = if reverse {
            (0..n as usize)
                .map(|j| elements[j + 1..].iter().try_fold(first(elements[j])?, |acc, &e| self.sums.b.hlo(self.combine, &[acc, e], e.r#type())))
                .collect::<Result<_, _>>()?
        } else {
            let mut running = first(elements[0])?;
            let mut outputs = vec![running];
            for &e in &elements[1..] {
                running = self.sums.b.hlo(self.combine, &[running, e], e.r#type())?;
                outputs.push(running);
            }
            outputs
        };
        self.sums.concatenate(&outputs, dim)
    }

    /// XLA's blocked cumulative op along `dim` (module doc).
    fn blocked(&self, x: Value<'c, 'a>, dim: usize, reverse: bool) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = Self::shape(x)?;
        let n = shape[dim];
        if n <= BLOCK {
            return self.in_order(x, dim, reverse);
        }
        let blocks = (n + BLOCK - 1) / BLOCK;
        let padded = if blocks * BLOCK > n { self.pad(x, dim, 0, blocks * BLOCK - n)? } else { x };
        let mut split = shape.clone();
        split[dim] = blocks;
        split.insert(dim + 1, BLOCK);
        let inner = self.in_order(self.sums.reshape(padded, &split)?, dim + 1, reverse)?;
        let mut totals_shape = shape.clone();
        totals_shape[dim] = blocks;
        let total_at = if reverse { 0 } else { BLOCK - 1 };
        let totals = self.sums.reshape(self.sums.slice(inner, dim + 1, total_at, total_at + 1)?, &totals_shape)?;
        let cumulated = self.blocked(totals, dim, reverse)?;
        // The total of the blocks before each (after it, reversed): the init value for the
        // first (the last).
        let before = if reverse {
            self.pad(self.sums.slice(cumulated, dim, 1, blocks)?, dim, 0, 1)?
        } else {
            self.pad(self.sums.slice(cumulated, dim, 0, blocks - 1)?, dim, 1, 0)?
        };
        let dims: Vec<i64> = (0..shape.len()).map(|i| if i <= dim { i as i64 } else { i as i64 + 1 }).collect();
        let spread = self.sums.b.op(HloOp::BroadcastInDim.name(), &[before], &[("broadcast_dimensions", self.sums.b.array(&dims))], self.sums.tensor(&split))?;
        let combined = self.sums.b.hlo(self.combine, &[inner, spread], self.sums.tensor(&split))?;
        let mut flat = shape.clone();
        flat[dim] = blocks * BLOCK;
        let joined = self.sums.reshape(combined, &flat)?;
        if blocks * BLOCK > n {
            self.sums.slice(joined, dim, 0, n)
        } else {
            Ok(joined)
        }
    }
}
