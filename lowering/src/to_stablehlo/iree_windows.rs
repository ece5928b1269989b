//! On IREE only: a `reduce_window` over unsigned integers with padding or base dilation takes
//! them as an explicit `stablehlo.pad` of its inputs by their init values (issue 40).
//!
//! iree-compile 3.13.0 fails on an unsigned `reduce_window` shaped as a cumulative sum (window
//! the whole dimension, padding of one less in front: torch-xla's `cumsum` of the attention
//! mask, `ui8`, in its GPT-2 and Llama exports): "failed to legalize unresolved target
//! materialization from ('ui8') to ('i8') that remained live after conversion" (docs/iree.md,
//! defect 9; signless integers compile). The StableHLO spec defines `reduce_window` on its
//! inputs padded with the init values (`pad(inputs, init_values, padding[:, 0], padding[:, 1],
//! base_dilations - 1)`), so padding them first and reducing with no padding and no base
//! dilation is the same op, body and all, whatever the body computes (unsigned wrap-around
//! included), and IREE compiles it.

use crate::melior_ext::static_dims;
use crate::hlo_defined::Builder;
use crate::hlo_ops::HloOp;
use lpf_dialect::error::LpfError;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, ValueLike};

fn unsigned(ty: Type) -> bool {
    RankedTensorType::try_from(ty).ok().and_then(|t| IntegerType::try_from(t.element()).ok()).is_some_and(|i| i.is_unsigned())
}

/// The integers of an attribute's text before its type (`array<i64: 1, 2>`, `dense<[[0, 0],
/// [15, 0]]> : tensor<2x2xi64>`); a splat `dense<v>` repeated to `count`.
fn integers(text: &str, count: usize) -> Vec<i64> {
    let value = text.split(" : ").next().unwrap_or("");
    let value = value.trim_start_matches("array<i64").trim_start_matches("dense<");
    let numbers: Vec<i64> = value
        .split(|c: char| !(c.is_ascii_digit() || c == '-'))
        .filter(|s| !s.is_empty())
        .filter_map(|s| s.parse().ok())
        .collect();
    if numbers.len() == 1 && count > 1 { vec![numbers[0]; count] } else { numbers }
}

/// An unsigned `reduce_window` of static shapes with nonzero padding or a base dilation.
pub fn is_padded_unsigned_window(op: OperationRef) -> bool {
    if HloOp::of(&op) != Some(HloOp::ReduceWindow) || op.operand_count() < 2 {
        return false;
    }
    let Ok(first) = op.operand(0) else { return false };
    let Some(rank) = static_dims(first.r#type()).map(|s| s.len()) else { return false };
    let inputs = op.operand_count() / 2;
    let all_unsigned = (0..inputs).all(|i| op.operand(i).is_ok_and(|v| unsigned(v.r#type()) && static_dims(v.r#type()).is_some()));
    let padded = op.attribute("padding").is_ok_and(|a| integers(&a.to_string(), 2 * rank).iter().any(|&p| p != 0));
    let dilated = op.attribute("base_dilations").is_ok_and(|a| integers(&a.to_string(), rank).iter().any(|&d| d != 1));
    all_unsigned && (padded || dilated)
}

/// Pads the inputs of a [`is_padded_unsigned_window`] op with their init values (edges and
/// base dilation as the op's) and drops its padding and base dilation, in place.
pub fn pad_explicitly<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let inputs = op.operand_count() / 2;
    let rank = static_dims(op.operand(0)?.r#type()).ok_or("internal error: a reduce_window of a dynamic shape")?.len();
    let padding = op.attribute("padding").map(|a| integers(&a.to_string(), 2 * rank)).unwrap_or_else(|_| vec![0; 2 * rank]);
    let dilations = op.attribute("base_dilations").map(|a| integers(&a.to_string(), rank)).unwrap_or_else(|_| vec![1; rank]);
    if padding.len() != 2 * rank || dilations.len() != rank {
        return Err(LpfError::new("internal error: a reduce_window's padding or base_dilations unread"));
    }
    let b = Builder::new(op);
    let list = |v: &[i64]| v.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(", ");
    let low: Vec<i64> = (0..rank).map(|d| padding[2 * d]).collect();
    let high: Vec<i64> = (0..rank).map(|d| padding[2 * d + 1]).collect();
    let interior: Vec<i64> = dilations.iter().map(|d| d - 1).collect();
    for i in 0..inputs {
        let (x, init) = (op.operand(i)?, op.operand(inputs + i)?);
        let dims = static_dims(x.r#type()).ok_or("internal error: a reduce_window of a dynamic shape")?;
        let padded: Vec<u64> = (0..rank)
            .map(|d| low[d] + high[d] + dims[d] + (dims[d] - 1).max(0) * interior[d])
            .map(|n| u64::try_from(n).map_err(|_| "a reduce_window whose padding leaves a negative size"))
            .collect::<Result<_, _>>()?;
        let element = RankedTensorType::try_from(x.r#type()).map_err(|_| "internal error: not a tensor")?.element();
        let ty: Type = RankedTensorType::new(&padded, element, None).into();
        let attributes = [
            ("edge_padding_low", b.parse(&format!("array<i64: {}>", list(&low)))?),
            ("edge_padding_high", b.parse(&format!("array<i64: {}>", list(&high)))?),
            ("interior_padding", b.parse(&format!("array<i64: {}>", list(&interior)))?),
        ];
        let value = b.op(HloOp::Pad.name(), &[x, init], &attributes, ty)?;
        // SAFETY: `op` is live and `value` (built in front of it) has the type the padded input has.
        unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), i as isize, value.to_raw()) }
    }
    for name in ["padding", "base_dilations"] {
        // SAFETY: `op` is live; a missing attribute is left as it is.
        unsafe { mlir_sys::mlirOperationRemoveAttributeByName(op.to_raw(), melior::StringRef::new(name).to_raw()) };
    }
    Ok(())
}
