//! Putting a generated StableHLO helper function into the module and calling it in place of an
//! lpf op.
//!
//! Each lowering writes its StableHLO as the text of a private function over carrier types
//! ([`super::text`]); here that text is parsed (generic form; the exit's passes load the StableHLO
//! dialect, so the ops are registered and verified as they are parsed), moved into the module
//! once per distinct body (the name is a hash of the text, so equal helpers are shared), and the
//! op becomes `func.call` with `unrealized_conversion_cast`s between the lpf types and the
//! carriers. [`super::structure`] retypes every value to its carrier at the end, which turns
//! those casts into no-ops and removes them.

use lpf_dialect::error::LpfError;
use super::text::Ty;
use crate::ir_numerics::type_info;
use crate::melior_ext::{build, replace_op};
use melior::ir::attribute::{Attribute, FlatSymbolRefAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::RegionLike;
use melior::ir::{OperationRef, Type, Value, ValueLike};
use melior::Context;

/// The carrier tensor type of an lpf value's type: static shape required (XLA compiles static
/// shapes only), scalars as rank-0 tensors.
pub fn carrier_ty<'c>(ty: Type) -> Result<Ty, LpfError<'c>> {
    let info = type_info(ty).ok_or_else(|| format!("type {ty} has no StableHLO carrier"))?;
    let shape = info
        .static_shape()
        .ok_or_else(|| format!("type {ty} has a dynamic dimension; XLA compiles static shapes only"))?;
    let element =
        super::carrier::carrier(info.element).ok_or_else(|| format!("element type of {ty} has no StableHLO carrier"))?;
    Ok(Ty { shape: shape.iter().map(|d| *d as i64).collect(), element })
}

/// The module op that `op` is nested in (the pass's root).
pub(crate) fn enclosing_module<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if parent.name().as_string_ref().as_str() == Ok("builtin.module") {
            return Some(parent);
        }
        current = parent.parent_operation();
    }
    None
}

fn has_symbol(module: OperationRef, name: &str) -> bool {
    let Ok(region) = module.region(0) else { return false };
    let Some(block) = region.first_block() else { return false };
    let mut next = block.first_operation();
    while let Some(op) = next {
        if op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()).is_some_and(|s| s.value() == name) {
            return true;
        }
        next = op.next_in_block();
    }
    false
}

/// The helper's symbol: `kind` and a hash of its text (equal bodies share one function). The
/// hash is FNV-1a, fixed by its definition: `DefaultHasher` may change between Rust versions,
/// which would rename every helper of a lowered module (the fuzz crate avoids it for the same
/// reason).
pub fn helper_name(kind: &str, body: &str) -> String {
    let hash = body.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("__lpf_{kind}_{hash:016x}")
}

/// Parses the helper `text` (`func.func private @name`, then any helpers it calls) and appends
/// each function to `module` unless a symbol of its name is there already.
pub(crate) fn install<'c>(context: &Context, module: OperationRef, name: &str, text: &str) -> Result<(), LpfError<'c>> {
    if has_symbol(module, name) {
        return Ok(());
    }
    let parsed = lpf_dialect::source::parse_module(context, &format!("module {{\n{text}\n}}"))
        .ok_or_else(|| format!("internal error: generated StableHLO for {name} does not parse"))?;
    let target = module.region(0)?.first_block().ok_or("module has no body")?;
    let mut next = parsed.body().first_operation();
    while let Some(func) = next {
        next = func.next_in_block();
        let symbol = func.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
        if symbol.is_some_and(|s| has_symbol(module, &s)) {
            continue;
        }
        // SAFETY: `func` is a live op of `parsed`; after removal it is owned by nobody until the
        // append hands it to the module's block.
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(func.to_raw());
            mlir_sys::mlirBlockAppendOwnedOperation(target.to_raw(), func.to_raw());
        }
    }
    Ok(())
}

/// `builtin.unrealized_conversion_cast` of `value` to `ty`, inserted before `op`.
fn cast<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>, value: Value<'c, 'a>, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    if value.r#type() == ty {
        return Ok(value);
    }
    let block = op.block().ok_or("op outside a block")?;
    let cast = build(context, "builtin.unrealized_conversion_cast", op.location(), &[value], &[], &[ty])?;
    let cast = block.insert_operation_before(op, cast);
    Ok(cast.result(0)?.into())
}

/// The melior type of a carrier.
pub fn parse_ty<'c>(context: &'c Context, ty: &Ty) -> Result<Type<'c>, LpfError<'c>> {
    Type::parse(context, &ty.text()).ok_or_else(|| LpfError::new(format!("internal error: cannot parse type {}", ty.text())))
}

/// Replaces `op` by a call of the helper `text` (named `name`), passing `operands` (lpf-typed
/// values, cast to `arg_tys`) and taking `result_tys` (carriers, cast back to the op's result
/// types).
pub fn replace_with_call<'c, 'a>(
    op: OperationRef<'c, 'a>,
    name: &str,
    text: &str,
    operands: &[Value<'c, 'a>],
    arg_tys: &[Ty],
    result_tys: &[Ty],
) -> Result<(), LpfError<'c>> {
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context: &'c Context = lpf_dialect::context::context_of(op.context());
    let module = enclosing_module(op).ok_or("op outside a module")?;
    install(context, module, name, text)?;
    let mut args = Vec::with_capacity(operands.len());
    for (value, ty) in operands.iter().zip(arg_tys) {
        args.push(cast(context, op, *value, parse_ty(context, ty)?)?);
    }
    let results: Vec<Type> = result_tys.iter().map(|t| parse_ty(context, t)).collect::<Result<_, _>>()?;
    let callee: Attribute = FlatSymbolRefAttribute::new(context, name).into();
    let call = build(context, "func.call", op.location(), &args, &[("callee", callee)], &results)?;
    let block = op.block().ok_or("op outside a block")?;
    let call = block.insert_operation_before(op, call);
    // The call computes the op's value: it carries the op's sharding (and other dialect
    // attributes) for XLA's partitioner.
    crate::melior_ext::inherit_discardable(op, &call);
    let mut replacements = Vec::with_capacity(results.len());
    for index in 0..results.len() {
        let value: Value = call.result(index)?.into();
        let original = op.result(index)?.r#type();
        replacements.push(cast(context, op, value, original)?);
    }
    replace_op(op, &replacements);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::helper_name;

    /// Names do not depend on the Rust version: FNV-1a's published test vectors ("" and "a",
    /// "foobar").
    #[test]
    fn helper_names_are_stable() {
        assert_eq!(helper_name("dot", ""), "__lpf_dot_cbf29ce484222325");
        assert_eq!(helper_name("dot", "a"), "__lpf_dot_af63dc4c8601ec8c");
        assert_eq!(helper_name("encode", "foobar"), "__lpf_encode_85944171f73967e8");
    }
}
