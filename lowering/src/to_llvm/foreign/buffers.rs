//! `lpf-foreign-buffers`: right after `one-shot-bufferize` in `--lower-to-llvm`. Bufferisation
//! allocates the foreign ops' results (`memref.alloc`) and copies where an op may not write in
//! place (`memref.copy`), but frees nothing (its deallocation passes take no IR that already
//! frees, as `lpf-tensor-to-loops`' temporaries do). So this pass
//!
//! - frees every allocation at the top of a function body that nothing frees yet and whose
//!   pointer is not handed to the caller, before the return (every function is one block ending in `func.return` after `lpf-tensor-to-loops`,
//!   and results leave through the caller's buffers, so nothing allocated there outlives the
//!   call);
//! - writes each `memref.copy` as a loop nest of loads and stores, which the storage
//!   legalisation of `lpf-scalar-to-calls` handles like lpf's own loops (a `memref.copy` of a
//!   strided view would otherwise become a call into MLIR's C runner library).
//!
//! - lowers the linalg ops left by bufferisation to loops: upstream's
//!   `convert-linalg-to-parallel-loops`, run only on the functions that have linalg ops (its
//!   greedy driver also folds and moves every constant of a function, which would change the
//!   lowering of pure lpf functions), whose parallel loops then run on OpenMP threads
//!   ([`threads`]).
//!
//! A module without such ops (every pure lpf module) is untouched.

use super::{handle, is_helper, run_pipeline, threads};
use crate::to_llvm::builders::parallel;
use crate::to_llvm::builders::target::Target;
use crate::pass::lpf_pass;
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::builders::loops;
use lpf_dialect::unwind::WalkGuarded;
use melior::dialect::{memref, DialectHandle};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, RegionLike, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;

lpf_pass!(
    "lpf-foreign-buffers",
    "LpfForeignBuffers",
    "Free what one-shot-bufferize allocated in a function body and write its copies as loops (mixed modules on the LLVM exit)",
    run,
    [DialectHandle::memref(), DialectHandle::scf(), DialectHandle::arith(), DialectHandle::func(), handle(mlir_sys::mlirGetDialectHandle__affine__), handle(mlir_sys::mlirGetDialectHandle__linalg__), handle(mlir_sys::mlirGetDialectHandle__omp__)]
);

/// Whether `function` holds a linalg op.
fn has_linalg(function: OperationRef) -> bool {
    let mut found = false;
    function.walk_guarded(WalkOrder::PreOrder, |op| {
        found |= name_of(op).starts_with("linalg.");
        if found { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    found
}

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

fn run(root: OperationRef, pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let mut copies = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if name_of(op) == "memref.copy" {
            copies.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in copies {
        // SAFETY: collected above; each copy is erased once, after its loops are in place.
        let op = unsafe { OperationRef::from_raw(raw) };
        let (Ok(from), Ok(to)) = (op.operand(0), op.operand(1)) else { continue };
        match linalg_copy(context, op, from, to) {
            // A linalg op: parallel loops below, on the threads, with the views' static strides
            // (a concatenate's piece copied into its place vectorises along its rows).
            Some(copy) => {
                op.block().expect("in a block").insert_operation_before(op, copy);
            }
            None => {
                let ir = Ir::new(context, op.location(), At::Before(op));
                let sizes = loops::dims(&ir, from);
                loops::nest(&ir, &sizes, &mut |inner, ivs| {
                    let v = loops::load(inner, from, ivs);
                    loops::store(inner, v, to, ivs);
                });
            }
        }
        // SAFETY: a copy has no results and is no longer referenced.
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }

    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let threads = Target::of_module(root).map(|t| t.parallel).unwrap_or(false);
    let mut next = body.first_operation();
    while let Some(function) = next {
        next = function.next_in_block();
        if name_of(function) == "func.func" && !is_helper(function) {
            super::loop_buffers::own(context, function);
            free_allocations(context, function);
            if has_linalg(function) {
                if !run_pipeline(context, function, "func.func(convert-linalg-to-parallel-loops)") {
                    pass.signal_failure();
                    return;
                }
                threads::thread_parallel_loops(context, function, threads);
            }
        }
    }
    parallel::declare_runtime(context, body);
}

/// `linalg.copy ins(from) outs(to)` for a `memref.copy` of ranked memrefs of one element type
/// and rank; None otherwise (rank 0: a loop nest of no loops is one load and store).
fn linalg_copy<'c>(context: &'c Context, op: OperationRef<'c, '_>, from: Value<'c, '_>, to: Value<'c, '_>) -> Option<melior::ir::Operation<'c>> {
    use melior::ir::r#type::{MemRefType, ShapedTypeLike};
    let (source, target) = (MemRefType::try_from(from.r#type()).ok()?, MemRefType::try_from(to.r#type()).ok()?);
    if source.element() != target.element() || source.rank() == 0 || source.rank() != target.rank() {
        return None;
    }
    let location = op.location();
    let element = source.element();
    let body = melior::ir::Block::new(&[(element, location), (element, location)]);
    let value: Value = body.argument(0).ok()?.into();
    body.append_operation(crate::melior_ext::build(context, "linalg.yield", location, &[value], &[], &[]).ok()?);
    let region = melior::ir::Region::new();
    region.append_block(body);
    melior::ir::operation::OperationBuilder::new("linalg.copy", location)
        .add_operands(&[from, to])
        .add_attributes(&[(melior::ir::Identifier::new(context, "operandSegmentSizes"), melior::ir::Attribute::parse(context, "array<i32: 1, 1>")?)])
        .add_regions([region])
        .build()
        .ok()
}

/// Adds a `memref.dealloc` before the return for each top-level allocation nothing frees, and
/// for each buffer the function's top-level control flow hands out (`loop_buffers`).
fn free_allocations(context: &Context, function: OperationRef) {
    let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else { return };
    let Some(terminator) = block.terminator() else { return };
    if name_of(terminator) != "func.return" || block.next_in_region().is_some() {
        return;
    }
    let mut unfreed: Vec<Value> = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        // Its own allocations, and the buffers its control flow hands out (`loop_buffers`).
        let name = name_of(op);
        if name != "memref.alloc" && !(super::loop_buffers::is_scf_control_flow(&name) && super::loop_buffers::owns(op)) {
            continue;
        }
        for result in op.results() {
        if !loops::dims_of(result.r#type()).is_some() || super::loop_buffers::handed_to_loop(result.into()) {
            continue;
        }
        let mut freed = false;
        // SAFETY: use-list queries on a live value.
        unsafe {
            let mut operand = mlir_sys::mlirValueGetFirstUse(result.to_raw());
            while !mlir_sys::mlirOpOperandIsNull(operand) {
                let owner = OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(operand));
                // Freed already, or handed to the caller (a dynamically shaped result,
                // `returned::write`, passes its pointer out through the descriptor; a function
                // not made by lpf-tensor-to-loops may return it).
                let user = name_of(owner);
                freed |= matches!(user.as_str(), "memref.dealloc" | "memref.extract_aligned_pointer_as_index" | "func.return");
                operand = mlir_sys::mlirOpOperandGetNextUse(operand);
            }
        }
        if !freed {
            unfreed.push(result.into());
        }
        }
    }
    let ir = Ir::new(context, terminator.location(), At::Before(terminator));
    for buffer in unfreed {
        ir.op(memref::dealloc(buffer, ir.location));
    }
}
