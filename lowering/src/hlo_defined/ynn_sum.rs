//! YNNPACK's f32 `reduce` sum as XLA CPU hands it over (input or result of at least 4096
//! elements; jaxlib 0.10.2), for any set of reduced dimensions: how YNNPACK folds the
//! dimensions of a buffer into its kernels' operands, the two kernels' orders, and the tiling
//! that splits a large reduction into partial sums. Read in XNNPACK's `ynnpack` sources (the
//! reduce node's dimension folding and kernel choice, the scheduler's split factors, the sum
//! kernels) and measured bit for bit against jax.jit on an Intel Xeon with AVX-512 (142 cases:
//! GroupNorm's sums over [N, H, W, G, c] of 256 to 524,288 elements with 1 to 16 channels a
//! group, their means, sums of squares and variances; whole sums of 2-D arrays of 4096 to
//! 262,144 elements; a sum over the leading dimensions of [4, 64, 32]).
//!
//! - **Folding** (one call on a contiguous buffer): walking the dimensions innermost first and
//!   skipping those of extent 1, the innermost reduced ones form `k1` (each merged while it
//!   continues the run), the next reduced run `k2` (merged while contiguous), the innermost kept
//!   dimension `n` (kept ones after it merged while contiguous in both the input and the
//!   result); every other dimension is an outer loop.
//! - **Kernels**: with `k1 = 1`, `k2 > 1` and `n` contiguous, the column kernel sums each of
//!   the `n` columns over its `k2` rows ([`Sums::columns_kahan`]); otherwise the row kernel
//!   takes each of the `k2` rows of `k1` elements and adds its lanes' total into the output
//!   ([`Sums::lanes`], compensated). Outputs start at +0 and take their rows (outer reduced
//!   loops, then `k2`) in order.
//! - **Tiling**: split factors innermost first, tiles of 32,768 elements
//!   (`s = max(1, min(32768 / so_far, extent))`, a dimension of extent at most `s` whole). Where
//!   the kept dimensions' tiles are fewer than two a thread of XLA's pool (and it has more than
//!   one), a reduced dimension so split is reduced block by block (each block folded as a
//!   buffer of its own), and the blocks' partial sums are reduced by a second call; otherwise
//!   not (measured on one and two CPUs, [`splits_reduction`]).
//!
//! Written as StableHLO ops every evaluator computes alike (slices, reshapes, transposes,
//! in-order `reduce` sums, the compensated adds), as [`super::reduce_sum`] writes XLA's other
//! orders.

use super::reduce_sum::Sums;
use crate::hlo_ops::HloOp;
use crate::melior_ext::static_dims;
use lpf_dialect::error::LpfError;
use melior::ir::{Value, ValueLike};

/// YNNPACK's scheduling tile, in f32 elements (131,072 bytes).
const TILE_AREA: i64 = 32768;
/// Rows of a column-kernel tile, tiles per group, and groups per compensated block.
const COLUMN_TILE: i64 = 4;
const GROUP_TILES: i64 = 4;
const COLUMN_BLOCK_GROUPS: i64 = 16;

/// The split of each dimension (None: whole), decided innermost first.
pub(super) fn splits(shape: &[i64]) -> Vec<Option<i64>> {
    let mut out = vec![None; shape.len()];
    let mut so_far = 1i64;
    for d in (0..shape.len()).rev() {
        let e = shape[d];
        let s = (TILE_AREA / so_far).min(e).max(1);
        if s >= e {
            so_far *= e;
        } else {
            out[d] = Some(s);
            so_far *= s;
        }
    }
    out
}

/// The threads of XLA's pool on this host (the CPUs this process may run on, as XLA counts
/// them).
pub(super) fn host_threads() -> i64 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as i64)
}

/// Whether YNNPACK reduces the split reduced dimensions block by block: only for work to
/// share, where the tiles of the kept dimensions are fewer than two a thread (measured: on two
/// CPUs [N, T, D] summed over T splits T for N of 1 to 3, not for N = 4 or 8, nor [2, 2, T, D];
/// on one CPU never, whole sums included). Otherwise each output's reduction is one call.
fn splits_reduction(shape: &[i64], reduced: &[bool], split: &[Option<i64>], threads: i64) -> bool {
    let tasks: i64 = (0..shape.len()).filter(|&d| !reduced[d]).map(|d| split[d].map_or(1, |s| (shape[d] + s - 1) / s)).product();
    threads > 1 && tasks < 2 * threads
}

/// The most values one output of one kernel call may reduce for the rewrite: its blocks are
/// written out one by one (a compensated add each), so a reduction of millions of values per
/// output (a declared tensor of 10^11 elements split into millions of partial sums) would be
/// hundreds of thousands of ops. Beyond it the reduce is left in order.
const MAX_UNROLLED: i64 = 1 << 16;

/// Whether [`Sums::ynn_sum`] writes the sum of `shape` over `reduced` in a bounded number of ops:
/// per output at most [`MAX_UNROLLED`] values in each of its calls.
pub(super) fn within_unrolled_bound(shape: &[i64], reduced: &[bool]) -> bool {
    let split = splits(shape);
    let blocked = (0..shape.len()).any(|d| reduced[d] && split[d].is_some()) && splits_reduction(shape, reduced, &split, host_threads());
    let (mut per_block, mut partials) = (1i64, 1i64);
    for d in (0..shape.len()).filter(|&d| reduced[d]) {
        match split[d].filter(|_| blocked) {
            Some(s) => {
                per_block = per_block.saturating_mul(s);
                partials = partials.saturating_mul((shape[d] + s - 1) / s);
            }
            None => per_block = per_block.saturating_mul(shape[d]),
        }
    }
    per_block <= MAX_UNROLLED && partials <= MAX_UNROLLED
}

/// What one dimension of a folded buffer is to YNNPACK's kernel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    K1,
    K2,
    N,
    Outer,
}

/// The roles of `shape`'s dimensions, `reduced` marking the reduced ones; and whether the
/// column kernel sums them.
fn fold(shape: &[i64], reduced: &[bool]) -> (Vec<Role>, bool) {
    let rank = shape.len();
    let mut stride = vec![1i64; rank];
    for d in (0..rank.saturating_sub(1)).rev() {
        stride[d] = stride[d + 1] * shape[d + 1];
    }
    // Strides in the result (the kept dimensions, in order).
    let mut result_stride = vec![0i64; rank];
    let mut running = 1;
    for d in (0..rank).rev().filter(|&d| !reduced[d]) {
        result_stride[d] = running;
        running *= shape[d];
    }
    let mut roles = vec![Role::Outer; rank];
    let (mut k1, mut k2, mut k2_stride, mut n, mut n_stride) = (1i64, 1i64, 0i64, 1i64, 0i64);
    for d in (0..rank).rev() {
        let e = shape[d];
        if e == 1 {
            continue;
        }
        if reduced[d] {
            if k1 == stride[d] {
                k1 *= e;
                roles[d] = Role::K1;
            } else if k2_stride * k2 == stride[d] {
                k2 *= e;
                roles[d] = Role::K2;
            } else if k2 == 1 {
                k2 = e;
                k2_stride = stride[d];
                roles[d] = Role::K2;
            }
        } else if result_stride[d] == n {
            if n_stride * n == stride[d] {
                n *= e;
                roles[d] = Role::N;
            } else if n == 1 {
                n = e;
                n_stride = stride[d];
                roles[d] = Role::N;
            }
        }
    }
    let columns = k1 == 1 && k2 != 1 && (n == 1 || n_stride == 1);
    (roles, columns)
}

impl<'b, 'c, 'a> Sums<'b, 'c, 'a> {
    /// The sum of `x` (of `shape`) over the dimensions marked `reduced`, as YNNPACK computes
    /// it with `lanes` f32 lanes: the kept dimensions' values, flattened in order.
    pub(super) fn ynn_sum(&self, x: Value<'c, 'a>, shape: &[i64], reduced: &[bool], lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let split = splits(shape);
        let split_reduced: Vec<usize> = (0..shape.len()).filter(|&d| reduced[d] && split[d].is_some()).collect();
        if split_reduced.is_empty() || !splits_reduction(shape, reduced, &split, host_threads()) {
            return self.ynn_call(x, 1, shape, reduced, lanes);
        }
        // Partial sums [.., blocks of a split reduced dimension, .., kept ..] (a reduced
        // dimension that is whole: extent 1), then their sum.
        let partials = self.partials(x, shape, reduced, &split, lanes)?;
        let partial_shape: Vec<i64> = (0..shape.len())
            .map(|d| match (reduced[d], split[d]) {
                (false, _) => shape[d],
                (true, Some(s)) => (shape[d] + s - 1) / s,
                (true, None) => 1,
            })
            .collect();
        self.ynn_call(partials, 1, &partial_shape, reduced, lanes)
    }

    /// One partial sum per block of the split reduced dimensions, laid out as
    /// [`Sums::ynn_sum`]'s second call reads them. Only the innermost split dimension can have
    /// a split that does not divide it (the ones outside it are split by 1): its last, shorter
    /// blocks are summed apart and joined after the others.
    fn partials(&self, x: Value<'c, 'a>, shape: &[i64], reduced: &[bool], split: &[Option<i64>], lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let uneven = (0..shape.len()).rev().find(|&d| reduced[d] && split[d].is_some_and(|s| shape[d] % s != 0));
        if let Some(d) = uneven {
            let s = split[d].unwrap_or(1);
            let whole = shape[d] / s * s;
            let (head, tail) = (self.slice(x, d, 0, whole)?, self.slice(x, d, whole, shape[d])?);
            let (mut head_shape, mut tail_shape) = (shape.to_vec(), shape.to_vec());
            head_shape[d] = whole;
            tail_shape[d] = shape[d] - whole;
            let mut tail_split = split.to_vec();
            tail_split[d] = Some(shape[d] - whole);
            let head = self.even_partials(head, &head_shape, reduced, split, lanes)?;
            let tail = self.even_partials(tail, &tail_shape, reduced, &tail_split, lanes)?;
            return self.concatenate(&[head, tail], d);
        }
        self.even_partials(x, shape, reduced, split, lanes)
    }

    /// [`Sums::partials`] where every split divides its dimension: each split reduced
    /// dimension is [blocks, split]; the blocks lead, each block one call on the block's shape;
    /// the partials moved to their dimensions' places.
    fn even_partials(&self, x: Value<'c, 'a>, shape: &[i64], reduced: &[bool], split: &[Option<i64>], lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let rank = shape.len();
        let blocked: Vec<usize> = (0..rank).filter(|&d| reduced[d] && split[d].is_some()).collect();
        // [.., blocks, split, ..] for each blocked dimension.
        let mut expanded = Vec::new();
        let mut block_axes = Vec::new();
        let mut within_axes = Vec::new();
        for d in 0..rank {
            match split[d].filter(|_| blocked.contains(&d)) {
                Some(s) => {
                    block_axes.push(expanded.len());
                    expanded.push(shape[d] / s);
                    within_axes.push(expanded.len());
                    expanded.push(s);
                }
                None => {
                    within_axes.push(expanded.len());
                    expanded.push(shape[d]);
                }
            }
        }
        let x = self.reshape(x, &expanded)?;
        let permutation: Vec<i64> = block_axes.iter().chain(&within_axes).map(|&a| a as i64).collect();
        let block_shape: Vec<i64> = (0..rank).map(|d| if blocked.contains(&d) { split[d].unwrap_or(1) } else { shape[d] }).collect();
        let blocks: i64 = block_axes.iter().map(|&a| expanded[a]).product();
        let moved = self.transpose(x, &permutation, &expanded)?;
        let moved = self.reshape(moved, &std::iter::once(blocks).chain(block_shape.iter().copied()).collect::<Vec<_>>())?;
        let sums = self.ynn_call(moved, blocks, &block_shape, reduced, lanes)?;
        // [blocks of each blocked dimension.., kept..] -> the partials' layout.
        let kept: Vec<usize> = (0..rank).filter(|&d| !reduced[d]).collect();
        let mut leading: Vec<i64> = blocked.iter().map(|&d| shape[d] / split[d].unwrap_or(1)).collect();
        leading.extend(kept.iter().map(|&d| shape[d]));
        let sums = self.reshape(sums, &leading)?;
        // Source axis of each partial dimension that is not of extent 1.
        let order: Vec<usize> = (0..rank).filter(|&d| !reduced[d] || blocked.contains(&d)).collect();
        let permutation: Vec<i64> = order
            .iter()
            .map(|d| match blocked.iter().position(|b| b == d) {
                Some(i) => i as i64,
                None => (blocked.len() + kept.iter().position(|k| k == d).unwrap_or(0)) as i64,
            })
            .collect();
        let placed = self.transpose(sums, &permutation, &leading)?;
        let partial_shape: Vec<i64> = (0..rank)
            .map(|d| match (reduced[d], blocked.contains(&d)) {
                (false, _) => shape[d],
                (true, true) => shape[d] / split[d].unwrap_or(1),
                (true, false) => 1,
            })
            .collect();
        self.reshape(placed, &partial_shape)
    }

    /// One YNNPACK reduce call on each of `batch` buffers of `shape` (`x` is [batch, shape..]):
    /// [batch x kept] in order.
    fn ynn_call(&self, x: Value<'c, 'a>, batch: i64, shape: &[i64], reduced: &[bool], lanes: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let rank = shape.len();
        let (roles, columns) = fold(shape, reduced);
        let of = |role: Role, kept: bool| -> Vec<usize> { (0..rank).filter(|&d| reduced[d] != kept && roles[d] == role).collect() };
        let kept: Vec<usize> = (0..rank).filter(|&d| !reduced[d]).collect();
        let outer: Vec<usize> = (0..rank).filter(|&d| reduced[d] && roles[d] == Role::Outer).collect();
        let (k2, k1) = (of(Role::K2, false), of(Role::K1, false));
        let extent = |dims: &[usize]| -> i64 { dims.iter().map(|&d| shape[d]).product() };
        let full: Vec<i64> = std::iter::once(batch).chain(shape.iter().copied()).collect();
        let x = self.reshape(x, &full)?;
        if columns {
            // [batch, outer reduced.., k2.., kept..]: the outputs contiguous, as the kernel
            // reads them (n is the innermost kept run, and a batch norm's input needs no
            // transpose); each output's column of k2 rows per outer index, then the outer
            // indices in order.
            let permutation: Vec<i64> = std::iter::once(0).chain(outer.iter().chain(&k2).chain(&kept).map(|&d| d as i64 + 1)).collect();
            let moved = self.transpose(x, &permutation, &full)?;
            let columns = self.reshape(moved, &[batch * extent(&outer), extent(&k2), extent(&kept)])?;
            let sums = self.columns_kahan(columns)?;
            let sums = self.reshape(sums, &[batch, extent(&outer), extent(&kept)])?;
            return self.reshape(self.sum_along(sums, 1)?, &[batch * extent(&kept)]);
        }
        // [batch, kept.., outer reduced.., k2.., k1..]: every dimension of extent 1 among the
        // outer ones (it adds nothing).
        let permutation: Vec<i64> = std::iter::once(0).chain(kept.iter().chain(&outer).chain(&k2).chain(&k1).map(|&d| d as i64 + 1)).collect();
        let moved = self.transpose(x, &permutation, &full)?;
        let (outputs, rows) = (batch * extent(&kept), extent(&outer) * extent(&k2));
        let per_row = {
            let k1_len = extent(&k1);
            let row_values = self.reshape(moved, &[outputs * rows, k1_len])?;
            self.lanes(row_values, lanes, super::reduce_sum::TILE_VECTORS, k1_len / (super::reduce_sum::TILE_VECTORS * lanes), true)?
        };
        self.sum_along(self.reshape(per_row, &[outputs, rows])?, 1)
    }

    /// `x` transposed by `permutation` (`shape` its shape); itself for the identity.
    fn transpose(&self, x: Value<'c, 'a>, permutation: &[i64], shape: &[i64]) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let x = self.reshape(x, shape)?;
        if permutation.iter().enumerate().all(|(i, &p)| p == i as i64) {
            return Ok(x);
        }
        let moved: Vec<i64> = permutation.iter().map(|&p| shape[p as usize]).collect();
        self.b.op(HloOp::Transpose.name(), &[x], &[("permutation", self.array(permutation))], self.tensor(&moved))
    }

    /// YNNPACK's column kernel over `x` ([R, k, columns]: each output's k values down a column):
    /// up to 4 values in order from +0; else tiles of 4 values, each in order from +0, added in
    /// order in groups of 4 tiles; the groups added into the total 16 at a time (a block of 256
    /// values) by a compensated add ([`Sums::kahan`]); the tiles left over and the last partial
    /// tile in order as one last item, of the last block, or of a block of its own after a
    /// whole one (+0 where there is none). [R, columns].
    pub(super) fn columns_kahan(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let shape = static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let (r, k, columns) = (shape[0], shape[1], shape[2]);
        if k <= COLUMN_TILE {
            return self.sum_along(x, 1);
        }
        let tiles = k / COLUMN_TILE;
        let groups = tiles / GROUP_TILES;
        let tile_sums = self.sum_along(self.reshape(self.slice(x, 1, 0, tiles * COLUMN_TILE)?, &[r, tiles, COLUMN_TILE, columns])?, 2)?;
        let group_sums = if groups > 0 {
            Some(self.sum_along(self.reshape(self.slice(tile_sums, 1, 0, groups * GROUP_TILES)?, &[r, groups, GROUP_TILES, columns])?, 2)?)
        } else {
            None
        };
        // The last item: the tiles after the last group and the partial tile, in order.
        let mut rest = Vec::new();
        if tiles > groups * GROUP_TILES {
            rest.push(self.slice(tile_sums, 1, groups * GROUP_TILES, tiles)?);
        }
        if k > tiles * COLUMN_TILE {
            rest.push(self.reshape(self.sum_along(self.slice(x, 1, tiles * COLUMN_TILE, k)?, 1)?, &[r, 1, columns])?);
        }
        let last = if rest.is_empty() { None } else { Some(self.reshape(self.sum_along(self.concatenate(&rest, 1)?, 1)?, &[r, 1, columns])?) };
        // Each block's items: its groups' sums.
        let mut blocks = Vec::new();
        let mut start = 0;
        loop {
            let end = (start + COLUMN_BLOCK_GROUPS).min(groups);
            let mut items = Vec::new();
            if let Some(g) = group_sums.filter(|_| end > start) {
                items.push(self.slice(g, 1, start, end)?);
            }
            blocks.push(items);
            let whole = end - start == COLUMN_BLOCK_GROUPS;
            start = end;
            if start >= groups {
                return self.block_total(blocks, whole, last, true, r, columns);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{fold, splits, Role};

    #[test]
    fn split_factors_fill_tiles_of_32768_innermost_first() {
        assert_eq!(splits(&[256, 256]), [Some(128), None]);
        assert_eq!(splits(&[32, 256]), [None, None]);
        // GroupNorm's [2, 32, 32, 8, 4]: W x G x c = 1024, H by 32, N by 1.
        assert_eq!(splits(&[2, 32, 32, 8, 4]), [Some(1), None, None, None, None]);
        assert_eq!(splits(&[2, 64, 64, 8, 8]), [Some(1), Some(8), None, None, None]);
        assert_eq!(splits(&[3, 40000]), [Some(1), Some(32768)]);
    }

    #[test]
    fn groupnorm_folds_channels_into_rows_and_pixels_into_k2() {
        // [N, H, W, G, c] over (1, 2, 4): c is k1, G is n, H and W one k2 run, N an outer loop.
        let (roles, columns) = fold(&[4, 8, 8, 8, 4], &[false, true, true, false, true]);
        assert_eq!(roles, [Role::Outer, Role::K2, Role::K2, Role::N, Role::K1]);
        assert!(!columns);
        // A sum over the leading dimensions, a kept one after: the column kernel.
        let (roles, columns) = fold(&[4, 64, 32], &[true, true, false]);
        assert_eq!(roles, [Role::K2, Role::K2, Role::N]);
        assert!(columns);
        // One channel a group: [N, H, W, G] over (1, 2).
        assert!(fold(&[4, 8, 8, 8], &[false, true, true, false]).1);
    }
}
