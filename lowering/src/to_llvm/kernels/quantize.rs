//! `lpf.quantize_block` in loops (MX and NVFP4): for each block, in order, the largest
//! magnitude (NaN-propagating, on exact f64 widenings of the input), one scale from the
//! block-scale helper, then each element through the element helper.

use super::scaled::blocked_axis;
use crate::ir_numerics::format_of;
use crate::to_llvm::builders::element::convert;
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of};
use crate::to_llvm::helpers::{call, view, Helper, Library};
use lpf_dialect::attrs;
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use lpf_numerics::scale::ScaleRounding;
use melior::dialect::arith;
use melior::ir::operation::OperationBuilder;
use melior::ir::{OperationRef, Value, ValueLike};

fn absf<'c, 'a>(ir: &Ir<'c, 'a>, x: Value<'c, 'a>) -> Value<'c, 'a> {
    ir.val(OperationBuilder::new("math.absf", ir.location).add_operands(&[x]).add_results(&[x.r#type()]).build().expect("valid math.absf"))
}

fn scale_rule<'c>(op: OperationRef) -> Result<ScaleRounding, LpfError<'c>> {
    let rule = attrs::scale_rounding(&op)?;
    ScaleRounding::parse(rule.as_str()).map_err(LpfError::of)
}

/// Lowers one quantize_block (operands already lowered); returns the (elements, scales) buffers.
pub fn lower<'c, 'a>(
    library: &mut Library<'c, '_>,
    ir: &Ir<'c, 'a>,
    op: OperationRef<'c, '_>,
    operands: &[Value<'c, 'static>],
) -> Result<(Value<'c, 'a>, Value<'c, 'a>), LpfError<'c>> {
    let input = operands[0];
    let global = operands.get(1).copied();
    let block = attrs::block(&op)?;
    let (elems_type, scales_type) = (op.result(0)?.r#type(), op.result(1)?.r#type());
    let axis = blocked_axis(elems_type, scales_type);
    let (elem_el, scale_el) = (element_of(elems_type).ok_or("elements")?, element_of(scales_type).ok_or("scales")?);
    let in_el = element_of(input.r#type()).ok_or("input")?;
    let (from, elem, scale_fmt) = (
        format_of(in_el).ok_or("input format")?,
        format_of(elem_el).ok_or("element format")?,
        format_of(scale_el).ok_or("scale format")?,
    );
    let nvfp4 = scale_fmt == Format::F8E4M3FN;
    let rule = scale_rule(op)?;
    let sizes = loops::dims(ir, input);
    let elems = loops::alloc(ir, elem_el, &dims_of(elems_type).ok_or("elements shape")?, &sizes);
    let mut scale_sizes = sizes.clone();
    let block_size = ir.index(block);
    scale_sizes[axis] = ir.val(arith::divui(sizes[axis], block_size, ir.location));
    let scales = loops::alloc(ir, scale_el, &dims_of(scales_type).ok_or("scales shape")?, &scale_sizes);
    let f64t = ir.f64_type();
    let f32t = ir.f32_type();
    let i8t = ir.int_type(8);
    let g = match global {
        Some(g) => g,
        None => ir.float(f32t, 1.0),
    };
    let scale_helper = if nvfp4 { Helper::Nvfp4Scale } else { Helper::MxScale { elem, rule } };
    let element_helper = if nvfp4 { Helper::Nvfp4Element { from } } else { Helper::MxElement { from, elem } };
    let element_of_block = |inner: &Ir<'c, 'a>, ivs: &[Value<'c, 'a>], j: Value<'c, 'a>| -> Vec<Value<'c, 'a>> {
        let mut index = ivs.to_vec();
        let base = inner.val(arith::muli(ivs[axis], block_size, inner.location));
        index[axis] = inner.val(arith::addi(base, j, inner.location));
        index
    };
    let lib = std::cell::RefCell::new(library);
    loops::nest(ir, &scale_sizes, &mut |outer, ivs| {
        let zero = outer.float(f64t, 0.0);
        let amax = loops::fold(outer, &[block_size], zero, &mut |inner, j, m| {
            let x = loops::load(inner, input, &element_of_block(inner, ivs, j[0]));
            let x = if in_el == f64t { x } else { convert(inner, x, f64t) };
            // maximumf propagates NaN, as the reference's amax does.
            inner.val(OperationBuilder::new("arith.maximumf", inner.location).add_operands(&[m, absf(inner, x)]).add_results(&[f64t]).build().expect("valid arith.maximumf"))
        });
        let mut args = vec![amax];
        if nvfp4 {
            args.push(g);
        }
        let scale_code = call(outer, &mut lib.borrow_mut(), scale_helper, &args, i8t);
        loops::store(outer, view(outer, scale_code, scale_el), scales, ivs);
        loops::nest(outer, &[block_size], &mut |inner, j| {
            let index = element_of_block(inner, ivs, j[0]);
            let x = loops::load(inner, input, &index);
            let mut args = vec![x, scale_code];
            if nvfp4 {
                args.push(g);
            }
            let code = call(inner, &mut lib.borrow_mut(), element_helper, &args, elem_el);
            loops::store(inner, code, elems, &index);
        });
    });
    Ok((elems, scales))
}
