//! `stablehlo.rng_bit_generator` with a signed (or signless) integer output, as unsigned bits and
//! a `stablehlo.bitcast_convert` back. XLA's RngBitGenerator yields unsigned bits and its import
//! makes such an output `u32`: used directly it stays equal to what StableHLO says, but passed
//! to a call (the helper an lpf op becomes, e.g. a stochastic convert's random bits) it no
//! longer matches the call's `s32` parameter and XLA refuses the module ("Call parameter must
//! match argument", located in a temporary file). The bits are the same either way: XLA
//! computes the unsigned words and the bitcast reinterprets them, as the LLVM exit does.

use crate::hlo_ops::HloOp;
use crate::melior_ext::{build, with_element_type};
use lpf_dialect::error::LpfError;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{OperationRef, Type, ValueLike};
use melior::Context;

const RNG: &str = "stablehlo.rng_bit_generator";

/// The unsigned tensor type of the same shape and width as `ty`, when `ty` is a ranked tensor
/// of signed or signless integers.
fn unsigned_twin<'c>(context: &'c Context, ty: Type<'c>) -> Option<Type<'c>> {
    let element = RankedTensorType::try_from(ty).ok()?.element();
    let integer = IntegerType::try_from(element).ok()?;
    if integer.is_unsigned() {
        return None;
    }
    with_element_type(ty, IntegerType::unsigned(context, integer.width()).into())
}

/// Rewrites one generator's output (result 1) as described above.
fn to_unsigned<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let output = op.result(1)?;
    let signed = output.r#type();
    let Some(unsigned) = unsigned_twin(context, signed) else { return Ok(()) };
    let bitcast = build(context, HloOp::BitcastConvert.name(), op.location(), &[output.into()], &[], &[signed])?;
    let block = op.block().ok_or("an op outside a block")?;
    let bitcast = block.insert_operation_after(op, bitcast);
    let bits = bitcast.result(0)?;
    // SAFETY: live values of one context; the bitcast keeps reading the generator's output,
    // every other use reads the bitcast, whose type is the output's old type.
    unsafe {
        mlir_sys::mlirValueSetType(output.to_raw(), unsigned.to_raw());
        let except = [bitcast.to_raw()];
        mlir_sys::mlirValueReplaceAllUsesExcept(output.to_raw(), bits.to_raw(), 1, except.as_ptr() as *mut _);
    }
    Ok(())
}

/// Every generator with a signed output under `root`; false (after located errors) if one
/// could not be rewritten.
pub fn apply(root: OperationRef) -> bool {
    // The rewrite adds an op after the generator and erases nothing.
    crate::hlo_defined::rewrite_each(
        root,
        |op| op.name().as_string_ref().as_str() == Ok(RNG),
        |op| to_unsigned(op).map_err(|error| error.context("cannot lower to StableHLO: ")),
    )
}
