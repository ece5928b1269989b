//! f32 `rsqrt` as XLA CPU computes it (jaxlib 0.10.2, `--xla_allow_excess_precision=false`,
//! read in its dumped LLVM IR, `*ir-with-opt.ll`): the hardware estimate `y` (`vrsqrtps` /
//! `rsqrtss`: `llvm.x86.avx.rsqrt.ps.256` on its vectorised loops, `llvm.x86.sse.rsqrt.ss` on
//! small or peeled ones, the same bits on every input on both hosts measured), then Newton
//! steps `r = fma(r * -0.5, fma(x * r, r, -1), r)` from `r = y` (its `fmul`/`fadd` pairs
//! contracted by LLVM): one step on AMD, whose estimate is the more accurate, two on Intel
//! ([`host_newton_steps`]; XLA tells the vendors apart by the `sse4a` feature), and
//! `y` itself wherever `x` is not a positive normal number or NaN (`llvm.is.fpclass(x, 764)`:
//! zeros, subnormals, negatives, infinities). XLA's simplifier writes `a / sqrt(b)` as
//! `a * rsqrt(b)` (the sqrt used elsewhere too), `1 / sqrt(b)` as `rsqrt(b)`, and a division by
//! a broadcast `sqrt` as the multiply by the broadcast `rsqrt`; its batch-norm expander takes
//! `rsqrt` (lpf's expansion writes `1 / sqrt`, rewritten here alike).
//!
//! The estimate is the host's: Intel's and AMD's tables differ, so nothing here is copied from a
//! manual. Measured on an AMD Zen 5 over every f32 input (on an Intel Xeon over the probes
//! below and a stride of them): the estimate of a positive normal number depends only on its
//! exponent's parity and the top 12 bits of its mantissa (1 / sqrt scales by 2^-k when the exponent grows by 2k, exactly); zeros and subnormals give
//! ±inf by sign, negatives and -inf a NaN, +inf +0, a NaN itself quieted. [`host_table`] reads
//! the 2 x 4096 estimates from the host's instruction once per process and checks those rules
//! on probes (every mantissa of two binades, samples of every class); the rewrite then writes
//! the estimate as StableHLO ops (bitcast, shifts, a `gather` from the constant table, selects)
//! that every evaluator computes alike, StableHLO's interpreter inside regions too. The Newton
//! steps' fused multiply-adds are [`crate::hlo_defined::fma`]s: emulated in f64 on
//! `--backend ref`, `math.fma` on the LLVM exit, where an rsqrt at a function's top level is
//! instead a call of a private helper holding the same scalar ops in one `linalg.generic`
//! ([`native_call`]: one loop, as fast as `1 / sqrt` was in a LayerNorm; the `gather` form was
//! 1.3-2x slower there). A host where the probes fail (not x86-64, or an estimate of another
//! shape) computes `rsqrt` as `1 / sqrt(x)` (two roundings, alike on every evaluator, not XLA's
//! bits) and leaves divisions by `sqrt` alone. Not modelled: XLA's 16-lane form (`vrsqrt14ps`,
//! two steps on both vendors), which it did not emit for these shapes on either host.

use super::{Builder, FmaForm};
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{has_static_shape, replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{DimSize, IntegerType, RankedTensorType, ShapedTypeLike};
use melior::ir::block::BlockLike;
use melior::ir::{OperationRef, RegionLike, Type, Value, ValueLike};
use std::sync::OnceLock;

/// The host's rsqrt estimate, as [`host_table`] reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EstimateTable {
    /// Bits of the estimate of the positive normal number whose bits are `i << 11` with the
    /// exponent's low bit and the mantissa's top 12 bits `i` (13 bits), the exponent's other
    /// bits those of 1.0 (exponent 127 for odd `i >> 12`, 128 for even): [1, 2) and [2, 4).
    pub normal: Vec<u32>,
    /// Estimates of +0 (and every positive subnormal), -0 (every negative subnormal), +inf,
    /// and of every negative normal number and -inf (one NaN).
    pub positive_zero: u32,
    pub negative_zero: u32,
    pub positive_inf: u32,
    pub negative: u32,
    /// XLA's Newton steps after the estimate on this host ([`host_newton_steps`]).
    pub newton_steps: usize,
}

impl EstimateTable {
    /// The estimate of the f32 with `bits`, from the table (the rules of the module doc).
    pub fn estimate(&self, bits: u32) -> u32 {
        let abs = bits & 0x7fff_ffff;
        let negative = bits >> 31 == 1;
        if abs > 0x7f80_0000 {
            bits | 0x0040_0000
        } else if abs < 0x0080_0000 {
            if negative { self.negative_zero } else { self.positive_zero }
        } else if negative {
            self.negative
        } else if abs == 0x7f80_0000 {
            self.positive_inf
        } else {
            let exponent = (bits >> 23) as i32;
            let base = 128 - (exponent & 1);
            let entry = self.normal[((bits >> 11) & 0x1fff) as usize] as i32;
            (entry - ((exponent - base) << 22)) as u32
        }
    }

    /// XLA's rsqrt of the f32 with `bits` (module doc), f32 arithmetic with hardware FMAs.
    #[cfg(test)]
    pub fn xla_rsqrt(&self, bits: u32) -> u32 {
        let y = self.estimate(bits);
        let positive_normal = (0x0080_0000..0x7f80_0000).contains(&bits);
        if !positive_normal {
            return y;
        }
        let (x, mut y) = (f32::from_bits(bits), f32::from_bits(y));
        for _ in 0..self.newton_steps {
            let t = x * y;
            let u = t.mul_add(y, -1.0);
            y = (y * -0.5).mul_add(u, y);
        }
        y.to_bits()
    }
}

/// The host instruction's estimate of the f32 with `bits` (`rsqrtss`; `vrsqrtps` gives the
/// same bits on this host, every f32 input measured).
#[cfg(target_arch = "x86_64")]
pub fn host_estimate(bits: u32) -> Option<u32> {
    use std::arch::x86_64::{_mm_cvtss_f32, _mm_rsqrt_ss, _mm_set_ss};
    // SAFETY: SSE is part of the x86-64 baseline.
    Some(unsafe { _mm_cvtss_f32(_mm_rsqrt_ss(_mm_set_ss(f32::from_bits(bits)))) }.to_bits())
}

/// Whether the packed instruction (`rsqrtps`) estimates each of the four f32s from `bits` up as
/// `estimate`.
#[cfg(target_arch = "x86_64")]
fn host_estimates_agree(bits: u32, estimate: u32) -> Option<bool> {
    use std::arch::x86_64::{_mm_castps_si128, _mm_castsi128_ps, _mm_cmpeq_epi32, _mm_movemask_epi8, _mm_rsqrt_ps, _mm_set1_epi32, _mm_setr_epi32};
    let lanes = [bits, bits + 1, bits + 2, bits + 3].map(|b| b as i32);
    // SAFETY: SSE and SSE2 are part of the x86-64 baseline.
    let mask = unsafe {
        let estimates = _mm_castps_si128(_mm_rsqrt_ps(_mm_castsi128_ps(_mm_setr_epi32(lanes[0], lanes[1], lanes[2], lanes[3]))));
        _mm_movemask_epi8(_mm_cmpeq_epi32(estimates, _mm_set1_epi32(estimate as i32)))
    };
    Some(mask == 0xffff)
}

#[cfg(not(target_arch = "x86_64"))]
fn host_estimates_agree(_bits: u32, _estimate: u32) -> Option<bool> {
    None
}

#[cfg(not(target_arch = "x86_64"))]
pub fn host_estimate(_bits: u32) -> Option<u32> {
    None
}

/// How many Newton steps XLA CPU takes after the estimate on its 1-, 4- and 8-lane forms: one
/// on AMD (its SSE/AVX estimate is the more accurate; XLA tells AMD by the `sse4a` feature),
/// two elsewhere (Intel: measured on a Xeon with AVX-512, jaxlib 0.10.2, its dumped IR holding
/// two steps; one step gave XLA's bits on 70% of random inputs, two on all of them).
#[cfg(target_arch = "x86_64")]
pub fn host_newton_steps() -> usize {
    if std::arch::is_x86_feature_detected!("sse4a") { 1 } else { 2 }
}

#[cfg(not(target_arch = "x86_64"))]
pub fn host_newton_steps() -> usize {
    2
}

/// The host's estimate table, read once per process; `None` where the host has no rsqrt
/// estimate instruction or its estimate is not of the table's shape (module doc).
pub fn host_table() -> Option<&'static EstimateTable> {
    static TABLE: OnceLock<Option<EstimateTable>> = OnceLock::new();
    TABLE.get_or_init(read_table).as_ref()
}

fn read_table() -> Option<EstimateTable> {
    let normal = (0..0x2000u32)
        .map(|i| {
            let exponent = 128 - (i >> 12 & 1);
            host_estimate(exponent << 23 | (i & 0xfff) << 11)
        })
        .collect::<Option<Vec<u32>>>()?;
    let table = EstimateTable {
        normal,
        positive_zero: host_estimate(0)?,
        negative_zero: host_estimate(0x8000_0000)?,
        positive_inf: host_estimate(0x7f80_0000)?,
        negative: host_estimate(0xbf80_0000)?,
        newton_steps: host_newton_steps(),
    };
    // Probes: every mantissa of [1, 4) (the table's 11 dropped bits: each of the 2048 numbers an
    // entry stands for must give its estimate, read four at a time by the packed form, which XLA's
    // vectorised loops use), and a stride over every f32 (every exponent and class).
    let binades_agree = table.normal.iter().enumerate().all(|(i, &entry)| {
        let exponent = 128 - (i as u32 >> 12 & 1);
        let first = exponent << 23 | (i as u32 & 0xfff) << 11;
        (first..first + 0x800).step_by(4).all(|bits| host_estimates_agree(bits, entry) == Some(true))
    });
    if !binades_agree {
        return None;
    }
    let stride = (0..=u32::MAX).step_by(65_537);
    let probes = stride.chain([1, 0x007f_ffff, 0x8000_0001, 0x807f_ffff, 0xff80_0000, 0x0080_0000, 0x7f7f_ffff]);
    for bits in probes {
        if host_estimate(bits)? != table.estimate(bits) {
            return None;
        }
    }
    Some(table)
}

fn is_f32_tensor(v: Value) -> bool {
    has_static_shape(v.r#type()) && RankedTensorType::try_from(v.r#type()).ok().and_then(|t| format_of(t.element())) == Some(Format::F32)
}

fn defining<'c, 'a>(v: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    OperationResult::try_from(v).ok().map(|r| r.owner())
}

/// A division's divisor as XLA's simplifier reads it: `sqrt(b)` gives `b`, without broadcast.
fn sqrt_divisor<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<(Value<'c, 'a>, Option<OperationRef<'c, 'a>>)> {
    if HloOp::of(&op) != Some(HloOp::Divide) || op.operand_count() != 2 || !is_f32_tensor(op.result(0).ok()?.into()) {
        return None;
    }
    let divisor = defining(op.operand(1).ok()?)?;
    match HloOp::of(&divisor) {
        Some(HloOp::Sqrt) => Some((divisor.operand(0).ok()?, None)),
        Some(HloOp::BroadcastInDim) if divisor.operand_count() == 1 => {
            let inner = defining(divisor.operand(0).ok()?)?;
            (HloOp::of(&inner) == Some(HloOp::Sqrt) && is_f32_tensor(inner.result(0).ok()?.into())).then(|| Some((inner.operand(0).ok()?, Some(divisor))))?
        }
        _ => None,
    }
}

/// Whether `op` is an f32 rsqrt this module rewrites into XLA CPU's computation: a
/// `stablehlo.rsqrt` of a statically shaped f32 tensor, or (where the host's estimate is read,
/// [`host_table`]) an f32 division by a `sqrt`, broadcast or not.
pub fn is_xla_rsqrt(op: OperationRef) -> bool {
    if super::folded_by_xla(op) {
        return false;
    }
    match HloOp::of(&op) {
        Some(HloOp::Rsqrt) => op.operand(0).is_ok_and(is_f32_tensor),
        // The divisor first: reading the table costs milliseconds, once per process.
        Some(HloOp::Divide) => sqrt_divisor(op).is_some() && host_table().is_some(),
        _ => false,
    }
}

/// Rewrites `op` ([`is_xla_rsqrt`]) into XLA's computation, in `--backend ref`'s form: fused
/// multiply-adds as `math.fma` where StableHLO's interpreter hands ops to lpf-run (which computes
/// them), emulated inside other regions ([`FmaForm::NativeWhereHandedOver`]).
pub fn xla_rsqrt<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::NativeWhereHandedOver)
}

/// [`xla_rsqrt`] with every fused multiply-add emulated in StableHLO ops (the IREE exit).
pub fn xla_rsqrt_emulated<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::Emulated)
}

/// [`xla_rsqrt`] with `math.fma` (the LLVM exit).
pub fn xla_rsqrt_native<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    rewrite(op, FmaForm::Native)
}

fn rewrite<'c, 'a>(op: OperationRef<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    let value = if HloOp::of(&op) == Some(HloOp::Rsqrt) {
        rsqrt(&b, form, op.operand(0)?)?
    } else {
        let (radicand, broadcast) = sqrt_divisor(op).ok_or("internal error: not a division by a sqrt")?;
        let inverse = rsqrt(&b, form, radicand)?;
        let inverse = match broadcast {
            Some(broadcast) => b.op(HloOp::BroadcastInDim.name(), &[inverse], &[("broadcast_dimensions", broadcast.attribute("broadcast_dimensions")?)], ty)?,
            None => inverse,
        };
        let numerator = op.operand(0)?;
        // `1 / sqrt(b)` is `rsqrt(b)` (XLA drops the multiply by one).
        if super::constant_value(numerator) == Some(1.0) {
            inverse
        } else {
            b.hlo(HloOp::Multiply, &[numerator, inverse], ty)?
        }
    };
    replace_op(op, &[value]);
    Ok(())
}

/// The marker of the table constant one function's rsqrts share.
const TABLE_MARK: &str = "lpf.rsqrt_table";

/// The estimate table as an i32 `stablehlo.constant` at the start of the function holding
/// `b`'s op (so it dominates every rsqrt there, in regions too), made once per function: one
/// 8192-entry constant instead of one per rsqrt, which StableHLO's interpreter converts on
/// every call of `--backend ref`.
fn table_constant<'c, 'a>(b: &Builder<'c, 'a>, table: &EstimateTable) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let mut function = b.at.parent_operation();
    while let Some(op) = function {
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            break;
        }
        function = op.parent_operation();
    }
    let entry = function.and_then(|f| f.region(0).ok()).and_then(|r| r.first_block()).ok_or("internal error: an rsqrt outside a function")?;
    let mut next = entry.first_operation();
    while let Some(op) = next {
        if op.has_attribute(TABLE_MARK) {
            return Ok(op.result(0)?.into());
        }
        next = op.next_in_block();
    }
    let entries = table.normal.iter().map(|e| (*e as i32).to_string()).collect::<Vec<_>>().join(", ");
    let table_ty: Type = RankedTensorType::new(&[table.normal.len() as u64], IntegerType::new(b.context, 32).into(), None).into();
    let value = b.parse(&format!("dense<[{entries}]> : {table_ty}"))?;
    let constant = crate::melior_ext::build(b.context, HloOp::Constant.name(), b.location, &[], &[("value", value), (TABLE_MARK, melior::ir::attribute::Attribute::unit(b.context))], &[table_ty])?;
    let constant = match entry.first_operation() {
        Some(first) => entry.insert_operation_before(first, constant),
        None => entry.append_operation(constant),
    };
    Ok(constant.result(0)?.into())
}

/// XLA's rsqrt of the f32 tensor `x` (module doc), or `1 / sqrt(x)` without a host table.
fn rsqrt<'c, 'a>(b: &Builder<'c, 'a>, form: FmaForm, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let ty = x.r#type();
    let Some(table) = host_table() else {
        let root = b.hlo(HloOp::Sqrt, &[x], ty)?;
        let one = b.splat("1.0", ty)?;
        return b.hlo(HloOp::Divide, &[one, root], ty);
    };
    // At a function's top level only: the exit's lowering of StableHLO regions (while, case)
    // does not take calls.
    let top_level = crate::melior_ext::at_function_top_level(b.at);
    if form == FmaForm::Native && top_level {
        return native_call(b, table, x);
    }
    let i32_ty = with_element_type(ty, IntegerType::new(b.context, 32).into()).ok_or("internal error: an rsqrt of a non-tensor")?;
    let int = |literal: u32| b.splat(&format!("{}", literal as i32), i32_ty);
    let binary = |op: HloOp, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>| b.hlo(op, &[lhs, rhs], lhs.r#type());
    let bits = b.hlo(HloOp::BitcastConvert, &[x], i32_ty)?;
    let abs = binary(HloOp::And, bits, int(0x7fff_ffff)?)?;
    // The table's estimate of a positive normal number: entry (exponent's low bit, top 12
    // mantissa bits), its exponent moved by (exponent - base) / 2, base 127 or 128 (as parity).
    let index = binary(HloOp::And, binary(HloOp::ShiftRightLogical, bits, int(11)?)?, int(0x1fff)?)?;
    let shape = RankedTensorType::try_from(ty).map_err(|_| "internal error: an rsqrt of a non-tensor")?;
    let rank = shape.rank();
    let mut dims = (0..rank)
        .map(|i| match shape.dim_size(i) {
            Ok(DimSize::Static(d)) => Ok(d),
            _ => Err("internal error: an rsqrt of a dynamic shape"),
        })
        .collect::<Result<Vec<u64>, _>>()?;
    dims.push(1);
    let index_ty: Type = RankedTensorType::new(&dims, IntegerType::new(b.context, 32).into(), None).into();
    let index = b.hlo(HloOp::Reshape, &[index], index_ty)?;
    let table_value = table_constant(b, table)?;
    let numbers = b.parse(&format!("#stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = {rank}>"))?;
    let entry = b.op(
        HloOp::Gather.name(),
        &[table_value, index],
        &[("dimension_numbers", numbers), ("slice_sizes", b.parse("array<i64: 1>")?)],
        i32_ty,
    )?;
    let exponent = binary(HloOp::ShiftRightLogical, abs, int(23)?)?;
    // exponent - base = exponent - 128 + (exponent & 1), even.
    let moved = binary(HloOp::Add, binary(HloOp::Subtract, exponent, int(128)?)?, binary(HloOp::And, exponent, int(1)?)?)?;
    let normal = binary(HloOp::Subtract, entry, binary(HloOp::ShiftLeft, moved, int(22)?)?)?;
    // The other classes, signed compares on the bits (negatives are below zero).
    let special = b.select(b.compare("EQ", None, bits, int(0x7f80_0000)?)?, int(table.positive_inf)?, int(table.negative)?)?;
    let tiny = b.compare("LT", None, abs, int(0x0080_0000)?)?;
    let zero = b.select(b.compare("LT", None, bits, int(0)?)?, int(table.negative_zero)?, int(table.positive_zero)?)?;
    let special = b.select(tiny, zero, special)?;
    let nan = b.compare("GT", None, abs, int(0x7f80_0000)?)?;
    let special = b.select(nan, binary(HloOp::Or, bits, int(0x0040_0000)?)?, special)?;
    let positive_normal = binary(HloOp::And, b.compare("GE", None, bits, int(0x0080_0000)?)?, b.compare("LT", None, bits, int(0x7f80_0000)?)?)?;
    let estimate = b.select(positive_normal, normal, special)?;
    let y = b.hlo(HloOp::BitcastConvert, &[estimate], ty)?;
    // Each Newton step: t = x * r (rounded), u = fma(t, r, -1), r = fma(r * -0.5, u, r).
    let mut r = y;
    for _ in 0..table.newton_steps {
        let t = binary(HloOp::Multiply, x, r)?;
        let u = super::fma(b, form, t, r, b.splat("-1.0", ty)?)?;
        let h = binary(HloOp::Multiply, r, b.splat("-0.5", ty)?)?;
        r = super::fma(b, form, h, u, r)?;
    }
    b.select(positive_normal, r, y)
}

/// The Newton steps of [`native_call`]'s body, from the estimate `%y` to `%r{steps}`.
fn newton_steps(steps: usize) -> String {
    let mut text = String::new();
    let mut previous = "y".to_string();
    for k in 1..=steps {
        let r = previous;
        text += &format!(
            "    %t{k} = arith.mulf %in, %{r} : f32\n    %u{k} = math.fma %t{k}, %{r}, %c_minus_one : f32\n    \
             %h{k} = arith.mulf %{r}, %c_minus_half : f32\n    %r{k} = math.fma %h{k}, %u{k}, %{r} : f32\n"
        );
        previous = format!("r{k}");
    }
    text
}

/// The LLVM exit's form of [`rsqrt`]: a call of a private helper holding one `linalg.generic`
/// that computes the same scalar ops per element (the table read with `tensor.extract`), which
/// the exit lowers to one vectorised loop. The StableHLO form's `gather` became a loop of its own
/// between two others (its indices a captured tensor), 4-5 times slower on large tensors and a
/// fixed cost per call on small ones.
fn native_call<'c, 'a>(b: &Builder<'c, 'a>, table: &EstimateTable, x: Value<'c, 'a>) -> Result<Value<'c, 'a>, LpfError<'c>> {
    let ty = x.r#type();
    let shape = RankedTensorType::try_from(ty).map_err(|_| "internal error: an rsqrt of a non-tensor")?;
    let rank = shape.rank();
    let dims: Vec<String> = (0..rank).map(|i| format!("d{i}")).collect();
    let map = format!("affine_map<({}) -> ({})>", dims.join(", "), dims.join(", "));
    let parallel = vec!["\"parallel\""; rank].join(", ");
    let entries = table.normal.iter().map(|e| (*e as i32).to_string()).collect::<Vec<_>>().join(", ");
    let i = |v: u32| format!("{}", v as i32);
    let body = format!(
        r#"  %table = arith.constant dense<[{entries}]> : tensor<{n}xi32>
  %init = tensor.empty() : {ty}
  %r = linalg.generic {{indexing_maps = [{map}, {map}], iterator_types = [{parallel}]}} ins(%x : {ty}) outs(%init : {ty}) {{
  ^bb0(%in: f32, %out: f32):
    %bits = arith.bitcast %in : f32 to i32
    %abs = arith.andi %bits, %c_abs : i32
    %high = arith.shrui %bits, %c11 : i32
    %index = arith.andi %high, %c_index : i32
    %at = arith.index_cast %index : i32 to index
    %entry = tensor.extract %table[%at] : tensor<{n}xi32>
    %exponent = arith.shrui %abs, %c23 : i32
    %parity = arith.andi %exponent, %c1 : i32
    %below = arith.subi %exponent, %c128 : i32
    %moved = arith.addi %below, %parity : i32
    %shift = arith.shli %moved, %c22 : i32
    %normal = arith.subi %entry, %shift : i32
    %is_inf = arith.cmpi eq, %bits, %c_inf : i32
    %large = arith.select %is_inf, %c_pinf_est, %c_neg_est : i32
    %tiny = arith.cmpi slt, %abs, %c_min_normal : i32
    %negative = arith.cmpi slt, %bits, %c0 : i32
    %zero = arith.select %negative, %c_nzero_est, %c_pzero_est : i32
    %small = arith.select %tiny, %zero, %large : i32
    %is_nan = arith.cmpi sgt, %abs, %c_inf : i32
    %quiet = arith.ori %bits, %c_quiet : i32
    %special = arith.select %is_nan, %quiet, %small : i32
    %ge = arith.cmpi sge, %bits, %c_min_normal : i32
    %lt = arith.cmpi slt, %bits, %c_inf : i32
    %positive_normal = arith.andi %ge, %lt : i1
    %estimate = arith.select %positive_normal, %normal, %special : i32
    %y = arith.bitcast %estimate : i32 to f32
{steps}    %result = arith.select %positive_normal, %{last}, %y : f32
    linalg.yield %result : f32
  }} -> {ty}
  return %r : {ty}"#,
        n = table.normal.len(),
        steps = newton_steps(table.newton_steps),
        last = if table.newton_steps == 0 { "y".to_string() } else { format!("r{}", table.newton_steps) },
    );
    let constants = [
        ("c_abs", i(0x7fff_ffff)), ("c11", i(11)), ("c_index", i(0x1fff)), ("c23", i(23)), ("c1", i(1)), ("c128", i(128)),
        ("c22", i(22)), ("c_inf", i(0x7f80_0000)), ("c_pinf_est", i(table.positive_inf)), ("c_neg_est", i(table.negative)),
        ("c_min_normal", i(0x0080_0000)), ("c0", i(0)), ("c_nzero_est", i(table.negative_zero)), ("c_pzero_est", i(table.positive_zero)),
        ("c_quiet", i(0x0040_0000)),
    ];
    let mut header = String::new();
    for (name, value) in constants {
        header += &format!("  %{name} = arith.constant {value} : i32\n");
    }
    header += "  %c_minus_one = arith.constant -1.0 : f32\n  %c_minus_half = arith.constant -0.5 : f32\n";
    let name = crate::to_stablehlo::install::helper_name("xla_rsqrt", &format!("{ty}{entries}")).replacen("__lpf_", "lpf_foreign_", 1);
    let text = format!("func.func private @{name}(%x: {ty}) -> {ty} {{\n{header}{body}\n}}");
    let mut module = b.at;
    while let Some(parent) = module.parent_operation() {
        module = parent;
    }
    crate::to_stablehlo::install::install(b.context, module, &name, &text)?;
    let callee = b.parse(&format!("@{name}"))?;
    b.op("func.call", &[x], &[("callee", callee)], ty)
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    use super::super::test_context as context;

    /// `text` with every op [`is_xla_rsqrt`] takes rewritten in `form`; how many it took.
    fn rewrite_all(context: &melior::Context, text: &str, form: FmaForm) -> (String, usize) {
        let module = Module::parse(context, text).expect("parses");
        let mut found = Vec::new();
        module.as_operation().walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            if is_xla_rsqrt(op) {
                found.push(op.to_raw());
            }
            melior::ir::operation::WalkResult::Advance
        });
        for raw in &found {
            // SAFETY: collected above, each erased only by its own rewrite.
            let op = unsafe { OperationRef::from_raw(*raw) };
            match form {
                FmaForm::Emulated | FmaForm::NativeWhereHandedOver => xla_rsqrt(op),
                FmaForm::Native => xla_rsqrt_native(op),
            }
            .expect("rewrites");
        }
        assert!(module.as_operation().verify(), "the rewrite verifies");
        (module.as_operation().to_string(), found.len())
    }

    const MODULE: &str = r#"func.func @main(%x: tensor<8x4xf32>, %a: tensor<8x4xf32>, %v: tensor<8x1xf32>, %d: tensor<4xf64>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4xf64>) {
      %r = stablehlo.rsqrt %x : tensor<8x4xf32>
      %s = stablehlo.sqrt %x : tensor<8x4xf32>
      %q = stablehlo.divide %a, %s : tensor<8x4xf32>
      %one = stablehlo.constant dense<1.0> : tensor<8x4xf32>
      %i = stablehlo.divide %one, %s : tensor<8x4xf32>
      %vs = stablehlo.sqrt %v : tensor<8x1xf32>
      %b = stablehlo.broadcast_in_dim %vs, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
      %n = stablehlo.divide %a, %b : tensor<8x4xf32>
      %f = stablehlo.rsqrt %d : tensor<4xf64>
      return %r, %q, %i, %n, %f : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4xf64>
    }"#;

    #[test]
    fn rsqrt_and_divisions_by_sqrt_are_rewritten() {
        let context = context();
        let (text, taken) = rewrite_all(&context, MODULE, FmaForm::Emulated);
        if host_table().is_none() {
            // 1 / sqrt for the rsqrt; divisions left.
            assert_eq!(taken, 1, "{text}");
            return;
        }
        // rsqrt, a / sqrt, 1 / sqrt, a / broadcast(sqrt); not the f64 rsqrt.
        assert_eq!(taken, 4, "{text}");
        assert_eq!(text.matches("stablehlo.rsqrt").count(), 1, "{text}");
        assert_eq!(text.matches("#stablehlo.gather<").count(), 4, "{text}");
        assert_eq!(text.matches("stablehlo.divide").count(), 0, "{text}");
        // a * rsqrt twice (the broadcast one, the plain one); 1 / sqrt without a multiply by one.
        assert!(text.contains("stablehlo.broadcast_in_dim"), "{text}");
        let (native, _) = rewrite_all(&context, MODULE, FmaForm::Native);
        assert_eq!(native.matches("call @lpf_foreign_xla_rsqrt_").count(), 4, "{native}");
        assert_eq!(native.matches("linalg.generic").count(), 2, "one helper per shape: {native}");
        // Two helpers, each with two fused multiply-adds per Newton step.
        let fmas = 2 * 2 * host_table().map_or(0, |t| t.newton_steps);
        assert_eq!(native.matches("math.fma").count(), fmas, "{native}");
        assert!(!native.contains("stablehlo.gather"), "{native}");
    }

    /// The table's model is the host instruction on every f32 (a stride of them in a debug
    /// build), and XLA's Newton step is within 2 ulp of 1 / sqrt.
    #[test]
    fn table_is_the_host_estimate() {
        let Some(table) = host_table() else {
            assert!(!cfg!(target_arch = "x86_64"), "no table on an x86-64 host");
            return;
        };
        for bits in (0..=u32::MAX).step_by(if cfg!(debug_assertions) { 997 } else { 1 }) {
            assert_eq!(host_estimate(bits), Some(table.estimate(bits)), "{bits:08x}");
        }
        for bits in (0x0080_0000u32..0x7f80_0000).step_by(4099) {
            let exact = 1.0 / (f32::from_bits(bits) as f64).sqrt();
            let r = f32::from_bits(table.xla_rsqrt(bits)) as f64;
            assert!((r - exact).abs() <= exact * 2.5e-7, "{bits:08x}");
        }
    }
}
