//! An f32 `dot_general` inside a loop or a branch as XLA CPU computes it: XLA sums a dot in a
//! `while` body as it sums one at the top level (YNNPACK's lanes of fused multiply-adds, which
//! [`super::dot_lanes`] has already cut into k-strided dots of one lane each), where StableHLO's
//! interpreter and upstream's linalg lowering round each product. At a function's top level
//! both exits compute a foreign f32 dot as fused multiply-adds in their own dot kernels
//! (`lpf.foreign_fma`, `machine::fma_dot`); inside a region the LLVM exit has none, and
//! `--backend ref` has its own only where StableHLO's interpreter hands it the dot (in `while`
//! regions: [`is_kept_loop_dot`]). Measured (jaxlib
//! 0.10.2, Intel Xeon with AVX-512, `xla_allow_excess_precision=false`): an `nnx.LSTMCell`
//! scanned over 6 steps (its [3, 8] x [8, 16] and [3, 16] x [16, 16] dots in four lanes) was
//! 33% identical on ref and llvm, and a `tanh(x @ w + h @ u)` scan of [8, 32] x [32, 64] and
//! [8, 64] x [64, 64] 100% with this rewrite; contractions longer than [`MOST_TERMS`] are a
//! loop of the same terms (scanned f32 MLPs and a transformer 64-128 wide: 11-15% before).
//! On `--backend ref` (only dots the interpreter keeps: in a branch, a `reduce` body) each term
//! is the f64 emulation, some twenty StableHLO ops.

//! The dots this module takes: f32 dots inside a region with leading batch dimensions, one
//! contracting dimension and at most one free dimension per operand. Their fused multiply-adds,
//! from +0, `acc = fma(a_k, b_k, acc)` for k = 0, 1, ...:
//! - on the LLVM exit, one `[B, M, K] x [B, K, N]` dot marked [`LOOP_FMA`]
//!   ([`xla_loop_dot_batched`]), which the exit computes as a loop nest of `math.fma`;
//! - on `--backend ref`, where the interpreter keeps the dot ([`is_kept_loop_dot`]), written out
//!   ([`xla_loop_dot`]): each `a_k` and `b_k` a slice of one k broadcast to the result's shape,
//!   the FMA the exact f64 emulation in StableHLO ops ([`super::fma`]); up to [`MOST_TERMS`]
//!   terms one after another, a longer contraction a `stablehlo.while` over k of one term a
//!   step, whose IR does not grow with K.
//!
//! `--backend ref` and the LLVM exit run this rewrite; XLA runs its own (IREE orders its f32
//! dots itself, docs/iree.md).

use super::fused_multiply_add::{fma, FmaForm};
use super::Builder;
use crate::hlo_ops::{dimension_fields, HloOp};
use crate::ir_numerics::format_of;
use crate::melior_ext::{at_function_top_level, build, replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::OperationLike;
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::{Block, BlockLike, OperationRef, Region, RegionLike, Type, Value, ValueLike};

/// The longest contraction written out term by term (an LSTM's hidden state up to 64 wide, or a
/// lane of 256 in four): each term is some twenty ops of IR; a longer one is a loop over k.
const MOST_TERMS: i64 = 64;

/// A dot this module writes out: the batch rank, each operand's contracting dimension, K, and
/// each operand's free dimension (if any).
struct LoopDot {
    batch: usize,
    lhs_k: usize,
    rhs_k: usize,
    k: i64,
    lhs_free: Option<usize>,
    rhs_free: Option<usize>,
}

fn loop_dot(op: OperationRef) -> Option<LoopDot> {
    if HloOp::of(&op) != Some(HloOp::DotGeneral) || op.operand_count() != 2 || op.result_count() != 1 || at_function_top_level(op) {
        return None;
    }
    // Inside a region of an op of a function (a loop's body, a branch), not a function itself.
    op.parent_operation()?;
    let f32 = |ty: Type| RankedTensorType::try_from(ty).ok().and_then(|t| format_of(t.element())) == Some(Format::F32);
    let (lhs, rhs, result) = (op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type(), op.result(0).ok()?.r#type());
    if !f32(lhs) || !f32(rhs) || !f32(result) || super::folded_by_xla(op) {
        return None;
    }
    let (lhs_shape, rhs_shape) = (static_dims(lhs)?, static_dims(rhs)?);
    static_dims(result)?;
    let fields = dimension_fields(&op.attribute("dot_dimension_numbers").ok()?.to_string(), "dot")?;
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()).unwrap_or_default();
    let (lb, rb) = (field("lhs_batching_dimensions"), field("rhs_batching_dimensions"));
    let (lc, rc) = (field("lhs_contracting_dimensions"), field("rhs_contracting_dimensions"));
    let (&[lhs_k], &[rhs_k]) = (lc.as_slice(), rc.as_slice()) else { return None };
    let batch = lb.len();
    let leading = |dims: &[usize]| dims.iter().enumerate().all(|(i, &d)| i == d);
    if !leading(&lb) || !leading(&rb) || rb.len() != batch || lhs_k < batch || rhs_k < batch {
        return None;
    }
    let free = |rank: usize, k: usize| -> Option<Option<usize>> {
        let others: Vec<usize> = (batch..rank).filter(|&d| d != k).collect();
        match others[..] {
            [] => Some(None),
            [d] => Some(Some(d)),
            _ => None,
        }
    };
    let (lhs_free, rhs_free) = (free(lhs_shape.len(), lhs_k)?, free(rhs_shape.len(), rhs_k)?);
    let k = lhs_shape[lhs_k];
    (k == rhs_shape[rhs_k] && k >= 1).then_some(LoopDot { batch, lhs_k, rhs_k, k, lhs_free, rhs_free })
}

/// Whether `op` is an f32 dot in a region this module writes out (module doc).
pub fn is_loop_dot(op: OperationRef) -> bool {
    loop_dot(op).is_some()
}

/// Whether `op` is a dot [`xla_loop_dot`] writes out for `--backend ref`: an [`is_loop_dot`]
/// that StableHLO's interpreter keeps (in a branch, a `reduce` or `map` body). The interpreter
/// hands lpf-run the dots of `while` regions ([`crate::hlo_regions::interpreter_hands_over`]),
/// which it computes as a top-level f32 dot (`machine::fma_dot`: the same fused multiply-adds
/// in k order from +0), whole: a scanned f32 MLP's call 5.9 s -> ms.
pub fn is_kept_loop_dot(op: OperationRef) -> bool {
    is_loop_dot(op) && !crate::hlo_regions::interpreter_hands_over(op)
}

/// [`is_kept_loop_dot`]'s dot as XLA's fused multiply-adds in `--backend ref`'s form, the f64
/// emulation in StableHLO ops, which the interpreter computes wherever it is.
pub fn xla_loop_dot<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    write_out(op)
}

/// The unit attribute on the `[B, M, K] x [B, K, N]` `dot_general` that [`xla_loop_dot_batched`]
/// writes for the LLVM exit (the exit's own: taken off every op first, so a program cannot ask
/// for it). Legalised, it is a `linalg.batch_matmul` (a named op, into which no element-wise
/// producer is fused: a `tanh` before a dot would be computed again for every column), which the
/// exit then computes as fused multiply-adds in k order from +0
/// (`to_llvm::foreign::loop_fma`).
pub const LOOP_FMA: &str = "lpf.xla_loop_fma";

/// [`is_loop_dot`]'s dot in the LLVM exit's form: its operands transposed and reshaped to
/// `[B, M, K]` and `[B, K, N]` (the batch dimensions flattened into one, a missing free
/// dimension of size 1), one `dot_general` of them marked [`LOOP_FMA`], reshaped back. A loop
/// of vectorised multiply-adds where the written-out terms were whole-tensor operations, and a
/// while loop of them beyond [`MOST_TERMS`] (a scanned f32 MLP's call 1.17 ms -> ms).
pub fn xla_loop_dot_batched<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let dot = loop_dot(op).ok_or("internal error: not a dot in a region")?;
    let b = Builder::new(op);
    let (lhs, rhs, result) = (op.operand(0)?, op.operand(1)?, op.result(0)?.r#type());
    let dims = |v: Value<'c, 'a>| static_dims(v.r#type()).ok_or("internal error: a dynamic shape");
    let (lhs_shape, rhs_shape) = (dims(lhs)?, dims(rhs)?);
    let element = RankedTensorType::try_from(result).map_err(|_| "internal error: not a tensor")?.element();
    // A batch of more elements than an i64 counts holds no value of this program.
    let batch = lhs_shape[..dot.batch]
        .iter()
        .try_fold(1i64, |count, &d| count.checked_mul(d))
        .ok_or_else(|| LpfError::unsupported("an f32 dot in a loop whose batch dimensions hold more than 2^63 elements"))?;
    let m = dot.lhs_free.map_or(1, |d| lhs_shape[d]);
    let n = dot.rhs_free.map_or(1, |d| rhs_shape[d]);
    let leading = 0..dot.batch;
    let lhs_order: Vec<usize> = leading.clone().chain(dot.lhs_free).chain([dot.lhs_k]).collect();
    let rhs_order: Vec<usize> = leading.chain([dot.rhs_k]).chain(dot.rhs_free).collect();
    let lhs = batched(&b, lhs, &lhs_shape, &lhs_order, &[batch, m, dot.k], element)?;
    let rhs = batched(&b, rhs, &rhs_shape, &rhs_order, &[batch, dot.k, n], element)?;
    let numbers = b.parse("#stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>")?;
    let marker = melior::ir::attribute::Attribute::unit(b.context);
    let product = b.op(HloOp::DotGeneral.name(), &[lhs, rhs], &[("dot_dimension_numbers", numbers), (LOOP_FMA, marker)], b.tensor(&[batch, m, n], element))?;
    // The result lists the batch dimensions, the left's free one, the right's: the same order.
    let value = b.hlo(HloOp::Reshape, &[product], result)?;
    replace_op(op, &[value]);
    Ok(())
}

/// `v` (of `shape`) with its dimensions in `order`, reshaped to `to`.
fn batched<'c, 'a>(b: &Builder<'c, 'a>, v: Value<'c, 'a>, shape: &[i64], order: &[usize], to: &[i64], element: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let moved = if order.iter().enumerate().all(|(i, &d)| i == d) {
        v
    } else {
        let permuted: Vec<i64> = order.iter().map(|&d| shape[d]).collect();
        let permutation: Vec<i64> = order.iter().map(|&d| d as i64).collect();
        b.op(HloOp::Transpose.name(), &[v], &[("permutation", b.array(&permutation))], b.tensor(&permuted, element))?
    };
    b.hlo(HloOp::Reshape, &[moved], b.tensor(to, element))
}

fn write_out<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let dot = loop_dot(op).ok_or("internal error: not a dot in a region")?;
    let b = Builder::new(op);
    let result = op.result(0)?.r#type();
    let zero = b.splat("0.0", result)?;
    let (lhs, rhs) = (op.operand(0)?, op.operand(1)?);
    let sum = if dot.k <= MOST_TERMS {
        let mut acc = zero;
        for one in 0..dot.k {
            acc = add_term(&b, &dot, lhs, rhs, Term::Fixed(one), acc)?;
        }
        acc
    } else {
        k_loop(&b, &dot, lhs, rhs, zero)?
    };
    replace_op(op, &[sum]);
    Ok(())
}

/// Which k a term takes: a constant (written out) or the loop's counter (a `tensor<i64>`).
#[derive(Clone, Copy)]
enum Term<'c, 'a> {
    Fixed(i64),
    At(Value<'c, 'a>),
}

/// `fma(a_k, b_k, acc)` for the dot's term `k`, built in front of `b`'s op.
fn add_term<'c, 'a>(b: &Builder<'c, 'a>, dot: &LoopDot, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, k: Term<'c, 'a>, acc: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let result = acc.r#type();
    // The result's dimension of each operand's free dimension: the left's first after the batch.
    let lhs_place = dot.lhs_free.map(|_| dot.batch);
    let rhs_place = dot.rhs_free.map(|_| dot.batch + dot.lhs_free.is_some() as usize);
    let x = term(b, dot.batch, lhs, dot.lhs_k, lhs_place, k, result)?;
    let y = term(b, dot.batch, rhs, dot.rhs_k, rhs_place, k, result)?;
    fma(b, FmaForm::Emulated, x, y, acc)
}

/// Term `k` of operand `v` (contracting dimension `at`; its free dimension, if it has one, goes
/// to the result's dimension `place`), broadcast to the type `result`.
fn term<'c, 'a>(b: &Builder<'c, 'a>, batch: usize, v: Value<'c, 'a>, at: usize, place: Option<usize>, k: Term<'c, 'a>, result: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let shape = static_dims(v.r#type()).ok_or("internal error: a dynamic shape")?;
    let result_shape = static_dims(result).ok_or("internal error: a dynamic shape")?;
    let element = RankedTensorType::try_from(result).map_err(|_| "internal error: not a tensor")?.element();
    let mut part = shape.clone();
    part[at] = 1;
    let sliced = match k {
        Term::Fixed(one) => {
            let (mut starts, mut limits) = (vec![0; shape.len()], shape.clone());
            (starts[at], limits[at]) = (one, one + 1);
            b.op(HloOp::Slice.name(), &[v], &[("start_indices", b.array(&starts)), ("limit_indices", b.array(&limits)), ("strides", b.array(&vec![1; shape.len()]))], b.tensor(&part, element))?
        }
        Term::At(index) => {
            let origin = b.splat("0", index.r#type())?;
            let starts: Vec<Value<'c, 'a>> = (0..shape.len()).map(|d| if d == at { index } else { origin }).collect();
            let operands: Vec<Value<'c, 'a>> = std::iter::once(v).chain(starts).collect();
            b.op(HloOp::DynamicSlice.name(), &operands, &[("slice_sizes", b.array(&part))], b.tensor(&part, element))?
        }
    };
    // Without the contracting dimension: the batch dimensions, then the free one.
    let squeezed: Vec<i64> = (0..shape.len()).filter(|&d| d != at).map(|d| shape[d]).collect();
    let squeezed_value = b.hlo(HloOp::Reshape, &[sliced], b.tensor(&squeezed, element))?;
    let dims: Vec<i64> = (0..batch).chain(place).map(|d| d as i64).collect();
    b.op(HloOp::BroadcastInDim.name(), &[squeezed_value], &[("broadcast_dimensions", b.array(&dims))], b.tensor(&result_shape, element))
}

/// The dot's terms as a `stablehlo.while` over k = 0 .. K of (k, acc) from (0, `zero`), its
/// body one [`add_term`] at k (the operands read from above, as StableHLO's regions may).
fn k_loop<'c, 'a>(b: &Builder<'c, 'a>, dot: &LoopDot, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, zero: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let (context, location) = (b.context, b.location());
    let counter: Type<'c> = b.tensor(&[], IntegerType::new(context, 64).into());
    let acc_type = zero.r#type();
    let start = b.splat("0", counter)?;
    let block = || Block::new(&[(counter, location), (acc_type, location)]);
    // cond: k < K.
    let cond = block();
    let bound = cond.append_operation(build(context, HloOp::Constant.name(), location, &[], &[("value", b.parse(&format!("dense<{}> : {counter}", dot.k))?)], &[counter])?);
    let less = b.parse("#stablehlo<comparison_direction LT>")?;
    let signed = b.parse("#stablehlo<comparison_type SIGNED>")?;
    let i1: Type<'c> = b.tensor(&[], IntegerType::new(context, 1).into());
    let more = cond.append_operation(build(context, HloOp::Compare.name(), location, &[cond.argument(0)?.into(), bound.result(0)?.into()], &[("comparison_direction", less), ("compare_type", signed)], &[i1])?);
    cond.append_operation(build(context, HloOp::Return.name(), location, &[more.result(0)?.into()], &[], &[])?);
    // do: (k + 1, fma(a_k, b_k, acc)), built in front of a return of the arguments, whose
    // operands are then set.
    let body = block();
    let (k, acc) = (body.argument(0)?.into(), body.argument(1)?.into());
    body.append_operation(build(context, HloOp::Return.name(), location, &[k, acc], &[], &[])?);
    let (cond_region, body_region) = (Region::new(), Region::new());
    cond_region.append_block(cond);
    let body = body_region.append_block(body);
    let looped = OperationBuilder::new(HloOp::While.name(), location)
        .add_operands(&[start, zero])
        .add_results(&[counter, acc_type])
        .add_regions([cond_region, body_region])
        .build()
        .map_err(|e| LpfError::new(format!("cannot build {}: {e}", HloOp::While.name())))?;
    let looped = b.insert(looped)?;
    let ret = body.terminator().ok_or("internal error: a loop body without its return")?;
    let inner = Builder::new(ret);
    let next_acc = add_term(&inner, dot, lhs, rhs, Term::At(k), acc)?;
    let one = inner.splat("1", counter)?;
    let next_k = inner.hlo(HloOp::Add, &[k, one], counter)?;
    for (index, value) in [next_k, next_acc].into_iter().enumerate() {
        // SAFETY: the return is live and each value has the type of the operand it replaces.
        unsafe { mlir_sys::mlirOperationSetOperand(ret.to_raw(), index as isize, value.to_raw()) }
    }
    Ok(looped.result(1)?.into())
}
