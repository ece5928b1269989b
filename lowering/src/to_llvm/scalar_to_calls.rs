//! `lpf-scalar-to-calls`: the second step of the LLVM exit, after `lpf-tensor-to-loops`.
//!
//! 1. Every scalar lpf op becomes LLVM-ready code: `arith` where LLVM's instruction gives
//!    exactly the specified bits (f32/f64 +, -, *, / rounded to nearest even; f16/f32/f64
//!    negation and comparison; exact widenings f16 -> f32 -> f64; f64 -> f32 to nearest even
//!    overflowing to inf), and a call to a typed helper (`__lpf_<to>_from_<from>_<rnd>_<ovf>`,
//!    `__lpf_<fmt>_<op>_<rnd>`, ...) for everything else, generated into the module.
//! 2. Storage legalisation: every number format without a native LLVM type (bf16, tf32, the
//!    FP8/FP6/FP4 and E8M0 types, !lpf.sf<N>, !lpf.p3109<...>, !lpf.gf16) becomes its integer
//!    storage type in values and memrefs; every memref of f16/f32/f64 becomes i16/i32/i64
//!    storage too (the ABI carries raw codes), with a bitcast at each load and store.
//!    The views that step 1 and `lpf-tensor-to-loops` made between a format and its storage
//!    (`builtin.unrealized_conversion_cast`) become identities and disappear.

use super::builders::dialects::{math_handle, vector_handle};
use super::builders::ir::{vector_parts, At, Ir};
use super::builders::loops::{dims_of, element_of, identity_layout, memref_type};
use super::helpers::{call, is_native, storage_type, view, Helper, Library};
use crate::ir_numerics::{self, binary_op, format_of, overflow, rounding};
use crate::melior_ext::replace_op;
use crate::pass::lpf_pass;
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_dialect::unwind::WalkGuarded;
use lpf_dialect::{attrs, lpf_dialect_handle};
use lpf_numerics::kernels::{BinaryOp, CmpPredicate};
use lpf_numerics::{Format, Overflow, Rounding};
use melior::Context;
use melior::dialect::arith::{self, CmpfPredicate};
use melior::dialect::DialectHandle;
use melior::ir::attribute::TypeAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{FunctionType, MemRefType, ShapedTypeLike};
use melior::ir::{OperationRef, RegionLike, Type, TypeLike, Value, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-scalar-to-calls",
    "LpfScalarToCalls",
    "Lower scalar lpf ops to arith and typed helper calls, and every number format to its integer storage",
    run,
    [lpf_dialect_handle(), DialectHandle::func(), DialectHandle::arith(), DialectHandle::memref(), math_handle(), vector_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let mut library = Library::new(context, body);

    // 1. Scalar lpf ops (collected first: rewriting erases them).
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if name.starts_with("lpf.") || (name == "arith.constant" && needs_storage(op)) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut failed = false;
    for raw in found {
        // SAFETY: collected from this walk; only the op itself is erased by its rewrite.
        let op = unsafe { OperationRef::from_raw(raw) };
        if let Err(error) = lower_scalar(context, &mut library, op) {
            error.context("lpf-scalar-to-calls: ").emit(op.location());
            failed = true;
        }
    }
    if failed {
        pass.signal_failure();
        return;
    }
    super::outline::outline_straight_line_helpers(context, root);

    // 2. Storage types everywhere, then the loads, stores and casts that this makes trivial;
    // first, every op that would be handed a storage type it cannot take fails at the op.
    if !storage_carriers_only(context, root) {
        pass.signal_failure();
        return;
    }
    retype(context, root);
    fix_memory_and_casts(context, root);
}

/// An `arith.constant` of a number format without a native LLVM type (e.g. `1.0 : f8E4M3FN`).
fn needs_storage(op: OperationRef) -> bool {
    op.result(0).is_ok_and(|r| format_of(r.r#type()).is_some_and(|f| !is_native(f)))
}

/// Dialects whose ops carry values without computing on them: integer storage in place of a
/// format keeps them valid (`builtin` holds the casts step 1 made).
const CARRIERS: &[&str] = &["builtin.", "func.", "scf.", "cf.", "memref.", "llvm."];

/// Ops of other dialects that only move values: the dot kernel's vector loads and stores, which
/// step 2 puts on the integer storage like memref's, and `arith.select` (a `stablehlo.select`
/// or the choice `lpf-foreign-exact` made of a max or min), which picks a code as it is.
const CARRIER_OPS: &[&str] = &["vector.load", "vector.store", "arith.select"];

/// After step 1 only lpf's own ops have been lowered: any other op with an operand or result
/// whose type legalisation changes (`arith.addf` on bf16, `arith.fptosi` of an f8, an
/// unregistered op) would be left with integer storage its verifier rejects. Reports each such
/// op with E0915 and returns false when there was any.
fn storage_carriers_only<'c>(context: &'c Context, root: OperationRef<'c, '_>) -> bool {
    let mut ok = true;
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        if CARRIERS.iter().any(|dialect| name.starts_with(dialect)) || CARRIER_OPS.contains(&name) {
            return WalkResult::Advance;
        }
        let types = op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type()));
        if let Some(ty) = types.into_iter().find(|ty| legal(context, *ty) != *ty) {
            // An integer conversion is the user's convert (stablehlo.convert, astype) lowered:
            // name the conversion, not the arith op that carries it.
            let from = op.operand(0).ok().map(|v| v.r#type()).filter(|_| matches!(name, "arith.sitofp" | "arith.uitofp"));
            let error = match from {
                Some(from) => LpfError::unsupported(format!(
                    "the conversion from {from} to {ty} is not supported by the LLVM exit: it converts integers through f64, and a 64-bit \
                     integer rounded into f64 and then into {ty} could differ from the correctly rounded result (integers of at \
                     most 32 bits, and 64-bit ones into formats whose values stay below 2^53, are converted)"
                )),
                None => LpfError::unsupported(format!(
                    "on {ty} is not supported by the LLVM exit (only lpf ops compute on formats without a native LLVM type)"
                ))
                .op(name),
            };
            error.context("lpf-scalar-to-calls: ").emit(op.location());
            ok = false;
        }
        WalkResult::Advance
    });
    ok
}

/// The type a value of `ty` has after legalisation.
fn legal<'c>(context: &'c Context, ty: Type<'c>) -> Type<'c> {
    // `is_mem_ref` first: melior's failing `try_from` prints the type into its error, which
    // was a twentieth of lowering a large model (every value's type is legalised).
    if let Some(memref) = ty.is_mem_ref().then(|| MemRefType::try_from(ty).ok()).flatten() {
        let element = memref.element();
        let Some(f) = format_of(element) else { return ty };
        let storage = storage_type(context, f);
        // A view bufferisation made of a foreign op's buffer (a mixed module, docs/llvm.md)
        // keeps its strided layout; lpf's own buffers have the identity layout.
        if !identity_layout(ty) || memref.memory_space().is_some() {
            let shape: Vec<i64> = dims_of(ty).unwrap_or_default().iter().map(|d| d.map_or(i64::MIN, |d| d as i64)).collect();
            return MemRefType::new(storage, &shape, Some(memref.layout()), memref.memory_space()).into();
        }
        return memref_type(storage, &dims_of(ty).unwrap_or_default()).into();
    }
    // The packing's vector loads of FP8 codes (`contraction.rs`'s `ByteRun`).
    if let Some((lanes, element)) = vector_parts(ty) {
        let storage = legal(context, element);
        return if storage == element { ty } else { Type::vector(&lanes, storage) };
    }
    match format_of(ty) {
        Some(f) if !is_native(f) => storage_type(context, f),
        _ => ty,
    }
}

fn set_type(value: Value, ty: Type) {
    // SAFETY: a live value; the pass fixes every use of a retyped value before it ends.
    unsafe { mlir_sys::mlirValueSetType(value.to_raw(), ty.to_raw()) }
}

/// Step 2a: every block argument and result, and every function's signature.
fn retype<'c>(context: &'c Context, root: OperationRef<'c, '_>) {
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        for region in op.regions() {
            let mut block = region.first_block();
            while let Some(b) = block {
                for i in 0..b.argument_count() {
                    if let Ok(arg) = b.argument(i) {
                        let v: Value = arg.into();
                        set_type(v, legal(context, v.r#type()));
                    }
                }
                block = b.next_in_region();
            }
        }
        for result in op.results() {
            let v: Value = result.into();
            set_type(v, legal(context, v.r#type()));
        }
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            if let Some(ty) = op
                .attribute("function_type")
                .ok()
                .and_then(|a| TypeAttribute::try_from(a).ok())
                .and_then(|t| FunctionType::try_from(t.value()).ok())
            {
                let inputs: Vec<Type> = (0..ty.input_count()).filter_map(|i| ty.input(i).ok()).map(|t| legal(context, t)).collect();
                let results: Vec<Type> = (0..ty.result_count()).filter_map(|i| ty.result(i).ok()).map(|t| legal(context, t)).collect();
                let new = FunctionType::new(context, &inputs, &results);
                crate::melior_ext::set_attribute(op, "function_type", TypeAttribute::new(new.into()).into());
            }
        }
        WalkResult::Advance
    });
}

/// Step 2b: loads and stores of native floats through integer storage get a bitcast; casts
/// between a type and itself are dropped.
fn fix_memory_and_casts<'c>(context: &'c Context, root: OperationRef<'c, '_>) {
    let mut ops = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name();
        if matches!(
            name.as_string_ref().as_str(),
            Ok("memref.load" | "memref.store" | "vector.load" | "vector.store" | "builtin.unrealized_conversion_cast")
        ) {
            ops.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in ops {
        // SAFETY: collected above; each op is visited once and erased at most by its own case.
        let op = unsafe { OperationRef::from_raw(raw) };
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("").to_string();
        match name.as_str() {
            "memref.load" => {
                let (Ok(memref), Ok(result)) = (op.operand(0), op.result(0)) else { continue };
                let result: Value = result.into();
                let (Some(stored), ty) = (element_of(memref.r#type()), result.r#type()) else { continue };
                if stored != ty {
                    set_type(result, stored);
                    let block = op.block().expect("load in a block");
                    let ir = Ir::new(context, op.location(), At::End(block));
                    let cast = block.insert_operation_after(op, arith::bitcast(result, ty, ir.location));
                    let cast_value: Value = cast.result(0).expect("bitcast result").into();
                    // SAFETY: both live; the bitcast is the one use to keep.
                    unsafe { mlir_sys::mlirValueReplaceAllUsesExcept(result.to_raw(), cast_value.to_raw(), 1, &mut cast.to_raw()) }
                }
            }
            // The dot kernel's vector loads and stores (lanes of f32/f64 through i32/i64 storage).
            "vector.load" => {
                let (Ok(memref), Ok(result)) = (op.operand(0), op.result(0)) else { continue };
                let result: Value = result.into();
                let (Some(stored), ty) = (element_of(memref.r#type()), result.r#type()) else { continue };
                let Some((lanes, element)) = vector_parts(ty) else { continue };
                if stored != element {
                    set_type(result, Type::vector(&lanes, stored));
                    let block = op.block().expect("load in a block");
                    let cast = block.insert_operation_after(op, arith::bitcast(result, ty, op.location()));
                    let cast_value: Value = cast.result(0).expect("bitcast result").into();
                    // SAFETY: both live; the bitcast is the one use to keep.
                    unsafe { mlir_sys::mlirValueReplaceAllUsesExcept(result.to_raw(), cast_value.to_raw(), 1, &mut cast.to_raw()) }
                }
            }
            "vector.store" => {
                let (Ok(value), Ok(memref)) = (op.operand(0), op.operand(1)) else { continue };
                let Some(stored) = element_of(memref.r#type()) else { continue };
                let Some((lanes, element)) = vector_parts(value.r#type()) else { continue };
                if stored != element {
                    let ir = Ir::new(context, op.location(), At::Before(op));
                    let cast = ir.bitcast(value, Type::vector(&lanes, stored));
                    // SAFETY: operand 0 of a live op, replaced by a value of the stored type.
                    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), 0, cast.to_raw()) }
                }
            }
            "memref.store" => {
                let (Ok(value), Ok(memref)) = (op.operand(0), op.operand(1)) else { continue };
                let Some(stored) = element_of(memref.r#type()) else { continue };
                if stored != value.r#type() {
                    let ir = Ir::new(context, op.location(), At::Before(op));
                    let cast = ir.bitcast(value, stored);
                    // SAFETY: operand 0 of a live op, replaced by a value of the stored type.
                    unsafe { mlir_sys::mlirOperationSetOperand(op.to_raw(), 0, cast.to_raw()) }
                }
            }
            _ => {
                let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else { continue };
                if op.operand_count() == 1 && op.result_count() == 1 && input.r#type() == result.r#type() {
                    replace_op(op, &[input]);
                }
            }
        }
    }
}

fn lower_scalar<'c>(context: &'c Context, library: &mut Library<'c, '_>, op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let name = op.name();
    let name = name.as_string_ref().as_str()?.to_string();
    if op.operands().any(|v| v.r#type().is_tensor())
        || op.results().any(|r| r.r#type().is_tensor())
    {
        return Err(LpfError::new("on tensors must be lowered by lpf-tensor-to-loops first").op(name));
    }
    let ir = Ir::new(context, op.location(), At::Before(op));
    let result_type = op.result(0)?.r#type();
    let operand = |i: usize| -> Result<Value, LpfError<'c>> { Ok(op.operand(i)?) };
    let fmt_of = |t: Type| format_of(t).ok_or_else(|| LpfError::unsupported(format!("{t} is not a number format the LLVM exit lowers")));
    let kind = match LpfOp::of(&op) {
        Some(kind) => kind,
        None if name == "arith.constant" => LpfOp::Constant,
        None => return Err(LpfError::unsupported("is not lowered by the LLVM exit").op(name)),
    };
    let out = match kind {
        LpfOp::Constant => {
            let constant = ir_numerics::constant(&op)?.ok_or("not a constant")?;
            let code = *constant.codes.first().ok_or("empty constant")?;
            let fmt = fmt_of(result_type)?;
            let bits = fmt.storage_bits();
            let storage = ir.int(bits, code as i64);
            view(&ir, storage, result_type)
        }
        LpfOp::Convert => {
            let x = operand(0)?;
            let (from, to) = (fmt_of(x.r#type())?, fmt_of(result_type)?);
            let ovf = overflow(attrs::overflow(&op)?, to);
            match attrs::stochastic(&op)? {
                // Stochastic: always the generated helper, which takes the element's random word.
                Some((mode, bits)) => {
                    let sr = crate::ir_numerics::stochastic(mode, bits)?;
                    call(&ir, library, Helper::ConvertStochastic { from, to, sr, ovf }, &[x, operand(1)?], result_type)
                }
                None => {
                    let rnd = rounding(attrs::rounding(&op)?);
                    convert(&ir, library, x, from, to, rnd, ovf, result_type)
                }
            }
        }
        LpfOp::Binary(binary) => {
            let (a, b) = (operand(0)?, operand(1)?);
            let fmt = fmt_of(result_type)?;
            let bop = binary_op(binary);
            if let Some((mode, bits)) = attrs::stochastic(&op)? {
                let sr = crate::ir_numerics::stochastic(mode, bits)?;
                stochastic_fits(fmt, sr, &name)?;
                call(&ir, library, Helper::BinaryStochastic { op: bop, fmt, sr }, &[a, b, operand(2)?], result_type)
            } else if let (Rounding::ToNearestEven, Format::F32 | Format::F64) =
                (rounding(attrs::rounding(&op)?), fmt)
            {
                // IEEE 754 binary32/binary64 arithmetic, rounded to nearest even: LLVM's own.
                let l = ir.location;
                ir.val(match bop {
                    BinaryOp::Add => arith::addf(a, b, l),
                    BinaryOp::Sub => arith::subf(a, b, l),
                    BinaryOp::Mul => arith::mulf(a, b, l),
                    BinaryOp::Div => arith::divf(a, b, l),
                })
            } else {
                let rnd = rounding(attrs::rounding(&op)?);
                call(&ir, library, Helper::Binary { op: bop, fmt, rnd }, &[a, b], result_type)
            }
        }
        LpfOp::Neg => {
            let a = operand(0)?;
            let fmt = fmt_of(result_type)?;
            if is_native(fmt) {
                ir.fneg(a)
            } else {
                call(&ir, library, Helper::Negate { fmt }, &[a], result_type)
            }
        }
        LpfOp::Relu => {
            let fmt = fmt_of(result_type)?;
            call(&ir, library, Helper::Relu { fmt }, &[operand(0)?], result_type)
        }
        LpfOp::LeakyRelu => {
            let fmt = fmt_of(result_type)?;
            let rnd = rounding(attrs::rounding(&op)?);
            call(&ir, library, Helper::LeakyRelu { fmt, rnd }, &[operand(0)?], result_type)
        }
        LpfOp::Cmp => {
            let (a, b) = (operand(0)?, operand(1)?);
            let fmt = fmt_of(a.r#type())?;
            let pred = CmpPredicate::parse(attrs::predicate(&op)?.as_str()).map_err(LpfError::of)?;
            if is_native(fmt) {
                ir.val(arith::cmpf(context, cmpf_predicate(pred), a, b, ir.location))
            } else {
                call(&ir, library, Helper::Compare { pred, fmt }, &[a, b], result_type)
            }
        }
        // On tensors only: lpf-tensor-to-loops lowers them (a scalar one is refused here).
        LpfOp::Dot | LpfOp::Conv | LpfOp::ReduceSum | LpfOp::ScaledDot | LpfOp::QuantizeBlock | LpfOp::DequantizeBlock => {
            return Err(LpfError::unsupported("is not lowered by the LLVM exit").op(name))
        }
    };
    replace_op(op, &[out]);
    Ok(())
}

/// The generated helpers carry an exact result as a 64-bit mantissa and a sticky bit; a
/// stochastic rounding of arithmetic reads the N+1 bits below the result's last place, which
/// that holds when the format's fraction bits + N <= 62 (every format but f64 with N > 10).
/// Beyond that the exit refuses (E0915) rather than round from truncated bits.
fn stochastic_fits<'c>(fmt: Format, sr: lpf_numerics::Stochastic, name: &str) -> Result<(), LpfError<'c>> {
    let frac = fmt.params().frac_bits;
    if frac + sr.bits() <= 62 {
        return Ok(());
    }
    Err(LpfError::unsupported(format!(
        "on {fmt} rounding({}) random_bits({}): the LLVM exit keeps 64 bits of an exact result, \
         and this rounding reads {} bits; use random_bits({}) or less, or --backend ref",
        sr.mode.name(),
        sr.bits(),
        frac + 2 + sr.bits(),
        62 - frac.min(62)
    ))
    .op(name))
}

/// A scalar conversion: an exact LLVM cast where one exists, else the typed helper.
#[allow(clippy::too_many_arguments)]
fn convert<'c, 'a>(
    ir: &Ir<'c, 'a>,
    library: &mut Library<'c, '_>,
    x: Value<'c, 'a>,
    from: Format,
    to: Format,
    rnd: Rounding,
    ovf: Overflow,
    result: Type<'c>,
) -> Value<'c, 'a> {
    use Format::*;
    // Saturation clamps infinities too, which no LLVM cast does: only nan_or_inf is native.
    let infinite_stays = ovf == Overflow::NanOrInf;
    match (from, to) {
        (a, b) if a == b && is_native(a) && infinite_stays => x,
        // Exact widenings.
        (F16, F32) | (F16, F64) | (F32, F64) if infinite_stays => ir.val(arith::extf(x, result, ir.location)),
        // binary64 -> binary32 to nearest even, overflowing to inf: what the instruction does.
        (F64, F32) if rnd == Rounding::ToNearestEven && infinite_stays => ir.val(arith::truncf(x, result, ir.location)),
        _ => call(ir, library, Helper::Convert { from, to, rnd, ovf }, &[x], result),
    }
}

fn cmpf_predicate(pred: CmpPredicate) -> CmpfPredicate {
    use CmpPredicate as P;
    match pred {
        P::False => CmpfPredicate::False,
        P::Oeq => CmpfPredicate::Oeq,
        P::Ogt => CmpfPredicate::Ogt,
        P::Oge => CmpfPredicate::Oge,
        P::Olt => CmpfPredicate::Olt,
        P::Ole => CmpfPredicate::Ole,
        P::One => CmpfPredicate::One,
        P::Ord => CmpfPredicate::Ord,
        P::Ueq => CmpfPredicate::Ueq,
        P::Ugt => CmpfPredicate::Ugt,
        P::Uge => CmpfPredicate::Uge,
        P::Ult => CmpfPredicate::Ult,
        P::Ule => CmpfPredicate::Ule,
        P::Une => CmpfPredicate::Une,
        P::Uno => CmpfPredicate::Uno,
        P::True => CmpfPredicate::True,
    }
}
