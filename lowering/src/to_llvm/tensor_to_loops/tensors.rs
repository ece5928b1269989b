//! The tensor ops that only make or move values: constants (a splat as one fill, others as a
//! private global of storage codes), `tensor.empty` and `tensor.splat`, `tensor.cast` and the
//! reshapes (views of a contiguous buffer, row-major copies of any other).

use super::function::{fill, forever, scalar_constant, FnLowering, Lowered};
use super::signature::buffer_type;
use crate::ir_numerics::{self, Element};
use crate::to_llvm::builders::ir::Ir;
use crate::to_llvm::builders::loops::{self, dims_of, element_of, memref_type};
use crate::to_llvm::helpers::storage_type;
use lpf_dialect::error::LpfError;
use melior::dialect::{arith, memref};
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute};
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::{Identifier, OperationRef, Type, Value, ValueLike};

impl<'c> FnLowering<'c, '_, '_> {
    pub(super) fn lower_tensor_constant<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        // A splat is read as its one code (a fill loop below), whatever its size.
        let constant = ir_numerics::constant_read(&op, ir_numerics::SplatReading::Compact)?.ok_or("not a constant")?;
        let ty = op.result(0)?.r#type();
        let element = element_of(ty).ok_or("constant without element type")?;
        let dims: Vec<Option<u64>> = constant.shape.iter().map(|d| Some(*d as u64)).collect();
        let first = constant.codes.first().copied().unwrap_or(0);
        if constant.codes.iter().all(|c| *c == first) {
            // A splat (or empty) constant: one scalar constant and a fill loop.
            let buffer = self.temporary(ir, element, &dims, &[]);
            let scalar = scalar_constant(ir, constant.info.element, element, first)?;
            fill(ir, buffer, scalar);
            return self.bind(op, 0, buffer);
        }
        let storage = match constant.info.element {
            Element::Float(f) => storage_type(ir.context, f),
            Element::Int(_) => element,
        };
        let bits = melior::ir::r#type::IntegerType::try_from(storage).map(|t| t.width()).unwrap_or(64);
        let literals: Vec<String> = constant.codes.iter().map(|c| signed_literal(*c, bits)).collect();
        let shape: Vec<String> = constant.shape.iter().map(|d| format!("{d}x")).collect();
        let text = format!("dense<{}> : tensor<{}{}>", nested(&literals, &constant.shape), shape.concat(), storage);
        let value = Attribute::parse(ir.context, &text).ok_or_else(|| format!("internal error: cannot build {text}"))?;
        let name = self.library.unique_global_name();
        let global_type = memref_type(storage, &dims);
        self.library.add_global(memref::global(
            ir.context,
            &name,
            Some("private"),
            global_type,
            Some(value),
            true,
            None,
            ir.location,
        ));
        let global = ir.val(memref::get_global(ir.context, &name, global_type, ir.location));
        let value = if storage == element { global } else { cast(ir, global, memref_type(element, &dims).into()) };
        self.bind(op, 0, value)
    }

    /// A fresh buffer for result 0 of `op` (tensor.empty / tensor.splat), its dynamic sizes
    /// taken from `dynamic` in order.
    pub(super) fn fresh_result<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>, dynamic: &[Value<'c, 'static>]) -> Lowered<'c, (Value<'c, 'a>, Type<'c>)> {
        let ty = op.result(0)?.r#type();
        let (dims, element) = (dims_of(ty).ok_or("result is not ranked")?, element_of(ty).ok_or("element")?);
        let mut dynamic = dynamic.iter();
        let sizes: Vec<Value> = dims
            .iter()
            .map(|d| match d {
                Some(d) => ir.index(*d as i64),
                None => dynamic.next().copied().unwrap_or_else(|| ir.index(0)),
            })
            .collect();
        Ok((self.temporary(ir, element, &dims, &sizes), element))
    }

    pub(super) fn lower_empty<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let sizes = self.operands(op)?;
        let (buffer, element) = self.fresh_result(ir, op, &sizes)?;
        // Fresh tensors read as all-zero codes (as lpf-run's reference does).
        let zero = scalar_constant(ir, ir_numerics::element_of(element).ok_or("element")?, element, 0)?;
        fill(ir, buffer, zero);
        self.bind(op, 0, buffer)
    }

    pub(super) fn lower_splat<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let (buffer, _) = self.fresh_result(ir, op, &operands[1..])?;
        fill(ir, buffer, operands[0]);
        self.bind(op, 0, buffer)
    }

    /// `tensor.extract` of an lpf buffer (a `stablehlo.dynamic_slice`'s start index, a scalar
    /// a foreign op reads, as the linalg conversion writes them): a `memref.load` of the code.
    /// An extract of a foreign tensor stays on tensors for bufferisation instead.
    pub(super) fn lower_extract<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let operands = self.operands(op)?;
        let value = ir.val(memref::load(operands[0], &operands[1..], ir.location));
        self.bind(op, 0, value)
    }

    /// An `unrealized_conversion_cast` between two tensor types with the same buffer type (the
    /// linalg conversion's `ui32` <-> `i32`): the buffer as it is; any other is refused.
    pub(super) fn lower_same_buffer_cast<'a>(&mut self, _ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let (from, to) = (op.operand(0)?.r#type(), op.result(0)?.r#type());
        if op.operand_count() != 1 || op.result_count() != 1 || buffer_type(from)? != buffer_type(to)? {
            return Err(LpfError::unsupported(format!("from {from} to {to} is not supported by the LLVM exit (only a change of integer signedness is)")));
        }
        let source = self.get(op.operand(0)?)?;
        self.bind(op, 0, source)
    }

    /// `tensor.cast`: the buffer as it is, or a `memref.cast` to the result's buffer type.
    pub(super) fn lower_tensor_cast<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let source = self.get(op.operand(0)?)?;
        let target = buffer_type(op.result(0)?.r#type())?;
        let cast = if source.r#type() == target { source } else { forever(ir.val(memref::cast(source, melior::ir::r#type::MemRefType::try_from(target)?, ir.location))) };
        self.bind(op, 0, cast)
    }

    pub(super) fn lower_reshape<'a>(&mut self, ir: &Ir<'c, 'a>, op: OperationRef<'c, '_>) -> Lowered<'c, ()> {
        let source = self.get(op.operand(0)?)?;
        let ty = op.result(0)?.r#type();
        let (dims, element) = (dims_of(ty).ok_or("result is not ranked")?, element_of(ty).ok_or("element")?);
        if dims.iter().any(Option::is_none) {
            return Err(LpfError::unsupported("reshapes to dynamic shapes are not supported by the LLVM exit"));
        }
        if let Some(view) = reshaped_view(ir, source, &dims)? {
            return self.bind(op, 0, view);
        }
        let sizes: Vec<Value> = dims.iter().map(|d| ir.index(d.unwrap_or(0) as i64)).collect();
        let out = self.temporary(ir, element, &dims, &sizes);
        let source_sizes = loops::dims(ir, source);
        // Copy in row-major order: the result's linear index, re-split over the source's dims.
        loops::nest(ir, &sizes, &mut |inner, ivs| {
            let mut linear = inner.index(0);
            for (iv, size) in ivs.iter().zip(&sizes) {
                linear = inner.val(arith::addi(inner.val(arith::muli(linear, *size, inner.location)), *iv, inner.location));
            }
            let mut index = vec![linear; source_sizes.len()];
            for d in (0..source_sizes.len()).rev() {
                index[d] = inner.val(arith::remui(linear, source_sizes[d], inner.location));
                linear = inner.val(arith::divui(linear, source_sizes[d], inner.location));
            }
            let value = loops::load(inner, source, &index);
            loops::store(inner, value, out, ivs);
        });
        self.bind(op, 0, out)
    }
}

/// A reshape of `source` to `dims` as a view of its buffer (`memref.collapse_shape` to one
/// dimension, then `memref.expand_shape`), where its elements lie row-major and contiguous (the
/// identity layout, static sizes: every lpf buffer and argument): the same elements in the same
/// order, so no copy. Every buffer an lpf op or call writes is its own new one (and a foreign
/// op writes only copies of lpf buffers), so nothing writes the source while the view is read;
/// `lpf-free-early` counts the view's uses as the source's. A copy (None) for any other layout
/// (a foreign op's strided view) and for rank 0 on either side (a single element).
///
/// Why: a model's reshapes (flattening an image, splitting heads, the folding of XLA's reduce
/// orders) were each a row-major copy loop of a division and remainder per index and element:
/// a 3.2 MB batch norm input copied that way was an eighth of its statistics' call.
fn reshaped_view<'c, 'a>(ir: &Ir<'c, 'a>, source: Value<'c, 'a>, dims: &[Option<u64>]) -> Lowered<'c, Option<Value<'c, 'a>>> {
    let ty = source.r#type();
    let (Some(source_dims), Some(element)) = (dims_of(ty), element_of(ty)) else { return Ok(None) };
    if !loops::identity_layout(ty) || source_dims.is_empty() || dims.is_empty() || source_dims.iter().chain(dims).any(Option::is_none) {
        return Ok(None);
    }
    let count: u64 = dims.iter().flatten().product();
    let flat = if source_dims.len() == 1 {
        source
    } else {
        let all: Vec<String> = (0..source_dims.len()).map(|d| d.to_string()).collect();
        reassociated(ir, "memref.collapse_shape", source, &format!("[[{}]]", all.join(", ")), &[], memref_type(element, &[Some(count)]).into())?
    };
    if dims.len() == 1 {
        return Ok(Some(flat));
    }
    let all: Vec<String> = (0..dims.len()).map(|d| d.to_string()).collect();
    let shape: Vec<i64> = dims.iter().map(|d| d.unwrap_or(0) as i64).collect();
    Ok(Some(reassociated(ir, "memref.expand_shape", flat, &format!("[[{}]]", all.join(", ")), &shape, memref_type(element, dims).into())?))
}

/// `name` (`memref.collapse_shape` or `memref.expand_shape`) of `source` into `result` by
/// `reassociation` (its attribute's text); `output_shape`: an expansion's static sizes.
fn reassociated<'c, 'a>(ir: &Ir<'c, 'a>, name: &str, source: Value<'c, 'a>, reassociation: &str, output_shape: &[i64], result: Type<'c>) -> Lowered<'c, Value<'c, 'a>> {
    let reassociation = Attribute::parse(ir.context, reassociation).ok_or("internal error: a reassociation")?;
    let mut attributes = vec![(Identifier::new(ir.context, "reassociation"), reassociation)];
    if name == "memref.expand_shape" {
        attributes.push((Identifier::new(ir.context, "static_output_shape"), DenseI64ArrayAttribute::new(ir.context, output_shape).into()));
    }
    let op = OperationBuilder::new(name, ir.location)
        .add_operands(&[source])
        .add_attributes(&attributes)
        .add_results(&[result])
        .build()
        .map_err(|e| format!("internal error: cannot build {name}: {e}"))?;
    Ok(ir.val(op))
}

/// Row-major literals nested by `shape`, as a dense attribute spells them (`[[1, 2], [3, 4]]`).
pub(super) fn nested(literals: &[String], shape: &[usize]) -> String {
    match shape.split_first() {
        None => literals.first().cloned().unwrap_or_default(),
        Some((first, rest)) => {
            let inner: usize = rest.iter().product();
            let parts: Vec<String> = (0..*first).map(|i| nested(&literals[i * inner..(i + 1) * inner], rest)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// The decimal literal of a code in a signed integer of `bits` bits (dense attributes are signed).
pub(super) fn signed_literal(code: u64, bits: u32) -> String {
    if bits >= 64 {
        return (code as i64).to_string();
    }
    let sign = 1u64 << (bits - 1);
    let value = (code & ((sign << 1) - 1)) as i64;
    if code & sign != 0 { (value - (1i64 << bits)).to_string() } else { value.to_string() }
}

/// `builtin.unrealized_conversion_cast`: a view of one value as another type that the storage
/// legalisation turns into the identity (both sides get the same storage type).
pub(super) fn cast<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
    ir.val(
        OperationBuilder::new("builtin.unrealized_conversion_cast", ir.location)
            .add_operands(&[value])
            .add_results(&[ty])
            .build()
            .expect("valid cast"),
    )
}
