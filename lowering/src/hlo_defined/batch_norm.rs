//! `stablehlo.batch_norm_training` and `stablehlo.batch_norm_inference` (torch-xla writes every
//! LayerNorm as a `batch_norm_training` over a reshaped tensor) expanded into the StableHLO ops
//! XLA CPU computes them with. Neither StableHLO's reference interpreter (which refuses them as
//! "decomposable") nor the linalg conversion evaluates them, so `--backend ref` and the LLVM exit
//! both run this one expansion, and agree bit for bit.
//!
//! The formulas are XLA's `BatchNormExpander` (xla/service/batchnorm_expander.cc), not the
//! StableHLO spec's two-pass variance:
//!
//! - training: `mean = sum(x) / N`, `var = sum(x * x) / N - mean * mean`, result
//!   `((x - mean) * rsqrt(var + eps)) * scale + offset`, the rsqrt taken on the operand's shape;
//!   the results are (result, mean, var);
//! - inference: `true_scale = scale * rsqrt(var + eps)`, `true_shift = offset - mean *
//!   true_scale`, result `x * true_scale + true_shift` with one rounding (a fused multiply-add:
//!   measured, every output of a 64 x 257 bf16 norm; two roundings gave 99.994%).
//!
//! `N` (the element count per feature) and `eps` are rounded into the computing type (f32 for a
//! narrow format), not into the element's format: XLA CPU expands a bf16 batch norm already
//! widened to f32 (measured, jaxlib 0.10.2, `xla_allow_excess_precision=false`: a bf16
//! training norm over 257 elements of std 0.02 with eps 1e-5 gives XLA's bits on every output
//! this way, and on 61% (N rounded to bf16) or 99.5% (eps rounded to bf16) otherwise; HF
//! GPT-NeoX's LayerNorm at its initial scale, variances near 4e-4, showed it first). `rsqrt`
//! is written `1 / sqrt(x)`: in f32, [`super::xla_rsqrt`] then computes it as XLA CPU's rsqrt
//! (the host's estimate and a Newton step; XLA's simplifier writes `1 / sqrt` as rsqrt too),
//! after this expansion on both evaluators, so a torch-xla LayerNorm's normalised values are
//! XLA's where its statistics are (mixed-rsqrt-batch-norm-xla.mlir); in f64, and on a host
//! without the estimate, it stays two roundings, which both of lpf's evaluators compute alike
//! (`stablehlo.rsqrt` would not be: the interpreter divides in f64 and rounds once, the LLVM
//! exit divides in f32). On a format other than f32 and f64 (bf16, f16,
//! ...) the whole expansion computes in f32 on the operands' exact widenings and each result is
//! rounded once into the format: what XLA CPU computes (measured on a torch-xla-shaped bf16
//! LayerNorm, 16 x 32, with `xla_allow_excess_precision=false`: every mean, variance and output
//! identical; rounding each op's result into bf16 instead matched 69% of the variances and 57%
//! of the outputs). docs/llvm.md, "Mixed modules"; test/lpf-run/mixed-batch-norm.mlir.

use super::{element, Builder};
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_numerics::{encode, Format, Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, Value, ValueLike};

/// Whether `op` is a batch norm this module expands: training or inference on statically shaped
/// tensors of a float format.
pub fn is_batch_norm(op: OperationRef) -> bool {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    (name == HloOp::BatchNormTraining.name() || name == HloOp::BatchNormInference.name())
        && op.operand_count() > 0
        && op.operand(0).is_ok_and(|v| element(v.r#type()).and_then(format_of).is_some() && crate::melior_ext::has_static_shape(v.r#type()))
}

/// The arithmetic of one expansion, in `compute` (f32 for a narrow element, else the element
/// itself).
struct Arith<'c, 'a, 'b> {
    b: &'b Builder<'c, 'a>,
    compute: Type<'c>,
}

impl<'c, 'a> Arith<'c, 'a, '_> {
    fn binary(&self, op: HloOp, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.b.hlo(op, &[lhs, rhs], lhs.r#type())
    }

    /// `1 / sqrt(x)`, which [`super::xla_rsqrt`] computes as XLA's rsqrt in f32 (module doc).
    fn rsqrt(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let root = self.b.hlo(HloOp::Sqrt, &[x], x.r#type())?;
        let one = self.b.splat("1.0", x.r#type())?;
        self.b.hlo(HloOp::Divide, &[one, root], x.r#type())
    }

    /// `round(a * b + c)` with one rounding into f32 (a fused multiply-add) on f32 tensors, as
    /// XLA CPU computes the inference form's `x * true_scale + true_shift` (module doc).
    fn fused_multiply_add(&self, a: Value<'c, 'a>, b: Value<'c, 'a>, c: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        super::emulated_fma(self.b, a, b, c)
    }

    /// A splat of `x` rounded into the computing type (to nearest even, as XLA converts its
    /// literals; module doc), of the computing type `ty`: written as the code so that no parser
    /// rounds again.
    fn literal(&self, x: f64, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let compute = format_of(self.compute).ok_or("internal error: a computing type that is no format")?;
        let code = encode(compute, x, Rounding::ToNearestEven, Overflow::NanOrInf);
        self.b.splat(&format!("0x{code:X}"), ty)
    }

    /// The sum of `x` over every dimension but `feature` (into `feature_ty`).
    fn sum(&self, x: Value<'c, 'a>, feature: usize, rank: usize, feature_ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let dims: Vec<i64> = (0..rank).filter(|d| *d != feature).map(|d| d as i64).collect();
        self.b.sum(x, &dims, feature_ty)
    }

    /// `value` converted to `element` (exact into f32; one rounding back into the format).
    fn convert(&self, value: Value<'c, 'a>, element: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        if super::element(value.r#type()) == Some(element) {
            return Ok(value);
        }
        let ty = with_element_type(value.r#type(), element).ok_or("internal error: batch norm on a non-tensor")?;
        self.b.hlo(HloOp::Convert, &[value], ty)
    }

    /// `value` (of the feature shape) broadcast along `feature` into `ty`.
    fn broadcast(&self, value: Value<'c, 'a>, feature: usize, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let dims = self.b.parse(&format!("array<i64: {feature}>"))?;
        self.b.op(HloOp::BroadcastInDim.name(), &[value], &[("broadcast_dimensions", dims)], ty)
    }
}

/// The `epsilon` and `feature_index` attributes of a batch norm.
fn attributes(op: OperationRef) -> Result<(f64, usize), &'static str> {
    let epsilon = op.attribute("epsilon").map_err(|_| "a batch norm without epsilon")?;
    let epsilon = melior::ir::attribute::FloatAttribute::try_from(epsilon).map_err(|_| "a batch norm whose epsilon is not a float")?;
    let feature = op.attribute("feature_index").map_err(|_| "a batch norm without feature_index")?;
    let feature = melior::ir::attribute::IntegerAttribute::try_from(feature).map_err(|_| "a batch norm whose feature_index is not an integer")?;
    let feature = usize::try_from(feature.value()).map_err(|_| "a negative feature_index")?;
    Ok((epsilon.value(), feature))
}

/// Replaces a batch norm ([`is_batch_norm`]) by XLA's expansion of it (module doc).
pub fn expand_batch_norm<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let (epsilon, feature) = attributes(op)?;
    let x = op.operand(0)?;
    let ty = x.r#type();
    let shaped = RankedTensorType::try_from(ty).map_err(|_| "internal error: batch norm on a non-tensor")?;
    let rank = shaped.rank();
    if feature >= rank {
        return Err(LpfError::new(format!("feature_index {feature} is out of range for a rank-{rank} operand")));
    }
    let element = shaped.element();
    let format = format_of(element).ok_or("internal error: batch norm on a non-float")?;
    let compute = if matches!(format, Format::F32 | Format::F64) { element } else { Type::float32(b.context) };
    let a = Arith { b: &b, compute };
    // Every operand widened exactly into the computing type; the results rounded back once.
    let wide = |i: usize| -> Result<Value<'c, 'a>, LpfError<'c>> { a.convert(op.operand(i)?, compute) };
    let (x, scale, offset) = (wide(0)?, wide(1)?, wide(2)?);
    let ty = x.r#type();
    let feature_ty = scale.r#type();
    let training = op.name().as_string_ref().as_str() == Ok(HloOp::BatchNormTraining.name());
    let results = if training {
        let mut count = 1u64;
        for d in (0..rank).filter(|d| *d != feature) {
            match shaped.dim_size(d)? {
                DimSize::Static(size) => count *= size,
                DimSize::Dynamic => return Err(LpfError::new("internal error: a dynamic batch norm")),
            }
        }
        let n = a.literal(count as f64, feature_ty)?;
        let sum = a.sum(x, feature, rank, feature_ty)?;
        let squares = a.binary(HloOp::Multiply, x, x)?;
        let square_sum = a.sum(squares, feature, rank, feature_ty)?;
        let mean = a.binary(HloOp::Divide, sum, n)?;
        let square_mean = a.binary(HloOp::Divide, square_sum, n)?;
        let mean_square = a.binary(HloOp::Multiply, mean, mean)?;
        let var = a.binary(HloOp::Subtract, square_mean, mean_square)?;
        let eps = a.literal(epsilon, ty)?;
        let var_eps = a.binary(HloOp::Add, a.broadcast(var, feature, ty)?, eps)?;
        let rsqrt = a.rsqrt(var_eps)?;
        let centred = a.binary(HloOp::Subtract, x, a.broadcast(mean, feature, ty)?)?;
        let normalized = a.binary(HloOp::Multiply, centred, rsqrt)?;
        let scaled = a.binary(HloOp::Multiply, normalized, a.broadcast(scale, feature, ty)?)?;
        vec![a.binary(HloOp::Add, scaled, a.broadcast(offset, feature, ty)?)?, mean, var]
    } else {
        let (mean, var) = (wide(3)?, wide(4)?);
        let eps = a.literal(epsilon, feature_ty)?;
        let true_scale = a.binary(HloOp::Multiply, scale, a.rsqrt(a.binary(HloOp::Add, var, eps)?)?)?;
        let true_shift = a.binary(HloOp::Subtract, offset, a.binary(HloOp::Multiply, mean, true_scale)?)?;
        let (true_scale, true_shift) = (a.broadcast(true_scale, feature, ty)?, a.broadcast(true_shift, feature, ty)?);
        if format_of(compute) == Some(Format::F32) {
            vec![a.fused_multiply_add(x, true_scale, true_shift)?]
        } else {
            // f64: no wider type to fuse in; XLA's f64 batch norms are not measured.
            vec![a.binary(HloOp::Add, a.binary(HloOp::Multiply, x, true_scale)?, true_shift)?]
        }
    };
    let rounded = results.into_iter().map(|v| a.convert(v, element)).collect::<Result<Vec<_>, _>>()?;
    replace_op(op, &rounded);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    use super::super::test_context as context;

    fn expand(context: &melior::Context, text: &str) -> String {
        let module = Module::parse(context, text).expect("parses");
        let mut found = Vec::new();
        module.as_operation().walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            if is_batch_norm(op) {
                found.push(op.to_raw());
            }
            melior::ir::operation::WalkResult::Advance
        });
        assert_eq!(found.len(), 1, "one batch norm in {text}");
        // SAFETY: collected above, erased only by its own expansion.
        expand_batch_norm(unsafe { OperationRef::from_raw(found[0]) }).expect("expands");
        assert!(module.as_operation().verify(), "the expansion verifies");
        module.as_operation().to_string()
    }

    #[test]
    fn training_in_f32_is_xlas_one_pass_variance() {
        let context = context();
        let text = expand(
            &context,
            r#"func.func @f(%x: tensor<2x3x4xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) {
                 %r:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64}
                   : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
                 return %r#0, %r#1, %r#2 : tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>
               }"#,
        );
        assert!(!text.contains("batch_norm"), "{text}");
        // Two reductions over dimensions 0 and 2, N = 8, rsqrt as 1 / sqrt, no convert in f32.
        assert_eq!(text.matches("stablehlo.reduce").count(), 2, "{text}");
        assert!(text.contains("across dimensions = [0, 2]"), "{text}");
        assert!(text.contains("8.000000e+00"), "{text}");
        assert!(text.contains("stablehlo.sqrt") && !text.contains("rsqrt"), "{text}");
        assert!(!text.contains("stablehlo.convert"), "{text}");
    }

    #[test]
    fn inference_in_bf16_computes_in_f32_and_rounds_once() {
        let context = context();
        let text = expand(
            &context,
            r#"func.func @f(%x: tensor<4x3xbf16>, %s: tensor<3xbf16>, %o: tensor<3xbf16>, %m: tensor<3xbf16>, %v: tensor<3xbf16>) -> tensor<4x3xbf16> {
                 %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-01 : f32, feature_index = 1 : i64}
                   : (tensor<4x3xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<3xbf16>, tensor<3xbf16>) -> tensor<4x3xbf16>
                 return %r : tensor<4x3xbf16>
               }"#,
        );
        // eps = 0.1 as an f32 literal, not rounded into bf16 first (0.10009765625): XLA expands
        // the norm already widened (module doc).
        assert!(text.contains("dense<1.000000e-01> : tensor<3xf32>") && !text.contains("0.100097656"), "{text}");
        // x * true_scale + true_shift as one fused multiply-add: an f64 product and sum, rounded to
        // odd on the bits, then into f32.
        assert!(text.contains("stablehlo.bitcast_convert") && text.contains("tensor<4x3xf64>"), "{text}");
        for line in text.lines() {
            let arithmetic = ["stablehlo.add", "stablehlo.subtract", "stablehlo.multiply", "stablehlo.divide", "stablehlo.sqrt"];
            if arithmetic.iter().any(|op| line.contains(op)) {
                assert!(!line.contains("bf16"), "arithmetic on bf16 itself: {line}");
            }
        }
        // Five operands widened, one result rounded back; the fused multiply-add's three operands
        // into f64 and its result back into f32.
        assert_eq!(text.matches("(tensor<4x3xf32>) -> tensor<4x3xbf16>").count(), 1, "{text}");
        assert_eq!(text.matches("(tensor<4x3xf64>) -> tensor<4x3xf32>").count(), 1, "{text}");
        assert_eq!(text.matches("stablehlo.convert ").count(), 10, "{text}");
    }

    #[test]
    fn dynamic_or_integer_batch_norms_are_left() {
        let context = context();
        let module = Module::parse(
            &context,
            r#"func.func @f(%x: tensor<?x3xf32>, %s: tensor<3xf32>, %o: tensor<3xf32>, %m: tensor<3xf32>, %v: tensor<3xf32>) -> tensor<?x3xf32> {
                 %r = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 1.0e-01 : f32, feature_index = 1 : i64}
                   : (tensor<?x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<?x3xf32>
                 return %r : tensor<?x3xf32>
               }"#,
        )
        .expect("parses");
        let mut any = false;
        module.as_operation().walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            any |= is_batch_norm(op);
            melior::ir::operation::WalkResult::Advance
        });
        assert!(!any);
    }
}
