//! A dot's per-product sum (each exact f64 product at or beyond f32's overflow threshold made
//! ±inf, then summed, [`super::contract`]) in bounded memory: a `stablehlo.while` over blocks of
//! the result, each block's products formed and reduced as the whole sum forms them.
//!
//! The per-product form needs its [B.., M, N, K] products as one f64 tensor. XLA CPU hands that
//! reduction to YNNPACK, which takes the products materialised, and XLA sizes one temporary
//! allocation for the whole program, the branches of a `stablehlo.case` included: a 128 x 1024
//! x 128 dot's branch made every call of a flax LM allocate 128 MiB, fresh memory each time,
//! whether the branch ran or not (docs/stablehlo.md, "Speed on real models"). Over blocks of at
//! most [`BUDGET`] products the temporary is a few MiB. Each output's K products are formed and
//! reduced over K exactly as in the whole form (a block holds whole rows of K): the same exact
//! products, the same `stablehlo.reduce` over the last dimension.

use super::contract::{list, product_sum as whole_product_sum};
use super::install::helper_name;
use super::text::{Body, Ty, V};
use crate::hlo_ops::{ComparisonDirection as Dir, HloOp};

/// The most f64 products one block forms (2 MiB).
const BUDGET: i64 = 1 << 18;

/// The largest divisor of `n` that is at most `limit` (at least 1).
fn largest_divisor(n: i64, limit: i64) -> i64 {
    (1..=limit.clamp(1, n.max(1))).rev().find(|d| n % d == 0).unwrap_or(1)
}

/// The tiles of a [B.., M, K] x [B.., K, N] dot's result [B.., M, N]: 1 per batch dimension, a
/// divisor of M, a divisor of N, with at most [`BUDGET`] products per tile where K allows.
fn tiles(batch: &[i64], m: i64, n: i64, k: i64) -> Vec<i64> {
    let whole: i64 = batch.iter().product::<i64>() * m * n * k;
    if whole <= BUDGET {
        return batch.iter().copied().chain([m, n]).collect();
    }
    let nb = largest_divisor(n, BUDGET / k.max(1));
    let mb = largest_divisor(m, BUDGET / (nb * k.max(1)));
    batch.iter().map(|_| 1).chain([mb, nb]).collect()
}

/// The per-product sum of `lhs` [B.., M, K] and `rhs` [B.., K, N] (exact f64 values) into
/// `result` [B.., M, N] f64; `extra` receives the text of the helper each block runs.
pub(super) fn product_sum(b: &mut Body, lhs: V, rhs: V, result: &Ty, extra: &mut Vec<String>) -> V {
    let ls = b.ty(lhs).shape.clone();
    let rs = b.ty(rhs).shape.clone();
    let nb = ls.len() - 2;
    let (m, k, n) = (ls[nb], ls[nb + 1], rs[nb + 1]);
    let tile = tiles(&ls[..nb], m, n, k);
    let dims: Vec<i64> = result.shape.clone();
    let counts: Vec<i64> = dims.iter().zip(&tile).map(|(d, t)| d / t).collect();
    let blocks: i64 = counts.iter().product();
    if blocks <= 1 {
        return whole_product_sum(b, lhs, rhs, result);
    }
    let (block, block_name) = block_helper(b.ty(lhs), b.ty(rhs), result, &tile, &counts);
    extra.push(block);
    let index_ty = Ty::scalar("i32");
    let start = b.splat("0", &index_ty);
    let zeros = b.splat("0.0", result);
    let types = [index_ty.clone(), result.clone(), b.ty(lhs).clone(), b.ty(rhs).clone()];
    let signature = types.iter().map(Ty::text).collect::<Vec<_>>().join(", ");
    let arguments = types.iter().enumerate().map(|(i, t)| format!("%lpf_blk{i}: {}", t.text())).collect::<Vec<_>>().join(", ");
    let uses = (0..4).map(|i| format!("%lpf_blk{i}")).collect::<Vec<_>>().join(", ");
    let (call, ret, constant, compare) = ("func.call", HloOp::Return.name(), HloOp::Constant.name(), HloOp::Compare.name());
    let i32_ty = index_ty.text();
    let regions = format!(
        "{{\n  ^bb0({arguments}):\n    %lpf_blocks = \"{constant}\"() <{{value = dense<{blocks}> : {i32_ty}}}> : () -> {i32_ty}\n    \
         %lpf_more = \"{compare}\"(%lpf_blk0, %lpf_blocks) <{{comparison_direction = #stablehlo<comparison_direction {}>}}> : ({i32_ty}, {i32_ty}) -> tensor<i1>\n    \
         \"{ret}\"(%lpf_more) : (tensor<i1>) -> ()\n  }}, {{\n  ^bb0({arguments}):\n    \
         %lpf_next:4 = \"{call}\"({uses}) <{{callee = @{block_name}}}> : ({signature}) -> ({signature})\n    \
         \"{ret}\"(%lpf_next#0, %lpf_next#1, %lpf_next#2, %lpf_next#3) : ({signature}) -> ()\n  }}",
        Dir::Lt.name()
    );
    let out = b.op_results(HloOp::While, &[start, zeros, lhs, rhs], "", &regions, &types);
    out[1]
}

/// The helper one iteration calls: (i, sums, lhs, rhs) -> (i + 1, sums with block i's, lhs,
/// rhs); block i is the i-th tile of the result in row-major order of `counts` (tiles per
/// dimension of the result).
fn block_helper(lhs: &Ty, rhs: &Ty, result: &Ty, tile: &[i64], counts: &[i64]) -> (String, String) {
    let mut b = Body::new();
    let index_ty = Ty::scalar("i32");
    let i = b.arg(&index_ty);
    let sums = b.arg(result);
    let l = b.arg(lhs);
    let r = b.arg(rhs);
    let rank = result.shape.len();
    let nb = rank - 2;
    // The tile's start in each dimension of the result.
    let mut starts = Vec::with_capacity(rank);
    let mut stride = 1i64;
    let mut strides = vec![0i64; rank];
    for d in (0..rank).rev() {
        strides[d] = stride;
        stride *= counts[d];
    }
    for d in 0..rank {
        let s = b.splat(&strides[d].to_string(), &index_ty);
        let q = b.bin(HloOp::Divide, i, s);
        let c = b.splat(&counts[d].to_string(), &index_ty);
        let q = b.bin(HloOp::Remainder, q, c);
        let t = b.splat(&tile[d].to_string(), &index_ty);
        starts.push(b.bin(HloOp::Multiply, q, t));
    }
    let zero = b.splat("0", &index_ty);
    let k = lhs.shape[nb + 1];
    let mut lhs_starts = starts[..nb + 1].to_vec();
    lhs_starts.push(zero);
    let mut lhs_sizes = tile[..nb + 1].to_vec();
    lhs_sizes.push(k);
    let mut rhs_starts = starts[..nb].to_vec();
    rhs_starts.extend([zero, starts[nb + 1]]);
    let mut rhs_sizes = tile[..nb].to_vec();
    rhs_sizes.extend([k, tile[nb + 1]]);
    let l_block = slice(&mut b, l, &lhs_starts, &lhs_sizes);
    let r_block = slice(&mut b, r, &rhs_starts, &rhs_sizes);
    let block = whole_product_sum(&mut b, l_block, r_block, &Ty::new(tile, "f64"));
    let mut operands = vec![sums, block];
    operands.extend(&starts);
    let sums = b.op(HloOp::DynamicUpdateSlice, &operands, "", result);
    let one = b.splat("1", &index_ty);
    let next = b.bin(HloOp::Add, i, one);
    let body = b.finish("NAME", &[next, sums, l, r]);
    let name = helper_name("dot_block", &body);
    (body.replacen("@NAME(", &format!("@{name}("), 1), name)
}

fn slice(b: &mut Body, v: V, starts: &[V], sizes: &[i64]) -> V {
    let mut operands = vec![v];
    operands.extend(starts);
    let ty = Ty::new(sizes, &b.ty(v).element.clone());
    b.op(HloOp::DynamicSlice, &operands, &format!("slice_sizes = array<i64: {}>", list(sizes.iter().map(|&s| s as usize))), &ty)
}

/// How many of a convolution's `n` images one block of its per-product sum takes: the largest
/// divisor of `n` whose [`BUDGET`] holds its products per kernel position (`per_image` each).
pub(super) fn images_per_block(n: i64, per_image: i64) -> i64 {
    largest_divisor(n, BUDGET / per_image.max(1))
}

/// A helper (lhs, rhs) -> result that runs `helper` on blocks of `block` images of the lhs
/// (its leading dimension) and places each block's results: a `stablehlo.while` over the
/// blocks, for a convolution whose outputs of one image depend on that image only (no batch
/// groups). `args`: the carriers of lhs and rhs; `result`: the whole result's carrier. Its text
/// and name.
pub(super) fn over_images(args: &[Ty], result: &Ty, helper: &str, block: i64) -> (String, String) {
    let blocks = args[0].shape[0] / block;
    let mut lhs_block = args[0].clone();
    lhs_block.shape[0] = block;
    let mut result_block = result.clone();
    result_block.shape[0] = block;
    let mut b = Body::new();
    let l = b.arg(&args[0]);
    let r = b.arg(&args[1]);
    let index_ty = Ty::scalar("i32");
    let start = b.splat("0", &index_ty);
    let zeros = b.splat("0.0", result);
    let types = [index_ty.clone(), result.clone(), args[0].clone(), args[1].clone()];
    let signature = types.iter().map(Ty::text).collect::<Vec<_>>().join(", ");
    let arguments = types.iter().enumerate().map(|(i, t)| format!("%lpf_img{i}: {}", t.text())).collect::<Vec<_>>().join(", ");
    let (i32_ty, block_ty, lhs_ty, rhs_ty, part_ty) = (index_ty.text(), lhs_block.text(), args[0].text(), args[1].text(), result_block.text());
    let (constant, compare, multiply, add, ret) =
        (HloOp::Constant.name(), HloOp::Compare.name(), HloOp::Multiply.name(), HloOp::Add.name(), HloOp::Return.name());
    let (dynamic_slice, update) = (HloOp::DynamicSlice.name(), HloOp::DynamicUpdateSlice.name());
    let zeros_after = |rank: usize| vec!["%lpf_img_zero"; rank - 1].join(", ");
    let index_types = |rank: usize| vec![i32_ty.clone(); rank].join(", ");
    let (lhs_rank, result_rank) = (args[0].shape.len(), result.shape.len());
    let sizes = list(lhs_block.shape.iter().map(|&d| d as usize));
    let regions = format!(
        "{{\n  ^bb0({arguments}):\n    %lpf_img_blocks = \"{constant}\"() <{{value = dense<{blocks}> : {i32_ty}}}> : () -> {i32_ty}\n    \
         %lpf_img_more = \"{compare}\"(%lpf_img0, %lpf_img_blocks) <{{comparison_direction = #stablehlo<comparison_direction {lt}>}}> : ({i32_ty}, {i32_ty}) -> tensor<i1>\n    \
         \"{ret}\"(%lpf_img_more) : (tensor<i1>) -> ()\n  }}, {{\n  ^bb0({arguments}):\n    \
         %lpf_img_size = \"{constant}\"() <{{value = dense<{block}> : {i32_ty}}}> : () -> {i32_ty}\n    \
         %lpf_img_zero = \"{constant}\"() <{{value = dense<0> : {i32_ty}}}> : () -> {i32_ty}\n    \
         %lpf_img_one = \"{constant}\"() <{{value = dense<1> : {i32_ty}}}> : () -> {i32_ty}\n    \
         %lpf_img_first = \"{multiply}\"(%lpf_img0, %lpf_img_size) : ({i32_ty}, {i32_ty}) -> {i32_ty}\n    \
         %lpf_img_lhs = \"{dynamic_slice}\"(%lpf_img2, %lpf_img_first, {lhs_zeros}) <{{slice_sizes = array<i64: {sizes}>}}> : ({lhs_ty}, {lhs_indices}) -> {block_ty}\n    \
         %lpf_img_part = \"func.call\"(%lpf_img_lhs, %lpf_img3) <{{callee = @{helper}}}> : ({block_ty}, {rhs_ty}) -> {part_ty}\n    \
         %lpf_img_sums = \"{update}\"(%lpf_img1, %lpf_img_part, %lpf_img_first, {result_zeros}) : ({result_ty}, {part_ty}, {result_indices}) -> {result_ty}\n    \
         %lpf_img_next = \"{add}\"(%lpf_img0, %lpf_img_one) : ({i32_ty}, {i32_ty}) -> {i32_ty}\n    \
         \"{ret}\"(%lpf_img_next, %lpf_img_sums, %lpf_img2, %lpf_img3) : ({signature}) -> ()\n  }}",
        lt = Dir::Lt.name(),
        lhs_zeros = zeros_after(lhs_rank),
        lhs_indices = index_types(lhs_rank),
        result_zeros = zeros_after(result_rank),
        result_indices = index_types(result_rank),
        result_ty = result.text(),
    );
    let out = b.op_results(HloOp::While, &[start, zeros, l, r], "", &regions, &types);
    let body = b.finish("NAME", &[out[1]]);
    let name = helper_name("conv_images", &body);
    (body.replacen("@NAME(", &format!("@{name}("), 1), name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_hold_whole_rows_of_k_within_the_budget() {
        // Small enough: one tile, no loop.
        assert_eq!(tiles(&[], 8, 8, 8), vec![8, 8]);
        // 128 x 1024 x 128: whole rows of N (2^17 products), two rows per tile.
        assert_eq!(tiles(&[], 128, 1024, 128), vec![2, 1024]);
        // Batches one at a time; N split where one row of N x K is over the budget.
        assert_eq!(tiles(&[2, 2], 64, 64, 64), vec![1, 1, 64, 64]);
        assert_eq!(tiles(&[], 3, 1 << 12, 1 << 10), vec![1, 256]);
        // A K beyond the budget: one product row at a time.
        assert_eq!(tiles(&[], 5, 7, 1 << 20), vec![1, 1]);
        assert_eq!(largest_divisor(97, 50), 1);
    }
}
