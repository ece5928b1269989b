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
use crate::to_llvm::helpers::is_native;
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
    let mut next = body.first_operation();
    while let Some(function) = next {
        next = function.next_in_block();
        if function.name().as_string_ref().as_str() != Ok("func.func") || is_helper(function) {
            continue;
        }
        function.walk_guarded(WalkOrder::PreOrder, |op| {
            let name = op.name();
            let name = name.as_string_ref().as_str().unwrap_or("");
            let low = op.operands().any(|v| needs_lpf(v.r#type())) || op.results().any(|r| needs_lpf(r.r#type()));
            // A truncf with a rounding mode other than to nearest even has no counterpart here.
            if low && counterpart(name).is_some() && !op.has_attribute("roundingmode") {
                found.push(op.to_raw());
            } else if widened::takes(name, op) {
                chosen.push(op.to_raw());
            }
            WalkResult::Advance
        });
    }
    for raw in found {
        // SAFETY: collected above; each op is replaced once.
        let op = unsafe { OperationRef::from_raw(raw) };
        let name = op.name();
        let Some((lpf_name, modes)) = counterpart(name.as_string_ref().as_str().unwrap_or("")) else { continue };
        let operands: Vec<Value> = op.operands().collect();
        let Ok(result) = op.result(0) else { continue };
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
}
