//! Block-scaled matmuls (MX, NVFP4) as JAX emits them -> `lpf.scaled_dot`.
//!
//! `jax.nn.scaled_matmul` / `scaled_dot_general` have no CPU lowering in jax 0.10.2; lowered for
//! cuda they give `stablehlo.custom_call @__op$block_scaled_dot(lhs, rhs, lhs_scale, rhs_scale)`
//! with `lhs [B, M, K]`, `rhs [B, N, K]` (contracting dimension last on both sides), scales
//! `[B, M, K/block]` / `[B, N, K/block]`, batch dimension 0 and a `dequantize_type` in its
//! backend config. Its meaning (XLA's GPU block-scaling rewrite, and the cuDNN kernel within
//! the ordering freedom of a dot): each element times its block's scale in the dequantize type,
//! then a dot accumulated in f32. With an f32 result that is `lpf.scaled_dot ... acc(f32)`
//! (SFEP-0054 §3.6's block-scaled contraction) up to the summation order, the same contract as
//! a raised `dot_general`. lpf.scaled_dot wants `rhs [B, K, N]`, so the rhs and its scales go
//! through a `stablehlo.transpose` (an exact data movement) first.
//!
//! Left with a remark: a bf16/f16 result (the kernel's rounding of the f32 sum into it is not
//! stated), other batch dimensions, and `composite "xla.scaled_dot"` ([`composite_left`]). JAX's
//! quantisation in front of the custom call (reduce-max, a division by the element maximum,
//! bit shifts, a bitcast to E8M0) stays StableHLO: see [`super::xla::LOW_PRECISION_BITCAST`].

use lpf_dialect::ops::LpfOp;
use super::xla::element_format;
use super::{name, Outcome};
use crate::melior_ext::{build, i64_attr, replace_op, type_attr};
use lpf_numerics::Format;
use lpf_dialect::error::LpfError;
use melior::ir::attribute::StringAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};
use melior::Context;

/// The custom call's target name for a block-scaled dot.
pub const BLOCK_SCALED_DOT: &str = "__op$block_scaled_dot";

/// `stablehlo.custom_call`: raises `@__op$block_scaled_dot`; other targets are not this pass's.
pub fn raise_custom_call(op: OperationRef) -> Outcome {
    let target = op
        .attribute("call_target_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .unwrap_or_default();
    if target != BLOCK_SCALED_DOT {
        return Outcome::NotLowPrecision;
    }
    match plan(op) {
        Ok(plan) => rewrite(op, plan),
        Err(reason) => Outcome::Left(reason.to_string()),
    }
}

/// `stablehlo.composite "xla.scaled_dot"` (what `jax.lax.scaled_dot` emits): left as it is. XLA
/// CPU runs its decomposition, which jax 0.10.2 writes in bf16 (elements times scales in bf16,
/// a bf16 `dot_general`): XLA's bf16 dot sums in an order of its own, so replacing it by
/// `lpf.scaled_dot`'s f32 lowering would change the bits. The decomposition's ops are raised
/// one by one where they can be (the dot by [`super::dot`]).
pub fn composite_left(op: OperationRef) -> Outcome {
    let composite = op.attribute("name").map(|a| a.to_string()).unwrap_or_default();
    if composite != "\"xla.scaled_dot\"" {
        return Outcome::NotLowPrecision;
    }
    Outcome::Left(
        "XLA CPU runs this composite's decomposition, which jax writes as a bf16 multiply and a bf16 dot_general \
         (XLA's bf16 dot sums in an order of its own), so lpf.scaled_dot's f32 lowering would change the bits; \
         the composite stays, its decomposition is raised where it can be"
            .into(),
    )
}

/// What the rewrite needs, read off a block-scaled custom call that passed every check.
struct Plan {
    block: i64,
}

/// The static shape of a ranked tensor type.
fn shape(ty: Type) -> Option<Vec<u64>> {
    let ranked = RankedTensorType::try_from(ty).ok()?;
    (0..ranked.rank())
        .map(|i| match ranked.dim_size(i).ok()? {
            DimSize::Static(d) => Some(d),
            DimSize::Dynamic => None,
        })
        .collect()
}

fn plan<'c>(op: OperationRef) -> Result<Plan, LpfError<'c>> {
    if op.operand_count() != 4 || op.result_count() != 1 {
        return Err(LpfError::from(format!("{BLOCK_SCALED_DOT} with {} operands (lhs, rhs and two scales expected)", op.operand_count())));
    }
    let types: Vec<Type> = (0..4).filter_map(|i| op.operand(i).ok().map(|v| v.r#type())).collect();
    let result = op.result(0)?.r#type();
    let config = op.attribute("backend_config").map(|a| a.to_string()).unwrap_or_default();
    let compact: String = config.chars().filter(|c| !c.is_whitespace()).collect();
    let batch_zero = compact.contains(r#"\22lhs_batch_dimensions\22:[0]"#) && compact.contains(r#"\22rhs_batch_dimensions\22:[0]"#);
    if !batch_zero {
        return Err(LpfError::from(format!("backend_config {config} does not say batch dimension 0 on both sides")));
    }
    if element_format(result) != Some(Format::F32) || !compact.contains(r#"\22dequantize_type\22:\22F32\22"#) {
        return Err(LpfError::from(format!(
            "the result is {result}: the kernel's rounding of its f32 sum into a narrower result is not stated; \
             an f32 result (preferred_element_type=float32) is raised"
        )));
    }
    let [lhs, rhs, lhs_scale, rhs_scale] = [0, 1, 2, 3].map(|i| shape(types[i]));
    let (Some(lhs), Some(rhs), Some(lhs_scale), Some(rhs_scale)) = (lhs, rhs, lhs_scale, rhs_scale) else {
        return Err(LpfError::from("operands that are not statically shaped tensors"));
    };
    let rank3 = [&lhs, &rhs, &lhs_scale, &rhs_scale].iter().all(|s| s.len() == 3);
    if !rank3 || lhs[0] != rhs[0] || lhs[2] != rhs[2] || lhs_scale[..2] != lhs[..2] || rhs_scale[..2] != rhs[..2] || lhs_scale[2] != rhs_scale[2] {
        return Err(LpfError::from("shapes are not lhs [B, M, K], rhs [B, N, K], scales [B, M, K/block], [B, N, K/block]"));
    }
    let (k, blocks) = (lhs[2], lhs_scale[2]);
    if blocks == 0 || k % blocks != 0 {
        return Err(LpfError::from(format!("K = {k} is not a whole number of {blocks} blocks")));
    }
    let [lf, rf, lsf, rsf] = [0, 1, 2, 3].map(|i| element_format(types[i]));
    let element_ok = |f: Option<Format>| {
        matches!(f, Some(Format::F8E4M3FN | Format::F8E5M2 | Format::F6E2M3FN | Format::F6E3M2FN | Format::F4E2M1FN))
    };
    let scales_ok = lsf == rsf && matches!(lsf, Some(Format::F8E8M0FNU | Format::F8E4M3FN));
    if !(element_ok(lf) && element_ok(rf) && scales_ok) {
        return Err(LpfError::from(format!(
            "element types {} x {} with scales {} x {} are not an MX (E8M0 scales) or NVFP4 (E4M3 scales) pair",
            types[0], types[1], types[2], types[3]
        )));
    }
    Ok(Plan { block: (k / blocks) as i64 })
}

fn context<'c>(op: OperationRef<'c, '_>) -> &'c Context {
    // SAFETY: the context outlives the pass run that hands us `op`.
    lpf_dialect::context::context_of(op.context())
}

/// `[B, N, K] -> [B, K, N]` as a `stablehlo.transpose` in front of `op`.
fn transposed<'c, 'a>(op: OperationRef<'c, 'a>, value: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    super::insert_transpose(op, value, &[0, 2, 1])
}

fn rewrite(op: OperationRef, plan: Plan) -> Outcome {
    let built = (|| -> Result<(), LpfError> {
        let operand = |i| op.operand(i).map_err(LpfError::from);
        let (lhs, rhs, lhs_scale, rhs_scale) = (operand(0)?, operand(1)?, operand(2)?, operand(3)?);
        let rhs_t = transposed(op, rhs)?;
        let rhs_scale_t = transposed(op, rhs_scale)?;
        let context = context(op);
        let result = op.result(0)?.r#type();
        let attributes = [("block", i64_attr(context, plan.block)), ("acc", type_attr(Type::float32(context)))];
        let new = build(context, LpfOp::ScaledDot.name(), op.location(), &[lhs, lhs_scale, rhs_t, rhs_scale_t], &attributes, &[result])?;
        super::inherit_discardable(op, &new);
        let block = op.block().ok_or("an op outside a block")?;
        let new = block.insert_operation_before(op, new);
        replace_op(op, &[new.result(0)?.into()]);
        Ok(())
    })();
    match built {
        Ok(()) => Outcome::Raised,
        Err(error) => Outcome::Left(format!("{} could not be rebuilt: {error}", name(op))),
    }
}
