//! A softmax's `exp(scores - max)` under a causal mask, at its first key, as XLA CPU computes
//! it: with the product of the scores contracted into the subtraction (a fused multiply-add)
//! there and nowhere else. XLA's loop for `exp(select(q >= k, x * c, lowest) - max)` computes
//! the mask from the iotas in the loop; LLVM unrolls the loop over the keys of a short row,
//! where the first key's `q >= 0` is always true, drops the select there and contracts
//! `x * c - max` into one FMA; at every other key the select stays between the product and the
//! subtraction, which are rounded apart. Measured (jaxlib 0.10.2, Intel Xeon with AVX-512,
//! `xla_allow_excess_precision=false`) on one-layer flax f32 LMs (`nnx.MultiHeadAttention`
//! with `make_causal_mask`, width 96), the whole program's outputs against this rule on and
//! off: key 0 alone fused for rows of T = 8, 16 and 24 keys at B x H of 1, 2, 4 and 8 (and T =
//! 5, 9, 12, 17 at some of them), while B x H x T x T stays below 4096 (from there YNNPACK
//! takes the subtraction and the exp with the row sum: B = 2, H = 4 and B = 1, H = 8 at T = 24
//! were twice rounded everywhere); T = 30-32 twice rounded everywhere; at T = 25-29 LLVM peels
//! the second key too on some shapes (not modelled: left twice rounded). A flax f32 LM of 1 x
//! 24 tokens and 3 heads was 14% identical without this rule, 100% with it. Cut after the
//! subtraction (no `exp` in the loop) XLA's loop unrolls otherwise: only the softmax's form
//! is rewritten.
//!
//! Rewritten, for an f32 `subtract` used only by an `exponential`, whose left operand is such a
//! select (directly, or returned by a private function it calls: jax's `_where`), whose true
//! operand is a product moved by transposes and reshapes (each used once) and whose predicate
//! is `iota_q >= iota_k` on the innermost dimension (through broadcasts, transposes, unit
//! reshapes, a widening to float and a `!= 0`, an `and` with true), as a select of the key-0
//! elements between the fused multiply-add of the moved factors and the subtraction as it was.
//! Before XLA's functions are rewritten (the `exp` is then still one op).
//!
//! `--backend ref`, the LLVM exit and the IREE exit run this rewrite; XLA runs its own.

use super::fused_multiply_add::{fma, users, FmaForm, ROUNDED_PRODUCT};
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::block::{BlockArgument, BlockLike};
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, RegionLike, Value, ValueLike};

/// Whether XLA's own loop computes the softmax of `rows` rows of `keys` keys and LLVM peels its
/// first key (module doc): from [`super::ynn_fusion::YNN_ELEMENTS`] scores YNNPACK computes
/// the subtraction and the exp (rounded apart); past 24 keys LLVM unrolls otherwise.
fn peeled(keys: i64, rows: i64) -> bool {
    (2..=24).contains(&keys) && rows.saturating_mul(keys * keys) < super::ynn_fusion::YNN_ELEMENTS
}

/// Ops followed through before giving up (a mask's chain is a dozen).
const MOST_STEPS: usize = 32;

/// A value seen through calls: the value, and the calls entered to reach it (innermost last),
/// so that a callee's argument reads its caller's operand.
#[derive(Clone)]
struct Seen<'c, 'a> {
    value: Value<'c, 'a>,
    calls: Vec<OperationRef<'c, 'a>>,
}

fn name_of(op: &OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// The outermost op holding `op` (the module).
fn module_of<'c, 'a>(op: OperationRef<'c, 'a>) -> OperationRef<'c, 'a> {
    let mut top = op;
    while let Some(parent) = top.parent_operation() {
        top = parent;
    }
    top
}

/// The private function of one block `call` calls, and the value it returns as result `index`.
fn returned<'c, 'a>(call: OperationRef<'c, 'a>, index: usize) -> Option<Value<'c, 'a>> {
    let callee = crate::melior_ext::callee_of(module_of(call), call)?;
    if callee.attribute("sym_visibility").map(|a| a.to_string()).as_deref() != Ok("\"private\"") {
        return None;
    }
    let body = callee.region(0).ok()?.first_block()?;
    if body.next_in_region().is_some() {
        return None;
    }
    let terminator = body.terminator()?;
    (name_of(&terminator) == "func.return").then(|| terminator.operand(index).ok()).flatten()
}

/// The op computing `seen` and the calls it sits in: through a call's result into its callee,
/// and from a callee's argument back to the operand of the call entered.
fn producer<'c, 'a>(seen: &Seen<'c, 'a>) -> Option<(OperationRef<'c, 'a>, Vec<OperationRef<'c, 'a>>)> {
    let mut seen = seen.clone();
    for _ in 0..MOST_STEPS {
        if let Ok(result) = OperationResult::try_from(seen.value) {
            let owner = result.owner();
            if name_of(&owner) != "func.call" {
                return Some((owner, seen.calls));
            }
            seen.value = returned(owner, result.result_number())?;
            seen.calls.push(owner);
        } else {
            let argument = BlockArgument::try_from(seen.value).ok()?;
            let call = seen.calls.pop()?;
            seen.value = call.operand(argument.argument_number()).ok()?;
        }
    }
    None
}

fn shape_of(v: Value) -> Option<Vec<i64>> {
    crate::melior_ext::static_dims(v.r#type())
}

/// What a mask value is, element by element, in its own dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mask {
    /// The element's index along a dimension (an iota).
    Index(usize),
    /// Every element true.
    True,
    /// `index[query] >= index[key]` (as i1, or widened to a float 1 / 0 where `widened`).
    Causal { query: usize, key: usize, widened: bool },
}

impl Mask {
    /// The same mask with its dimensions renumbered by `map` (None where one is dropped).
    fn moved(self, map: impl Fn(usize) -> Option<usize>) -> Option<Mask> {
        Some(match self {
            Mask::Index(d) => Mask::Index(map(d)?),
            Mask::True => Mask::True,
            Mask::Causal { query, key, widened } => Mask::Causal { query: map(query)?, key: map(key)?, widened },
        })
    }
}

/// Where each dimension of a reshape's operand goes, where the reshape only inserts or removes
/// dimensions of size 1; a dimension of size 1 maps nowhere.
fn unit_reshape(from: &[i64], to: &[i64]) -> Option<Vec<Option<usize>>> {
    let kept_from: Vec<usize> = (0..from.len()).filter(|&i| from[i] != 1).collect();
    let kept_to: Vec<usize> = (0..to.len()).filter(|&i| to[i] != 1).collect();
    if kept_from.len() != kept_to.len() || kept_from.iter().zip(&kept_to).any(|(&a, &b)| from[a] != to[b]) {
        return None;
    }
    let mut map = vec![None; from.len()];
    for (&a, &b) in kept_from.iter().zip(&kept_to) {
        map[a] = Some(b);
    }
    Some(map)
}

/// Whether `seen` is a splat constant (or a broadcast of one) whose element is written as one
/// of `literals` (as MLIR prints it).
fn splat_of(seen: &Seen, literals: &[&str]) -> bool {
    let Some((mut op, mut calls)) = producer(seen) else { return false };
    for _ in 0..MOST_STEPS {
        if HloOp::of(&op) != Some(HloOp::BroadcastInDim) {
            break;
        }
        let Some(next) = op.operand(0).ok().and_then(|value| producer(&Seen { value, calls: calls.clone() })) else { return false };
        (op, calls) = next;
    }
    if HloOp::of(&op) != Some(HloOp::Constant) {
        return false;
    }
    let Ok(value) = op.attribute("value") else { return false };
    let text = value.to_string();
    literals.iter().any(|l| text.starts_with(&format!("dense<{l}>")))
}

/// What `seen` is as a mask ([`Mask`]), following at most `depth` more ops.
fn mask_of(seen: &Seen, depth: usize) -> Option<Mask> {
    if depth == 0 {
        return None;
    }
    let (op, calls) = producer(seen)?;
    let operand = |i: usize| op.operand(i).ok().map(|value| Seen { value, calls: calls.clone() });
    let result_shape = shape_of(op.result(0).ok()?.into())?;
    match HloOp::of(&op)? {
        HloOp::Iota => {
            let dim = op.attribute("iota_dimension").ok()?.to_string();
            let dim: usize = dim.split(':').next()?.trim().parse().ok()?;
            Some(Mask::Index(dim))
        }
        HloOp::Constant => splat_of(seen, &["true"]).then_some(Mask::True),
        HloOp::BroadcastInDim => {
            let x = operand(0)?;
            let from = shape_of(x.value)?;
            let dims = crate::melior_ext::i64_array(&op, "broadcast_dimensions")?;
            // A dimension broadcast from size 1 holds one index (0) for all: not followed.
            mask_of(&x, depth - 1)?.moved(|d| (from[d] == result_shape[dims[d] as usize]).then_some(dims[d] as usize))
        }
        HloOp::Transpose => {
            let perm = crate::melior_ext::i64_array(&op, "permutation")?;
            mask_of(&operand(0)?, depth - 1)?.moved(|d| perm.iter().position(|&p| p as usize == d))
        }
        HloOp::Reshape => {
            let x = operand(0)?;
            let map = unit_reshape(&shape_of(x.value)?, &result_shape)?;
            mask_of(&x, depth - 1)?.moved(|d| map[d])
        }
        HloOp::Convert => {
            let element = RankedTensorType::try_from(op.result(0).ok()?.r#type()).ok()?.element();
            let integer = IntegerType::try_from(element).ok().map(|t| t.width());
            match (mask_of(&operand(0)?, depth - 1)?, integer) {
                // i1 -> i1: the same mask; i1 -> float: 1.0 where true.
                (mask @ Mask::Causal { widened: false, .. }, Some(1)) => Some(mask),
                (Mask::Causal { query, key, widened: false }, None) if format_of(element).is_some() => Some(Mask::Causal { query, key, widened: true }),
                // An index keeps its value in a wider integer.
                (Mask::Index(d), Some(width)) if width > 1 => Some(Mask::Index(d)),
                _ => None,
            }
        }
        HloOp::And => {
            let (a, b) = (mask_of(&operand(0)?, depth - 1)?, mask_of(&operand(1)?, depth - 1)?);
            match (a, b) {
                (Mask::True, other) | (other, Mask::True) if !matches!(other, Mask::Index(_)) => Some(other),
                _ => None,
            }
        }
        HloOp::Compare => {
            let direction = op.attribute("comparison_direction").ok()?.to_string();
            let direction = direction.trim_start_matches("#stablehlo<comparison_direction ").trim_end_matches('>').trim();
            let (a, b) = (operand(0)?, operand(1)?);
            match direction {
                "GE" | "LE" => {
                    let (Mask::Index(x), Mask::Index(y)) = (mask_of(&a, depth - 1)?, mask_of(&b, depth - 1)?) else { return None };
                    let (query, key) = if direction == "GE" { (x, y) } else { (y, x) };
                    (query != key).then_some(Mask::Causal { query, key, widened: false })
                }
                // The widened mask compared with 0: the mask itself.
                "NE" if splat_of(&b, &["0.000000e+00", "0.0"]) => match mask_of(&a, depth - 1)? {
                    Mask::Causal { query, key, widened: true } => Some(Mask::Causal { query, key, widened: false }),
                    _ => None,
                },
                _ => None,
            }
        }
        _ => None,
    }
}

/// A subtraction [`xla_causal_first_key`] rewrites: the multiply, the moves (transposes and
/// reshapes, in order) from it to the select, and the subtrahend.
struct FirstKey<'c, 'a> {
    multiply: OperationRef<'c, 'a>,
    moves: Vec<OperationRef<'c, 'a>>,
    max: Value<'c, 'a>,
}

fn is_f32(v: Value) -> bool {
    RankedTensorType::try_from(v.r#type()).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(v.r#type())
}

fn matched<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<FirstKey<'c, 'a>> {
    if HloOp::of(&op) != Some(HloOp::Subtract) || op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let result = op.result(0).ok()?;
    let shape = shape_of(result.into())?;
    let rows: i64 = shape[..shape.len().checked_sub(2)?].iter().product();
    if !is_f32(result.into()) || !peeled(*shape.last()?, rows) || op.attribute(super::ynn_fusion::YNN_FUSED).is_ok() || super::ynn_fusion::in_dot_fusion(op) {
        return None;
    }
    // The softmax's exp in the same loop (module doc).
    let readers = users(result.into());
    if readers.len() != 1 || HloOp::of(&readers[0]) != Some(HloOp::Exponential) {
        return None;
    }
    let (scores, max) = (op.operand(0).ok()?, op.operand(1).ok()?);
    if scores.r#type() != result.r#type() || max.r#type() != result.r#type() {
        return None;
    }
    let (select, calls) = producer(&Seen { value: scores, calls: Vec::new() })?;
    if HloOp::of(&select) != Some(HloOp::Select) || select.result(0).ok()?.r#type() != result.r#type() {
        return None;
    }
    let at = |i: usize| Some(Seen { value: select.operand(i).ok()?, calls: calls.clone() });
    let Mask::Causal { query, key, widened: false } = mask_of(&at(0)?, MOST_STEPS)? else { return None };
    // The first key of the innermost dimension.
    if key != shape.len() - 1 || query == key {
        return None;
    }
    // The product, through moves each used once, in the subtraction's block.
    let mut moves = Vec::new();
    let mut next = at(1)?;
    for _ in 0..MOST_STEPS {
        let (producer_op, calls) = producer(&next)?;
        if producer_op.result_count() != 1 || users(producer_op.result(0).ok()?.into()).len() != 1 {
            return None;
        }
        match HloOp::of(&producer_op)? {
            HloOp::Transpose | HloOp::Reshape => {
                moves.push(producer_op);
                next = Seen { value: producer_op.operand(0).ok()?, calls };
            }
            HloOp::Multiply => {
                let product: Value = producer_op.result(0).ok()?.into();
                let rounded = producer_op.attribute(ROUNDED_PRODUCT).is_ok() || super::folded_by_xla(producer_op);
                if rounded || producer_op.operand_count() != 2 || !is_f32(product) || producer_op.operands().any(|v| v.r#type() != product.r#type()) {
                    return None;
                }
                // The rewrite rebuilds the factors beside the subtraction.
                let same_block = producer_op.block().map(|b| b.to_raw().ptr) == op.block().map(|b| b.to_raw().ptr);
                if !calls.is_empty() || !same_block {
                    return None;
                }
                moves.reverse();
                return Some(FirstKey { multiply: producer_op, moves, max });
            }
            _ => return None,
        }
    }
    None
}

/// Whether `op` is a causal softmax's `scores - max` whose first key XLA fuses (module doc).
pub fn is_causal_first_key(op: OperationRef) -> bool {
    matched(op).is_some()
}

/// [`is_causal_first_key`]'s subtraction as XLA computes it, in `--backend ref`'s form
/// ([`FmaForm::NativeWhereHandedOver`]).
pub fn xla_causal_first_key<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    causal_first_key(op, FmaForm::NativeWhereHandedOver)
}

/// [`xla_causal_first_key`] with the FMA as `math.fma` (the LLVM exit).
pub fn xla_causal_first_key_native<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    causal_first_key(op, FmaForm::Native)
}

/// [`xla_causal_first_key`] with the FMA in StableHLO ops (the IREE exit).
pub fn xla_causal_first_key_emulated<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    causal_first_key(op, FmaForm::Emulated)
}

fn causal_first_key<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    let FirstKey { multiply, moves, max } = matched(op).ok_or("internal error: not a causal first key")?;
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    let mut factors = [multiply.operand(0)?, multiply.operand(1)?];
    for step in &moves {
        let moved_ty = step.result(0)?.r#type();
        for factor in &mut factors {
            *factor = match HloOp::of(step) {
                Some(HloOp::Transpose) => {
                    let perm = crate::melior_ext::i64_array(step, "permutation").ok_or("internal error: a transpose without a permutation")?;
                    b.op(HloOp::Transpose.name(), &[*factor], &[("permutation", b.array(&perm))], moved_ty)?
                }
                _ => b.hlo(HloOp::Reshape, &[*factor], moved_ty)?,
            };
        }
    }
    let minus_max = b.hlo(HloOp::Negate, &[max], ty)?;
    let fused = fma(&b, form, factors[0], factors[1], minus_max)?;
    let plain = b.hlo(HloOp::Subtract, &[op.operand(0)?, max], ty)?;
    // The first key: index 0 along the innermost dimension.
    let shape = shape_of(op.result(0)?.into()).ok_or("internal error: a dynamic shape")?;
    let i32_ty = b.tensor(&shape, IntegerType::new(b.context, 32).into());
    let key = b.op(HloOp::Iota.name(), &[], &[("iota_dimension", b.parse(&format!("{} : i64", shape.len() - 1))?)], i32_ty)?;
    let zero = b.splat("0", i32_ty)?;
    let first = b.compare("EQ", None, key, zero)?;
    let value = b.select(first, fused, plain)?;
    replace_op(op, &[value]);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    /// flax's causal attention scores as jax writes them (B = 1, H = `heads`, T = `keys`):
    /// the mask from iotas, `_where` a private function, the row maximum subtracted.
    fn scores(heads: i64, keys: i64) -> String {
        let (h, t) = (heads, keys);
        format!(
            r#"module {{
  func.func @main(%x: tensor<1x{h}x{t}x1x{t}xf32>) -> tensor<1x1x{h}x{t}x{t}xf32> {{
    %1 = stablehlo.iota dim = 0 : tensor<{t}xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<{t}xi32>) -> tensor<1x{t}xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x{t}xi32>) -> tensor<1x{t}x1xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 2] : (tensor<1x{t}xi32>) -> tensor<1x1x{t}xi32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x{t}x1xi32>) -> tensor<1x{t}x{t}xi32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x1x{t}xi32>) -> tensor<1x{t}x{t}xi32>
    %7 = stablehlo.compare  GE, %5, %6,  SIGNED : (tensor<1x{t}x{t}xi32>, tensor<1x{t}x{t}xi32>) -> tensor<1x{t}x{t}xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 2, 3] : (tensor<1x{t}x{t}xi1>) -> tensor<1x1x{t}x{t}xi1>
    %9 = stablehlo.convert %8 : (tensor<1x1x{t}x{t}xi1>) -> tensor<1x1x{t}x{t}xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x{t}x{t}xf32>
    %49 = stablehlo.compare  NE, %9, %48,  FLOAT : (tensor<1x1x{t}x{t}xf32>, tensor<1x1x{t}x{t}xf32>) -> tensor<1x1x{t}x{t}xi1>
    %50 = stablehlo.convert %49 : tensor<1x1x{t}x{t}xi1>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3, 4] : (tensor<1x1x{t}x{t}xi1>) -> tensor<1x1x1x{t}x{t}xi1>
    %cst_6 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x{h}x{t}x1x{t}xf32>
    %55 = stablehlo.multiply %x, %54 : tensor<1x{h}x{t}x1x{t}xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %56 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1x{h}x{t}x{t}xi1>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1, 2, 3, 4] : (tensor<1x{h}x{t}x{t}xi1>) -> tensor<1x1x{h}x{t}x{t}xi1>
    %58 = stablehlo.transpose %52, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x{t}x{t}xi1>) -> tensor<1x1x1x{t}x{t}xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x{t}x{t}xi1>) -> tensor<1x1x{h}x{t}x{t}xi1>
    %60 = stablehlo.and %57, %59 : tensor<1x1x{h}x{t}x{t}xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %61 = call @_where_0(%60, %55, %cst_7) : (tensor<1x1x{h}x{t}x{t}xi1>, tensor<1x{h}x{t}x1x{t}xf32>, tensor<f32>) -> tensor<1x1x{h}x{t}x{t}xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x{h}x{t}x{t}xf32>, tensor<f32>) -> tensor<1x1x{h}x{t}xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x1x{h}x{t}xf32>) -> tensor<1x1x{h}x{t}x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3, 4] : (tensor<1x1x{h}x{t}x1xf32>) -> tensor<1x1x{h}x{t}x{t}xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<1x1x{h}x{t}x{t}xf32>
    %68 = stablehlo.exponential %67 : tensor<1x1x{h}x{t}x{t}xf32>
    return %68 : tensor<1x1x{h}x{t}x{t}xf32>
  }}
  func.func private @_where_0(%arg0: tensor<1x1x{h}x{t}x{t}xi1>, %arg1: tensor<1x{h}x{t}x1x{t}xf32>, %arg2: tensor<f32>) -> tensor<1x1x{h}x{t}x{t}xf32> {{
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x{h}x{t}x{t}xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<1x{h}x{t}x{t}xf32>) -> tensor<1x1x{h}x{t}x{t}xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<1x{h}x{t}x1x{t}xf32>) -> tensor<1x1x{h}x{t}x{t}xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x1x{h}x{t}x{t}xi1>, tensor<1x1x{h}x{t}x{t}xf32>
    return %3 : tensor<1x1x{h}x{t}x{t}xf32>
  }}
}}"#
        )
    }

    fn rewritten(text: &str) -> (bool, String) {
        let context = crate::hlo_defined::test_context();
        let module = Module::parse(&context, text).expect("parses");
        let mut found = false;
        module.as_operation().walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            found |= is_causal_first_key(op);
            melior::ir::operation::WalkResult::Advance
        });
        assert!(crate::hlo_defined::rewrite_each(module.as_operation(), is_causal_first_key, xla_causal_first_key_native));
        assert!(module.as_operation().verify());
        (found, module.as_operation().to_string())
    }

    #[test]
    fn a_short_causal_row_fuses_its_first_key() {
        for (heads, keys) in [(3, 24), (1, 24), (7, 24), (8, 16), (3, 8), (2, 2)] {
            let (found, out) = rewritten(&scores(heads, keys));
            assert!(found, "{heads} heads, {keys} keys: {out}");
            assert_eq!(out.matches("math.fma").count(), 1, "{out}");
            assert!(out.contains("stablehlo.iota dim = 4"), "{out}");
        }
    }

    #[test]
    fn scores_minus_max_returned_stay_rounded() {
        let text = scores(3, 24).replace("%68 = stablehlo.exponential %67 : tensor<1x1x3x24x24xf32>\n    return %68", "return %67");
        let (found, out) = rewritten(&text);
        assert!(!found && !out.contains("math.fma"), "{out}");
    }

    #[test]
    fn long_rows_and_ynnpack_softmaxes_stay_rounded() {
        for (heads, keys) in [(8, 24), (6, 30), (1, 25), (1, 33), (3, 64), (1, 1)] {
            let (found, out) = rewritten(&scores(heads, keys));
            assert!(!found && !out.contains("math.fma"), "{heads} heads, {keys} keys: {out}");
        }
    }
}
