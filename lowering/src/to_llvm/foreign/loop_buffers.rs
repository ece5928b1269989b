//! Who frees the buffers of StableHLO's control flow on the LLVM exit (part of
//! `lpf-foreign-buffers`). `one-shot-bufferize` (with `allow-return-allocs-from-loops`) gives an
//! `scf.while`, `scf.if` or `scf.execute_region` ([`super::control_flow`]) buffers allocated inside
//! its regions, handed from region to region and out as results, and frees none of them; a loop
//! would leak every iteration's. One rule of ownership makes every path free each buffer once:
//!
//! - each buffer that crosses a region boundary is owned by whoever receives it: the loop takes
//!   fresh copies of its initial values (the caller's buffers stay the caller's), a region's
//!   block owns its arguments, the buffers it allocates and the results of the control flow
//!   nested in it;
//! - at a region's terminator every buffer it passes on must be one it owns, passed once (else
//!   it passes a fresh copy), and every other buffer it owns is freed just before it;
//! - the function's top level frees the results of its control flow as it frees its own
//!   allocations (`free_allocations` in the parent module).
//!
//! Only buffers of static shape are handled (what the exit's tensors bufferise to, in any layout);
//! control flow with another buffer type is left as bufferisation made it, and its buffers are
//! not freed.

use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::builders::loops;
use lpf_dialect::unwind::WalkGuarded;
use melior::dialect::memref;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{BlockRef, OperationRef, RegionLike, Type, Value, ValueLike};
use melior::Context;

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// SCF control flow that [`super::control_flow`] writes.
pub fn is_scf_control_flow(name: &str) -> bool {
    matches!(name, "scf.while" | "scf.if" | "scf.execute_region")
}

/// A buffer type this module handles: a memref of static shape (any layout: bufferisation
/// gives `scf.if` results a fully dynamic one).
fn static_buffer(ty: Type) -> bool {
    loops::dims_of(ty).is_some_and(|dims| dims.iter().all(Option::is_some))
}

/// Whether [`own`] applies its rule to `op` (every buffer it takes or gives has a static shape):
/// then the top level frees its results.
pub fn owns(op: OperationRef) -> bool {
    op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type())).all(|ty| !is_buffer(ty) || static_buffer(ty))
}

fn is_buffer(ty: Type) -> bool {
    loops::dims_of(ty).is_some()
}

/// Whether an op named `user` uses `value`.
fn used_by(value: Value, user: &str) -> bool {
    // SAFETY: use-list queries on a live value.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            if name_of(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand))) == user {
                return true;
            }
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    false
}

/// Whether a `memref.dealloc` already frees `value`.
fn freed(value: Value) -> bool {
    used_by(value, "memref.dealloc")
}

/// Whether `value` is an initial value of an `scf.while`, which owns it from there (the copies
/// [`own`] makes of a loop's initial values), itself or through a `memref.cast` ([`copy_of`]'s
/// change of layout type: a loop carrying a branch's result, whose layout bufferisation makes
/// fully dynamic, took the cast, and the copy was freed after the loop too).
pub fn handed_to_loop(value: Value) -> bool {
    if used_by(value, "scf.while") {
        return true;
    }
    // SAFETY: use-list queries on a live value.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            let user = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand));
            if name_of(user) == "memref.cast" && user.result(0).is_ok_and(|cast| handed_to_loop(cast.into())) {
                return true;
            }
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    false
}

/// A fresh buffer holding `value`'s elements, built by `ir`, of `value`'s type (a `memref.cast`
/// of the fresh identity-layout buffer where that type has another layout).
fn copy_of<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>) -> Value<'c, 'a> {
    let dims = loops::dims_of(value.r#type()).unwrap_or_default();
    let element = melior::ir::r#type::MemRefType::try_from(value.r#type()).map(|m| melior::ir::r#type::ShapedTypeLike::element(&m)).expect("a memref");
    let sizes = loops::dims(ir, value);
    let copy = loops::alloc(ir, element, &dims, &sizes);
    loops::nest(ir, &sizes, &mut |inner, ivs| {
        let v = loops::load(inner, value, ivs);
        loops::store(inner, v, copy, ivs);
    });
    if copy.r#type() == value.r#type() {
        return copy;
    }
    let target = melior::ir::r#type::MemRefType::try_from(value.r#type()).expect("a memref");
    ir.val(memref::cast(copy, target, ir.location))
}

/// The buffer `value` is: the source of a `memref.cast` (a change of layout type), else itself.
fn base_of<'c, 'a>(value: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut base = value.to_raw();
    loop {
        // SAFETY: a live value of the function being rewritten.
        let current: Value<'c, 'a> = unsafe { Value::from_raw(base) };
        match crate::raise_stablehlo::producer(current) {
            Some(op) if name_of(op) == "memref.cast" => base = op.operand(0).expect("operand").to_raw(),
            _ => return current,
        }
    }
}

/// The buffers `block` owns at its start and from its own ops (see the module's rule).
fn owned_in<'c, 'a>(block: BlockRef<'c, 'a>, arguments_owned: bool) -> Vec<Value<'c, 'a>> {
    let mut owned = Vec::new();
    if arguments_owned {
        for i in 0..block.argument_count() {
            let argument: Value = block.argument(i).expect("argument").into();
            if is_buffer(argument.r#type()) {
                owned.push(argument);
            }
        }
    }
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        let name = name_of(op);
        if name == "memref.alloc" || is_scf_control_flow(&name) {
            owned.extend(op.results().map(Value::from).filter(|v| is_buffer(v.r#type()) && !handed_to_loop(*v)));
        }
    }
    owned
}

/// Applies the rule at `block`'s terminator, whose operands from `first` on are passed on.
fn settle<'c>(context: &'c Context, block: BlockRef<'c, '_>, first: usize, arguments_owned: bool) {
    let Some(terminator) = block.terminator() else { return };
    let owned = owned_in(block, arguments_owned);
    let ir = Ir::new(context, terminator.location(), At::Before(terminator));
    let mut passed: Vec<Value> = Vec::new();
    for position in first..terminator.operand_count() {
        let value = terminator.operand(position).expect("operand");
        if !is_buffer(value.r#type()) {
            continue;
        }
        let base = base_of(value);
        if owned.contains(&base) && !passed.contains(&base) {
            passed.push(base);
        } else {
            // SAFETY: `value` is live in this block; the copy is built before the terminator.
            let value: Value<'c, '_> = unsafe { Value::from_raw(value.to_raw()) };
            let copy = copy_of(&ir, value);
            // SAFETY: operand `position` of a live op, replaced by a value of the same type.
            unsafe { mlir_sys::mlirOperationSetOperand(terminator.to_raw(), position as isize, copy.to_raw()) };
        }
    }
    for buffer in owned {
        if !passed.contains(&buffer) && !freed(buffer) {
            // SAFETY: as above.
            let buffer: Value<'c, '_> = unsafe { Value::from_raw(buffer.to_raw()) };
            ir.op(memref::dealloc(buffer, ir.location));
        }
    }
}

/// Applies the ownership rule to every SCF control flow op of `function`, innermost first.
pub fn own(context: &Context, function: OperationRef) {
    let mut found = Vec::new();
    function.walk_guarded(WalkOrder::PostOrder, |op| {
        if is_scf_control_flow(&name_of(op)) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in found {
        // SAFETY: collected above; nothing below erases an op.
        let op = unsafe { OperationRef::from_raw(raw) };
        if !owns(op) {
            continue;
        }
        let name = name_of(op);
        if name == "scf.while" {
            let ir = Ir::new(context, op.location(), At::Before(op));
            for position in 0..op.operand_count() {
                let value = op.operand(position).expect("operand");
                if is_buffer(value.r#type()) {
                    // SAFETY: a live operand; the copy is built before the loop.
                    let value: Value = unsafe { Value::from_raw(value.to_raw()) };
                    let copy = copy_of(&ir, value);
                    // SAFETY: operand `position` of a live op, replaced by a value of the same type.
                    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), position as isize, copy.to_raw()) };
                }
            }
        }
        for index in 0..op.region_count() {
            let Some(block) = op.region(index).ok().and_then(|r| r.first_block()) else { continue };
            // scf.condition passes its operands after the condition; scf.yield all of them.
            let first = usize::from(name == "scf.while" && index == 0);
            settle(context, block, first, name == "scf.while");
        }
    }
}
