//! What [`super::scatter`] and [`super::sort`] share: StableHLO text of static tensor types, and
//! putting a generated helper function into the module and calling it in place of the op, the
//! op's own region (scatter's update body, sort's comparator) moved into each `stablehlo.map`
//! of the helper.

use crate::melior_ext::build;
use crate::to_stablehlo::install::{helper_name, install};
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::{Attribute, FlatSymbolRefAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, RegionLike, Type, Value, ValueLike};
use melior::Context;

/// A ranked tensor type's static shape and element type.
pub(super) fn static_shape(ty: Type) -> Option<(Vec<i64>, Type)> {
    let tensor = RankedTensorType::try_from(ty).ok()?;
    let shape: Vec<i64> = (0..tensor.rank())
        .map(|d| match tensor.dim_size(d).ok()? {
            DimSize::Static(s) => i64::try_from(s).ok(),
            DimSize::Dynamic => None,
        })
        .collect::<Option<_>>()?;
    Some((shape, tensor.element()))
}

/// `tensor<AxBx...xE>`.
pub(super) fn tensor(shape: &[i64], element: impl std::fmt::Display) -> String {
    let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
    format!("tensor<{dims}{element}>")
}

/// `a, b, c`.
pub(super) fn list(values: &[i64]) -> String {
    values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

/// Whether every value the ops inside `op`'s regions use is defined inside them (so that the
/// region can move into a helper function).
pub(super) fn self_contained(op: OperationRef) -> bool {
    let mut defined = std::collections::HashSet::new();
    op.walk_guarded(WalkOrder::PreOrder, |inner| {
        for region in inner.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    if let Ok(arg) = b.argument(i) {
                        defined.insert(arg.to_raw().ptr);
                    }
                }
                block = b.next_in_region();
            }
        }
        if inner.to_raw().ptr != op.to_raw().ptr {
            for result in inner.results() {
                defined.insert(result.to_raw().ptr);
            }
        }
        WalkResult::Advance
    });
    let mut ok = true;
    op.walk_guarded(WalkOrder::PreOrder, |inner| {
        if inner.to_raw().ptr != op.to_raw().ptr && !inner.operands().all(|v| defined.contains(&v.to_raw().ptr)) {
            ok = false;
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    ok
}

fn symbol<'c, 'a>(module: OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    let mut op = module.region(0).ok()?.first_block()?.first_operation();
    while let Some(current) = op {
        if current.attribute("sym_name").is_ok_and(|a| a.to_string() == format!("\"{name}\"")) {
            return Some(current);
        }
        op = current.next_in_block();
    }
    None
}

/// The helper's symbol for `op`: `lpf_foreign_<kind>_<hash of its text and the op's>` (not
/// `__lpf_`, which the exit lowers as lpf's scalar helpers; equal ops share one helper).
pub(super) fn name_for(kind: &str, probe: &str, op: OperationRef) -> String {
    helper_name(kind, &format!("{probe}{op}")).replacen("__lpf_", "lpf_foreign_", 1)
}

/// Installs the helper `text` named `name` (once) with `op`'s region in each of its maps, and
/// replaces `op` by a call of it on `op`'s operands; `false` (nothing changed but maybe the
/// helper) where that fails.
pub(super) fn call_helper<'c>(context: &'c Context, module: OperationRef<'c, '_>, op: OperationRef<'c, '_>, name: &str, text: &str) -> bool {
    let fresh = symbol(module, name).is_none();
    if install(context, module, name, text).is_err() {
        return false;
    }
    if fresh {
        let Some(func) = symbol(module, name) else { return false };
        let mut maps = Vec::new();
        func.walk_guarded(WalkOrder::PreOrder, |inner| {
            if inner.name().as_string_ref().as_str() == Ok("stablehlo.map") {
                maps.push(inner.to_raw());
            }
            WalkResult::Advance
        });
        for raw in maps {
            // SAFETY: each map is live in the helper; `op` is cloned (detached, owned here), the
            // clone's region moved into the map in place of its placeholder body, the clone
            // destroyed.
            unsafe {
                let clone = mlir_sys::mlirOperationClone(op.to_raw());
                mlir_sys::mlirRegionTakeBody(mlir_sys::mlirOperationGetRegion(raw, 0), mlir_sys::mlirOperationGetRegion(clone, 0));
                mlir_sys::mlirOperationDestroy(clone);
            }
        }
    }
    let Some(callee) = Attribute::parse(context, &format!("@{name}")).and_then(|a| FlatSymbolRefAttribute::try_from(a).ok()) else { return false };
    let operands: Vec<Value> = op.operands().collect();
    let result_types: Vec<Type> = op.results().map(|r| r.r#type()).collect();
    let Ok(call) = build(context, "func.call", op.location(), &operands, &[("callee", callee.into())], &result_types) else { return false };
    let Some(block) = op.block() else { return false };
    let call = block.insert_operation_before(op, call);
    let values: Vec<Value> = call.results().map(Into::into).collect();
    crate::melior_ext::replace_op(op, &values);
    true
}

/// Each op of `root` named `name`, rewritten by `rewrite` (which may leave it).
pub(super) fn each_op<'c>(context: &'c Context, root: OperationRef<'c, '_>, name: &str, rewrite: fn(&'c Context, OperationRef<'c, '_>, OperationRef<'c, '_>) -> bool) {
    for raw in super::ops_named(root, name) {
        // SAFETY: collected above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        rewrite(context, root, op);
    }
}
