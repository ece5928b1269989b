//! IR-building helpers shared by the passes: what melior 0.27.8 leaves to raw calls.

use melior::ir::attribute::{Attribute, AttributeLike, IntegerAttribute, TypeAttribute};
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::{DimSize, IntegerType, RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{Identifier, Location, Operation, OperationRef, Type, Value, ValueLike};
use melior::Context;
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use mlir_sys::{mlirOperationDestroy, mlirValueReplaceAllUsesOfWith};

/// Whether `ty` is a memref, ranked or unranked (melior asks for the two separately).
pub fn is_memref(ty: Type) -> bool {
    ty.is_mem_ref() || ty.is_unranked_mem_ref()
}

/// Sets (or replaces) attribute `name` of `op`.
pub fn set_attribute(op: OperationRef, name: &str, value: Attribute) {
    let name = mlir_sys::MlirStringRef { data: name.as_ptr() as *const _, length: name.len() };
    // SAFETY: a live op and attribute of one context.
    unsafe { mlir_sys::mlirOperationSetAttributeByName(op.to_raw(), name, value.to_raw()) }
}

/// Attribute `name` taken off every op under `root` (an exit's own marker, which a program
/// cannot set).
pub fn remove_attribute_everywhere(root: OperationRef, name: &str) {
    let mut marked = Vec::new();
    root.walk_guarded(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if op.has_attribute(name) {
            marked.push(op.to_raw());
        }
        melior::ir::operation::WalkResult::Advance
    });
    let name = mlir_sys::MlirStringRef { data: name.as_ptr() as *const _, length: name.len() };
    for raw in marked {
        // SAFETY: a live op collected above; removing an attribute erases nothing.
        unsafe { mlir_sys::mlirOperationRemoveAttributeByName(raw, name) };
    }
}

/// Whether `value` has exactly one use.
pub fn single_use(value: Value) -> bool {
    // SAFETY: use-list queries on a live value.
    unsafe {
        let first = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        !mlir_sys::mlirOpOperandIsNull(first) && mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirOpOperandGetNextUse(first))
    }
}

/// Whether `op` sits directly in a `func.func`'s body (not inside a loop's, branch's or other
/// op's region): where the LLVM exit lowers lpf ops and lpf-run takes `math.fma`.
pub fn at_function_top_level(op: OperationRef) -> bool {
    op.parent_operation().is_some_and(|p| p.name().as_string_ref().as_str() == Ok("func.func"))
}

/// Whether nothing uses `value`.
pub fn unused(value: Value) -> bool {
    // SAFETY: a use-list query on a live value.
    unsafe { mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(value.to_raw())) }
}

/// Whether every use of `value` is an operand of `op` (and there is one).
pub fn used_only_by(value: Value, op: OperationRef) -> bool {
    // SAFETY: walking the use list of a live value.
    unsafe {
        let mut use_ = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        if mlir_sys::mlirOpOperandIsNull(use_) {
            return false;
        }
        while !mlir_sys::mlirOpOperandIsNull(use_) {
            if mlir_sys::mlirOpOperandGetOwner(use_).ptr != op.to_raw().ptr {
                return false;
            }
            use_ = mlir_sys::mlirOpOperandGetNextUse(use_);
        }
    }
    true
}

/// `i64` integer attribute.
pub fn i64_attr<'c>(context: &'c Context, value: i64) -> Attribute<'c> {
    IntegerAttribute::new(IntegerType::new(context, 64).into(), value).into()
}

/// Type attribute.
pub fn type_attr<'c>(ty: Type<'c>) -> Attribute<'c> {
    TypeAttribute::new(ty).into()
}

/// `tensor<shape x element>` with `shape` taken from a ranked tensor type.
pub fn with_element_type<'c>(tensor: Type<'c>, element: Type<'c>) -> Option<Type<'c>> {
    let ranked = RankedTensorType::try_from(tensor).ok()?;
    let shape = (0..ranked.rank())
        .map(|i| match ranked.dim_size(i).ok()? {
            DimSize::Static(d) => Some(d),
            // MLIR's dynamic-size sentinel, as mlirRankedTensorTypeGet expects it.
            DimSize::Dynamic => Some(i64::MIN as u64),
        })
        .collect::<Option<Vec<u64>>>()?;
    Some(RankedTensorType::new(&shape, element, None).into())
}

/// The dimensions of a ranked tensor type with no dynamic one.
pub fn static_dims(ty: Type) -> Option<Vec<i64>> {
    let ranked = RankedTensorType::try_from(ty).ok()?;
    (0..ranked.rank())
        .map(|d| match ranked.dim_size(d).ok()? {
            DimSize::Static(n) => i64::try_from(n).ok(),
            DimSize::Dynamic => None,
        })
        .collect()
}

/// True for a ranked tensor type with no dynamic dimension.
pub fn has_static_shape(ty: Type) -> bool {
    RankedTensorType::try_from(ty).is_ok_and(|ranked| ranked.has_static_shape())
}

/// Builds `name(operands) {attributes} : results` at `location`.
pub fn build<'c>(
    context: &'c Context,
    name: &str,
    location: Location<'c>,
    operands: &[Value<'c, '_>],
    attributes: &[(&str, Attribute<'c>)],
    results: &[Type<'c>],
) -> Result<Operation<'c>, LpfError<'c>> {
    let attributes: Vec<_> = attributes.iter().map(|(k, v)| (Identifier::new(context, k), *v)).collect();
    OperationBuilder::new(name, location)
        .add_operands(operands)
        .add_attributes(&attributes)
        .add_results(results)
        .build()
        .map_err(|e| LpfError::new(format!("cannot build {name}: {e}")))
}

/// Replaces every use of `old`'s results by `new` (one value per result) and erases `old`.
pub fn replace_op(old: OperationRef, new: &[Value]) {
    for (index, value) in new.iter().enumerate() {
        if let Ok(result) = old.result(index) {
            // SAFETY: both values are live and of the same type (the pass built them so).
            unsafe { mlirValueReplaceAllUsesOfWith(result.to_raw(), value.to_raw()) }
        }
    }
    // SAFETY: `old` has no uses left and the caller no longer walks over it.
    unsafe { mlirOperationDestroy(old.to_raw()) }
}

/// Copies the discardable attributes of `old` that belong to a dialect (a dotted name:
/// `mhlo.sharding`, `sdy.sharding`, ...) onto `new`, the op that replaces it: XLA's partitioner
/// and other consumers read them from the op that computes the value, whatever its dialect.
pub fn inherit_discardable<'c: 'a, 'a>(old: OperationRef, new: &impl OperationLike<'c, 'a>) {
    // SAFETY: both ops are live; the named attributes belong to the context.
    unsafe {
        let count = mlir_sys::mlirOperationGetNumDiscardableAttributes(old.to_raw());
        for index in 0..count {
            let named = mlir_sys::mlirOperationGetDiscardableAttribute(old.to_raw(), index);
            let raw = mlir_sys::mlirIdentifierStr(named.name);
            let key = std::slice::from_raw_parts(raw.data as *const u8, raw.length);
            if key.contains(&b'.') {
                mlir_sys::mlirOperationSetDiscardableAttributeByName(new.to_raw(), raw, named.attribute);
            }
        }
    }
}

/// The `func.func` named by a `func.call`'s callee in `module`'s body.
pub(crate) fn callee_of<'c, 'a>(module: OperationRef<'c, 'a>, call: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    use melior::ir::block::BlockLike;
    use melior::ir::RegionLike;
    let callee = call.attribute("callee").ok()?.to_string();
    let callee = format!("\"{}\"", callee.trim_start_matches('@'));
    let body = module.region(0).ok()?.first_block()?;
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if name(op) == "func.func" && op.attribute("sym_name").ok().map(|a| a.to_string()).as_deref() == Some(callee.as_str()) {
            return Some(op);
        }
    }
    None
}

/// The `array<i64: ...>` attribute `name` of `op` (a transpose's permutation, a broadcast's
/// dimensions) as integers.
pub(crate) fn i64_array(op: &OperationRef, name: &str) -> Option<Vec<i64>> {
    let array = melior::ir::attribute::DenseI64ArrayAttribute::try_from(op.attribute(name).ok()?).ok()?;
    (0..array.len()).map(|i| array.element(i).ok()).collect()
}

/// An op's name (`stablehlo.convert`) as the context holds it, without a copy: what the
/// StableHLO raise and the policy pass match on.
pub(crate) fn name<'a>(op: OperationRef<'_, 'a>) -> &'a str {
    // SAFETY: the identifier's string lives in the context, which outlives the op.
    let raw = unsafe { mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op.to_raw())) };
    // SAFETY: MLIR identifiers are valid UTF-8 strings owned by the context.
    unsafe { std::str::from_utf8(std::slice::from_raw_parts(raw.data as *const u8, raw.length)).unwrap_or("") }
}

/// `op` printed in its custom form without verifying it first, for passes that compare ops by
/// their text. melior's `to_string` verifies the op on every print (MLIR's default when the
/// printer is not told the op is verified): a third of `lpf-share-nests` on a large module.
pub fn print_assumed_verified<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> String {
    let flags = melior::ir::operation::OperationPrintingFlags::new();
    // SAFETY: live flags; the op is one a pass just built from verified ops.
    unsafe { mlir_sys::mlirOpPrintingFlagsAssumeVerified(flags.to_raw()) };
    op.to_string_with_flags(flags).unwrap_or_default()
}
