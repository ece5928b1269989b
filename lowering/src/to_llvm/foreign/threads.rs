//! Part of `lpf-foreign-buffers`: the foreign (StableHLO) part of a mixed module on OpenMP
//! threads. Upstream's `convert-linalg-to-parallel-loops` writes each linalg op's parallel
//! dimensions as one `scf.parallel` (its reduction dimensions as `scf.for`s inside); each
//! outermost one becomes [`parallel::nest`], the dot kernel's threading: libomp's threads each
//! take one contiguous share of the outer dimensions, the innermost dimension stays a plain loop
//! (which LLVM vectorises), and a loop with too little work to pay for waking the threads runs on
//! the calling thread (`omp.parallel if(...)`).
//!
//! Bits: an iteration of a parallel dimension writes its own elements and reads none another
//! iteration writes (what a linalg `parallel` iterator states); a reduction's dimension stays a
//! sequential `scf.for` inside one iteration, in order. So every element is computed by the same
//! operations in the same order whatever the thread count (docs/llvm.md, "Threads").
//!
//! Why: on a 6-layer flax LM, one thread took 73 ms a call and two 55 ms (1.32x): about half of
//! the one-thread time was the foreign part (layer norms, softmax, GELU, residuals), which ran
//! on the calling thread only (docs/llvm.md, "Real models").
//!
//! **Transposes in tiles.** A nest whose innermost dimension walks a load's non-innermost index
//! while another dimension walks its innermost one (a transpose: PyTorch's `nn.Linear` weight
//! `[N, K]` as the `[K, N]` the dot reads, written by torch-xla and torchax as a
//! `stablehlo.transpose` on every call) read one element per cache line and left the line
//! before the next row came back to it: 1536 x 512 bf16 took 5 ms, 12-17% of a 6-layer x 512
//! Llama's call. Such a nest goes in tiles of 32 x 32 of those two dimensions (the tile counts
//! among the outer dimensions shared out to the threads, the tile's two loops inside), so each
//! tile's lines stay in L1. Every iteration is still run once and none reads what another
//! writes, so the bits are the same.

use crate::raise_stablehlo::producer;
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::builders::{loops, parallel};
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::IntegerAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{OperationRef, RegionLike, Value, ValueLike};
use melior::Context;

/// Estimated operations a loop must run in all to go to the threads: about 10-30 us of work,
/// against the few microseconds `__kmpc_fork_call` costs (the kernels' threshold is 2^15
/// vector FMAs; docs/llvm.md, "Threads").
const WORTH_THREADS: u64 = 1 << 16;

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// Rewrites every `scf.parallel` of `function` as above: the outermost ones on threads when
/// `threads` (the target allows them), nested ones, and all when not, as `scf.for` nests.
pub fn thread_parallel_loops(context: &Context, function: OperationRef, threads: bool) {
    let mut found = Vec::new();
    function.walk_guarded(WalkOrder::PreOrder, |op| {
        if name_of(op) == "scf.parallel" {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in found {
        // SAFETY: collected above; each op is rewritten once, and an outer one's rewrite moves,
        // but does not destroy, the ones inside it.
        let op = unsafe { OperationRef::from_raw(raw) };
        let outermost = !inside_parallel(op);
        rewrite(context, op, threads && outermost);
    }
}

/// Whether `op` is inside another `scf.parallel` or an `omp.parallel` region.
fn inside_parallel(op: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if matches!(name_of(p).as_str(), "scf.parallel" | "omp.parallel") {
            return true;
        }
        parent = p.parent_operation();
    }
    false
}

/// The constant value of an index, if it is one.
fn constant(value: Value) -> Option<i64> {
    let owner = producer(value)?;
    if name_of(owner) != "arith.constant" {
        return None;
    }
    owner.attribute("value").ok().and_then(|a| IntegerAttribute::try_from(a).ok()).map(|a| a.value())
}

/// The work of one run of `op`'s regions: ops counted once, those inside an `scf.for` of
/// constant bounds as many times as it iterates (16 times for other bounds).
fn work(op: OperationRef) -> u64 {
    let mut total = 0u64;
    let Ok(region) = op.region(0) else { return 1 };
    let Some(block) = region.first_block() else { return 1 };
    let mut next = block.first_operation();
    while let Some(inner) = next {
        next = inner.next_in_block();
        total += 1;
        if inner.region_count() > 0 {
            let trips = if name_of(inner) == "scf.for" && inner.operand_count() >= 3 {
                match (inner.operand(0).ok().and_then(constant), inner.operand(1).ok().and_then(constant), inner.operand(2).ok().and_then(constant)) {
                    (Some(lower), Some(upper), Some(step)) if step > 0 => ((upper - lower).max(0) as u64).div_ceil(step as u64),
                    _ => 16,
                }
            } else {
                1
            };
            total = total.saturating_add(trips.saturating_mul(work(inner)));
        }
    }
    total.max(1)
}

/// The side of a transpose's tile (32 x 32: 2 KiB of bf16, 4 KiB of f32 a side).
const TILE: i64 = 32;

/// The dimension `k` to tile with the innermost one (`dims - 1`) when a load in `op`'s body
/// reads along its innermost index with `ivs[k]` and elsewhere with the innermost `ivs`, and
/// both dimensions are constants above a tile.
fn transposed(op: OperationRef, ivs: &[Value], upper: &[Value]) -> Option<usize> {
    let dims = ivs.len();
    if dims < 2 || upper[dims - 1..].iter().any(|u| constant(*u).is_none_or(|n| n <= TILE)) {
        return None;
    }
    let mut found = None;
    op.walk_guarded(WalkOrder::PreOrder, |inner| {
        if name_of(inner) == "memref.load" && inner.operand_count() >= 3 {
            let indices: Vec<Value> = inner.operands().skip(1).collect();
            let last = indices[indices.len() - 1];
            let k = ivs[..dims - 1].iter().position(|iv| *iv == last);
            let walks_innermost = indices[..indices.len() - 1].contains(&ivs[dims - 1]);
            if let (Some(k), true) = (k, walks_innermost) {
                if constant(upper[k]).is_some_and(|n| n > TILE) {
                    found = Some(k);
                    return WalkResult::Interrupt;
                }
            }
        }
        WalkResult::Advance
    });
    found
}

/// The iterations `tile * TILE .. min((tile + 1) * TILE, n)` of one tile.
fn span<'c, 'a>(at: &Ir<'c, 'a>, tile: Value<'c, 'a>, n: Value<'c, 'a>) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let start = at.mul(tile, at.index(TILE));
    let end = at.val(melior::dialect::arith::minui(at.add(start, at.index(TILE)), n, at.location));
    (start, end)
}

/// One `scf.parallel` of bounds `0..n` step 1 without results (what linalg's conversion writes)
/// as a (threaded, when `threaded`) nest; any other is left to `convert-scf-to-cf`.
fn rewrite(context: &Context, op: OperationRef, threaded: bool) {
    if op.result_count() != 0 || op.operand_count() % 3 != 0 || op.operand_count() == 0 {
        return;
    }
    let dims = op.operand_count() / 3;
    let operands: Vec<Value> = op.operands().collect();
    let (lower, upper, steps) = (&operands[..dims], &operands[dims..2 * dims], &operands[2 * dims..]);
    if !lower.iter().all(|v| constant(*v) == Some(0)) || !steps.iter().all(|v| constant(*v) == Some(1)) {
        return;
    }
    let Some(body) = op.region(0).ok().and_then(|r| r.first_block()) else { return };
    if body.argument_count() != dims || body.terminator().is_none_or(|t| name_of(t) != "scf.reduce" || t.operand_count() != 0) {
        return;
    }
    let ivs: Vec<Value> = (0..dims).map(|i| body.argument(i).expect("an induction variable").into()).collect();
    let tiled = transposed(op, &ivs, upper);
    // The outer dimensions go to the threads, the innermost stays one plain loop per share.
    let (outer, inner) = if dims > 1 { (&upper[..dims - 1], Some(upper[dims - 1])) } else { (upper, None) };
    let per_outer = work(op).saturating_mul(inner.and_then(constant).map_or(16, |n| n.max(1) as u64));
    let minimum = WORTH_THREADS.div_ceil(per_outer.max(1)) as i64;
    let ir = Ir::new(context, op.location(), At::Before(op));
    let mut moved = false;
    let mut place = |at: &Ir, new_ivs: &[Value]| {
        // The body's ops (not its terminator) move to the innermost loop, in order; the old
        // induction variables' uses become the new ones.
        let target = match at.at {
            At::End(block) => block,
            At::Before(_) => unreachable!("loop bodies are built at their end"),
        };
        let mut next = body.first_operation();
        while let Some(inner_op) = next {
            next = inner_op.next_in_block();
            if next.is_none() {
                break; // scf.reduce
            }
            // SAFETY: a live op moved into a block of the new nest, which dominates nothing of
            // the old body's that still needs it.
            unsafe {
                mlir_sys::mlirOperationRemoveFromParent(inner_op.to_raw());
                mlir_sys::mlirBlockAppendOwnedOperation(target.to_raw(), inner_op.to_raw());
            }
        }
        for (old, new) in ivs.iter().zip(new_ivs) {
            // SAFETY: both index values; the uses are all inside the moved ops.
            unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw()) };
        }
        moved = true;
    };
    if let Some(k) = tiled {
        // Tiles: every dimension's bound, with k's and the innermost's as tile counts, shared
        // out; inside a tile, k's loop then the innermost's (each to the end of its tile or
        // dimension).
        let last = dims - 1;
        let tiles = |n: Value| ir.index((constant(n).expect("a constant bound") + TILE - 1) / TILE);
        let mut bounds = upper.to_vec();
        bounds[k] = tiles(upper[k]);
        bounds[last] = tiles(upper[last]);
        let per_tile = work(op).saturating_mul((TILE * TILE) as u64);
        let minimum = WORTH_THREADS.div_ceil(per_tile.max(1)) as i64;
        parallel::nest(&ir, threaded, &bounds, |at, total| at.cmp(melior::dialect::arith::CmpiPredicate::Uge, total, at.index(minimum)), &mut |at, tile_ivs| {
            let (k_start, k_end) = span(at, tile_ivs[k], upper[k]);
            loops::stepped(at, k_start, k_end, 1, &mut |at_k, k_iv| {
                let (start, end) = span(at_k, tile_ivs[last], upper[last]);
                loops::stepped(at_k, start, end, 1, &mut |innermost, last_iv| {
                    let mut all = tile_ivs.to_vec();
                    all[k] = k_iv;
                    all[last] = last_iv;
                    place(innermost, &all);
                });
            });
        });
    } else {
    parallel::nest(&ir, threaded, outer, |at, total| at.cmp(melior::dialect::arith::CmpiPredicate::Uge, total, at.index(minimum)), &mut |at, outer_ivs| {
        match inner {
            Some(n) => loops::nest(at, &[n], &mut |innermost, last| {
                let all: Vec<Value> = outer_ivs.iter().chain(last).copied().collect();
                place(innermost, &all);
            }),
            None => place(at, outer_ivs),
        }
    });
    }
    if moved {
        // SAFETY: the scf.parallel's body is empty but for its terminator; nothing uses it.
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
    }
}
