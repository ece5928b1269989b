//! `stablehlo.convolution` taken from StableHLO's reference interpreter (issue 39: a torch-xla
//! ResNet-18 in f32 ran 1014x XLA's time on `--backend ref`, its convolutions element by element).
//!
//! Taken: operands and result of one f32, bf16 or f64 type, static shapes without a zero-size
//! dimension, any dimension numbers, window strides, padding (negative too), lhs and rhs dilation,
//! window reversal and `feature_group_count` (depthwise included), `batch_group_count` 1; computed
//! by `lpf_numerics::kernels::machine_conv` in the interpreter's order (its module docs). Left to
//! the interpreter: other group counts, and a result that lists its feature dimension before its
//! batch dimension (the interpreter fills the result's non-spatial dimensions from its [batch,
//! feature] dot in the result's dimension order, so there it writes other positions than the
//! spec's: not a semantics lpf-run copies).

use super::element_and_shape;
use lpf_lowering::ir_numerics::Element;
use lpf_lowering::raise_stablehlo::conv::{bool_array, i64_array, integer, padding, ConvDims};
use lpf_numerics::kernels::machine::MachineFloat;
use lpf_numerics::kernels::machine_conv::{convolution, MachineConv};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

/// The element type and the shapes of lhs, rhs and result.
type Types = (MachineFloat, [Vec<usize>; 3]);

fn types_of(op: OperationRef) -> Option<Types> {
    if op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let (lhs, rhs, out) = (element_and_shape(op.operand(0).ok()?.r#type())?, element_and_shape(op.operand(1).ok()?.r#type())?, element_and_shape(op.result(0).ok()?.r#type())?);
    let Element::Float(format) = lhs.0 else { return None };
    let ty = MachineFloat::of(format)?;
    (rhs.0 == lhs.0 && out.0 == lhs.0).then_some((ty, [lhs.1, rhs.1, out.1]))
}

/// The convolution `op` as the kernel takes it, or why not.
fn conv_of(op: OperationRef) -> Option<(MachineFloat, MachineConv, [Vec<usize>; 3])> {
    let (ty, shapes) = types_of(op)?;
    let text = op.attribute("dimension_numbers").ok()?.to_string();
    let dims = ConvDims::parse(&text)?;
    let d = dims.lhs.2.len();
    let index = |v: i64| usize::try_from(v).ok();
    let roles = |r: &(i64, i64, Vec<i64>)| -> Option<(usize, usize, Vec<usize>)> { Some((index(r.0)?, index(r.1)?, r.2.iter().map(|&v| index(v)).collect::<Option<_>>()?)) };
    let positive = |values: Vec<i64>| -> Option<Vec<usize>> { values.into_iter().map(|v| index(v).filter(|&v| v >= 1)).collect() };
    let pads = padding(op, d).ok()?;
    if integer(op, "batch_group_count").ok()? != 1 || pads.len() != 2 * d {
        return None;
    }
    let conv = MachineConv {
        lhs: roles(&dims.lhs)?,
        rhs: roles(&dims.rhs)?,
        out: roles(&dims.out)?,
        window_strides: positive(i64_array(op, "window_strides", d, 1).ok()?)?,
        padding: pads.chunks_exact(2).map(|p| (p[0], p[1])).collect(),
        lhs_dilation: positive(i64_array(op, "lhs_dilation", d, 1).ok()?)?,
        rhs_dilation: positive(i64_array(op, "rhs_dilation", d, 1).ok()?)?,
        window_reversal: bool_array(op, "window_reversal", d).ok()?,
        feature_group_count: index(integer(op, "feature_group_count").ok()?)?,
    };
    let [lhs, rhs, out] = &shapes;
    let empty = shapes.iter().any(|s| s.contains(&0));
    (conv.out.0 < conv.out.1 && !empty && conv.check(lhs, rhs, out).is_ok()).then_some((ty, conv, shapes))
}

/// Whether lpf-run takes the convolution `op`.
pub(super) fn takes(op: OperationRef) -> bool {
    conv_of(op).is_some()
}

/// Evaluates a taken convolution on the interpreter's bytes.
pub(super) fn evaluate(op: OperationRef, lhs: &[u8], rhs: &[u8], out: &mut [u8]) -> Result<(), String> {
    let (ty, conv, [lhs_shape, rhs_shape, out_shape]) = conv_of(op).ok_or("internal error: not a convolution lpf-run takes")?;
    convolution(ty, &conv, lhs, &lhs_shape, rhs, &rhs_shape, out, &out_shape).map_err(|e| format!("internal error: {e}"))
}

#[cfg(test)]
#[path = "taken_conv_tests.rs"]
pub(super) mod tests;
