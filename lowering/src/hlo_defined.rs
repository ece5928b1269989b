//! StableHLO ops whose XLA result some evaluator of lpf does not give by itself, rewritten into
//! ops that every evaluator computes alike (issue 41). StableHLO's reference interpreter
//! (`--backend ref` on mixed modules) divides integers with APInt, which raises SIGFPE on a zero
//! divisor and on INT_MIN / -1; it ignores `compare_type` (TOTALORDER compares as FLOAT); and it
//! converts into f4/f6/f8E8M0FNU with APFloat, which gives ±0 for ±inf, drops E8M0's missing sign
//! and zero. XLA CPU (jaxlib 0.10.2) has no working f6 convert at all. The rules:
//!
//! - [`guard_integer_division`]: `x / 0` is -1 (all ones, unsigned too), `x rem 0` is `x`,
//!   INT_MIN / -1 is INT_MIN and INT_MIN rem -1 is 0 (the StableHLO spec's and XLA's results),
//!   computed with the divisor replaced by 1 where it is 0 or the pair overflows, then selected.
//! - [`total_order_compare`]: a TOTALORDER compare of floats is the signed integer compare of
//!   `bits ^ ((bits >>arith (w-1)) & INT_MAX)` (XLA's own rewrite): -NaN < -inf < ... < -0 < +0
//!   < ... < +inf < +NaN; sub-byte floats (no NaN, no inf) are widened exactly to f32 first.
//!   The FNUZ formats (f8E4M3FNUZ, f8E5M2FNUZ, f8E4M3B11FNUZ) have no -0, and their one NaN is
//!   -0's code 0x80: it orders below every value, as IEEE 754's totalOrder orders a NaN whose
//!   sign bit is set (never between two numbers) and as XLA CPU gives it (jaxlib 0.10.2,
//!   measured on every pair of codes); the key above would put it between the negatives and +0
//!   (lpf-diff finding 11).
//! - [`xla_convert`]: what XLA's `convert` from a float into a format means, in lpf.convert's
//!   terms ([`XlaConvert`]), and [`convert_to_lpf`], the rewrite into those lpf ops.
//! - [`finite_format_division`]: a `divide` on FP4/FP6 (neither inf nor NaN), which the
//!   interpreter's APFloat gives +0 for x / 0 and 0 / 0, is XLA's (and the LLVM exit's): the
//!   f32 quotient of the exact widenings rounded into the format as XLA's convert rounds (NaN ->
//!   -0, ±inf and overflow -> ±max), written as StableHLO ops that the interpreter computes
//!   exactly (so inside regions too).
//! - [`int_to_e8m0`]: an integer converted into f8E8M0FNU, which APFloat rounds as the
//!   magnitude (-4 -> 4) with 0 -> 2^-127, is XLA's (and the LLVM exit's): NaN for zero and
//!   negatives (E8M0 has neither, formats.md "Unsigned formats"), else the power of two nearest,
//!   ties up (E8M0's nearest-even rule), computed on the integer itself with StableHLO's integer
//!   ops (exact for every width, inside regions too).
//! - [`xla_integer_power`]: an integer `power` is XLA's (and upstream's linalg lowering's, so
//!   the LLVM exit's), not the interpreter's exact modular power: exponentiation by squaring
//!   over the exponent's low 6 bits only (4^64 = 1 in i8, 0^64 = 1), and an exponent negative
//!   as a *signed* number (an unsigned one >= 2^(n-1) too) gives 1 for base 1, ±1 by parity for
//!   base -1 (all ones), 0 otherwise. What jax.numpy's power gives on every XLA backend.
//! - [`e8m0_arithmetic`]: `add`, `subtract`, `multiply`, `divide` of f8E8M0FNU as XLA means them
//!   (the op on the exact values, rounded as XLA's convert into E8M0: ties up, at least 2^-127,
//!   NaN for zero, negatives, NaN and overflow), computed in f64 between lpf.converts so that
//!   no evaluator's flush or sign handling enters: XLA CPU computed them in f32 and flushed
//!   2^-127 (2^-127 + 2^-127 gave NaN), the interpreter's APFloat subtracted magnitudes
//!   (2^-127 - 2^-126 gave 2.0, x - x 2^-127, where XLA's rule gives NaN).
//! - [`expand_batch_norm`]: `batch_norm_training` / `batch_norm_inference` (torch-xla's
//!   LayerNorm), which neither the interpreter nor the linalg conversion evaluates, as XLA CPU's
//!   own expansion of them ([`batch_norm`]).
//! - [`xla_small_power`]: an f32/f64 `power` by a constant 2 or 3 as XLA's algebraic simplifier
//!   writes it, `x * x` and `(x * x) * x`, and a multiply by 1 dropped as it drops it
//!   ([`xla_multiply_by_one`]) ([`small_power`]).
//! - [`xla_divide_by_function`]: an f32/f16/f64 division by a `power`, `exp` or `rsqrt` as XLA's
//!   simplifier writes it, the product with `pow(b, -c)`, `exp(-b)` or `sqrt(b)`
//!   ([`divide_by_function`]).
//! - [`xla_reassociated`]: `(a / b) / c`, `a / (b / c)`, `exp(a) * exp(b)`, `log(exp(a))` and
//!   products or sums of two constants as XLA's simplifier writes them ([`reassociated`]).
//! - [`xla_constant_divide`]: an f32/f64 division by a constant as XLA's multiply by the rounded
//!   inverse, and one by a broadcast as the multiply by the broadcast inverse
//!   ([`xla_broadcast_divide`]) ([`constant_divide`]).
//! - [`xla_window_sum`]: a float `reduce_window` sum whose adds XLA CPU visits otherwise than
//!   row-major (its loop peeling on padded windows: flax's SAME `avg_pool`) as XLA's adds in
//!   XLA's order ([`window_sum`]).
//! - [`xla_dot_lanes`]: an f32 dot as YNNPACK's k mod L accumulators over blocks of K
//!   ([`dot_lanes`]).
//! - [`xla_bf16_dot`]: the raise's bf16 x bf16 -> f32 `algorithm` dot as YNNPACK's bf16 kernel
//!   on the host sums it: AMX's slices of 32 with even and odd k apart, or pairs of k, k + 1
//!   first ([`bf16_dot`]).
//! - [`xla_canonical_dot`]: an f32 dot of several free or contracting dimensions in XLA's
//!   canonical form, one of each, which the dot rule then orders ([`dot_canonical`]).
//! - [`xla_convolution`]: an f32 convolution as XLA's patches times the kernel, one dot
//!   ([`convolution`]), which the dot rule then orders; a depthwise 3 x 3 one as its nine
//!   rounded products in XLA's tree.
//! - [`xla_fused_multiply_add`]: an f32 add or subtract of a product used nowhere else as XLA
//!   CPU's fused multiply-add, one rounding ([`fused_multiply_add`]); an add of two products,
//!   one of a concatenate (the rotary embedding), per concatenated part ([`rotate_half`]); none
//!   where XLA hands the add to YNNPACK with a dot whose value a reduce reads ([`ynn_fusion`]).
//! - [`xla_loop_dot`]: an f32 dot inside a loop or a branch as XLA's fused multiply-adds written
//!   out ([`loop_dot`]).
//! - [`folded_function_in_f64`]: an f32 `exp`, `log`, `tanh` or `rsqrt` of constants alone as
//!   XLA's constant folding computes it, the f64 C library function rounded once (the LLVM exit;
//!   [`folded_function`]).
//! - [`xla_causal_first_key`]: a causal softmax's `scores - max` at its first key as XLA's
//!   unrolled loop computes it, the scores' product fused into the subtraction there alone
//!   ([`causal_first_key`]).
//! - [`xla_raised_sum`]: the raise's sum of widened bf16 values written back as XLA's widening and
//!   f32 reduce, which [`xla_reduce_sums`] then orders, and [`xla_f32_dot`], its bf16 dots that
//!   XLA computes as f32 dots, back as those where XLA's order is not k order ([`raised_sum`]).
//! - [`xla_square_sum`]: an f32 sum of squares over at most 32 elements below 4096 as XLA's loop
//!   computes it, each square fused into the add (its vectorised rows rounded) ([`square_sum`]).
//! - [`xla_reduce_sums`]: an f32/f64 `reduce` sum as XLA CPU orders its adds (its loops' runs of
//!   32, YNNPACK's lanes and tiles from 4096 elements on) instead of in order ([`reduce_sum`]).

mod batch_norm;
mod bf16_dot;
mod block_square_sum;
mod causal_first_key;
mod constant_divide;
mod divide_by_function;
mod convolution;
mod col2im_convolution;
mod cumulative;
mod dot_canonical;
mod dot_lanes;
mod folded_function;
mod group_sum;
mod fused_multiply_add;
mod loop_dot;
mod moved_product;
mod raised_sum;
mod reassociated;
mod reduce_sum;
mod ynn_sum;
mod rotate_half;
mod small_power;
mod square_sum;
mod top_k;
mod window_sum;
mod xla_math;
mod xla_rsqrt;
mod ynn_f32_kernels;
mod ynn_fusion;
pub use batch_norm::{expand_batch_norm, is_batch_norm};
pub use bf16_dot::{bf16_dot_order, host_has_amx_bf16, is_xla_bf16_dot, xla_bf16_dot, Bf16DotOrder, XLA_BF16_DOT};
pub(crate) use small_power::constant_value;
pub use constant_divide::{is_broadcast_divide, is_constant_divide, xla_broadcast_divide, xla_constant_divide};
pub use divide_by_function::{is_divide_by_function, xla_divide_by_function};
pub use reassociated::{is_reassociated, xla_reassociated};
pub use top_k::top_ks_as_rounds;
pub use square_sum::{is_square_sum, xla_square_sum, xla_square_sum_emulated, xla_square_sum_native};
pub use small_power::{
    is_add_of_zero, is_computed_exponent, is_multiply_by_one, is_small_power, unmark_kept_adds, written_exponent, xla_add_of_zero, xla_multiply_by_one,
    xla_small_power, KEPT_ADD,
};
pub use window_sum::{is_reordered_window_sum, xla_window_sum};
pub use xla_math::{is_xla_math, xla_math, xla_math_emulated, xla_math_native};
pub use xla_rsqrt::{is_xla_rsqrt, xla_rsqrt, xla_rsqrt_emulated, xla_rsqrt_native};
pub use ynn_fusion::mark_ynn_fusions;
pub(crate) use ynn_fusion::reaches_large_reduce;
pub use convolution::{is_xla_convolution, xla_convolution};
pub use cumulative::{is_xla_cumulative, xla_cumulative};
pub use dot_canonical::{is_multi_dimension_dot, is_swapped_dot, xla_canonical_dot, xla_swapped_dot};
pub use dot_lanes::{is_laned_dot, single_k_block, unmark_k_blocks, xla_dot_lanes, K_BLOCK, K_ORDER};
pub use moved_product::{is_moved_product, xla_moved_product};
pub use folded_function::{folded_function_in_f64, is_folded_function};
pub use loop_dot::{is_kept_loop_dot, is_loop_dot, xla_loop_dot, xla_loop_dot_batched, LOOP_FMA};
pub use causal_first_key::{is_causal_first_key, xla_causal_first_key, xla_causal_first_key_emulated, xla_causal_first_key_native};
pub use fused_multiply_add::{is_fused_multiply_add, xla_fused_multiply_add, xla_fused_multiply_add_emulated, xla_fused_multiply_add_native, FmaForm};
#[allow(unused_imports)] // `fma`: the math rewrites share it.
pub(crate) use fused_multiply_add::{emulated_fma, fma};
pub use raised_sum::{is_xla_f32_dot, is_xla_raised_sum, xla_f32_dot, xla_f32_dot_native, xla_raised_sum, XLA_F32_DOT, XLA_REDUCE};
pub use reduce_sum::{xla_reduce_sum_in, xla_reduce_sums, xla_sum_order, SumOrder};

use crate::ir_numerics::format_of;
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::operation::{WalkOrder, WalkResult};
use crate::melior_ext::{build, replace_op, with_element_type};
use crate::hlo_ops::HloOp;
use crate::raise_stablehlo::convert::insert_convert;
use lpf_dialect::attrs::OverflowMode;
use lpf_dialect::error::LpfError;
use lpf_numerics::{Format, Overflow};
use melior::ir::attribute::Attribute;
use melior::ir::block::BlockLike;
use melior::ir::RegionLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{IntegerType, RankedTensorType, ShapedTypeLike, TypeLike};
use melior::ir::{Location, OperationRef, Type, Value, ValueLike};
use melior::Context;

/// What XLA's `convert` from a float into `to` computes, as lpf.convert states it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct XlaConvert {
    /// lpf.convert's overflow mode (rounding is always to nearest even).
    pub overflow: Overflow,
    /// Whether a NaN input gives -0 (XLA into formats without NaN, both NaN signs; lpf.convert
    /// gives +0 there, formats.md §2.3).
    pub nan_to_negative_zero: bool,
}

/// XLA's convert from a float into `to`: one rounding to nearest even from the exact value;
/// overflow and ±inf to ±inf, or NaN where the format has no infinity (f8E4M3FN, FNUZ,
/// f8E8M0FNU: also zero and negatives); into FP4/FP6, which have neither, ±max (saturated) and
/// NaN -> -0. Measured with jax 0.10.2 for f4E2M1FN (`x.astype(jnp.float4_e2m1fn)`: ±inf ->
/// ±6.0, both NaNs -> -0 0x8, 2 million f32 patterns identical to lpf.convert otherwise); jax
/// has no f6 type ("Invalid XLA PrimitiveType"), and XLA CPU's f6 converts give codes outside
/// the format (+inf -> 0xff) and wrong values (0.0625 + 2^-24 -> 0 in f6E2M3FN), so f6 follows
/// the same rule as FP4 (ml_dtypes' too: ±inf -> ±max).
pub fn xla_convert(to: Format) -> XlaConvert {
    let finite = !to.has_inf() && !to.has_nan();
    XlaConvert {
        overflow: if finite { Overflow::Saturate } else { Overflow::NanOrInf },
        nan_to_negative_zero: finite,
    }
}

/// Formats whose `stablehlo.convert` from a float StableHLO's reference interpreter gets wrong
/// (APFloat: ±inf -> ±0 into FP4/FP6; E8M0: -4 -> 4, 0 -> 2^-127, where XLA gives NaN).
pub fn interpreter_converts_wrongly(to: Format) -> bool {
    matches!(to, Format::F4E2M1FN | Format::F6E2M3FN | Format::F6E3M2FN | Format::F8E8M0FNU)
}

/// Formats XLA CPU cannot convert into or out of (jaxlib 0.10.2: wrong codes, see [`xla_convert`]).
pub fn xla_cannot_convert(format: Format) -> bool {
    matches!(format, Format::F6E2M3FN | Format::F6E3M2FN)
}

fn element(ty: Type) -> Option<Type> {
    RankedTensorType::try_from(ty).ok().map(|t| t.element())
}

/// Width and signedness of an integer element type (not i1), else `None`.
fn integer(ty: Type) -> Option<(u32, bool)> {
    let element = element(ty)?;
    // SAFETY: integer queries on a live type, asked only after the isa check.
    unsafe {
        if !mlir_sys::mlirTypeIsAInteger(element.to_raw()) {
            return None;
        }
        let width = mlir_sys::mlirIntegerTypeGetWidth(element.to_raw());
        (width > 1).then_some((width, !mlir_sys::mlirIntegerTypeIsUnsigned(element.to_raw())))
    }
}

/// Whether an op of this name is element-wise (its result's elements each of its operands'
/// elements at the same place: XLA's loop fusions take it).
pub(crate) fn is_elementwise_name(name: &str) -> bool {
    fused_multiply_add::ELEMENTWISE.contains(&name)
}

/// Builds ops in front of one op, at its location.
pub(crate) struct Builder<'c, 'a> {
    pub(crate) context: &'c Context,
    at: OperationRef<'c, 'a>,
    location: Location<'c>,
}

impl<'c, 'a> Builder<'c, 'a> {
    pub(crate) fn new(at: OperationRef<'c, 'a>) -> Self {
        // SAFETY: the context outlives the pass (or run) that hands us `at`.
        let context: &'c Context = lpf_dialect::context::context_of(at.context());
        Builder { context, at, location: at.location() }
    }

    pub(crate) fn op(&self, name: &str, operands: &[Value<'c, 'a>], attributes: &[(&str, Attribute<'c>)], result: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let new = self.insert(build(self.context, name, self.location, operands, attributes, &[result])?)?;
        Ok(new.result(0)?.into())
    }

    /// `new` inserted in front of the op this builder builds at.
    pub(crate) fn insert(&self, new: melior::ir::Operation<'c>) -> Result<OperationRef<'c, 'a>, LpfError<'c>> {
        let block = self.at.block().ok_or("an op outside a block")?;
        Ok(block.insert_operation_before(self.at, new))
    }

    pub(crate) fn location(&self) -> Location<'c> {
        self.location
    }

    pub(crate) fn hlo(&self, op: HloOp, operands: &[Value<'c, 'a>], result: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.op(op.name(), operands, &[], result)
    }

    /// The static tensor type of `shape` and `element`.
    pub(crate) fn tensor(&self, shape: &[i64], element: Type<'c>) -> Type<'c> {
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        RankedTensorType::new(&dims, element, None).into()
    }

    /// The `array<i64: ...>` attribute of `values` (slices', transposes' and broadcasts' operands).
    pub(crate) fn array(&self, values: &[i64]) -> Attribute<'c> {
        melior::ir::attribute::DenseI64ArrayAttribute::new(self.context, values).into()
    }

    pub(crate) fn parse(&self, text: &str) -> Result<Attribute<'c>, LpfError<'c>> {
        Attribute::parse(self.context, text).ok_or_else(|| LpfError::new(format!("internal error: cannot parse {text}")))
    }

    /// A splat `stablehlo.constant` of `ty` whose element is written `literal`.
    pub(crate) fn splat(&self, literal: &str, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let value = self.parse(&format!("dense<{literal}> : {ty}"))?;
        self.op(HloOp::Constant.name(), &[], &[("value", value)], ty)
    }

    pub(crate) fn compare(&self, direction: &str, kind: Option<&str>, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let i1: Type = IntegerType::new(self.context, 1).into();
        let ty = with_element_type(lhs.r#type(), i1).ok_or("internal error: a compare of a non-tensor")?;
        let mut attributes = vec![("comparison_direction", self.parse(&format!("#stablehlo<comparison_direction {direction}>"))?)];
        if let Some(kind) = kind {
            attributes.push(("compare_type", self.parse(&format!("#stablehlo<comparison_type {kind}>"))?));
        }
        self.op(HloOp::Compare.name(), &[lhs, rhs], &attributes, ty)
    }

    /// The `stablehlo.reduce` sum of `x` over `dims` from +0 (an add body), of type `result`.
    pub(crate) fn sum(&self, x: Value<'c, 'a>, dims: &[i64], result: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.reduce(x, dims, HloOp::Add, "0.0", result)
    }

    /// The `stablehlo.reduce` of `x` over `dims` by the binary `body` from the splat `init`
    /// (written as a dense literal), of type `result`.
    pub(crate) fn reduce(&self, x: Value<'c, 'a>, dims: &[i64], body_op: HloOp, init: &str, result: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let element = RankedTensorType::try_from(x.r#type()).map_err(|_| "internal error: a reduce of a non-tensor")?.element();
        let scalar: Type<'c> = RankedTensorType::new(&[], element, None).into();
        let location = self.location;
        let body = melior::ir::Block::new(&[(scalar, location), (scalar, location)]);
        let applied = body.append_operation(build(self.context, body_op.name(), location, &[body.argument(0)?.into(), body.argument(1)?.into()], &[], &[scalar])?);
        body.append_operation(build(self.context, HloOp::Return.name(), location, &[applied.result(0)?.into()], &[], &[])?);
        let region = melior::ir::Region::new();
        region.append_block(body);
        let init = self.splat(init, scalar)?;
        let reduce = melior::ir::operation::OperationBuilder::new(HloOp::Reduce.name(), location)
            .add_operands(&[x, init])
            .add_attributes(&[(melior::ir::Identifier::new(self.context, "dimensions"), self.array(dims))])
            .add_results(&[result])
            .add_regions([region])
            .build()
            .map_err(|e| LpfError::new(format!("cannot build {}: {e}", HloOp::Reduce.name())))?;
        let block = self.at.block().ok_or("an op outside a block")?;
        Ok(block.insert_operation_before(self.at, reduce).result(0)?.into())
    }

    pub(crate) fn select(&self, pred: Value<'c, 'a>, yes: Value<'c, 'a>, no: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.hlo(HloOp::Select, &[pred, yes, no], yes.r#type())
    }

    /// `x` transposed by `permutation` (`x` itself for the identity).
    pub(crate) fn transpose(&self, x: Value<'c, 'a>, permutation: &[i64]) -> Result<Value<'c, 'a>, LpfError<'c>> {
        if permutation.iter().enumerate().all(|(i, &p)| i as i64 == p) {
            return Ok(x);
        }
        let ty = RankedTensorType::try_from(x.r#type()).map_err(|_| "internal error: a transpose of a non-tensor")?;
        let shape = crate::melior_ext::static_dims(x.r#type()).ok_or("internal error: a dynamic shape")?;
        let moved: Vec<i64> = permutation.iter().map(|&p| shape[p as usize]).collect();
        self.op(HloOp::Transpose.name(), &[x], &[("permutation", self.array(permutation))], self.tensor(&moved, ty.element()))
    }

    /// The `stablehlo.slice` of `x` from `starts` to `limits` by `strides` (ones where None).
    pub(crate) fn slice(&self, x: Value<'c, 'a>, starts: &[i64], limits: &[i64], strides: Option<&[i64]>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let element = RankedTensorType::try_from(x.r#type()).map_err(|_| "internal error: a slice of a non-tensor")?.element();
        let ones = vec![1; starts.len()];
        let strides = strides.unwrap_or(&ones);
        let shape: Vec<i64> = (0..starts.len()).map(|i| (limits[i] - starts[i] + strides[i] - 1).max(0) / strides[i]).collect();
        let attributes = [("start_indices", self.array(starts)), ("limit_indices", self.array(limits)), ("strides", self.array(strides))];
        self.op(HloOp::Slice.name(), &[x], &attributes, self.tensor(&shape, element))
    }

    /// `x + 0`, kept: XLA's simplifier drops a program's `A + 0` ([`is_add_of_zero`]), not
    /// this one, which is a sum's first add (a -0 sums to +0).
    pub(crate) fn kept_plus_zero(&self, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let zero = self.splat("0.0", x.r#type())?;
        let kept = [(KEPT_ADD, Attribute::unit(self.context))];
        self.op(HloOp::Add.name(), &[x, zero], &kept, x.r#type())
    }
}

/// Whether `op` is a `stablehlo.divide` or `stablehlo.remainder` of statically shaped integer
/// tensors (what [`guard_integer_division`] rewrites).
pub fn is_integer_division(op: OperationRef) -> bool {
    let name = op.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    (name == HloOp::Divide.name() || name == HloOp::Remainder.name())
        && op.result(0).is_ok_and(|r| integer(r.r#type()).is_some() && crate::melior_ext::has_static_shape(r.r#type()))
}

/// Rewrites an integer `stablehlo.divide` / `stablehlo.remainder` ([`is_integer_division`]) so
/// that no element divides by 0 or overflows, with the results the StableHLO spec and XLA
/// define selected in (module doc).
pub fn guard_integer_division<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(x), Ok(y), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return Err(LpfError::new("internal error: a division without two operands"));
    };
    let ty = result.r#type();
    let (width, signed) = integer(ty).ok_or("internal error: not an integer division")?;
    let divide = op.name().as_string_ref().as_str() == Ok(HloOp::Divide.name());
    let b = Builder::new(op);
    let kind = Some(if signed { "SIGNED" } else { "UNSIGNED" });
    let zero = b.splat("0", ty)?;
    let one = b.splat("1", ty)?;
    let by_zero = b.compare("EQ", kind, y, zero)?;
    let mut safe = b.select(by_zero, one, y)?;
    if signed {
        let min = b.splat(&format!("-{}", 1u128 << (width - 1)), ty)?;
        let minus_one = b.splat("-1", ty)?;
        let is_min = b.compare("EQ", kind, x, min)?;
        let is_minus_one = b.compare("EQ", kind, y, minus_one)?;
        let overflows = b.hlo(HloOp::And, &[is_min, is_minus_one], is_min.r#type())?;
        // INT_MIN / 1 = INT_MIN and INT_MIN rem 1 = 0: the defined results themselves.
        safe = b.select(overflows, one, safe)?;
    }
    let name = op.name();
    let quotient = b.op(name.as_string_ref().as_str().unwrap_or(""), &[x, safe], &[], ty)?;
    let at_zero = if divide {
        let all_ones = if signed { "-1".to_string() } else { (u128::MAX >> (128 - width)).to_string() };
        b.splat(&all_ones, ty)?
    } else {
        x
    };
    let value = b.select(by_zero, at_zero, quotient)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Whether `op` is a `stablehlo.compare` with `compare_type = TOTALORDER` of statically shaped
/// float tensors (what [`total_order_compare`] rewrites).
pub fn is_total_order_compare(op: OperationRef) -> bool {
    if HloOp::of(&op) != Some(HloOp::Compare) {
        return false;
    }
    let total = op.attribute("compare_type").is_ok_and(|a| a.to_string().contains("TOTALORDER"));
    total
        && op.operand(0).is_ok_and(|v| {
            element(v.r#type()).and_then(format_of).is_some() && crate::melior_ext::has_static_shape(v.r#type())
        })
}

/// Whether `format`'s one NaN is the code of -0 (the sign bit alone: the FNUZ formats).
fn nan_is_negative_zero(format: Format) -> bool {
    let width = format.storage_bits();
    format != Format::F8E8M0FNU && lpf_numerics::decode(format, 1 << (width - 1)).is_nan()
}

/// Rewrites a TOTALORDER float compare ([`is_total_order_compare`]) into a signed integer
/// compare of order-preserving keys (module doc). f8E8M0FNU has no sign bit: its codes are
/// compared unsigned.
pub fn total_order_compare<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(lhs), Ok(rhs)) = (op.operand(0), op.operand(1)) else {
        return Err(LpfError::new("internal error: a compare without two operands"));
    };
    let direction = op.attribute("comparison_direction").map_err(|_| "a compare without a direction")?.to_string();
    let direction = ["EQ", "NE", "LT", "LE", "GT", "GE"]
        .into_iter()
        .find(|d| direction.contains(&format!("comparison_direction {d}>")))
        .ok_or("internal error: an unknown comparison direction")?;
    let format = element(lhs.r#type()).and_then(format_of).ok_or("internal error: not a float compare")?;
    let b = Builder::new(op);
    let width = format.storage_bits();
    let key = |value: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let (value, width) = if format.params().bits < 8 {
            // FP4/FP6: no NaN, no inf; the f32 value is exact and orders alike.
            let f32_ty = with_element_type(value.r#type(), Type::float32(b.context)).ok_or("not a tensor")?;
            (b.hlo(HloOp::Convert, &[value], f32_ty)?, 32)
        } else {
            (value, width)
        };
        // E8M0's codes order unsigned: an unsigned element type, as StableHLO's interpreter
        // compares integers by their type's signedness (it ignores compare_type).
        let int: Type = if format == Format::F8E8M0FNU { IntegerType::unsigned(b.context, width).into() } else { IntegerType::new(b.context, width).into() };
        let int_ty = with_element_type(value.r#type(), int).ok_or("not a tensor")?;
        let bits = b.hlo(HloOp::BitcastConvert, &[value], int_ty)?;
        if format == Format::F8E8M0FNU {
            return Ok(bits);
        }
        let shift = b.splat(&(width - 1).to_string(), int_ty)?;
        let max = b.splat(&((1u128 << (width - 1)) - 1).to_string(), int_ty)?;
        let sign = b.hlo(HloOp::ShiftRightArithmetic, &[bits, shift], int_ty)?;
        let flip = b.hlo(HloOp::And, &[sign, max], int_ty)?;
        let key = b.hlo(HloOp::Xor, &[bits, flip], int_ty)?;
        if !nan_is_negative_zero(format) {
            return Ok(key);
        }
        // FNUZ: the NaN is -0's code, whose key (-1) lies between the negatives and +0. It goes
        // below every value instead (the module doc): the negatives' keys move up by one into
        // the -1 no -0 takes, and the NaN takes INT_MIN.
        let min = b.splat(&format!("-{}", 1u128 << (width - 1)), int_ty)?;
        let zero = b.splat("0", int_ty)?;
        let one = b.splat("1", int_ty)?;
        let negative = b.compare("LT", Some("SIGNED"), key, zero)?;
        let raised = b.select(negative, b.hlo(HloOp::Add, &[key, one], int_ty)?, key)?;
        let is_nan = b.compare("EQ", Some("SIGNED"), bits, min)?;
        b.select(is_nan, min, raised)
    };
    let (a, c) = (key(lhs)?, key(rhs)?);
    let kind = if format == Format::F8E8M0FNU { "UNSIGNED" } else { "SIGNED" };
    let value = b.compare(direction, Some(kind), a, c)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Whether `op` is a `stablehlo.divide` of a format with neither inf nor NaN (f4E2M1FN,
/// f6E2M3FN, f6E3M2FN): what [`finite_format_division`] rewrites.
pub fn is_finite_format_division(op: OperationRef) -> bool {
    HloOp::of(&op) == Some(HloOp::Divide)
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| element(r.r#type()).and_then(format_of).is_some_and(|f| !f.has_inf() && !f.has_nan()))
}

/// Rewrites a division of FP4/FP6 values ([`is_finite_format_division`]) into StableHLO ops
/// computing XLA's result (module doc): convert both to f32 (exact), divide (the quotient
/// rounded to f32 and then to at most 4 significant bits is the quotient rounded once), NaN ->
/// -0, clamp to ±max (which maps ±inf and overflow to ±max as XLA's saturating convert does),
/// convert back, now of a value in range, which the interpreter rounds to nearest even.
pub fn finite_format_division<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(x), Ok(y), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return Err(LpfError::new("internal error: a division without two operands"));
    };
    let ty = result.r#type();
    let format = element(ty).and_then(format_of).ok_or("internal error: not a float division")?;
    let b = Builder::new(op);
    let f32_ty = with_element_type(ty, Type::float32(b.context)).ok_or("internal error: not a tensor")?;
    let (x, y) = (b.hlo(HloOp::Convert, &[x], f32_ty)?, b.hlo(HloOp::Convert, &[y], f32_ty)?);
    let quotient = b.hlo(HloOp::Divide, &[x, y], f32_ty)?;
    let is_nan = b.compare("NE", None, quotient, quotient)?;
    let quotient = b.select(is_nan, b.splat("-0.0", f32_ty)?, quotient)?;
    let max = lpf_numerics::decode(format, lpf_numerics::encode(format, f64::INFINITY, lpf_numerics::Rounding::ToNearestEven, Overflow::Saturate));
    let (low, high) = (b.splat(&format!("{:?}", -max), f32_ty)?, b.splat(&format!("{max:?}"), f32_ty)?);
    let clamped = b.hlo(HloOp::Clamp, &[low, quotient, high], f32_ty)?;
    let value = b.hlo(HloOp::Convert, &[clamped], ty)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Whether `op` is a `stablehlo.power` of statically shaped integers: what
/// [`xla_integer_power`] rewrites.
pub fn is_integer_power(op: OperationRef) -> bool {
    op.name().as_string_ref().as_str() == Ok("stablehlo.power")
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| integer(r.r#type()).is_some() && crate::melior_ext::has_static_shape(r.r#type()))
}

/// Rewrites an integer power ([`is_integer_power`]) into XLA's computation of it (module doc;
/// xla/service/elemental_ir_emitter.cc, EmitIntegerPow), in StableHLO integer ops that wrap
/// as XLA's multiplies do.
pub fn xla_integer_power<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(base), Ok(exponent), Ok(result)) = (op.operand(0), op.operand(1), op.result(0)) else {
        return Err(LpfError::new("internal error: a power without two operands"));
    };
    let ty = result.r#type();
    let (width, signed) = integer(ty).ok_or("internal error: not an integer power")?;
    let b = Builder::new(op);
    let kind = Some(if signed { "SIGNED" } else { "UNSIGNED" });
    let (zero, one) = (b.splat("0", ty)?, b.splat("1", ty)?);
    let odd = |e: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> { b.compare("EQ", kind, b.hlo(HloOp::And, &[e, one], ty)?, one) };
    // Six squarings: XLA's "2^64 is the largest possible exponent for a 64-bit integer".
    let (mut accumulator, mut square, mut rest) = (one, base, exponent);
    for _ in 0..6 {
        let times = b.hlo(HloOp::Multiply, &[accumulator, square], ty)?;
        accumulator = b.select(odd(rest)?, times, accumulator)?;
        square = b.hlo(HloOp::Multiply, &[square, square], ty)?;
        rest = b.hlo(HloOp::ShiftRightLogical, &[rest, one], ty)?;
    }
    // The sign test and -1 are the signed view's (the interpreter compares by the type's own
    // signedness, whatever compare_type says).
    let as_signed = |v: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        if signed {
            return Ok(v);
        }
        let signless = with_element_type(ty, IntegerType::new(b.context, width).into()).ok_or("internal error: not a tensor")?;
        b.hlo(HloOp::BitcastConvert, &[v], signless)
    };
    let signed_exponent = as_signed(exponent)?;
    let signed_zero = b.splat("0", signed_exponent.r#type())?;
    let negative = b.compare("LT", Some("SIGNED"), signed_exponent, signed_zero)?;
    let signed_base = as_signed(base)?;
    let base_is_minus_one = b.compare("EQ", Some("SIGNED"), signed_base, b.splat("-1", signed_base.r#type())?)?;
    let all_ones = b.splat(&if signed { "-1".to_string() } else { (u128::MAX >> (128 - width)).to_string() }, ty)?;
    let minus_one_power = b.select(odd(exponent)?, all_ones, one)?;
    let base_is_one = b.compare("EQ", kind, base, one)?;
    let below_zero = b.select(base_is_one, one, b.select(base_is_minus_one, minus_one_power, zero)?)?;
    let value = b.select(negative, below_zero, accumulator)?;
    replace_op(op, &[value]);
    Ok(())
}

/// Whether `op` is a `stablehlo.dynamic_iota` whose result shape is static (torch-mlir writes
/// them with a constant shape operand): what [`static_iota`] rewrites.
pub fn is_static_dynamic_iota(op: OperationRef) -> bool {
    op.name().as_string_ref().as_str() == Ok("stablehlo.dynamic_iota")
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| crate::melior_ext::has_static_shape(r.r#type()))
}

/// A `dynamic_iota` of a static result type as the `stablehlo.iota` it is (StableHLO's
/// interpreter runs iota only; the shape operand can only agree with the result type, which
/// the op's verifier and XLA check).
pub fn static_iota<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(result), Ok(dimension)) = (op.result(0), op.attribute("iota_dimension")) else {
        return Err(LpfError::new("internal error: a dynamic_iota without its result or iota_dimension"));
    };
    let iota = Builder::new(op).op("stablehlo.iota", &[], &[("iota_dimension", dimension)], result.r#type())?;
    replace_op(op, &[iota]);
    Ok(())
}

/// Whether `op` is a `stablehlo.negate` of statically shaped f8E8M0FNU values: what
/// [`e8m0_negate`] rewrites.
pub fn is_e8m0_negate(op: OperationRef) -> bool {
    op.name().as_string_ref().as_str() == Ok("stablehlo.negate")
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| element(r.r#type()).and_then(format_of) == Some(Format::F8E8M0FNU) && crate::melior_ext::has_static_shape(r.r#type()))
}

/// The negation of f8E8M0FNU values as XLA computes it (the f32 negation converted back): every
/// value is positive or NaN, so every result is E8M0's NaN, 0xFF. StableHLO's interpreter
/// negated the APFloat and gave 2.0 for 2.0 (lpf-diff finding 6; llvm and xla give NaN).
pub fn e8m0_negate<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let ty = op.result(0)?.r#type();
    let nan = Builder::new(op).splat("0xFF", ty)?;
    replace_op(op, &[nan]);
    Ok(())
}

/// Whether `op` is an E8M0 add/subtract/multiply/divide: what [`e8m0_arithmetic`] rewrites.
pub fn is_e8m0_arithmetic(op: OperationRef) -> bool {
    matches!(HloOp::of(&op), Some(HloOp::Add | HloOp::Subtract | HloOp::Multiply | HloOp::Divide))
        && op.operand_count() == 2
        && op.result_count() == 1
        && op.result(0).is_ok_and(|r| element(r.r#type()).and_then(format_of) == Some(Format::F8E8M0FNU) && crate::melior_ext::has_static_shape(r.r#type()))
}

/// An f8E8M0FNU add, subtract, multiply or divide (module doc) as XLA means it, whatever the
/// backend: both operands widened exactly into f64 (`lpf.convert`: 2^(c - 127), NaN for 0xFF;
/// every value and every result of the op lies in f64's normal range, so XLA's flush never
/// applies), the op in f64, and the result converted into E8M0 as XLA's convert rounds it
/// ([`xla_convert`]: ties up, at least 2^-127, NaN for zero, negatives, NaN and beyond 2^127),
/// by the numerics crate's rounding behind `lpf.convert`.
pub fn e8m0_arithmetic<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(x), Ok(y)) = (op.operand(0), op.operand(1)) else {
        return Err(LpfError::new("internal error: an E8M0 op without two operands"));
    };
    let b = Builder::new(op);
    let result_ty = op.result(0)?.r#type();
    let f64_ty = with_element_type(result_ty, Type::float64(b.context)).ok_or("internal error: not a tensor")?;
    let (x, y) = (insert_convert(op, x, f64_ty, OverflowMode::NanOrInf)?, insert_convert(op, y, f64_ty, OverflowMode::NanOrInf)?);
    let hlo = HloOp::of(&op).ok_or("internal error: not an E8M0 arithmetic op")?;
    let value = b.hlo(hlo, &[x, y], f64_ty)?;
    let value = insert_convert(op, value, result_ty, overflow_mode(xla_convert(Format::F8E8M0FNU).overflow))?;
    replace_op(op, &[value]);
    Ok(())
}

/// Width and signedness of an integer element type, i1 included.
fn integer_or_bool(ty: Type) -> Option<(u32, bool)> {
    let element = element(ty)?;
    let int = IntegerType::try_from(element).ok()?;
    Some((int.width(), !int.is_unsigned()))
}

/// Whether `op` is a `stablehlo.convert` of statically shaped integers (or i1) into f8E8M0FNU:
/// what [`int_to_e8m0`] rewrites.
pub fn is_int_to_e8m0(op: OperationRef) -> bool {
    HloOp::of(&op) == Some(HloOp::Convert)
        && op.operand_count() == 1
        && op.result_count() == 1
        && op.operand(0).is_ok_and(|v| integer_or_bool(v.r#type()).is_some() && crate::melior_ext::has_static_shape(v.r#type()))
        && op.result(0).is_ok_and(|r| element(r.r#type()).and_then(format_of) == Some(Format::F8E8M0FNU))
}

/// Rewrites an integer -> f8E8M0FNU convert ([`is_int_to_e8m0`]) into integer ops (module doc):
/// for x > 0 with its top set bit k, the code is 127 + k, plus one where bit k-1 is set too
/// (x >= 1.5 * 2^k: E8M0 rounds ties up, and the bits below do not matter); 0xFF (NaN)
/// otherwise. i1 is widened to ui8 first (false is 0, NaN; true 1.0).
pub fn int_to_e8m0<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Ok(input), Ok(result)) = (op.operand(0), op.result(0)) else {
        return Err(LpfError::new("internal error: a convert without an operand"));
    };
    let (mut width, mut signed) = integer_or_bool(input.r#type()).ok_or("internal error: not an integer convert")?;
    let b = Builder::new(op);
    let tensor_of = |element: Type<'c>| with_element_type(input.r#type(), element).ok_or("internal error: not a tensor");
    let mut x = input;
    if width == 1 {
        x = b.hlo(HloOp::Convert, &[x], tensor_of(IntegerType::unsigned(b.context, 8).into())?)?;
        (width, signed) = (8, false);
    }
    let ty = x.r#type();
    let kind = Some(if signed { "SIGNED" } else { "UNSIGNED" });
    let (zero, one) = (b.splat("0", ty)?, b.splat("1", ty)?);
    let positive = b.compare("GT", kind, x, zero)?;
    // The top set bit's position (meaningful where x > 0).
    let leading = b.hlo(HloOp::CountLeadingZeros, &[x], ty)?;
    let top = b.hlo(HloOp::Subtract, &[b.splat(&(width - 1).to_string(), ty)?, leading], ty)?;
    let has_below = b.compare("GE", kind, top, one)?;
    let below = b.select(has_below, b.hlo(HloOp::Subtract, &[top, one], ty)?, zero)?;
    let bit = b.hlo(HloOp::And, &[b.hlo(HloOp::ShiftRightLogical, &[x, below], ty)?, one], ty)?;
    let up = b.select(has_below, bit, zero)?;
    let exponent = b.hlo(HloOp::Add, &[top, up], ty)?;
    let i32_ty = tensor_of(IntegerType::new(b.context, 32).into())?;
    let exponent = b.hlo(HloOp::Convert, &[exponent], i32_ty)?;
    let code = b.hlo(HloOp::Add, &[exponent, b.splat("127", i32_ty)?], i32_ty)?;
    let code = b.select(positive, code, b.splat("255", i32_ty)?)?;
    let code = b.hlo(HloOp::Convert, &[code], tensor_of(IntegerType::unsigned(b.context, 8).into())?)?;
    let value = b.hlo(HloOp::BitcastConvert, &[code], result.r#type())?;
    replace_op(op, &[value]);
    Ok(())
}

/// The float formats of a `stablehlo.convert`'s operand and result, when both are formats.
pub fn convert_formats(op: OperationRef) -> Option<(Format, Format)> {
    if HloOp::of(&op) != Some(HloOp::Convert) {
        return None;
    }
    let from = element(op.operand(0).ok()?.r#type()).and_then(format_of)?;
    let to = element(op.result(0).ok()?.r#type()).and_then(format_of)?;
    Some((from, to))
}

/// Rewrites a `stablehlo.convert` between two float formats ([`convert_formats`]) into lpf ops
/// computing XLA's convert ([`xla_convert`]): `lpf.convert rounding(to_nearest_even)` with
/// XLA's overflow mode, NaN made -0 first (on f32 or f64, a source of another format being
/// widened exactly into f32 by an lpf.convert) where XLA gives -0.
pub fn convert_to_lpf<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let (Some((from, to)), Ok(input), Ok(result)) = (convert_formats(op), op.operand(0), op.result(0)) else {
        return Err(LpfError::new("internal error: not a convert between float formats"));
    };
    let b = Builder::new(op);
    let rule = xla_convert(to);
    let mut value: Value = input;
    if rule.nan_to_negative_zero {
        if !matches!(from, Format::F32 | Format::F64) {
            let f32_ty = with_element_type(value.r#type(), Type::float32(b.context)).ok_or("not a tensor")?;
            value = insert_convert(op, value, f32_ty, OverflowMode::NanOrInf)?;
        }
        let is_nan = b.compare("NE", None, value, value)?;
        let negative_zero = b.splat("-0.0", value.r#type())?;
        value = b.select(is_nan, negative_zero, value)?;
    }
    let converted = insert_convert(op, value, result.r#type(), overflow_mode(rule.overflow))?;
    replace_op(op, &[converted]);
    Ok(())
}

fn overflow_mode(overflow: Overflow) -> OverflowMode {
    match overflow {
        Overflow::Saturate => OverflowMode::Saturate,
        Overflow::NanOrInf => OverflowMode::NanOrInf,
    }
}

/// Whether XLA computes `op` at compile time: its operands come from constants alone, through
/// ops without regions (broadcasts included), so that XLA's constant folding evaluates it with
/// its HLO evaluator, one IEEE operation at a time, before any fusion: no fused multiply-add,
/// no rsqrt estimate, none of its CPU kernels' formulas (measured, jaxlib 0.10.2: `1 / sqrt(c +
/// eps)` exact from tensor constants and broadcast scalars; `c * d + x` with the product
/// rounded). An `iota` is not folded (its `1 / sqrt` took the estimate), nor what reads it.
pub(crate) fn folded_by_xla(op: OperationRef) -> bool {
    op.operand_count() > 0 && op.region_count() == 0 && op.operands().all(|v| from_constants(v, 0))
}

/// The first StableHLO or CHLO op under `root` (pre-order) with an operand or result of static
/// shape holding more than 2^63 - 1 elements: no such value exists at run time, and the rewrites
/// here count elements in i64 (a declared `tensor<4294967296x4294967296x8xf32>` overflowed them).
/// Both exits refuse the op, located, before they rewrite anything. (lpf's own ops keep their
/// own limits and messages: a constant of more than 2^28 elements.)
pub fn first_oversized_op<'c, 'a>(root: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let oversized = |ty: melior::ir::Type| {
        crate::melior_ext::static_dims(ty).is_some_and(|dims| dims.iter().try_fold(1i64, |count, &d| count.checked_mul(d)).is_none())
    };
    let mut found = None;
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        let name = op.name();
        let hlo = name.as_string_ref().as_str().is_ok_and(|n| n.starts_with("stablehlo.") || n.starts_with("chlo."));
        if hlo && op.operands().map(|v| v.r#type()).chain(op.results().map(|r| r.r#type())).any(oversized) {
            // SAFETY: an op of the walked tree, which outlives this call.
            found = Some(unsafe { OperationRef::from_raw(op.to_raw()) });
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    });
    found
}

/// Whether `v` is computed from constants alone ([`folded_by_xla`]); a chain deeper than 32
/// ops counts as not (a folded chain in a model is a handful of ops).
fn from_constants(v: Value, depth: usize) -> bool {
    let Ok(result) = melior::ir::operation::OperationResult::try_from(v) else { return false };
    let producer = result.owner();
    let name = producer.name();
    let name = name.as_string_ref().as_str().unwrap_or("");
    if name == "stablehlo.constant" || name == "arith.constant" {
        return true;
    }
    let impure = ["stablehlo.iota", "stablehlo.rng", "stablehlo.rng_bit_generator", "stablehlo.custom_call", "stablehlo.infeed", "stablehlo.recv"];
    depth < 32 && producer.operand_count() > 0 && producer.region_count() == 0 && !impure.contains(&name)
        && producer.operands().all(|operand| from_constants(operand, depth + 1))
}

/// Rewrites every op under `root` that `matches` (collected first, in pre-order: a rewrite
/// replaces its op) with `rewrite`, reporting each refusal at its op; false if any was refused.
pub fn rewrite_each<'c, 'a>(
    root: OperationRef<'c, 'a>,
    matches: impl Fn(OperationRef) -> bool,
    mut rewrite: impl FnMut(OperationRef<'c, 'a>) -> Result<(), LpfError<'c>>,
) -> bool {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if matches(op) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut ok = true;
    for raw in found {
        // SAFETY: collected above; a rewrite replaces only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        if let Err(error) = rewrite(op) {
            error.emit(op.location());
            ok = false;
        }
    }
    ok
}

/// A context with StableHLO's and MLIR's dialects, for the rewrites' unit tests.
#[cfg(test)]
pub(crate) fn test_context() -> melior::Context {
    let registry = melior::dialect::DialectRegistry::new();
    lpf_stablehlo::insert_dialects(&registry);
    melior::utility::register_all_dialects(&registry);
    let context = melior::Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    context
}
