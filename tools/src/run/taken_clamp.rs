//! `stablehlo.clamp` of f32, bf16 and f64 taken from StableHLO's reference interpreter (issue 39:
//! a third of a small bf16 GPT-NeoX's run time on `--backend ref`, element by element there).
//!
//! The interpreter computes `min(max(operand, min), max)` with the `Element` functions of its
//! `maximum` and `minimum` ops (APFloat's `maximum`/`minimum`: a NaN operand propagates, -0 <
//! +0), a rank-0 bound applying to every element: [`machine::binary`]'s `Max` with the operand
//! on the left, then `Min` with the partial result on the left, the bounds broadcast first.

use super::element_and_shape;
use lpf_lowering::ir_numerics::Element;
use lpf_numerics::kernels::machine::{self, MachineFloat, MachineOp};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

/// The element type of a clamp lpf-run takes: operands and result of one f32, bf16 or f64 type,
/// each bound rank 0 or of the operand's shape.
fn clamp_type(op: OperationRef) -> Option<MachineFloat> {
    if op.operand_count() != 3 || op.result_count() != 1 {
        return None;
    }
    let (min, operand, max, result) = (
        element_and_shape(op.operand(0).ok()?.r#type())?,
        element_and_shape(op.operand(1).ok()?.r#type())?,
        element_and_shape(op.operand(2).ok()?.r#type())?,
        element_and_shape(op.result(0).ok()?.r#type())?,
    );
    let Element::Float(format) = operand.0 else { return None };
    let bound = |b: &(Element, Vec<usize>)| b.0 == operand.0 && (b.1.is_empty() || b.1 == operand.1);
    (bound(&min) && bound(&max) && result == operand).then_some(())?;
    MachineFloat::of(format)
}

/// Whether lpf-run takes the clamp `op`.
pub(super) fn takes(op: OperationRef) -> bool {
    clamp_type(op).is_some()
}

/// Evaluates a taken clamp on the interpreter's bytes (`operands`: min, operand, max).
pub(super) fn evaluate(op: OperationRef, operands: &[&[u8]], out: &mut [u8]) -> Result<(), String> {
    let (Some(ty), [min, operand, max]) = (clamp_type(op), operands) else { return Err("internal error: not a clamp lpf-run takes".into()) };
    let full = |bound: &[u8]| -> Vec<u8> { if bound.len() == operand.len() { bound.to_vec() } else { bound.repeat(operand.len() / ty.bytes()) } };
    let mut partial = vec![0u8; operand.len()];
    machine::binary(MachineOp::Max, ty, operand, &full(min), &mut partial).map_err(|e| format!("internal error: {e}"))?;
    machine::binary(MachineOp::Min, ty, &partial, &full(max), out).map_err(|e| format!("internal error: {e}"))
}

#[cfg(test)]
mod tests {
    use super::super::conv::tests::{both_ways, values, Bits};

    /// Clamps with rank-0 and full bounds, on values, NaNs, infinities and zeros of both signs
    /// (a NaN bound, a NaN operand, min > max), against the interpreter.
    #[test]
    fn clamps_give_the_interpreters_bits() {
        for (ty, size) in [("f32", 4), ("bf16", 2), ("f64", 8)] {
            let program = format!(
                "func.func @main(%lo: tensor<{ty}>, %x: tensor<300x{ty}>, %hi: tensor<300x{ty}>, %l2: tensor<300x{ty}>, %h2: tensor<{ty}>) -> (tensor<300x{ty}>, tensor<300x{ty}>) {{\n  %a = stablehlo.clamp %lo, %x, %hi : (tensor<{ty}>, tensor<300x{ty}>, tensor<300x{ty}>) -> tensor<300x{ty}>\n  %b = stablehlo.clamp %l2, %x, %h2 : (tensor<300x{ty}>, tensor<300x{ty}>, tensor<{ty}>) -> tensor<300x{ty}>\n  return %a, %b : tensor<300x{ty}>, tensor<300x{ty}>\n}}\n"
            );
            for (seed, rate) in [(7u64, 4u64), (11, 2), (13, 1)] {
                let mut bits = Bits(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
                let args: Vec<Vec<u8>> = [1usize, 300, 300, 300, 1].iter().map(|&n| values(&mut bits, n, size, rate)).collect();
                let (want, got, count) = both_ways(&program, &args);
                assert_eq!(count, 2, "{program}");
                for (w, g) in want.iter().zip(&got) {
                    for (i, (a, b)) in w.chunks(size).zip(g.chunks(size)).enumerate() {
                        assert_eq!(a, b, "{ty} element {i}");
                    }
                }
            }
        }
    }
}
