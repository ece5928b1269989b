//! `lpf-fold`: constant folding through `lpf-numerics`.
//!
//! - `lpf.constant` with decimal literals becomes the exact bits it stands for (`0x..` literals),
//!   each rounded once from its digits, never through f64.
//! - `lpf.convert`, `lpf.add/sub/mul/div/neg` and `lpf.cmp` of constants become constants, with
//!   the op's rounding and overflow attributes applied by the numerics crate.
//! - `lpf.conv` of two constants becomes its ordered sums (`kernels::conv`).
//! - `arith.fptosi` / `arith.fptoui` of an lpf constant become an integer constant when every
//!   element truncates into range; a NaN, an infinity or an out-of-range value has no integer
//!   value (upstream calls the result poison), so folding it would invent one: the pass reports
//!   an error at the op instead and leaves it in place.
//!
//! Constants that only fed folded ops are erased. Ops run in block order, so a chain of
//! foldable ops folds in one run.

use lpf_dialect::unwind::WalkGuarded;
use crate::ir_numerics::{self, Constant, Element};
use crate::pass::lpf_pass;
use crate::melior_ext::{build, replace_op};
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_dialect::{attrs, lpf_dialect_handle};
use lpf_numerics::kernels::{self, CmpPredicate};
use lpf_numerics::{Code, Format, IntStatus, IntType};
use melior::dialect::DialectHandle;
use melior::ir::attribute::{ArrayAttribute, Attribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationLike, OperationResult, WalkOrder, WalkResult};
use melior::ir::{OperationRef, Type, TypeLike, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;

lpf_pass!(
    "lpf-fold",
    "LpfFold",
    "Fold lpf.constant/convert/elementwise ops (and float-to-int casts) of constants into exact bits via lpf-numerics",
    run,
    [lpf_dialect_handle(), DialectHandle::arith()]
);

/// What `lpf-fold` reads: the lpf ops, and the two float-to-int casts it folds.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Target {
    Lpf(LpfOp),
    FpToInt { signed: bool },
}

impl Target {
    fn of(op: &OperationRef) -> Option<Target> {
        if let Some(kind) = LpfOp::of(op) {
            return Some(Target::Lpf(kind));
        }
        match op.name().as_string_ref().as_str() {
            Ok("arith.fptosi") => Some(Target::FpToInt { signed: true }),
            Ok("arith.fptoui") => Some(Target::FpToInt { signed: false }),
            _ => None,
        }
    }

    /// How many constant operands an op [`evaluate`] folds takes; `None` for the ops it does not
    /// fold (`lpf.constant` is read, not evaluated: [`fold_constant`]).
    fn arity(self) -> Option<usize> {
        match self {
            Target::Lpf(LpfOp::Binary(_) | LpfOp::Cmp | LpfOp::Conv) => Some(2),
            Target::Lpf(LpfOp::Convert | LpfOp::Neg) | Target::FpToInt { .. } => Some(1),
            Target::Lpf(
                LpfOp::Constant
                | LpfOp::Relu
                | LpfOp::LeakyRelu
                | LpfOp::Dot
                | LpfOp::ReduceSum
                | LpfOp::ScaledDot
                | LpfOp::QuantizeBlock
                | LpfOp::DequantizeBlock,
            ) => None,
        }
    }

    /// Whether the pass visits the op: a constant to read, or an op to fold.
    fn visited(self) -> bool {
        self == Target::Lpf(LpfOp::Constant) || self.arity().is_some()
    }
}

fn run(root: OperationRef, pass: ExternalPass) {
    // Collect first: replacing ops while walking would erase the op the walk stands on.
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if Target::of(&op).is_some_and(Target::visited) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut failed = false;
    let mut feeders = Vec::new();
    for raw in found {
        // SAFETY: collected from this walk; only ops processed earlier were erased, and an op is
        // erased only after the ops it fed were replaced.
        let op = unsafe { OperationRef::from_raw(raw) };
        match fold(op) {
            Ok(Some(sources)) => feeders.extend(sources),
            Ok(None) => {}
            Err(error) => {
                error.context("lpf-fold: ").emit(op.location());
                failed = true;
            }
        }
    }
    erase_dead_constants(feeders);
    if failed {
        pass.signal_failure();
    }
}

/// Folds `op` if its operands are constants; returns the constant ops it consumed.
fn fold<'c>(op: OperationRef<'c, '_>) -> Result<Option<Vec<mlir_sys::MlirOperation>>, LpfError<'c>> {
    if LpfOp::of(&op) == Some(LpfOp::Constant) {
        return fold_constant(op).map(|_| None);
    }
    let mut inputs = Vec::new();
    let mut sources = Vec::new();
    for operand in op.operands() {
        let Some(owner) = defining_op(operand) else { return Ok(None) };
        // Splats stay one code: a splat folds to a splat, whatever its size.
        match ir_numerics::constant_read(&owner, ir_numerics::SplatReading::Compact) {
            Ok(Some(c)) => inputs.push(c),
            // A non-constant operand, or a constant lpf cannot read: nothing to fold.
            Ok(None) | Err(_) => return Ok(None),
        }
        sources.push(owner.to_raw());
    }
    let Some(folded) = evaluate(op, &inputs)? else { return Ok(None) };
    let result_type = op.result(0)?.r#type();
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let (name, value) = match folded {
        Folded::Lpf(format, codes) => (LpfOp::Constant.name(), lpf_constant_attribute(context, result_type, format, &codes)),
        Folded::Int(int, bits) => ("arith.constant", int_constant_attribute(context, result_type, int, &bits)?),
    };
    let new = build(context, name, op.location(), &[], &[("value", value)], &[result_type])?;
    insert_and_replace(op, new)?;
    Ok(Some(sources))
}

/// What one op folds to: codes of its lpf result format, or the bits of its integer result
/// (`lpf.cmp`, the float-to-int casts).
pub enum Folded {
    Lpf(Format, Vec<Code>),
    Int(IntType, Vec<Code>),
}

/// The value `op` computes from its operands' constant values `inputs`, through lpf-numerics;
/// `Ok(None)` when `op` is not one lpf folds (or its types are not lpf's), `Err` when it must not
/// fold (a float-to-int cast with no integer value). Both `lpf-fold` and the ops' C++ `fold`
/// (and so `-canonicalize`) run this, so they cannot give different bits.
pub fn evaluate<'c>(op: OperationRef, inputs: &[Constant]) -> Result<Option<Folded>, LpfError<'c>> {
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let Some(target) = Target::of(&op) else { return Ok(None) };
    let Some(arity) = target.arity() else { return Ok(None) };
    if inputs.len() != arity || op.operand_count() != arity || op.result_count() != 1 {
        return Ok(None);
    }
    let result_type = op.result(0)?.r#type();
    let Some(out) = ir_numerics::type_info(result_type) else { return Ok(None) };
    let folded: Vec<Code> = match target {
        Target::Lpf(LpfOp::Convert) => {
            let (Element::Float(from), Element::Float(to)) = (inputs[0].info.element, out.element) else { return Ok(None) };
            let rnd = ir_numerics::rounding(attrs::rounding(&op)?);
            let ovf = ir_numerics::overflow(attrs::overflow(&op)?, to);
            inputs[0].codes.iter().map(|c| lpf_numerics::convert(from, to, *c, rnd, ovf)).collect()
        }
        Target::Lpf(LpfOp::Binary(binary)) => {
            let Element::Float(format) = out.element else { return Ok(None) };
            let rnd = ir_numerics::rounding(attrs::rounding(&op)?);
            let bin = ir_numerics::binary_op(binary);
            let pairs = element_pairs(&inputs[0].codes, &inputs[1].codes);
            pairs.map(|(a, b)| kernels::binary(bin, format, a, b, rnd)).collect::<Result<_, _>>().map_err(LpfError::of)?
        }
        Target::Lpf(LpfOp::Neg) => {
            let Element::Float(format) = out.element else { return Ok(None) };
            let codes = inputs[0].codes.iter().map(|c| kernels::negate(format, *c));
            codes.collect::<Result<_, _>>().map_err(LpfError::of)?
        }
        Target::Lpf(LpfOp::Cmp) => {
            let Element::Float(format) = inputs[0].info.element else { return Ok(None) };
            let predicate = attrs::predicate(&op)?;
            let predicate = CmpPredicate::parse(predicate.as_str()).map_err(LpfError::of)?;
            let pairs = element_pairs(&inputs[0].codes, &inputs[1].codes);
            let bits = pairs
                .map(|(a, b)| kernels::compare(predicate, format, a, b).map(Code::from))
                .collect::<Result<Vec<_>, _>>()
                .map_err(LpfError::of)?;
            return Ok(Some(Folded::Int(IntType { bits: 1, signed: false }, bits)));
        }
        Target::Lpf(LpfOp::Conv) => {
            // The result's element is the accumulator (verified).
            let Element::Float(format) = out.element else { return Ok(None) };
            let hardware = attrs::hardware(&op)?;
            let acc = kernels::Accumulator::from_format(format).ok();
            if hardware.is_none() && acc.is_none() {
                return Ok(None);
            }
            let operand = |c: &Constant| -> Option<kernels::Tensor> {
                let Element::Float(f) = c.info.element else { return None };
                // A compact splat is one code for every element.
                let count = kernels::element_count(&c.shape)?;
                let codes = if c.codes.len() == 1 && count != 1 { vec![c.codes[0]; count] } else { c.codes.clone() };
                kernels::Tensor::new(f, c.shape.clone(), codes).ok()
            };
            let (Some(lhs), Some(rhs)) = (operand(&inputs[0]), operand(&inputs[1])) else { return Ok(None) };
            let geometry = ir_numerics::conv_geometry(&op, lhs.shape.len().saturating_sub(2))?;
            match (hardware, acc) {
                // A matrix unit's convolution: its model, as lpf-run's reference computes it.
                (Some(unit), _) => lpf_numerics::matrix_units::hardware_conv(&unit, &lhs, &rhs, &geometry, format).map_err(LpfError::of)?.codes,
                (None, Some(acc)) => kernels::conv(&lhs, &rhs, &geometry, acc).map_err(LpfError::of)?.codes,
                (None, None) => return Ok(None),
            }
        }
        Target::FpToInt { signed } => {
            let (Element::Float(format), Element::Int(int)) = (inputs[0].info.element, out.element) else { return Ok(None) };
            let ty = IntType { bits: int.bits, signed };
            let mut bits = Vec::with_capacity(inputs[0].codes.len());
            for (index, code) in inputs[0].codes.iter().enumerate() {
                let (value, status) = lpf_numerics::to_int(format, *code, ty);
                if status != IntStatus::InRange {
                    let element = if inputs[0].shape.is_empty() { String::new() } else { format!(" element {index}") };
                    return Err(LpfError::new(format!(
                        "cannot fold {name} of constant{element} ({format} {}): {status}, so the result has no integer value; \
                         clamp or select the value first",
                        ir_numerics::hex_literal(format, *code)
                    )));
                }
                bits.push(value as u64 & ir_numerics::int_mask(ty));
            }
            return Ok(Some(Folded::Int(int, bits)));
        }
        // Not folded: `arity` returned for these already.
        Target::Lpf(_) => return Ok(None),
    };
    let Element::Float(format) = out.element else { return Ok(None) };
    Ok(Some(Folded::Lpf(format, folded)))
}

/// The element pairs of two operands of one shape, either of which may be a compact splat (one
/// code for every element, ir_numerics::SplatReading::Compact): the splat's code pairs with each of
/// the other's; two splats give one pair, a splat result.
fn element_pairs<'a>(a: &'a [Code], b: &'a [Code]) -> impl Iterator<Item = (Code, Code)> + 'a {
    let count = match (a.len(), b.len()) {
        (1, n) | (n, 1) => n,
        (n, m) => n.min(m),
    };
    let at = |codes: &[Code], i: usize| if codes.len() == 1 { codes[0] } else { codes[i] };
    (0..count).map(move |i| (at(a, i), at(b, i)))
}

/// Rewrites an `lpf.constant` whose literals are not yet the canonical raw bits.
fn fold_constant<'c>(op: OperationRef<'c, '_>) -> Result<(), LpfError<'c>> {
    let Some(constant) = ir_numerics::constant_read(&op, ir_numerics::SplatReading::Compact)? else { return Ok(()) };
    let Element::Float(format) = constant.info.element else { return Ok(()) };
    let canonical = literal_attribute_texts(format, &constant);
    let current = match attrs::constant_value(&op)? {
        attrs::ConstantValue::Scalar(text) => vec![text],
        attrs::ConstantValue::Dense { literals, .. } => literals,
    };
    if current == canonical {
        return Ok(());
    }
    let ty = op.result(0)?.r#type();
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context: &Context = lpf_dialect::context::context_of(op.context());
    let value = lpf_constant_attribute(context, ty, format, &constant.codes);
    insert_and_replace(op, build(context, LpfOp::Constant.name(), op.location(), &[], &[("value", value)], &[ty])?)
}

/// The literals an `lpf.constant` of these codes is written with: one if they are all equal.
fn literal_attribute_texts(format: Format, constant: &Constant) -> Vec<String> {
    let all_equal = constant.codes.windows(2).all(|w| w[0] == w[1]);
    let codes = if all_equal && !constant.codes.is_empty() { &constant.codes[..1] } else { &constant.codes[..] };
    codes.iter().map(|c| ir_numerics::hex_literal(format, *c)).collect()
}

/// The `value` of an `lpf.constant` of type `ty` holding `codes`: raw-bit literals, one when
/// they are all equal.
pub fn lpf_constant_attribute<'c>(context: &'c Context, ty: Type<'c>, format: Format, codes: &[Code]) -> Attribute<'c> {
    let is_tensor = ir_numerics::type_info(ty).is_some_and(|t| t.dims.is_some());
    let shape: Vec<usize> = if is_tensor { vec![codes.len()] } else { Vec::new() };
    let texts = literal_attribute_texts(
        format,
        &Constant { info: ir_numerics::TypeInfo { element: Element::Float(format), dims: None }, shape, codes: codes.to_vec() },
    );
    if is_tensor {
        let items: Vec<Attribute> = texts.iter().map(|t| StringAttribute::new(context, t).into()).collect();
        ArrayAttribute::new(context, &items).into()
    } else {
        StringAttribute::new(context, &texts[0]).into()
    }
}

/// The `value` of an `arith.constant` of integer (or `i1`) type `ty` holding `bits`: one per
/// element, or one for a splat. Built through the C API from the element attributes, so the
/// result has `ty`'s shape whatever its rank (a flat `dense<[...]>` text would not). The
/// attribute lives in `ty`'s context (the parameter ties its lifetime).
pub fn int_constant_attribute<'c>(_context: &'c Context, ty: Type<'c>, int: IntType, bits: &[Code]) -> Result<Attribute<'c>, LpfError<'c>> {
    let info = ir_numerics::type_info(ty).ok_or_else(|| format!("{ty} is not an integer type or tensor"))?;
    // SAFETY: `ty` is a live type of `context`; the element type of a shaped type is one too.
    let element_type = unsafe {
        if info.dims.is_some() { mlir_sys::mlirShapedTypeGetElementType(ty.to_raw()) } else { ty.to_raw() }
    };
    // SAFETY: an integer attribute of a live integer type.
    let element = |b: &Code| unsafe { mlir_sys::mlirIntegerAttrGet(element_type, ir_numerics::int_value(int, *b) as i64) };
    let Some(shape) = info.dims.as_ref().map(|_| info.static_shape().ok_or_else(|| format!("{ty} has no static shape"))).transpose()? else {
        let bit = bits.first().ok_or_else(|| format!("no value for the scalar {ty}"))?;
        // SAFETY: a live attribute of `context`.
        return Ok(unsafe { Attribute::from_raw(element(bit)) });
    };
    let count = shape.iter().try_fold(1usize, |n, d| n.checked_mul(*d)).ok_or_else(|| format!("{ty} has too many elements"))?;
    let raw = match bits {
        // SAFETY: a splat of one element attribute of the tensor's element type.
        [bit] if count != 1 => unsafe { mlir_sys::mlirDenseElementsAttrSplatGet(ty.to_raw(), element(bit)) },
        _ if bits.len() == count => {
            let elements: Vec<mlir_sys::MlirAttribute> = bits.iter().map(element).collect();
            // SAFETY: exactly `count` element attributes of the tensor's element type.
            unsafe { mlir_sys::mlirDenseElementsAttrGet(ty.to_raw(), elements.len() as isize, elements.as_ptr()) }
        }
        _ => return Err(LpfError::new(format!("{} values for {ty}", bits.len()))),
    };
    // SAFETY: a live attribute of `context`.
    Ok(unsafe { Attribute::from_raw(raw) })
}

fn insert_and_replace<'c>(op: OperationRef<'c, '_>, new: melior::ir::Operation<'c>) -> Result<(), LpfError<'c>> {
    let block = op.block().ok_or("op outside a block")?;
    let new = block.insert_operation_before(op, new);
    let result: Value = new.result(0)?.into();
    replace_op(op, &[result]);
    Ok(())
}

fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    OperationResult::try_from(value).ok().map(|r| r.owner())
}

/// Erases the constants that fed folded ops and have no uses left (each once).
fn erase_dead_constants(mut ops: Vec<mlir_sys::MlirOperation>) {
    ops.sort_by_key(|o| o.ptr as usize);
    ops.dedup_by_key(|o| o.ptr as usize);
    for raw in ops {
        // SAFETY: constants are never erased before this point (only folded ops are), so `raw`
        // is live; a constant's single result is checked for uses before it is destroyed.
        unsafe {
            let result = mlir_sys::mlirOperationGetResult(raw, 0);
            if mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(result)) {
                mlir_sys::mlirOperationDestroy(raw);
            }
        }
    }
}
