//! Which f32 element-wise ops XLA CPU hands YNNPACK with a dot, where YNNPACK computes each op
//! on its own (every product rounded: no fused multiply-add): the rotary embedding's add, where
//! measured. Other producers of such dots were not found taken (a GPT-2's tanh GELU into its
//! MLP's down-projection, whose value reaches the next layer norm's mean through the residual
//! stream, keeps XLA's loop and its FMA: 100% of the f32 GPT-2 exports' logits), so the rule
//! is the rotation's alone.
//!
//! XLA's library rewriter grows a YNNPACK fusion from a dot over the element-wise ops next to it.
//! Measured (jaxlib 0.10.2, Intel Xeon with AVX-512, `--xla_allow_excess_precision=false`;
//! Llama's `q * cos + rotate_half(q) * sin` into the scores dot `q @ k^T`, 2 x 8 heads x 128 x
//! 64; 1 x 1 x 64 x 64 to 2 x 8 x 128 x 128, the keys' layout either way): where the dot's value
//! reaches a `reduce` of 4096 elements or more through element-wise ops, none of them used twice
//! before it (the softmax's row maximum, with or without the scale and the mask before it), the
//! fusion takes the dot's element-wise producers too, each used once, and the rotation's add of
//! two products is computed with both products rounded (100% of the scores; the fused
//! multiply-add XLA's own loops would compute, 64-80%). Where nothing reduces the dot's value
//! (the scores alone, scaled, masked), where the scores or the rotated queries are also a result
//! (XLA's library fusion has one output), and below 4096 scores (3072: 2 x 3 x 32 x 32), the
//! producers stay in XLA's loop, with its fused multiply-add. Not modelled: 1 x 16 x 256 scores
//! (4096, 16 rows) stayed in XLA's loop. The 6 layer Llama f32 exports compute their
//! queries so (`ynn_fusion` in XLA's optimised HLO: the rotation, the dot, scale, mask, maximum,
//! subtract and exp in one). The fusion grows through broadcasts and reshapes too, and through a
//! transpose the dot reads directly (XLA folds it into the dot's dimensions): a jax Llama's keys,
//! rotated, repeated for GQA and transposed into `q @ k^T`, are computed so as well (both
//! rotations unfused: 100% of the row maxima; 84% with the keys' sin product fused). A transpose
//! reshaped before the dot (PyTorch's `k.transpose(2, 3)` into a batched matmul), or of a value
//! with a unit dimension (a batch of one: XLA reshapes the dot's operands to drop it, and the
//! transpose no longer folds), is a loop of its own, which the fusion does not take: those keys
//! keep XLA's loop and its FMA (measured on jax Llamas of batch 1 and 2).

use super::fused_multiply_add::{users, ELEMENTWISE};
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::static_dims;
use lpf_numerics::Format;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, ValueLike};

/// A unit attribute on an f32 add or subtract [`in_dot_fusion`] found in a YNNPACK fusion before
/// the dot rewrites took the dot apart (XLA's lanes are several dots of slices, which the walk
/// from the add no longer reads as one dot): [`super::fused_multiply_add`] leaves it rounded.
pub const YNN_FUSED: &str = "lpf.xla_ynn_fused";

/// Marks every f32 `add` and `subtract` under `root` that XLA computes in a YNNPACK fusion with
/// a dot ([`in_dot_fusion`]) with [`YNN_FUSED`]: run before the dot rewrites (ref and the LLVM
/// exit).
pub fn mark_ynn_fusions(root: OperationRef) {
    let mut found = Vec::new();
    root.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if matches!(HloOp::of(&op), Some(HloOp::Add | HloOp::Subtract)) && is_f32(&op) && in_dot_fusion(op) {
            found.push(op.to_raw());
        }
        melior::ir::operation::WalkResult::Advance
    });
    for raw in found {
        // SAFETY: ops found in the walk above, which nothing removed since.
        let op = unsafe { OperationRef::from_raw(raw) };
        crate::melior_ext::set_attribute(op, YNN_FUSED, melior::ir::attribute::Attribute::unit(lpf_dialect::context::context_of(op.context())));
    }
}

/// Whether `op`'s value is computed in a YNNPACK fusion with a dot: a [`YNN_FUSED`] add, or a
/// broadcast or reshape of one (GQA's repeat of the keys).
pub(super) fn computed_with_dot(op: OperationRef) -> bool {
    let mut op = op;
    for _ in 0..8 {
        if op.attribute(YNN_FUSED).is_ok() {
            return true;
        }
        if !matches!(HloOp::of(&op), Some(HloOp::BroadcastInDim | HloOp::Reshape)) {
            return false;
        }
        let Some(producer) = op.operand(0).ok().and_then(|v| melior::ir::operation::OperationResult::try_from(v).ok()).map(|r| r.owner()) else {
            return false;
        };
        op = producer;
    }
    false
}

fn is_f32(op: &OperationRef) -> bool {
    op.result(0).ok().and_then(|r| RankedTensorType::try_from(r.r#type()).ok()).and_then(|t| format_of(t.element())) == Some(Format::F32)
}

/// The ops that only move an operand's elements into a dot's layout (no loop of XLA's).
fn moves(op: &OperationRef) -> bool {
    let name = op.name();
    matches!(name.as_string_ref().as_str().unwrap_or(""), "stablehlo.reshape" | "tensor.collapse_shape" | "tensor.expand_shape")
        || op.attribute(super::dot_lanes::LANES_MOVE).is_ok()
}

fn is_f32_dot(op: &OperationRef) -> bool {
    let name = op.name();
    matches!(name.as_string_ref().as_str().unwrap_or(""), "stablehlo.dot_general" | "lpf.dot") && is_f32(op)
}

/// The single user of `op`'s one result, if it has exactly one.
fn only_user<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    if op.result_count() != 1 {
        return None;
    }
    let found = users(op.result(0).ok()?.into());
    (found.len() == 1).then(|| found[0])
}

/// Whether the element-wise `op`, a rotary embedding's add ([`super::rotate_half`]), is computed
/// in a YNNPACK fusion with a dot (module doc): its value, each step used once, reaches an f32 dot through element-wise ops, broadcasts and
/// reshapes, and a transpose the dot reads directly; and the dot's value reaches a `reduce`
/// through element-wise ops and moves.
pub(super) fn in_dot_fusion(op: OperationRef) -> bool {
    // Measured on the rotary embedding's add only: a GPT-2's GELU into its MLP's down-projection
    // (whose value reaches the next layer norm's mean) keeps XLA's loop and its FMA.
    if super::rotate_half::split(op).is_none() {
        return false;
    }
    let mut next = op;
    let mut steps = 0;
    let dot = loop {
        steps += 1;
        let Some(user) = only_user(next).filter(|_| steps < 32) else { return false };
        if is_f32_dot(&user) {
            break user;
        }
        let name = user.name();
        // A transpose the dot reads directly: XLA folds it into the dot's dimensions, unless a
        // unit dimension (a batch of one) makes XLA reshape the dot's operands first.
        if name.as_string_ref().as_str() == Ok("stablehlo.transpose") {
            let unit = user.result(0).ok().and_then(|r| static_dims(r.r#type())).is_none_or(|d| d.contains(&1));
            match only_user(user).filter(|dot| !unit && is_f32_dot(dot)) {
                Some(dot) => break dot,
                None => return false,
            }
        }
        if !(moves(&user) || ELEMENTWISE.contains(&name.as_string_ref().as_str().unwrap_or(""))) {
            return false;
        }
        next = user;
    };
    reaches_reduce(dot)
}

/// Whether `op`'s value reaches a `stablehlo.reduce` of at least 4096 input elements through
/// element-wise ops and moves ([`reaches_reduce`]): the graph XLA hands YNNPACK with a dot
/// that `op` computes or widens.
pub(crate) fn reaches_large_reduce(op: OperationRef) -> bool {
    reaches_reduce(op)
}

/// Whether `dot`'s value reaches a `stablehlo.reduce` of at least [`YNN_ELEMENTS`] input
/// elements through element-wise ops and moves, each used once but the last (a softmax's masked
/// scores feed both the row maximum and the subtraction of it).
fn reaches_reduce(dot: OperationRef) -> bool {
    let mut next = dot;
    for _ in 0..32 {
        let Ok(result) = next.result(0) else { return false };
        let found = users(result.into());
        if found.iter().any(|user| is_large_reduce(user)) {
            return true;
        }
        let [user] = found[..] else { return false };
        let name = user.name();
        if next.result_count() != 1 || !(moves(&user) || ELEMENTWISE.contains(&name.as_string_ref().as_str().unwrap_or(""))) {
            return false;
        }
        next = user;
    }
    false
}

/// From this many elements XLA prefers YNNPACK for a reduce (`IsInstructionPreferredByYnn`;
/// the rotation into a row maximum of 3072 scores stayed in XLA's loop, of 4096, 1 x 16 x 256
/// aside, went to YNNPACK).
pub(super) const YNN_ELEMENTS: i64 = 4096;

fn is_large_reduce(op: &OperationRef) -> bool {
    let name = op.name();
    name.as_string_ref().as_str() == Ok("stablehlo.reduce")
        && op.operand(0).ok().and_then(|v| static_dims(v.r#type())).is_some_and(|d| d.iter().product::<i64>() >= YNN_ELEMENTS)
}
