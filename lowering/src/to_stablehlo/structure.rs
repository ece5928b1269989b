//! `lpf-stablehlo-structure`: the last step of the exit. Tensor ops become StableHLO, every value
//! and function signature takes its carrier type (scalars become rank-0 tensors, `!lpf.sf<8>`
//! becomes `ui8`, tf32 its f32 carrier, ...), the `unrealized_conversion_cast`s the other passes
//! left become no-ops and are removed, and any op that is still not StableHLO is E0915.

use crate::hlo_ops::HloOp;
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use super::text::{Body, Ty};
use super::install::{carrier_ty, helper_name, parse_ty, replace_with_call};
use super::{lower_all, operand, result_type};
use crate::pass::lpf_pass;
use lpf_dialect::error::Code;
use melior::ir::attribute::{Attribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::attribute::AttributeLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::TypeLike;
use melior::ir::RegionLike;
use melior::ir::r#type::{FunctionType, TupleType};
use melior::ir::{Identifier, OperationRef, Type, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;

lpf_pass!(
    "lpf-stablehlo-structure",
    "LpfStablehloStructure",
    "Finish the StableHLO exit: tensor ops, carrier types in every signature, casts removed",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

const TENSOR_OPS: &[&str] =
    &["tensor.splat", "tensor.reshape", "tensor.collapse_shape", "tensor.expand_shape", "tensor.cast", "tensor.empty"];

fn run(root: OperationRef, pass: ExternalPass) {
    if !finish(root) {
        pass.signal_failure();
    }
}

/// The whole step; false (with located errors) when something is left that is not StableHLO.
pub fn finish(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    if !lower_all(root, TENSOR_OPS, lower_tensor_op) {
        return false;
    }
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let mut ok = true;
    let mut values: Vec<mlir_sys::MlirValue> = Vec::new();
    let mut funcs = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            funcs.push(op.to_raw());
        }
        for i in 0..op.result_count() {
            if let Ok(r) = op.result(i) {
                values.push(r.to_raw());
            }
        }
        for r in 0..op.region_count() {
            let Ok(region) = op.region(r) else { continue };
            let mut block = region.first_block();
            while let Some(bl) = block {
                for a in 0..bl.argument_count() {
                    if let Ok(arg) = bl.argument(a) {
                        values.push(arg.to_raw());
                    }
                }
                block = bl.next_in_region();
            }
        }
        WalkResult::Advance
    });
    for raw in values {
        // SAFETY: values of live ops collected above; nothing was erased since.
        let value = unsafe { Value::from_raw(raw) };
        match carrier(context, value.r#type()) {
            Ok(Some(ty)) => unsafe { mlir_sys::mlirValueSetType(raw, ty.to_raw()) },
            Ok(None) => {}
            Err(error) => {
                let owner = unsafe { mlir_sys::mlirValueIsAOpResult(raw) };
                let location = if owner {
                    unsafe { OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(raw)) }.location()
                } else {
                    melior::ir::Location::unknown(context)
                };
                error.or_code(Code::E0915).context("cannot lower to StableHLO: ").emit(location);
                ok = false;
            }
        }
    }
    for raw in funcs {
        // SAFETY: collected above.
        let func = unsafe { OperationRef::from_raw(raw) };
        if let Err(error) = retype_signature(context, func) {
            error.or_code(Code::E0915).context("cannot lower to StableHLO: ").emit(func.location());
            ok = false;
        }
    }
    // Run alone, out of the exit's order (lpf-stablehlo-structure is a registered pass), this
    // step can retype a value whose op an earlier step would have rewritten (an f6 abs, whose u8
    // carrier abs does not take): the verifier's located error then, never IR that does not
    // verify (fuzz target `passes`).
    ok && remove_casts(root) && check_all_stablehlo(root) && root.verify() && {
        // SAFETY: a live module op; removing an absent attribute is a no-op.
        unsafe {
            mlir_sys::mlirOperationRemoveAttributeByName(root.to_raw(), melior::StringRef::new(super::target::ATTRIBUTE).to_raw());
        }
        true
    }
}

/// The carrier type replacing `ty`, or `None` when `ty` already is one.
fn carrier<'c>(context: &'c Context, ty: Type<'c>) -> Result<Option<Type<'c>>, LpfError<'c>> {
    if FunctionType::try_from(ty).is_ok() || stablehlo_native(ty) {
        return Ok(None);
    }
    let carrier = parse_ty(context, &carrier_ty(ty)?)?;
    Ok((carrier != ty).then_some(carrier))
}

/// A type of the user's StableHLO that no lpf op has (lpf's verifiers admit none of them), so
/// it stays as it is: a static tensor of complex numbers, a token, a tuple of such types and
/// carriers. Values of these types pass through the exit untouched (jax's complex arithmetic,
/// a tuple its while loops carry), as XLA runs them; a tuple holding an lpf type has no carrier.
fn stablehlo_native(ty: Type) -> bool {
    if let Ok(tuple) = TupleType::try_from(ty) {
        return (0..tuple.type_count()).all(|i| {
            tuple.r#type(i).is_ok_and(|t| stablehlo_native(t) || matches!(carrier(context_of(t), t), Ok(None)))
        });
    }
    // SAFETY: type queries on a live type.
    let complex = unsafe {
        mlir_sys::mlirTypeIsARankedTensor(ty.to_raw())
            && mlir_sys::mlirTypeIsAComplex(mlir_sys::mlirShapedTypeGetElementType(ty.to_raw()))
    };
    (complex && crate::melior_ext::has_static_shape(ty)) || ty.to_string() == "!stablehlo.token"
}

/// The context of a type, for [`carrier`] on a tuple's element.
fn context_of<'c>(ty: Type<'c>) -> &'c Context {
    lpf_dialect::context::context_of(ty.context())
}

fn retype_signature<'c>(context: &Context, func: OperationRef) -> Result<(), LpfError<'c>> {
    let attr = func.attribute("function_type")?;
    let ftype = FunctionType::try_from(TypeAttribute::try_from(attr)?.value())?;
    let map = |t: Type<'_>| -> Result<String, LpfError<'c>> {
        if stablehlo_native(t) {
            return Ok(t.to_string());
        }
        Ok(carrier_ty(t)?.text())
    };
    let inputs = (0..ftype.input_count()).map(|i| map(ftype.input(i)?)).collect::<Result<Vec<_>, _>>()?;
    let results = (0..ftype.result_count()).map(|i| map(ftype.result(i)?)).collect::<Result<Vec<_>, _>>()?;
    let text = format!("({}) -> ({})", inputs.join(", "), results.join(", "));
    let new = Type::parse(context, &text).ok_or_else(|| format!("internal error: cannot parse {text}"))?;
    let attribute: Attribute = TypeAttribute::new(new).into();
    // SAFETY: a live op and attribute of its context.
    unsafe {
        mlir_sys::mlirOperationSetAttributeByName(
            func.to_raw(),
            Identifier::new(context, "function_type").to_raw().into_string_ref(),
            attribute.to_raw(),
        )
    };
    Ok(())
}

trait IntoStringRef {
    fn into_string_ref(self) -> mlir_sys::MlirStringRef;
}

impl IntoStringRef for mlir_sys::MlirIdentifier {
    fn into_string_ref(self) -> mlir_sys::MlirStringRef {
        // SAFETY: identifiers are uniqued in the context and live as long as it.
        unsafe { mlir_sys::mlirIdentifierStr(self) }
    }
}

/// Removes the casts whose operand and result now have one type; true when none other is left.
fn remove_casts(root: OperationRef) -> bool {
    let mut casts = Vec::new();
    root.walk_guarded(WalkOrder::PostOrder, |op| {
        if op.name().as_string_ref().as_str() == Ok("builtin.unrealized_conversion_cast") {
            casts.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut ok = true;
    for raw in casts {
        // SAFETY: collected above; each cast is erased only here, once.
        let op = unsafe { OperationRef::from_raw(raw) };
        match (op.operand(0), op.result(0)) {
            (Ok(input), Ok(output)) if input.r#type() == output.r#type() => {
                crate::melior_ext::replace_op(op, &[input]);
            }
            _ => {
                LpfError::unsupported("a value changes type here (internal error)").context("cannot lower to StableHLO: ").emit(op.location());
                ok = false;
            }
        }
    }
    ok
}

/// Every op left must be StableHLO, the function structure around it, or an op of the dialects
/// XLA reads beside StableHLO: CHLO's (jax emits `chlo.square`, `chlo.erf`... in whole models),
/// Shardy's (`sdy.mesh`, `sdy.sharding_constraint`, ... : a sharded jax program keeps its mesh
/// and constraints through raise + lower) and mhlo's.
fn check_all_stablehlo(root: OperationRef) -> bool {
    let mut bad = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let allowed = ["stablehlo.", "chlo.", "sdy.", "mhlo."].iter().any(|prefix| name.starts_with(prefix))
            || matches!(name.as_str(), "builtin.module" | "func.func" | "func.return" | "func.call");
        if !allowed {
            bad.push((op.to_raw(), name));
        }
        WalkResult::Advance
    });
    for (raw, name) in &bad {
        // SAFETY: collected above.
        let op = unsafe { OperationRef::from_raw(*raw) };
        LpfError::unsupported("has no StableHLO lowering").op(name.as_str()).emit(op.location());
    }
    bad.is_empty()
}

/// tensor.splat / reshapes / cast / empty as StableHLO helpers.
fn lower_tensor_op<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let result = carrier_ty(result_type(op)?)?;
    let mut b = Body::new();
    let (value, args, operands) = match name.as_str() {
        "tensor.empty" => {
            // All-zero codes, as lpf-run's ref backend gives (+0; 2^-127 in E8M0).
            let zero = if result.element.starts_with('f') || result.element == "bf16" { "0x0" } else { "0" };
            let v = if result.element == "i1" { b.splat("false", &result) } else { b.splat(zero, &result) };
            (v, vec![], vec![])
        }
        "tensor.splat" => {
            let input = operand(op, 0)?;
            let ty: Ty = carrier_ty(input.r#type())?;
            let x = b.arg(&ty);
            let v = b.op(HloOp::BroadcastInDim, &[x], "broadcast_dimensions = array<i64>", &result);
            (v, vec![ty], vec![input])
        }
        _ => {
            // Shape operands (tensor.reshape's, dynamic sizes) are not needed: the result is static.
            let input = operand(op, 0)?;
            let ty = carrier_ty(input.r#type())?;
            let x = b.arg(&ty);
            let v = if ty == result { x } else { b.op(HloOp::Reshape, &[x], "", &result) };
            (v, vec![ty], vec![input])
        }
    };
    let body = b.finish("NAME", &[value]);
    let helper = helper_name("tensor", &body);
    let text = body.replacen("@NAME(", &format!("@{helper}("), 1);
    replace_with_call(op, &helper, &text, &operands, &args, &[result])
}
