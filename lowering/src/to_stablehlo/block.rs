//! `lpf-stablehlo-block`: `lpf.dequantize_block` as convert / broadcast-scale / multiply, the
//! decomposition JAX emits for `jax.nn.scaled_matmul` on the CPU (toolchain.md).
//!
//! The multiply is done in f64 on exactly decoded values and rounded once into the result type
//! by the integer emulation: element x scale (x global scale) is exact in f64 (at most 4 + 4 + 24
//! significant bits), and XLA's own f32 multiply would flush the subnormal products a small MX
//! scale gives (2^-127 x 0.5).
//!
//! `lpf.quantize_block` with E8M0 scales (the OCP MX rule, every `scale_rounding`) is exact
//! integer work on the f64 bits: the block's amax is the integer maximum of the magnitudes' bit
//! patterns (which orders them, NaN above inf above every finite value), its floor(log2) comes
//! from the exponent field, and each element is v * 2^-shared_exp (exact in f64) rounded once by
//! the emulated encoder, as `lpf_numerics::scale` defines it. NVFP4's rule (E4M3 scales, a
//! division by 6 g rounded into E4M3) is not lowered: `[E0915]`.

use super::carrier::{load_f64_bits, store_code};
use super::codec::{encode_f64, fits_f64};
use super::emit::{Body, Ty, V};
use super::helpers::{carrier_ty, helper_name, replace_with_call, Unsupported};
use super::{lower_each, operand, result_type};
use crate::registry::lpf_pass;
use lpf_dialect::attrs;
use lpf_dialect::attrs::ScaleRounding;
use lpf_numerics::{Overflow, Rounding};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-stablehlo-block",
    "LpfStablehloBlock",
    "Lower lpf.dequantize_block to StableHLO (convert, broadcast the block scales, multiply exactly)",
    run,
    []
);

fn run(root: OperationRef, pass: ExternalPass) {
    lower_each(root, pass, &["lpf.dequantize_block", "lpf.quantize_block"], lower);
}

/// The pass\'s work without a pass (for `lower-to-stablehlo`); false after located errors.
pub(crate) fn apply(root: OperationRef) -> bool {
    super::lower_all(root, &["lpf.dequantize_block", "lpf.quantize_block"], lower)
}

fn lower(op: OperationRef) -> Result<(), Unsupported> {
    if op.name().as_string_ref().as_str() == Ok("lpf.quantize_block") {
        return lower_quantize(op);
    }
    let block = attrs::block(&op).map_err(|e| e.to_string())?;
    let mut b = Body::new();
    let mut args = Vec::new();
    let mut formats = Vec::new();
    let mut values = Vec::new();
    for i in 0..op.operand_count() {
        let ty = operand(op, i)?.r#type();
        let format = super::value_format(ty).ok_or_else(|| format!("operand type {ty} is not a number format"))?;
        if !fits_f64(format) {
            return Err(format!("{format} has values outside the f64 normal range"));
        }
        let carrier = carrier_ty(ty)?;
        values.push(b.arg(&carrier));
        args.push(carrier);
        formats.push(format);
    }
    let result = carrier_ty(result_type(op)?)?;
    let out = super::value_format(result_type(op)?).ok_or("result is not a number format")?;
    let data = load_f64_bits(&mut b, values[0], formats[0]);
    let data = b.bitcast(data, "f64");
    let scale = load_f64_bits(&mut b, values[1], formats[1]);
    let scale = b.bitcast(scale, "f64");
    let scale = broadcast_blocks(&mut b, scale, &args[0].shape, block)?;
    let mut product = b.bin("multiply", data, scale);
    if values.len() == 3 {
        // element * (s * g): s * g first (exact), then one rounding, as the op defines it.
        let g = load_f64_bits(&mut b, values[2], formats[2]);
        let g = b.bitcast(g, "f64");
        let g = b.op("stablehlo.broadcast_in_dim", &[g], "broadcast_dimensions = array<i64>", &b.ty(data).clone());
        let sg = b.bin("multiply", scale, g);
        product = b.bin("multiply", data, sg);
    }
    let bits = b.bitcast(product, "i64");
    let code = encode_f64(&mut b, bits, out, Rounding::ToNearestEven, out.default_overflow());
    let r = store_code(&mut b, code, out);
    let body = b.finish("NAME", &[r]);
    let name = helper_name("dequantize_block", &body);
    let text = body.replacen("@NAME(", &format!("@{name}("), 1);
    let operands = (0..op.operand_count()).map(|i| operand(op, i)).collect::<Result<Vec<_>, _>>()?;
    replace_with_call(op, &name, &text, &operands, &args, &[result])
}

/// The scales (one per `block` elements along the blocked axis) repeated to the data's shape:
/// broadcast a new axis of size `block` after the blocked one, then merge the two.
fn broadcast_blocks(b: &mut Body, scale: V, data_shape: &[i64], block: i64) -> Result<V, Unsupported> {
    let scale_shape = b.ty(scale).shape.clone();
    let element = b.ty(scale).element.clone();
    if scale_shape.len() != data_shape.len() {
        return Err("scale and data ranks differ".into());
    }
    let axis = (0..data_shape.len()).find(|&d| data_shape[d] != scale_shape[d]).unwrap_or(data_shape.len().saturating_sub(1));
    if data_shape.is_empty() || scale_shape[axis] * block != data_shape[axis] {
        return Err(format!("blocked dimension {axis}: {} scales of {block} elements do not cover {}", scale_shape.get(axis).copied().unwrap_or(0), data_shape.get(axis).copied().unwrap_or(0)));
    }
    let mut expanded: Vec<i64> = scale_shape.clone();
    expanded.insert(axis + 1, block);
    let dims: Vec<String> = (0..scale_shape.len()).map(|d| if d <= axis { d } else { d + 1 }.to_string()).collect();
    let wide = b.op(
        "stablehlo.broadcast_in_dim",
        &[scale],
        &format!("broadcast_dimensions = array<i64: {}>", dims.join(", ")),
        &Ty::new(&expanded, &element),
    );
    Ok(b.op("stablehlo.reshape", &[wide], "", &Ty::new(data_shape, &element)))
}


fn i64c(b: &mut Body, value: i64, like: V) -> V {
    b.i64c(value, like)
}

fn bin_c(b: &mut Body, op: &str, x: V, c: i64) -> V {
    let k = i64c(b, c, x);
    b.bin(op, x, k)
}

fn cmp_c(b: &mut Body, direction: &str, x: V, c: i64) -> V {
    let k = i64c(b, c, x);
    b.cmp(direction, x, k)
}

/// The MX quantiser (E8M0 scales): elements and scales.
fn lower_quantize(op: OperationRef) -> Result<(), Unsupported> {
    let block = attrs::block(&op).map_err(|e| e.to_string())?;
    let rule = attrs::scale_rounding(&op).map_err(|e| e.to_string())?;
    let input = operand(op, 0)?;
    let from = super::value_format(input.r#type()).ok_or("input is not a number format")?;
    let elem_ty = op.result(0).map_err(|e| e.to_string())?.r#type();
    let scale_ty = op.result(1).map_err(|e| e.to_string())?.r#type();
    let elem = super::value_format(elem_ty).ok_or("elements are not a number format")?;
    if super::value_format(scale_ty) != Some(lpf_numerics::Format::F8E8M0FNU) || op.operand_count() != 1 {
        return Err("NVFP4's block-scale rule (f8E4M3FN scales, amax / 6g rounded into E4M3) is not lowered to \
                    StableHLO; only the MX rule (f8E8M0FNU scales) is"
            .into());
    }
    if !fits_f64(from) {
        return Err(format!("{from} has values outside the f64 normal range"));
    }
    let arg = carrier_ty(input.r#type())?;
    let elem_carrier = carrier_ty(elem_ty)?;
    let scale_carrier = carrier_ty(scale_ty)?;
    let mut b = Body::new();
    let x = b.arg(&arg);
    let bits = load_f64_bits(&mut b, x, from);
    let abs = bin_c(&mut b, "and", bits, i64::MAX);

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
    let blocks = b.op("stablehlo.reshape", &[abs], "", &Ty::new(&split, "i64"));
    let init = b.splat("0", &Ty::scalar("i64"));
    let region = "{\n  ^bb0(%a: tensor<i64>, %b: tensor<i64>):\n    %m = \"stablehlo.maximum\"(%a, %b) : (tensor<i64>, tensor<i64>) -> tensor<i64>\n    \"stablehlo.return\"(%m) : (tensor<i64>) -> ()\n  }";
    let amax = b.op_with_region(
        "stablehlo.reduce",
        &[blocks, init],
        &format!("dimensions = array<i64: {}>", axis + 1),
        region,
        &Ty::new(&scale_shape, "i64"),
    );

    // floor(log2(amax)) from the f64 fields (f64 subnormals normalised with clz).
    let eraw = bin_c(&mut b, "shift_right_logical", amax, 52);
    let frac = bin_c(&mut b, "and", amax, (1i64 << 52) - 1);
    let normal = cmp_c(&mut b, "GT", eraw, 0);
    let with_one = bin_c(&mut b, "or", frac, 1i64 << 52);
    let mant = b.select(normal, with_one, frac);
    let eraw1 = bin_c(&mut b, "maximum", eraw, 1);
    let clz = b.unary("count_leading_zeros", mant);
    let base = bin_c(&mut b, "subtract", eraw1, 1075 - 63);
    let top = b.bin("subtract", base, clz);
    let emax = lpf_numerics::scale::emax(elem);
    let floor = bin_c(&mut b, "subtract", top, emax);
    let shared = match rule {
        ScaleRounding::Floor => floor,
        ScaleRounding::Ceil => {
            // One more doubling when amax > max_elem * 2^floor (both positive: compare bits).
            let max_bits = lpf_numerics::decode(elem, lpf_numerics::encode(elem, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate)).to_bits() as i64;
            let shift = bin_c(&mut b, "shift_left", floor, 52);
            let limit = bin_c(&mut b, "add", shift, max_bits);
            let over = b.cmp("GT", amax, limit);
            let one = b.convert(over, "i64");
            b.bin("add", floor, one)
        }
        ScaleRounding::Even => {
            // amax rounded (RNE) to the element's precision moves up a binade iff its normalised
            // 53-bit significand rounds up to 2^(frac_bits + 1).
            let p = elem.params().frac_bits as i64;
            let c11 = i64c(&mut b, 11, clz);
            let norm_shift = b.bin("subtract", clz, c11);
            let normalised = b.bin("shift_left", mant, norm_shift);
            let q = bin_c(&mut b, "shift_right_logical", normalised, 52 - p);
            let rem = bin_c(&mut b, "and", normalised, (1i64 << (52 - p)) - 1);
            let half = 1i64 << (51 - p);
            let above = cmp_c(&mut b, "GT", rem, half);
            let tie = cmp_c(&mut b, "EQ", rem, half);
            let odd_bit = bin_c(&mut b, "and", q, 1);
            let odd = cmp_c(&mut b, "EQ", odd_bit, 1);
            let tie_odd = b.bin("and", tie, odd);
            let up = b.bin("or", above, tie_odd);
            let up = b.convert(up, "i64");
            let rounded = b.bin("add", q, up);
            let carry_bits = bin_c(&mut b, "shift_right_logical", rounded, p + 1);
            b.bin("add", floor, carry_bits)
        }
    };
    let lo = i64c(&mut b, -127, shared);
    let hi = i64c(&mut b, 127, shared);
    let clamped = b.op("stablehlo.clamp", &[lo, shared, hi], "", &Ty::new(&scale_shape, "i64"));
    let zero_block = cmp_c(&mut b, "EQ", amax, 0);
    let smallest = i64c(&mut b, -127, shared);
    let shared = b.select(zero_block, smallest, clamped);
    let special = cmp_c(&mut b, "GE", amax, 0x7FF0_0000_0000_0000);
    let biased = bin_c(&mut b, "add", shared, 127);
    let nan_code = i64c(&mut b, 0xFF, shared);
    let scale_code = b.select(special, nan_code, biased);
    let scales = store_code(&mut b, scale_code, lpf_numerics::Format::F8E8M0FNU);

    // Elements: v * 2^-shared, exact in f64, rounded once (RNE, saturating); NaN where the
    // block's scale is NaN.
    let neg_shared = b.unary("negate", shared);
    let exp_bits = bin_c(&mut b, "add", neg_shared, 1023);
    let factor = bin_c(&mut b, "shift_left", exp_bits, 52);
    let factor = b.bitcast(factor, "f64");
    let factor = broadcast_blocks(&mut b, factor, &data_shape, block)?;
    let value = b.bitcast(bits, "f64");
    let scaled = b.bin("multiply", value, factor);
    let scaled = b.bitcast(scaled, "i64");
    let special_f = b.convert(special, "f64");
    let special_all = broadcast_blocks(&mut b, special_f, &data_shape, block)?;
    let zero = b.splat("0.0", &Ty::new(&data_shape, "f64"));
    let is_special = b.cmp("NE", special_all, zero);
    let nan = i64c(&mut b, 0x7FF8_0000_0000_0000, scaled);
    let scaled = b.select(is_special, nan, scaled);
    let code = encode_f64(&mut b, scaled, elem, Rounding::ToNearestEven, Overflow::Saturate);
    let elements = store_code(&mut b, code, elem);

    let body = b.finish("NAME", &[elements, scales]);
    let name = helper_name("quantize_block", &body);
    let text = body.replacen("@NAME(", &format!("@{name}("), 1);
    replace_with_call(op, &name, &text, &[input], &[arg], &[elem_carrier, scale_carrier])
}
