//! `lpf-stablehlo-block`: `lpf.dequantize_block` as convert / broadcast-scale / multiply, the
//! decomposition JAX emits for `jax.nn.scaled_matmul` on the CPU (toolchain.md), and
//! `lpf.quantize_block` through [`super::quantize`].
//!
//! The multiply is done in f64 on exactly decoded values and rounded once into the result type
//! by the integer emulation: element x scale (x global scale) is exact in f64 (at most 4 + 4 + 24
//! significant bits), and XLA's own f32 multiply would flush the subnormal products a small MX
//! scale gives (2^-127 x 0.5).


use super::carrier::{load_f64_bits, store_code};
use super::codec::{encode_f64, fits_f64};
use super::install::{carrier_ty, helper_name, replace_with_call};
use super::scales::broadcast_blocks;
use super::text::Body;
use super::{lower_each, names_of, operand, result_type, Step};
use crate::hlo_ops::HloOp;
use crate::pass::lpf_pass;
use lpf_dialect::attrs;
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_numerics::Rounding;
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, ValueLike};
use melior::pass::ExternalPass;

lpf_pass!(
    "lpf-stablehlo-block",
    "LpfStablehloBlock",
    "Lower lpf.quantize_block (MX and NVFP4 rules) and lpf.dequantize_block to StableHLO, exactly",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    let _target = super::target::Scope::enter(root);
    lower_each(root, pass, &names_of(Step::Block), lower);
}

/// The pass\'s work without a pass (for `lower-to-stablehlo`); false after located errors.
pub(crate) fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    super::lower_all(root, &names_of(Step::Block), lower)
}

fn lower<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    if LpfOp::of(&op) == Some(LpfOp::QuantizeBlock) {
        return super::quantize::lower(op);
    }
    let block = attrs::block(&op)?;
    let mut b = Body::new();
    let mut args = Vec::new();
    let mut formats = Vec::new();
    let mut values = Vec::new();
    for i in 0..op.operand_count() {
        let ty = operand(op, i)?.r#type();
        let format = super::value_format(ty).ok_or_else(|| format!("operand type {ty} is not a number format"))?;
        if !fits_f64(format) {
            return Err(LpfError::new(format!("{format} has values outside the f64 normal range")));
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
    let mut product = b.bin(HloOp::Multiply, data, scale);
    if values.len() == 3 {
        // element * (s * g): s * g first (exact), then one rounding, as the op defines it.
        let g = load_f64_bits(&mut b, values[2], formats[2]);
        let g = b.bitcast(g, "f64");
        let g = b.op(HloOp::BroadcastInDim, &[g], "broadcast_dimensions = array<i64>", &b.ty(data).clone());
        let sg = b.bin(HloOp::Multiply, scale, g);
        product = b.bin(HloOp::Multiply, data, sg);
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


