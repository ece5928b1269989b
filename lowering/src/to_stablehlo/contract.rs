//! `lpf-stablehlo-contract`: `lpf.dot` and `lpf.reduce_sum` as `stablehlo.dot_general` /
//! `stablehlo.reduce` with the accumulator made explicit.
//!
//! Operands are first widened exactly to the accumulator type (f32 or f64) by explicit converts
//! (XLA cannot compile a dot on f4E2M1FN operands, and an f8 *result* type would round twice:
//! the result is always the accumulator, a narrower one is the op's own later `lpf.convert`).
//! XLA sums in its own order, so results are not the ordered oracle's bit for bit; they are
//! compared within the SFEP-0054 §8 bound (python/xla_conformance). Zero results get the +0
//! the ordered sum from +0 gives (XLA may return -0 when every product is -0).
//! With `--stablehlo-target=gpu` the dot carries the `algorithm` that makes the accumulator
//! explicit on GPUs (XLA's CPU ignores it, formats.md §5). An SF16 hardware accumulation
//! (`acc(!lpf.sf<16>)`) has no StableHLO form: `[E0915]`.

use super::convert::convert_value;
use super::emit::{Body, Ty, V};
use super::helpers::{carrier_ty, helper_name, replace_with_call, Unsupported};
use super::target::{target_of, Target};
use super::{lower_each, operand, result_type};
use crate::registry::lpf_pass;
use lpf_dialect::attrs;
use lpf_numerics::{Format, Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-stablehlo-contract",
    "LpfStablehloContract",
    "Lower lpf.dot and lpf.reduce_sum to StableHLO dot_general / reduce with an explicit f32/f64 accumulator",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    lower_each(root, pass, &["lpf.dot", "lpf.reduce_sum"], lower);
}

/// The pass\'s work without a pass (for `lower-to-stablehlo`); false after located errors.
pub(crate) fn apply(root: OperationRef) -> bool {
    super::lower_all(root, &["lpf.dot", "lpf.reduce_sum"], lower)
}

fn lower(op: OperationRef) -> Result<(), Unsupported> {
    let acc_ty = attrs::acc(&op).map_err(|e| e.to_string())?;
    let acc = match crate::numeric::format_of(acc_ty) {
        Some(f @ (Format::F32 | Format::F64)) => f,
        Some(Format::Sf(_)) => {
            return Err("the SF16 hardware accumulation (truncated products, saturation at every step) has no \
                        exact StableHLO form; use acc(f32) or the atreides exit"
                .into())
        }
        _ => return Err(format!("accumulator {acc_ty} is not f32 or f64")),
    };
    let acc_name = if acc == Format::F32 { "f32" } else { "f64" };
    let mut b = Body::new();
    let mut args = Vec::new();
    let mut wide = Vec::new();
    for i in 0..op.operand_count() {
        let ty = operand(op, i)?.r#type();
        let format = super::value_format(ty).ok_or_else(|| format!("operand type {ty} is not a number format"))?;
        if !super::codec::fits_f64(format) {
            return Err(format!("{format} has values outside the f64 normal range"));
        }
        let carrier = carrier_ty(ty)?;
        let v = b.arg(&carrier);
        args.push(carrier);
        // Exact: every format widens to f32/f64 without rounding (the verifier's E0913).
        wide.push(convert_value(&mut b, v, format, acc, Rounding::ToNearestEven, Overflow::NanOrInf));
    }
    let result = carrier_ty(result_type(op)?)?;
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let sum = if name == "lpf.dot" {
        dot(&mut b, wide[0], wide[1], &result, acc_name, target_of(op))
    } else {
        reduce(&mut b, wide[0], &result, acc_name, &attrs::dims(&op).map_err(|e| e.to_string())?)
    };
    // The ordered sum starts from +0, so a zero result is +0.
    let zero = b.splat("0.0", &result);
    let is_zero = b.cmp("EQ", sum, zero);
    let r = b.select(is_zero, zero, sum);
    let body = b.finish("NAME", &[r]);
    let kind = if name == "lpf.dot" { "dot" } else { "reduce_sum" };
    let helper = helper_name(kind, &body);
    let text = body.replacen("@NAME(", &format!("@{helper}("), 1);
    let operands = (0..op.operand_count()).map(|i| operand(op, i)).collect::<Result<Vec<_>, _>>()?;
    replace_with_call(op, &helper, &text, &operands, &args, &[result])
}

fn list(dims: impl Iterator<Item = usize>) -> String {
    dims.map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

fn dot(b: &mut Body, lhs: V, rhs: V, result: &Ty, acc: &str, target: Target) -> V {
    let rank = b.ty(lhs).shape.len();
    let batch = list(0..rank - 2);
    let mut props = format!(
        "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [{batch}], rhs_batching_dimensions = [{batch}], \
         lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{}]>",
        rank - 1,
        rank - 2
    );
    if target == Target::Gpu {
        // The operands are already the accumulator type: one product per element, accumulated in
        // it, no tf32/bf16 shortcuts.
        props += &format!(
            ", algorithm = #stablehlo.dot_algorithm<lhs_precision_type = {acc}, rhs_precision_type = {acc}, \
             accumulation_type = {acc}, lhs_component_count = 1, rhs_component_count = 1, \
             num_primitive_operations = 1, allow_imprecise_accumulation = false>"
        );
    } else {
        props += ", precision_config = [#stablehlo<precision HIGHEST>, #stablehlo<precision HIGHEST>]";
    }
    b.op("stablehlo.dot_general", &[lhs, rhs], &props, result)
}

fn reduce(b: &mut Body, input: V, result: &Ty, acc: &str, dims: &[i64]) -> V {
    let init = b.splat("0.0", &Ty::scalar(acc));
    let scalar = Ty::scalar(acc).text();
    let region = format!(
        "{{\n  ^bb0(%a: {scalar}, %b: {scalar}):\n    %s = \"stablehlo.add\"(%a, %b) : ({scalar}, {scalar}) -> {scalar}\n    \
         \"stablehlo.return\"(%s) : ({scalar}) -> ()\n  }}"
    );
    let dims = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    b.op_with_region("stablehlo.reduce", &[input, init], &format!("dimensions = array<i64: {dims}>"), &region, result)
}
