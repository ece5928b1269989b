//! An f32 `stablehlo.convolution` as XLA CPU computes it: the input's patches (im2col, the
//! contraction over (kh, kw, ci), kernel row by kernel row, the input channels innermost) times
//! the kernel, which XLA hands YNNPACK as one dot of three reduction dimensions (k3 = kh, k2 =
//! kw, k1 = ci: openxla's `ynn_emitter.cc` defines a stencil copy and `ynn_define_dot` with
//! three k dimensions). YNNPACK's kernels keep L accumulators over k1 (ci mod L), loop the taps
//! outside the channels (XNNPACK's `dot_base.py`: `loop_k3` around `loop_k2` around `loop_k1`,
//! the accumulators set once per tile), and split k1 into blocks whose packed kernel fits its
//! 128 KiB L2 budget (`kernels/dot/schedule.cc`, `make_k_loop`), each block over every tap from
//! +0, its lanes added pairwise, the blocks' sums added in order ([`channel_blocks`]: L, the
//! tile and whether the kernel is packed from YNNPACK's cost model over its f32 kernels,
//! [`super::ynn_f32_kernels`]); channels L does not divide (3 channels in 2 lanes) follow as a
//! tail, tap by tap. Measured bit for bit (jaxlib 0.10.2, Intel Xeon with AVX-512, random
//! operands): 24 shapes from 16 to 1024 channels first (3x3, 5x5 and 1x1 kernels, strides 1
//! and 2, 8 to 256 output channels), then (a helper's numpy model of the same rule against XLA)
//! some 1,900 shapes of 1 to 1024 input channels, 1x1 to 7x7 kernels, packed and not, and 22
//! through this rewrite (1 to 1024 input channels: an RGB image's 5x5 layer into 32 channels
//! 19% -> 100%, a grey image's 3x3 layer 45% -> 100%). XLA keeps a convolution of at most 16
//! channels in and out from YNNPACK (Eigen's: k order, in blocks from 320 products), and swaps
//! the operands of one whose window is larger than the input (k order, the taps last to
//! first). Where none of this is followed (Eigen's blocks, swapped windows over more than 432
//! products) the patches' dot is summed by the dot rule ([`super::dot_lanes`]: PyTorch's NCHW /
//! OIHW convolutions of 3 to 128 channels bit for bit as a transposed operand's lanes for N =
//! the output channels, but k order up to 16 channels, [`super::dot_lanes::CONVOLUTION_KERNEL`]),
//! over at most 512 products; in (ci, kh, kw), PyTorch's own order, 29%.
//!
//! Rewritten, for one feature and batch group (or a depthwise 3 x 3 convolution, or Eigen's
//! grouped one: each group's channels a dot of their own, in k order), no input
//! dilation (an input-dilated one is XLA's col2im, [`super::col2im_convolution`]) and no window
//! reversal, as
//!
//! ```text
//! input -> [N, S.., C] (transpose) -> pad -> one strided slice per kernel tap, in row-major
//! order over the kernel's spatial dimensions -> per block of input channels, their slices
//! concatenated along C -> [N * P.., taps * Cb]
//! kernel -> [O, taps, C] (XLA's layout, whatever the kernel's) -> the block's [O, taps * Cb]
//! dot_general per block (its lanes stated on it), the blocks' sums added in order
//! -> [N * P.., O] -> [N, P.., O] -> the output layout (transpose)
//! ```
//!
//! padded elements multiplied in as XLA's patches have them. A depthwise 3 x 3 convolution (as
//! many groups as channels, one channel each) takes the same slices, each times its tap's
//! kernel value per channel (rounded), summed as [`depthwise_sum`] says instead of the dot.
//! `--backend ref` and the LLVM exit run this rewrite (before the dot rule, which then
//! reorders the dot); XLA runs its own.

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, i64_attr, replace_op, static_dims};
use crate::raise_stablehlo::conv::{bool_array, i64_array, integer, padding, ConvDims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// A convolution this module rewrites: its dimension roles and geometry.
struct Geometry {
    dims: ConvDims,
    strides: Vec<i64>,
    padding: Vec<i64>,
    rhs_dilation: Vec<i64>,
    /// A depthwise convolution (one input channel per group, one output channel per input
    /// channel) of a 3 x 3 kernel, summed as [`depthwise_sum`] says; else one group.
    depthwise: bool,
    /// Feature groups of a grouped convolution XLA keeps from YNNPACK (at most 16 channels in
    /// and out: Eigen's, each group's patches in k order, [`EIGEN_MOST_CHANNELS`]); else 1.
    groups: i64,
    /// YNNPACK's lanes and blocks of input channels where [`channel_blocks`] states them; else
    /// the patches' dot is summed as the dot rule says.
    sum: Option<ChannelBlocks>,
}

/// How YNNPACK sums a convolution's products (module doc): `lanes` accumulators over the input
/// channels, k1 mod `lanes`, the taps looped outside the channels of a block; per task of
/// output channels (`tasks`: first column, columns, and the task's block of input channels),
/// blocks of input channels, each block's lanes from +0, added pairwise, the blocks' sums added
/// in order; then the last `tail` channels (those `lanes` does not divide), tap by tap: tail
/// channel j alone in lane j (its product rounded, an FMA from +0), the lanes added pairwise,
/// each tap's sum added to the total. `reversed_taps`: the taps summed last to first.
#[derive(Clone, Debug, PartialEq, Eq)]
struct ChannelBlocks {
    lanes: i64,
    tail: i64,
    tasks: Vec<(i64, i64, i64)>,
    reversed_taps: bool,
}

/// The most channels (in and out) of a convolution XLA CPU keeps from YNNPACK (openxla's
/// `ynn_support.cc`): Eigen's, which sums the patches in k order (in blocks of about 320
/// products from 320, not modelled).
const EIGEN_MOST_CHANNELS: i64 = 16;
const EIGEN_MOST_PRODUCTS: i64 = 320;

/// The most products per output of one group of a grouped convolution rewritten (3x3 over 8
/// channels a group).
const GROUP_MOST_PRODUCTS: i64 = 72;

/// The bytes of packed kernel a K block of YNNPACK's keeps in L2 (`dot.cc`), in f32 elements.
const L2_ELEMENTS: i64 = 32768;

/// The most blocks of input channels written out (a 3x3 kernel over 4096 channels is 74 of 56).
const MOST_CHANNEL_BLOCKS: i64 = 256;

/// YNNPACK's sum for a convolution of `taps` kernel positions over `channels` input channels
/// into `out_channels`, whose output has `rows` rows of `width` pixels (the batch times every
/// spatial dimension but the last, and the last). The kernel is YNNPACK's cost model's pick
/// for `out_channels` columns over `channels` ([`super::ynn_f32_kernels::pick`]); it packs
/// the kernel (XNNPACK's `should_pack_b`) where the cheapest kernel reading it unpacked costs
/// more than twice as much, or where that kernel's blocks of rows read it more than ten times.
/// Packed: the picked kernel's `tile_k` lanes over the channels it divides (the rest a tail),
/// K blocks of 32768 elements of packed kernel over every tap (`make_k_loop` of XNNPACK's
/// `kernels/dot/schedule.cc`), its columns the kernel's block grown to fill them, at most the
/// output channels rounded up to the tile; unpacked: one lane, the columns in YNNPACK's tasks
/// (`choose_split_factors`), each task's K blocks from its own columns. Measured bit for bit
/// against XLA on some 1,900 shapes (1 to 1024 input channels, 2 to 1000 output channels). At
/// most 16 channels in and out: Eigen's k order, one block (None from 320 products, where
/// Eigen blocks K: not modelled).
fn channel_blocks(taps: i64, channels: i64, out_channels: i64, rows: i64, width: i64) -> Option<ChannelBlocks> {
    if channels <= 0 || out_channels <= 0 {
        return None;
    }
    if channels.max(out_channels) <= EIGEN_MOST_CHANNELS {
        // Eigen: k order over (tap, channel), one block.
        return (taps.checked_mul(channels)? <= EIGEN_MOST_PRODUCTS).then_some(ChannelBlocks { lanes: 1, tail: 0, tasks: vec![(0, out_channels, channels)], reversed_taps: false });
    }
    use super::ynn_f32_kernels::{ceil_div, pick};
    let (kernel, cost) = pick(out_channels, channels, false)?;
    let (unpacked, unpacked_cost) = if kernel.unpacked_b { (kernel, cost) } else { pick(out_channels, channels, true)? };
    let packed = unpacked_cost > 2.0 * cost || ceil_div(width, unpacked.block.0).saturating_mul(rows) > 10;
    // A task's block of input channels: 32768 elements of kernel over every tap and its
    // `columns` (its lanes' worth at least; all the channels where one block holds them).
    let block_of = |columns: i64, lanes: i64, main: i64| -> Option<i64> {
        let per_lane = L2_ELEMENTS / taps.checked_mul(columns)?.checked_mul(lanes)?;
        Some(if per_lane == 0 || main <= per_lane * lanes { main.max(lanes) } else { per_lane * lanes })
    };
    let (lanes, tail, tasks) = if packed {
        // One task; the packed kernel's columns per block: the kernel's block grown to fill
        // L2, at most the output channels rounded up to the tile.
        let lanes = kernel.tile.2;
        let tail = channels % lanes;
        let (block_n, tile_n) = (kernel.block.1, kernel.tile.1);
        let grown = block_n * (L2_ELEMENTS / block_n.checked_mul(channels)?.checked_mul(taps)?).max(1);
        let columns = grown.min(ceil_div(out_channels, tile_n).saturating_mul(tile_n)).max(tile_n);
        (lanes, tail, vec![(0, out_channels, block_of(columns, lanes, channels - tail)?)])
    } else {
        // YNNPACK's tasks of columns (`choose_split_factors`, its M the output's width: the
        // rows of pixels are batch dimensions), one lane, each task's own blocks.
        let split = super::dot_lanes::split_columns_from(width, out_channels, channels.checked_mul(taps)?, unpacked.block.1.max(16)).max(1);
        if ceil_div(out_channels, split) > MOST_CHANNEL_BLOCKS {
            return None;
        }
        let tasks = (0..out_channels)
            .step_by(usize::try_from(split).ok()?)
            .map(|first| {
                let columns = split.min(out_channels - first);
                Some((first, columns, block_of(columns, 1, channels)?))
            })
            .collect::<Option<Vec<_>>>()?;
        (1, 0, tasks)
    };
    // At most MOST_CHANNEL_BLOCKS dots (2^36 declared channels would otherwise build millions).
    let main = channels - tail;
    let dots = tasks.iter().map(|&(_, _, block)| ceil_div(main, block).saturating_add(taps.saturating_mul(tail))).fold(0i64, i64::saturating_add);
    (dots <= MOST_CHANNEL_BLOCKS).then_some(ChannelBlocks { lanes, tail, tasks, reversed_taps: false })
}

/// The most products per output of a swapped convolution (a window larger than the input)
/// measured in k order (3x3 over 48 channels on 2x2 pixels).
const SWAPPED_MOST_PRODUCTS: i64 = 432;

/// The most output channels of a depthwise convolution XLA CPU computes with its own runtime
/// kernel (the tree of [`depthwise_sum`]); more go to YNNPACK (in tap order).
const DEPTHWISE_TREE_CHANNELS: i64 = 16;

/// The dimension roles of `op` where it is a `stablehlo.convolution` of f32 operands and result,
/// all of static shape, with as many spatial dimensions (at least one) on each.
pub(super) fn f32_convolution_dims(op: OperationRef) -> Option<ConvDims> {
    if HloOp::of(&op) != Some(HloOp::Convolution) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let f32 = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(ty);
    if ![op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type(), op.result(0).ok()?.r#type()].into_iter().all(f32) {
        return None;
    }
    let dims = ConvDims::parse(&op.attribute("dimension_numbers").ok()?.to_string())?;
    let d = dims.lhs.2.len();
    (d > 0 && dims.rhs.2.len() == d && dims.out.2.len() == d).then_some(dims)
}

fn geometry(op: OperationRef) -> Option<Geometry> {
    let dims = f32_convolution_dims(op)?;
    let d = dims.lhs.2.len();
    let ones = |values: Vec<i64>| values.iter().all(|&v| v == 1);
    if integer(op, "batch_group_count").ok()? != 1 || !ones(i64_array(op, "lhs_dilation", d, 1).ok()?) {
        return None;
    }
    let kernel = static_dims(op.operand(1).ok()?.r#type())?;
    let input = static_dims(op.operand(0).ok()?.r#type())?;
    let groups = integer(op, "feature_group_count").ok()?;
    let window: Vec<i64> = dims.rhs.2.iter().map(|&p| kernel[p as usize]).collect();
    // Depthwise: as many groups as input channels, each one input and one output channel.
    let depthwise = groups > 1
        && groups == input[dims.lhs.1 as usize]
        && kernel[dims.rhs.0 as usize] == 1
        && kernel[dims.rhs.1 as usize] == groups
        && window == [3, 3];
    // Other feature groups: Eigen's (at most 16 channels in and out), one k-order dot per
    // group over its patches, measured bit for bit up to GROUP_MOST_PRODUCTS per group (3x3
    // kernels of 2 to 8 groups, 1 to 8 channels a group, strides 1 and 2, NHWC and NCHW; 5x5 of
    // 4 channels a group); beyond, some followed another order (5x5 over 6 or 7 channels a
    // group, 4x4 of 8 into 6 or 7, 7x7: 17-83%). YNNPACK's sum of more channels was not found
    // (neither its convolution of the kernel filled with zeros nor one per group: 13-33%).
    let channels_in = input[dims.lhs.1 as usize];
    let grouped = groups > 1
        && !depthwise
        && channels_in % groups == 0
        && kernel[dims.rhs.1 as usize] % groups == 0
        && kernel[dims.rhs.0 as usize] * groups == channels_in
        && channels_in.max(kernel[dims.rhs.1 as usize]) <= EIGEN_MOST_CHANNELS
        && window.iter().product::<i64>() * kernel[dims.rhs.0 as usize] <= GROUP_MOST_PRODUCTS;
    if groups != 1 && !depthwise && !grouped {
        return None;
    }
    if bool_array(op, "window_reversal", d).ok()?.iter().any(|&r| r) {
        return None;
    }
    // YNNPACK's lanes and channel blocks where measured; elsewhere the dot rule's lanes over
    // the patches' K up to 512 products (kernels of several taps over more are summed in
    // channel blocks not modelled there: left to the evaluators).
    let taps: i64 = window.iter().product();
    let output = static_dims(op.result(0).ok()?.r#type())?;
    let out_spatial: Vec<i64> = dims.out.2.iter().map(|&p| output[p as usize]).collect();
    let width = *out_spatial.last()?;
    let rows = output[dims.out.0 as usize] * out_spatial[..d - 1].iter().product::<i64>();
    // Outputs or windows larger than the input: XLA's own loops or Eigen's, not YNNPACK's.
    let spatial: Vec<i64> = dims.lhs.2.iter().map(|&p| input[p as usize]).collect();
    // A window larger than the input in every dimension: XLA swaps the operands (the input
    // slides over the kernel) and sums in k order with the taps reversed (measured up to
    // SWAPPED_MOST_PRODUCTS; 576 and 1152 followed another order, not found).
    let within = (0..d).all(|j| out_spatial[j] <= spatial[j] && window[j] <= spatial[j]);
    let swapped = (0..d).all(|j| window[j] > spatial[j]) && taps.saturating_mul(kernel[dims.rhs.0 as usize]) <= SWAPPED_MOST_PRODUCTS;
    let sum = if depthwise {
        None
    } else if grouped {
        // Each group's patches in k order, one block (its columns the group's).
        if !within {
            return None;
        }
        Some(ChannelBlocks { lanes: 1, tail: 0, tasks: vec![(0, kernel[dims.rhs.1 as usize], kernel[dims.rhs.0 as usize])], reversed_taps: false })
    } else if swapped {
        Some(ChannelBlocks { lanes: 1, tail: 0, tasks: vec![(0, kernel[dims.rhs.1 as usize], kernel[dims.rhs.0 as usize])], reversed_taps: true })
    } else if within {
        channel_blocks(taps, kernel[dims.rhs.0 as usize], kernel[dims.rhs.1 as usize], rows, width)
    } else {
        None
    };
    if !depthwise && sum.is_none() && taps > 1 && taps * kernel[dims.rhs.0 as usize] > 512 {
        return None;
    }
    let padding = padding(op, d).ok()?;
    if padding.iter().any(|&p| p < 0) {
        return None;
    }
    Some(Geometry { strides: i64_array(op, "window_strides", d, 1).ok()?, padding, rhs_dilation: i64_array(op, "rhs_dilation", d, 1).ok()?, dims, depthwise, groups: if grouped { groups } else { 1 }, sum })
}

/// Whether `op` is an f32 convolution this module rewrites (module doc), or an input-dilated
/// one XLA computes as a col2im ([`super::col2im_convolution`]).
pub fn is_xla_convolution(op: OperationRef) -> bool {
    (geometry(op).is_some() || super::col2im_convolution::geometry(op).is_some()) && !super::folded_by_xla(op)
}

/// Rewrites `op` ([`is_xla_convolution`]) into XLA's patches and dot (module doc), or into its
/// contraction and col2im.
pub fn xla_convolution<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    if let Some(transposed) = super::col2im_convolution::geometry(op) {
        return super::col2im_convolution::xla_col2im_convolution(op, transposed);
    }
    let g = geometry(op).ok_or("internal error: not a rewritten convolution")?;
    let b = Builder::new(op);
    let (input, kernel) = (op.operand(0)?, op.operand(1)?);
    let element = RankedTensorType::try_from(input.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let tensor = |shape: &[i64]| b.tensor(shape, element);
    let array = |values: &[i64]| b.array(values);
    let dims_of = |v: Value| static_dims(v.r#type()).ok_or("internal error: a dynamic shape");
    let transpose = |v: Value<'c, 'a>, permutation: &[i64]| b.transpose(v, permutation);
    let d = g.dims.lhs.2.len();
    // The input as [N, S.., C], padded.
    let nhwc: Vec<i64> = [vec![g.dims.lhs.0], g.dims.lhs.2.clone(), vec![g.dims.lhs.1]].concat();
    let mut x = transpose(input, &nhwc)?;
    let shape = dims_of(x)?;
    if g.padding.iter().any(|&p| p != 0) {
        let low: Vec<i64> = [vec![0], (0..d).map(|j| g.padding[2 * j]).collect(), vec![0]].concat();
        let high: Vec<i64> = [vec![0], (0..d).map(|j| g.padding[2 * j + 1]).collect(), vec![0]].concat();
        let padded: Vec<i64> = shape.iter().enumerate().map(|(i, &s)| s + low[i] + high[i]).collect();
        let zero = b.splat("0.0", tensor(&[]))?;
        x = b.op(HloOp::Pad.name(), &[x, zero], &[("edge_padding_low", array(&low)), ("edge_padding_high", array(&high)), ("interior_padding", array(&vec![0; d + 2]))], tensor(&padded))?;
    }
    let result_shape = dims_of(op.result(0)?.into())?;
    let out_spatial: Vec<i64> = g.dims.out.2.iter().map(|&p| result_shape[p as usize]).collect();
    let kernel_shape = dims_of(kernel)?;
    let window: Vec<i64> = g.dims.rhs.2.iter().map(|&p| kernel_shape[p as usize]).collect();
    let (batch, channels) = (shape[0], shape[d + 1]);
    let out_channels = kernel_shape[g.dims.rhs.1 as usize];
    // One strided slice per tap, in row-major order over the window.
    let taps: i64 = window.iter().product();
    let mut slices = Vec::new();
    for tap in 0..taps {
        let offset = tap_offset(tap, &window);
        let starts: Vec<i64> = [vec![0], (0..d).map(|j| offset[j] * g.rhs_dilation[j]).collect(), vec![0]].concat();
        let limits: Vec<i64> = [vec![batch], (0..d).map(|j| starts[j + 1] + (out_spatial[j] - 1) * g.strides[j] + 1).collect(), vec![channels]].concat();
        let strides: Vec<i64> = [vec![1], g.strides.clone(), vec![1]].concat();
        let part: Vec<i64> = [vec![batch], out_spatial.clone(), vec![channels]].concat();
        slices.push(b.op(HloOp::Slice.name(), &[x], &[("start_indices", array(&starts)), ("limit_indices", array(&limits)), ("strides", array(&strides))], tensor(&part))?);
    }
    let product = if g.depthwise {
        // Each tap's slice times its kernel value per channel, broadcast over [N, P.., C].
        let per_tap = b.hlo(HloOp::Reshape, &[transpose(kernel, &[g.dims.rhs.1, g.dims.rhs.2[0], g.dims.rhs.2[1], g.dims.rhs.0])?], tensor(&[out_channels, taps]))?;
        let sliced_shape: Vec<i64> = [vec![batch], out_spatial.clone(), vec![channels]].concat();
        let mut products = Vec::new();
        for (tap, slice) in slices.iter().enumerate() {
            let column = b.op(HloOp::Slice.name(), &[per_tap], &[("start_indices", array(&[0, tap as i64])), ("limit_indices", array(&[out_channels, tap as i64 + 1])), ("strides", array(&[1, 1]))], tensor(&[out_channels, 1]))?;
            let column = b.hlo(HloOp::Reshape, &[column], tensor(&[out_channels]))?;
            let spread = b.op(HloOp::BroadcastInDim.name(), &[column], &[("broadcast_dimensions", array(&[d as i64 + 1]))], tensor(&sliced_shape))?;
            // Rounded, as XLA's kernels round it: marked for the fused multiply-add rule.
            let rounded = (super::fused_multiply_add::ROUNDED_PRODUCT, b.parse("unit")?);
            products.push(b.op(HloOp::Multiply.name(), &[*slice, spread], &[rounded], tensor(&sliced_shape))?);
        }
        let add = |x: Value<'c, 'a>, y: Value<'c, 'a>| b.hlo(HloOp::Add, &[x, y], tensor(&sliced_shape));
        depthwise_sum(&products, out_channels, add)?
    } else {
        let rows: i64 = batch * out_spatial.iter().product::<i64>();
        // The kernel as [O, taps, C]: XLA's convolution reads it so, whatever its layout here.
        let order: Vec<i64> = [vec![g.dims.rhs.1], g.dims.rhs.2.clone(), vec![g.dims.rhs.0]].concat();
        // A grouped kernel holds each group's channels: C / groups.
        let kernel_channels = kernel_shape[g.dims.rhs.0 as usize];
        let mut kernel_rows = b.hlo(HloOp::Reshape, &[transpose(kernel, &order)?], tensor(&[out_channels, taps, kernel_channels]))?;
        if g.sum.as_ref().is_some_and(|sum| sum.reversed_taps) {
            // The taps last to first, in the slices and the kernel alike.
            slices.reverse();
            kernel_rows = b.op(HloOp::Reverse.name(), &[kernel_rows], &[("dimensions", array(&[1]))], tensor(&[out_channels, taps, kernel_channels]))?;
        }
        let numbers = b.parse("#stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>")?;
        // Input channels [from, to) of the slices of `taps_of` (each tap's index and slice) and
        // of the kernel (its channels [from - shift, to - shift): a group's), as one dot whose K
        // runs over (tap, channel), the channels inner, summed in `lanes` accumulators (None: as
        // the dot rule says).
        let channel_dot = |taps_of: &[(i64, Value<'c, 'a>)], from: i64, to: i64, shift: i64, (first, columns): (i64, i64), lanes: Option<i64>| -> Result<Value<'c, 'a>, LpfError<'c>> {
            let width = to - from;
            let k = taps_of.len() as i64 * width;
            let part: Vec<i64> = [vec![batch], out_spatial.clone(), vec![width]].concat();
            let mut parts = Vec::new();
            for (_, slice) in taps_of {
                parts.push(if width == channels {
                    *slice
                } else {
                    let (mut starts, mut limits) = (vec![0; d + 2], [vec![batch], out_spatial.clone(), vec![to]].concat());
                    starts[d + 1] = from;
                    limits[d + 1] = to;
                    b.op(HloOp::Slice.name(), &[*slice], &[("start_indices", array(&starts)), ("limit_indices", array(&limits)), ("strides", array(&vec![1; d + 2]))], tensor(&part))?
                });
            }
            let patches_shape: Vec<i64> = [vec![batch], out_spatial.clone(), vec![k]].concat();
            let patches = if parts.len() == 1 { parts[0] } else { b.op(HloOp::Concatenate.name(), &parts, &[("dimension", i64_attr(b.context, d as i64 + 1))], tensor(&patches_shape))? };
            let lhs = b.hlo(HloOp::Reshape, &[patches], tensor(&[rows, k]))?;
            // The kernel's [first, first + columns) x (the taps) x [from, to).
            let (tap_from, tap_to) = match taps_of {
                [(tap, _)] => (*tap, tap + 1),
                _ => (0, taps),
            };
            let kernel_part = if (columns, tap_to - tap_from, width) == (out_channels, taps, kernel_channels) {
                kernel_rows
            } else {
                let (starts, limits) = ([first, tap_from, from - shift], [first + columns, tap_to, to - shift]);
                b.op(HloOp::Slice.name(), &[kernel_rows], &[("start_indices", array(&starts)), ("limit_indices", array(&limits)), ("strides", array(&[1, 1, 1]))], tensor(&[columns, tap_to - tap_from, width]))?
            };
            let rhs = b.hlo(HloOp::Reshape, &[kernel_part], tensor(&[columns, k]))?;
            let mut attributes = vec![("dot_dimension_numbers", numbers), (super::dot_lanes::CONVOLUTION_KERNEL, b.parse("unit")?)];
            if let Some(lanes) = lanes {
                attributes.push((super::dot_lanes::CONVOLUTION_LANES, i64_attr(b.context, lanes)));
            }
            b.op(HloOp::DotGeneral.name(), &[lhs, rhs], &attributes, tensor(&[rows, columns]))
        };
        let every_tap: Vec<(i64, Value<'c, 'a>)> = slices.iter().enumerate().map(|(tap, slice)| (tap as i64, *slice)).collect();
        let product = match &g.sum {
            // Each group's channels against its columns, in k order; the groups' columns joined.
            Some(_) if g.groups > 1 => {
                let (per_group, columns) = (channels / g.groups, out_channels / g.groups);
                let parts = (0..g.groups)
                    .map(|group| channel_dot(&every_tap, group * per_group, (group + 1) * per_group, group * per_group, (group * columns, columns), Some(1)))
                    .collect::<Result<Vec<_>, _>>()?;
                b.op(HloOp::Concatenate.name(), &parts, &[("dimension", i64_attr(b.context, 1))], tensor(&[rows, out_channels]))?
            }
            // Per task of columns: each block of input channels over every tap, the blocks'
            // sums added in order; then the tail channels tap by tap.
            Some(sum) => {
                let main = channels - sum.tail;
                let mut task_sums = Vec::new();
                for &(first, columns, block) in &sum.tasks {
                    let add = |x: Value<'c, 'a>, y: Value<'c, 'a>| b.hlo(HloOp::Add, &[x, y], tensor(&[rows, columns]));
                    let mut total: Option<Value<'c, 'a>> = None;
                    let mut from = 0;
                    while from < main {
                        let to = main.min(from + block);
                        let part = channel_dot(&every_tap, from, to, 0, (first, columns), Some(sum.lanes))?;
                        total = Some(match total {
                            None => part,
                            Some(before) => add(part, before)?,
                        });
                        from = to;
                    }
                    for &tap in every_tap.iter().filter(|_| sum.tail > 0) {
                        // Tail channel j alone in lane j: its product (a dot of one term), the
                        // lanes added pairwise (the empty ones +0, which change nothing here).
                        let lanes: Vec<Option<Value<'c, 'a>>> = (0..sum.lanes)
                            .map(|j| if j < sum.tail { channel_dot(&[tap], main + j, main + j + 1, 0, (first, columns), Some(1)).map(Some) } else { Ok(None) })
                            .collect::<Result<_, _>>()?;
                        let tap_sum = pairwise(&lanes, &add)?.ok_or("internal error: a tail without channels")?;
                        total = Some(match total {
                            None => tap_sum,
                            Some(before) => add(before, tap_sum)?,
                        });
                    }
                    task_sums.push(total.ok_or("internal error: a convolution without input channels")?);
                }
                match task_sums[..] {
                    [one] => one,
                    _ => b.op(HloOp::Concatenate.name(), &task_sums, &[("dimension", i64_attr(b.context, 1))], tensor(&[rows, out_channels]))?,
                }
            }
            None => channel_dot(&every_tap, 0, channels, 0, (0, out_channels), None)?,
        };
        let unflat: Vec<i64> = [vec![batch], out_spatial, vec![out_channels]].concat();
        b.hlo(HloOp::Reshape, &[product], tensor(&unflat))?
    };
    // [N, P.., O] into the output layout: output position p holds dimension 0 (batch), d + 1
    // (feature) or 1 + j (spatial j).
    let mut permutation = vec![0i64; d + 2];
    permutation[g.dims.out.0 as usize] = 0;
    permutation[g.dims.out.1 as usize] = d as i64 + 1;
    for (j, &p) in g.dims.out.2.iter().enumerate() {
        permutation[p as usize] = 1 + j as i64;
    }
    let value = transpose(product, &permutation)?;
    replace_op(op, &[value]);
    Ok(())
}

/// The offset in each spatial dimension of kernel tap `tap`, the taps in row-major order over
/// `window`.
pub(super) fn tap_offset(tap: i64, window: &[i64]) -> Vec<i64> {
    let mut offset = vec![0i64; window.len()];
    let mut rest = tap;
    for j in (0..window.len()).rev() {
        offset[j] = rest % window[j];
        rest /= window[j];
    }
    offset
}

/// YNNPACK's pairwise sum of its lanes (lane 0 + lane 1, then those of 2 and 3, ...), the empty
/// ones (None) left out: an add of +0 to a sum that is not -0.
fn pairwise<'c, 'a>(lanes: &[Option<Value<'c, 'a>>], add: &impl Fn(Value<'c, 'a>, Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>>) -> Result<Option<Value<'c, 'a>>, LpfError<'c>> {
    let mut level = lanes.to_vec();
    while level.len() > 1 {
        level = level
            .chunks(2)
            .map(|pair| match pair {
                [Some(x), Some(y)] => add(*x, *y).map(Some),
                [x, None] | [None, x] | [x] => Ok(*x),
                _ => Ok(None),
            })
            .collect::<Result<_, _>>()?;
    }
    Ok(level.first().copied().flatten())
}

/// The sum of a depthwise 3 x 3 convolution's nine tap products (each rounded), as XLA CPU
/// adds them (jaxlib 0.10.2, Intel Xeon with AVX-512, random NCHW operands of 3 to 128
/// channels, 4 x 4 to 32 x 32, strides 1 and 2, padded or not: every element): up to 16
/// output channels its runtime kernel adds the taps as a tree, (0 + 1), (2 + 3), (4 + 5),
/// (6 + 7), then (01 + 45) and (23 + 67), their sum, then tap 8 (recovered by cancellation
/// probes: B, -B and 1 at three taps, for every triple); from 17 channels on YNNPACK adds them
/// in tap order. A channel multiplier above 1 was summed otherwise (not found): not rewritten.
fn depthwise_sum<'c, 'a>(
    products: &[Value<'c, 'a>],
    channels: i64,
    add: impl Fn(Value<'c, 'a>, Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>>,
) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let p = products;
    if p.len() != 9 {
        return Err(LpfError::new("internal error: a depthwise convolution of other than nine taps"));
    }
    if channels > DEPTHWISE_TREE_CHANNELS {
        let mut sum = p[0];
        for &next in &p[1..] {
            sum = add(sum, next)?;
        }
        return Ok(sum);
    }
    let pairs = [add(p[0], p[1])?, add(p[2], p[3])?, add(p[4], p[5])?, add(p[6], p[7])?];
    let halves = add(add(pairs[0], pairs[2])?, add(pairs[1], pairs[3])?)?;
    add(halves, p[8])
}
