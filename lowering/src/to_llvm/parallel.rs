//! Loops whose iterations are independent, split across threads with MLIR's OpenMP dialect:
//! `omp.parallel { omp.wsloop { omp.loop_nest } }`, which upstream's `convert-openmp-to-llvm`
//! and the LLVM IR translation (OpenMPIRBuilder) turn into `__kmpc_fork_call` and a static
//! schedule of libomp, the LLVM project's OpenMP runtime.
//!
//! Only loops whose iterations write disjoint elements and read nothing another iteration
//! writes go here (the dot kernel's output tiles, the packing of its operands' rows), so an
//! element's value does not depend on which thread computed it or on how many there are: every
//! output still receives its own k = 0, 1, ... in order inside one iteration.
//!
//! The thread count is libomp's run-time choice (`OMP_NUM_THREADS`, `omp_set_num_threads`;
//! by default one thread per core). A loop too small to pay for waking the threads (`worth`
//! false at run time) runs on the calling thread alone: `omp.parallel if(...)`.
//!
//! The loop nest is flattened to one induction variable (a single `omp.loop_nest` of the
//! product of the bounds, the indices recovered by division), so the schedule splits the whole
//! iteration space in contiguous chunks: neighbouring tiles, which share a packed panel, stay on
//! one thread.

use super::ir::{At, Ir};
use super::loops;
use melior::dialect::arith;
use melior::ir::attribute::{Attribute, DenseI32ArrayAttribute, IntegerAttribute};
use melior::ir::operation::OperationLike;
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::{Block, BlockRef, Identifier, Region, RegionLike, Type, Value};

/// `for (i0, i1, ..) in bounds` with independent iterations: on threads when `parallel` (the
/// target allows it) and `worth` holds at run time, else an ordinary `scf.for` nest.
pub fn nest<'c, 'a>(
    ir: &Ir<'c, 'a>,
    parallel: bool,
    bounds: &[Value<'c, 'a>],
    worth: impl FnOnce(&Ir<'c, 'a>, Value<'c, 'a>) -> Value<'c, 'a>,
    body: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>]),
) {
    if !parallel || bounds.is_empty() {
        return loops::nest(ir, bounds, body);
    }
    let total = bounds[1..].iter().fold(bounds[0], |n, b| ir.mul(n, *b));
    let condition = worth(ir, total);
    let (zero, one) = (ir.index(0), ir.index(1));

    // omp.loop_nest (%flat) : index = (0) to (total) step (1) { body; omp.yield }
    let loop_block = Block::new(&[(Type::index(ir.context), ir.location)]);
    // SAFETY: the block is moved into the loop_nest's region below, which the ops built here
    // end up owned by; nothing built in it is used after that but through the IR.
    let loop_ref = unsafe { BlockRef::<'c, 'a>::from_raw(loop_block.to_raw()) };
    let inner = Ir { at: At::End(loop_ref), ..*ir };
    let flat: Value = loop_ref.argument(0).expect("induction variable").into();
    // Row-major: the last bound varies fastest.
    let mut ivs = vec![flat; bounds.len()];
    let mut rest = flat;
    for d in (1..bounds.len()).rev() {
        ivs[d] = inner.val(arith::remui(rest, bounds[d], inner.location));
        rest = inner.val(arith::divui(rest, bounds[d], inner.location));
    }
    ivs[0] = rest;
    body(&inner, &ivs);
    inner.op(OperationBuilder::new("omp.yield", ir.location).build().expect("valid omp.yield"));
    let loop_nest = OperationBuilder::new("omp.loop_nest", ir.location)
        .add_operands(&[zero, total, one])
        .add_regions([region_of(loop_block)])
        .build()
        .expect("valid omp.loop_nest");

    let wsloop_block = Block::new(&[]);
    wsloop_block.append_operation(loop_nest);
    let wsloop = OperationBuilder::new("omp.wsloop", ir.location)
        .add_attributes(&[segments(ir, &[0; 7])])
        .add_regions([region_of(wsloop_block)])
        .build()
        .expect("valid omp.wsloop");

    let parallel_block = Block::new(&[]);
    parallel_block.append_operation(wsloop);
    parallel_block.append_operation(OperationBuilder::new("omp.terminator", ir.location).build().expect("valid omp.terminator"));
    // Operand segments: allocate, allocator, if, num_threads, private, reduction.
    ir.op(
        OperationBuilder::new("omp.parallel", ir.location)
            .add_operands(&[condition])
            .add_attributes(&[segments(ir, &[0, 0, 1, 0, 0, 0])])
            .add_regions([region_of(parallel_block)])
            .build()
            .expect("valid omp.parallel"),
    );
}

fn region_of(block: Block) -> Region {
    let region = Region::new();
    region.append_block(block);
    region
}

fn segments<'c>(ir: &Ir<'c, '_>, sizes: &[i32]) -> (Identifier<'c>, Attribute<'c>) {
    (Identifier::new(ir.context, "operandSegmentSizes"), DenseI32ArrayAttribute::new(ir.context, sizes).into())
}

/// Elements of an element-wise nest handed to a thread as one piece of the last dimension: long
/// enough that the inner loop stays a plain counted loop (LLVM unrolls and pipelines it), short
/// enough that a row of a few thousand elements still splits across threads.
const ELEMENTWISE_CHUNK: i64 = 2048;
/// Elements below which an element-wise nest stays on the calling thread: each costs a helper
/// call of roughly a nanosecond, so this is some 30 us of one core, several times libomp's fork
/// and join.
const PARALLEL_MIN_ELEMENTS: i64 = 1 << 15;

/// An element-wise nest over `sizes` (row-major, every index visited once, iterations
/// independent): on threads when `parallel` and the element count is worth it, else an ordinary
/// `scf.for` nest. The last dimension is cut into chunks of [`ELEMENTWISE_CHUNK`], and the leading
/// dimensions and the chunk number form the parallel space, so a single long row splits as well as
/// many short ones; inside a chunk the elements run in order on one thread. Each element is
/// computed from its own operands' elements, so which thread computes it changes no bit.
pub fn elementwise<'c, 'a>(ir: &Ir<'c, 'a>, parallel: bool, sizes: &[Value<'c, 'a>], body: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>])) {
    let Some((&last, leading)) = sizes.split_last() else { return loops::nest(ir, sizes, body) };
    // A count known at compile time to be too small needs no threads (nor libomp in an object).
    let known: Option<i64> = sizes.iter().map(|s| constant_index(*s)).product();
    if !parallel || known.is_some_and(|n| n < PARALLEL_MIN_ELEMENTS) {
        return loops::nest(ir, sizes, body);
    }
    let chunk = ir.index(ELEMENTWISE_CHUNK);
    // ceil(last / chunk), computed without overflow for any size.
    let chunks = ir.val(arith::ceildivui(last, chunk, ir.location));
    let mut bounds = leading.to_vec();
    bounds.push(chunks);
    let elements = sizes[1..].iter().fold(sizes[0], |n, b| ir.mul(n, *b));
    nest(ir, true, &bounds, |at, _| at_least(at, elements, PARALLEL_MIN_ELEMENTS), &mut |outer, ivs| {
        let (lead, piece) = ivs.split_at(ivs.len() - 1);
        let start = outer.mul(piece[0], chunk);
        let left = outer.sub(last, start);
        let length = outer.val(arith::minui(left, chunk, outer.location));
        loops::nest(outer, &[length], &mut |inner, j| {
            let mut indices = lead.to_vec();
            indices.push(inner.add(start, j[0]));
            body(inner, &indices);
        });
    });
}

/// The value of an `arith.constant` of index type, or None (a size known only at run time).
fn constant_index(value: Value) -> Option<i64> {
    let op = melior::ir::operation::OperationResult::try_from(value).ok()?.owner();
    if op.name().as_string_ref().as_str().ok()? != "arith.constant" {
        return None;
    }
    IntegerAttribute::try_from(op.attribute("value").ok()?).ok().map(|a| a.value())
}

/// `count >= threshold`: a work estimate (iterations times the steps of each) worth threads.
pub fn at_least<'c, 'a>(ir: &Ir<'c, 'a>, count: Value<'c, 'a>, threshold: i64) -> Value<'c, 'a> {
    ir.cmp(arith::CmpiPredicate::Uge, count, ir.index(threshold))
}
