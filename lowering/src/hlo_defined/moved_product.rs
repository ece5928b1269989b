//! An f32 product reshaped before an add or subtract reads it, as XLA CPU computes it: a
//! reshape is a bitcast in XLA's fused loop, so LLVM contracts the product into the add as it
//! does one read directly ([`super::fused_multiply_add`]). Measured (jaxlib 0.10.2, Intel Xeon
//! with AVX-512, `xla_allow_excess_precision=false`): an RMSNorm's `mean(x * x) + eps` as jax
//! writes it (the sum times 1 / n, reshaped to `[rows, 1]`, plus the broadcast `eps`) and
//! `(s * c).reshape(-1, 1) + eps` gave `fma(s, c, eps)` on every element (the twice-rounded sum
//! on 76% of 4096); f32 flax models compute their RMSNorm so (a flax MLP's outputs: 94% -> 100%).
//! A product *broadcast* into the add is not fused: XLA's loop reads the broadcast product once
//! per row, outside the loop over the row, where LLVM no longer sees the add (the twice-rounded
//! sum on 100% of six shapes, inner, outer and middle broadcasts, add and subtract: a LayerNorm's
//! `x - mean`).
//!
//! Rewritten, for a chain of reshapes (each used once, in one block) from a `multiply` used only
//! by the chain to an f32 `add` or `subtract`, as the product of the reshaped factors: the same
//! bits (moving elements commutes with an element-wise product), which the fused multiply-add
//! rule then takes. A product with other uses is left as it is (where XLA fuses one is
//! [`super::fused_multiply_add`]'s question, asked of products read directly).

use super::fused_multiply_add::{users, ROUNDED_PRODUCT};
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// The longest chain of reshapes looked through (a norm's is one).
const MOST_RESHAPES: usize = 8;

/// A product moved into an add: the multiply, and the reshapes from it to the add, in order.
struct Moved<'c, 'a> {
    multiply: OperationRef<'c, 'a>,
    reshapes: Vec<OperationRef<'c, 'a>>,
}

fn is_reshape(op: &OperationRef) -> bool {
    HloOp::of(op) == Some(HloOp::Reshape)
}

fn is_f32(v: Value) -> bool {
    RankedTensorType::try_from(v.r#type()).ok().and_then(|t| format_of(t.element())) == Some(Format::F32) && has_static_shape(v.r#type())
}

/// The only user of `v`, if it has exactly one use.
fn only_user<'c, 'a>(v: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let found = users(v);
    (found.len() == 1).then(|| found[0])
}

/// `op` (the last reshape) as the end of a moved product ([`Moved`]).
fn moved<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Moved<'c, 'a>> {
    if !is_reshape(&op) || op.result_count() != 1 || !is_f32(op.result(0).ok()?.into()) {
        return None;
    }
    let same_block = |other: &OperationRef| other.block().map(|b| b.to_raw().ptr) == op.block().map(|b| b.to_raw().ptr);
    let user = only_user(op.result(0).ok()?.into())?;
    if !matches!(HloOp::of(&user), Some(HloOp::Add | HloOp::Subtract)) || !same_block(&user) {
        return None;
    }
    let mut reshapes = vec![op];
    let mut next = op;
    loop {
        let operand = next.operand(0).ok()?;
        let producer = OperationResult::try_from(operand).ok()?.owner();
        if !same_block(&producer) || only_user(operand)?.to_raw().ptr != next.to_raw().ptr {
            return None;
        }
        if is_reshape(&producer) && reshapes.len() < MOST_RESHAPES {
            reshapes.push(producer);
            next = producer;
            continue;
        }
        // A product XLA computes in the fused loop: not one of constants (folded, rounded,
        // before fusion: super::folded_by_xla), nor one a rewrite marked rounded.
        let product = HloOp::of(&producer) == Some(HloOp::Multiply)
            && producer.operand_count() == 2
            && producer.operands().all(|v| v.r#type() == operand.r#type())
            && producer.attribute(ROUNDED_PRODUCT).is_err()
            && !super::folded_by_xla(producer);
        reshapes.reverse();
        return product.then_some(Moved { multiply: producer, reshapes });
    }
}

/// Whether `op` is a reshape that reshapes a product into an f32 add or subtract
/// (what [`xla_moved_product`] rewrites).
pub fn is_moved_product(op: OperationRef) -> bool {
    moved(op).is_some()
}

/// Rewrites a moved product ([`is_moved_product`]) as the product of its reshaped factors, which
/// [`super::xla_fused_multiply_add`] and its forms then fuse into the add; the multiply and the
/// reshapes, left unused, are erased.
pub fn xla_moved_product<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let Moved { multiply, reshapes } = moved(op).ok_or("internal error: not a moved product")?;
    let b = Builder::new(op);
    let mut factors = [multiply.operand(0)?, multiply.operand(1)?];
    for step in &reshapes {
        let ty = step.result(0)?.r#type();
        for factor in &mut factors {
            *factor = b.hlo(HloOp::Reshape, &[*factor], ty)?;
        }
    }
    let product = b.hlo(HloOp::Multiply, &factors, op.result(0)?.r#type())?;
    replace_op(op, &[product]);
    // The earlier reshapes and the multiply, each used only by the next, now unused.
    for dead in reshapes[..reshapes.len() - 1].iter().rev().chain(std::iter::once(&multiply)) {
        // SAFETY: an op whose only user was destroyed just before it; nothing else holds it.
        unsafe { mlir_sys::mlirOperationDestroy(dead.to_raw()) };
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    fn rewritten(text: &str) -> String {
        let context = crate::hlo_defined::test_context();
        let module = Module::parse(&context, text).expect("parses");
        assert!(crate::hlo_defined::rewrite_each(module.as_operation(), is_moved_product, xla_moved_product));
        assert!(crate::hlo_defined::rewrite_each(module.as_operation(), crate::hlo_defined::is_fused_multiply_add, crate::hlo_defined::xla_fused_multiply_add_native));
        assert!(module.as_operation().verify());
        module.as_operation().to_string()
    }

    #[test]
    fn a_mean_reshaped_into_an_add_is_fused() {
        let out = rewritten(
            r#"func.func @f(%s: tensor<16xf32>, %eps: tensor<16x1x1xf32>) -> tensor<16x1x1xf32> {
  %m = stablehlo.multiply %s, %s : tensor<16xf32>
  %r = stablehlo.reshape %m : (tensor<16xf32>) -> tensor<16x1xf32>
  %r2 = stablehlo.reshape %r : (tensor<16x1xf32>) -> tensor<16x1x1xf32>
  %a = stablehlo.add %eps, %r2 : tensor<16x1x1xf32>
  return %a : tensor<16x1x1xf32>
}"#,
        );
        assert!(out.contains("math.fma"), "{out}");
        assert_eq!(out.matches("stablehlo.multiply").count(), 0, "{out}");
    }

    #[test]
    fn a_product_broadcast_into_an_add_stays_rounded() {
        let out = rewritten(
            r#"func.func @f(%s: tensor<16xf32>, %x: tensor<16x96xf32>) -> tensor<16x96xf32> {
  %m = stablehlo.multiply %s, %s : tensor<16xf32>
  %r = stablehlo.reshape %m : (tensor<16xf32>) -> tensor<16x1xf32>
  %b = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x96xf32>
  %a = stablehlo.subtract %x, %b : tensor<16x96xf32>
  return %a : tensor<16x96xf32>
}"#,
        );
        assert!(!out.contains("math.fma"), "{out}");
    }

    #[test]
    fn a_product_with_another_use_or_of_constants_stays() {
        let out = rewritten(
            r#"func.func @f(%s: tensor<16xf32>, %e: tensor<16x1xf32>) -> (tensor<16x1xf32>, tensor<16xf32>, tensor<16x1xf32>) {
  %m = stablehlo.multiply %s, %s : tensor<16xf32>
  %r = stablehlo.reshape %m : (tensor<16xf32>) -> tensor<16x1xf32>
  %a = stablehlo.add %r, %e : tensor<16x1xf32>
  %c = stablehlo.constant dense<3.000000e+00> : tensor<16xf32>
  %k = stablehlo.multiply %c, %c : tensor<16xf32>
  %kr = stablehlo.reshape %k : (tensor<16xf32>) -> tensor<16x1xf32>
  %ka = stablehlo.add %kr, %e : tensor<16x1xf32>
  return %a, %m, %ka : tensor<16x1xf32>, tensor<16xf32>, tensor<16x1xf32>
}"#,
        );
        assert!(!out.contains("math.fma"), "{out}");
        assert_eq!(out.matches("stablehlo.multiply").count(), 2, "{out}");
    }
}
