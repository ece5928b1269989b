//! The innermost loop of an element-wise nest, cut into blocks that prefetch what they will read.
//!
//! An element-wise kernel over a large tensor reads each input once, in order. On one core of
//! the machine measured (docs/llvm.md, "Element-wise loops: prefetching and eight-lane
//! lookups"), the hardware prefetcher alone left an f32 -> f8 encode at about 80% of the rate
//! it reaches when each block of 64 elements first asks for the cache lines 4 KiB ahead of it
//! (`memref.prefetch`, LLVM's `llvm.prefetch`: a hint, it changes no value and cannot fault).
//! One prefetch per element would stop LLVM vectorising the loop, so the loop is cut: blocks
//! of [`BLOCK`] elements (a counted inner loop LLVM vectorises whole), each led by its
//! prefetches, then the last `length % BLOCK` elements one at a time. Every element is still
//! visited once, in order.
//! Rows known to be shorter than [`STREAM_MIN_ELEMENTS`] keep the plain loop.
//!
//! A body may take [`BLOCK`]'s elements in steps of more than one (a vector of lanes it loads
//! and stores itself); the remainder always comes one element at a time.

use super::ir::Ir;
use super::loops::{self, constant_index, element_of};

use crate::ir_numerics::format_of;
use melior::dialect::arith;
use melior::ir::attribute::{BoolAttribute, IntegerAttribute};
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::IntegerType;
use melior::ir::{Identifier, Type, Value, ValueLike};

/// Elements of one block: a multiple of every step a body takes (8 f32 lanes per AVX2
/// register), and at least a cache line of the widest element read.
pub const BLOCK: i64 = 64;
/// How far ahead of its block a read is prefetched: far enough for a line to arrive from memory
/// before the block reaches it, near enough to stay inside L1 (measured 2-16 KiB all gained on
/// Zen 3; 4 KiB best).
pub const PREFETCH_BYTES: i64 = 4096;
/// Rows of a length known to be below this take no prefetches (and, stepping one element at a
/// time, no blocks): a few KiB are in cache after their first touch. Rows whose length is known
/// only at run time, and threads' chunks, always take them.
pub const STREAM_MIN_ELEMENTS: i64 = 2048;
/// A cache line: one prefetch covers this many bytes.
const LINE_BYTES: i64 = 64;

/// Bytes of one element of `buffer` as stored (a format's storage, an integer's width; at
/// least 1).
fn element_bytes(buffer: Value) -> i64 {
    let Some(element) = element_of(buffer.r#type()) else { return 1 };
    let bits = match format_of(element) {
        Some(format) => format.storage_bits(),
        None => IntegerType::try_from(element).map(|t| t.width()).unwrap_or(64),
    };
    i64::from(bits.div_ceil(8).max(1))
}

/// `for j in 0..length` over elements `start + j` of the last dimension, indices `lead ++
/// [start + j]`, in blocks of [`BLOCK`] that prefetch `reads` (buffers indexed like the
/// elements, whose last dimension has `last` elements) [`PREFETCH_BYTES`] ahead. `body` gets the
/// indices of the first element it is to compute and how many (`step` inside whole blocks, 1 in
/// the remainder).
#[allow(clippy::too_many_arguments)]
pub fn blocks<'c, 'a>(
    ir: &Ir<'c, 'a>,
    lead: &[Value<'c, 'a>],
    start: Value<'c, 'a>,
    length: Value<'c, 'a>,
    last: Value<'c, 'a>,
    reads: &[Value<'c, 'a>],
    step: i64,
    body: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>], i64),
) {
    debug_assert!(step >= 1 && BLOCK % step == 0);
    let from_zero = constant_index(start) == Some(0);
    let at = |inner: &Ir<'c, 'a>, j: Value<'c, 'a>| -> Vec<Value<'c, 'a>> {
        let element = if from_zero { j } else { inner.add(start, j) };
        lead.iter().copied().chain([element]).collect()
    };
    // A row known to be short is in cache after its first touch, and its loop small: no
    // prefetches, and without wider steps the plain loop alone (one copy of the body: a run of
    // a thousand fused ops compiles as before).
    let short = constant_index(length).is_some_and(|n| n < STREAM_MIN_ELEMENTS);
    if short && (step == 1 || constant_index(length).is_some_and(|n| n < BLOCK)) {
        return loops::stepped(ir, ir.index(0), length, 1, &mut |inner, j| body(inner, &at(inner, j), 1));
    }
    let block = ir.index(BLOCK);
    let whole = ir.val(arith::divui(length, block, ir.location));
    loops::nest(ir, &[whole], &mut |outer, b| {
        let first = outer.mul(b[0], block);
        if !short {
            let ahead_of = if from_zero { first } else { outer.add(start, first) };
            for buffer in reads {
                prefetch_block(outer, lead, *buffer, ahead_of, last);
            }
        }
        loops::stepped(outer, first, outer.add(first, block), step, &mut |inner, j| body(inner, &at(inner, j), step));
    });
    // A length known to be whole blocks has no remainder.
    if constant_index(length).is_none_or(|n| n % BLOCK != 0) {
        let done = ir.mul(whole, block);
        loops::stepped(ir, done, length, 1, &mut |inner, j| body(inner, &at(inner, j), 1));
    }
}

/// Prefetches (for reading, into every cache level) the lines of one block of `buffer`
/// [`PREFETCH_BYTES`] past element `from` of its last dimension, each index clamped to the
/// dimension's last element (`last - 1`; the nest runs only when `last > 0`).
fn prefetch_block<'c, 'a>(ir: &Ir<'c, 'a>, lead: &[Value<'c, 'a>], buffer: Value<'c, 'a>, from: Value<'c, 'a>, last: Value<'c, 'a>) {
    let bytes = element_bytes(buffer);
    let per_line = (LINE_BYTES / bytes).max(1);
    let end = ir.sub(last, ir.index(1));
    for line in 0..(BLOCK / per_line).max(1) {
        let ahead = ir.add(from, ir.index(PREFETCH_BYTES / bytes + line * per_line));
        let index = ir.val(arith::minui(ahead, end, ir.location));
        let mut operands = vec![buffer];
        operands.extend(lead.iter().copied());
        operands.push(index);
        let i32_type: Type = IntegerType::new(ir.context, 32).into();
        ir.op(
            OperationBuilder::new("memref.prefetch", ir.location)
                .add_operands(&operands)
                .add_attributes(&[
                    (Identifier::new(ir.context, "isWrite"), BoolAttribute::new(ir.context, false).into()),
                    (Identifier::new(ir.context, "localityHint"), IntegerAttribute::new(i32_type, 3).into()),
                    (Identifier::new(ir.context, "isDataCache"), BoolAttribute::new(ir.context, true).into()),
                ])
                .build()
                .expect("valid memref.prefetch"),
        );
    }
}
