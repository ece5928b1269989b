//! Dynamically shaped results on the C interface: the caller cannot size a buffer it has not
//! seen, so the function allocates the result itself (`malloc`, through `memref.alloc` without an
//! alignment, so that `allocated == aligned`) and writes the whole memref descriptor
//! `{allocated, aligned, offset, sizes[R], strides[R]}` through the pointer the caller passed in
//! that result's place. The caller reads the shape from the descriptor and frees `allocated`.
//! Statically shaped results stay caller-provided buffers (docs/llvm.md, "The ABI").
//!
//! In the lowered function such a result's parameter is an `!llvm.ptr` (the C interface passes
//! non-memref parameters through unchanged, so the C signature is still one pointer per result).

use super::builders::ir::Ir;
use super::builders::loops;
use melior::dialect::{arith, llvm, memref};
use melior::ir::attribute::DenseI32ArrayAttribute;
use melior::ir::r#type::MemRefType;
use melior::ir::{Type, TypeLike, Value, ValueLike};

/// Whether a result of type `ty` (a tensor with a `?`) is returned by descriptor.
pub fn is_dynamic(ty: Type) -> bool {
    ty.is_tensor() && loops::dims_of(ty).is_some_and(|dims| dims.iter().any(Option::is_none))
}

/// The parameter type of such a result: a pointer to the caller's descriptor.
pub fn parameter_type(context: &melior::Context) -> Type<'_> {
    llvm::r#type::pointer(context, 0)
}

/// Copies `value` (a memref with dynamic sizes) into a fresh, unaligned allocation that outlives
/// the call, and writes its descriptor through `descriptor` (row-major, offset 0).
pub fn write<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, descriptor: Value<'c, 'a>) {
    let ty = MemRefType::try_from(value.r#type()).expect("a returned tensor is a memref here");
    let sizes = loops::dims(ir, value);
    let dynamic: Vec<Value> = loops::dims_of(value.r#type())
        .expect("a ranked memref")
        .iter()
        .zip(&sizes)
        .filter(|(d, _)| d.is_none())
        .map(|(_, s)| *s)
        .collect();
    // No alignment: malloc's own pointer is both `allocated` (what the caller frees) and `aligned`.
    let result = ir.val(memref::alloc(ir.context, ty, &dynamic, &[], None, ir.location));
    loops::nest(ir, &sizes, &mut |inner, ivs| {
        let v = loops::load(inner, value, ivs);
        loops::store(inner, v, result, ivs);
    });
    let i64t = ir.int_type(64);
    let as_i64 = |v: Value<'c, 'a>| ir.val(arith::index_cast(v, i64t, ir.location));
    let pointer = as_i64(ir.val(
        melior::ir::operation::OperationBuilder::new("memref.extract_aligned_pointer_as_index", ir.location)
            .add_operands(&[result])
            .add_results(&[Type::index(ir.context)])
            .build()
            .expect("valid memref.extract_aligned_pointer_as_index"),
    ));
    let mut strides = vec![ir.index(1); sizes.len()];
    for d in (0..sizes.len().saturating_sub(1)).rev() {
        strides[d] = ir.mul(strides[d + 1], sizes[d + 1]);
    }
    let mut fields = vec![pointer, pointer, ir.i64(0)];
    fields.extend(sizes.iter().chain(&strides).map(|v| as_i64(*v)));
    let pointer_type = parameter_type(ir.context);
    for (slot, field) in fields.into_iter().enumerate() {
        let address = ir.val(llvm::get_element_ptr(
            ir.context,
            descriptor,
            DenseI32ArrayAttribute::new(ir.context, &[slot as i32]),
            i64t,
            pointer_type,
            ir.location,
        ));
        ir.op(llvm::store(ir.context, field, address, ir.location, Default::default()));
    }
}
