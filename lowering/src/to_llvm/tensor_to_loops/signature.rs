//! The function-signature half of `lpf-tensor-to-loops` ([`super`]): which buffer each argument
//! and result travels in, and the function's new signature once its body is lowered. Arguments
//! become memrefs (a scalar a rank-0 memref); results become out-parameter memrefs appended to
//! the arguments (a dynamically shaped result: a descriptor the function fills,
//! [`crate::to_llvm::returned`]); the results' attributes move to those parameters; public
//! functions get MLIR's C interface (`llvm.emit_c_interface`). The per-op loops that fill the new
//! body stay in `tensor_to_loops.rs`.

use crate::ir_numerics;
use crate::melior_ext::set_attribute;
use crate::to_llvm::builders::loops::{dims_of, element_of, memref_type};
use crate::to_llvm::returned;
use lpf_dialect::error::LpfError;
use melior::Context;
use melior::ir::attribute::{Attribute, StringAttribute, TypeAttribute};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::FunctionType;
use melior::ir::{Block, BlockRef, OperationRef, RegionLike, RegionRef, Type, TypeLike};

type Lowered<'c, T> = Result<T, LpfError<'c>>;

/// A function's signature in buffers.
pub(super) struct Buffered<'c> {
    /// The original argument and result types.
    pub inputs: Vec<Type<'c>>,
    pub results: Vec<Type<'c>>,
    /// The new block's arguments: the inputs' buffers, then one out-parameter per result.
    pub arg_types: Vec<Type<'c>>,
}

/// The buffers of function type `ty` (an E0915 error for a type the exit cannot hold).
pub(super) fn bufferize<'c>(context: &'c Context, ty: FunctionType<'c>) -> Lowered<'c, Buffered<'c>> {
    let inputs: Vec<Type> = (0..ty.input_count()).map(|i| ty.input(i).expect("input")).collect();
    let results: Vec<Type> = (0..ty.result_count()).map(|i| ty.result(i).expect("result")).collect();
    let mut arg_types = Vec::new();
    for t in inputs.iter() {
        arg_types.push(buffer_type(*t)?);
    }
    for t in &results {
        buffer_type(*t)?;
        // A dynamically shaped result: the function allocates it and fills the caller's descriptor.
        arg_types.push(if returned::is_dynamic(*t) { returned::parameter_type(context) } else { buffer_type(*t)? });
    }
    Ok(Buffered { inputs, results, arg_types })
}

/// Puts the lowered body `new_block` in place of `old_block` and gives `func_op` the signature
/// of its buffers (`arg_types`: `inputs` arguments, then `results` out-parameters).
#[allow(clippy::too_many_arguments)]
pub(super) fn install<'c>(
    context: &'c Context,
    func_op: OperationRef<'c, '_>,
    region: RegionRef<'c, '_>,
    old_block: BlockRef<'c, '_>,
    new_block: Block<'c>,
    arg_types: &[Type<'c>],
    inputs: usize,
    results: usize,
) {
    // Swap the bodies, then the signature.
    // SAFETY: every op of the old block is replaced; nothing outside refers to its values.
    unsafe {
        if let Some(old) = old_block.detach() {
            drop(old);
        }
    }
    region.append_block(new_block);
    let new_type = FunctionType::new(context, arg_types, &[]);
    set_attribute(func_op, "function_type", TypeAttribute::new(new_type.into()).into());
    move_result_attributes(context, func_op, inputs, results);
    let private = func_op
        .attribute("sym_visibility")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .is_some_and(|v| v.value() == "private");
    if !private {
        set_attribute(func_op, "llvm.emit_c_interface", Attribute::unit(context));
    }
}

pub(super) fn is_helper(op: OperationRef) -> bool {
    symbol(op).is_some_and(|s| s.starts_with("__lpf_"))
}

pub(super) fn symbol(op: OperationRef) -> Option<String> {
    op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string())
}

pub(super) fn function_type<'c>(op: OperationRef<'c, '_>) -> Option<FunctionType<'c>> {
    FunctionType::try_from(TypeAttribute::try_from(op.attribute("function_type").ok()?).ok()?.value()).ok()
}

/// The buffer type a value of `ty` travels in: tensors become memrefs of the same shape, scalars
/// rank-0 memrefs.
pub(super) fn buffer_type<'c>(ty: Type<'c>) -> Lowered<'c, Type<'c>> {
    if ty.is_tensor() {
        let dims = dims_of(ty).ok_or_else(|| LpfError::unsupported(format!("unranked tensor {ty} is not supported by the LLVM exit")))?;
        let element = element_of(ty).ok_or_else(|| LpfError::unsupported(format!("{ty} has no element type")))?;
        storable(ty, element)?;
        return Ok(memref_type(signless(element), &dims).into());
    }
    storable(ty, ty)?;
    Ok(memref_type(signless(ty), &[]).into())
}

/// An unsigned or signed integer type as the signless one of its width: StableHLO's `ui32`
/// (jax.random's bits) is what upstream's linalg conversion computes on as `i32`, through an
/// `unrealized_conversion_cast` of the tensor that, on these buffers, changes nothing.
pub(super) fn signless(ty: Type) -> Type {
    match melior::ir::r#type::IntegerType::try_from(ty) {
        Ok(int) if !int.is_signless() => {
            // Not `ty.context().to_ref()`: that reference points into the temporary ContextRef and
            // dangles once the statement ends (with the lowering crate optimised it crashed
            // lpf-run --backend llvm on unsigned integers); `context_of` gives one that lasts.
            let context = lpf_dialect::context::context_of(ty.context());
            melior::ir::r#type::IntegerType::new(context, int.width()).into()
        }
        _ => ty,
    }
}

/// Whether a buffer can hold `element` (of the argument or result type `ty`). MLIR's C API
/// builds a memref of any element type without checking, and one of a type that is not a memref
/// element (an unregistered dialect's, `none`) cannot even be printed back: only the numbers the
/// exit computes on, and index, go into buffers.
fn storable<'c>(ty: Type, element: Type) -> Lowered<'c, ()> {
    if ir_numerics::type_info(element).is_some() || element.is_index() {
        Ok(())
    } else {
        Err(LpfError::unsupported(format!("{ty}: the LLVM exit stores numbers and index only, not {element}")))
    }
}

/// The results became trailing out-parameters: their attributes (`res_attrs`, e.g. JAX's
/// `jax.result_info`) move to those parameters, so the attribute arrays keep the signature's
/// lengths that func.func's verifier checks.
fn move_result_attributes(context: &Context, func_op: OperationRef, inputs: usize, results: usize) {
    let entries = |name: &str, count: usize| -> Vec<Attribute> {
        let array = func_op.attribute(name).ok().and_then(|a| melior::ir::attribute::ArrayAttribute::try_from(a).ok());
        (0..count)
            .map(|i| array.and_then(|a| a.element(i).ok()).unwrap_or_else(|| Attribute::parse(context, "{}").expect("{} parses")))
            .collect()
    };
    if !func_op.has_attribute("res_attrs") && !func_op.has_attribute("arg_attrs") {
        return;
    }
    let mut all = entries("arg_attrs", inputs);
    all.extend(entries("res_attrs", results));
    set_attribute(func_op, "arg_attrs", melior::ir::attribute::ArrayAttribute::new(context, &all).into());
    let name = mlir_sys::MlirStringRef { data: "res_attrs".as_ptr() as *const _, length: "res_attrs".len() };
    // SAFETY: a live op; removing an attribute it may lack is a no-op.
    unsafe { mlir_sys::mlirOperationRemoveAttributeByName(func_op.to_raw(), name) };
}
