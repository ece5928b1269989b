//! `chlo.top_k` (`jax.lax.top_k`, torch's `topk`) of a float tensor and a small k as k rounds
//! of a maximum over the last dimension instead of a whole sort: on the LLVM exit for speed, on
//! the IREE exit for the order (IREE's own top_k ranks NaNs below +inf: docs/iree.md, defect
//! 10).
//!
//! CHLO's legalisation makes top_k a stable sort of (value, index) descending under TOTALORDER,
//! then a slice of the first k: the k greatest values in total order (-NaN < -inf < .. < -0 <
//! +0 < .. < +inf < +NaN, each NaN by its payload), equal values by ascending index. On the LLVM
//! exit that sort is a bitonic network over the padded dimension (`to_llvm/foreign/sort.rs`: 55
//! whole-tensor steps for 1024 values), 220-500x jax.jit's time for a top 5. The same k values
//! are the maxima of one i64 per element: the value's total-order key (its bits, the magnitude
//! bits flipped when negative: an ordered signed integer) in the high 32 bits, `2^32 - 1 -
//! index` in the low ones (the lower index the greater: ties go to it). The keys are distinct, so each
//! round's maximum is one element, which the next round masks with i64's minimum (below every
//! key: the lowest key's low half is never 0). The value comes back from the key's high half
//! bit for bit (NaN payloads too), the index from its low half: 2k passes over the values.
//!
//! Only where k is at most [`MAX_ROUNDS`] (the network's 55 steps over 1024 values took 20x the
//! time of 32 rounds: each step is several passes), on static shapes of f32, f16 or bf16.

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::melior_ext::{replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// The largest k rewritten as rounds (each round a few ops: the program grows with k).
const MAX_ROUNDS: i64 = 64;

/// The operand's bit width, the row length and k of a top_k this module rewrites.
fn rounds_of(op: OperationRef) -> Option<(u32, i64)> {
    if op.name().as_string_ref().as_str() != Ok("chlo.top_k") || op.operand_count() != 1 || op.result_count() != 2 {
        return None;
    }
    let input = op.operand(0).ok()?.r#type();
    let shape = static_dims(input)?;
    static_dims(op.result(0).ok()?.r#type())?;
    let element = RankedTensorType::try_from(input).ok()?.element();
    let width = match crate::ir_numerics::format_of(element)? {
        Format::F32 => 32,
        Format::F16 | Format::BF16 => 16,
        _ => return None,
    };
    let k = IntegerAttribute::try_from(op.attribute("k").ok()?).ok()?.value();
    let n = *shape.last()?;
    (k >= 1 && k <= MAX_ROUNDS && k <= n && n < i64::from(u32::MAX) && shape.iter().all(|&d| d > 0)).then_some((width, k))
}

/// Rewrites every `chlo.top_k` of `root` this module takes (module doc); false if one failed
/// (emitted at it).
pub fn top_ks_as_rounds(root: OperationRef) -> bool {
    let ops: Vec<_> = crate::to_llvm::foreign::ops_named(root, "chlo.top_k");
    let mut ok = true;
    for raw in ops {
        // SAFETY: collected above; each rewrite replaces only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let Some((width, k)) = rounds_of(op) else { continue };
        // Loaded before the first StableHLO op is built: a program of CHLO ops alone has not
        // (an op of a dialect loaded after it was built keeps a stale name).
        lpf_dialect::context::context_of(op.context()).get_or_load_dialect("stablehlo");
        if let Err(error) = rewrite(op, width, k) {
            error.emit(op.location());
            ok = false;
        }
    }
    ok
}

fn rewrite<'c, 'a>(op: OperationRef<'c, 'a>, width: u32, k: i64) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let x = op.operand(0)?;
    let value_type = x.r#type();
    let shape = static_dims(value_type).ok_or("internal error: a dynamic top_k")?;
    let element = RankedTensorType::try_from(value_type).map_err(|_| "internal error: not a tensor")?.element();
    let last = shape.len() - 1;
    let rows = &shape[..last];
    let bits: Type = IntegerType::new(b.context, width).into();
    let wide: Type = IntegerType::new(b.context, 64).into();
    let bits_type = b.tensor(&shape, bits);
    let wide_type = b.tensor(&shape, wide);
    // The total-order key of a value's bits (and back: the map is its own inverse).
    let magnitude = (1u64 << (width - 1)) - 1;
    let order_key = |v: Value<'c, 'a>, ty: Type<'c>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let sign = b.hlo(HloOp::ShiftRightArithmetic, &[v, b.splat(&(width - 1).to_string(), ty)?], ty)?;
        let flip = b.hlo(HloOp::And, &[sign, b.splat(&magnitude.to_string(), ty)?], ty)?;
        b.hlo(HloOp::Xor, &[v, flip], ty)
    };
    let key = order_key(b.hlo(HloOp::BitcastConvert, &[x], bits_type)?, bits_type)?;
    let key = b.hlo(HloOp::Convert, &[key], wide_type)?;
    let high = b.hlo(HloOp::ShiftLeft, &[key, b.splat("32", wide_type)?], wide_type)?;
    let index = b.op(HloOp::Iota.name(), &[], &[("iota_dimension", IntegerAttribute::new(wide, last as i64).into())], wide_type)?;
    let low_ones = b.splat(&u32::MAX.to_string(), wide_type)?;
    let low = b.hlo(HloOp::Subtract, &[low_ones, index], wide_type)?;
    let mut packed = b.hlo(HloOp::Or, &[high, low], wide_type)?;
    let minimum = i64::MIN.to_string();
    let row_type = b.tensor(rows, wide);
    let mut one_wide = rows.to_vec();
    one_wide.push(1);
    let mut maxima = Vec::new();
    for round in 0..k {
        let maximum = b.reduce(packed, &[last as i64], HloOp::Maximum, &minimum, row_type)?;
        if round + 1 < k {
            let spread = b.op(HloOp::BroadcastInDim.name(), &[maximum], &[("broadcast_dimensions", b.array(&(0..last as i64).collect::<Vec<_>>()))], wide_type)?;
            let taken = b.compare("EQ", None, packed, spread)?;
            packed = b.select(taken, b.splat(&minimum, wide_type)?, packed)?;
        }
        maxima.push(b.hlo(HloOp::Reshape, &[maximum], b.tensor(&one_wide, wide))?);
    }
    let mut out_shape = rows.to_vec();
    out_shape.push(k);
    let out_wide = b.tensor(&out_shape, wide);
    let dimension = IntegerAttribute::new(wide, last as i64).into();
    let top = if maxima.len() == 1 { maxima[0] } else { b.op(HloOp::Concatenate.name(), &maxima, &[("dimension", dimension)], out_wide)? };
    let low = b.hlo(HloOp::And, &[top, b.splat(&u32::MAX.to_string(), out_wide)?], out_wide)?;
    let index = b.hlo(HloOp::Subtract, &[b.splat(&u32::MAX.to_string(), out_wide)?, low], out_wide)?;
    let indices = b.hlo(HloOp::Convert, &[index], op.result(1)?.r#type())?;
    let out_bits = b.tensor(&out_shape, bits);
    let key = b.hlo(HloOp::ShiftRightArithmetic, &[top, b.splat("32", out_wide)?], out_wide)?;
    let key = b.hlo(HloOp::Convert, &[key], out_bits)?;
    let values = b.hlo(HloOp::BitcastConvert, &[order_key(key, out_bits)?], b.tensor(&out_shape, element))?;
    replace_op(op, &[values, indices]);
    Ok(())
}
