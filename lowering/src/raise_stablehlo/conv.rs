//! `stablehlo.convolution` with low-precision operands or result -> `lpf.conv acc(f32)` and the
//! `lpf.convert`s XLA rounds that f32 sum through, as for dots ([`super::dot`]).
//!
//! XLA CPU widens a convolution's bf16/f16/f8 operands exactly, runs an f32 convolution (YNNPACK
//! or Eigen, its own order over (kh, kw, ci)) and rounds once into the result type (formats.md
//! §5.1; python/tests/test_raise_convs.py measures the chains and excess precision on XLA).
//! lpf.conv takes StableHLO's geometry in a fixed channels-last layout, so the raised form is
//!
//! ```text
//! [stablehlo.reverse of the kernel's reversed spatial dimensions (window_reversal)]
//! [stablehlo.transpose of the input into [N, S.., C] and of the kernel into [W.., I, O]]
//! lpf.conv acc(f32) {window_strides, padding, lhs_dilation, rhs_dilation, group counts}
//! [stablehlo.transpose of the [N, P.., O] sum into the output layout]
//! [lpf.convert]...
//! ```
//!
//! every reverse and transpose an exact data movement. NCHW / OIHW (PyTorch exports), NHWC /
//! HWIO (flax) and any other dimension numbers in StableHLO's short form, 1 to 3 (or more)
//! spatial dimensions. The contract is lpf.conv's ordered sum within the SFEP-0054 §8 bound,
//! as for dots. Static shapes only (lpf.conv's verifier requires them).

use super::contract::{context, replace_producers, Source};
use super::dot::{finish_contraction, identity, shape, Operands, Rounding};
use super::Outcome;
use crate::hlo_ops::HloOp;
use crate::melior_ext::{build, has_static_shape, i64_attr, type_attr, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use melior::ir::attribute::{Attribute, AttributeLike, DenseI64ArrayAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::RankedTensorType;
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// `excess_precision`: as [`super::dot::raise_dot`]'s.
pub fn raise_conv<'c, 'a>(op: OperationRef<'c, 'a>, excess_precision: bool) -> Outcome {
    let operands = match Operands::of(op, excess_precision) {
        Ok(operands) => operands,
        Err(outcome) => return outcome,
    };
    match plan_conv(op, &operands) {
        Ok(plan) => match rewrite(op, &operands.lhs, &operands.rhs, &plan, operands.result_ty) {
            Ok(()) => Outcome::Raised,
            Err(error) => Outcome::Left(error.to_string()),
        },
        Err(reason) => Outcome::Left(reason),
    }
}

/// StableHLO's `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: where each role sits
/// (lpf-run's taken convolutions read it too).
pub struct ConvDims {
    /// Input: batch and feature dimension, then the spatial dimensions in order.
    pub lhs: (i64, i64, Vec<i64>),
    /// Kernel: input and output feature dimension, then the spatial dimensions.
    pub rhs: (i64, i64, Vec<i64>),
    /// Output: batch and feature dimension, then the spatial dimensions.
    pub out: (i64, i64, Vec<i64>),
}

impl ConvDims {
    pub fn parse(text: &str) -> Option<ConvDims> {
        let inner = text.trim().strip_prefix("#stablehlo.conv<")?.strip_suffix('>')?;
        let compact: String = inner.chars().filter(|c| !c.is_whitespace()).collect();
        let (operands, out) = compact.split_once("->")?;
        let (lhs, rhs) = operands.split_once("]x[")?;
        let roles = |list: &str, first: char, second: char| -> Option<(i64, i64, Vec<i64>)> {
            let entries: Vec<&str> = list.trim_matches(|c| c == '[' || c == ']').split(',').collect();
            let position = |role: char| entries.iter().position(|e| *e == role.to_string()).map(|p| p as i64);
            let (a, b) = (position(first)?, position(second)?);
            let spatial_count = entries.len().checked_sub(2)?;
            let spatial = (0..spatial_count)
                .map(|j| entries.iter().position(|e| *e == j.to_string()).map(|p| p as i64))
                .collect::<Option<Vec<i64>>>()?;
            Some((a, b, spatial))
        };
        Some(ConvDims { lhs: roles(lhs, 'b', 'f')?, rhs: roles(rhs, 'i', 'o')?, out: roles(out, 'b', 'f')? })
    }
}

struct ConvPlan {
    /// Kernel spatial dimensions (in its written layout) to reverse first.
    reversed: Vec<i64>,
    lhs_perm: Option<Vec<i64>>,
    rhs_perm: Option<Vec<i64>>,
    /// lpf.conv's [N, P.., O] into the output layout.
    out_perm: Option<Vec<i64>>,
    /// lpf.conv's result shape ([N / BG, P.., O]).
    conv_shape: Vec<u64>,
    /// lpf.conv's attributes (geometry; the identity ones omitted).
    geometry: Geometry,
    rounding: Rounding,
}

struct Geometry {
    window_strides: Vec<i64>,
    padding: Vec<i64>,
    lhs_dilation: Vec<i64>,
    rhs_dilation: Vec<i64>,
    feature_group_count: i64,
    batch_group_count: i64,
}

fn plan_conv(op: OperationRef, operands: &Operands) -> Result<ConvPlan, String> {
    let rounding = operands.rounding("convolution")?;
    let (lhs_ty, rhs_ty, result_ty) = (operands.lhs.value.r#type(), operands.rhs.value.r#type(), operands.result_ty);
    if !has_static_shape(lhs_ty) || !has_static_shape(rhs_ty) || !has_static_shape(result_ty) {
        return Err("a dynamic dimension: lpf.conv takes static shapes".into());
    }
    let text = op.attribute("dimension_numbers").map(|a| a.to_string()).unwrap_or_default();
    let dims = ConvDims::parse(&text).ok_or_else(|| format!("dimension numbers {text} are not in StableHLO's short form"))?;
    let d = dims.lhs.2.len();
    if dims.rhs.2.len() != d || dims.out.2.len() != d || d == 0 {
        return Err(format!("dimension numbers {text}: the operands have different spatial ranks"));
    }
    let lhs_perm: Vec<i64> = [vec![dims.lhs.0], dims.lhs.2.clone(), vec![dims.lhs.1]].concat();
    let rhs_perm: Vec<i64> = [dims.rhs.2.clone(), vec![dims.rhs.0, dims.rhs.1]].concat();
    // Output position p holds lpf.conv's dimension 0 (batch), d + 1 (feature) or 1 + j (spatial j).
    let mut out_perm = vec![0i64; d + 2];
    out_perm[dims.out.0 as usize] = 0;
    out_perm[dims.out.1 as usize] = d as i64 + 1;
    for (j, &p) in dims.out.2.iter().enumerate() {
        out_perm[p as usize] = 1 + j as i64;
    }
    let out_shape: Vec<u64> = shape(result_ty).into_iter().map(|d| d.unwrap_or(0)).collect();
    let conv_shape: Vec<u64> = [vec![out_shape[dims.out.0 as usize]], dims.out.2.iter().map(|&p| out_shape[p as usize]).collect(), vec![out_shape[dims.out.1 as usize]]].concat();
    let reversal = bool_array(op, "window_reversal", d)?;
    let reversed: Vec<i64> = dims.rhs.2.iter().zip(&reversal).filter(|(_, r)| **r).map(|(p, _)| *p).collect();
    let geometry = Geometry {
        window_strides: i64_array(op, "window_strides", d, 1)?,
        padding: padding(op, d)?,
        lhs_dilation: i64_array(op, "lhs_dilation", d, 1)?,
        rhs_dilation: i64_array(op, "rhs_dilation", d, 1)?,
        feature_group_count: integer(op, "feature_group_count")?,
        batch_group_count: integer(op, "batch_group_count")?,
    };
    Ok(ConvPlan {
        reversed,
        lhs_perm: identity(lhs_perm),
        rhs_perm: identity(rhs_perm),
        out_perm: identity(out_perm),
        conv_shape,
        geometry,
        rounding,
    })
}

fn rewrite<'c, 'a>(
    op: OperationRef<'c, 'a>,
    lhs: &Source<'c, 'a>,
    rhs: &Source<'c, 'a>,
    plan: &ConvPlan,
    result_ty: Type<'c>,
) -> Result<(), LpfError<'c>> {
    let context = context(op);
    let f32 = Type::float32(context);
    let mut kernel = rhs.value;
    if !plan.reversed.is_empty() {
        kernel = insert_reverse(op, kernel, &plan.reversed)?;
    }
    let permuted = |value: Value<'c, 'a>, permutation: &Option<Vec<i64>>| match permutation {
        Some(p) => super::insert_transpose(op, value, p),
        None => Ok(value),
    };
    let input = permuted(lhs.value, &plan.lhs_perm)?;
    let kernel = permuted(kernel, &plan.rhs_perm)?;
    let g = &plan.geometry;
    let array = |values: &[i64]| -> Attribute<'c> { DenseI64ArrayAttribute::new(context, values).into() };
    let mut attributes = vec![("acc", type_attr(f32))];
    let named = [("window_strides", &g.window_strides, 1), ("lhs_dilation", &g.lhs_dilation, 1), ("rhs_dilation", &g.rhs_dilation, 1), ("padding", &g.padding, 0)];
    for (name, values, unit) in named {
        if values.iter().any(|v| *v != unit) {
            attributes.push((name, array(values)));
        }
    }
    for (name, count) in [("feature_group_count", g.feature_group_count), ("batch_group_count", g.batch_group_count)] {
        if count != 1 {
            attributes.push((name, i64_attr(context, count)));
        }
    }
    let conv_ty: Type = RankedTensorType::new(&plan.conv_shape, f32, None).into();
    let block = op.block().ok_or("an op outside a block")?;
    let conv = build(context, LpfOp::Conv.name(), op.location(), &[input, kernel], &attributes, &[conv_ty])?;
    super::inherit_discardable(op, &conv);
    let conv = block.insert_operation_before(op, conv);
    let sum = permuted(conv.result(0)?.into(), &plan.out_perm)?;
    debug_assert!(with_element_type(result_ty, f32) == Some(sum.r#type()));
    finish_contraction(op, sum, result_ty, &plan.rounding)?;
    replace_producers(&[lhs.identity, lhs.widening, rhs.identity, rhs.widening]);
    Ok(())
}

/// `value` with `dimensions` reversed, as a `stablehlo.reverse` in front of `op`.
fn insert_reverse<'c, 'a>(op: OperationRef<'c, 'a>, value: Value<'c, 'a>, dimensions: &[i64]) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let context = context(op);
    let block = op.block().ok_or("an op outside a block")?;
    let dims: Attribute = DenseI64ArrayAttribute::new(context, dimensions).into();
    let new = build(context, HloOp::Reverse.name(), op.location(), &[value], &[("dimensions", dims)], &[value.r#type()])?;
    let new = block.insert_operation_before(op, new);
    Ok(new.result(0)?.into())
}

/// An `array<i64: ...>` attribute of `count` values, or `fallback` everywhere when absent.
pub fn i64_array(op: OperationRef, name: &str, count: usize, fallback: i64) -> Result<Vec<i64>, String> {
    let Ok(attribute) = op.attribute(name) else { return Ok(vec![fallback; count]) };
    let array = DenseI64ArrayAttribute::try_from(attribute).map_err(|_| format!("{name} is not an i64 array"))?;
    let values: Vec<i64> = (0..array.len()).filter_map(|i| array.element(i).ok()).collect();
    if values.len() != count {
        return Err(format!("{name} has {} values for {count} spatial dimensions", values.len()));
    }
    Ok(values)
}

/// `window_reversal = array<i1: ...>`, all false when absent.
pub fn bool_array(op: OperationRef, name: &str, count: usize) -> Result<Vec<bool>, String> {
    let Ok(attribute) = op.attribute(name) else { return Ok(vec![false; count]) };
    // SAFETY: a live attribute, read only after its kind is checked.
    unsafe {
        let raw = attribute.to_raw();
        if !mlir_sys::mlirAttributeIsADenseBoolArray(raw) || mlir_sys::mlirDenseArrayGetNumElements(raw) != count as isize {
            return Err(format!("{name} is not {count} booleans"));
        }
        Ok((0..count).map(|i| mlir_sys::mlirDenseBoolArrayGetElement(raw, i as isize)).collect())
    }
}

/// `padding = dense<[[lo, hi], ...]> : tensor<d x 2 x i64>` (or a splat) as lpf.conv's flat
/// [lo_1, hi_1, ...]; zeros when absent.
pub fn padding(op: OperationRef, count: usize) -> Result<Vec<i64>, String> {
    let Ok(attribute) = op.attribute("padding") else { return Ok(vec![0; 2 * count]) };
    // SAFETY: a live attribute, read only after its kind and size are checked.
    unsafe {
        let raw = attribute.to_raw();
        if !mlir_sys::mlirAttributeIsADenseElements(raw) {
            return Err("padding is not a dense i64 tensor".into());
        }
        if mlir_sys::mlirDenseElementsAttrIsSplat(raw) {
            return Ok(vec![mlir_sys::mlirDenseElementsAttrGetInt64SplatValue(raw); 2 * count]);
        }
        if mlir_sys::mlirElementsAttrGetNumElements(raw) != 2 * count as i64 {
            return Err(format!("padding does not have 2 values for each of {count} spatial dimensions"));
        }
        Ok((0..2 * count).map(|i| mlir_sys::mlirDenseElementsAttrGetInt64Value(raw, i as isize)).collect())
    }
}

/// An integer attribute (a group count), 1 when absent.
pub fn integer(op: OperationRef, name: &str) -> Result<i64, String> {
    match op.attribute(name) {
        Err(_) => Ok(1),
        Ok(attribute) => match lpf_dialect::attrs::integer_value(attribute) {
            Some(Ok(v)) => Ok(v),
            _ => Err(format!("{name} is not a 64-bit integer")),
        },
    }
}
