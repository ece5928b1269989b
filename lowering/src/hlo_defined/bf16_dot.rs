//! XLA CPU's bf16 x bf16 -> f32 dot (a `dot_general` with `algorithm = bf16 x bf16 -> f32`:
//! flax's attention scores, `preferred_element_type=f32` under the BF16_BF16_F32 preset), which
//! the raise makes `lpf.dot acc(f32)` marked [`XLA_BF16_DOT`]. XLA keeps its operands bf16 and
//! hands it to YNNPACK's bf16 kernels, which pick by a cost model among (XNNPACK's
//! `ynnpack/kernels/dot/dot.cc` and `generator/x86_bf16_bf16_fp32.py`, read in the mirror):
//!
//! - **AMX** (`dot_bf16_bf16_fp32_*_amxbf16`, on a host with AMX-BF16): `tdpbf16ps` over K in
//!   slices of 32 (one tile row of 64 bytes), each adding into the output tile. Measured bit for
//!   bit (jaxlib 0.10.2, Xeon with AMX, 350 shapes and flax's attention scores): each
//!   instruction sums the even and the odd k of its slice in two f32 accumulators from +0, in k
//!   order, each step one rounding (the products are exact), and adds `even + odd` to the output:
//!   `C = C + (e + o)`, slice after slice.
//! - **pairs** (every other x86 kernel: `vdpbf16ps`, and the AVX-512 / AVX2 kernels written to
//!   match it, YNNPACK's `consistent_arithmetic`): one accumulator, k + 1 added before k.
//!
//! The cost model ([`ynn_picks_amx`]) is YNNPACK's `estimate_dot_cost` over the kernels' block
//! and tile shapes; it predicted the kernel of all 350 shapes measured (M 2-6, N 4-512, K 32-256).
//! Rewritten as lpf.dots in k order (each the chain of one accumulator: exact products, one
//! rounding a step) of the operands' slices and the f32 adds between them. Without AMX the pairs
//! kernel sums every K from 2 (measured 2026-12-07 on K = 2-32 and 64, 2-D dots `a @ b` and
//! batched attention einsums `bqhd,bkhd->bhqk`: 100%; k order gave 93-99% at K = 8-64, up to
//! 8192 ulps), an odd K's last product added last. Left in k order where not measured or where
//! XLA runs its own dot: one row (M = 1), N below 4, M, N and K all below 8, K below 32 or odd
//! with AMX, non-x86 hosts, and an unbatched `a @ b.T` with K below 32 (XLA folds the
//! transpose into the dot and widens both operands to f32 for YNNPACK's f32 kernels, which its
//! cost model runs in k order (N of 64 and more at M = 16) or with two or four accumulators
//! over k (fewer N): the latter not modelled). `vdpbf16ps` and `tdpbf16ps` read bf16 subnormals as zero and flush f32
//! subnormal results: not modelled.

use super::ynn_f32_kernels::ynn_cost;
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{replace_op, static_dims, type_attr};
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_numerics::Format;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// The unit attribute the raise puts on the `lpf.dot` it makes of a bf16 x bf16 -> f32
/// `algorithm` dot_general: `--backend ref` and the LLVM exit sum it as XLA's bf16 kernel does on
/// the host (module doc). Without it an `lpf.dot` keeps its k order.
pub const XLA_BF16_DOT: &str = "lpf.xla_bf16_dot";

/// The bf16 elements one `tdpbf16ps` takes per output (a tile row of 64 bytes).
const AMX_SLICE: i64 = 32;

/// How XLA's bf16 kernel sums a dot on this host.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bf16DotOrder {
    /// Slices of [`AMX_SLICE`], even and odd k apart in each, `C + (e + o)`.
    Amx,
    /// One accumulator, k + 1 before k.
    Pairs,
}

/// Whether this host has AMX-BF16 with the OS's tile state enabled (CPUID leaf 7 EDX bit 22;
/// XCR0 bits 17 and 18): where YNNPACK may pick its AMX kernels.
pub fn host_has_amx_bf16() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__cpuid, __cpuid_count};
        let (max_leaf, leaf7, leaf1) = (__cpuid(0).eax, __cpuid_count(7, 0), __cpuid(1));
        let osxsave = leaf1.ecx & (1 << 27) != 0;
        if max_leaf < 7 || leaf7.edx & (1 << 22) == 0 || !osxsave {
            return false;
        }
        // SAFETY: OSXSAVE is set, so XGETBV is enabled; register 0 is XCR0.
        let xcr0 = unsafe { xgetbv0() };
        xcr0 & (0b11 << 17) == 0b11 << 17
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "xsave")]
unsafe fn xgetbv0() -> u64 {
    std::arch::x86_64::_xgetbv(0)
}

/// The bf16 x bf16 -> f32 kernels' (block, tile) shapes that compete with AMX: AVX512-BF16's
/// and AVX-512's (tile 1 x 16 x 2), AVX2's (tile 1 x 8 x 2).
const AVX512_BLOCKS: [(i64, i64, i64); 15] = [
    (1, 64, 2), (2, 64, 2), (3, 64, 2), (4, 64, 2), (5, 64, 2),
    (1, 32, 2), (2, 32, 2), (3, 32, 2), (4, 32, 2), (5, 32, 2), (6, 32, 2), (8, 32, 2), (10, 32, 2), (12, 32, 2),
    (16, 16, 2),
];
const AVX2_BLOCKS: [(i64, i64, i64); 10] =
    [(1, 32, 2), (2, 32, 2), (1, 16, 2), (2, 16, 2), (3, 16, 2), (4, 16, 2), (5, 16, 2), (8, 8, 2), (10, 8, 2), (12, 8, 2)];
/// The AMX kernels: 16 x 64 x 32 (tile 1 x 16 x 2) and 32 x 32 x 32 (tile 16 x 16 x 2).
const AMX_KERNELS: [((i64, i64, i64), (i64, i64, i64)); 2] = [((16, 64, 32), (1, 16, 2)), ((32, 32, 32), (16, 16, 2))];

/// Whether YNNPACK's cost model picks an AMX kernel for an m x n x k bf16 dot: the AMX kernels
/// come first in its list, so a tie is theirs.
pub fn ynn_picks_amx(m: i64, n: i64, k: i64) -> bool {
    let amx = AMX_KERNELS.iter().map(|&(block, tile)| ynn_cost(m, n, k, block, tile)).fold(f64::INFINITY, f64::min);
    let others = AVX512_BLOCKS
        .iter()
        .map(|&block| ynn_cost(m, n, k, block, (1, 16, 2)))
        .chain(AVX2_BLOCKS.iter().map(|&block| ynn_cost(m, n, k, block, (1, 8, 2))))
        .fold(f64::INFINITY, f64::min);
    amx <= others
}

/// XLA's order for an m x n x k bf16 dot on a host (`amx`: it has AMX-BF16), None where it is
/// not modelled (module doc).
pub fn bf16_dot_order(m: i64, n: i64, k: i64, amx: bool) -> Option<Bf16DotOrder> {
    if m < 2 || n < 4 || k < 2 || (m < SMALL && n < SMALL && k < SMALL) {
        return None;
    }
    if k < AMX_SLICE || k % 2 != 0 {
        // Measured without AMX only (2026-12-07): the pairs kernel at every K, an odd K's last
        // product added last.
        return (!amx).then_some(Bf16DotOrder::Pairs);
    }
    Some(if amx && ynn_picks_amx(m, n, k) { Bf16DotOrder::Amx } else { Bf16DotOrder::Pairs })
}

/// Below this in all of M, N and K, XLA widens the operands and runs its own dot, in k order.
const SMALL: i64 = 8;

/// The host's order, None off x86 (where the kernels differ) and where not modelled.
fn host_order(m: i64, n: i64, k: i64) -> Option<Bf16DotOrder> {
    if !cfg!(target_arch = "x86_64") {
        return None;
    }
    bf16_dot_order(m, n, k, host_has_amx_bf16())
}

/// (batch dims, M, K, N) of a marked top-level `lpf.dot` of bf16 operands into f32 with static
/// shapes.
fn shape_of(op: OperationRef) -> Option<(Vec<i64>, i64, i64, i64)> {
    if op.name().as_string_ref().as_str() != Ok(LpfOp::Dot.name()) || !op.has_attribute(XLA_BF16_DOT) || op.has_attribute("hardware") {
        return None;
    }
    let element = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element()));
    let (lhs, rhs, result) = (op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type(), op.result(0).ok()?.r#type());
    if element(lhs) != Some(Format::BF16) || element(rhs) != Some(Format::BF16) || element(result) != Some(Format::F32) {
        return None;
    }
    let (lhs, rhs) = (static_dims(lhs)?, static_dims(rhs)?);
    let rank = lhs.len();
    if rank < 2 || rhs.len() != rank || lhs[..rank - 2] != rhs[..rank - 2] || lhs[rank - 1] != rhs[rank - 2] {
        return None;
    }
    Some((lhs[..rank - 2].to_vec(), lhs[rank - 2], lhs[rank - 1], rhs[rank - 1]))
}

/// Whether `op` is a marked lpf.dot ([`XLA_BF16_DOT`]) that XLA sums otherwise than in k order
/// on this host, at a function's top level (where the exits lower lpf ops).
pub fn is_xla_bf16_dot(op: OperationRef) -> bool {
    shape_of(op).is_some_and(|(batch, m, k, n)| host_order(m, n, k).is_some() && !(k < AMX_SLICE && batch.is_empty() && rhs_transposed(op)))
        && crate::melior_ext::at_function_top_level(op)
}

/// Whether the rhs of `op` is a `stablehlo.transpose` (`a @ b.T`: XLA folds it into the dot,
/// whose contracting dimension is then the minor one of both operands, and widens both to f32
/// for YNNPACK's f32 kernels; left in k order below 32, where that was measured for N of 64 and
/// more; module doc).
fn rhs_transposed(op: OperationRef) -> bool {
    op.operand(1).ok().and_then(|v| melior::ir::operation::OperationResult::try_from(v).ok()).is_some_and(|r| HloOp::of(&r.owner()) == Some(HloOp::Transpose))
}

/// Rewrites a marked dot ([`is_xla_bf16_dot`]) into XLA's sum on this host.
pub fn xla_bf16_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (batch, m, k, n) = shape_of(op).ok_or("internal error: not a marked bf16 dot")?;
    let order = host_order(m, n, k).ok_or("internal error: a bf16 dot in k order")?;
    let b = Builder::new(op);
    // A module of lpf ops alone may not have loaded StableHLO's dialect yet: its ops would be
    // built unregistered.
    b.context.get_or_load_dialect("stablehlo");
    let (lhs, rhs) = (op.operand(0)?, op.operand(1)?);
    let value = match order {
        Bf16DotOrder::Pairs => pairs_dot(&b, lhs, rhs, &DotShape { batch: &batch, m, k, n })?,
        Bf16DotOrder::Amx => amx_dot(&b, lhs, rhs, &DotShape { batch: &batch, m, k, n })?,
    };
    replace_op(op, &[value]);
    Ok(())
}

/// The sizes of a dot `[B.., M, K] x [B.., K, N]`.
#[derive(Clone, Copy)]
struct DotShape<'s> {
    batch: &'s [i64],
    m: i64,
    k: i64,
    n: i64,
}

fn element_of<'c>(v: Value<'c, '_>) -> Result<Type<'c>, LpfError<'c>> {
    Ok(RankedTensorType::try_from(v.r#type()).map_err(|_| "internal error: not a tensor")?.element())
}

fn dims(batch: &[i64], rest: &[i64]) -> Vec<i64> {
    batch.iter().chain(rest).copied().collect()
}

/// The k-ordered `lpf.dot acc(f32)` of `lhs` [B.., M, K] and `rhs` [B.., K, N].
fn dot<'c, 'a>(b: &Builder<'c, 'a>, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, result: &[i64]) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let f32 = Type::float32(b.context);
    b.op(LpfOp::Dot.name(), &[lhs, rhs], &[("acc", type_attr(f32))], b.tensor(result, f32))
}

/// `v` reshaped to `shape`, then its dimension `at` (of size 2) reversed, then reshaped back to
/// `original`: each pair of k swapped.
fn swap_pairs<'c, 'a>(b: &Builder<'c, 'a>, v: Value<'c, 'a>, shape: &[i64], at: i64, original: &[i64]) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let element = element_of(v)?;
    let split = b.hlo(HloOp::Reshape, &[v], b.tensor(shape, element))?;
    let swapped = b.op(HloOp::Reverse.name(), &[split], &[("dimensions", b.array(&[at]))], b.tensor(shape, element))?;
    b.hlo(HloOp::Reshape, &[swapped], b.tensor(original, element))
}

/// One accumulator, k + 1 before k: the k-ordered dot of both operands with each pair of k
/// swapped; an odd K's last product added last (one rounding: the product is exact).
fn pairs_dot<'c, 'a>(b: &Builder<'c, 'a>, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, shape: &DotShape) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let DotShape { batch, m, k, n } = *shape;
    let rank = batch.len() as i64;
    let even = k - k % 2;
    let (lhs_pairs, rhs_pairs) = if even == k {
        (lhs, rhs)
    } else {
        (slice_along(b, lhs, rank as usize + 1, 0, even)?, slice_along(b, rhs, rank as usize, 0, even)?)
    };
    let lhs_pairs = swap_pairs(b, lhs_pairs, &dims(batch, &[m, even / 2, 2]), rank + 2, &dims(batch, &[m, even]))?;
    let rhs_pairs = swap_pairs(b, rhs_pairs, &dims(batch, &[even / 2, 2, n]), rank + 1, &dims(batch, &[even, n]))?;
    let sum = dot(b, lhs_pairs, rhs_pairs, &dims(batch, &[m, n]))?;
    if even == k {
        return Ok(sum);
    }
    let last = dot(b, slice_along(b, lhs, rank as usize + 1, even, k)?, slice_along(b, rhs, rank as usize, even, k)?, &dims(batch, &[m, n]))?;
    b.hlo(HloOp::Add, &[sum, last], b.tensor(&dims(batch, &[m, n]), Type::float32(b.context)))
}

/// `v[.., start..end, ..]` along dimension `at`.
fn slice_along<'c, 'a>(b: &Builder<'c, 'a>, v: Value<'c, 'a>, at: usize, start: i64, end: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
    let (mut starts, mut limits) = (vec![0; shape.len()], shape.clone());
    starts[at] = start;
    limits[at] = end;
    let mut out = shape.clone();
    out[at] = end - start;
    let attributes = [("start_indices", b.array(&starts)), ("limit_indices", b.array(&limits)), ("strides", b.array(&vec![1; shape.len()]))];
    b.op(HloOp::Slice.name(), &[v], &attributes, b.tensor(&out, element_of(v)?))
}

/// `v` padded with +0 at the end of dimension `at` by `extra` elements (none: `v`).
fn pad_end<'c, 'a>(b: &Builder<'c, 'a>, v: Value<'c, 'a>, at: usize, extra: i64) -> Result<Value<'c, 'a>, LpfError<'c>> {
    if extra == 0 {
        return Ok(v);
    }
    let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
    let element = element_of(v)?;
    let zero = b.splat("0.0", b.tensor(&[], element))?;
    let mut high = vec![0; shape.len()];
    high[at] = extra;
    let mut padded = shape.clone();
    padded[at] += extra;
    let zeros = vec![0; shape.len()];
    b.op(
        HloOp::Pad.name(),
        &[v, zero],
        &[("edge_padding_low", b.array(&zeros)), ("edge_padding_high", b.array(&high)), ("interior_padding", b.array(&zeros))],
        b.tensor(&padded, element),
    )
}

/// AMX's sum: K padded with +0 to slices of 32 (a +0 product leaves a sum from +0 as it is), each
/// slice's even and odd k one batch of a single batched dot ([slice, parity, B.., M, N]), then
/// `(e0 + o0)`, and each later slice's `(e + o)` added in order.
fn amx_dot<'c, 'a>(b: &Builder<'c, 'a>, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, shape: &DotShape) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let DotShape { batch, m, k, n } = *shape;
    let rank = batch.len();
    let slices = (k + AMX_SLICE - 1) / AMX_SLICE;
    let half = AMX_SLICE / 2;
    let bf16 = element_of(lhs)?;
    let f32 = Type::float32(b.context);
    let lhs = pad_end(b, lhs, rank + 1, slices * AMX_SLICE - k)?;
    let rhs = pad_end(b, rhs, rank, slices * AMX_SLICE - k)?;
    // lhs [B.., M, S, 16, 2] -> [S, 2, B.., M, 16]; rhs [B.., S, 16, 2, N] -> [S, 2, B.., 16, N].
    let b_dims: Vec<i64> = (0..rank as i64).collect();
    let lhs_split = dims(batch, &[m, slices, half, 2]);
    let lhs_split = b.hlo(HloOp::Reshape, &[lhs], b.tensor(&lhs_split, bf16))?;
    let r = rank as i64;
    let lhs_perm: Vec<i64> = [r + 1, r + 3].into_iter().chain(b_dims.iter().copied()).chain([r, r + 2]).collect();
    let lhs_moved = b.op(HloOp::Transpose.name(), &[lhs_split], &[("permutation", b.array(&lhs_perm))], b.tensor(&dims(&[slices, 2], &dims(batch, &[m, half])), bf16))?;
    let rhs_split = dims(batch, &[slices, half, 2, n]);
    let rhs_split = b.hlo(HloOp::Reshape, &[rhs], b.tensor(&rhs_split, bf16))?;
    let rhs_perm: Vec<i64> = [r, r + 2].into_iter().chain(b_dims.iter().copied()).chain([r + 1, r + 3]).collect();
    let rhs_moved = b.op(HloOp::Transpose.name(), &[rhs_split], &[("permutation", b.array(&rhs_perm))], b.tensor(&dims(&[slices, 2], &dims(batch, &[half, n])), bf16))?;
    let parts_shape = dims(&[slices, 2], &dims(batch, &[m, n]));
    let parts = dot(b, lhs_moved, rhs_moved, &parts_shape)?;
    let out_shape = dims(batch, &[m, n]);
    let out = b.tensor(&out_shape, f32);
    let part = |slice: i64, parity: i64| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let mut start = vec![0; parts_shape.len()];
        let mut limit = parts_shape.clone();
        (start[0], start[1], limit[0], limit[1]) = (slice, parity, slice + 1, parity + 1);
        let mut one = parts_shape.clone();
        (one[0], one[1]) = (1, 1);
        let sliced = b.op(
            HloOp::Slice.name(),
            &[parts],
            &[("start_indices", b.array(&start)), ("limit_indices", b.array(&limit)), ("strides", b.array(&vec![1; parts_shape.len()]))],
            b.tensor(&one, f32),
        )?;
        b.hlo(HloOp::Reshape, &[sliced], out)
    };
    let mut total: Option<Value<'c, 'a>> = None;
    for slice in 0..slices {
        let pair = b.hlo(HloOp::Add, &[part(slice, 0)?, part(slice, 1)?], out)?;
        total = Some(match total {
            None => pair,
            Some(before) => b.hlo(HloOp::Add, &[before, pair], out)?,
        });
    }
    total.ok_or_else(|| LpfError::new("internal error: an empty contraction"))
}

#[cfg(test)]
mod tests {
    use super::{bf16_dot_order, Bf16DotOrder::*};

    #[test]
    fn ynn_kernel_choice_as_measured() {
        // Xeon with AMX (jaxlib 0.10.2): M = 2 takes the pairs kernels from N = 33 on (K = 64),
        // more rows take AMX.
        let on_amx = |m, n, k| bf16_dot_order(m, n, k, true);
        assert_eq!([on_amx(2, 32, 64), on_amx(2, 40, 64), on_amx(2, 64, 64), on_amx(2, 128, 32)], [Some(Amx), Some(Pairs), Some(Pairs), Some(Pairs)]);
        assert_eq!([on_amx(3, 128, 64), on_amx(64, 64, 64), on_amx(8, 4, 256), on_amx(2, 4, 32)], [Some(Amx); 4]);
        // Not modelled: one row, N below 4, K below 32 or odd.
        assert_eq!([on_amx(1, 64, 64), on_amx(8, 2, 64), on_amx(8, 16, 16), on_amx(8, 16, 33)], [None; 4]);
        // Without AMX every kernel sums pairs.
        assert_eq!(bf16_dot_order(64, 64, 64, false), Some(Pairs));
    }
}
