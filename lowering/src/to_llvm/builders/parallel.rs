//! Loops whose iterations are independent, split across threads with MLIR's OpenMP dialect:
//! `omp.parallel { each thread's share as an scf.for }`, which upstream's `convert-openmp-to-llvm`
//! and the LLVM IR translation (OpenMPIRBuilder) turn into `__kmpc_fork_call` of libomp, the
//! LLVM project's OpenMP runtime.
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
//! The loop nest is flattened to one induction variable (the product of the bounds, the indices
//! recovered by division), and each thread of the team runs one contiguous share of it, cut as
//! OpenMP's static schedule cuts it (the first `total % threads` threads one iteration more):
//! neighbouring tiles, which share a packed panel, stay on one thread. The share is computed
//! here from `omp_get_thread_num` and `omp_get_num_threads` rather than by `omp.wsloop`, whose
//! `__kmpc_for_static_init` formats debug strings with `snprintf` on every call in Debian's
//! libomp (measured: about 3% of the transformer block's time on one thread, in ~25 loops a
//! call; docs/llvm.md, "Mixed modules: speed"). [`declare_runtime`] declares the two queries in
//! the module once the kernels are built.

use super::ir::{At, Ir};
use super::loops::{self, constant_index};
use super::streaming;
use lpf_dialect::unwind::WalkGuarded;
use melior::Context;
use melior::dialect::{arith, func};
use melior::ir::attribute::{Attribute, DenseI32ArrayAttribute, FlatSymbolRefAttribute, IntegerAttribute, StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{FunctionType, IntegerType};
use melior::ir::{Block, BlockRef, Identifier, Location, Region, RegionLike, Type, Value};

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
    if never(condition) {
        // Too little work whatever the run (static bounds): no team, no outlined function for
        // LLVM to compile (a small model's first call), and no test left behind.
        loops::nest(ir, bounds, body);
        erase_test(condition);
        return;
    }

    // omp.parallel if(%condition) { this thread's share of 0..total; omp.terminator }
    let parallel_block = Block::new(&[]);
    // SAFETY: the block is moved into the omp.parallel's region below, which the ops built here
    // end up owned by; nothing built in it is used after that but through the IR.
    let parallel_ref = unsafe { BlockRef::<'c, 'a>::from_raw(parallel_block.to_raw()) };
    let team = Ir { at: At::End(parallel_ref), ..*ir };
    let (start, count) = static_share(&team, total);
    loops::nest(&team, &[count], &mut |inner, i| {
        let flat = inner.add(start, i[0]);
        // Row-major: the last bound varies fastest.
        let mut ivs = vec![flat; bounds.len()];
        let mut rest = flat;
        for d in (1..bounds.len()).rev() {
            ivs[d] = inner.val(arith::remui(rest, bounds[d], inner.location));
            rest = inner.val(arith::divui(rest, bounds[d], inner.location));
        }
        ivs[0] = rest;
        body(inner, &ivs);
    });
    team.op(OperationBuilder::new("omp.terminator", ir.location).build().expect("valid omp.terminator"));
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

/// An index computed from constants alone (`arith.constant`, `arith.muli`, `arith.addi`,
/// `arith.divui`).
fn folded_index(value: Value) -> Option<i64> {
    let op = melior::ir::operation::OperationResult::try_from(value).ok()?.owner();
    let operand = |i| op.operand(i).ok().and_then(folded_index);
    match op.name().as_string_ref().as_str().ok()? {
        "arith.constant" => loops::constant_index(value),
        "arith.muli" => operand(0)?.checked_mul(operand(1)?),
        "arith.addi" => operand(0)?.checked_add(operand(1)?),
        "arith.divui" => u64::try_from(operand(0)?).ok()?.checked_div(u64::try_from(operand(1)?).ok()?).and_then(|q| i64::try_from(q).ok()),
        _ => None,
    }
}

/// Whether a `worth` condition (`arith.cmpi uge` of a work count and a threshold,
/// [`at_least`]) is false on every run: both sides fold to constants.
fn never(condition: Value) -> bool {
    let Ok(result) = melior::ir::operation::OperationResult::try_from(condition) else { return false };
    let cmp = result.owner();
    let uge = cmp.attribute("predicate").ok().and_then(|a| IntegerAttribute::try_from(a).ok()).is_some_and(|a| a.value() == arith::CmpiPredicate::Uge as i64);
    if cmp.name().as_string_ref().as_str() != Ok("arith.cmpi") || !uge {
        return false;
    }
    match (cmp.operand(0).ok().and_then(folded_index), cmp.operand(1).ok().and_then(folded_index)) {
        (Some(count), Some(threshold)) => (count as u64) < (threshold as u64),
        _ => false,
    }
}

/// Erases the `worth` test (its own op: the work count it reads may be the caller's, used
/// after this nest, so that stays for the canonicaliser).
fn erase_test(condition: Value) {
    let Ok(result) = melior::ir::operation::OperationResult::try_from(condition) else { return };
    if crate::melior_ext::unused(condition) && result.owner().result_count() == 1 {
        // SAFETY: the test `worth` built for this nest alone, nothing using its one result.
        unsafe { mlir_sys::mlirOperationDestroy(result.owner().to_raw()) };
    }
}

/// libomp's queries a team member asks for its share (OpenMP API, `omp.h`).
const THREAD_NUM: &str = "omp_get_thread_num";
const NUM_THREADS: &str = "omp_get_num_threads";

/// (first iteration, iteration count) of the calling thread's share of `0..total`: OpenMP's
/// static schedule without a chunk size, `q = total / n` each and one more for the first
/// `total % n` threads, so the shares are contiguous, in thread order, and cover every
/// iteration once (no product that could overflow).
fn static_share<'c, 'a>(ir: &Ir<'c, 'a>, total: Value<'c, 'a>) -> (Value<'c, 'a>, Value<'c, 'a>) {
    let ask = |name: &str| {
        let i32_type = ir.int_type(32);
        let call = ir.val(func::call(ir.context, FlatSymbolRefAttribute::new(ir.context, name), &[], &[i32_type], ir.location));
        ir.val(arith::index_cast(call, Type::index(ir.context), ir.location))
    };
    let (thread, threads) = (ask(THREAD_NUM), ask(NUM_THREADS));
    let each = ir.val(arith::divui(total, threads, ir.location));
    let left = ir.val(arith::remui(total, threads, ir.location));
    let longer = ir.cmp(arith::CmpiPredicate::Ult, thread, left);
    let extra = ir.select(longer, ir.index(1), ir.index(0));
    let before = ir.val(arith::minui(thread, left, ir.location));
    (ir.add(ir.mul(thread, each), before), ir.add(each, extra))
}

/// Declares (private, external) the libomp queries that the kernels built in `module_body` call,
/// once each; a module whose kernels stayed on one thread gets no declaration.
pub fn declare_runtime<'c>(context: &'c Context, module_body: BlockRef<'c, '_>) {
    let mut called = Vec::new();
    let mut declared = Vec::new();
    let mut next = module_body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        op.walk_guarded(WalkOrder::PreOrder, |inner| {
            let callee = match inner.name().as_string_ref().as_str() {
                Ok("func.call") => inner.attribute("callee").ok().and_then(|a| FlatSymbolRefAttribute::try_from(a).ok()).map(|a| a.value().to_string()),
                Ok("func.func") => {
                    if let Some(name) = inner.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()) {
                        declared.push(name.value().to_string());
                    }
                    None
                }
                _ => None,
            };
            if let Some(callee) = callee.filter(|c| c == THREAD_NUM || c == NUM_THREADS) {
                if !called.contains(&callee) {
                    called.push(callee);
                }
            }
            WalkResult::Advance
        });
    }
    let location = Location::unknown(context);
    for name in called.into_iter().filter(|c| !declared.contains(c)) {
        let i32_type: Type = IntegerType::new(context, 32).into();
        module_body.append_operation(func::func(
            context,
            StringAttribute::new(context, &name),
            TypeAttribute::new(FunctionType::new(context, &[], &[i32_type]).into()),
            Region::new(),
            &[(Identifier::new(context, "sym_visibility"), StringAttribute::new(context, "private").into())],
            location,
        ));
    }
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
/// computed from its own operands' elements, so which thread computes it changes no bit. The
/// last dimension runs in [`streaming::blocks`] that prefetch `reads`; `body` gets the indices
/// of its first element and how many elements from there it computes (`step` or 1).
pub fn elementwise<'c, 'a>(
    ir: &Ir<'c, 'a>,
    parallel: bool,
    sizes: &[Value<'c, 'a>],
    reads: &[Value<'c, 'a>],
    step: i64,
    body: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>], i64),
) {
    let Some((&last, leading)) = sizes.split_last() else { return loops::nest(ir, sizes, &mut |inner, ivs| body(inner, ivs, 1)) };
    // A count known at compile time to be too small needs no threads (nor libomp in an object).
    let known: Option<i64> = sizes.iter().map(|s| constant_index(*s)).product();
    if !parallel || known.is_some_and(|n| n < PARALLEL_MIN_ELEMENTS) {
        let zero = ir.index(0);
        return loops::nest(ir, leading, &mut |outer, lead| streaming::blocks(outer, lead, zero, last, last, reads, step, body));
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
        streaming::blocks(outer, lead, start, length, last, reads, step, body);
    });
}

/// `count >= threshold`: a work estimate (iterations times the steps of each) worth threads.
pub fn at_least<'c, 'a>(ir: &Ir<'c, 'a>, count: Value<'c, 'a>, threshold: i64) -> Value<'c, 'a> {
    ir.cmp(arith::CmpiPredicate::Uge, count, ir.index(threshold))
}
