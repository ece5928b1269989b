//! `lpf-free-early`: in `--lower-to-llvm` after `lpf-foreign-buffers`. `lpf-tensor-to-loops` and
//! `lpf-foreign-buffers` free every temporary right before the function's return, so a model's
//! peak memory is the sum of all its temporaries: a 6-layer flax LM allocated 365 MB a call,
//! which glibc gave back to the kernel at every return (its trim threshold) and faulted in again,
//! zeroed, at the next call: 39% of the call's CPU time in the kernel (docs/llvm.md, "Real
//! models"). This pass moves each `memref.dealloc` of the function's top-level block up to just
//! after the last top-level op that uses the buffer, or a view of it, so that malloc reuses the
//! memory of dead temporaries for the next ones.
//!
//! A buffer's uses are its own and those of every memref derived from it (any op taking it and
//! giving a memref: subviews, casts, reshapes, loop results), followed transitively; a use inside
//! a region counts at the region's top-level op. A buffer whose pointer leaves as an integer
//! (`memref.extract_aligned_pointer_as_index`) or is returned keeps its dealloc where it is.
//! Only deallocs already in the top-level block move, never into or out of a region, so every
//! path frees what it freed before, once.

use crate::pass::lpf_pass;
use crate::raise_stablehlo::producer;
use crate::to_llvm::foreign::is_helper;
use melior::dialect::DialectHandle;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, RegionLike, Value, ValueLike};
use melior::pass::ExternalPass;
use std::collections::HashMap;

lpf_pass!(
    "lpf-free-early",
    "LpfFreeEarly",
    "Move each top-level memref.dealloc of a function up to just after the buffer's last use (LLVM exit)",
    run,
    [DialectHandle::memref()]
);

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

fn run(root: OperationRef, _pass: ExternalPass) {
    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let mut next = body.first_operation();
    while let Some(function) = next {
        next = function.next_in_block();
        if name_of(function) == "func.func" && !is_helper(function) {
            free_early(function);
        }
    }
}

/// Moves the top-level deallocs of one function (one block ending in its return).
fn free_early(function: OperationRef) {
    let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else { return };
    if block.next_in_region().is_some() {
        return;
    }
    // Each top-level op's position, for "last use".
    let mut position: HashMap<usize, usize> = HashMap::new();
    let mut deallocs = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        position.insert(op.to_raw().ptr as usize, position.len());
        if name_of(op) == "memref.dealloc" && op.operand_count() == 1 {
            deallocs.push(op);
        }
    }
    let block_raw = block.to_raw();
    for dealloc in deallocs {
        let Ok(buffer) = dealloc.operand(0) else { continue };
        let Some(defining) = producer(buffer) else { continue };
        if name_of(defining) != "memref.alloc" || defining.block().map(|b| b.to_raw().ptr) != Some(block_raw.ptr) {
            continue;
        }
        let Some(last) = last_use(buffer, dealloc, block_raw, &position) else { continue };
        let here = position[&(dealloc.to_raw().ptr as usize)];
        if position[&(last.to_raw().ptr as usize)] < here {
            // SAFETY: both ops are live and in the same block; the dealloc has no results.
            unsafe { mlir_sys::mlirOperationMoveAfter(dealloc.to_raw(), last.to_raw()) };
        }
    }
}

/// The last top-level op that uses `buffer` or a memref derived from it, other than `dealloc`;
/// None when the buffer must stay live to the end (its pointer escapes, or it is returned).
fn last_use<'c, 'a>(buffer: Value<'c, 'a>, dealloc: OperationRef<'c, 'a>, block: mlir_sys::MlirBlock, position: &HashMap<usize, usize>) -> Option<OperationRef<'c, 'a>> {
    let mut aliases = vec![buffer.to_raw()];
    let mut seen = std::collections::HashSet::new();
    let mut last: Option<(usize, mlir_sys::MlirOperation)> = None;
    while let Some(value) = aliases.pop() {
        if !seen.insert(value.ptr as usize) {
            continue;
        }
        // SAFETY: use-list and parent queries on live values and ops of this function.
        unsafe {
            let mut operand = mlir_sys::mlirValueGetFirstUse(value);
            while !mlir_sys::mlirOpOperandIsNull(operand) {
                let owner = mlir_sys::mlirOpOperandGetOwner(operand);
                operand = mlir_sys::mlirOpOperandGetNextUse(operand);
                if owner.ptr == dealloc.to_raw().ptr {
                    continue;
                }
                let user = OperationRef::from_raw(owner);
                if matches!(name_of(user).as_str(), "memref.extract_aligned_pointer_as_index" | "func.return" | "memref.dealloc") {
                    return None;
                }
                // Every memref the user gives may alias the buffer.
                for index in 0..mlir_sys::mlirOperationGetNumResults(owner) {
                    let result = mlir_sys::mlirOperationGetResult(owner, index);
                    let ty = mlir_sys::mlirValueGetType(result);
                    if holds_buffer(ty) {
                        aliases.push(result);
                    }
                }
                // A region's block arguments may be the buffer too (loop-carried memrefs).
                for r in 0..mlir_sys::mlirOperationGetNumRegions(owner) {
                    let mut b = mlir_sys::mlirRegionGetFirstBlock(mlir_sys::mlirOperationGetRegion(owner, r));
                    while !b.ptr.is_null() {
                        for a in 0..mlir_sys::mlirBlockGetNumArguments(b) {
                            let argument = mlir_sys::mlirBlockGetArgument(b, a);
                            let ty = mlir_sys::mlirValueGetType(argument);
                            if holds_buffer(ty) {
                                aliases.push(argument);
                            }
                        }
                        b = mlir_sys::mlirBlockGetNextInRegion(b);
                    }
                }
                let top = top_level(owner, block)?;
                let at = *position.get(&(top.ptr as usize))?;
                if last.is_none_or(|(p, _)| at > p) {
                    last = Some((at, top));
                }
            }
        }
    }
    // SAFETY: an op of this block.
    last.map(|(_, op)| unsafe { OperationRef::from_raw(op) })
}

/// Whether a value of `ty` may be (a view of) a buffer: a memref, or a tensor that
/// bufferisation left bridged to one.
unsafe fn holds_buffer(ty: mlir_sys::MlirType) -> bool {
    mlir_sys::mlirTypeIsAMemRef(ty) || mlir_sys::mlirTypeIsAUnrankedMemRef(ty) || mlir_sys::mlirTypeIsATensor(ty)
}

/// The ancestor of `op` (or `op` itself) in `block`; None if `op` is not inside it.
unsafe fn top_level(mut op: mlir_sys::MlirOperation, block: mlir_sys::MlirBlock) -> Option<mlir_sys::MlirOperation> {
    loop {
        let parent_block = mlir_sys::mlirOperationGetBlock(op);
        if parent_block.ptr.is_null() {
            return None;
        }
        if parent_block.ptr == block.ptr {
            return Some(op);
        }
        op = mlir_sys::mlirOperationGetParentOperation(op);
        if op.ptr.is_null() {
            return None;
        }
    }
}
