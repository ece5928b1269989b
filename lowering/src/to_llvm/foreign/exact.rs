//! `lpf-foreign-exact`: after `convert-linalg-to-loops`, before `lpf-scalar-to-calls`. The
//! foreign part of a mixed module may still compute on formats LLVM has no exact instruction
//! for: the linalg conversion of a bf16 x bf16 -> f32 `stablehlo.dot_general` widens its
//! operands with `arith.extf`, a `stablehlo.convert` left unraised is an `arith.truncf`, bf16
//! or f8 arithmetic is `arith.addf` ... on those types. StableHLO defines each as the
//! correctly rounded result (round to nearest even, overflow to infinity, or NaN where the
//! format has none), which is exactly the lpf op with `rounding(to_nearest_even)` (and
//! `overflow(nan_or_inf)` for converts), so each becomes that scalar lpf op and
//! `lpf-scalar-to-calls` lowers it through the numerics crate's helpers. What has no lpf
//! counterpart computes nothing new or converts from an integer: those are [`widened`]'s
//! (`arith.maximumf`, `arith.cmpf`, `math.absf` on bf16, `arith.sitofp` to bf16, ...). The rest
//! (a `truncf` with another rounding mode, math on f8, ...) is left alone and refused by
//! `lpf-scalar-to-calls` with a located E0915 naming the op.
//! Ops on f16, f32 and f64 stay: LLVM computes those exactly (docs/llvm.md, "Types, storage
//! and helpers").

use super::{is_helper, widened};
use crate::ir_numerics::format_of;
use crate::pass::lpf_pass;
use crate::melior_ext::replace_op;
use crate::hlo_defined::xla_convert;
use crate::to_llvm::helpers::is_native;
use lpf_numerics::Overflow;
use lpf_dialect::lpf_dialect_handle;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::attribute::Attribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult};
use melior::ir::{Identifier, OperationRef, RegionLike, Type, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;

lpf_pass!(
    "lpf-foreign-exact",
    "LpfForeignExact",
    "Rewrite low-precision arith conversions and arithmetic left by foreign ops into the equivalent lpf scalar ops (mixed modules on the LLVM exit)",
    run,
    [lpf_dialect_handle()]
);

/// A format LLVM has no exact instruction for (bf16, tf32, the FP8 family, ...).
fn needs_lpf(ty: Type) -> bool {
    format_of(ty).is_some_and(|f| !is_native(f))
}

/// The lpf op computing what `name` computes on low-precision operands, and the attributes it
/// takes: a rounding mode (to nearest even), an overflow mode (to infinity, or NaN).
fn counterpart(name: &str) -> Option<(&'static str, &'static [(&'static str, &'static str)])> {
    const RNE: &[(&str, &str)] = &[("rounding", "0 : i32")];
    Some(match name {
        "arith.extf" | "arith.truncf" => ("lpf.convert", &[("rounding", "0 : i32"), ("overflow", "1 : i32")]),
        "arith.addf" => ("lpf.add", RNE),
        "arith.subf" => ("lpf.sub", RNE),
        "arith.mulf" => ("lpf.mul", RNE),
        "arith.divf" => ("lpf.div", RNE),
        "arith.negf" => ("lpf.neg", &[]),
        _ => return None,
    })
}

fn run(root: OperationRef, _pass: ExternalPass) {
    // SAFETY: the context outlives the pass run.
    let context: &Context = lpf_dialect::context::context_of(root.context());
    let Ok(region) = root.region(0) else { return };
    let Some(body) = region.first_block() else { return };
    let mut found = Vec::new();
    let mut chosen = Vec::new();
    in_user_functions(body, |op| {
        let name = op.name();
        let name = name.as_string_ref().as_str().unwrap_or("");
        let low = op.operands().any(|v| needs_lpf(v.r#type())) || op.results().any(|r| needs_lpf(r.r#type()));
        // Arithmetic on FP8/FP6/FP4/E8M0 first: the lpf op would be E0914 there.
        // A truncf with a rounding mode other than to nearest even has no counterpart here.
        if widened::takes(name, op) {
            chosen.push(op.to_raw());
        } else if low && counterpart(name).is_some() && !op.has_attribute("roundingmode") {
            found.push(op.to_raw());
        }
    });
    for raw in found {
        // SAFETY: collected above; each op is replaced once.
        let op = unsafe { OperationRef::from_raw(raw) };
        let name = op.name();
        let Some((lpf_name, modes)) = counterpart(name.as_string_ref().as_str().unwrap_or("")) else { continue };
        let mut operands: Vec<Value> = op.operands().collect();
        let Ok(result) = op.result(0) else { continue };
        // A convert into FP4/FP6 is XLA's: saturating, NaN -> -0 (hlo_defined::xla_convert).
        let into = format_of(result.r#type());
        let rule = into.filter(|_| lpf_name == "lpf.convert").map(xla_convert);
        let modes: Vec<(&str, &str)> = match rule {
            Some(rule) if rule.overflow == Overflow::Saturate => vec![("rounding", "0 : i32"), ("overflow", "0 : i32")],
            _ => modes.to_vec(),
        };
        if rule.is_some_and(|r| r.nan_to_negative_zero) {
            let Some(guarded) = nan_to_negative_zero(context, op, operands[0]) else { continue };
            operands[0] = guarded;
        }
        let attributes: Vec<(Identifier, Attribute)> =
            modes.iter().map(|(key, value)| (Identifier::new(context, key), Attribute::parse(context, value).expect("i32 attribute"))).collect();
        let Ok(new) = OperationBuilder::new(lpf_name, op.location())
            .add_operands(&operands)
            .add_attributes(&attributes)
            .add_results(&[result.r#type()])
            .build()
        else {
            continue;
        };
        let block = op.block().expect("op in a block");
        let new = block.insert_operation_before(op, new);
        let value: Value = new.result(0).expect("one result").into();
        replace_op(op, &[value]);
    }
    for raw in chosen {
        // SAFETY: collected above; each op is replaced once.
        widened::rewrite(context, unsafe { OperationRef::from_raw(raw) });
    }
    // Last, the float-to-integer casts, those `widened` made of a low-precision source's exact
    // f32 widening included.
    let mut casts = Vec::new();
    in_user_functions(body, |op| {
        if saturating(op.name().as_string_ref().as_str().unwrap_or("")).is_some() {
            casts.push(op.to_raw());
        }
    });
    for raw in casts {
        // SAFETY: collected above; each op is replaced once.
        let op = unsafe { OperationRef::from_raw(raw) };
        saturate_cast(context, op);
    }
}

/// Calls `visit` on every op of the module's functions but lpf's generated helpers.
fn in_user_functions(body: melior::ir::BlockRef, mut visit: impl FnMut(OperationRef)) {
    let mut next = body.first_operation();
    while let Some(function) = next {
        next = function.next_in_block();
        if function.name().as_string_ref().as_str() != Ok("func.func") || is_helper(function) {
            continue;
        }
        function.walk_guarded(WalkOrder::PreOrder, |op| {
            visit(op);
            WalkResult::Advance
        });
    }
}

/// Whether `name` is arith's float-to-integer cast, and whether it is the signed one.
fn saturating(name: &str) -> Option<bool> {
    match name {
        "arith.fptosi" => Some(true),
        "arith.fptoui" => Some(false),
        _ => None,
    }
}

/// `arith.fptosi` / `fptoui` (a `stablehlo.convert` from a float into an integer) give poison
/// out of range (LLVM gave INT_MIN for 1e30, inf, NaN), where XLA saturates: ±inf and out of
/// range -> the bound, NaN -> 0 (issue 41). Each becomes the cast behind selects of exactly
/// those results (`x >= 2^(N-1)` -> MAX, `x < -2^(N-1)` -> MIN; unsigned `x >= 2^N` -> UMAX,
/// `x <= -1` -> 0; NaN -> 0), where the unselected cast's poison does not matter. (MLIR 22's
/// LLVM dialect has no `fptosi.sat` op.) Only on scalar floats LLVM computes (f16, f32, f64);
/// any other source is left to lpf-scalar-to-calls' refusal.
fn saturate_cast<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>) {
    let name = op.name();
    let Some(signed) = saturating(name.as_string_ref().as_str().unwrap_or("")) else { return };
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else { return };
    let (float, int) = (input.r#type(), result.r#type());
    let Some(format) = format_of(float).filter(|f| is_native(*f)) else { return };
    let Ok(int_ty) = melior::ir::r#type::IntegerType::try_from(int) else { return };
    let width = int_ty.width();
    let Some(block) = op.block() else { return };
    let location = op.location();
    let attribute = |text: &str| Attribute::parse(context, text);
    let insert = |name: &str, operands: &[Value<'c, 'a>], attributes: &[(&str, &str)], ty: Type<'c>| -> Option<Value<'c, 'a>> {
        let attributes: Vec<(Identifier, Attribute)> =
            attributes.iter().map(|(k, v)| Some((Identifier::new(context, k), attribute(v)?))).collect::<Option<_>>()?;
        let new = OperationBuilder::new(name, location).add_operands(operands).add_attributes(&attributes).add_results(&[ty]).build().ok()?;
        Some(block.insert_operation_before(op, new).result(0).ok()?.into())
    };
    // ±2^k in the float type (±inf where it exceeds the type's range: f16 beyond 2^15).
    let power = |k: u32, negative: bool| -> String {
        let max_exponent = match format.params().bits {
            16 => 15,
            32 => 127,
            _ => 1023,
        };
        let sign = if negative { -1.0 } else { 1.0 };
        if k > max_exponent {
            let code = lpf_numerics::encode(format, sign * f64::INFINITY, lpf_numerics::Rounding::ToNearestEven, Overflow::NanOrInf);
            format!("0x{code:X} : {float}")
        } else {
            format!("{}{}.0 : {float}", if negative { "-" } else { "" }, 1u128 << k)
        }
    };
    let i1: Type = melior::ir::r#type::IntegerType::new(context, 1).into();
    // arith.cmpf predicates: oge 3, olt 4, ole 5, uno 14.
    let build = || -> Option<Value<'c, 'a>> {
        let cast = insert(if signed { "arith.fptosi" } else { "arith.fptoui" }, &[input], &[], int)?;
        let (high, high_value, low, low_predicate, low_value) = if signed {
            let min = format!("-{} : {int}", 1u128 << (width - 1));
            let max = format!("{} : {int}", (1u128 << (width - 1)) - 1);
            (power(width - 1, false), max, power(width - 1, true), "4", min)
        } else {
            (power(width, false), format!("-1 : {int}"), format!("-1.0 : {float}"), "5", format!("0 : {int}"))
        };
        let constant = |text: &str, ty: Type<'c>| insert("arith.constant", &[], &[("value", text)], ty);
        let cmp = |predicate: &str, bound: Value<'c, 'a>| insert("arith.cmpf", &[input, bound], &[("predicate", &format!("{predicate} : i64"))], i1);
        let above = cmp("3", constant(&high, float)?)?;
        let below = cmp(low_predicate, constant(&low, float)?)?;
        let nan = insert("arith.cmpf", &[input, input], &[("predicate", "14 : i64")], i1)?;
        let value = insert("arith.select", &[above, constant(&high_value, int)?, cast], &[], int)?;
        let value = insert("arith.select", &[below, constant(&low_value, int)?, value], &[], int)?;
        insert("arith.select", &[nan, constant(&format!("0 : {int}"), int)?, value], &[], int)
    };
    match build() {
        Some(value) => replace_op(op, &[value]),
        None => unreachable!("the saturating selects of a float-to-integer cast from {float} into {int} build"),
    }
}

/// `input`, with NaN replaced by -0.0 (in f32, after an exact lpf widening where `input` is of a
/// format LLVM does not compute), built in front of `op`.
fn nan_to_negative_zero<'c, 'a>(context: &'c Context, op: OperationRef<'c, 'a>, input: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let block = op.block()?;
    let location = op.location();
    let insert = |new: melior::ir::Operation<'c>| -> Option<Value<'c, 'a>> {
        let new = block.insert_operation_before(op, new);
        Some(new.result(0).ok()?.into())
    };
    let attribute = |text: &str| Attribute::parse(context, text).expect("attribute");
    let mut value = input;
    if needs_lpf(value.r#type()) {
        let f32_ty = Type::float32(context);
        let widen = OperationBuilder::new("lpf.convert", location)
            .add_operands(&[value])
            .add_attributes(&[(Identifier::new(context, "rounding"), attribute("0 : i32")), (Identifier::new(context, "overflow"), attribute("1 : i32"))])
            .add_results(&[f32_ty])
            .build()
            .ok()?;
        value = insert(widen)?;
    }
    let ty = value.r#type();
    let i1 = melior::ir::r#type::IntegerType::new(context, 1).into();
    // arith.cmpf predicate 14 is `uno` (unordered: either operand NaN).
    let is_nan = OperationBuilder::new("arith.cmpf", location)
        .add_operands(&[value, value])
        .add_attributes(&[(Identifier::new(context, "predicate"), attribute("14 : i64"))])
        .add_results(&[i1])
        .build()
        .ok()?;
    let is_nan = insert(is_nan)?;
    let zero = OperationBuilder::new("arith.constant", location)
        .add_attributes(&[(Identifier::new(context, "value"), attribute(&format!("-0.0 : {ty}")))])
        .add_results(&[ty])
        .build()
        .ok()?;
    let zero = insert(zero)?;
    let select = OperationBuilder::new("arith.select", location).add_operands(&[is_nan, zero, value]).add_results(&[ty]).build().ok()?;
    insert(select)
}
