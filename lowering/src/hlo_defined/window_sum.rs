//! A float `reduce_window` sum as XLA CPU orders its adds. XLA CPU (jaxlib 0.10.2) emits a
//! reduce_window as a loop over the window positions, row-major, that skips the positions in the
//! padding, and its loop-peeling pass (`PeelLoop` in XLA's emitters) splits that loop first:
//! from the last window dimension to the first, while the product of the trip counts seen so far
//! is below 64, a dimension whose position is bounds-checked is split into its positions but the
//! last (the main loop, on which the next dimensions are peeled) and the last one (a tail loop),
//! where the main loop then needs no check on that dimension (or has one position: the check
//! is on the output index alone then). The loops run main first, then the tails, the one of the
//! earliest dimension first. So with a 3x3 window padded (0, 1) on the last dimension the adds
//! visit (0,0) (0,1) (1,0) (1,1) (2,0) (2,1) (0,2) (1,2) (2,2), and a 2x2 window padded (0, 1)
//! on both, or (1, 0) on the last, column-major order; VALID, symmetric and (0, 2) paddings of a
//! 3x3 window are checked on every position and stay row-major. A bf16 sum is f32 adds each
//! rounded to bf16 (XLA's normalisation), which is what an add in bf16 gives.
//!
//! Measured on XLA CPU with `--xla_allow_excess_precision=false`: this order gave XLA's bits on
//! all of 900 cases (bf16 and f32; windows 2x2 and 3x3 on NHWC; strides 1, 2, 3; paddings
//! (0,0), (0,1), (1,0), (1,1), (0,2) on each spatial dimension; three input shapes), where
//! row-major order (StableHLO's interpreter, upstream's linalg lowering) gave them on 56-100%
//! of the outputs of the cases whose order differs (flax's `avg_pool(x, (2, 2), strides=(1, 1),
//! padding="SAME")` is one). On 150 of those cases each (one shape): f64 all; f16 all but 6,
//! where XLA follows neither order (VALID windows among them: some other f16 difference).
//!
//! Windows that tile the input (stride = window, unpadded: avg_pool's common form) XLA sums
//! otherwise where it writes them as a reduce over the windows' positions: each window row in
//! order, then the rows' sums in order ([`Window::rows_first`]). Measured on f32 (jaxlib 0.10.2,
//! Intel Xeon with AVX-512, 40 shapes): over the last two dimensions (NCHW) 2x2 windows always
//! (192-65536 elements); over two others (NHWC) from 4096 input elements on (2x2, 3x3, 4x4), and
//! below that 2x2 windows where the elements after them (the channels) are a power of two (1 to
//! 128); otherwise row-major (2x2 over 3, 5, 6, 7, 9, 11, 12, 24, 48 channels, 4x4 over 3 and 16,
//! below 4096). NCHW 3x3 windows of 3 from 4096 elements on followed neither order: left
//! row-major.
//!
//! Rewritten, only where that order is not row-major, as XLA's sequence of adds: the input
//! padded with the init value, one strided slice per window position, added in XLA's order to
//! the broadcast init value. The init value must be a +0 splat: adding a padding +0 then
//! leaves every sum's bits as skipping it does (a sum started at +0 is never -0).
//!
//! `--backend ref` and the LLVM exit run this rewrite; XLA runs its own.

use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use crate::raise_stablehlo::conv::{i64_array, padding};
use lpf_dialect::error::LpfError;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, RegionLike, Value, ValueLike};

/// The most window positions this rewrite takes (the measured windows had at most 9).
const MOST_POSITIONS: i64 = 1024;

/// A window reduction's geometry: per dimension the input size, window size, stride and the
/// low and high padding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Window {
    pub input: Vec<i64>,
    pub size: Vec<i64>,
    pub stride: Vec<i64>,
    pub low: Vec<i64>,
    pub high: Vec<i64>,
}

impl Window {
    fn output(&self, d: usize) -> i64 {
        (self.input[d] + self.low[d] + self.high[d] - self.size[d]) / self.stride[d] + 1
    }

    /// Whether some output index of dimension `d` has window positions `first..=last` on that
    /// dimension both inside and outside the input: XLA's bounds check there depends on the
    /// position (a check that holds or fails for a whole output index is on the index alone).
    fn checked(&self, d: usize, first: i64, last: i64) -> bool {
        // Only an output whose window reaches past an edge sees positions on both sides: the
        // first few (the low padding) and the last few (the high); a declared dimension of
        // 2^40 elements is not scanned whole.
        let outputs = self.output(d);
        let front = ((self.low[d] + self.size[d]) / self.stride[d] + 1).min(outputs);
        let back = (outputs - (self.high[d] + self.size[d]) / self.stride[d] - 2).max(front);
        (0..front).chain(back..outputs).any(|o| {
            let inside = |k: i64| (0..self.input[d]).contains(&(o * self.stride[d] + k - self.low[d]));
            let first_inside = inside(first);
            (first + 1..=last).any(|k| inside(k) != first_inside)
        })
    }

    /// The window positions in the order XLA CPU adds them (module doc).
    pub fn xla_order(&self) -> Vec<Vec<i64>> {
        let rank = self.size.len();
        let mut loops: Vec<Vec<(i64, i64)>> = vec![self.size.iter().map(|&k| (0, k - 1)).collect()];
        let mut trips = 1;
        for d in (0..rank).rev() {
            if trips >= 64 {
                break;
            }
            let main = loops.last().expect("a main loop").clone();
            let (first, last) = main[d];
            trips *= last - first + 1;
            if first == last || !self.checked(d, first, last) || self.checked(d, first, last - 1) {
                continue;
            }
            let (mut peeled, mut tail) = (main.clone(), main);
            peeled[d].1 = last - 1;
            tail[d] = (last, last);
            loops.pop();
            loops.push(tail);
            loops.push(peeled);
        }
        let mut order = Vec::new();
        for ranges in loops.iter().rev() {
            let mut position: Vec<i64> = ranges.iter().map(|r| r.0).collect();
            'positions: loop {
                order.push(position.clone());
                for d in (0..rank).rev() {
                    if position[d] < ranges[d].1 {
                        position[d] += 1;
                        continue 'positions;
                    }
                    position[d] = ranges[d].0;
                }
                break;
            }
        }
        order
    }

    /// Whether [`Window::xla_order`] is row-major.
    pub fn row_major(&self) -> bool {
        self.xla_order().windows(2).all(|pair| pair[0] < pair[1])
    }

    /// Whether XLA sums each window row first, then the rows (module doc): an f32 window of
    /// k x k positions over two dimensions, k apart (the windows tile the input), unpadded. Over
    /// the last two dimensions (NCHW) for k = 2; over two others (NHWC, `c` the elements after
    /// them) from 4096 input elements on, or for k = 2 where `c` is a power of two.
    pub fn rows_first(&self, f32: bool) -> bool {
        let spatial: Vec<usize> = (0..self.size.len()).filter(|&d| self.size[d] > 1).collect();
        let [d0, d1] = spatial[..] else { return false };
        let k = self.size[d0];
        let tiles = self.size[d1] == k
            && (0..self.size.len()).all(|d| self.stride[d] == self.size[d] && self.low[d] == 0 && self.high[d] == 0);
        if !f32 || !tiles {
            return false;
        }
        let rank = self.input.len();
        if d1 == rank - 1 {
            return k == 2;
        }
        let c: i64 = self.input[d1 + 1..].iter().product();
        self.input.iter().product::<i64>() >= 4096 || (k == 2 && (c as u64).is_power_of_two())
    }
}

fn static_dim(size: DimSize) -> Option<i64> {
    match size {
        DimSize::Static(n) => i64::try_from(n).ok(),
        DimSize::Dynamic => None,
    }
}

/// The geometry of a float `reduce_window` whose body is one `add` of its two arguments, with a
/// +0 splat init value, static shapes, no dilations and padding >= 0; and whether the body adds
/// the element first.
fn window_sum(op: OperationRef) -> Option<(Window, bool)> {
    if HloOp::of(&op) != Some(HloOp::ReduceWindow) || op.operand_count() != 2 || op.result_count() != 1 || op.region_count() != 1 {
        return None;
    }
    let input = RankedTensorType::try_from(op.operand(0).ok()?.r#type()).ok()?;
    let result = op.result(0).ok()?.r#type();
    format_of(input.element())?;
    if !has_static_shape(input.into()) || !has_static_shape(result) {
        return None;
    }
    let init = constant_value(op.operand(1).ok()?)?;
    if init != 0.0 || init.is_sign_negative() {
        return None;
    }
    let block = op.region(0).ok()?.first_block()?;
    if block.next_in_region().is_some() || block.argument_count() != 2 {
        return None;
    }
    let (acc, x) = (block.argument(0).ok()?.to_raw().ptr, block.argument(1).ok()?.to_raw().ptr);
    let add = block.first_operation()?;
    let ret = add.next_in_block()?;
    if HloOp::of(&add) != Some(HloOp::Add) || add.operand_count() != 2 || ret.next_in_block().is_some() {
        return None;
    }
    if ret.name().as_string_ref().as_str() != Ok("stablehlo.return") || ret.operand_count() != 1 || ret.operand(0).ok()?.to_raw().ptr != add.result(0).ok()?.to_raw().ptr {
        return None;
    }
    let x_first = match (add.operand(0).ok()?.to_raw().ptr, add.operand(1).ok()?.to_raw().ptr) {
        (a, b) if a == acc && b == x => false,
        (a, b) if a == x && b == acc => true,
        _ => return None,
    };
    let rank = input.rank();
    let shape: Vec<i64> = (0..rank).map(|d| static_dim(input.dim_size(d).ok()?)).collect::<Option<_>>()?;
    if i64_array(op, "base_dilations", rank, 1).ok()?.iter().any(|&v| v != 1) || i64_array(op, "window_dilations", rank, 1).ok()?.iter().any(|&v| v != 1) {
        return None;
    }
    op.attribute("window_dimensions").ok()?;
    let pads = padding(op, rank).ok()?;
    let window = Window {
        input: shape,
        size: i64_array(op, "window_dimensions", rank, 1).ok()?,
        stride: i64_array(op, "window_strides", rank, 1).ok()?,
        low: pads.iter().step_by(2).copied().collect(),
        high: pads.iter().skip(1).step_by(2).copied().collect(),
    };
    let out = RankedTensorType::try_from(result).ok()?;
    // One slice per window position: windows past MOST_POSITIONS (a cumulative sum's whole
    // dimension, [`super::cumulative`]) were not measured, and would be as many slices.
    if window.size.iter().try_fold(1i64, |n, &k| n.checked_mul(k)).is_none_or(|n| n > MOST_POSITIONS) {
        return None;
    }
    let sane = (0..rank).all(|d| {
        window.size[d] >= 1
            && window.stride[d] >= 1
            && window.low[d] >= 0
            && window.high[d] >= 0
            && window.input[d] + window.low[d] + window.high[d] >= window.size[d]
            && out.dim_size(d).ok().and_then(static_dim) == Some(window.output(d))
    });
    sane.then_some((window, x_first))
}

/// Whether `op` is a float reduce_window sum whose adds XLA CPU orders otherwise than row-major
/// (what [`xla_window_sum`] rewrites).
pub fn is_reordered_window_sum(op: OperationRef) -> bool {
    window_sum(op).is_some_and(|(window, _)| !window.row_major() || window.rows_first(is_f32(op)))
}

fn is_f32(op: OperationRef) -> bool {
    op.operand(0).ok().and_then(|v| RankedTensorType::try_from(v.r#type()).ok()).and_then(|t| format_of(t.element())) == Some(lpf_numerics::Format::F32)
}

/// Rewrites a reduce_window sum ([`is_reordered_window_sum`]) into XLA CPU's adds: the input
/// padded with the init value, a strided slice per window position, each added in XLA's order
/// to the broadcast init value.
pub fn xla_window_sum<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (window, x_first) = window_sum(op).ok_or("internal error: not a reduce_window sum")?;
    let b = Builder::new(op);
    let list = |values: &[i64]| values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
    let array = |values: &[i64]| b.parse(&if values.is_empty() { "array<i64>".to_string() } else { format!("array<i64: {}>", list(values)) });
    let input = op.operand(0)?;
    let init = op.operand(1)?;
    let result = op.result(0)?.r#type();
    let element = RankedTensorType::try_from(input.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let rank = window.size.len();
    let padded_shape: Vec<i64> = (0..rank).map(|d| window.input[d] + window.low[d] + window.high[d]).collect();
    let padded = if window.low.iter().chain(&window.high).any(|&p| p != 0) {
        let dims: Vec<u64> = padded_shape.iter().map(|&s| s as u64).collect();
        let ty = RankedTensorType::new(&dims, element, None).into();
        let attributes = [("edge_padding_low", array(&window.low)?), ("edge_padding_high", array(&window.high)?), ("interior_padding", array(&vec![0; rank])?)];
        b.op(HloOp::Pad.name(), &[input, init], &attributes, ty)?
    } else {
        input
    };
    let scalar_init = b.op(HloOp::BroadcastInDim.name(), &[init], &[("broadcast_dimensions", array(&[])?)], result)?;
    let slice = |position: &[i64]| {
        let limits: Vec<i64> = (0..rank).map(|d| position[d] + (window.output(d) - 1) * window.stride[d] + 1).collect();
        let attributes = [("start_indices", array(position)?), ("limit_indices", array(&limits)?), ("strides", array(&window.stride)?)];
        b.op(HloOp::Slice.name(), &[padded], &attributes, result)
    };
    let add = |sum: Value<'c, 'a>, x: Value<'c, 'a>| b.hlo(HloOp::Add, &if x_first { [x, sum] } else { [sum, x] }, result);
    let order = window.xla_order();
    let sum = if window.rows_first(is_f32(op)) {
        // Each row (the positions sharing the first window dimension's), from the init value,
        // in order; then the rows' sums in order.
        let first = (0..rank).find(|&d| window.size[d] > 1).ok_or("internal error: a window of one position")?;
        let mut rows: Vec<Value<'c, 'a>> = Vec::new();
        for (i, position) in order.iter().enumerate() {
            let x = slice(position)?;
            let new_row = i == 0 || order[i - 1][first] != position[first];
            if new_row {
                rows.push(add(scalar_init, x)?);
            } else {
                let last = rows.pop().ok_or("internal error: no row")?;
                rows.push(add(last, x)?);
            }
        }
        let mut total = rows[0];
        for &row in &rows[1..] {
            total = add(total, row)?;
        }
        total
    } else {
        let mut sum = scalar_init;
        for position in &order {
            sum = add(sum, slice(position)?)?;
        }
        sum
    };
    replace_op(op, &[sum]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Window;

    /// The edge outputs [`Window::checked`] scans give what a scan of every output gives.
    #[test]
    fn checked_scans_the_edges_only() {
        for input in 1..13 {
            for size in 1..6 {
                for stride in 1..5 {
                    for low in 0..4 {
                        for high in 0..4 {
                            if input + low + high < size {
                                continue;
                            }
                            let w = window(&[size], &[stride], &[(low, high)], &[input]);
                            for first in 0..size {
                                for last in first..size {
                                    let every = (0..w.output(0)).any(|o| {
                                        let inside = |k: i64| (0..input).contains(&(o * stride + k - low));
                                        (first + 1..=last).any(|k| inside(k) != inside(first))
                                    });
                                    assert_eq!(w.checked(0, first, last), every, "{w:?} {first}..={last}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    fn window(size: &[i64], stride: &[i64], pads: &[(i64, i64)], input: &[i64]) -> Window {
        Window { input: input.to_vec(), size: size.to_vec(), stride: stride.to_vec(), low: pads.iter().map(|p| p.0).collect(), high: pads.iter().map(|p| p.1).collect() }
    }

    fn spatial(order: Vec<Vec<i64>>) -> Vec<(i64, i64)> {
        order.into_iter().map(|p| (p[1], p[2])).collect()
    }

    #[test]
    fn xla_orders() {
        // 3x3 padded (0, 1) on the last dimension: the last column's positions last.
        let w = window(&[1, 3, 3, 1], &[1; 4], &[(0, 0), (0, 0), (0, 1), (0, 0)], &[1, 7, 9, 4]);
        assert_eq!(spatial(w.xla_order()), [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (0, 2), (1, 2), (2, 2)]);
        // 3x3 padded (0, 1) on both: the last row's too, before the last column's.
        let w = window(&[1, 3, 3, 1], &[1; 4], &[(0, 0), (0, 1), (0, 1), (0, 0)], &[1, 7, 9, 4]);
        assert_eq!(spatial(w.xla_order()), [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (0, 2), (1, 2), (2, 2)]);
        // 2x2 padded (0, 1) on both (flax's SAME avg_pool), or (1, 0) on the last: column-major.
        for pads in [[(0, 0), (0, 1), (0, 1), (0, 0)], [(0, 0), (0, 0), (1, 0), (0, 0)]] {
            let w = window(&[1, 2, 2, 1], &[1; 4], &pads, &[1, 7, 9, 4]);
            assert_eq!(spatial(w.xla_order()), [(0, 0), (1, 0), (0, 1), (1, 1)]);
        }
        // Row-major: VALID, symmetric, (0, 2) and (1, 0) on a 3x3 window, and a stride-2 2x2
        // window whose padding drops whole outputs only.
        for pads in [[(0, 0), (0, 0), (0, 0), (0, 0)], [(0, 0), (1, 1), (1, 1), (0, 0)], [(0, 0), (0, 2), (0, 2), (0, 0)], [(0, 0), (1, 0), (1, 0), (0, 0)]] {
            assert!(window(&[1, 3, 3, 1], &[1; 4], &pads, &[1, 7, 9, 4]).row_major());
        }
        assert!(window(&[1, 2, 2, 1], &[1, 2, 2, 1], &[(0, 0), (0, 0), (0, 2), (0, 0)], &[2, 8, 6, 3]).row_major());
        assert!(!window(&[1, 2, 2, 1], &[1, 2, 2, 1], &[(0, 0), (0, 0), (0, 1), (0, 0)], &[1, 7, 9, 4]).row_major());
    }

    #[test]
    fn rows_first_where_measured() {
        let tiles = |k: i64, input: &[i64], nchw: bool| {
            let (size, stride) = if nchw { ([1, 1, k, k], [1, 1, k, k]) } else { ([1, k, k, 1], [1, k, k, 1]) };
            window(&size, &stride, &[(0, 0); 4], input)
        };
        // NHWC: a power of two of channels, or 4096 elements and more; not 3 channels below.
        assert!(tiles(2, &[1, 8, 8, 16], false).rows_first(true));
        assert!(!tiles(2, &[1, 32, 32, 3], false).rows_first(true));
        assert!(tiles(2, &[2, 32, 32, 3], false).rows_first(true));
        assert!(tiles(3, &[2, 30, 30, 3], false).rows_first(true));
        assert!(!tiles(4, &[1, 8, 8, 16], false).rows_first(true));
        // NCHW: 2x2 only; never bf16 (not measured), never overlapping or padded windows.
        assert!(tiles(2, &[1, 3, 8, 8], true).rows_first(true));
        assert!(!tiles(3, &[4, 16, 15, 15], true).rows_first(true));
        assert!(!tiles(2, &[1, 8, 8, 16], false).rows_first(false));
        assert!(!window(&[1, 3, 3, 1], &[1, 2, 2, 1], &[(0, 0); 4], &[2, 16, 16, 16]).rows_first(true));
        assert!(!window(&[1, 2, 2, 1], &[1, 2, 2, 1], &[(0, 0), (0, 1), (0, 1), (0, 0)], &[2, 15, 15, 16]).rows_first(true));
    }
}
