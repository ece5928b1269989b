//! An f32 `exponential`, `log`, `tanh` or `rsqrt` of a value computed from constants alone (a
//! closed-over BatchNorm's `rsqrt(var + eps)`, `exp` of a closed-over array) as XLA computes it.
//! XLA's constant folding evaluates such an op when it compiles: through the C library in f64,
//! rounded once to f32, the value StableHLO's reference interpreter (and so `--backend ref`)
//! computes as well, not XLA's run-time formulas ([`super::xla_math`] and [`super::xla_rsqrt`]
//! leave such ops alone: [`super::folded_by_xla`]). The LLVM exit computed them with its own f32
//! lowering (upstream's polynomials, `rsqrt` as an f32 square root and division): measured
//! (jaxlib 0.10.2, Intel Xeon, a [32] array N(0, 1) + 0.5 closed over) 64-91% of XLA's bits,
//! 1-2 ulps off, and an f32 `nnx.BatchNorm` with its statistics closed over 87%. Rewritten for
//! the LLVM exit as the f64 function of the widened value, rounded once (`convert` to f64, the
//! op on f64, `convert` back), which the exit lowers to the C library's f64 function; bf16 and
//! f16 functions are tables of that f64 function rounded once already (`math_tables`).

use super::Builder;
use crate::hlo_ops::HloOp;
use crate::melior_ext::{has_static_shape, replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::r#type::TypeLike;
use melior::ir::{OperationRef, Type, ValueLike};

/// The functions the interpreter (and XLA's folding) computes in f64 through the C library.
const FOLDED: [HloOp; 4] = [HloOp::Exponential, HloOp::Log, HloOp::Tanh, HloOp::Rsqrt];

/// Whether `op` is an f32 function of constants alone that this module rewrites.
pub fn is_folded_function(op: OperationRef) -> bool {
    let Some(function) = HloOp::of(&op) else { return false };
    let f32_tensor = |ty: Type| RankedTensorType::try_from(ty).is_ok_and(|t| melior::ir::r#type::ShapedTypeLike::element(&t).is_f32()) && has_static_shape(ty);
    FOLDED.contains(&function)
        && op.operand_count() == 1
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| f32_tensor(r.r#type()))
        && op.operand(0).is_ok_and(|v| f32_tensor(v.r#type()))
        && super::folded_by_xla(op)
}

/// Rewrites `op` ([`is_folded_function`]) as the same function on f64, rounded once.
pub fn folded_function_in_f64<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let function = HloOp::of(&op).ok_or("internal error: not a StableHLO function")?;
    let (x, ty) = (op.operand(0)?, op.result(0)?.r#type());
    let b = Builder::new(op);
    let f64_type = with_element_type(ty, melior::ir::r#type::Type::float64(b.context)).ok_or("internal error: not a tensor")?;
    let wide = b.hlo(HloOp::Convert, &[x], f64_type)?;
    let value = b.hlo(function, &[wide], f64_type)?;
    let rounded = b.hlo(HloOp::Convert, &[value], ty)?;
    replace_op(op, &[rounded]);
    Ok(())
}
