//! A float `reduce` sum as XLA CPU orders its adds. StableHLO's interpreter and upstream's
//! linalg lowering add the reduced elements one after another from the init value; XLA CPU
//! (jaxlib 0.10.2, measured with `--xla_allow_excess_precision=false` on Zen 5 with AVX-512)
//! adds them in one of two other orders, by the reduce's size:
//!
//! - **Its own loops** (input and result below 4096 elements), a reduce over one dimension of
//!   n > 32 elements: the dimension is cut into c = ceil(n / 32) runs, the c - 2 middle ones of
//!   32 elements and the first and last sharing the other n - 32 (c - 2) (the first taking the
//!   larger half); each run is summed in order, and the run sums are added in order. (XLA
//!   writes the reduce as a `reduce_window` of size and stride 32 over the dimension padded
//!   with the init value at both ends, then a reduce of the window sums.) Over at
//!   most 32 elements, in order. Measured on every n of 20-1024 tried (27 of them), reducing the
//!   last dimension or an inner one, f32 and f64. More than 32 runs (n over 1024) are cut into
//!   runs again (XLA's reduce of the run sums is rewritten the same way; measured on 1025 to
//!   4095 values, 2 x 2000 and 3 x 1300 over the rows, 2026-12-07).
//! - **A whole 2-D array read from memory** (a function's argument [H, W], every other
//!   dimension of extent 1; f32 below 4096 elements): a dimension of more than 32 is cut into
//!   windows of 32 (XLA's SAME padding: the smaller half of the padding in front), each window
//!   summed in row-major order; then XLA's loop nest over the window sums [H', W'] (the array
//!   itself when both are at most 32): with H' a power of two and W' at most 8 LLVM vectorises
//!   its rows, row i summed in order into lane i mod V (V = H' up to 8 for W' up to 6, up to 4
//!   for W' of 7 and 8), the lanes added by halves; with one of H', W' of 1 XLA's runs; else in
//!   row-major order. Read in XLA's dumped IR by a helper and measured bit for bit on 32 shapes
//!   from [2, 2] to [2000, 2] and [64, 48] (2026-12-07). The same for an argument read through
//!   reshapes and transposes: XLA's simplifier takes them out of a whole sum and sums the
//!   argument itself (a [64] argument reshaped to [8, 8] is 64 values: its runs; measured on 10
//!   shapes). **An argument of more dimensions** [outer.., H, W] (each at most 32): for each
//!   outer index in turn (row-major), LLVM's vectorised rows of its [H, W] block as above (H a
//!   power of two, W at most 8), lane 0 starting from the running sum, the lanes by halves into
//!   the next running sum; else in order (measured on 462 shapes of three dimensions and 10 of
//!   four, 2026-12-07; with a dimension over 32 XLA's windows were measured otherwise: not
//!   modelled, in order here). Not modelled either (in order here): the same sum of a slice of an
//!   argument, or of a dot's result (each measured to differ). A reduce over several dimensions
//!   follows a
//!   vectorised nest, modelled where XLA's fusion computes the input in the same loop (next
//!   item); elsewhere left in order.
//! - **Its loops over two dimensions** (H, W next to each other, below 4096 elements, f32) of a
//!   value computed in the reduce's loop (an element-wise op: XLA fuses it into the reduce):
//!   XLA's loop emitter writes the reduce as loops over h, then w, its adds marked `reassoc`,
//!   and LLVM unrolls w and vectorises h in min(H, 8) lanes (XLA asks for vectors of 256 bits):
//!   row h is summed in order into lane h mod 8 after the rows before it in that lane, and the
//!   lanes are added by halves (`llvm.vector.reduce.fadd`). Read in XLA's dumped IR
//!   (`*ir-with-opt.ll`) and measured bit for bit on Intel with AVX-512 on H of 2, 4, 8, 16
//!   and 32, W of 2 to 16 with H x W up to 112, NCHW and NHWC, max, min, clamp and abs
//!   producers (MobileNet's squeeze-excitation mean and global pool: 2 x 16 x 8 x 8, 2 x 8 x 8
//!   x 24). Not modelled (in order here): H x W of 128 or more, H not a power of two (in order
//!   there too, measured at 3, 5, 6), and a reduce reading memory (an argument, a slice): LLVM
//!   then picks 4 lanes at H = 8 for W of 7 to 8, and keeps W = 9 and more in order.
//!   bf16 sums stay in these loops at every size (YNNPACK takes f32 ones; measured 4096 to
//!   262144 elements), each add rounded to bf16 (XLA's normalisation: an f32 add between
//!   converts): the runs as above, in bf16.
//! - **YNNPACK** (XLA's `IsInstructionPreferredByYnn`: input or result of at least 4096
//!   elements; f32), over any dimensions: [`super::ynn_sum`] (its folding of the dimensions
//!   into a row or a column kernel, the kernels' orders with their compensated adds, its
//!   tiling into partial sums). Its row kernel on a row of n elements: the row is cut into
//!   vectors of L lanes (16 with AVX-512; the last vector padded with +0), the vectors into
//!   tiles of 4 (the last tile taking the vectors left over, fewer than 4), each tile summed in
//!   order per lane. The full tiles form blocks of 16; in a block, each run of 4 full tiles is
//!   summed in order, and the block is the in-order sum of those group sums, the full tiles
//!   left over and, in the last block, the last partial tile (which is a block of its own when
//!   the last block is whole, and +0 is when there is no partial tile); the blocks are added
//!   into the total by Kahan-compensated adds (which differ from in-order adds from the third
//!   block, rows of more than 2048 elements). The L lanes are then added by halves: lane i +
//!   lane i + L/2, down to one. Measured bit for bit on every row length of 16-2000 tried (40
//!   of them, 8-128 rows; the tree recovered by cancellation probes and checked on random
//!   rows), and with the compensated adds on 22 lengths of 1000 to 32768 (2026-12-07).
//!
//! - **YNNPACK's bf16 kernel** (from 4096 elements, on a host with AVX512-BF16): a sum over
//!   the trailing dimensions of bf16 values widened to f32, or of their squares (`c * c`),
//!   where the widening is the reduce's alone (XLA hands YNNPACK the convert with the reduce;
//!   its CSE first makes twin converts of one tensor one value, and a widening other ops read
//!   is computed once in f32 and summed in the f32 order above). YNNPACK's `sum_k1` kernel for
//!   bf16 reads vectors of 32 elements as 16 lanes of pairs, `vdpbf16ps` adding each lane's odd
//!   element, then its even one (times 1, or itself: exact products); tiles of 4 such vectors,
//!   groups, blocks and halves as above, the tile count from the row's length (the last tile
//!   partial, padded with +0). Its source (XNNPACK's `ynnpack/kernels/reduce`) gave the shape;
//!   measured bit for bit on an Intel Xeon with AVX512-BF16 on rows of 96 to 4096 (7000 and 8192
//!   followed neither order: left in the f32 one), sums and sums of squares. Not modelled:
//!   `vdpbf16ps` treats bf16 subnormals as zero (as XLA's own converts do), which lpf's widening
//!   keeps.
//! - **YNNPACK, one output per lane** (its column kernel: a reduce over leading dimensions some
//!   kept dimension follows: a mean over a sequence [B, T, D] -> [B, D], flax's global pool over
//!   NHWC's H and W, a batch norm's statistics): per output its n reduced values in tiles of 4
//!   (each summed in order), the tiles in groups of 4 (each summed in order), the tiles left
//!   over and the last partial tile's sum summed together in order as one last item; every 16
//!   groups (256 values) a compensated add into the total ([`super::ynn_sum`]). Measured bit
//!   for bit on 24 shapes of n = 16 to 256 (cancellation probes) and, with the compensated
//!   adds and the partial sums, on sums over up to 1568 values (2026-12-07).
//!
//! Rewritten as that order: slices, reshapes, a +0 padding and in-order `reduce` sums over one
//! dimension each (what every evaluator computes alike), and the lane halves as slices and
//! adds. A sum of one value is written `x + 0` (nothing where `x` is a sum from +0 already), a
//! sum of at most 4 values down a column as the same adds of slices, and a row of one vector
//! as the halves of the next power of two of its lanes (the wider halves add only the +0
//! padding): the same adds, in fewer passes on the LLVM exit (GroupNorm f32 [4, 8, 8, 32]
//! 481 -> 50 us a call, a batch norm's statistics over [32, 28, 28, 32] 2.2 -> 0.5 ms). Only for a reduce whose body is one `add` of its arguments, whose init value is a +0
//! splat (an in-order sum from +0 gives each run's bits, the run's first element included), on
//! static shapes. The lane count is this host's (XLA's YNNPACK build picks it the same way);
//! only AVX-512 was measured.
//!
//! `--backend ref` and the LLVM exit run this rewrite; XLA runs its own.

use super::fused_multiply_add::{users, ELEMENTWISE};
use super::small_power::constant_value;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op, single_use, static_dims, used_only_by};
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{Block, Identifier, OperationRef, Region, RegionLike, Type, Value, ValueLike};

/// The size from which XLA CPU hands a reduce to YNNPACK (input or result elements).
const YNN_MIN_ELEMENTS: i64 = 4096;
/// The most values down a column [`Sums::sum_along`] adds as element-wise adds of slices.
const UNROLLED_SUM: i64 = 4;
/// The run length of XLA's own reduction loops.
const LOOP_RUN: i64 = 32;
/// Vectors per tile, tiles per group and tiles per block of YNNPACK's row sums.
pub(super) const TILE_VECTORS: i64 = 4;
const GROUP_TILES: i64 = 4;
const BLOCK_TILES: i64 = 16;

/// Which of XLA's orders a reduce sum follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumOrder {
    /// XLA's loops over one dimension of more than 32 elements.
    Runs { dim: usize },
    /// YNNPACK's, for any reduced dimensions (f32, from 4096 elements): its folding of the
    /// dimensions into its row or column kernel, and its tiling ([`super::ynn_sum`]).
    Ynn { reduced: Vec<bool>, lanes: i64 },
    /// YNNPACK's over the trailing dimensions from `first` of bf16 values widened to f32 (or
    /// their squares), on a host with AVX512-BF16: YNNPACK's row kernel with 16 lanes whose
    /// vectors are 32 elements, each lane adding its odd element before its even one (module
    /// doc).
    Bf16Pairs { first: usize },
    /// XLA's loops over the two dimensions `first` and `first + 1` (H, W) of an input its
    /// fusion computes in the same loop: H's rows in `lanes` vectors (module doc); over the
    /// reduced dimensions `leading` before them too (a batch norm's N of [N, H, W, C]), each
    /// leading index's (H, W) block in turn, lane 0 carrying the running sum.
    Rows { first: usize, lanes: i64, leading: Vec<usize> },
    /// XLA's loops over a whole f32 argument below 4096 elements, which the reduce reads as it
    /// is or through reshapes and transposes (XLA's simplifier sums the argument itself): its
    /// dimensions of more than one element [outer.., rows, columns] (a 1-D one [1, n]). Of at
    /// most two: windows of 32 x 32, then the window sums' loop nest; of more (each at most 32,
    /// rows a power of two and columns at most 8): that nest's vectorised rows for each outer
    /// index in turn, lane 0 carrying the running sum (module doc).
    Whole { outer: i64, rows: i64, columns: i64 },
    /// XLA's loops over a GroupNorm's groups ([N, H, W, G, c] over (1, 2, 4), f32, below 4096
    /// elements) read from memory, in one of LLVM's vectorised orders ([`super::group_sum`]).
    Group { order: super::group_sum::GroupOrder },
}

/// The largest H x W a [`SumOrder::Rows`] sum was measured at (112 followed it, 128 did not),
/// and the widest W (16).
const ROWS_MAX_ELEMENTS: i64 = 112;
const ROWS_MAX_WIDTH: i64 = 16;
/// The most leading blocks of a [`SumOrder::Rows`] sum written out (one lane nest each).
const ROWS_MOST_LEADING: i64 = 64;
/// The longest row a [`SumOrder::Bf16Pairs`] sum was measured at (4096 followed it, 7000 and
/// 8192 did not).
const PAIRS_MAX_ROW: i64 = 4096;
/// bf16 elements per vector, and f32 lanes, of YNNPACK's bf16 sum kernel (`vdpbf16ps`).
const PAIR_VECTOR: i64 = 32;
const PAIR_LANES: i64 = 16;
/// The f32 lanes of XLA's vectorised loops: it asks LLVM for vectors of 256 bits at most.
const LOOP_MAX_LANES: i64 = 8;


/// The f32 lanes XLA's YNNPACK kernels use on this host.
pub fn host_f32_lanes() -> i64 {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx512f") {
            return 16;
        }
        if std::arch::is_x86_feature_detected!("avx") {
            return 8;
        }
    }
    4
}

/// Whether this host has AVX512-BF16, where YNNPACK sums widened bf16 values with `vdpbf16ps`
/// (module doc); its 16 lanes need AVX-512.
pub fn host_has_bf16_sums() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx512bf16") && host_f32_lanes() == PAIR_LANES
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// Whether `op` is a widening convert (`stablehlo.convert`, or the raise's `lpf.convert`,
/// exact either way) of one value.
fn is_convert(op: OperationRef) -> bool {
    let name = op.name();
    matches!(name.as_string_ref().as_str(), Ok("stablehlo.convert" | "lpf.convert")) && op.operand_count() == 1 && op.result_count() == 1
}

/// Whether `v` is a bf16 tensor widened to f32 by the only such convert of that tensor (XLA's
/// CSE makes twins one value, read by each twin's users). An `lpf.reduce_sum` of the tensor
/// counts as a twin's user: the raise writes `reduce(convert(x))` as one, reading `x`, where
/// XLA's program reads the shared widening.
fn widened_bf16(v: Value) -> bool {
    let Ok(result) = OperationResult::try_from(v) else { return false };
    let op = result.owner();
    let Ok(source) = op.operand(0) else { return false };
    let twin = |u: &OperationRef| {
        u.to_raw().ptr != op.to_raw().ptr
            && ((is_convert(*u) && u.result(0).is_ok_and(|r| r.r#type() == v.r#type())) || u.name().as_string_ref().as_str() == Ok("lpf.reduce_sum"))
    };
    is_convert(op) && RankedTensorType::try_from(source.r#type()).ok().and_then(|t| format_of(t.element())) == Some(Format::BF16) && !users(source).iter().any(twin)
}

/// Whether the reduce `op` sums widened bf16 values or their squares (`c * c`) that nothing
/// else reads: XLA hands YNNPACK the reduce with the convert, and its bf16 sum kernels read the
/// bf16 values themselves. A widened value other ops read too is computed once, in f32, and
/// summed by the f32 kernel (measured: a layer norm's sum and sum of squares of one widening).
fn widened_bf16_terms(op: OperationRef) -> bool {
    let Ok(input) = op.operand(0) else { return false };
    if widened_bf16(input) {
        return single_use(input);
    }
    let Ok(result) = OperationResult::try_from(input) else { return false };
    let product = result.owner();
    HloOp::of(&product) == Some(HloOp::Multiply)
        && product.operand_count() == 2
        && single_use(input)
        && product.operand(0).ok().zip(product.operand(1).ok()).is_some_and(|(a, b)| a.to_raw().ptr == b.to_raw().ptr && widened_bf16(a) && used_only_by(a, product))
}

/// How many runs XLA's loops cut a dimension of `n` elements into (module doc), and the first
/// run's length (the others but the last are 32 long).
fn run_layout(n: i64) -> (i64, i64) {
    if n <= LOOP_RUN {
        return (1, n);
    }
    let count = (n + LOOP_RUN - 1) / LOOP_RUN;
    let ends = n - LOOP_RUN * (count - 2);
    (count, (ends + 1) / 2)
}

/// The runs XLA's loops cut a dimension of `n` elements into (module doc), as (start, end):
/// [`run_layout`] spelled out, for the tests' measured trees.
#[cfg(test)]
fn loop_runs(n: i64) -> Vec<(i64, i64)> {
    let (count, first) = run_layout(n);
    if count == 1 {
        return vec![(0, n)];
    }
    let mut bounds = vec![0, first];
    bounds.extend((1..count - 1).map(|k| first + LOOP_RUN * k));
    bounds.push(n);
    bounds.windows(2).map(|w| (w[0], w[1])).collect()
}

/// Whether the body of `op`'s one region is `return add(arg0, arg1)` (either order).
fn adds_arguments(op: OperationRef) -> bool {
    body_applies(op, HloOp::Add)
}

/// Whether the body of `op`'s one region is `return <body>(arg0, arg1)` (either order).
pub(crate) fn body_applies(op: OperationRef, body: HloOp) -> bool {
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else { return false };
    if block.next_in_region().is_some() || block.argument_count() != 2 {
        return false;
    }
    let (Some(add), Ok(a), Ok(b)) = (block.first_operation(), block.argument(0), block.argument(1)) else { return false };
    let Some(ret) = add.next_in_block() else { return false };
    let operands: Vec<_> = add.operands().map(|v| v.to_raw().ptr).collect();
    let (a, b) = (a.to_raw().ptr, b.to_raw().ptr);
    HloOp::of(&add) == Some(body)
        && (operands == [a, b] || operands == [b, a])
        && ret.next_in_block().is_none()
        && ret.name().as_string_ref().as_str() == Ok("stablehlo.return")
        && ret.operand_count() == 1
        && ret.operand(0).is_ok_and(|v| add.result(0).is_ok_and(|r| v.to_raw().ptr == r.to_raw().ptr))
}

/// The order XLA CPU sums `op` in, where it is not the in-order sum this rewrite leaves alone
/// (module doc): an f32/f64 `reduce` of one input, an add body, a +0 init, static shapes.
pub fn xla_sum_order(op: OperationRef) -> Option<SumOrder> {
    if HloOp::of(&op) != Some(HloOp::Reduce) || op.operand_count() != 2 || op.result_count() != 1 || op.region_count() != 1 {
        return None;
    }
    let input = op.operand(0).ok()?.r#type();
    let result = op.result(0).ok()?.r#type();
    let format = format_of(RankedTensorType::try_from(input).ok()?.element())?;
    if !matches!(format, Format::F32 | Format::F64 | Format::BF16) || !has_static_shape(input) || !has_static_shape(result) || !adds_arguments(op) {
        return None;
    }
    let init = constant_value(op.operand(1).ok()?)?;
    if init != 0.0 || init.is_sign_negative() {
        return None;
    }
    let shape = static_dims(input)?;
    let dims = DenseI64ArrayAttribute::try_from(op.attribute("dimensions").ok()?).ok()?;
    let mut dims: Vec<usize> = (0..dims.len()).map(|i| dims.element(i).ok().and_then(|d| usize::try_from(d).ok())).collect::<Option<_>>()?;
    dims.sort_unstable();
    dims.dedup();
    if dims.is_empty() || dims.iter().any(|&d| d >= shape.len()) {
        return None;
    }
    // Reduced dimensions of size 1 add nothing (XLA's simplifier drops them: torch-xla's
    // LayerNorm is a batch norm over [1, N, D] whose sums reduce dimensions 0 and 2).
    dims.retain(|&d| shape[d] != 1);
    if dims.is_empty() {
        return None;
    }
    let elements: i64 = shape.iter().product();
    let kept: i64 = (0..shape.len()).filter(|d| !dims.contains(d)).map(|d| shape[d]).product();
    let reduced = elements / kept.max(1);
    if elements == 0 || reduced < 2 {
        return None;
    }
    let first = dims[0];
    let trailing = dims == (first..shape.len()).collect::<Vec<_>>();
    // bf16 sums stay in XLA's loops at every size (YNNPACK takes f32 ones), each add rounded
    // to bf16 (its normalisation: f32 adds between converts), as a bf16 add gives.
    if format != Format::BF16 && (elements >= YNN_MIN_ELEMENTS || kept >= YNN_MIN_ELEMENTS) {
        let row: i64 = shape[first..].iter().product();
        return match format {
            Format::F32 if trailing && row <= PAIRS_MAX_ROW && host_has_bf16_sums() && widened_bf16_terms(op) => Some(SumOrder::Bf16Pairs { first }),
            Format::F32 => {
                let reduced: Vec<bool> = (0..shape.len()).map(|d| dims.contains(&d)).collect();
                super::ynn_sum::within_unrolled_bound(&shape, &reduced).then(|| SumOrder::Ynn { reduced, lanes: host_f32_lanes() })
            }
            _ => None,
        };
    }
    if let Some(order) = super::group_sum::plain_order(op) {
        return Some(SumOrder::Group { order });
    }
    let fused = op.operand(0).ok().and_then(|v| OperationResult::try_from(v).ok()).is_some_and(|r| computed_in_loop(r.owner()));
    // (H, W) the last two reduced dimensions, next to each other; the reduced ones before them
    // (of more than one element) looped outside, at most ROWS_MOST_LEADING blocks.
    let (leading, pair) = dims.split_at(dims.len().saturating_sub(2));
    let leading_blocks: i64 = leading.iter().map(|&d| shape[d]).product();
    if format == Format::F32 && pair.len() == 2 && pair[1] == pair[0] + 1 && leading_blocks <= ROWS_MOST_LEADING {
        let (rows, width) = (shape[pair[0]], shape[pair[1]]);
        if fused && rows.count_ones() == 1 && width <= ROWS_MAX_WIDTH && rows * width <= ROWS_MAX_ELEMENTS {
            return Some(SumOrder::Rows { first: pair[0], lanes: rows.min(LOOP_MAX_LANES).min(host_f32_lanes()), leading: leading.to_vec() });
        }
    }
    if format == Format::F32 && kept == 1 {
        if let Some(source_shape) = op.operand(0).ok().and_then(viewed_argument).and_then(|source| static_dims(source.r#type())) {
            let extents: Vec<i64> = source_shape.into_iter().filter(|&e| e != 1).collect();
            match extents[..] {
                [n] => return Some(SumOrder::Whole { outer: 1, rows: 1, columns: n }),
                [rows, columns] => return Some(SumOrder::Whole { outer: 1, rows, columns }),
                [ref outer @ .., rows, columns] if extents.iter().all(|&e| e <= LOOP_RUN) && rows.count_ones() == 1 && columns <= LOOP_MAX_LANES => {
                    return Some(SumOrder::Whole { outer: outer.iter().product(), rows, columns });
                }
                _ => {}
            }
        }
    }
    (dims.len() == 1 && shape[first] > LOOP_RUN).then_some(SumOrder::Runs { dim: first })
}

/// Whether XLA computes `op`'s value inside the loop of the reduce reading it: an element-wise
/// op that computes (its fusion takes it in); not a parameter, a copy or a reshape, nor what
/// no loop fusion takes (a dot, a convolution, another reduce), after which the reduce reads
/// memory in a loop LLVM vectorises otherwise (measured: other lanes at H = 8, in order from
/// W = 9; not modelled).
pub(super) fn computed_in_loop(op: OperationRef) -> bool {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    if name == "func.call" {
        // The LLVM exit's rsqrt, rewritten before its reduces (ref's after): a call of the
        // element-wise helper standing for `stablehlo.rsqrt` ([`super::xla_rsqrt`]).
        return op.attribute("callee").is_ok_and(|callee| callee.to_string().starts_with("@lpf_foreign_xla_rsqrt_"));
    }
    ELEMENTWISE.contains(&name) && !matches!(HloOp::of(&op), Some(HloOp::BroadcastInDim | HloOp::Reshape))
}

/// The function argument `v` is, or is a view of through reshapes and transposes, which XLA's
/// simplifier takes out of a whole sum (a [64] argument reshaped to [8, 8] is summed as 64
/// values: XLA's runs of 32; a transposed [8, 6] one as [8, 6]; measured on 10 shapes). Other
/// inputs were measured otherwise, not modelled (in order here): a slice of one (the loop reads
/// through its indices) and a dot's result (XLA may fuse the reduce into the dot's output).
fn viewed_argument<'c, 'a>(v: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let Ok(result) = OperationResult::try_from(v) else { return Some(v) };
    let op = result.owner();
    if !matches!(HloOp::of(&op), Some(HloOp::Reshape | HloOp::Transpose)) {
        return None;
    }
    // SAFETY: the operand of a live op in the same IR as `v`, which outlives this rewrite.
    let source: Value<'c, 'a> = unsafe { Value::from_raw(op.operand(0).ok()?.to_raw()) };
    viewed_argument(source)
}

/// Builds the ops of the rewrite in front of the reduce.
pub(super) struct Sums<'b, 'c, 'a> {
    pub(super) b: &'b Builder<'c, 'a>,
    pub(super) element: Type<'c>,
    pub(super) init: Value<'c, 'a>,
}

impl<'b, 'c, 'a> Sums<'b, 'c, 'a> {
    pub(super) fn tensor(&self, shape: &[i64]) -> Type<'c> {
        let dims: Vec<u64> = shape.iter().map(|&s| s as u64).collect();
        RankedTensorType::new(&dims, self.element, None).into()
    }

    pub(super) fn array(&self, values: &[i64]) -> melior::ir::Attribute<'c> {
        DenseI64ArrayAttribute::new(self.b.context, values).into()
    }

    pub(super) fn reshape(&self, x: Value<'c, 'a>, shape: &[i64]) -> Result<Value<'c, 'a>, LpfError<'c>> {
        if static_dims(x.r#type()).as_deref() == Some(shape) {
            return Ok(x);
        }
        self.b.hlo(HloOp::Reshape, &[x], self.tensor(shape))
    }

    /// `x[..., start..end, ...]` along `dim`.
    pub(super) fn slice(&self, x: Value<'c, 'a>, dim: usize, start: i64, end: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(x.r#type()).ok_or("internal error: a slice of a dynamic shape")?;
        if start == 0 && end == shape[dim] {
            return Ok(x);
        }
        let mut starts = vec![0; shape.len()];
        let mut limits = shape.clone();
        starts[dim] = start;
        limits[dim] = end;
        let mut out = shape.clone();
        out[dim] = end - start;
        let attributes = [("start_indices", self.array(&starts)), ("limit_indices", self.array(&limits)), ("strides", self.array(&vec![1; shape.len()]))];
        self.b.op(HloOp::Slice.name(), &[x], &attributes, self.tensor(&out))
    }

    pub(super) fn concatenate(&self, parts: &[Value<'c, 'a>], dim: usize) -> Result<Value<'c, 'a>, LpfError<'c>> {
        if let [one] = parts {
            return Ok(*one);
        }
        let mut shape = static_dims(parts[0].r#type()).ok_or("internal error: a dynamic shape")?;
        shape[dim] = parts.iter().map(|p| static_dims(p.r#type()).map_or(0, |s| s[dim])).sum();
        let dimension = melior::ir::attribute::IntegerAttribute::new(melior::ir::r#type::IntegerType::new(self.b.context, 64).into(), dim as i64);
        self.b.op(HloOp::Concatenate.name(), parts, &[("dimension", dimension.into())], self.tensor(&shape))
    }

    /// The in-order sum from +0 of `x` along `dim` (a `reduce` with an add body). Along a
    /// dimension of one element that is `x + 0` (an element-wise add, or nothing where `x` is
    /// a sum from +0 already, [`from_zero`]): the orders' folds, blocks and tiles of one item
    /// were each a reduce, a pass over their values on the LLVM exit.
    pub(super) fn sum_along(&self, x: Value<'c, 'a>, dim: usize) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        if shape[dim] == 1 {
            let added = self.plus_zero(x)?;
            shape.remove(dim);
            return self.reshape(added, &shape);
        }
        if shape[dim] <= UNROLLED_SUM && dim + 1 < shape.len() {
            // A few values down a column (YNNPACK's tiles and groups of 4): the same adds as
            // element-wise ones of slices, which fuse into one loop along the contiguous
            // dimension (a reduce over a middle dimension loads and stores each output once
            // per value, a loop LLVM leaves scalar).
            let mut total = self.plus_zero(self.slice(x, dim, 0, 1)?)?;
            for k in 1..shape[dim] {
                let next = self.slice(x, dim, k, k + 1)?;
                total = self.b.hlo(HloOp::Add, &[total, next], next.r#type())?;
            }
            shape.remove(dim);
            return self.reshape(total, &shape);
        }
        shape.remove(dim);
        let scalar = self.tensor(&[]);
        let location = self.b.location;
        let body = Block::new(&[(scalar, location), (scalar, location)]);
        let add = OperationBuilder::new(HloOp::Add.name(), location)
            .add_operands(&[body.argument(0)?.into(), body.argument(1)?.into()])
            .add_results(&[scalar])
            .build()
            .map_err(|e| LpfError::new(format!("internal error: {e}")))?;
        let add = body.append_operation(add);
        let ret = OperationBuilder::new("stablehlo.return", location)
            .add_operands(&[add.result(0)?.into()])
            .build()
            .map_err(|e| LpfError::new(format!("internal error: {e}")))?;
        body.append_operation(ret);
        let region = Region::new();
        region.append_block(body);
        let reduce = OperationBuilder::new(HloOp::Reduce.name(), location)
            .add_operands(&[x, self.init])
            .add_attributes(&[(Identifier::new(self.b.context, "dimensions"), self.array(&[dim as i64]))])
            .add_results(&[self.tensor(&shape)])
            .add_regions([region])
            .build()
            .map_err(|e| LpfError::new(format!("internal error: {e}")))?;
        let block = self.b.at.block().ok_or("an op outside a block")?;
        let reduce = block.insert_operation_before(self.b.at, reduce);
        Ok(reduce.result(0)?.into())
    }

    /// XLA's loops over a whole [h, w] array read from memory (`x`, of h x w elements; module
    /// doc): a dimension of more than 32 is cut into windows of 32 with XLA's SAME padding
    /// (+0, the smaller half in front), each window summed in row-major order; then the loop
    /// nest over the window sums [H, W] (the array itself when both are at most 32). With one
    /// of H, W of 1 that nest is in order; with H a power of two and W at most 8 LLVM
    /// vectorises its rows, row i summed in order into lane i mod V (V = H up to 8 for W up to
    /// 6, up to 4 for W of 7 and 8; at most this host's lanes), the lanes added by halves;
    /// otherwise in row-major order.
    fn whole_2d(&self, x: Value<'c, 'a>, h: i64, w: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let x = self.reshape(x, &[h, w])?;
        let (sums, rows, width) = if h > LOOP_RUN || w > LOOP_RUN {
            let window = |n: i64| {
                let size = n.min(LOOP_RUN);
                let count = (n + size - 1) / size;
                let pad = count * size - n;
                (size, count, pad / 2, pad - pad / 2)
            };
            let ((hs, hc, hl, hh), (ws, wc, wl, wh)) = (window(h), window(w));
            let attributes = [("edge_padding_low", self.array(&[hl, wl])), ("edge_padding_high", self.array(&[hh, wh])), ("interior_padding", self.array(&[0, 0]))];
            let padded = self.b.op(HloOp::Pad.name(), &[x, self.init], &attributes, self.tensor(&[hc * hs, wc * ws]))?;
            let split = self.reshape(padded, &[hc, hs, wc, ws])?;
            let windows = self.b.op(HloOp::Transpose.name(), &[split], &[("permutation", self.array(&[0, 2, 1, 3]))], self.tensor(&[hc, wc, hs, ws]))?;
            (self.sum_along(self.reshape(windows, &[hc, wc, hs * ws])?, 2)?, hc, wc)
        } else {
            (x, h, w)
        };
        if rows == 1 || width == 1 {
            return self.runs(self.reshape(sums, &[rows * width])?, 0);
        }
        if rows.count_ones() != 1 || width > LOOP_MAX_LANES {
            return self.sum_along(self.reshape(sums, &[rows * width])?, 0);
        }
        let lanes = rows.min(if width <= 6 { LOOP_MAX_LANES } else { LOOP_MAX_LANES / 2 }).min(host_f32_lanes());
        let split = self.reshape(sums, &[rows / lanes, lanes, width])?;
        let per_lane = self.b.op(HloOp::Transpose.name(), &[split], &[("permutation", self.array(&[1, 0, 2]))], self.tensor(&[lanes, rows / lanes, width]))?;
        let total = self.sum_along(self.reshape(per_lane, &[1, lanes, rows / lanes * width])?, 2)?;
        self.halves(total, 1, lanes)
    }

    /// XLA's loops over a whole [outer, h, w] array read from memory (`x`, of as many elements;
    /// each dimension at most 32, h a power of two, w at most 8; module doc): for each outer
    /// index in turn, its [h, w] block's rows in V lanes as [`Sums::whole_2d`] sums them (row i
    /// into lane i mod V), lane 0 starting from the running sum, the lanes added by halves into
    /// the next running sum.
    fn whole_nest(&self, x: Value<'c, 'a>, outer: i64, h: i64, w: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let lanes = h.min(if w <= 6 { LOOP_MAX_LANES } else { LOOP_MAX_LANES / 2 }).min(host_f32_lanes());
        let total = self.lane_nest(x, 1, outer, h, w, lanes)?;
        self.reshape(total, &[])
    }

    /// LLVM's vectorised nest over `x` as [kept, outer, h, w] (row-major): for each kept index,
    /// each outer index in turn, h's rows in `lanes` lanes (row r into lane r mod `lanes`, its w
    /// values in order after the rows before it there), lane 0 starting from the running sum,
    /// the lanes added by halves into the new running sum. [kept].
    fn lane_nest(&self, x: Value<'c, 'a>, kept: i64, outer: i64, h: i64, w: i64, lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let per_lane = h / lanes * w;
        // [kept, outer, lanes, per_lane]: lane l's rows (l, l + lanes, ..) one after another.
        let split = self.reshape(x, &[kept * outer, h / lanes, lanes, w])?;
        let moved = self.b.op(HloOp::Transpose.name(), &[split], &[("permutation", self.array(&[0, 2, 1, 3]))], self.tensor(&[kept * outer, lanes, h / lanes, w]))?;
        let moved = self.reshape(moved, &[kept, outer, lanes, per_lane])?;
        // The lanes but lane 0, every block at once ([kept, outer, lanes - 1]).
        let others = self.sum_along(self.slice(moved, 2, 1, lanes)?, 3)?;
        let firsts = self.reshape(self.slice(moved, 2, 0, 1)?, &[kept, outer, per_lane])?;
        let mut running: Option<Value<'c, 'a>> = None;
        for block in 0..outer {
            let first = self.reshape(self.slice(firsts, 1, block, block + 1)?, &[kept, per_lane])?;
            // Lane 0: the running sum, then the lane's values in order (the in-order sum from +0
            // of [running, values..]: +0 + running is running, never -0).
            let lane0 = match running {
                Some(running) => self.sum_along(self.concatenate(&[self.reshape(running, &[kept, 1])?, first], 1)?, 1)?,
                None => self.sum_along(first, 1)?,
            };
            let others_of_block = self.reshape(self.slice(others, 1, block, block + 1)?, &[kept, lanes - 1])?;
            let lanes_of_block = self.concatenate(&[self.reshape(lane0, &[kept, 1])?, others_of_block], 1)?;
            running = Some(self.halves(lanes_of_block, kept, lanes)?);
        }
        running.ok_or_else(|| LpfError::new("internal error: an empty nest"))
    }

    /// `x + 0`, element-wise: `x` itself where it is a sum from +0 already ([`from_zero`]).
    pub(super) fn plus_zero(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        if from_zero(x) {
            return Ok(x);
        }
        self.b.kept_plus_zero(x)
    }

    /// XLA's loop order along `dim` (module doc), as XLA writes it: the dimension padded with
    /// +0 to whole runs (the first run's missing elements in front, the last run's after),
    /// split into runs, each run summed in order, the run sums summed in order. A +0 added to
    /// a sum leaves its bits (a sum of -0s is +0 either way, as XLA's is).
    fn runs(&self, x: Value<'c, 'a>, dim: usize) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        // The layout, not the list of runs: a declared dimension of 2^40 elements is 2^35 runs.
        let (count, first) = run_layout(shape[dim]);
        let low = LOOP_RUN - first;
        let high = LOOP_RUN * count - shape[dim] - low;
        let mut padded_shape = shape.clone();
        padded_shape[dim] = LOOP_RUN * count;
        let (mut lows, mut highs) = (vec![0; shape.len()], vec![0; shape.len()]);
        lows[dim] = low;
        highs[dim] = high;
        let attributes = [("edge_padding_low", self.array(&lows)), ("edge_padding_high", self.array(&highs)), ("interior_padding", self.array(&vec![0; shape.len()]))];
        let padded = self.b.op(HloOp::Pad.name(), &[x, self.init], &attributes, self.tensor(&padded_shape))?;
        let mut split = shape.clone();
        split[dim] = count;
        split.insert(dim + 1, LOOP_RUN);
        let split = self.reshape(padded, &split)?;
        let run_sums = self.sum_along(split, dim + 1)?;
        if count > LOOP_RUN {
            // XLA's reduce of more than 32 run sums is cut into runs again.
            return self.runs(run_sums, dim);
        }
        self.sum_along(run_sums, dim)
    }

    /// YNNPACK's row order over the last dimension of `x` ([kept, n]), in vectors of `lanes`,
    /// tiles of `tile_vectors`; `full` whole tiles, the vectors after them the partial tile.
    /// `compensated`: the blocks added as its f32 kernel adds them ([`Sums::kahan`]); else in
    /// order, the partial tile in the last block (its bf16 kernel, measured on rows of up to
    /// 4096 elements, two blocks, where both agree but for a row of whole blocks).
    pub(super) fn lanes(&self, x: Value<'c, 'a>, lanes: i64, tile_vectors: i64, full: i64, compensated: bool) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let (kept, n) = (shape[0], shape[1]);
        let vectors = (n + lanes - 1) / lanes;
        if vectors == 1 {
            // One vector, the partial tile: each lane's value + 0, then the halves. While the
            // halves are wider than the next power of two m >= n, lane i's partner lies in the
            // +0 padding (i + width >= m), so those steps add +0 again and change nothing:
            // the halves of the first m lanes give the same bits (four elements of a GroupNorm
            // group, padded to 16 lanes, took six passes over four times the values).
            let m = (n as u64).next_power_of_two() as i64;
            let total = self.plus_zero(self.pad_last(x, m)?)?;
            return self.halves(total, kept, m);
        }
        let padded = self.pad_last(x, vectors * lanes)?;
        let v = self.reshape(padded, &[kept, vectors, lanes])?;
        // Each full tile's in-order sum of its vectors: [kept, full, lanes].
        let tiles = if full > 0 {
            let t = self.slice(v, 1, 0, full * tile_vectors)?;
            let t = self.reshape(t, &[kept, full, tile_vectors, lanes])?;
            Some(self.sum_along(t, 2)?)
        } else {
            None
        };
        let partial = if vectors > full * tile_vectors {
            let r = self.sum_along(self.slice(v, 1, full * tile_vectors, vectors)?, 1)?;
            Some(self.reshape(r, &[kept, 1, lanes])?)
        } else {
            None
        };
        // Each block's items: its groups' sums, then the tiles after its last group (only the
        // last block has any).
        let mut blocks = Vec::new();
        let mut start = 0;
        loop {
            let end = (start + BLOCK_TILES).min(full);
            let mut items = Vec::new();
            if let Some(tiles) = tiles.filter(|_| end > start) {
                let groups = (end - start) / GROUP_TILES;
                if groups > 0 {
                    let g = self.slice(tiles, 1, start, start + groups * GROUP_TILES)?;
                    let g = self.reshape(g, &[kept, groups, GROUP_TILES, lanes])?;
                    items.push(self.sum_along(g, 2)?);
                }
                if start + groups * GROUP_TILES < end {
                    items.push(self.slice(tiles, 1, start + groups * GROUP_TILES, end)?);
                }
            }
            blocks.push(items);
            let whole = end - start == BLOCK_TILES;
            start = end;
            if start >= full {
                let total = self.block_total(blocks, compensated && whole, partial, compensated, kept, lanes)?;
                return self.halves(total, kept, lanes);
            }
        }
    }

    /// The total of a YNNPACK kernel's blocks, each the in-order sum of its `blocks` items
    /// ([kept, n, lanes] each; an output a lane). `tail` (the last partial tile, or the tiles
    /// after the last group with it) ends the last block, unless that block is whole
    /// (`last_whole`): the kernel has then already added the block into its total, and its
    /// last (compensated) add is of the tail alone, or of +0 where there is none (which still
    /// adds the error term back). `compensated`: the blocks added by [`Sums::kahan`] (which
    /// differs from the in-order sum from the third block); else in order. [kept, lanes].
    pub(super) fn block_total(
        &self,
        mut blocks: Vec<Vec<Value<'c, 'a>>>,
        last_whole: bool,
        tail: Option<Value<'c, 'a>>,
        compensated: bool,
        kept: i64,
        lanes: i64,
    ) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let one = [kept, 1, lanes];
        if last_whole {
            blocks.push(vec![match tail {
                Some(tail) => tail,
                None => self.b.splat("0.0", self.tensor(&one))?,
            }]);
        } else if let Some(last) = blocks.last_mut() {
            last.extend(tail);
        }
        let sums: Vec<Value<'c, 'a>> =
            blocks.iter().map(|items| self.reshape(self.sum_along(self.concatenate(items, 1)?, 1)?, &one)).collect::<Result<_, _>>()?;
        if compensated && sums.len() > 2 {
            self.kahan(&sums, kept, lanes)
        } else {
            // One or two blocks: the compensated adds give the in-order sum's bits.
            self.sum_along(self.concatenate(&sums, 1)?, 1)
        }
    }

    /// YNNPACK's sum of its blocks' lanes (each [kept, 1, lanes]) into its last accumulator, one
    /// Kahan-compensated add each from +0: `y = block - err; t = acc + y; err = (t - acc) - y`
    /// (`err` back to +0 where it is not finite), `acc = t`. Its first two adds are the
    /// in-order sum's; from the third block (rows of more than 2048 elements) the error term
    /// enters. [kept, lanes].
    pub(super) fn kahan(&self, blocks: &[Value<'c, 'a>], kept: i64, lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let ty = self.tensor(&[kept, lanes]);
        let zero = self.b.splat("0.0", ty)?;
        let infinity = self.b.splat("0x7F800000", ty)?;
        let (mut acc, mut err) = (zero, zero);
        for &block in blocks {
            let block = self.reshape(block, &[kept, lanes])?;
            let y = self.b.hlo(HloOp::Subtract, &[block, err], ty)?;
            let t = self.b.hlo(HloOp::Add, &[acc, y], ty)?;
            let e = self.b.hlo(HloOp::Subtract, &[self.b.hlo(HloOp::Subtract, &[t, acc], ty)?, y], ty)?;
            let finite = self.b.compare("LT", None, self.b.hlo(HloOp::Abs, &[e], ty)?, infinity)?;
            err = self.b.select(finite, e, zero)?;
            acc = t;
        }
        Ok(acc)
    }

    /// `x` ([kept, n]) padded with +0 to `width` elements a row.
    pub(super) fn pad_last(&self, x: Value<'c, 'a>, width: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let (kept, n) = (shape[0], shape[1]);
        if width == n {
            return Ok(x);
        }
        let attributes = [("edge_padding_low", self.array(&[0, 0])), ("edge_padding_high", self.array(&[0, width - n])), ("interior_padding", self.array(&[0, 0]))];
        self.b.op(HloOp::Pad.name(), &[x, self.init], &attributes, self.tensor(&[kept, width]))
    }

    /// YNNPACK's bf16 sum kernel over the rows of `x` ([kept, n], the widened values): each
    /// vector of 32 elements is 16 lanes of pairs, `vdpbf16ps` adding a pair's odd element,
    /// then its even one; written as the f32 order over vectors of 16 where each vector of 32 is
    /// two (its odd elements, then its even ones) and a tile is 8 of them.
    fn bf16_pairs(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let (kept, n) = (shape[0], shape[1]);
        let chunks = (n + PAIR_VECTOR - 1) / PAIR_VECTOR;
        let padded = self.pad_last(x, chunks * PAIR_VECTOR)?;
        let pairs = self.reshape(padded, &[kept, chunks, PAIR_LANES, 2])?;
        let odd_first = self.b.op(HloOp::Reverse.name(), &[pairs], &[("dimensions", self.array(&[3]))], self.tensor(&[kept, chunks, PAIR_LANES, 2]))?;
        let halves = self.b.op(HloOp::Transpose.name(), &[odd_first], &[("permutation", self.array(&[0, 1, 3, 2]))], self.tensor(&[kept, chunks, 2, PAIR_LANES]))?;
        let rows = self.reshape(halves, &[kept, chunks * PAIR_VECTOR])?;
        let tile_vectors = 2 * TILE_VECTORS;
        self.lanes(rows, PAIR_LANES, tile_vectors, n / (PAIR_VECTOR * TILE_VECTORS), false)
    }

    /// The sum of `total`'s `lanes` ([kept, lanes]) by halves: lane i + lane i + lanes / 2, down
    /// to one ([kept]).
    pub(super) fn halves(&self, mut total: Value<'c, 'a>, kept: i64, lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut width = lanes;
        while width > 1 {
            width /= 2;
            let (low, high) = (self.slice(total, 1, 0, width)?, self.slice(total, 1, width, 2 * width)?);
            total = self.b.hlo(HloOp::Add, &[low, high], self.tensor(&[kept, width]))?;
        }
        self.reshape(total, &[kept])
    }
}

/// Whether `x` is a sum from +0, as [`Sums::sum_along`] and [`Sums::plus_zero`] write them
/// (or such sums reshaped, sliced, transposed or joined): never -0 (rounding to nearest, a sum
/// is -0 only where both terms are, and the first add is of +0) and a NaN in it already quiet,
/// so adding +0 again leaves every bit.
fn from_zero(x: Value) -> bool {
    if constant_value(x).is_some_and(|c| c == 0.0 && c.is_sign_positive()) {
        return true;
    }
    let Ok(result) = OperationResult::try_from(x) else { return false };
    let op = result.owner();
    match HloOp::of(&op) {
        Some(HloOp::Reshape | HloOp::Slice | HloOp::Transpose) => op.operand(0).is_ok_and(from_zero),
        Some(HloOp::Concatenate) => op.operands().all(from_zero),
        Some(HloOp::Reduce) => adds_arguments(op) && op.operand(1).ok().and_then(constant_value).is_some_and(|v| v == 0.0 && v.is_sign_positive()),
        Some(HloOp::Add) => op.operands().any(|v| constant_value(v).is_some_and(|c| c == 0.0 && c.is_sign_positive())),
        _ => false,
    }
}

/// Every reduce sum of `root` that XLA CPU adds otherwise than in order, rewritten into its
/// order, each order decided before any of them is rewritten: the order looks at the sum's
/// producer, which the rewrite of another sum feeding it changes (a sum of sums). Emits each
/// failure at its op; false if there was any.
pub fn xla_reduce_sums(root: OperationRef) -> bool {
    let mut found = Vec::new();
    root.walk_guarded(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if let Some(order) = xla_sum_order(op) {
            found.push((op.to_raw(), order));
        }
        melior::ir::operation::WalkResult::Advance
    });
    let mut ok = true;
    for (raw, order) in found {
        // SAFETY: collected above; a rewrite replaces only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        if let Err(error) = xla_reduce_sum_in(op, order) {
            error.emit(op.location());
            ok = false;
        }
    }
    ok
}

/// Rewrites the reduce sum `op` into `order` (what [`xla_sum_order`] gave for it).
pub fn xla_reduce_sum_in<'c, 'a>(op: OperationRef<'c, 'a>, order: SumOrder) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let input = op.operand(0)?;
    let result = op.result(0)?.r#type();
    let element = RankedTensorType::try_from(input.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    let sums = Sums { b: &b, element, init: op.operand(1)? };
    let shape = static_dims(input.r#type()).ok_or("internal error: a dynamic shape")?;
    let result_shape = static_dims(result).ok_or("internal error: a dynamic shape")?;
    let value = match order {
        SumOrder::Runs { dim } => sums.runs(input, dim)?,
        SumOrder::Ynn { reduced, lanes } => sums.ynn_sum(input, &shape, &reduced, lanes)?,
        SumOrder::Bf16Pairs { first } => {
            let kept: i64 = shape[..first].iter().product();
            let n: i64 = shape[first..].iter().product();
            let rows = sums.reshape(input, &[kept, n])?;
            sums.bf16_pairs(rows)?
        }
        SumOrder::Whole { outer, rows, columns } => {
            let argument = viewed_argument(input).ok_or("internal error: a whole sum not of an argument")?;
            if outer == 1 {
                sums.whole_2d(argument, rows, columns)?
            } else {
                sums.whole_nest(argument, outer, rows, columns)?
            }
        }
        SumOrder::Group { order } => {
            let shape: [i64; 5] = shape.as_slice().try_into().map_err(|_| "internal error: a group sum not of rank 5")?;
            super::group_sum::emit(&sums, input, shape, order, super::group_sum::Terms::Values)?
        }
        SumOrder::Rows { first, lanes, leading } => {
            // [kept.., leading.., H, W], then each leading block's rows in the lanes (h = lane,
            // lane + lanes, ...), their W elements each in order, lane 0 from the running sum;
            // the lanes by halves.
            let rank = shape.len();
            let kept_dims = (0..rank).filter(|d| !leading.contains(d) && *d != first && *d != first + 1);
            let permutation: Vec<i64> = kept_dims.chain(leading.iter().copied()).chain([first, first + 1]).map(|d| d as i64).collect();
            let moved_shape: Vec<i64> = permutation.iter().map(|&d| shape[d as usize]).collect();
            let moved = if permutation.iter().enumerate().all(|(i, &d)| d == i as i64) {
                input
            } else {
                b.op(HloOp::Transpose.name(), &[input], &[("permutation", sums.array(&permutation))], sums.tensor(&moved_shape))?
            };
            let (kept, rows, width) = (result_shape.iter().product::<i64>(), shape[first], shape[first + 1]);
            let blocks: i64 = leading.iter().map(|&d| shape[d]).product();
            sums.lane_nest(moved, kept, blocks, rows, width, lanes)?
        }
    };
    let value = sums.reshape(value, &result_shape)?;
    replace_op(op, &[value]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::loop_runs;

    #[test]
    fn xla_loop_runs() {
        assert_eq!(loop_runs(20), [(0, 20)]);
        assert_eq!(loop_runs(33), [(0, 17), (17, 33)]);
        assert_eq!(loop_runs(64), [(0, 32), (32, 64)]);
        // Measured trees: 100 = 18 + 32 + 32 + 18, 200 = 20 + 5 x 32 + 20, 160 = 5 x 32.
        assert_eq!(loop_runs(100), [(0, 18), (18, 50), (50, 82), (82, 100)]);
        assert_eq!(loop_runs(200), [(0, 20), (20, 52), (52, 84), (84, 116), (116, 148), (148, 180), (180, 200)]);
        assert_eq!(loop_runs(160).len(), 5);
        assert!(loop_runs(160).iter().all(|(a, b)| b - a == 32));
    }
}
