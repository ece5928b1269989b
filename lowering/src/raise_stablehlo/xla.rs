//! What XLA CPU does with low-precision values, as far as raising depends on it. Each fact was
//! measured with the pinned jaxlib 0.10.2 on this project's CPUs; `python/tests/test_raise_roundtrip.py`
//! re-measures every one of them against ml_dtypes (conversions, exhaustively over 8- and 16-bit
//! sources) and against XLA itself (raise + lower), so a jaxlib that behaves differently fails
//! the tests instead of changing results silently.

use lpf_numerics::Format;
use melior::ir::r#type::{RankedTensorType, TypeLike};
use melior::ir::Type;

/// The element format of a scalar or ranked tensor type, if it is a number format.
pub fn element_format(ty: Type) -> Option<Format> {
    crate::ir_numerics::format_of(element_type(ty))
}

/// The element type of any shaped type (ranked or unranked tensor, vector, memref), else `ty`:
/// a low-precision element is seen in every container, so none is passed over in silence.
fn element_type(ty: Type) -> Type {
    // SAFETY: the element getter runs only on a shaped type; the result lives in ty's context.
    unsafe {
        if mlir_sys::mlirTypeIsAShaped(ty.to_raw()) {
            return Type::from_raw(mlir_sys::mlirShapedTypeGetElementType(ty.to_raw()));
        }
    }
    ty
}

/// Whether lpf ops can hold a value of `ty`: a scalar or a ranked tensor (not a vector, an
/// unranked tensor or a memref).
pub fn lpf_can_hold(ty: Type) -> bool {
    RankedTensorType::try_from(ty).is_ok() || element_type(ty) == ty
}

/// Why an op on `types` stays when one of them is a container lpf ops do not take.
pub fn container_left_reason(types: &[Type]) -> Option<String> {
    let odd = types.iter().find(|t| !lpf_can_hold(**t))?;
    Some(format!("{odd}: lpf ops take scalars and ranked tensors, not vectors, unranked tensors or memrefs"))
}

/// Whether a format is one this pass is about (everything narrower than f32).
pub fn is_low_precision(format: Format) -> bool {
    !matches!(format, Format::F32 | Format::F64)
}

/// Formats whose XLA `convert` among each other (and to/from f32) is exactly
/// `lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)`: one rounding to nearest even
/// from the exact source value, overflow to infinity (f16, bf16, f8E5M2) or NaN (f8E4M3FN,
/// which has no infinity; lpf's default would saturate), NaN to NaN. Measured: every f16, bf16
/// and 8-bit source code and 336,071 f32 bit patterns (subnormals, ties, overflow) into each
/// other member, 0 mismatches apart from NaN payloads (XLA keeps them, lpf canonicalises; bit
/// comparisons canonicalise NaNs first, formats.md §2.3). XLA's f32 -> bf16 keeps f32
/// subnormals (an integer rounding, no flush).
pub fn convert_is_exact(format: Format) -> bool {
    matches!(format, Format::F32 | Format::F16 | Format::BF16 | Format::F8E4M3FN | Format::F8E5M2)
}

/// Whether XLA's `convert` from `from` to `to` is exactly `lpf.convert
/// rounding(to_nearest_even) overflow(nan_or_inf)`: between two [`convert_is_exact`] formats,
/// or widening f4E2M1FN into f32, f16 or bf16 (every FP4 value is one of theirs; measured on
/// all 16 codes). Into f4E2M1FN it is not: see [`convert_left_reason`].
pub fn convert_pair_is_exact(from: Format, to: Format) -> bool {
    let wide = matches!(to, Format::F32 | Format::F16 | Format::BF16);
    (convert_is_exact(from) && convert_is_exact(to)) || (from == Format::F4E2M1FN && wide)
}

/// Why a conversion between `from` and `to` (one of them low precision) is not raised.
pub fn convert_left_reason(from: Format, to: Format) -> String {
    let measured_source = matches!(from, Format::F32 | Format::F16 | Format::BF16);
    if to == Format::F4E2M1FN && measured_source {
        // Measured on every f16 / bf16 code and 168,619 f32 patterns (python/tests/test_raise_roundtrip.py).
        return format!(
            "XLA's {from} -> f4E2M1FN convert is lpf.convert's (nearest even, saturating) except on NaN, which XLA \
             makes -0 and lpf +0 (formats.md §2.3), so it stays XLA's"
        );
    }
    if from == Format::F64 || to == Format::F64 {
        format!(
            "XLA CPU flushes subnormals when converting between f64 and f32/bf16 and rounds f64 -> bf16/f16 \
             through f32 (docs/stablehlo.md), so this {from} -> {to} convert is not lpf.convert's single exact rounding"
        )
    } else {
        format!("XLA's {from} -> {to} convert has not been measured against lpf.convert; it stays XLA's")
    }
}

/// Element types a `dot_general` may carry into a raised `lpf.dot`: XLA CPU widens them exactly
/// (float normalization, formats.md §5.1) and runs an f32 dot. f4E2M1FN operands are raised
/// only behind the user's own widening convert (a native f4 dot into f32 does not compile in
/// jaxlib 0.10.2, and f6 dots not at all).
pub fn dot_operand_widens(format: Format) -> bool {
    matches!(format, Format::F32 | Format::F16 | Format::BF16 | Format::F8E4M3FN | Format::F8E5M2)
}

/// The formats XLA CPU rounds a dot_general's f32 sum through on the way to `result`, the last
/// being `result` (each an `lpf.convert rounding(to_nearest_even) overflow(nan_or_inf)`), for
/// the element types `lhs` and `rhs` the dot_general itself is written with. Measured with
/// jaxlib 0.10.2 on data whose sums are exact in f32 in any order, every pair of bf16, f16,
/// f8E4M3FN and f8E5M2 operands into each result, and on random data against XLA's own f32 dot
/// (python/tests/test_raise_dots.py re-measures every rule):
/// - f32 x f32 (JAX widened the operands itself): one rounding into any result;
/// - bf16 x bf16: the sum is rounded into bf16 first, so an f16 or f8 result is rounded twice
///   (float normalization gives the dot a bf16 result and converts that);
/// - other pairs of narrow operands: one rounding into bf16 or f16; an f8 result goes through
///   f16 (f32 -> f16 -> f8: the exact sum 1 + 1/16 + 2^-12 becomes 1.0 in f8E4M3FN, where a
///   single rounding gives 1.125); except an f8E4M3FN result of two f8 operands one of which is
///   f8E5M2 (e5m2 x e5m2, e4m3fn x e5m2, e5m2 x e4m3fn): XLA's result equals neither chain on
///   half the outputs (it looks rounded through f8E5M2), so that dot stays.
/// Other results (f4E2M1FN, whose NaN XLA makes -0, f64, integers, the other f8 formats) stay.
pub fn dot_result_chain(lhs: Format, rhs: Format, result: Format) -> Result<Vec<Format>, String> {
    use Format::*;
    if result == F32 {
        return Ok(Vec::new());
    }
    if !matches!(result, BF16 | F16 | F8E4M3FN | F8E5M2) {
        return Err(format!("a {result} result: XLA's rounding of an f32 dot into {result} has not been measured against lpf.convert"));
    }
    let written = [lhs, rhs];
    if written == [F32, F32] {
        return Ok(vec![result]);
    }
    if written.contains(&F32) {
        return Err(format!("{lhs} x {rhs} operands (f32 with a narrow one) have not been measured"));
    }
    if written == [BF16, BF16] {
        return Ok(if result == BF16 { vec![BF16] } else { vec![BF16, result] });
    }
    if matches!(result, BF16 | F16) {
        return Ok(vec![result]);
    }
    if result == F8E4M3FN && written.iter().all(|f| matches!(f, F8E4M3FN | F8E5M2)) && written.contains(&F8E5M2) {
        return Err(format!(
            "{lhs} x {rhs} operands with an f8E4M3FN result: XLA rounds that dot through a chain lpf does not know \
             (measured: half the outputs are neither f32 -> f8E4M3FN nor f32 -> f16 -> f8E4M3FN)"
        ));
    }
    Ok(vec![F16, result])
}

/// Whether XLA hands a `stablehlo.convert` to f32 of this dot's result the f32 sum itself
/// (`xla_allow_excess_precision`, on by default): where narrow operands are summed in f32 and
/// rounded once into bf16 (float normalization made the dot f32 and added the convert, which the
/// simplifier then cancels against the user's). Measured per user (a second, bf16 user keeps
/// the rounding) for bf16, f16, f8 and mixed operands; not for an f16 or doubly rounded result,
/// and not for f32 operands into bf16 (python/tests/test_raise_dots.py).
pub fn dot_skips_rounding_for_f32_users(lhs: Format, rhs: Format, result: Format) -> bool {
    result == Format::BF16 && !(lhs == Format::F32 && rhs == Format::F32)
}

/// The format whose convert pair (`source` -> format -> `source`, each `lpf.convert
/// rounding(to_nearest_even) overflow(nan_or_inf)`) is exactly XLA's `reduce_precision` of
/// `source` to `exponent` / `mantissa` bits: bf16 for e8m7 and tf32 for e8m10 of f32. Measured
/// (python/tests/test_reduce_precision.py re-measures it): every f32 exponent with edge mantissa
/// patterns (ties, half-ulp neighbours, all-ones) and 200 random ones, both signs, and every
/// 97th f32 subnormal (223,697 inputs):
/// 0 mismatches for e8m7 against ml_dtypes' bf16 pair, and for e8m10 against lpf's tf32
/// rounding, NaN payloads aside (XLA keeps them, lpf makes them canonical, as for converts).
pub fn reduce_precision_format(source: Option<Format>, exponent: i64, mantissa: i64) -> Option<Format> {
    match (source?, exponent, mantissa) {
        (Format::F32, 8, 7) => Some(Format::BF16),
        (Format::F32, 8, 10) => Some(Format::TF32),
        _ => None,
    }
}

/// Why any other `stablehlo.reduce_precision` is not raised.
pub const REDUCE_PRECISION: &str = "only e8m7 and e8m10 of f32 are raised (an exact bf16 / tf32 convert pair); with \
     fewer exponent bits XLA's reduce_precision flushes the values below the reduced format's smallest normal to zero \
     (measured for e5m10: 2^-20 gives 0, an f16 convert pair keeps 2^-20; e5m2: 2^-15 gives 0), which no lpf.convert \
     pair does; other sources have not been measured";

/// Why a `stablehlo.bitcast_convert` into or out of a low-precision type is never raised, and
/// with it jax's MX quantisation (`quantize` in jax/_src/cudnn/scaled_matmul_stablehlo.py:
/// reduce-max of |x|, amax / max_elem in f32, the quotient's exponent field rounded up with
/// integer ops, a bitcast to E8M0, x / scale, clip, convert). Measured on XLA CPU against
/// `lpf.quantize_block` over 4,742 edge blocks (python/tests/test_mx_quantisation.py): on
/// finite blocks jax's rule is `scale_rounding(ceil)` wherever the f32 arithmetic is exact, but
/// XLA CPU flushes subnormals, so (1) a quotient amax / max_elem below 2^-126 becomes 0 and the
/// scale 2^-127, where ceil gives 2^-126 for amax in (max_elem 2^-127, max_elem 2^-126), and the
/// block's elements then saturate; (2) f32-subnormal elements become 0. Non-finite blocks: an
/// infinity gives the NaN scale with finite elements 0 (lpf: NaN elements); a NaN depends on
/// XLA's reduce-max, which propagates it for small inputs (scale 0x00, elements saturated) and
/// drops it, or returns -inf, for large ones. No lpf scale rule is that, so nothing is raised.
pub const LOW_PRECISION_BITCAST: &str = "a bitcast reinterprets bits and stays StableHLO. JAX's MX quantisation \
     (jax.nn.scaled_dot_general) makes its E8M0 block scales this way; it is lpf.quantize_block's \
     scale_rounding(ceil) only where XLA's f32 arithmetic does not flush: XLA CPU flushes an amax / max_elem below \
     2^-126 to 0 (scale 2^-127, elements saturated, where ceil gives 2^-126) and f32-subnormal elements to 0, a block \
     holding an infinity gets elements 0 (lpf: NaN) and one holding a NaN gets what XLA's reduce-max makes of it \
     (NaN propagated, dropped or -inf, by input size), so that computation is not raised";
