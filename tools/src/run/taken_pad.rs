//! `stablehlo.pad` taken from StableHLO's reference interpreter (issue 39: the sums that ref's
//! rewrite pads to runs of 32 made `pad` about 15% of an f32 GPT-NeoX's call there, its
//! `padOp` setting one element at a time by a multi-index): data movement, which never looks
//! inside an element, for elements of 1 byte (i1) or 8 to 64 bits; edge padding of either sign
//! (negative crops) and interior padding; the padding value is the 0-d second operand.
//! Computed by `lpf_numerics::kernels::layout::pad` (runs of bytes, not elements).

use super::{bytes_of, element_and_shape};
use lpf_lowering::ir_numerics::Element;
use lpf_lowering::raise_stablehlo::conv::i64_array;
use lpf_numerics::kernels::layout;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

/// What a taken pad needs: element bytes, operand and result shapes, and low, high and
/// interior padding.
struct Pad {
    size: usize,
    from: Vec<usize>,
    to: Vec<usize>,
    low: Vec<i64>,
    high: Vec<i64>,
    interior: Vec<usize>,
}

fn pad_of(op: OperationRef) -> Option<Pad> {
    if op.operand_count() != 2 || op.result_count() != 1 {
        return None;
    }
    let (operand, value, result) = (element_and_shape(op.operand(0).ok()?.r#type())?, element_and_shape(op.operand(1).ok()?.r#type())?, element_and_shape(op.result(0).ok()?.r#type())?);
    let bits = match operand.0 {
        Element::Float(format) => format.params().bits,
        Element::Int(int) => int.bits,
    };
    // i2 and i4 sit in a byte whose other bits the interpreter rewrites on a copy: left to it.
    if value.0 != operand.0 || result.0 != operand.0 || !value.1.is_empty() || ![1, 8, 16, 32, 64].contains(&bits) {
        return None;
    }
    let rank = operand.1.len();
    for name in ["edge_padding_low", "edge_padding_high", "interior_padding"] {
        op.attribute(name).ok()?;
    }
    let (low, high) = (i64_array(op, "edge_padding_low", rank, 0).ok()?, i64_array(op, "edge_padding_high", rank, 0).ok()?);
    let interior = i64_array(op, "interior_padding", rank, 0).ok()?.into_iter().map(|v| usize::try_from(v).ok()).collect::<Option<Vec<_>>>()?;
    Some(Pad { size: bytes_of(operand.0), from: operand.1, to: result.1, low, high, interior })
}

/// Whether lpf-run takes the pad `op`.
pub(super) fn takes(op: OperationRef) -> bool {
    pad_of(op).is_some()
}

/// Evaluates a taken pad on the interpreter's bytes (`operand`, `value`: the padding value).
pub(super) fn evaluate(op: OperationRef, operand: &[u8], value: &[u8], out: &mut [u8]) -> Result<(), String> {
    let pad = pad_of(op).ok_or("internal error: not a pad lpf-run takes")?;
    layout::pad(operand, pad.size, &pad.from, value, &pad.low, &pad.high, &pad.interior, &pad.to, out).map_err(|e| format!("internal error: {e}"))
}
