//! `lpf.conv` on the StableHLO exit: the f64 sum of a convolution of exactly decoded operands,
//! which [`super::contract`] rounds once into the accumulator, as it does a dot's.
//!
//! lpf.conv is channels last (lhs `[N, S.., C]`, rhs `[W.., C/G, O]`, result `[N/BG, P.., O]`)
//! in StableHLO's geometry, so the sum is one `stablehlo.convolution` in f64 with
//! `[b, 0.., f]x[0.., i, o]->[b, 0.., f]` and lpf.conv's strides, padding, dilations and group
//! counts. The dot's argument carries over term for term: each output is a sum of
//! K = W_1 ... W_d (C / G) exact products (padding and dilation holes are +0 terms), which
//! [`Range::f64_sum_problem`](super::range::Range::f64_sum_problem) proves exact in f64 and free
//! of f64 subnormals and overflow, so XLA's order, FMAs and flush change only f64 roundings.
//! Two places where XLA CPU is not the contract, and what is done about each:
//! - **Holes are skipped, not multiplied.** XLA CPU's convolution never forms the product of a
//!   padding or lhs-dilation hole (measured, jaxlib 0.10.2: padding 1 and a kernel [inf, 1, 1]
//!   over ones gives 2 where the hole's +0 x inf makes the contract's result NaN). Where the
//!   geometry has holes and the kernel's format has inf or NaN, a second convolution counts,
//!   per output, the non-finite kernel elements that meet a real lhs element (a convolution of
//!   ones with 1.0 marks: small integers, exact); fewer than the output channel's non-finite
//!   kernel elements means one met a hole, and the output is NaN.
//! - **Products that overflow f32.** Where operand ranges allow a product at or beyond f32's
//!   overflow threshold with an f32 accumulator (bf16, tf32, f32 operands), the contract's
//!   product is ±inf, which the f64 sum does not see. The sum is then formed per window
//!   position: the lhs padded and dilated explicitly (`stablehlo.pad`, holes as real +0), one
//!   strided `stablehlo.slice` per kernel position, the exact f64 products broadcast and
//!   multiplied per (group, output channel, input channel), saturated to ±inf as the dot's
//!   overflowing products are, summed by `stablehlo.reduce` over the channels and added over
//!   the window positions. An infinity's sign and +inf + -inf = NaN decide the class in any order.
//!
//! The plain form behind the run-time check of [`super::proven`] (`saturate` false: max|lhs|
//! max|rhs| below f32's overflow threshold, which a NaN or infinite operand fails) has finite
//! operands, so neither of the first two fix-ups applies there, nor the split of feature groups
//! into one convolution each ([`grouped_convolution`]): it is one `stablehlo.convolution`.

use super::contract::{list, prove_f64_sum, products_can_overflow_f32, reduce, saturate_as_f32, Decoded};
use super::text::{Body, Ty, V};
use crate::hlo_ops::{ComparisonDirection as Dir, HloOp};
use crate::ir_numerics::conv_geometry;
use lpf_dialect::error::LpfError;
use lpf_numerics::kernels::ConvGeometry;
use lpf_numerics::{Format, Specials};
use melior::ir::OperationRef;

/// The f64 sum of `op`'s terms, of type `result` (`[N/BG, P.., O]` in f64), before the zero /
/// NaN fix-up and rounding of [`super::contract`].
pub(super) fn sum<'c>(
    b: &mut Body,
    op: OperationRef<'c, '_>,
    decoded: &Decoded,
    acc: Format,
    result: &Ty,
    saturate: bool,
) -> Result<V, LpfError<'c>> {
    let (lhs, rhs) = (decoded.wide[0], decoded.wide[1]);
    let spatial = b.ty(lhs).shape.len().saturating_sub(2);
    let geometry = conv_geometry(&op, spatial).map_err(LpfError::new)?;
    // K = W_1 ... W_d (C / G) terms per output.
    let k = b.ty(rhs).shape[..=spatial].iter().product();
    let terms = decoded.ranges[0].times(decoded.ranges[1]);
    prove_f64_sum(terms, k)?;
    // With nothing to multiply (an empty operand or result) no product can overflow.
    let has_products = b.ty(lhs).count() > 0 && b.ty(rhs).count() > 0 && result.count() > 0;
    // No terms (an empty window, or no input channels per group): every output is the empty
    // sum, +0. StableHLO's convolution takes no window dimension of size 0.
    if k == 0 {
        return Ok(b.splat("0.0", result));
    }
    // `saturate` false: the caller proved at run time that max|lhs| max|rhs| is below f32's
    // overflow threshold (a comparison a NaN or infinite operand fails), so no product reaches
    // it and every operand is finite: XLA's grouped convolution has no NaN to spread between
    // groups and no infinity meets a hole, and one convolution is the sum. (Before, a depthwise
    // convolution of C channels became C convolutions here: MobileNetV2's first call on XLA
    // took over 400 s, nearly all of it XLA compiling them.)
    let finite = !saturate;
    let sum = if saturate && products_can_overflow_f32(acc, terms) && has_products {
        window_product_sum(b, lhs, rhs, &geometry, result)
    } else if !finite && geometry.feature_group_count > 1 && decoded.formats.iter().any(|f| can_be_non_finite(*f)) {
        grouped_convolution(b, lhs, rhs, &geometry, result)
    } else {
        convolution(b, lhs, rhs, &geometry, result)
    };
    Ok(if !finite && has_holes(&geometry) && can_be_non_finite(decoded.formats[1]) {
        nan_where_a_hole_meets_non_finite(b, lhs, rhs, &geometry, sum)
    } else {
        sum
    })
}

fn i64s(values: impl IntoIterator<Item = i64>) -> String {
    values.into_iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

fn as_i64(values: &[usize]) -> impl Iterator<Item = i64> + '_ {
    values.iter().map(|&v| v as i64)
}

/// One convolution of channels-last f64 operands with `g`'s geometry: `stablehlo.convolution`,
/// reshaped for IREE (llvm-cpu, 3.13.0) where its convolution is wrong or does not compile
/// (fuzz/crashes/diff-conv/, issue 38); XLA gets the one op.
/// - **one window position with elements after it**: iree-compile fails ("'linalg.generic' op
///   inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3") where a
///   spatial dimension has one output position, a window of more than one element and lhs
///   elements after the window (a size of 4, window 3, stride 2; the lpf-diff finding was an
///   lhs dilation producing such an extent), and its lhs-dilated convolution is what made it
///   (lpf-diff). Where a dimension has one window position and a tail, or the lhs is dilated,
///   the lhs is padded, dilated and cropped to what the windows read by `stablehlo.pad` (its
///   holes real +0 terms, which they are in the contract) and convolved with no padding or
///   lhs dilation ([`explicit_padding`]).
/// - **batch groups with rhs dilation**: IREE's batch-grouped convolution multiplies the lhs
///   elements in the dilated kernel's gaps by +0 (an infinity there makes the output NaN, where
///   the gaps add no terms). Each batch group is convolved on its own and the results
///   concatenated along the output channels, as feature groups are in [`grouped_convolution`];
///   IREE's ungrouped convolution with rhs dilation reads no gap.
fn convolution(b: &mut Body, lhs: V, rhs: V, g: &ConvGeometry, result: &Ty) -> V {
    if super::target::current() != super::target::Target::Iree {
        return stablehlo_convolution(b, lhs, rhs, g, result);
    }
    if let Some(cropped) = explicit_padding(b.ty(lhs).shape.as_slice(), b.ty(rhs).shape.as_slice(), g, result) {
        let padded = pad_and_dilate(b, lhs, &cropped);
        let d = g.rank();
        let plain = ConvGeometry { padding: vec![(0, 0); d], lhs_dilation: vec![1; d], ..g.clone() };
        return convolution(b, padded, rhs, &plain, result);
    }
    if g.batch_group_count > 1 && g.rhs_dilation.iter().any(|&rd| rd > 1) {
        return batch_grouped_convolution(b, lhs, rhs, g, result);
    }
    stablehlo_convolution(b, lhs, rhs, g, result)
}

/// For IREE: `g` with its high padding lowered so that the padded and dilated lhs ends at the
/// last element a window reads, where the lhs is to be padded and dilated explicitly: with lhs
/// dilation, or where a spatial dimension has one window position and elements after it
/// (iree-compile fails on both: a size of 4, window 3, stride 2 or 3). None where the op is
/// left as it is (no such dimension, or no outputs).
fn explicit_padding(lhs: &[i64], rhs: &[i64], g: &ConvGeometry, result: &Ty) -> Option<ConvGeometry> {
    let d = g.rank();
    if result.count() == 0 {
        return None;
    }
    // E_i, the padded and dilated extent, and the part the P_i windows read.
    let extent = |i: usize| (lhs[1 + i] - 1) * g.lhs_dilation[i] as i64 + 1 + g.padding[i].0 + g.padding[i].1;
    let read = |i: usize| (result.shape[1 + i] - 1) * g.window_strides[i] as i64 + (rhs[i] - 1) * g.rhs_dilation[i] as i64 + 1;
    let dilated = g.lhs_dilation.iter().any(|&ld| ld > 1);
    let single_window_tail = (0..d).any(|i| result.shape[1 + i] == 1 && rhs[i] > 1 && extent(i) > read(i));
    if !dilated && !single_window_tail {
        return None;
    }
    let padding = (0..d).map(|i| (g.padding[i].0, g.padding[i].1 - (extent(i) - read(i)))).collect();
    Some(ConvGeometry { padding, ..g.clone() })
}

/// A convolution with batch groups as one convolution per group, concatenated along the output
/// channels: group h reads batch [h N/BG, (h+1) N/BG) and writes output channels
/// [h O/BG, (h+1) O/BG) (StableHLO's split of both, as [`grouped_product_sum`] reads them).
fn batch_grouped_convolution(b: &mut Body, lhs: V, rhs: V, g: &ConvGeometry, result: &Ty) -> V {
    let groups = g.batch_group_count as i64;
    let (lhs_shape, rhs_shape) = (b.ty(lhs).shape.clone(), b.ty(rhs).shape.clone());
    let (batch, outputs) = (lhs_shape[0] / groups, rhs_shape[rhs_shape.len() - 1] / groups);
    let one_group = ConvGeometry { batch_group_count: 1, ..g.clone() };
    let mut group_shape = result.shape.clone();
    let last = group_shape.len() - 1;
    group_shape[last] = outputs;
    let parts: Vec<V> = (0..groups)
        .map(|group| {
            let x = slice_axis(b, lhs, 0, batch, group);
            let w = slice_axis(b, rhs, rhs_shape.len() - 1, outputs, group);
            stablehlo_convolution(b, x, w, &one_group, &Ty::new(&group_shape, "f64"))
        })
        .collect();
    b.op(HloOp::Concatenate, &parts, &format!("dimension = {last} : i64"), result)
}

/// `v`'s elements [group width, (group + 1) width) along `axis`.
fn slice_axis(b: &mut Body, v: V, axis: usize, width: i64, group: i64) -> V {
    let shape = b.ty(v).shape.clone();
    let start: Vec<i64> = (0..shape.len()).map(|i| if i == axis { group * width } else { 0 }).collect();
    let limit: Vec<i64> = (0..shape.len()).map(|i| if i == axis { (group + 1) * width } else { shape[i] }).collect();
    let sliced: Vec<i64> = (0..shape.len()).map(|i| if i == axis { width } else { shape[i] }).collect();
    let props = format!(
        "start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>",
        i64s(start),
        i64s(limit),
        i64s(vec![1; shape.len()])
    );
    b.op(HloOp::Slice, &[v], &props, &Ty::new(&sliced, "f64"))
}

/// One `stablehlo.convolution` of channels-last f64 operands with `g`'s geometry.
pub(super) fn stablehlo_convolution(b: &mut Body, lhs: V, rhs: V, g: &ConvGeometry, result: &Ty) -> V {
    let d = g.rank();
    let spatial = list(0..d);
    let padding = g.padding.iter().map(|(lo, hi)| format!("[{lo}, {hi}]")).collect::<Vec<_>>().join(", ");
    let props = format!(
        "window_strides = array<i64: {}>, padding = dense<[{padding}]> : tensor<{d}x2xi64>, \
         lhs_dilation = array<i64: {}>, rhs_dilation = array<i64: {}>, \
         dimension_numbers = #stablehlo.conv<[b, {spatial}, f]x[{spatial}, i, o]->[b, {spatial}, f]>, \
         feature_group_count = {} : i64, batch_group_count = {} : i64, \
         precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]",
        i64s(as_i64(&g.window_strides)),
        i64s(as_i64(&g.lhs_dilation)),
        i64s(as_i64(&g.rhs_dilation)),
        g.feature_group_count,
        g.batch_group_count,
    );
    b.op(HloOp::Convolution, &[lhs, rhs], &props, result)
}

/// A convolution with feature groups as one convolution per group, concatenated along the output
/// channels: XLA CPU's grouped convolution lets a NaN or infinity of one group's input reach the
/// other groups' outputs as NaN (lpf-diff, fuzz/crashes/diff-conv/xla-feature-group-nan.mlir),
/// where lpf.conv's groups never meet. The terms are the same: group i reads input channels
/// [i C/G, (i+1) C/G) and writes output channels [i O/G, (i+1) O/G).
fn grouped_convolution(b: &mut Body, lhs: V, rhs: V, g: &ConvGeometry, result: &Ty) -> V {
    let groups = g.feature_group_count as i64;
    let (lhs_shape, rhs_shape) = (b.ty(lhs).shape.clone(), b.ty(rhs).shape.clone());
    let (channels, outputs) = (lhs_shape[lhs_shape.len() - 1] / groups, rhs_shape[rhs_shape.len() - 1] / groups);
    let one_group = ConvGeometry { feature_group_count: 1, ..g.clone() };
    let mut group_shape = result.shape.clone();
    let last = group_shape.len() - 1;
    group_shape[last] = outputs;
    let parts: Vec<V> = (0..groups)
        .map(|group| {
            let x = slice_axis(b, lhs, lhs_shape.len() - 1, channels, group);
            let w = slice_axis(b, rhs, rhs_shape.len() - 1, outputs, group);
            convolution(b, x, w, &one_group, &Ty::new(&group_shape, "f64"))
        })
        .collect();
    b.op(HloOp::Concatenate, &parts, &format!("dimension = {last} : i64"), result)
}

/// Whether some term can be a padding or lhs-dilation hole.
fn has_holes(g: &ConvGeometry) -> bool {
    g.padding.iter().any(|&(lo, hi)| lo > 0 || hi > 0) || g.lhs_dilation.iter().any(|&ld| ld > 1)
}

fn can_be_non_finite(format: Format) -> bool {
    !matches!(format.params().specials, Specials::Finite { .. })
}

/// `sum` made NaN where a hole (+0) meets a kernel element that is ±inf or NaN, the product
/// that XLA's convolution skips.
fn nan_where_a_hole_meets_non_finite(b: &mut Body, lhs: V, rhs: V, g: &ConvGeometry, sum: V) -> V {
    let d = g.rank();
    let rhs_ty = b.ty(rhs).clone();
    let out_ty = b.ty(sum).clone();
    // 1.0 where the kernel element is not finite (an integer test of its magnitude bits).
    let bits = b.bitcast(rhs, "i64");
    let magnitude_mask = b.i64c(i64::MAX, bits);
    let magnitude = b.bin(HloOp::And, bits, magnitude_mask);
    let inf = b.i64c(0x7FF0_0000_0000_0000, bits);
    let non_finite = b.cmp(Dir::Ge, magnitude, inf);
    let one = b.splat("1.0", &rhs_ty);
    let zero = b.splat("0.0", &rhs_ty);
    let marks = b.select(non_finite, one, zero);
    // Every output of channel o meets each of its kernel elements once, hole or not...
    let dims: Vec<i64> = (0..=d as i64).collect();
    let per_channel = reduce(b, marks, &Ty::new(&rhs_ty.shape[d + 1..], "f64"), "f64", &dims);
    let in_window = b.op(HloOp::BroadcastInDim, &[per_channel], &format!("broadcast_dimensions = array<i64: {}>", d + 1), &out_ty);
    // ...and a real lhs element for those a convolution of ones counts (a hole adds nothing,
    // skipped or not). Counts are integers <= K: exact in f64.
    let lhs_ty = b.ty(lhs).clone();
    let ones = b.splat("1.0", &lhs_ty);
    let met_real = convolution(b, ones, marks, g, &out_ty);
    let met_hole = b.cmp(Dir::Gt, in_window, met_real);
    let nan = b.splat("0x7FF8000000000000", &out_ty);
    b.select(met_hole, nan, sum)
}

/// The convolution's sum with every exact product saturated to ±inf at f32's overflow
/// threshold before it meets a sum, formed per kernel position (see the module doc).
fn window_product_sum(b: &mut Body, lhs: V, rhs: V, g: &ConvGeometry, result: &Ty) -> V {
    let d = g.rank();
    let padded = pad_and_dilate(b, lhs, g);
    let window = b.ty(rhs).shape[..d].to_vec();
    let positions = result.shape[1..=d].to_vec();
    let mut total: Option<V> = None;
    for offset in window_offsets(&window) {
        let x = window_slice(b, padded, &offset, &positions, g);
        let w = kernel_slice(b, rhs, &offset);
        let partial = grouped_product_sum(b, x, w, g, result);
        total = Some(match total {
            None => partial,
            Some(t) => b.bin(HloOp::Add, t, partial),
        });
    }
    total.expect("a non-empty kernel has a position")
}

/// Every kernel position, in row-major order.
fn window_offsets(window: &[i64]) -> Vec<Vec<i64>> {
    window.iter().fold(vec![Vec::new()], |prefixes, &extent| {
        prefixes
            .into_iter()
            .flat_map(|prefix| {
                (0..extent).map(move |i| {
                    let mut offset = prefix.clone();
                    offset.push(i);
                    offset
                })
            })
            .collect()
    })
}

/// The lhs with its padding (negative: cropped) and lhs-dilation holes as real +0 elements:
/// `[N, E.., C]`, E_i = (S_i - 1) ld_i + 1 + lo_i + hi_i.
fn pad_and_dilate(b: &mut Body, lhs: V, g: &ConvGeometry) -> V {
    let shape = b.ty(lhs).shape.clone();
    let d = g.rank();
    let (mut low, mut high, mut interior, mut padded) = (vec![0], vec![0], vec![0], vec![shape[0]]);
    for i in 0..d {
        let (lo, hi) = g.padding[i];
        let ld = g.lhs_dilation[i] as i64;
        low.push(lo);
        high.push(hi);
        interior.push(ld - 1);
        padded.push((shape[1 + i] - 1) * ld + 1 + lo + hi);
    }
    low.push(0);
    high.push(0);
    interior.push(0);
    padded.push(shape[d + 1]);
    let zero = b.splat("0.0", &Ty::scalar("f64"));
    let props = format!(
        "edge_padding_low = array<i64: {}>, edge_padding_high = array<i64: {}>, interior_padding = array<i64: {}>",
        i64s(low),
        i64s(high),
        i64s(interior)
    );
    b.op(HloOp::Pad, &[lhs, zero], &props, &Ty::new(&padded, "f64"))
}

/// The padded lhs elements that kernel position `offset` multiplies, `[N, P.., C]`: position
/// p_i reads q_i = p_i s_i + offset_i rd_i.
fn window_slice(b: &mut Body, padded: V, offset: &[i64], positions: &[i64], g: &ConvGeometry) -> V {
    let shape = b.ty(padded).shape.clone();
    let d = g.rank();
    let (mut start, mut limit, mut strides, mut sliced) = (vec![0], vec![shape[0]], vec![1], vec![shape[0]]);
    for i in 0..d {
        let first = offset[i] * g.rhs_dilation[i] as i64;
        let stride = g.window_strides[i] as i64;
        start.push(first);
        limit.push(first + (positions[i] - 1) * stride + 1);
        strides.push(stride);
        sliced.push(positions[i]);
    }
    start.push(0);
    limit.push(shape[d + 1]);
    strides.push(1);
    sliced.push(shape[d + 1]);
    let props = format!(
        "start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>",
        i64s(start),
        i64s(limit),
        i64s(strides)
    );
    b.op(HloOp::Slice, &[padded], &props, &Ty::new(&sliced, "f64"))
}

/// The kernel at position `offset`: `[C/G, O]`.
fn kernel_slice(b: &mut Body, rhs: V, offset: &[i64]) -> V {
    let shape = b.ty(rhs).shape.clone();
    let d = offset.len();
    let (cg, o) = (shape[d], shape[d + 1]);
    let start = offset.iter().copied().chain([0, 0]);
    let limit = offset.iter().map(|i| i + 1).chain([cg, o]);
    let strides = std::iter::repeat(1).take(d + 2);
    let props = format!(
        "start_indices = array<i64: {}>, limit_indices = array<i64: {}>, strides = array<i64: {}>",
        i64s(start),
        i64s(limit),
        i64s(strides)
    );
    let mut one_position = vec![1; d];
    one_position.extend([cg, o]);
    let w = b.op(HloOp::Slice, &[rhs], &props, &Ty::new(&one_position, "f64"));
    b.op(HloOp::Reshape, &[w], "", &Ty::new(&[cg, o], "f64"))
}

/// sum over c of saturate(x[batch, p.., channel] * w[c, o]) for one kernel position, `[N/BG,
/// P.., O]`, with lpf.conv's groups: output channel o = h (O / H) + o' is in group h (H = G or
/// BG, at most one of them above 1), which reads input channel h (C / G) + c (feature groups)
/// or batch h (N / BG) + n (batch groups).
fn grouped_product_sum(b: &mut Body, x: V, w: V, g: &ConvGeometry, result: &Ty) -> V {
    let d = g.rank();
    let xs = b.ty(x).shape.clone();
    let (n, c, o) = (xs[0], xs[d + 1], result.shape[d + 1]);
    let (fg, bg) = (g.feature_group_count as i64, g.batch_group_count as i64);
    let groups = fg * bg;
    let (cg, og) = (c / fg, o / groups);
    let positions = &xs[1..=d];
    // The products, [N/BG, P.., H, O/H, C/G].
    let (group_axis, out_axis, channel_axis) = (d + 1, d + 2, d + 3);
    let mut full: Vec<i64> = vec![n / bg];
    full.extend(positions);
    full.extend([groups, og, cg]);
    let full_ty = Ty::new(&full, "f64");
    let spatial_axes = 1..=d;
    let (x_shape, x_axes): (Vec<i64>, Vec<usize>) = if bg > 1 {
        let shape = [bg, n / bg].into_iter().chain(positions.iter().copied()).chain([c]).collect();
        (shape, [group_axis, 0].into_iter().chain(spatial_axes).chain([channel_axis]).collect())
    } else {
        let shape = [n].into_iter().chain(positions.iter().copied()).chain([fg, cg]).collect();
        (shape, [0].into_iter().chain(spatial_axes).chain([group_axis, channel_axis]).collect())
    };
    let x = b.op(HloOp::Reshape, &[x], "", &Ty::new(&x_shape, "f64"));
    let x = broadcast(b, x, &x_axes, &full_ty);
    let w = b.op(HloOp::Reshape, &[w], "", &Ty::new(&[cg, groups, og], "f64"));
    let w = broadcast(b, w, &[channel_axis, group_axis, out_axis], &full_ty);
    // Exact: Range::f64_sum_problem proved every product fits f64's significand and range.
    let products = b.bin(HloOp::Multiply, x, w);
    let products = saturate_as_f32(b, products);
    let grouped = full[..=out_axis].to_vec();
    let summed = reduce(b, products, &Ty::new(&grouped, "f64"), "f64", &[channel_axis as i64]);
    b.op(HloOp::Reshape, &[summed], "", result)
}

fn broadcast(b: &mut Body, v: V, axes: &[usize], to: &Ty) -> V {
    let props = format!("broadcast_dimensions = array<i64: {}>", list(axes.iter().copied()));
    b.op(HloOp::BroadcastInDim, &[v], &props, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn window_offsets_are_row_major() {
        assert_eq!(window_offsets(&[2, 3]), vec![vec![0, 0], vec![0, 1], vec![0, 2], vec![1, 0], vec![1, 1], vec![1, 2]]);
        assert_eq!(window_offsets(&[1]), vec![vec![0]]);
    }

    #[test]
    fn holes_are_positive_padding_or_lhs_dilation() {
        let mut g = ConvGeometry::identity(2);
        assert!(!has_holes(&g));
        g.padding = vec![(-1, 0), (0, -2)];
        assert!(!has_holes(&g), "cropping adds no hole");
        g.padding = vec![(-1, 1), (0, 0)];
        assert!(has_holes(&g));
        let mut g = ConvGeometry::identity(1);
        g.lhs_dilation = vec![2];
        assert!(has_holes(&g));
    }

    #[test]
    fn the_convolution_names_lpf_conv_geometry() {
        let mut b = Body::new();
        let x = b.arg(&Ty::new(&[1, 8, 8, 4], "f64"));
        let w = b.arg(&Ty::new(&[3, 3, 2, 8], "f64"));
        let mut g = ConvGeometry::identity(2);
        g.window_strides = vec![2, 2];
        g.padding = vec![(1, 1), (1, 2)];
        g.feature_group_count = 2;
        let y = convolution(&mut b, x, w, &g, &Ty::new(&[1, 4, 5, 8], "f64"));
        let text = b.finish("h", &[y]);
        assert!(text.contains("dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>"), "{text}");
        assert!(text.contains("padding = dense<[[1, 1], [1, 2]]> : tensor<2x2xi64>"), "{text}");
        assert!(text.contains("window_strides = array<i64: 2, 2>"), "{text}");
        assert!(text.contains("feature_group_count = 2 : i64, batch_group_count = 1 : i64"), "{text}");
    }
}
