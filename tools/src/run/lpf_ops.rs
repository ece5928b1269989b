//! The lpf ops on the numerics crate's reference kernels. This file only moves data and reads
//! attributes: every value is computed by `lpf_numerics` (no rounding happens here).

use lpf_dialect::error::{Code, LpfError};
use super::buffer::{axis_back, axis_last, swap_last_two, Buffer};
use super::error::RunError;
use super::op::Op;
use lpf_dialect::attrs;
use lpf_lowering::ir_numerics::{self, Element, TypeInfo};
use lpf_numerics::kernels::{self, Accumulator, BinaryOp, BlockScaled, CmpPredicate, Tensor};
use lpf_numerics::scale::ScaleRounding;
use lpf_numerics::{Format, IntType, Overflow, RoundWith, Rounding, SfWidth, Stochastic};

fn tensor(op: &Op, index: usize) -> Result<Tensor, RunError> {
    let input = op.inputs.get(index).ok_or_else(|| op.fail(format!("has no operand {index}")))?;
    input.tensor().ok_or_else(|| op.fail(format!("operand {index} is not of a number format")))
}

fn result_format(op: &Op, index: usize) -> Result<Format, RunError> {
    match op.result_info(index)?.element {
        Element::Float(f) => Ok(f),
        Element::Int(_) => Err(op.fail("result is not of a number format")),
    }
}

fn rounding(op: &Op) -> Result<Rounding, RunError> {
    Ok(ir_numerics::rounding(attrs::rounding(&op.op).map_err(|e| op.fail(e))?))
}

fn kernel<T>(op: &Op, result: Result<T, kernels::KernelError>) -> Result<T, RunError> {
    result.map_err(|e| op.fail(e))
}

/// How each element of `op` rounds: its deterministic mode, or its stochastic mode with the
/// element's word of the random-bits operand (operand `random`, one i32 code per element).
enum PerElement {
    Mode(Rounding),
    Random(Stochastic, Vec<u64>),
}

impl PerElement {
    fn of(op: &Op, random: usize) -> Result<PerElement, RunError> {
        let Some((mode, bits)) = attrs::stochastic(&op.op).map_err(|e| op.fail(e))? else {
            return Ok(PerElement::Mode(rounding(op)?));
        };
        let sr = ir_numerics::stochastic(mode, bits).map_err(|e| op.fail(e))?;
        let words = op.inputs.get(random).ok_or_else(|| op.fail("has no random-bits operand"))?;
        if !matches!(words.element, Element::Int(IntType { bits: 32, .. })) {
            return Err(op.fail("the random bits are not i32"));
        }
        Ok(PerElement::Random(sr, words.codes.clone()))
    }

    fn at(&self, i: usize) -> RoundWith {
        match self {
            PerElement::Mode(rnd) => RoundWith::Mode(*rnd),
            // The i32 code holds the word's two's-complement bits; only the low N are used.
            PerElement::Random(sr, words) => RoundWith::Random { sr: *sr, random: words[i] as u32 },
        }
    }
}

/// The random bits have the shape of the value they round (issue 41: ref took any operand of
/// the same size, a 4x2 for a 2x4 under dynamic shapes, where the LLVM exit refuses): the
/// message the exit's run-time check gives.
fn same_shape(op: &Op, value: &[usize], random: &[usize]) -> Result<(), RunError> {
    if value != random {
        return Err(op.fail(format!("operand shapes differ: {value:?} vs {random:?}")));
    }
    Ok(())
}

pub fn convert(op: &Op) -> Result<Buffer, RunError> {
    let input = tensor(op, 0)?;
    let to = result_format(op, 0)?;
    let how = PerElement::of(op, 1)?;
    let ovf = ir_numerics::overflow(attrs::overflow(&op.op).map_err(|e| op.fail(e))?, to);
    if let Some(random) = op.inputs.get(1) {
        same_shape(op, &input.shape, &random.shape)?;
    }
    let codes = match how {
        PerElement::Mode(rnd) => kernels::convert::convert_all(input.format, to, &input.codes, rnd, ovf),
        _ => input.codes.iter().enumerate().map(|(i, c)| lpf_numerics::convert_with(input.format, to, *c, how.at(i), ovf)).collect(),
    };
    Ok(Buffer { element: Element::Float(to), shape: input.shape, codes })
}

pub fn binary(op: &Op, bin: BinaryOp) -> Result<Buffer, RunError> {
    let (lhs, rhs) = (tensor(op, 0)?, tensor(op, 1)?);
    let how = match PerElement::of(op, 2)? {
        PerElement::Mode(rnd) => return Ok(Buffer::from_tensor(kernel(op, kernels::elementwise(bin, &lhs, &rhs, rnd))?)),
        random => random,
    };
    // Stochastic: each element's exact result rounded by its own random word.
    if lhs.format != rhs.format || lhs.shape != rhs.shape {
        return Err(op.fail("the operands differ in type"));
    }
    let random = op.inputs.get(2).ok_or_else(|| op.fail("has no random-bits operand"))?;
    same_shape(op, &lhs.shape, &random.shape)?;
    let codes = lhs.codes.iter().zip(&rhs.codes).enumerate().map(|(i, (a, b))| kernels::elementwise::binary_with(bin, lhs.format, *a, *b, how.at(i)));
    let codes = kernel(op, codes.collect::<Result<_, _>>())?;
    Ok(Buffer { element: Element::Float(lhs.format), shape: lhs.shape, codes })
}

pub fn negate(op: &Op) -> Result<Buffer, RunError> {
    let input = tensor(op, 0)?;
    let codes = input.codes.iter().map(|c| kernels::negate(input.format, *c)).collect::<Result<_, _>>();
    let codes = kernel(op, codes)?;
    Ok(Buffer { element: Element::Float(input.format), shape: input.shape, codes })
}

/// `lpf.relu` (`leaky == false`) or `lpf.leaky_relu` (slope 2^-7, rounded by its `rounding`).
pub fn activation(op: &Op, leaky: bool) -> Result<Buffer, RunError> {
    let input = tensor(op, 0)?;
    let rnd = if leaky { rounding(op)? } else { Rounding::ToNearestEven };
    let codes = input
        .codes
        .iter()
        .map(|c| if leaky { kernels::leaky_relu(input.format, *c, rnd) } else { kernels::relu(input.format, *c) })
        .collect::<Result<_, _>>();
    let codes = kernel(op, codes)?;
    Ok(Buffer { element: Element::Float(input.format), shape: input.shape, codes })
}

pub fn compare(op: &Op) -> Result<Buffer, RunError> {
    let (lhs, rhs) = (tensor(op, 0)?, tensor(op, 1)?);
    if lhs.format != rhs.format || lhs.shape != rhs.shape {
        return Err(op.fail("operands differ in type or shape"));
    }
    let predicate = attrs::predicate(&op.op).map_err(|e| op.fail(e))?;
    let predicate = CmpPredicate::parse(predicate.as_str()).map_err(|e| op.fail(e))?;
    let codes = lhs
        .codes
        .iter()
        .zip(&rhs.codes)
        .map(|(a, b)| kernels::compare(predicate, lhs.format, *a, *b).map(u64::from))
        .collect::<Result<Vec<_>, _>>();
    Ok(Buffer { element: Element::Int(IntType { bits: 1, signed: false }), shape: lhs.shape, codes: kernel(op, codes)? })
}

/// The `acc(...)` format (f32 by default).
fn accumulator_format(op: &Op) -> Result<Format, RunError> {
    let ty = attrs::acc(&op.op).map_err(|e| op.fail(e))?;
    ir_numerics::format_of(ty).ok_or_else(|| op.fail(format!("accumulator type {ty} is not a number format")))
}

fn accumulator(op: &Op) -> Result<Accumulator, RunError> {
    kernel(op, Accumulator::from_format(accumulator_format(op)?))
}

pub fn dot(op: &Op) -> Result<Buffer, RunError> {
    let (lhs, rhs) = (tensor(op, 0)?, tensor(op, 1)?);
    if let Some(unit) = attrs::hardware(&op.op).map_err(|e| op.fail(e))? {
        // A matrix unit's arithmetic: its instruction chained over k-slices (formats.md,
        // "Hardware arithmetic"); the result type is the instruction's accumulator.
        let result = accumulator_format(op)?;
        return lpf_numerics::matrix_units::hardware_dot(&unit, &lhs, &rhs, result).map(Buffer::from_tensor).map_err(|e| op.fail(e));
    }
    let sf16 = SfWidth::new(16).map(Format::Sf);
    if Some(accumulator_format(op)?) == sf16 {
        // The SF16 hardware accumulation reads SF16 registers: narrower SuperFloat operands
        // widen exactly (their grid 2^-(x-1) is a subset of SF16's 2^-15).
        let Some(sf16) = sf16 else { return Err(op.fail("SF16 is not a format")) };
        let widen = |t: Tensor| Tensor {
            codes: t.codes.iter().map(|c| lpf_numerics::convert(t.format, sf16, *c, Rounding::ToNearestEven, Overflow::Saturate)).collect(),
            format: sf16,
            shape: t.shape,
        };
        return Ok(Buffer::from_tensor(kernel(op, kernels::dot_sf16_hw(&widen(lhs), &widen(rhs)))?));
    }
    Ok(Buffer::from_tensor(kernel(op, kernels::dot(&lhs, &rhs, accumulator(op)?))?))
}

pub fn conv(op: &Op) -> Result<Buffer, RunError> {
    let (lhs, rhs) = (tensor(op, 0)?, tensor(op, 1)?);
    let spatial = lhs.shape.len().checked_sub(2).ok_or_else(|| op.fail("lhs has rank below 3"))?;
    let geometry = ir_numerics::conv_geometry(&op.op, spatial).map_err(|e| op.fail(e))?;
    if let Some(unit) = attrs::hardware(&op.op).map_err(|e| op.fail(e))? {
        // Each output the unit's dot of its K terms in the k order (lpf.dot hardware's model).
        let result = accumulator_format(op)?;
        return lpf_numerics::matrix_units::hardware_conv(&unit, &lhs, &rhs, &geometry, result).map(Buffer::from_tensor).map_err(|e| op.fail(e));
    }
    Ok(Buffer::from_tensor(kernel(op, kernels::conv(&lhs, &rhs, &geometry, accumulator(op)?))?))
}

pub fn reduce_sum(op: &Op) -> Result<Buffer, RunError> {
    let input = tensor(op, 0)?;
    let dims = attrs::dims(&op.op).map_err(|e| op.fail(e))?;
    let dims = dims
        .iter()
        .map(|d| usize::try_from(*d).map_err(|_| op.fail(format!("dimension {d} is negative"))))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Buffer::from_tensor(kernel(op, kernels::reduce_sum(&input, &dims, accumulator(op)?))?))
}

/// The blocked dimension, as the verifier defines it: the first where data and scale types
/// differ, else the last.
fn blocked_axis(data: &TypeInfo, scale: &TypeInfo) -> usize {
    let (d, s) = (data.dims.clone().unwrap_or_default(), scale.dims.clone().unwrap_or_default());
    d.iter().zip(&s).position(|(a, b)| a != b).unwrap_or(d.len().saturating_sub(1))
}

fn block_size(op: &Op) -> Result<usize, RunError> {
    let block = attrs::block(&op.op).map_err(|e| op.fail(e))?;
    usize::try_from(block).map_err(|_| op.fail(format!("block({block}) must be positive")))
}

fn axis_to_end(op: &Op, t: &Tensor, axis: usize) -> Result<Tensor, RunError> {
    if t.shape.is_empty() {
        return Err(op.fail("a scalar has no blocks"));
    }
    let moved = Buffer::from_tensor(t.clone()).permuted(&axis_last(t.shape.len(), axis));
    moved.tensor().ok_or_else(|| op.fail("not a number format"))
}

fn axis_from_end(t: Tensor, axis: usize) -> Buffer {
    let rank = t.shape.len();
    Buffer::from_tensor(t).permuted(&axis_back(rank, axis))
}

/// The optional per-tensor f32 scale (NVFP4's second level) at operand `index`.
fn global_scale(op: &Op, index: usize) -> Result<Option<f32>, RunError> {
    if op.inputs.len() <= index {
        return Ok(None);
    }
    let g = tensor(op, index)?;
    match (g.format, g.codes.as_slice()) {
        // f32 codes are the f32 bits, so this is a reinterpretation, not a conversion.
        (Format::F32, [code]) => Ok(Some(f32::from_bits(*code as u32))),
        _ => Err(op.fail("the per-tensor scale must be one f32 value")),
    }
}

pub fn quantize_block(op: &Op) -> Result<Vec<Buffer>, RunError> {
    let input = tensor(op, 0)?;
    let elem = result_format(op, 0)?;
    let scale = result_format(op, 1)?;
    let axis = blocked_axis(&op.result_info(0)?, &op.result_info(1)?);
    let moved = axis_to_end(op, &input, axis)?;
    // The scale type picks the rule, as the verifier documents: E4M3 scales are NVFP4's.
    let q = if scale == Format::F8E4M3FN {
        if elem != Format::F4E2M1FN || block_size(op)? != 16 {
            return Err(op.fail("NVFP4 (f8E4M3FN scales) quantises to f4E2M1FN in blocks of 16"));
        }
        kernel(op, kernels::quantize_nvfp4(&moved, global_scale(op, 1)?))?
    } else {
        let rule = attrs::scale_rounding(&op.op).map_err(|e| op.fail(e))?;
        let rule = ScaleRounding::parse(rule.as_str()).map_err(|e| op.fail(e))?;
        kernel(op, kernels::quantize_mx(&moved, elem, block_size(op)?, rule))?
    };
    Ok(vec![axis_from_end(q.elems, axis), axis_from_end(q.scales, axis)])
}

pub fn dequantize_block(op: &Op) -> Result<Buffer, RunError> {
    let (elems, scales) = (tensor(op, 0)?, tensor(op, 1)?);
    let axis = blocked_axis(&op.operand_info(0)?, &op.operand_info(1)?);
    let out = result_format(op, 0)?;
    let blocked = BlockScaled {
        elems: axis_to_end(op, &elems, axis)?,
        scales: axis_to_end(op, &scales, axis)?,
        block: block_size(op)?,
        tensor_scale: global_scale(op, 2)?,
    };
    Ok(axis_from_end(kernel(op, kernels::dequantize_block(&blocked, out))?, axis))
}

/// rhs [.., K, N] is blocked along K, so its scales must be [.., K/block, N]. Checked here, in
/// the orientation the user wrote, because the kernel only sees both transposed (and would report
/// the shapes that way).
fn check_rhs_scales(op: &Op, rhs: &[usize], scales: &[usize], block: usize) -> Result<(), RunError> {
    let rank = rhs.len();
    if rank < 2 {
        return Err(op.fail(format!("operand 2 has rank {rank} (need rank >= 2)")));
    }
    let k = rhs[rank - 2];
    if block == 0 || !k.is_multiple_of(block) {
        return Err(op.fail(format!("rhs K = {k} is not a multiple of block size {block}")));
    }
    let mut expected = rhs.to_vec();
    expected[rank - 2] = k / block;
    if scales != expected.as_slice() {
        return Err(op.fail(format!(
            "rhs scale shape {scales:?} does not fit rhs {rhs:?} in blocks of {block} along K (expected {expected:?})"
        )));
    }
    Ok(())
}

pub fn scaled_dot(op: &Op) -> Result<Buffer, RunError> {
    let unit = attrs::hardware(&op.op).map_err(|e| op.fail(e))?;
    let block = block_size(op)?;
    let lhs = BlockScaled { elems: tensor(op, 0)?, scales: tensor(op, 1)?, block, tensor_scale: None };
    // The kernel wants both operands blocked along their last dimension: rhs [.., K, N] and its
    // scales [.., K/block, N] are transposed to [.., N, K] and [.., N, K/block].
    let transposed = |index: usize| -> Result<Tensor, RunError> {
        let t = tensor(op, index)?;
        if t.shape.len() < 2 {
            return Err(op.fail(format!("operand {index} has rank {} (need rank >= 2)", t.shape.len())));
        }
        let rank = t.shape.len();
        Buffer::from_tensor(t).permuted(&swap_last_two(rank)).tensor().ok_or_else(|| op.fail("not a number format"))
    };
    check_rhs_scales(op, &tensor(op, 2)?.shape, &tensor(op, 3)?.shape, block)?;
    let rhs = BlockScaled { elems: transposed(2)?, scales: transposed(3)?, block, tensor_scale: None };
    if let Some(unit) = unit {
        // The unit's block-scaled instruction chained over k-slices (formats.md, "Hardware
        // arithmetic"); the verifier refuses a per-tensor scale with it.
        if op.inputs.len() > 4 {
            return Err(op.refuse(LpfError::coded(Code::E0913, format!("the block-scaled instructions of \"{unit}\" take no per-tensor scale"))));
        }
        let result = accumulator_format(op)?;
        return lpf_numerics::matrix_units::hardware_scaled_dot(&unit, &lhs, &rhs, result).map(Buffer::from_tensor).map_err(|e| op.fail(e));
    }
    let acc = accumulator(op)?;
    let product = kernel(op, kernels::scaled_dot(&lhs, &rhs, acc))?;
    if op.inputs.len() < 5 {
        return Ok(Buffer::from_tensor(product));
    }
    // The per-tensor scale multiplies each accumulated result once, rounded in the accumulator
    // (the op's definition; lpf-decompose-scaled-dot emits the same lpf.mul).
    let global = tensor(op, 4)?;
    let Some(g) = global.codes.first() else { return Err(op.fail("the per-tensor scale is empty")) };
    let g = lpf_numerics::convert(global.format, acc.format(), *g, Rounding::ToNearestEven, Overflow::NanOrInf);
    let splat = Tensor { format: acc.format(), shape: product.shape.clone(), codes: vec![g; product.codes.len()] };
    Ok(Buffer::from_tensor(kernel(op, kernels::elementwise(BinaryOp::Mul, &product, &splat, Rounding::ToNearestEven))?))
}
