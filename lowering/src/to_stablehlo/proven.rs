//! XLA's own f32 dot, convolution and reduce for `lpf.dot` / `lpf.conv` / `lpf.reduce_sum` into an
//! f32 accumulator, where
//! the operands' values prove, at compile time or at run time, that it keeps the contract; the
//! exact f64 forms of [`super::contract`] where they do not.
//!
//! The contract (formats.md §3) is the f32 sum in k order; XLA's dot sums in an order of its own
//! (chunks, lanes, FMAs), which the contract allows for a backend that documents it: compared
//! within the SFEP-0054 §8 bound, with the same NaN, infinity and signed-zero classes. What XLA
//! CPU adds beyond the order is its flush of subnormals (FTZ and DAZ) and its fusion of products
//! into sums (docs/stablehlo.md, "What XLA does"). Neither can touch a sum whose operands satisfy:
//! - **no subnormal operand**: every nonzero operand value is at least 2^-126, so DAZ reads it as
//!   it is (and XLA's convert into f32 is exact);
//! - **no subnormal product or partial sum**: every nonzero product is a multiple of a power of
//!   two q >= 2^-126. A value of p significant bits at least m in magnitude is a multiple of
//!   2^(floor(log2 m) - p + 1), so products of the operands' smallest nonzero magnitudes m_a
//!   m_b >= 2^(P - 127) (P = p_a + p_b) give q >= 2^-126. f32 rounding keeps a multiple of q a
//!   multiple of q (the result is exact or a multiple of its own spacing, itself >= q), so every
//!   partial sum in every order, fused or not, is zero or at least 2^-126: FTZ never applies;
//! - **nothing overflows**: K x max|a| x max|b| < 2^126, so no product and no partial sum in any
//!   order (with its rounding errors) reaches f32's overflow threshold, and the ±inf and NaN
//!   classes of the contract cannot arise; a NaN or infinite operand fails this test.
//!
//! Then XLA's f32 dot is the contract's sum in another order, within the §8 bound. A zero result
//! is made +0 (the ordered sum from +0 is never -0) and a NaN the canonical +NaN. Where the
//! operand formats prove a condition (FP8 and f16 values are f32 normals, their products far from
//! overflow), it is not tested; where all hold, the native form is the whole lowering. Otherwise
//! a `stablehlo.case` on the operands' smallest nonzero and largest magnitudes (integer minima and
//! maxima of their f32 bits: nothing on the way flushes) runs the native form or the exact one.
//! lpf.conv is the same sum of K = W_1 ... W_d (C / G) products per output, in lpf.conv's geometry
//! ([`super::conv`]); what XLA's convolution does differently from the contract (it skips the
//! products of padding and dilation holes, and a grouped convolution spreads one group's NaN into
//! the others) needs an infinite or NaN operand, which the check excludes. IREE keeps its own
//! dispatch ([`super::contract`]).

use super::contract::operand_args;
use super::install::helper_name;
use super::range::Range;
use super::target::{current, Target};
use super::text::{Body, Ty, V};
use crate::hlo_ops::{ComparisonDirection as Dir, HloOp};
use lpf_dialect::error::LpfError;
use lpf_numerics::{encode, Format, Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;

/// What the run-time proof must test for one contraction (what its formats leave open).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Checks {
    /// The operands' smallest nonzero magnitudes (no subnormal operand or product).
    pub smallest: bool,
    /// Their largest magnitudes (nothing overflows).
    pub largest: bool,
    /// P: the significant bits of a term (a product's, or an element's for a reduce).
    pub precision: u32,
    /// The number of terms of each output.
    pub k: i64,
}

/// Whether XLA's f32 dot (or reduce) may stand in for a contraction with operands of `formats`
/// and `ranges` and `k` terms, and what must be tested at run time; None where it may not:
/// another target, an f64 accumulator, or operand values XLA's convert does not widen to f32
/// exactly (codes in integer carriers).
pub(super) fn native_checks(acc: Format, formats: &[Format], ranges: &[Range], k: i64) -> Option<Checks> {
    if !matches!(current(), Target::Cpu | Target::Gpu) || acc != Format::F32 || formats.is_empty() || formats.len() > 2 {
        return None;
    }
    if !formats.iter().all(|&f| matches!(f, Format::F32 | Format::TF32 | Format::BF16) || super::convert::xla_widens_exactly(f)) {
        return None;
    }
    let lo: i32 = ranges.iter().map(|r| r.lo_exp).sum();
    let hi: i32 = ranges.iter().map(|r| r.hi_exp).sum();
    let k_bits = 64 - (k.max(1) as u64).leading_zeros() as i32; // k < 2^k_bits
    Some(Checks {
        smallest: ranges.iter().any(|r| r.lo_exp < -126) || lo < -126,
        largest: hi + k_bits > 126,
        precision: ranges.iter().map(|r| r.precision).sum(),
        k,
    })
}

/// The native helper of `op` (a dot, a conv or a reduce_sum over `dims`): its text and name.
pub(super) fn native_helper<'c>(op: OperationRef<'c, '_>, kind: &str, result: &Ty, dims: &[i64]) -> Result<(String, String), LpfError<'c>> {
    let mut b = Body::new();
    let d = operand_args(&mut b, op, false)?;
    let f32_result = result.with("f32");
    let bf16_kernel = op.has_attribute(crate::hlo_defined::XLA_BF16_DOT)
        && current() == Target::Cpu
        && d.values.iter().all(|&v| b.ty(v).element == "bf16");
    let sum = if kind == "dot" && bf16_kernel {
        // The raise's bf16 x bf16 -> f32 `algorithm` dot (crate::hlo_defined::XLA_BF16_DOT):
        // XLA's bf16 kernel itself, on the bf16 operands, as jax.jit runs it (AMX or pairs of
        // k on x86); an order of the same exact products, so the proof holds as for the f32 dot.
        super::contract::bf16_kernel_dot(&mut b, d.values[0], d.values[1], &f32_result)
    } else if kind == "dot" {
        // Every operand widened to f32 first, bf16 included: XLA CPU's f32 dot of the widened
        // operands is what XLA itself computes for a bf16 x bf16 -> bf16 dot (formats.md §5.1),
        // where its bf16 x bf16 -> f32 kernel sums in another order (k + 1 before k).
        let (lhs, rhs) = (as_f32(&mut b, d.values[0]), as_f32(&mut b, d.values[1]));
        super::contract::dot(&mut b, lhs, rhs, &f32_result, "f32", current())
    } else if kind == "conv" {
        // lpf.conv's geometry on f32 operands. Holes (padding, lhs dilation), which XLA skips
        // where the contract adds a +0 product, change nothing here: every product is finite,
        // so a +0 one leaves a nonzero sum as it is, and a zero sum is made +0 below.
        let (lhs, rhs) = (as_f32(&mut b, d.values[0]), as_f32(&mut b, d.values[1]));
        let spatial = b.ty(lhs).shape.len().saturating_sub(2);
        let geometry = crate::ir_numerics::conv_geometry(&op, spatial).map_err(LpfError::new)?;
        super::conv::stablehlo_convolution(&mut b, lhs, rhs, &geometry, &f32_result)
    } else {
        let x = as_f32(&mut b, d.values[0]);
        super::contract::reduce(&mut b, x, &f32_result, "f32", dims)
    };
    // +0 for a zero, the canonical +NaN for a NaN: integer work on the bits.
    let bits = b.bitcast(sum, "i32");
    let ty = b.ty(bits).clone();
    let mask = b.splat(&i32::MAX.to_string(), &ty);
    let magnitude = b.bin(HloOp::And, bits, mask);
    let zero = b.splat("0", &ty);
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    let bits = b.select(is_zero, zero, bits);
    let inf = b.splat(&0x7F80_0000i64.to_string(), &ty);
    let is_nan = b.cmp(Dir::Gt, magnitude, inf);
    let quiet = b.splat(&encode(Format::F32, f64::NAN, Rounding::ToNearestEven, Overflow::NanOrInf).to_string(), &ty);
    let bits = b.select(is_nan, quiet, bits);
    let r = b.bitcast(bits, "f32");
    let body = b.finish("NAME", &[r]);
    let name = helper_name(&format!("{kind}_native"), &body);
    Ok((body.replacen("@NAME(", &format!("@{name}("), 1), name))
}

/// Carrier values that are f32 normals or zero where the native form runs, as f32: XLA's
/// convert, exact on them.
fn as_f32(b: &mut Body, v: V) -> V {
    if b.ty(v).element == "f32" {
        v
    } else {
        b.convert(v, "f32")
    }
}

/// The exact forms a dispatch chooses from when the native form's proof fails.
pub(super) enum Exact<'a> {
    /// One form for every operand.
    One(&'a str),
    /// The plain f64 contraction where the operands' largest magnitudes multiply to less than
    /// f32's overflow threshold, the per-product sum otherwise.
    Overflow { bounded: &'a str, saturated: &'a str },
}

/// A helper that runs `native` (with its `checks`) where the run-time proof holds and the exact
/// form elsewhere, as one `stablehlo.case`: its text and name.
pub(super) fn dispatcher<'c>(
    op: OperationRef<'c, '_>,
    kind: &str,
    result: &Ty,
    native: Option<(&str, Checks)>,
    exact: Exact,
) -> Result<(String, String), LpfError<'c>> {
    let mut b = Body::new();
    let d = operand_args(&mut b, op, false)?;
    let needs_largest = matches!(exact, Exact::Overflow { .. }) || native.is_some_and(|(_, c)| c.largest);
    let mut smallest = Vec::new();
    let mut largest = Vec::new();
    for (&v, &format) in d.values.iter().zip(&d.formats) {
        let (lo, hi) = magnitudes(&mut b, v, format);
        smallest.push(lo);
        largest.push(hi);
    }
    let scalar = Ty::scalar("f64");
    let max_product = if needs_largest { Some(product(&mut b, &largest)) } else { None };
    let index_ty = Ty::scalar("i32");
    let mut names = Vec::new();
    // The exact forms' index (counted from `first`).
    let first = native.is_some() as i64;
    let mut index = b.splat(&first.to_string(), &index_ty);
    match exact {
        Exact::One(name) => names.push(name),
        Exact::Overflow { bounded, saturated } => {
            names.extend([bounded, saturated]);
            let threshold = b.splat("0x47EFFFFFF0000000", &scalar); // (2 - 2^-24) 2^127
            let below = b.cmp(Dir::Lt, max_product.expect("largest magnitudes"), threshold);
            let next = b.splat(&(first + 1).to_string(), &index_ty);
            index = b.select(below, index, next);
        }
    }
    if let Some((name, checks)) = native {
        let ok = proof(&mut b, &checks, &smallest, max_product);
        let zero = b.splat("0", &index_ty);
        index = b.select(ok, zero, index);
        names.insert(0, name);
    }
    let regions = names
        .iter()
        .enumerate()
        .map(|(i, name)| b.call_region(name, &d.values, result, &format!("branch{i}")))
        .collect::<Vec<_>>()
        .join(", ");
    let r = b.op_with_region(HloOp::Case, &[index], "", &regions, result);
    let body = b.finish("NAME", &[r]);
    let name = helper_name(&format!("{kind}_checked"), &body);
    Ok((body.replacen("@NAME(", &format!("@{name}("), 1), name))
}

/// The product of f64 scalars.
fn product(b: &mut Body, values: &[V]) -> V {
    let mut p = values[0];
    for &v in &values[1..] {
        p = b.bin(HloOp::Multiply, p, v);
    }
    p
}

/// The run-time proof of the module doc (a scalar i1): every operand's smallest nonzero
/// magnitude at least 2^-126 and their product at least 2^(P - 127), K times the product of the
/// largest magnitudes below 2^126 (each where `checks` asks).
fn proof(b: &mut Body, checks: &Checks, smallest: &[V], max_product: Option<V>) -> V {
    let scalar = Ty::scalar("f64");
    let power = |b: &mut Body, e: i64| b.splat(&format!("{:#X}", ((e + 1023) as u64) << 52), &scalar);
    let mut ok = b.splat("true", &Ty::scalar("i1"));
    if checks.smallest {
        let normal = power(b, -126);
        for &s in smallest {
            let c = b.cmp(Dir::Ge, s, normal);
            ok = b.bin(HloOp::And, ok, c);
        }
        let least = power(b, checks.precision as i64 - 127);
        let p = product(b, smallest);
        let c = b.cmp(Dir::Ge, p, least);
        ok = b.bin(HloOp::And, ok, c);
    }
    if checks.largest {
        let k = b.splat(&format!("{}.0", checks.k.max(1)), &scalar);
        let bound = b.bin(HloOp::Multiply, max_product.expect("largest magnitudes"), k);
        let limit = power(b, 126);
        let c = b.cmp(Dir::Lt, bound, limit);
        ok = b.bin(HloOp::And, ok, c);
    }
    ok
}

/// The smallest nonzero (+inf for an operand of zeros) and the largest (NaN where an element is
/// NaN) magnitude of `v`'s values, a carrier of `format`, as f64 scalars: unsigned integer minima
/// and maxima of their magnitude bits (nonnegative floats order as their bits do, a NaN above
/// +inf), so no subnormal is flushed on the way; then widened, where a subnormal one becomes 0
/// (which fails the smallest's test as the subnormal does, and bounds the products as well as its
/// own value). A bf16 carrier is reduced in its own 16 bits (widened to f32 bits only as the
/// scalar results), anything else as f32 bits: half the bytes, and XLA CPU vectorises the 16-bit
/// minima and maxima (a [8, 32, 32, 16] operand: 10-27 us against 31-38 us in i32, measured).
/// A zero becomes all ones before the minimum (no magnitude is), and an all-ones minimum +inf.
/// One reduction with two results: XLA CPU runs it in one pass, where two plain reductions to a
/// scalar each became a materialised tensor and a windowed reduction (a flax LM's 34 bf16
/// operands: 0.11 ms against 0.5 ms, measured).
fn magnitudes(b: &mut Body, v: V, format: Format) -> (V, V) {
    let bits = match format {
        Format::BF16 => b.bitcast(v, "ui16"),
        Format::F32 | Format::TF32 => b.bitcast(v, "ui32"),
        _ => {
            // Every value of these formats is an f32 normal or zero: XLA's convert is exact.
            let wide = b.convert(v, "f32");
            b.bitcast(wide, "ui32")
        }
    };
    let narrow = format == Format::BF16;
    let (element, sign_mask, inf, ones) =
        if narrow { ("ui16", 0x7FFFu64, 0x7F80u64, 0xFFFFu64) } else { ("ui32", 0x7FFF_FFFF, 0x7F80_0000, 0xFFFF_FFFF) };
    let ty = b.ty(bits).clone();
    let mask = b.splat(&sign_mask.to_string(), &ty);
    let magnitude = b.bin(HloOp::And, bits, mask);
    let zero = b.splat("0", &ty);
    let is_zero = b.cmp(Dir::Eq, magnitude, zero);
    let all_ones = b.splat(&ones.to_string(), &ty);
    let candidates = b.select(is_zero, all_ones, magnitude);
    // Over rows of up to 256 elements first, then over the rows: XLA CPU runs a reduction of a
    // whole tensor to a scalar as one slow loop, and a reduction of a minor dimension fast (a
    // [8, 32, 32, 16] operand: 105 us in one step, 19 us in two, measured).
    let count = ty.count();
    let row = (1..=256.min(count.max(1))).rev().find(|r| count % r == 0).unwrap_or(1);
    let (lo, hi) = if count > 1024 && row >= 16 {
        let rows = Ty::new(&[count / row, row], element);
        let candidates = b.op(HloOp::Reshape, &[candidates], "", &rows);
        let magnitude = b.op(HloOp::Reshape, &[magnitude], "", &rows);
        let (lo, hi) = min_max(b, candidates, magnitude, element, ones, &[1], &[count / row]);
        min_max(b, lo, hi, element, ones, &[0], &[])
    } else {
        let all: Vec<i64> = (0..ty.shape.len() as i64).collect();
        min_max(b, candidates, magnitude, element, ones, &all, &[])
    };
    // An operand of zeros (or an empty one): +inf.
    let scalar = Ty::scalar(element);
    let none = b.splat(&ones.to_string(), &scalar);
    let is_none = b.cmp(Dir::Eq, lo, none);
    let inf = b.splat(&inf.to_string(), &scalar);
    let lo = b.select(is_none, inf, lo);
    let widen = |b: &mut Body, m: V| {
        let m = if narrow {
            let m = b.convert(m, "ui32");
            let sixteen = b.splat("16", &Ty::scalar("ui32"));
            b.bin(HloOp::ShiftLeft, m, sixteen)
        } else {
            m
        };
        let value = b.bitcast(m, "f32");
        b.convert(value, "f64")
    };
    (widen(b, lo), widen(b, hi))
}

/// The minima of `lo` and the maxima of `hi` (`element` tensors of one shape) over `dims`, in
/// one reduction with two results of shape `shape`; `ones` is the all-ones value.
fn min_max(b: &mut Body, lo: V, hi: V, element: &str, ones: u64, dims: &[i64], shape: &[i64]) -> (V, V) {
    let scalar = Ty::scalar(element);
    let (lo_init, hi_init) = (b.splat(&ones.to_string(), &scalar), b.splat("0", &scalar));
    let s = scalar.text();
    let (min, max, ret) = (HloOp::Minimum.name(), HloOp::Maximum.name(), HloOp::Return.name());
    let region = format!(
        "{{\n  ^bb0(%lo_a: {s}, %hi_a: {s}, %lo_b: {s}, %hi_b: {s}):\n    \
         %lo = \"{min}\"(%lo_a, %lo_b) : ({s}, {s}) -> {s}\n    %hi = \"{max}\"(%hi_a, %hi_b) : ({s}, {s}) -> {s}\n    \
         \"{ret}\"(%lo, %hi) : ({s}, {s}) -> ()\n  }}"
    );
    let dims = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    let out = Ty::new(shape, element);
    let r = b.op_results(HloOp::Reduce, &[lo, hi, lo_init, hi_init], &format!("dimensions = array<i64: {dims}>"), &region, &[out.clone(), out]);
    (r[0], r[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn checks(formats: &[Format], k: i64) -> Option<Checks> {
        let ranges: Vec<Range> = formats.iter().map(|&f| Range::of_format(f)).collect();
        native_checks(Format::F32, formats, &ranges, k)
    }

    #[test]
    fn formats_decide_what_is_tested_at_run_time() {
        // bf16: subnormals and overflow possible, both tested; P = 16.
        assert_eq!(checks(&[Format::BF16, Format::BF16], 512), Some(Checks { smallest: true, largest: true, precision: 16, k: 512 }));
        // FP8 x FP8: f32 normals, products below 2^18: nothing to test.
        let fp8 = checks(&[Format::F8E4M3FN, Format::F8E5M2], 1 << 20).unwrap();
        assert!(!fp8.smallest && !fp8.largest);
        // f16 x f16: products below 2^32, 2^20 terms: no test; 2^100 terms would need one.
        assert!(!checks(&[Format::F16, Format::F16], 1 << 20).unwrap().largest);
        // f16 products can be as small as 2^-48: above 2^-126.
        assert!(!checks(&[Format::F16, Format::F16], 8).unwrap().smallest);
        // No native form for an f64 accumulator or codes in integer carriers.
        assert_eq!(native_checks(Format::F64, &[Format::BF16, Format::BF16], &[Range::of_format(Format::BF16); 2], 4), None);
        assert_eq!(checks(&[Format::F6E2M3FN, Format::BF16], 4), None);
        // A reduce_sum of bf16: one operand, P = 8.
        assert_eq!(checks(&[Format::BF16], 128), Some(Checks { smallest: true, largest: true, precision: 8, k: 128 }));
    }
}
