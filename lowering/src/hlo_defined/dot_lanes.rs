//! An f32 `dot_general` as XLA CPU computes it where that is not k order. XLA hands f32 dots
//! to YNNPACK, whose kernels keep L accumulators, k mod L, each a chain of fused multiply-adds
//! from +0 in k order, and add them at the end: lane 0 + lane 1 for L = 2, (lane 0 + lane 1) +
//! (lane 2 + lane 3) for L = 4, pairwise again for L = 8. L depends on how the right operand
//! is stored and on N (its free size). Measured (jaxlib 0.10.2, Zen 5 with AVX-512, the tree
//! recovered by cancellation probes and checked on random operands):
//! - stored transposed, [N, K] (a PyTorch `nn.Linear` weight, attention's `q @ k^T`): L = 8
//!   for one column, 4 for N of 2 to 24, then by N's place in its block of 64 columns: 4, 2, 4
//!   and 1 (k order) for places 1-16, 17-32, 33-48 and 49-64 (every N to 259, M of 8 to 128,
//!   K of 16 to 512);
//! - stored as rows, [K, N] (`x @ w`, GPT-2's Conv1D, attention's `probs @ v`) and read by
//!   at most 50 rows of the left operand (per batch): L = 8 for one column, 4 for N of 2 to 16,
//!   k order from 17 (K of 8 to 256). From 51 rows YNNPACK packs such an operand into the
//!   transposed operand's tiles and sums it as one (`packs_rows`; measured on an Intel Xeon
//!   with AVX-512: M of 51 to 256, N of 17 to 1000, K of 16 to 2048, 100% of a flax LM's f32
//!   [66, 128] x [128, 1000] vocabulary projection, 13% in k order);
//! - K in blocks: each lane sums at most a block of K (32768 / the kernel's tile width: 512 for
//!   64 columns, 1024 for 32, 2048 for 16, 4096 for 8 ...), a block's lanes added as above and
//!   the blocks' sums added in order. Stored as rows and read unpacked, the columns are YNNPACK's
//!   tasks (`split_columns`: 64 columns at large K, up to all N at small K), each in blocks of
//!   32768 / its width, concatenated.
//!
//! "Stored" follows the transposes and reshapes that made the operand, which XLA folds into the
//! dot's operand layout (torch-xla's `k.transpose(-1, -2)` reshaped to [B * H, D, T]). A K that
//! L does not divide (attention's `probs @ v` over 29 keys) sums its rounds of L as above and
//! its last K mod L products apart, each rounded, in order from +0, then adds that to the
//! lanes' sum (measured on an Intel Xeon with AVX-512: K of 3 to 37 with 1 to 3 left over, L
//! of 2 and 4, M of 8 to 96; in k order 26-28%). A K below L is all tail for a transposed
//! operand of up to 24 columns and in k order otherwise (K of 2 and 3, N of 3 to 64; rows of 3
//! columns sum otherwise: not modelled); a tail in a K of several blocks is not modelled.
//!
//! Rewritten as L dots of the operands' k-strided slices per block and tile (each computed as
//! every f32 dot is, k-sequential fused multiply-adds: the LLVM exit's `lpf.foreign_fma`, ref's
//! `machine::fma_dot`) and XLA's adds of them. With one lane, each tile is one dot that states
//! its K block ([`K_BLOCK`]), which both exits' dot kernels sum block by block (slices, dots
//! and adds per block were 2.7x XLA's time on a GPT-2 MLP's K = 2048). A dot of one row (M = 1, XLA's own emitter) or
//! one column, or with all of M, K and N below 8 (XLA's own loops), is left alone. A dot of
//! constants is XLA's constant folding's (`super::folded_by_xla`).
//!
//! `--backend ref` and the LLVM exit run this rewrite; XLA runs its own.

use super::Builder;
use crate::hlo_ops::{dimension_fields, HloOp};
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::DenseI64ArrayAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// YNNPACK's accumulator count for a transposed right operand of free size `n` (module doc):
/// 8 for one column; 4 up to 24; from 25 by `n`'s place in its block of 64 columns (counted
/// from 1): 4 for 1-16, 2 for 17-32, 4 for 33-48, 1 (k order) for 49-64.
pub fn lanes_for(n: i64) -> i64 {
    match n {
        i64::MIN..=0 => 1,
        1 => 8,
        2..=24 => 4,
        _ => match (n - 1) % 64 + 1 {
            1..=16 | 33..=48 => 4,
            17..=32 => 2,
            _ => 1,
        },
    }
}

/// YNNPACK's accumulator count for a right operand stored [K, N] (rows of N), `n` its free
/// size: 8 for one column, 4 for 2 to 16 columns, 1 (k order) from 17 (measured as above, on
/// `a @ b` and attention's `probs @ v`, M of 2 to 128, K of 8 to 256).
pub fn lanes_for_rows(n: i64) -> i64 {
    match n {
        1 => 8,
        2..=16 => 4,
        _ => 1,
    }
}

/// Whether YNNPACK packs a right operand stored as rows for `m` rows of the left one (per batch):
/// it does where the left operand's blocks of 5 rows (its unpacked kernels' block) are more
/// than 10 per batch, reading the operand more than ten times (XNNPACK's
/// `ynnpack/subgraph/dot.cc`, `should_pack_b`), so from 51 rows (measured: 50 rows k order at
/// 17 to 1000 columns, 51 and more as a transposed operand's sums, K of 16 to 512, with a batch
/// of 4 too). Packed, it is summed as a transposed operand ([`lanes_for`], [`tiles`]).
fn packs_rows(m: i64) -> bool {
    (m + 4) / 5 > 10
}

/// Whether dimension `dim` of `v` is innermost in memory where `v` comes from: its last
/// dimension, or, through the transposes and reshapes that made `v` (torch-xla's `x @ w.T`,
/// attention's `k.transpose(-1, -2)` reshaped to [B * H, D, T]), the last dimension of the
/// tensor they started from. XLA folds such transposes into the dot's operand layout, but
/// computes a transpose of constants at compile time (torch-mlir's weights), and a loop fusion
/// whose value only this dot reads writes it in the dot's own order (Llama's keys, rotated and
/// broadcast for GQA, then transposed: XLA stored them as [D, T] rows; measured on the
/// torch-xla export's dumped HLO, and against its bits). A value XLA hands YNNPACK with the dot
/// ([`super::ynn_fusion`]: a jax Llama's keys, the transpose folded into the dot) is read in
/// its own order ([N, K] for those keys: two lanes at 32 keys, measured).
fn innermost(v: Value, dim: usize) -> bool {
    match stored_innermost(v, dim) {
        Stored::Innermost(innermost) => innermost,
        Stored::AsRead { .. } => static_dims(v.r#type()).is_some_and(|shape| is_last(&shape, dim)),
    }
}

/// Whether dimension `dim` of `shape` is its last, or followed by dimensions of one element only.
fn is_last(shape: &[i64], dim: usize) -> bool {
    dim < shape.len() && shape[dim + 1..].iter().all(|&s| s == 1)
}

/// Where [`innermost`] found the dimension's memory order.
enum Stored {
    /// In a tensor of fixed layout: whether the dimension is innermost there.
    Innermost(bool),
    /// In a loop fusion's value read only through these moves: in the order the dot reads it
    /// (`own`: whether the dimension is innermost in the fusion's value as written).
    AsRead { own: bool },
}

fn stored_innermost(v: Value, dim: usize) -> Stored {
    let Some(shape) = static_dims(v.r#type()) else { return Stored::Innermost(false) };
    let own = is_last(&shape, dim);
    let last = Stored::Innermost(own);
    let Ok(result) = melior::ir::operation::OperationResult::try_from(v) else { return last };
    let producer = result.owner();
    let Ok(input) = producer.operand(0) else { return last };
    let single_use = |v: Value| super::fused_multiply_add::users(v).len() == 1;
    match HloOp::of(&producer) {
        // A transpose of constants is a new constant, stored in its own order (XLA folds it).
        Some(HloOp::Transpose) if super::folded_by_xla(producer) => last,
        // A copy XLA makes to bring batch dimensions to the front, in its own order.
        Some(HloOp::Transpose) if producer.has_attribute(super::dot_canonical::BATCH_MAJOR_COPY) => last,
        Some(HloOp::Transpose) => {
            let Some(permutation) = producer.attribute("permutation").ok().and_then(|a| DenseI64ArrayAttribute::try_from(a).ok()) else {
                return Stored::Innermost(false);
            };
            match permutation.element(dim) {
                Ok(d) => moved(stored_innermost(input, d as usize), single_use(input)),
                Err(_) => Stored::Innermost(false),
            }
        }
        Some(HloOp::Reshape) => {
            // The dimension kept whole: the same size, with the same number of elements after it.
            let Some(from) = static_dims(input.r#type()) else { return last };
            let after = |s: &[i64], d: usize| s[d + 1..].iter().product::<i64>();
            match (0..from.len()).find(|&d| from[d] == shape[dim] && after(&from, d) == after(&shape, dim)) {
                Some(d) => moved(stored_innermost(input, d), single_use(input)),
                None => last,
            }
        }
        // A value YNNPACK computes with the dot (the transpose into it folded): in its own order.
        Some(_) if super::ynn_fusion::computed_with_dot(producer) => last,
        // A loop fusion's value (element-wise ops, broadcasts, concatenates): its layout is
        // XLA's to choose where nothing else reads it.
        Some(op) if op == HloOp::Concatenate || super::fused_multiply_add::ELEMENTWISE.contains(&op.name()) => Stored::AsRead { own },
        _ => last,
    }
}

/// What a move's operand gives its result: a loop fusion's value read by the move alone keeps
/// being the reader's to lay out; one read elsewhere too has the layout its own order gives.
fn moved(from_operand: Stored, operand_single_use: bool) -> Stored {
    match from_operand {
        Stored::AsRead { own } if !operand_single_use => Stored::Innermost(own),
        other => other,
    }
}

/// A unit attribute on the transposes that move a dot's lanes apart ([`xla_dot_lanes`]): they
/// are lpf's way of reading YNNPACK's lanes, no op of XLA's fusions ([`super::rotate_half`]
/// looks past them).
pub const LANES_MOVE: &str = "lpf.xla_dot_lanes_move";

/// A unit attribute on the op that gives a rewritten dot's value ([`xla_dot_lanes`]): XLA
/// writes that value to memory, whatever lpf's ops for its lanes ([`super::rotate_half`]).
pub const DOT_VALUE: &str = "lpf.xla_dot_value";

/// A unit attribute on the dot [`super::xla_convolution`] builds: its right operand is a
/// convolution's kernel as [O, K], which XLA sums as a transposed operand but for up to 16
/// output channels, in k order (measured: 8, 12 and 16 channels; 20 to 64 as a dot's).
pub const CONVOLUTION_KERNEL: &str = "lpf.xla_convolution_kernel";

/// An i64 attribute on the dot [`super::xla_convolution`] builds where it states YNNPACK's lanes
/// for the convolution (its channel blocks, one dot each): the dot's lane count, over its
/// whole K (the products of one block of input channels over every tap).
pub const CONVOLUTION_LANES: &str = "lpf.xla_convolution_lanes";

/// The i64 attribute on an f32 `dot_general` (inherited by the `lpf.dot` the LLVM exit makes
/// of it) that gives each output XLA's K blocks: the fused multiply-adds of k in
/// [0, block), [block, 2 block), ... each from +0, and the blocks' sums added in order (the
/// first is the running total). Set only by [`xla_dot_lanes`], for one accumulator per output,
/// and read by the dot kernels of `--backend ref` (`machine::fma_dot`) and the LLVM exit.
pub const K_BLOCK: &str = "lpf.xla_k_block";

/// How XLA sums a dot (module doc): `lanes` accumulators over each block of K, the blocks
/// added in order, for each tile of the right operand's columns (concatenated).
#[derive(Debug, PartialEq)]
struct Plan {
    lanes: i64,
    /// (first column, columns, K block) of each tile, in order.
    tiles: Vec<(i64, i64, i64)>,
    /// One column (N = 1): the lanes' sums of rows 8 at a time added pairwise, those of the
    /// rows left over (M mod 8) by halves ([`ONE_COLUMN_ROWS`]).
    one_column: bool,
}

/// The rows XLA's kernel for one column (N = 1) takes at a time (measured, jaxlib 0.10.2 on an
/// Intel Xeon with AVX-512: M of 2 to 256, K of 16 to 16384 multiples of 8, [K] and [K, 1]
/// right operands, batched too; the rows are each batch's left free dimensions flattened):
/// eight lanes, k mod 8, each a chain of fused multiply-adds from +0 over all of K; the lanes
/// of rows in whole groups of 8 added pairwise, ((0 + 1) + (2 + 3)) + ((4 + 5) + (6 + 7)), those
/// of the rows left over (all of them below 8 rows) by halves, ((0 + 4) + (2 + 6)) + ((1 + 5) +
/// (3 + 7)). A K that 8 does not divide sums its tail otherwise (the lanes' rule below came
/// within 62-94% of the rows): not modelled, left in k order; one row (M = 1) is XLA's own
/// emitter's.
const ONE_COLUMN_ROWS: i64 = 8;

/// The K block YNNPACK sums at once for a tile of `width` columns: 32768 / width elements
/// (the tile's share of its packed right operand), for the 4-lane kernels of up to 16 columns
/// with the width rounded up to 4 and the block down to a multiple of 8 (measured: 8192 for 2-4
/// columns, 4096 for 5-8, 2728 for 9-12, 2048 for 13-16, 1927 for 17 rows, 910 for 36).
fn k_block(width: i64, lanes: i64) -> i64 {
    if lanes == 4 && width <= 16 {
        (32768 / ((width + 3) / 4 * 4)) / 8 * 8
    } else {
        32768 / width.max(1)
    }
}

/// The column tiles of a dot's plan, for `m` rows of the left operand and K = `k`. Stored
/// transposed (or packed), one tile whose width is the kernel's: N rounded up to 4 up to 16, 8
/// up to 24, then by N's place in its block of 64 (16, 32, 16, 64). Stored as rows (read
/// unpacked), tiles of [`split_columns`] columns, each summing K in blocks of 32768 / its
/// width (the last tile narrower, its blocks longer).
fn tiles(m: i64, n: i64, k: i64, lanes: i64, rows: bool) -> Vec<(i64, i64, i64)> {
    if !rows {
        let width = match n {
            1 => 1,
            2..=16 => n,
            17..=24 => 8,
            _ => match (n - 1) % 64 + 1 {
                1..=16 | 33..=48 => 16,
                17..=32 => 32,
                _ => 64,
            },
        };
        // One column (8 lanes) summed K = 8192 at once, measured no further: no blocks.
        let block = if n == 1 { i64::MAX } else { k_block(width, lanes) };
        return vec![(0, n, block)];
    }
    let split = split_columns(m, n, k);
    (0..n).step_by(split.max(1) as usize).map(|first| {
        let width = split.min(n - first);
        (first, width, if n == 1 { i64::MAX } else { k_block(width, lanes) })
    }).collect()
}

/// The columns of each of YNNPACK's tasks on a dot of `m` rows, `n` columns and K = `k` whose
/// right operand it reads unpacked: from 64 columns and min(m, 16) rows, the task grows, columns
/// first while its rows cover m, until it holds min(m, 64) x min(n, 64) outputs (at least 256)
/// and (rows + columns) x min(k, 1024) reaches 65536 (or it holds 65536 outputs). XNNPACK's
/// `ynnpack/subgraph/dot.cc`, `choose_split_factors`; each task then sums K in blocks that keep
/// its columns of the operand within 128 KB ([`k_block`]). Measured (Intel Xeon, AVX-512): M of
/// 4 to 50, K of 64 to 768, N of 100 to 1000, every output (two tiles of 64 columns at K = 600
/// had matched no plan before: [8, 600] x [600, 1000] 13% -> 100%).
fn split_columns(m: i64, n: i64, k: i64) -> i64 {
    split_columns_from(m, n, k, 64)
}

/// [`split_columns`] starting from `block_n` columns (the unpacked kernel's block, at least 16:
/// a convolution's, [`super::convolution`]).
pub(super) fn split_columns_from(m: i64, n: i64, k: i64, block_n: i64) -> i64 {
    let k = k.min(1024);
    let least = (m.min(64) * n.min(64)).max(256);
    let (mut columns, mut rows) = (n.min(block_n), m.min(16));
    loop {
        // Saturating: a task never grows past 65536 outputs, but its sides may be huge.
        let area = columns.saturating_mul(rows);
        if area >= least && (rows.saturating_add(columns).saturating_mul(k) >= 65536 || area >= 65536) {
            break;
        }
        if (columns.saturating_mul(4) <= rows || rows >= m) && columns < n {
            columns = columns.saturating_mul(2);
        } else if (rows <= columns.saturating_mul(4) || columns >= n) && rows < m {
            rows = rows.saturating_mul(2);
        } else {
            break;
        }
    }
    columns
}

/// `tiles` with neighbours of one K block joined: a tile's columns are independent sums, so
/// tiles that block K alike (a block of K or more is no block) are one tile's arithmetic,
/// and one dot is cheaper than the slices, dots and concatenation of many (a GPT-2 MLP's
/// [2048, 512] rows: 8 tiles of 64 columns, each in blocks of 512, are one dot per block).
fn merged(tiles: Vec<(i64, i64, i64)>, k: i64) -> Vec<(i64, i64, i64)> {
    let mut joined: Vec<(i64, i64, i64)> = Vec::new();
    for (first, width, block) in tiles {
        let block = if block >= k { i64::MAX } else { block };
        match joined.last_mut() {
            Some(last) if last.2 == block => last.1 += width,
            _ => joined.push((first, width, block)),
        }
    }
    joined
}

/// The most K XLA's matmul sums in one block (Eigen's blocking, `kc` capped at 320).
const MATMUL_MOST_K: i64 = 320;

/// The most M x N outputs for which XLA's matmul of more than [`MATMUL_MOST_K`] terms was not
/// measured in its K blocks (it splits K otherwise there: by the threads, not modelled).
const MATMUL_BLOCKED_FROM: i64 = 4096;

/// The least M x N x K products of XLA's matmul measured in its K blocks: Eigen runs a smaller
/// one on one thread, whose blocking keeps more of K whole (72 x 64 x 330, 1.52 M, is whole;
/// 80 x 64 x 330, 1.69 M, in blocks).
const MATMUL_BLOCKED_WORK: i64 = 1_600_000;

/// XLA's K block for a dot whose left operand is stored with K not innermost (a dense layer's
/// weight gradient `x.T @ dy`, the transpose of a [K, M] value): XLA CPU hands such a dot to its
/// Eigen matmul, not YNNPACK, which sums each output's products as fused multiply-adds in k
/// order from +0, up to 320 terms whole; more, on Eigen's threads, in slices of equal size,
/// `ceil(K / ceil(K / 320))` rounded up to a multiple of 8 (the last slice the rest), each from
/// +0, added in order (the custom contraction kernel's blocking). None: the whole K in order
/// (also where not measured: batch dimensions, at most 4096 outputs or fewer than
/// [`MATMUL_BLOCKED_WORK`] products, with more than 320 terms). Measured bit for bit (jaxlib
/// 0.10.2, Intel Xeon with AVX-512, 2 threads; numpy's model against jax.jit): K of 7 to 300
/// whole on M x N of 3 x 2 to 1024 x 256 (and N = 1, and batched [4, 16, x]); 321 to 16384 in
/// slices on M x N of 4608 to 1024 x 1024 (321 -> 168, 384 -> 192, 600 -> 304, 700 -> 240,
/// 1000 -> 256, 2048 -> 296, 4096 and 16384 -> 320); at 4096 outputs K of 600 in slices, but
/// 700 and more not (split otherwise); below, 400 in two halves of 200, 450 as 232 + 218.
fn transposed_left_blocks(batch: usize, m: i64, k: i64, n: i64) -> Option<i64> {
    let outputs = m.saturating_mul(n);
    if k <= MATMUL_MOST_K || batch > 0 || outputs <= MATMUL_BLOCKED_FROM || outputs.saturating_mul(k) < MATMUL_BLOCKED_WORK || n < 2 {
        return None;
    }
    let slices = (k + MATMUL_MOST_K - 1) / MATMUL_MOST_K;
    let per_slice = (k + slices - 1) / slices;
    Some((per_slice + 7) / 8 * 8)
}

/// XLA's plan for `op`, where it is other than k order (module doc). One column (N = 1: eight
/// lanes at M of 8 and 128, otherwise at M = 4) is left in k order.
fn plan(op: OperationRef) -> Option<Plan> {
    if HloOp::of(&op) != Some(HloOp::DotGeneral) || op.operand_count() != 2 || op.result_count() != 1 || op.has_attribute("algorithm") || op.has_attribute(K_BLOCK) {
        return None;
    }
    let f32 = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(ty);
    let (lhs, rhs, result) = (op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type(), op.result(0).ok()?.r#type());
    if !f32(lhs) || !f32(rhs) || !f32(result) {
        return None;
    }
    let (lhs_shape, rhs_shape) = (static_dims(lhs)?, static_dims(rhs)?);
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers").ok()?.to_string(), "dot")?;
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
    let (lhs_batch, rhs_batch) = (field("lhs_batching_dimensions"), field("rhs_batching_dimensions"));
    let (lhs_contract, rhs_contract) = (field("lhs_contracting_dimensions"), field("rhs_contracting_dimensions"));
    let batch = lhs_batch.len();
    // Leading batch dimensions, one contracting dimension, last on the left.
    let leading = |dims: &[usize]| dims.iter().enumerate().all(|(i, &d)| i == d);
    if !leading(&lhs_batch) || !leading(&rhs_batch) || rhs_batch.len() != batch || lhs_contract != [lhs_shape.len() - 1] || rhs_contract.len() != 1 {
        return None;
    }
    let k = *lhs_shape.last()?;
    let m: i64 = lhs_shape[batch..lhs_shape.len() - 1].iter().product();
    let free: Vec<usize> = (batch..rhs_shape.len()).filter(|&d| d != rhs_contract[0]).collect();
    let n: i64 = free.iter().map(|&d| rhs_shape[d]).product();
    // A left operand stored with K not innermost: XLA's matmul, in k order or its K blocks.
    if !innermost(op.operand(0).ok()?, lhs_contract[0]) {
        return transposed_left_blocks(batch, m, k, n).map(|block| Plan { lanes: 1, tiles: vec![(0, n, block)], one_column: false });
    }
    // The convolution rewrite states its dot's kernel (XLA's convolution reads it as [O, K],
    // whatever its layout here, and sums up to 16 output channels in k order).
    let convolution = op.attribute(CONVOLUTION_KERNEL).is_ok();
    if n == 1 {
        let modelled = !convolution && m > 1 && k >= ONE_COLUMN_ROWS && k % ONE_COLUMN_ROWS == 0;
        return modelled.then(|| Plan { lanes: 8, tiles: vec![(0, 1, k)], one_column: true });
    }
    let stored_as_rows = free.len() == 1 && innermost(op.operand(1).ok()?, free[0]);
    // Rows YNNPACK packs (into the transposed operand's tiles) are summed as those are.
    let rows = !convolution && stored_as_rows && !packs_rows(m);
    let lanes = if rows {
        lanes_for_rows(n)
    } else if convolution {
        if n <= 16 { 1 } else { lanes_for(n) }
    } else if stored_as_rows || innermost(op.operand(1).ok()?, rhs_contract[0]) {
        lanes_for(n)
    } else {
        return None;
    };
    // A convolution's stated lanes, over its one block.
    let stated = op.attribute(CONVOLUTION_LANES).ok().and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok()).map(|a| a.value());
    let lanes = stated.unwrap_or(lanes);
    // Tiles of rows are columns of the one free dimension; several tiles need it last in the
    // result (it is: batch, the left's free dimensions, the right's).
    let tiles = if stated.is_some() { vec![(0, n, k.max(1))] } else { merged(tiles(m, n, k, lanes, rows), k) };
    // Each block a whole number of lane rounds, or one block whose last k % L products are
    // summed apart (module doc). Fewer than L products are all such a tail for a transposed
    // operand of up to 24 columns, else k order (measured: K of 2 and 3, N of 3 to 64).
    let whole = tiles.iter().all(|&(_, _, block)| {
        let last = if k % block == 0 { block } else { k % block };
        (k <= block && (k >= lanes || (!rows && n <= 24))) || (block % lanes == 0 && last % lanes == 0)
    });
    let reordered = lanes > 1 || tiles.iter().any(|&(_, _, block)| block < k);
    // An empty contraction (K = 0) is +0 in any order.
    (reordered && whole && k > 0 && m > 1 && n > 1 && m.max(k).max(n) >= 8).then_some(Plan { lanes, tiles, one_column: false })
}

/// XLA's K block for `op` where its plan is one accumulator per output and one K block for
/// every column (the dot's own kernels can sum it so, [`K_BLOCK`]); None for any other plan.
pub fn single_k_block(op: OperationRef) -> Option<i64> {
    let plan = plan(op)?;
    match plan.tiles[..] {
        [(_, _, block)] if plan.lanes == 1 && block < i64::MAX => Some(block),
        _ => None,
    }
}

/// The unit attribute on an f32 `dot_general` an exit wrote for an `lpf.dot`'s contract (a
/// k-ordered sum from +0: the LLVM exit's form of an lpf.dot inside a loop,
/// `to_llvm::foreign::control_flow`), not for a dot of the program's: XLA's lanes and K blocks
/// are not its order, so [`is_laned_dot`] never takes it.
pub const K_ORDER: &str = "lpf.k_order_dot";

/// Whether `op` is an f32 dot XLA sums otherwise than in k order (what [`xla_dot_lanes`]
/// rewrites).
pub fn is_laned_dot(op: OperationRef) -> bool {
    !op.has_attribute(K_ORDER) && plan(op).is_some() && !super::folded_by_xla(op)
}

/// [`K_BLOCK`] and [`K_ORDER`] taken off every op under `root`: the markers are the exits' own,
/// so a program cannot ask for them (both exits run this first).
pub fn unmark_k_blocks(root: OperationRef) {
    crate::melior_ext::remove_attribute_everywhere(root, K_BLOCK);
    crate::melior_ext::remove_attribute_everywhere(root, K_ORDER);
}

/// Rewrites a laned dot ([`is_laned_dot`]) into XLA's sum: for each column tile, for each K
/// block, its lanes' dots and XLA's adds of them; the blocks added in order; the tiles
/// concatenated.
pub fn xla_dot_lanes<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let plan = plan(op).ok_or("internal error: not a laned dot")?;
    if plan.one_column {
        if let Some(column) = with_unit_column(op)? {
            return xla_dot_lanes(column);
        }
    }
    let count = plan.lanes;
    let b = Builder::new(op);
    let result = op.result(0)?.r#type();
    let result_shape = static_dims(result).ok_or("internal error: a dynamic shape")?;
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers")?.to_string(), "dot").ok_or("internal error: no dot dimensions")?;
    let contracted = |key: &str| fields.iter().find(|(k, _)| k == key).and_then(|(_, v)| v.first().copied());
    let (lhs_k, rhs_k) = (contracted("lhs_contracting_dimensions"), contracted("rhs_contracting_dimensions"));
    let (Some(lhs_k), Some(rhs_k)) = (lhs_k, rhs_k) else { return Err(LpfError::new("internal error: no contracting dimension")) };
    let array = |values: &[i64]| b.array(values);
    let tensor = |shape: &[i64], v: Value<'c, 'a>| -> Result<Type<'c>, LpfError<'c>> {
        let element = RankedTensorType::try_from(v.r#type()).map_err(|_| "internal error: not a tensor")?.element();
        Ok(b.tensor(shape, element))
    };
    // `v`'s elements [from, to) along dimension `at`.
    let slice = |v: Value<'c, 'a>, at: usize, from: i64, to: i64| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
        if from == 0 && to == shape[at] {
            return Ok(v);
        }
        let (mut starts, mut limits, mut part) = (vec![0; shape.len()], shape.clone(), shape.clone());
        (starts[at], limits[at], part[at]) = (from, to, to - from);
        b.op(HloOp::Slice.name(), &[v], &[("start_indices", array(&starts)), ("limit_indices", array(&limits)), ("strides", array(&vec![1; shape.len()]))], tensor(&part, v)?)
    };
    // The operand `v` with its contracting dimension `at` split into [K / count, count] and the
    // lane dimension moved in front of it (a transpose the exit copies once), so that each lane
    // is a contiguous slice: the exit's dot kernel reads it as it reads any operand (a strided
    // view of the operand made its dots 40x slower).
    let lanes_of = |v: Value<'c, 'a>, at: usize| -> Result<Vec<Value<'c, 'a>>, LpfError<'c>> {
        if count == 1 {
            return Ok(vec![v]);
        }
        let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
        let mut split = shape.clone();
        split[at] = shape[at] / count;
        split.insert(at + 1, count);
        let split_value = b.hlo(HloOp::Reshape, &[v], tensor(&split, v)?)?;
        // Permutation: the lane dimension (at + 1) first, the others in order.
        let mut permutation: Vec<i64> = vec![(at + 1) as i64];
        permutation.extend((0..split.len() as i64).filter(|&d| d != (at + 1) as i64));
        let moved_shape: Vec<i64> = permutation.iter().map(|&d| split[d as usize]).collect();
        let marked = melior::ir::attribute::Attribute::unit(b.context);
        let moved = b.op(HloOp::Transpose.name(), &[split_value], &[("permutation", array(&permutation)), (LANES_MOVE, marked)], tensor(&moved_shape, v)?)?;
        let mut lanes = Vec::new();
        for lane in 0..count {
            let one = slice(moved, 0, lane, lane + 1)?;
            let mut lane_shape = shape.clone();
            lane_shape[at] = shape[at] / count;
            lanes.push(b.hlo(HloOp::Reshape, &[one], tensor(&lane_shape, v)?)?);
        }
        Ok(lanes)
    };
    let numbers = op.attribute("dot_dimension_numbers")?;
    let mut attributes = vec![("dot_dimension_numbers", numbers)];
    if let Ok(precision) = op.attribute("precision_config") {
        attributes.push(("precision_config", precision));
    }
    let (lhs, rhs) = (op.operand(0)?, op.operand(1)?);
    let k = static_dims(lhs.r#type()).ok_or("internal error: a dynamic shape")?[lhs_k];
    let rhs_shape = static_dims(rhs.r#type()).ok_or("internal error: a dynamic shape")?;
    let column_dim = || (0..rhs_shape.len()).rev().find(|&d| d != rhs_k).ok_or("internal error: no free dimension");
    let last = result_shape.len().checked_sub(1).ok_or("internal error: a dot of rank 0")?;
    // The lanes' sums added: pairwise, in order ((0 + 1), then ((0 + 1) + (2 + 3))); for one
    // column, by halves for the rows left over after whole groups of eight ([`ONE_COLUMN_ROWS`]).
    let batch = fields.iter().find(|(key, _)| key == "lhs_batching_dimensions").map_or(0, |(_, v)| v.len());
    let added = |lanes: Vec<Value<'c, 'a>>, ty: Type<'c>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let tree = |mut sums: Vec<Value<'c, 'a>>, halves: bool| -> Result<Value<'c, 'a>, LpfError<'c>> {
            while sums.len() > 1 {
                sums = if halves {
                    let half = sums.len() / 2;
                    (0..half).map(|i| b.hlo(HloOp::Add, &[sums[i], sums[i + half]], ty)).collect::<Result<_, _>>()?
                } else {
                    sums.chunks(2).map(|pair| b.hlo(HloOp::Add, pair, ty)).collect::<Result<_, _>>()?
                };
            }
            sums.pop().ok_or_else(|| LpfError::new("internal error: no lanes"))
        };
        let rows: i64 = result_shape[batch..].iter().product();
        let whole = rows / ONE_COLUMN_ROWS * ONE_COLUMN_ROWS;
        if !plan.one_column || whole == rows {
            return tree(lanes, false);
        }
        if whole == 0 {
            return tree(lanes, true);
        }
        let (by_pairs, by_halves) = (tree(lanes.clone(), false)?, tree(lanes, true)?);
        // Each batch's rows flattened: the first `whole` from the pairs, the rest from the halves.
        let flat: Vec<i64> = result_shape[..batch].iter().copied().chain([rows]).collect();
        let flat_type = tensor(&flat, by_pairs)?;
        let first = slice(b.hlo(HloOp::Reshape, &[by_pairs], flat_type)?, batch, 0, whole)?;
        let rest = slice(b.hlo(HloOp::Reshape, &[by_halves], flat_type)?, batch, whole, rows)?;
        let joined = b.op(HloOp::Concatenate.name(), &[first, rest], &[("dimension", crate::melior_ext::i64_attr(b.context, batch as i64))], flat_type)?;
        b.hlo(HloOp::Reshape, &[joined], ty)
    };
    // One accumulator per output: each tile one dot that states its K block ([`K_BLOCK`]) where
    // both exits' dot kernels take it, instead of a dot per block and the adds.
    // Elsewhere (a loop's body) the blocks are slices.
    let stated_blocks = count == 1 && crate::raise_stablehlo::dot::computed_by_dot_kernels(op);
    let mut tile_sums = Vec::new();
    for &(first, width, block) in &plan.tiles {
        let rhs_tile = if plan.tiles.len() > 1 { slice(rhs, column_dim()?, first, first + width)? } else { rhs };
        let mut tile_shape = result_shape.clone();
        tile_shape[last] = if plan.tiles.len() > 1 { width } else { result_shape[last] };
        let tile_type = tensor(&tile_shape, lhs)?;
        if stated_blocks {
            let mut tile_attributes = attributes.clone();
            if block < k {
                tile_attributes.push((K_BLOCK, crate::melior_ext::i64_attr(b.context, block)));
            }
            tile_sums.push(b.op(HloOp::DotGeneral.name(), &[lhs, rhs_tile], &tile_attributes, tile_type)?);
            continue;
        }
        let mut total: Option<Value<'c, 'a>> = None;
        let mut from = 0;
        while from < k {
            let to = k.min(from.saturating_add(block));
            // The lanes' rounds, and the products left over (fewer than L), if any.
            let full = from + (to - from) / count * count;
            let mut sums = Vec::new();
            if full > from {
                let (lhs_block, rhs_block) = (slice(lhs, lhs_k, from, full)?, slice(rhs_tile, rhs_k, from, full)?);
                let mut lanes = Vec::new();
                for (l, r) in lanes_of(lhs_block, lhs_k)?.into_iter().zip(lanes_of(rhs_block, rhs_k)?) {
                    lanes.push(b.op(HloOp::DotGeneral.name(), &[l, r], &attributes, tile_type)?);
                }
                sums.push(added(lanes, tile_type)?);
            }
            // The leftover products, each rounded (a dot of one k), summed in order, then added
            // to the lanes' sum.
            let mut tail: Option<Value<'c, 'a>> = None;
            for one in full..to {
                let (l, r) = (slice(lhs, lhs_k, one, one + 1)?, slice(rhs_tile, rhs_k, one, one + 1)?);
                let product = b.op(HloOp::DotGeneral.name(), &[l, r], &attributes, tile_type)?;
                tail = Some(match tail {
                    None => product,
                    Some(before) => b.hlo(HloOp::Add, &[before, product], tile_type)?,
                });
            }
            let block_sum = match (sums.pop(), tail) {
                (Some(lanes), Some(tail)) => b.hlo(HloOp::Add, &[lanes, tail], tile_type)?,
                (Some(lanes), None) => lanes,
                (None, Some(tail)) => tail,
                (None, None) => return Err(LpfError::new("internal error: an empty block")),
            };
            total = Some(match total {
                None => block_sum,
                Some(before) => b.hlo(HloOp::Add, &[before, block_sum], tile_type)?,
            });
            from = to;
        }
        tile_sums.push(total.ok_or("internal error: an empty contraction")?);
    }
    let value = if tile_sums.len() == 1 {
        tile_sums[0]
    } else {
        b.op(HloOp::Concatenate.name(), &tile_sums, &[("dimension", crate::melior_ext::i64_attr(b.context, last as i64))], result)?
    };
    if let Ok(last_op) = melior::ir::operation::OperationResult::try_from(value).map(|r| r.owner()) {
        crate::melior_ext::set_attribute(last_op, DOT_VALUE, melior::ir::attribute::Attribute::unit(b.context));
    }
    replace_op(op, &[value]);
    Ok(())
}

/// A right operand without a free dimension (`x @ v`, [.., K]) given one of size 1 ([.., K, 1]):
/// the same dot, its result reshaped back, so that its lanes' dots are in a matmul layout, which
/// both exits compute as fused multiply-adds as XLA does (a dot of a vector stays linalg's, or
/// the interpreter's, with rounded products). The new dot, or None where the operand has one.
fn with_unit_column<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<Option<OperationRef<'c, 'a>>, LpfError<'c>> {
    let (lhs, rhs, result) = (op.operand(0)?, op.operand(1)?, op.result(0)?.r#type());
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers")?.to_string(), "dot").ok_or("internal error: no dot dimensions")?;
    let listed: usize = fields.iter().filter(|(key, _)| key.starts_with("rhs_")).map(|(_, v)| v.len()).sum();
    let mut rhs_shape = static_dims(rhs.r#type()).ok_or("internal error: a dynamic shape")?;
    if listed < rhs_shape.len() {
        return Ok(None);
    }
    let b = Builder::new(op);
    let element = RankedTensorType::try_from(rhs.r#type()).map_err(|_| "internal error: not a tensor")?.element();
    rhs_shape.push(1);
    let column = b.hlo(HloOp::Reshape, &[rhs], b.tensor(&rhs_shape, element))?;
    let mut result_shape = static_dims(result).ok_or("internal error: a dynamic shape")?;
    result_shape.push(1);
    let mut attributes = vec![("dot_dimension_numbers", op.attribute("dot_dimension_numbers")?)];
    if let Ok(precision) = op.attribute("precision_config") {
        attributes.push(("precision_config", precision));
    }
    let dot = b.op(HloOp::DotGeneral.name(), &[lhs, column], &attributes, b.tensor(&result_shape, element))?;
    let dot_op = melior::ir::operation::OperationResult::try_from(dot).map_err(|_| "internal error: a dot without its op")?.owner();
    crate::melior_ext::inherit_discardable(op, &dot_op);
    let value = b.hlo(HloOp::Reshape, &[dot], result)?;
    replace_op(op, &[value]);
    Ok(Some(dot_op))
}

#[cfg(test)]
mod tests {
    use super::{lanes_for, lanes_for_rows, merged, packs_rows, split_columns, tiles, transposed_left_blocks};

    #[test]
    fn transposed_left_operands_measured_k_slices() {
        // (M, K, N) -> XLA's slice (jax.jit, Intel Xeon with AVX-512, 2 threads).
        let measured = [
            ((128, 321, 64), 168),
            ((96, 330, 64), 168),
            ((128, 384, 64), 192),
            ((128, 600, 64), 304),
            ((48, 600, 96), 304),
            ((128, 700, 64), 240),
            ((128, 1000, 64), 256),
            ((128, 1024, 64), 256),
            ((128, 2048, 64), 296),
            ((128, 4096, 128), 320),
            ((128, 16384, 64), 320),
        ];
        for ((m, k, n), block) in measured {
            assert_eq!(transposed_left_blocks(0, m, k, n), Some(block), "{m} x {k} x {n}");
        }
        // Whole: up to 320 terms; one thread's blocking (72 x 330 x 64); not modelled (left
        // whole): at most 4096 outputs, batched, one column.
        for (batch, m, k, n) in [(0, 1024, 300, 256), (0, 72, 330, 64), (0, 64, 1024, 64), (0, 256, 512, 10), (1, 128, 600, 64), (0, 8192, 600, 1)] {
            assert_eq!(transposed_left_blocks(batch, m, k, n), None, "{batch}: {m} x {k} x {n}");
        }
    }

    #[test]
    fn rows_are_packed_from_51_rows() {
        assert_eq!([1, 8, 50, 51, 64, 256].map(packs_rows), [false, false, false, true, true, true]);
    }

    #[test]
    fn measured_lane_counts() {
        assert_eq!([1, 2, 8, 16, 20, 24, 25, 31, 32, 33, 48, 49, 64].map(lanes_for), [8, 4, 4, 4, 4, 4, 2, 2, 2, 4, 4, 1, 1]);
        assert_eq!([65, 80, 81, 96, 97, 112, 113, 128, 129, 176, 192, 256].map(lanes_for), [4, 4, 2, 2, 4, 4, 1, 1, 4, 4, 1, 1]);
        assert_eq!([1, 2, 16, 17, 32, 64].map(lanes_for_rows), [8, 4, 4, 1, 1, 1]);
    }

    #[test]
    fn measured_k_blocks() {
        // Four rows of K = 2048 (tasks of 64 columns where the rows are read unpacked).
        let block = |n, rows| tiles(4, n, 2048, if rows { lanes_for_rows(n) } else { lanes_for(n) }, rows).iter().map(|t| t.2).collect::<Vec<_>>();
        // Stored transposed: one tile.
        let transposed: Vec<i64> = [2, 5, 9, 13, 17, 25, 33, 49, 65, 81, 113].iter().map(|&n| block(n, false)[0]).collect();
        assert_eq!(transposed, [8192, 4096, 2728, 2048, 4096, 1024, 2048, 512, 2048, 1024, 512]);
        // Stored as rows: 32768 / N up to 64, then tiles of 64 and the rest.
        assert_eq!([block(4, true), block(17, true), block(36, true), block(64, true)], [vec![8192], vec![1927], vec![910], vec![512]]);
        assert_eq!([block(96, true), block(100, true), block(128, true)], [vec![512, 1024], vec![512, 910], vec![512, 512]]);
    }

    #[test]
    fn measured_task_columns() {
        // (m, n, k) -> columns per task, each measured bit for bit against XLA's dot.
        let cases = [(8, 500, 96, 512), (8, 200, 256, 256), (8, 100, 600, 128), (4, 300, 768, 128), (4, 1536, 512, 128),
                     (4, 100, 1000, 64), (4, 100, 900, 128), (16, 300, 1024, 64), (33, 130, 700, 64), (50, 1000, 64, 1024)];
        for (m, n, k, columns) in cases {
            assert_eq!(split_columns(m, n, k), columns, "m {m}, n {n}, k {k}");
        }
    }

    #[test]
    fn tiles_of_one_block_are_one_dot() {
        let max = i64::MAX;
        // Four rows of 2048 x 2048: 32 tiles of 64 columns in blocks of 512, one dot per block.
        assert_eq!(merged(tiles(4, 2048, 2048, 1, true), 2048), [(0, 2048, 512)]);
        // K of 512 over 1536 columns: tasks of 128 columns, in blocks of 256.
        assert_eq!(merged(tiles(4, 1536, 512, 1, true), 512), [(0, 1536, 256)]);
        // 100 columns at K = 1000: 64 in blocks of 512, the other 36 in blocks of 910.
        assert_eq!(merged(tiles(4, 100, 1000, 1, true), 1000), [(0, 64, 512), (64, 36, 910)]);
        // ... and at K = 900, one task of all 100 in blocks of 327.
        assert_eq!(merged(tiles(4, 100, 900, 1, true), 900), [(0, 100, 327)]);
        // A task's K block of K or more is no block (k order).
        assert_eq!(merged(tiles(8, 500, 64, 1, true), 64), [(0, 500, max)]);
    }
}
