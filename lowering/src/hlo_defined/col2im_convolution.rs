//! An f32 input-dilated `stablehlo.convolution` (a transposed convolution: flax's
//! `ConvTranspose`, PyTorch's `ConvTranspose2d`, and the input gradient of a strided
//! convolution, which jax writes as the input-dilated convolution of the reversed kernel) as XLA
//! CPU computes it: not over the dilated input's patches but as a col2im (openxla's
//! `convolution_thunk_internal.h`, `EigenTransposedConv2D`, taken for an input dilation with unit
//! strides, no kernel dilation and one feature group). First one contraction of every input
//! pixel's channels with every kernel tap, `[N * S.., C] x [C, taps * O]`, each product an
//! in-order fused multiply-add chain over the C input channels from +0 (Eigen's kernel); then
//! each image's input pixels in row-major order, each adding its tap products into the outputs
//! it reaches (`Pack2DPatches`), into an output set to +0. For one output that is its valid taps
//! in row-major (kh, kw) order: an input pixel further on reaches it through a later tap.
//! A 1-D convolution is the same with one row.
//!
//! Measured bit for bit (jaxlib 0.10.2, Intel Xeon with AVX-512 and 48 KiB of L1 data cache,
//! two threads; numpy's model of this rule against jax.jit, random operands): 3x3, 3x5, 4x4,
//! 5x5, 2x2 and 1x1 kernels, 1 to 320 input channels and 1 to 128 output channels, 2 to 2048
//! input pixels, input dilations 2 and 3 (and 2 x 1), paddings from 0 to past the kernel, 1-D.
//! Not rewritten (left to the evaluators, as before): more than 320 input channels (Eigen then
//! blocks or shards K: 400 as two halves, 1024 as four quarters, 384 whole over 16 pixels but
//! not over 64); a single input pixel (another contraction path: 31-56%); a convolution XLA's
//! `ConvOperandSwapper` swaps (more kernel taps than input pixels, as a 3x3 kernel over 2 x 2
//! pixels: it becomes a kernel-dilated convolution of the kernel by the input, summed over
//! pixels and channels at once); 3-D ones (Eigen's generic patches there).
//!
//! Rewritten as
//!
//! ```text
//! input -> [N, S.., C] (transpose) -> [N * S.., C]
//! kernel -> [taps, O, C] -> [taps * O, C]
//! dot_general (k order, one block) -> [N, S.., taps, O]
//! per tap t (row-major): its [N, S.., O] spread over the output ([N, P.., O]): interior padding
//!   of the dilation - 1, edge padding of the convolution's low padding - t (cropped where
//!   negative), +0 in the holes
//! ((spread_0 + 0) + spread_1) + ... in tap order -> the output layout (transpose)
//! ```
//!
//! Adding the +0 of a hole leaves the running sum's bits: it starts from +0, so it is never -0.

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::melior_ext::{replace_op, static_dims};
use crate::raise_stablehlo::conv::{bool_array, i64_array, integer, padding, ConvDims};
use lpf_dialect::error::LpfError;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The most input channels measured in one K block of XLA's contraction (module doc).
const MOST_CHANNELS: i64 = 320;

/// The most kernel taps written out (one padded add each).
const MOST_TAPS: i64 = 64;

/// XLA's transposed convolution falls back to its generic one where the contraction's result
/// would take more than 8 GiB (`kMaxConvMatrixSize`), in f32 elements.
const MOST_CONV_MATRIX: i64 = (8 << 30) / 4;

/// An input-dilated convolution this module rewrites.
pub(super) struct Geometry {
    dims: ConvDims,
    dilation: Vec<i64>,
    /// Low and high padding of each spatial dimension (all >= 0).
    padding: Vec<i64>,
}

/// Whether XLA's `ConvOperandSwapper` swaps the operands of a convolution of unit strides, no
/// kernel dilation and no window reversal: where its kernel has more taps than the swapped one
/// would, over the spatial dimensions that are neither groups (a kernel of 2 over an input
/// dilated by 2, unpadded) nor whole contractions (a kernel as large as the undilated input,
/// unpadded); the swapped kernel's size in a dimension is the input's, or the kernel's for an
/// input of one element padded by the kernel's size - 1 on both sides.
fn swapped_by_xla(window: &[i64], input: &[i64], dilation: &[i64], padding: &[i64]) -> bool {
    let (mut taps, mut swapped_taps) = (1i64, 1i64);
    for j in 0..window.len() {
        let (k, i, s, low, high) = (window[j], input[j], dilation[j], padding[2 * j], padding[2 * j + 1]);
        let unpadded = low == 0 && high == 0;
        let group = unpadded && s == k && k == 2;
        let contraction = unpadded && k == i && s == 1;
        if group || contraction {
            continue;
        }
        taps = taps.saturating_mul(k);
        swapped_taps = swapped_taps.saturating_mul(if i == 1 && low == k - 1 && high == k - 1 { k } else { i });
    }
    taps > swapped_taps
}

pub(super) fn geometry(op: OperationRef) -> Option<Geometry> {
    let dims = super::convolution::f32_convolution_dims(op)?;
    let d = dims.lhs.2.len();
    if d > 2 {
        return None;
    }
    let ones = |values: Vec<i64>| values.iter().all(|&v| v == 1);
    if integer(op, "batch_group_count").ok()? != 1 || integer(op, "feature_group_count").ok()? != 1 {
        return None;
    }
    if !ones(i64_array(op, "window_strides", d, 1).ok()?) || !ones(i64_array(op, "rhs_dilation", d, 1).ok()?) || bool_array(op, "window_reversal", d).ok()?.iter().any(|&r| r) {
        return None;
    }
    let dilation = i64_array(op, "lhs_dilation", d, 1).ok()?;
    let padding = padding(op, d).ok()?;
    if dilation.iter().any(|&s| s < 1) || ones(dilation.clone()) || padding.iter().any(|&p| p < 0) {
        return None;
    }
    let (input, kernel, output) = (static_dims(op.operand(0).ok()?.r#type())?, static_dims(op.operand(1).ok()?.r#type())?, static_dims(op.result(0).ok()?.r#type())?);
    let spatial: Vec<i64> = dims.lhs.2.iter().map(|&p| input[p as usize]).collect();
    let window: Vec<i64> = dims.rhs.2.iter().map(|&p| kernel[p as usize]).collect();
    let channels = input[dims.lhs.1 as usize];
    let out_channels = kernel[dims.rhs.1 as usize];
    let batch = input[dims.lhs.0 as usize];
    if kernel[dims.rhs.0 as usize] != channels || !(1..=MOST_CHANNELS).contains(&channels) || out_channels < 1 || batch < 1 {
        return None;
    }
    // Each output dimension as the dilated, padded input's valid windows.
    let valid = (0..d).all(|j| spatial[j] >= 1 && window[j] >= 1 && output[dims.out.2[j] as usize] == (spatial[j] - 1) * dilation[j] + 1 + padding[2 * j] + padding[2 * j + 1] - window[j] + 1);
    if !valid || output[dims.out.1 as usize] != out_channels || output[dims.out.0 as usize] != batch {
        return None;
    }
    let pixels = spatial.iter().try_fold(batch, |n, &s| n.checked_mul(s))?;
    let taps = window.iter().try_fold(1i64, |n, &k| n.checked_mul(k))?;
    if pixels < 2 || taps > MOST_TAPS || pixels.checked_mul(taps)?.checked_mul(out_channels)? > MOST_CONV_MATRIX || swapped_by_xla(&window, &spatial, &dilation, &padding) {
        return None;
    }
    Some(Geometry { dims, dilation, padding })
}

/// Rewrites `op` ([`geometry`]) into XLA's contraction and col2im (module doc).
pub(super) fn xla_col2im_convolution<'c, 'a>(op: OperationRef<'c, 'a>, g: Geometry) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let (input, kernel) = (op.operand(0)?, op.operand(1)?);
    let element = RankedTensorType::try_from(input.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let tensor = |shape: &[i64]| b.tensor(shape, element);
    let dims_of = |v: Value| static_dims(v.r#type()).ok_or("internal error: a dynamic shape");
    let d = g.dims.lhs.2.len();
    let input_shape = dims_of(input)?;
    let kernel_shape = dims_of(kernel)?;
    let output_shape = dims_of(op.result(0)?.into())?;
    let batch = input_shape[g.dims.lhs.0 as usize];
    let channels = input_shape[g.dims.lhs.1 as usize];
    let spatial: Vec<i64> = g.dims.lhs.2.iter().map(|&p| input_shape[p as usize]).collect();
    let window: Vec<i64> = g.dims.rhs.2.iter().map(|&p| kernel_shape[p as usize]).collect();
    let out_spatial: Vec<i64> = g.dims.out.2.iter().map(|&p| output_shape[p as usize]).collect();
    let out_channels = kernel_shape[g.dims.rhs.1 as usize];
    let taps: i64 = window.iter().product();
    let pixels: i64 = batch * spatial.iter().product::<i64>();
    // The contraction: [N * S.., C] x [taps * O, C], in k order (one block, no lanes).
    let nhwc: Vec<i64> = [vec![g.dims.lhs.0], g.dims.lhs.2.clone(), vec![g.dims.lhs.1]].concat();
    let rows = b.hlo(HloOp::Reshape, &[b.transpose(input, &nhwc)?], tensor(&[pixels, channels]))?;
    let kernel_order: Vec<i64> = [g.dims.rhs.2.clone(), vec![g.dims.rhs.1, g.dims.rhs.0]].concat();
    let columns = b.hlo(HloOp::Reshape, &[b.transpose(kernel, &kernel_order)?], tensor(&[taps * out_channels, channels]))?;
    let numbers = b.parse("#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>")?;
    let k_order = [
        ("dot_dimension_numbers", numbers),
        (super::dot_lanes::CONVOLUTION_KERNEL, b.parse("unit")?),
        (super::dot_lanes::CONVOLUTION_LANES, crate::melior_ext::i64_attr(b.context, 1)),
    ];
    let products = b.op(HloOp::DotGeneral.name(), &[rows, columns], &k_order, tensor(&[pixels, taps * out_channels]))?;
    let per_tap_shape: Vec<i64> = [vec![batch], spatial.clone(), vec![taps, out_channels]].concat();
    let per_tap = b.hlo(HloOp::Reshape, &[products], tensor(&per_tap_shape))?;
    // Each tap's products spread over the output, added in tap order from +0.
    let out_shape: Vec<i64> = [vec![batch], out_spatial.clone(), vec![out_channels]].concat();
    let zero = b.splat("0.0", tensor(&[]))?;
    let mut total: Option<Value<'c, 'a>> = None;
    for tap in 0..taps {
        let offset = super::convolution::tap_offset(tap, &window);
        let (mut starts, mut limits) = (vec![0; d + 3], per_tap_shape.clone());
        starts[d + 1] = tap;
        limits[d + 1] = tap + 1;
        let one_tap = b.slice(per_tap, &starts, &limits, None)?;
        let tap_shape: Vec<i64> = [vec![batch], spatial.clone(), vec![out_channels]].concat();
        let one_tap = b.hlo(HloOp::Reshape, &[one_tap], tensor(&tap_shape))?;
        // Input pixel p reaches output p * dilation + low - offset: edge paddings, negative
        // ones cropped after padding by their positive parts.
        let low: Vec<i64> = (0..d).map(|j| g.padding[2 * j] - offset[j]).collect();
        let high: Vec<i64> = (0..d).map(|j| out_spatial[j] - low[j] - (spatial[j] - 1) * g.dilation[j] - 1).collect();
        let positive = |v: &[i64]| -> Vec<i64> { [vec![0], v.iter().map(|&x| x.max(0)).collect(), vec![0]].concat() };
        let interior: Vec<i64> = [vec![0], g.dilation.iter().map(|&s| s - 1).collect(), vec![0]].concat();
        let padded_shape: Vec<i64> = [vec![batch], (0..d).map(|j| out_spatial[j] + (-low[j]).max(0) + (-high[j]).max(0)).collect(), vec![out_channels]].concat();
        let attributes = [("edge_padding_low", b.array(&positive(&low))), ("edge_padding_high", b.array(&positive(&high))), ("interior_padding", b.array(&interior))];
        let mut spread = b.op(HloOp::Pad.name(), &[one_tap, zero], &attributes, tensor(&padded_shape))?;
        if padded_shape != out_shape {
            let crop_starts: Vec<i64> = [vec![0], low.iter().map(|&x| (-x).max(0)).collect(), vec![0]].concat();
            let crop_limits: Vec<i64> = crop_starts.iter().zip(&out_shape).map(|(s, n)| s + n).collect();
            spread = b.slice(spread, &crop_starts, &crop_limits, None)?;
        }
        total = Some(match total {
            None => b.kept_plus_zero(spread)?,
            Some(before) => b.hlo(HloOp::Add, &[before, spread], tensor(&out_shape))?,
        });
    }
    let total = total.ok_or("internal error: a convolution without taps")?;
    // [N, P.., O] into the output layout.
    let mut permutation = vec![0i64; d + 2];
    permutation[g.dims.out.0 as usize] = 0;
    permutation[g.dims.out.1 as usize] = d as i64 + 1;
    for (j, &p) in g.dims.out.2.iter().enumerate() {
        permutation[p as usize] = 1 + j as i64;
    }
    replace_op(op, &[b.transpose(total, &permutation)?]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::swapped_by_xla;

    #[test]
    fn swaps_as_xla_does() {
        // A 4x4 kernel over 3 x 3 pixels dilated by 2: 16 taps against 9 (measured swapped).
        assert!(swapped_by_xla(&[4, 4], &[3, 3], &[2, 2], &[3, 4, 3, 4]));
        // 3x3 over 3 x 3: as many, not swapped (measured as the col2im).
        assert!(!swapped_by_xla(&[3, 3], &[3, 3], &[2, 2], &[2, 3, 2, 3]));
        // One pixel padded by the kernel's size - 1 on both sides counts the kernel's taps.
        assert!(!swapped_by_xla(&[2, 2], &[1, 1], &[2, 2], &[1, 1, 1, 1]));
        assert!(swapped_by_xla(&[2, 2], &[1, 1], &[2, 2], &[1, 2, 1, 2]));
        // Group dimensions (a kernel of 2 over an input dilated by 2, unpadded) and whole
        // contractions (a kernel as large as the unpadded input) do not count.
        assert!(!swapped_by_xla(&[2, 2], &[1, 2], &[2, 1], &[0, 0, 0, 0]));
        assert!(swapped_by_xla(&[2, 3], &[1, 2], &[2, 1], &[0, 0, 0, 0]));
    }
}
