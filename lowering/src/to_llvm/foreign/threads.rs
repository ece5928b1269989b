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
//!
//! **Reductions in rows.** A reduction's nest (an `scf.parallel` whose body is its reduction
//! loops) ran one output at a time: for each row, k = 0, 1, ... in order, a chain of dependent
//! rounded steps that LLVM may not reorder (a bf16 sum or maximum: a widen, add and round per
//! step through lpf's helpers; the bf16 softmax rows of a GPT-2 were 5-13% of its call). Such a
//! nest now takes the innermost parallel dimension in tiles of 16 rows (`ROWS`; the tile count shared out
//! with the outer dimensions): inside a tile the reduction loops, in their order, then the
//! tile's rows, so one step of k loads element k of each of 16 rows and LLVM vectorises across
//! them. Each output still starts from its init and takes k = 0, 1, ... in order, one rounding a
//! step, and no row reads another's output (a parallel dimension), so the bits are the same
//! (test/lpf-run/mixed-reduce-rows.mlir, against `--backend ref` on 1 and 3 threads). An f32 or
//! f64 maximum or minimum along the row stays as it was: LLVM vectorises it along the row, which
//! is faster than gathering across rows (`vectorises_in_row`).

use crate::raise_stablehlo::producer;
use crate::to_llvm::builders::ir::{At, Ir};
use crate::to_llvm::builders::{loops, parallel};
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::IntegerAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::TypeLike;
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
        total = total.saturating_add(1);
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

/// The iterations `tile * size .. min((tile + 1) * size, n)` of one tile.
fn span<'c, 'a>(at: &Ir<'c, 'a>, tile: Value<'c, 'a>, n: Value<'c, 'a>, size: i64) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let start = at.mul(tile, at.index(size));
    let end = at.val(melior::dialect::arith::minui(at.add(start, at.index(size)), n, at.location));
    (start, end)
}

/// The rows of a reduction that run together: a tile of `ROWS` iterations of the innermost
/// parallel dimension (16 f32 or bf16 lanes: one AVX-512 vector, two AVX2 ones).
const ROWS: i64 = 16;

/// The reduction loops of a nest whose body is one perfect nest of `scf.for`s without results
/// (what `convert-linalg-to-parallel-loops` writes for a linalg op's reduction dimensions),
/// outermost first, when each has constant step and bounds defined outside the nest.
fn reduction_loops<'c, 'a>(body: melior::ir::BlockRef<'c, 'a>) -> Option<Vec<OperationRef<'c, 'a>>> {
    let mut found = Vec::new();
    let mut block = body;
    loop {
        let first = block.first_operation()?;
        let terminator = first.next_in_block()?;
        if terminator.next_in_block().is_some() {
            return (!found.is_empty()).then_some(found);
        }
        if name_of(first) != "scf.for" || first.result_count() != 0 || first.operand_count() != 3 {
            return (!found.is_empty()).then_some(found);
        }
        let outside = first.operands().all(|v| producer(v).is_some_and(|p| !body.parent_operation().is_some_and(|nest| is_ancestor(nest, p))));
        if !outside || first.operand(2).ok().and_then(constant).is_none_or(|s| s <= 0) {
            return (!found.is_empty()).then_some(found);
        }
        found.push(first);
        block = first.region(0).ok()?.first_block()?;
    }
}

/// Whether LLVM vectorises the innermost reduction loop `innermost` as it is, along its own
/// dimension: every load reads along its innermost index with the loop's induction variable (or
/// is the accumulator, which it does not index), and
/// the body combines only with operations whose result does not depend on the order (integer
/// arithmetic; maximum and minimum on f32 and f64, which LLVM reduces in vectors). Such a loop
/// is faster than rows gathered across (an f32 maximum over 2048 x 128: 27 us in the row, 64 us
/// across rows); any rounded operation (a sum), and any arithmetic on a format without an LLVM
/// type (lowered later to integer helpers that LLVM does not see as a reduction), is not.
fn vectorises_in_row(innermost: OperationRef) -> bool {
    let Some(body) = innermost.region(0).ok().and_then(|r| r.first_block()) else { return false };
    let Ok(k) = body.argument(0) else { return false };
    let k: Value = k.into();
    let mut in_row = true;
    innermost.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = name_of(op);
        let native_float = || op.result(0).is_ok_and(|r| r.r#type().is_f32() || r.r#type().is_f64());
        in_row &= match name.as_str() {
            "scf.for" | "scf.yield" | "memref.store" | "arith.constant" => true,
            // Along the row, or the accumulator (not indexed by k).
            "memref.load" => {
                let indices: Vec<Value> = op.operands().skip(1).collect();
                indices.last() == Some(&k) || !indices.contains(&k)
            }
            "arith.maximumf" | "arith.minimumf" | "arith.maxnumf" | "arith.minnumf" => native_float(),
            _ => name.starts_with("arith.") && !name.ends_with('f') && !name.contains("fp") && !name.contains("float"),
        };
        if in_row { WalkResult::Advance } else { WalkResult::Interrupt }
    });
    in_row
}

/// `fors`' loops (bounds and steps of the old ones, which stay where they are), nested in
/// order, with `inner` at the innermost.
fn reduction_nest<'c, 'a>(
    at: &Ir<'c, 'a>,
    fors: &[OperationRef<'c, 'a>],
    k_ivs: &mut Vec<Value<'c, 'a>>,
    inner: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>]),
) {
    let Some((first, rest)) = fors.split_first() else {
        return inner(at, k_ivs);
    };
    let operand = |i| first.operand(i).expect("scf.for bounds");
    let step = constant(operand(2)).expect("a constant step");
    loops::stepped(at, operand(0), operand(1), step, &mut |at_k, k_iv| {
        k_ivs.push(k_iv);
        reduction_nest(at_k, rest, k_ivs, inner);
        k_ivs.pop();
    });
}

/// Whether `op` is `ancestor` or inside it.
fn is_ancestor(ancestor: OperationRef, op: OperationRef) -> bool {
    let mut at = Some(op);
    while let Some(o) = at {
        if o == ancestor {
            return true;
        }
        at = o.parent_operation();
    }
    false
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
    let reductions = constant(upper[dims - 1])
        .is_some_and(|n| n > 0)
        .then(|| reduction_loops(body))
        .flatten()
        .filter(|fors| !vectorises_in_row(*fors.last().expect("a reduction loop")));
    let tiled = if reductions.is_some() { None } else { transposed(op, &ivs, upper) };
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
    if let Some(fors) = reductions {
        // Rows: every dimension's bound, the innermost's as a count of ROWS tiles, shared out;
        // inside a tile, the reduction loops in their order, then the tile's rows.
        let last = dims - 1;
        let n = constant(upper[last]).expect("a constant bound");
        let mut bounds = upper.to_vec();
        bounds[last] = ir.index((n + ROWS - 1) / ROWS);
        let per_tile = work(op).saturating_mul(ROWS.min(n) as u64);
        let minimum = WORTH_THREADS.div_ceil(per_tile.max(1)) as i64;
        let innermost_for = *fors.last().expect("a reduction loop");
        let for_ivs: Vec<Value> = fors
            .iter()
            .map(|f| f.region(0).ok().and_then(|r| r.first_block()).and_then(|b| b.argument(0).ok()).expect("an induction variable").into())
            .collect();
        let from = innermost_for.region(0).ok().and_then(|r| r.first_block()).expect("a loop body");
        parallel::nest(&ir, threaded, &bounds, |at, total| at.cmp(melior::dialect::arith::CmpiPredicate::Uge, total, at.index(minimum)), &mut |at, tile_ivs| {
            let (start, end) = span(at, tile_ivs[last], upper[last], ROWS);
            reduction_nest(at, &fors, &mut Vec::new(), &mut |at_k, k_ivs| {
                loops::stepped(at_k, start, end, 1, &mut |rows, row| {
                    let target = match rows.at {
                        At::End(block) => block,
                        At::Before(_) => unreachable!("loop bodies are built at their end"),
                    };
                    // The innermost reduction loop's body (not its yield) moves to the rows'
                    // loop, in order; the old induction variables' uses become the new ones.
                    let mut next = from.first_operation();
                    while let Some(inner_op) = next {
                        next = inner_op.next_in_block();
                        if next.is_none() {
                            break; // scf.yield
                        }
                        // SAFETY: as in `place`.
                        unsafe {
                            mlir_sys::mlirOperationRemoveFromParent(inner_op.to_raw());
                            mlir_sys::mlirBlockAppendOwnedOperation(target.to_raw(), inner_op.to_raw());
                        }
                    }
                    let mut all = tile_ivs.to_vec();
                    all[last] = row;
                    for (old, new) in ivs.iter().chain(&for_ivs).zip(all.iter().chain(k_ivs)) {
                        // SAFETY: index values; the uses are all inside the moved ops.
                        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw()) };
                    }
                });
            });
        });
        // SAFETY: the nest's innermost body is empty but for its yield; nothing uses it.
        unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
        return;
    }
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
            let (k_start, k_end) = span(at, tile_ivs[k], upper[k], TILE);
            loops::stepped(at, k_start, k_end, 1, &mut |at_k, k_iv| {
                let (start, end) = span(at_k, tile_ivs[last], upper[last], TILE);
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
