//! `lpf.quantize_block` for the `lpf-stablehlo-block` pass.
//!
//! `lpf.quantize_block` with E8M0 scales (the OCP MX rule, every `scale_rounding`) is exact
//! integer work on the f64 bits: the block's amax is the integer maximum of the magnitudes' bit
//! patterns (which orders them, NaN above inf above every finite value), its floor(log2) comes
//! from the exponent field, and each element is v * 2^-shared_exp (exact in f64) rounded once by
//! the emulated encoder, as `lpf_numerics::scale` defines it. NVFP4's rule (E4M3 scales) is two
//! f64 divisions of exact values, each rounded once ([`nvfp4_rule`]).

use super::carrier::{load_f64_bits, store_code};
use super::codec::{decode_f64, encode_f64, fits_f64};
use super::install::{carrier_ty, helper_name, replace_with_call};
use super::operand;
use super::scales::broadcast_blocks;
use super::text::{Body, Ty, V};
use crate::hlo_ops::{HloOp, ComparisonDirection as Dir};
use lpf_dialect::attrs::{self, ScaleRounding};
use lpf_dialect::error::LpfError;
use lpf_numerics::{Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};

fn i64c(b: &mut Body, value: i64, like: V) -> V {
    b.i64c(value, like)
}

fn bin_c(b: &mut Body, op: HloOp, x: V, c: i64) -> V {
    let k = i64c(b, c, x);
    b.bin(op, x, k)
}

fn cmp_c(b: &mut Body, direction: Dir, x: V, c: i64) -> V {
    let k = i64c(b, c, x);
    b.cmp(direction, x, k)
}

/// The MX (E8M0 scales) or NVFP4 (E4M3 scales) quantiser: elements and scales.
pub(super) fn lower<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let block = attrs::block(&op)?;
    let rule = attrs::scale_rounding(&op)?;
    let input = operand(op, 0)?;
    let from = super::value_format(input.r#type()).ok_or("input is not a number format")?;
    let elem_ty = op.result(0)?.r#type();
    let scale_ty = op.result(1)?.r#type();
    let elem = super::value_format(elem_ty).ok_or("elements are not a number format")?;
    let nvfp4 = super::value_format(scale_ty) == Some(lpf_numerics::Format::F8E4M3FN);
    if !nvfp4 && super::value_format(scale_ty) != Some(lpf_numerics::Format::F8E8M0FNU) {
        return Err("block scales must be f8E8M0FNU (MX) or f8E4M3FN (NVFP4)".into());
    }
    if !fits_f64(from) {
        return Err(LpfError::new(format!("{from} has values outside the f64 normal range")));
    }
    let arg = carrier_ty(input.r#type())?;
    let elem_carrier = carrier_ty(elem_ty)?;
    let scale_carrier = carrier_ty(scale_ty)?;
    let mut b = Body::new();
    let x = b.arg(&arg);
    let mut args = vec![arg.clone()];
    let mut operands = vec![input];
    let global = if op.operand_count() == 2 {
        let g = operand(op, 1)?;
        let g_ty = carrier_ty(g.r#type())?;
        let g_format = super::value_format(g.r#type()).ok_or("the per-tensor scale is not a number format")?;
        let gv = b.arg(&g_ty);
        args.push(g_ty);
        operands.push(g);
        Some(load_f64_bits(&mut b, gv, g_format))
    } else {
        None
    };
    let bits = load_f64_bits(&mut b, x, from);
    let abs = bin_c(&mut b, HloOp::And, bits, i64::MAX);

    // amax per block: reshape [.., nb * block, ..] to [.., nb, block, ..] and take the integer
    // maximum over the block axis.
    let data_shape = arg.shape.clone();
    let scale_shape = scale_carrier.shape.clone();
    let axis = (0..data_shape.len()).find(|&d| data_shape[d] != scale_shape[d]).unwrap_or(data_shape.len().saturating_sub(1));
    if data_shape.is_empty() || scale_shape.len() != data_shape.len() || scale_shape[axis] * block != data_shape[axis] {
        return Err("the scale shape does not match the blocks of the input".into());
    }
    let mut split = scale_shape.clone();
    split.insert(axis + 1, block);
    let blocks = b.op(HloOp::Reshape, &[abs], "", &Ty::new(&split, "i64"));
    let init = b.splat("0", &Ty::scalar("i64"));
    let (max, ret) = (HloOp::Maximum.name(), HloOp::Return.name());
    let region = format!(
        "{{\n  ^bb0(%a: tensor<i64>, %b: tensor<i64>):\n    %m = \"{max}\"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>\n    \"{ret}\"(%m) : (tensor<i64>) -> ()\n  }}"
    );
    let amax = b.op_with_region(
        HloOp::Reduce,
        &[blocks, init],
        &format!("dimensions = array<i64: {}>", axis + 1),
        &region,
        &Ty::new(&scale_shape, "i64"),
    );

    if nvfp4 {
        let (elements, scales) = nvfp4_rule(&mut b, bits, amax, global, &data_shape, block);
        let body = b.finish("NAME", &[elements, scales]);
        let name = helper_name("quantize_block", &body);
        let text = body.replacen("@NAME(", &format!("@{name}("), 1);
        return replace_with_call(op, &name, &text, &operands, &args, &[elem_carrier, scale_carrier]);
    }

    // floor(log2(amax)) from the f64 fields (f64 subnormals normalised with clz).
    let eraw = bin_c(&mut b, HloOp::ShiftRightLogical, amax, 52);
    let frac = bin_c(&mut b, HloOp::And, amax, (1i64 << 52) - 1);
    let normal = cmp_c(&mut b, Dir::Gt, eraw, 0);
    let with_one = bin_c(&mut b, HloOp::Or, frac, 1i64 << 52);
    let mant = b.select(normal, with_one, frac);
    let eraw1 = bin_c(&mut b, HloOp::Maximum, eraw, 1);
    let clz = b.unary(HloOp::CountLeadingZeros, mant);
    let base = bin_c(&mut b, HloOp::Subtract, eraw1, 1075 - 63);
    let top = b.bin(HloOp::Subtract, base, clz);
    let emax = lpf_numerics::scale::emax(elem);
    let floor = bin_c(&mut b, HloOp::Subtract, top, emax);
    let shared = match rule {
        ScaleRounding::Floor => floor,
        ScaleRounding::Ceil => {
            // One more doubling when amax > max_elem * 2^floor (both positive: compare bits).
            let max_bits = lpf_numerics::decode(elem, lpf_numerics::encode(elem, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate)).to_bits() as i64;
            let shift = bin_c(&mut b, HloOp::ShiftLeft, floor, 52);
            let limit = bin_c(&mut b, HloOp::Add, shift, max_bits);
            let over = b.cmp(Dir::Gt, amax, limit);
            let one = b.convert(over, "i64");
            b.bin(HloOp::Add, floor, one)
        }
        ScaleRounding::Even => {
            // amax rounded (RNE) to the element's precision moves up a binade iff its normalised
            // 53-bit significand rounds up to 2^(frac_bits + 1).
            let p = elem.params().frac_bits as i64;
            let c11 = i64c(&mut b, 11, clz);
            let norm_shift = b.bin(HloOp::Subtract, clz, c11);
            let normalised = b.bin(HloOp::ShiftLeft, mant, norm_shift);
            let q = bin_c(&mut b, HloOp::ShiftRightLogical, normalised, 52 - p);
            let rem = bin_c(&mut b, HloOp::And, normalised, (1i64 << (52 - p)) - 1);
            let half = 1i64 << (51 - p);
            let above = cmp_c(&mut b, Dir::Gt, rem, half);
            let tie = cmp_c(&mut b, Dir::Eq, rem, half);
            let odd_bit = bin_c(&mut b, HloOp::And, q, 1);
            let odd = cmp_c(&mut b, Dir::Eq, odd_bit, 1);
            let tie_odd = b.bin(HloOp::And, tie, odd);
            let up = b.bin(HloOp::Or, above, tie_odd);
            let up = b.convert(up, "i64");
            let rounded = b.bin(HloOp::Add, q, up);
            let carry_bits = bin_c(&mut b, HloOp::ShiftRightLogical, rounded, p + 1);
            b.bin(HloOp::Add, floor, carry_bits)
        }
    };
    let lo = i64c(&mut b, -127, shared);
    let hi = i64c(&mut b, 127, shared);
    let clamped = b.op(HloOp::Clamp, &[lo, shared, hi], "", &Ty::new(&scale_shape, "i64"));
    let zero_block = cmp_c(&mut b, Dir::Eq, amax, 0);
    let smallest = i64c(&mut b, -127, shared);
    let shared = b.select(zero_block, smallest, clamped);
    let special = cmp_c(&mut b, Dir::Ge, amax, 0x7FF0_0000_0000_0000);
    let biased = bin_c(&mut b, HloOp::Add, shared, 127);
    let nan_code = i64c(&mut b, 0xFF, shared);
    let scale_code = b.select(special, nan_code, biased);
    let scales = store_code(&mut b, scale_code, lpf_numerics::Format::F8E8M0FNU);

    // Elements: v * 2^-shared, exact in f64, rounded once (RNE, saturating); NaN where the
    // block's scale is NaN.
    let neg_shared = b.unary(HloOp::Negate, shared);
    let exp_bits = bin_c(&mut b, HloOp::Add, neg_shared, 1023);
    let factor = bin_c(&mut b, HloOp::ShiftLeft, exp_bits, 52);
    let factor = b.bitcast(factor, "f64");
    let factor = broadcast_blocks(&mut b, factor, &data_shape, block)?;
    let value = b.bitcast(bits, "f64");
    let scaled = b.bin(HloOp::Multiply, value, factor);
    let scaled = b.bitcast(scaled, "i64");
    let special_f = b.convert(special, "f64");
    let special_all = broadcast_blocks(&mut b, special_f, &data_shape, block)?;
    let zero = b.splat("0.0", &Ty::new(&data_shape, "f64"));
    let is_special = b.cmp(Dir::Ne, special_all, zero);
    let nan = i64c(&mut b, 0x7FF8_0000_0000_0000, scaled);
    let scaled = b.select(is_special, nan, scaled);
    let code = encode_f64(&mut b, scaled, elem, Rounding::ToNearestEven, Overflow::Saturate);
    let elements = store_code(&mut b, code, elem);

    let body = b.finish("NAME", &[elements, scales]);
    let name = helper_name("quantize_block", &body);
    let text = body.replacen("@NAME(", &format!("@{name}("), 1);
    replace_with_call(op, &name, &text, &[input], &[arg], &[elem_carrier, scale_carrier])
}

/// NVFP4 (`lpf_numerics::scale::nvfp4_block_scale` / `nvfp4_element`): s = amax / (6 g) rounded
/// to nearest even into E4M3 with the sign clear, saturating (NaN amax: the NaN code); elements
/// v / (s g) rounded once into f4E2M1FN, saturating, +0 where s is 0 (NaN where s is NaN gives +0
/// too: FP4 has no NaN). 6 g and s g are exact in f64; each quotient is correctly rounded in f64
/// and rounding it again to 4 or 2 bits is exactly the oracle's rounding (a quotient of p-bit
/// numbers is never within f64 rounding of a grid point or midpoint it is not on). A per-tensor
/// scale that is not finite and > 0 (which lpf-run's ref backend rejects at run time) gives NaN
/// scales and +0 elements: XLA has no run-time error to raise.
fn nvfp4_rule(b: &mut Body, bits: V, amax: V, global: Option<V>, data_shape: &[i64], block: i64) -> (V, V) {
    use lpf_numerics::Format::{F4E2M1FN, F8E4M3FN};
    let scale_ty = b.ty(amax).clone();
    let g_bits = match global {
        Some(g) => g,
        None => b.splat(&1.0f64.to_bits().to_string(), &Ty::scalar("i64")),
    };
    let g = b.bitcast(g_bits, "f64");
    let six = b.splat("6.0", &Ty::scalar("f64"));
    let six_g = b.bin(HloOp::Multiply, six, g);
    let six_g = b.op(HloOp::BroadcastInDim, &[six_g], "broadcast_dimensions = array<i64>", &scale_ty.with("f64"));
    let amax_f = b.bitcast(amax, "f64");
    let q = b.bin(HloOp::Divide, amax_f, six_g);
    let q_bits = b.bitcast(q, "i64");
    let scale_code = encode_f64(b, q_bits, F8E4M3FN, Rounding::ToNearestEven, Overflow::Saturate);
    // An invalid per-tensor scale poisons the scales (NaN code, sign clear).
    let zero_s = i64c(b, 0, g_bits);
    let inf_s = i64c(b, 0x7FF0_0000_0000_0000, g_bits);
    let positive = b.cmp(Dir::Gt, g_bits, zero_s);
    let finite = b.cmp(Dir::Lt, g_bits, inf_s);
    let valid = b.bin(HloOp::And, positive, finite);
    let valid = b.op(HloOp::BroadcastInDim, &[valid], "broadcast_dimensions = array<i64>", &scale_ty.with("i1"));
    let nan_code = i64c(b, 0x7F, scale_code);
    let scale_code = b.select(valid, scale_code, nan_code);
    let scales = store_code(b, scale_code, F8E4M3FN);

    let s_bits = decode_f64(b, scale_code, F8E4M3FN);
    let s = b.bitcast(s_bits, "f64");
    let g_all = b.op(HloOp::BroadcastInDim, &[g], "broadcast_dimensions = array<i64>", &scale_ty.with("f64"));
    let sg = b.bin(HloOp::Multiply, s, g_all);
    let zero_scale = cmp_c(b, Dir::Eq, scale_code, 0);
    let zero_f = b.convert(zero_scale, "f64");
    let sg = broadcast_blocks(b, sg, data_shape, block).unwrap_or(sg);
    let zero_all = broadcast_blocks(b, zero_f, data_shape, block).unwrap_or(zero_f);
    let v = b.bitcast(bits, "f64");
    let r = b.bin(HloOp::Divide, v, sg);
    let r = b.bitcast(r, "i64");
    let code = encode_f64(b, r, F4E2M1FN, Rounding::ToNearestEven, Overflow::Saturate);
    let zero = b.splat("0.0", &Ty::new(data_shape, "f64"));
    let is_zero_scale = b.cmp(Dir::Ne, zero_all, zero);
    let plus_zero = i64c(b, 0, code);
    let code = b.select(is_zero_scale, plus_zero, code);
    (store_code(b, code, F4E2M1FN), scales)
}
