//! Loop nests over memrefs: the explicit, ordered loops the LLVM exit lowers tensor ops into.
//! Every nest is `scf.for` from 0 by 1, outermost dimension first (row-major), so the order of
//! every accumulation is visible in the IR and fixed before LLVM sees it.

use crate::to_llvm::builders::ir::{At, Ir};
use melior::dialect::{memref, scf};
use melior::ir::attribute::IntegerAttribute;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike};
use melior::ir::r#type::{IntegerType, MemRefType, RankedTensorType, ShapedTypeLike};
use melior::ir::{Block, BlockRef, Region, RegionLike, Type, Value, ValueLike};

/// MLIR's dynamic-size sentinel (`ShapedType::kDynamic`).
pub const DYNAMIC: i64 = i64::MIN;

/// Static dimensions of a shaped type (`None` = dynamic), or None if it is not ranked.
pub fn dims_of(ty: Type) -> Option<Vec<Option<u64>>> {
    let (rank, dim) = if let Ok(t) = RankedTensorType::try_from(ty) {
        (t.rank(), Box::new(move |i| t.dim_size(i)) as Box<dyn Fn(usize) -> _>)
    } else if let Ok(t) = MemRefType::try_from(ty) {
        (t.rank(), Box::new(move |i| t.dim_size(i)) as Box<dyn Fn(usize) -> _>)
    } else {
        return None;
    };
    (0..rank)
        .map(|i| match dim(i) {
            Ok(melior::ir::r#type::DimSize::Static(d)) => Some(Some(d)),
            Ok(melior::ir::r#type::DimSize::Dynamic) => Some(None),
            Err(_) => None,
        })
        .collect()
}

/// The element type of a ranked tensor or memref type.
pub fn element_of(ty: Type) -> Option<Type> {
    if let Ok(t) = RankedTensorType::try_from(ty) {
        return Some(t.element());
    }
    MemRefType::try_from(ty).ok().map(|t| t.element())
}

/// `memref<dims x element>` with the identity layout.
pub fn memref_type<'c>(element: Type<'c>, dims: &[Option<u64>]) -> MemRefType<'c> {
    let shape: Vec<i64> = dims.iter().map(|d| d.map_or(DYNAMIC, |d| d as i64)).collect();
    MemRefType::new(element, &shape, None, None)
}

/// Whether `ty` is a memref with the identity layout (what a memref type without a layout has):
/// its elements lie row-major and contiguous, so vectors of its last dimension load and store
/// whole, and any reshape of it is a view.
pub fn identity_layout(ty: Type) -> bool {
    use melior::ir::attribute::AttributeLike;
    let Ok(memref) = MemRefType::try_from(ty) else { return false };
    let layout = memref.layout().to_raw();
    // SAFETY: attribute and affine-map queries on a live layout attribute.
    unsafe { mlir_sys::mlirAttributeIsAAffineMap(layout) && mlir_sys::mlirAffineMapIsIdentity(mlir_sys::mlirAffineMapAttrGetValue(layout)) }
}

/// The size of dimension `d` of `buffer` as an index value.
pub fn dim<'c, 'a>(ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>, d: usize) -> Value<'c, 'a> {
    match dims_of(buffer.r#type()).and_then(|dims| dims.get(d).copied().flatten()) {
        Some(size) => ir.index(size as i64),
        None => ir.val(memref::dim(buffer, ir.index(d as i64), ir.location)),
    }
}

/// Every dimension of `buffer` as index values.
pub fn dims<'c, 'a>(ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
    let rank = dims_of(buffer.r#type()).map_or(0, |d| d.len());
    (0..rank).map(|d| dim(ir, buffer, d)).collect()
}

/// A fresh buffer of `element` with the given static dims (dynamic ones sized by `sizes`, in order).
pub fn alloc<'c, 'a>(ir: &Ir<'c, 'a>, element: Type<'c>, dims: &[Option<u64>], sizes: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    let dynamic: Vec<Value> = dims.iter().zip(sizes).filter(|(d, _)| d.is_none()).map(|(_, s)| *s).collect();
    let alignment = IntegerAttribute::new(IntegerType::new(ir.context, 64).into(), 64);
    ir.val(memref::alloc(ir.context, memref_type(element, dims), &dynamic, &[], Some(alignment), ir.location))
}

pub fn load<'c, 'a>(ir: &Ir<'c, 'a>, buffer: Value<'c, 'a>, indices: &[Value<'c, 'a>]) -> Value<'c, 'a> {
    ir.val(memref::load(buffer, indices, ir.location))
}

pub fn store<'c, 'a>(ir: &Ir<'c, 'a>, value: Value<'c, 'a>, buffer: Value<'c, 'a>, indices: &[Value<'c, 'a>]) {
    ir.op(memref::store(value, buffer, indices, ir.location));
}

/// A new block for a loop body with the induction variable (and one carried value), and an
/// emitter at its end. The block is moved into the loop's region by the caller.
fn body_block<'c, 'a>(ir: &Ir<'c, 'a>, carried: Option<Type<'c>>) -> (Block<'c>, Ir<'c, 'a>) {
    let mut args = vec![(Type::index(ir.context), ir.location)];
    args.extend(carried.map(|t| (t, ir.location)));
    let block = Block::new(&args);
    // SAFETY: the block lives until the caller moves it into a region of an op it appends at
    // `ir`'s insertion point; nothing built in it is used after that but through the IR.
    let at = At::End(unsafe { BlockRef::from_raw(block.to_raw()) });
    (block, Ir { at, ..*ir })
}

fn arg<'c, 'a>(ir: &Ir<'c, 'a>, i: usize) -> Value<'c, 'a> {
    let At::End(block) = ir.at else { unreachable!("loop bodies are built at their end") };
    block.argument(i).expect("loop body argument").into()
}

/// `scf.if %condition { then } else { otherwise }`, without results.
pub fn if_else<'c, 'a>(
    ir: &Ir<'c, 'a>,
    condition: Value<'c, 'a>,
    then: &mut dyn FnMut(&Ir<'c, 'a>),
    otherwise: &mut dyn FnMut(&Ir<'c, 'a>),
) {
    let region = |body: &mut dyn FnMut(&Ir<'c, 'a>)| {
        let block = Block::new(&[]);
        // SAFETY: the block is moved into the region below, which the scf.if appended at `ir`
        // owns; nothing built in it is used after that but through the IR.
        let inner = Ir { at: At::End(unsafe { BlockRef::<'c, 'a>::from_raw(block.to_raw()) }), ..*ir };
        body(&inner);
        inner.op(scf::r#yield(&[], ir.location));
        let region = Region::new();
        region.append_block(block);
        region
    };
    let (then, otherwise) = (region(then), region(otherwise));
    ir.op(scf::r#if(condition, &[], then, otherwise, ir.location));
}

/// `for i0 in 0..b0 { for i1 in 0..b1 { ... body(indices) } }`.
pub fn nest<'c, 'a>(ir: &Ir<'c, 'a>, bounds: &[Value<'c, 'a>], body: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>])) {
    fn go<'c, 'a>(
        ir: &Ir<'c, 'a>,
        bounds: &[Value<'c, 'a>],
        ivs: &mut Vec<Value<'c, 'a>>,
        body: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>]),
    ) {
        let Some((first, rest)) = bounds.split_first() else {
            body(ir, ivs);
            return;
        };
        let (zero, one) = (ir.index(0), ir.index(1));
        let (block, inner) = body_block(ir, None);
        ivs.push(arg(&inner, 0));
        go(&inner, rest, ivs, body);
        ivs.pop();
        inner.op(scf::r#yield(&[], ir.location));
        let region = Region::new();
        region.append_block(block);
        ir.op(scf::r#for(zero, *first, one, region, ir.location));
    }
    go(ir, bounds, &mut Vec::new(), body)
}

/// `for i in (lower..upper).step_by(step)`: one `scf.for`, in order.
pub fn stepped<'c, 'a>(ir: &Ir<'c, 'a>, lower: Value<'c, 'a>, upper: Value<'c, 'a>, step: i64, body: &mut dyn FnMut(&Ir<'c, 'a>, Value<'c, 'a>)) {
    let (block, inner) = body_block(ir, None);
    body(&inner, arg(&inner, 0));
    inner.op(scf::r#yield(&[], ir.location));
    let region = Region::new();
    region.append_block(block);
    ir.op(scf::r#for(lower, upper, ir.index(step), region, ir.location));
}

/// An ordered fold: `acc = init; for i0.. { for i1.. { acc = step(indices, acc) } }`, carried
/// through `scf.for` iter_args; returns the final acc.
pub fn fold<'c, 'a>(
    ir: &Ir<'c, 'a>,
    bounds: &[Value<'c, 'a>],
    init: Value<'c, 'a>,
    step: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>], Value<'c, 'a>) -> Value<'c, 'a>,
) -> Value<'c, 'a> {
    fn go<'c, 'a>(
        ir: &Ir<'c, 'a>,
        bounds: &[Value<'c, 'a>],
        acc: Value<'c, 'a>,
        ivs: &mut Vec<Value<'c, 'a>>,
        step: &mut dyn FnMut(&Ir<'c, 'a>, &[Value<'c, 'a>], Value<'c, 'a>) -> Value<'c, 'a>,
    ) -> Value<'c, 'a> {
        let Some((first, rest)) = bounds.split_first() else { return step(ir, ivs, acc) };
        let ty = acc.r#type();
        let (zero, one) = (ir.index(0), ir.index(1));
        let (block, inner) = body_block(ir, Some(ty));
        ivs.push(arg(&inner, 0));
        let carried = arg(&inner, 1);
        let next = go(&inner, rest, carried, ivs, step);
        ivs.pop();
        inner.op(scf::r#yield(&[next], ir.location));
        let region = Region::new();
        region.append_block(block);
        let op = OperationBuilder::new("scf.for", ir.location)
            .add_operands(&[zero, *first, one, acc])
            .add_results(&[ty])
            .add_regions([region])
            .build()
            .expect("valid scf.for");
        ir.val(op)
    }
    go(ir, bounds, init, &mut Vec::new(), step)
}

/// One `scf.for` from 0 to `bound` carrying several values; returns their final values.
pub fn fold_many<'c, 'a>(
    ir: &Ir<'c, 'a>,
    bound: Value<'c, 'a>,
    init: &[Value<'c, 'a>],
    step: &mut dyn FnMut(&Ir<'c, 'a>, Value<'c, 'a>, &[Value<'c, 'a>]) -> Vec<Value<'c, 'a>>,
) -> Vec<Value<'c, 'a>> {
    let types: Vec<Type> = init.iter().map(|v| v.r#type()).collect();
    let mut args = vec![(Type::index(ir.context), ir.location)];
    args.extend(types.iter().map(|t| (*t, ir.location)));
    let block = Block::new(&args);
    // SAFETY: the block is moved into the loop's region below, which outlives the values built in it.
    let block_ref = unsafe { BlockRef::<'c, 'a>::from_raw(block.to_raw()) };
    let inner = Ir { at: At::End(block_ref), ..*ir };
    let iv: Value = block_ref.argument(0).expect("induction variable").into();
    let carried: Vec<Value> = (0..init.len()).map(|i| block_ref.argument(i + 1).expect("carried value").into()).collect();
    let next = step(&inner, iv, &carried);
    inner.op(scf::r#yield(&next, ir.location));
    let region = Region::new();
    region.append_block(block);
    let mut operands = vec![ir.index(0), bound, ir.index(1)];
    operands.extend_from_slice(init);
    let op = ir.op(
        OperationBuilder::new("scf.for", ir.location)
            .add_operands(&operands)
            .add_results(&types)
            .add_regions([region])
            .build()
            .expect("valid scf.for"),
    );
    // SAFETY: the results live as long as the op, which lives in the function being built.
    (0..init.len()).map(|i| unsafe { Value::from_raw(op.result(i).expect("loop result").to_raw()) }).collect()
}

/// The value of an `arith.constant` of index type, or None (a size known only at run time).
pub fn constant_index(value: Value) -> Option<i64> {
    let op = melior::ir::operation::OperationResult::try_from(value).ok()?.owner();
    if op.name().as_string_ref().as_str().ok()? != "arith.constant" {
        return None;
    }
    IntegerAttribute::try_from(op.attribute("value").ok()?).ok().map(|a| a.value())
}
