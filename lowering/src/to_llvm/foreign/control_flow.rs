//! StableHLO's control flow as SCF's, for the LLVM exit (`lpf-foreign-prepare`, before the
//! linalg legalisation, which has no pattern for them): `stablehlo.while` as `scf.while`,
//! `stablehlo.if` as `scf.if`, `stablehlo.case` as a chain of `scf.if` on the index. The regions move as they
//! are (their StableHLO ops are legalised with the rest), their terminators become SCF's, and
//! the predicate or index, a rank-0 tensor, is read with `tensor.extract`. `stablehlo.case` runs
//! its last branch for an index outside [0, N) (the specification's rule): the chain's last
//! `else`. jax writes these for `lax.while_loop`, `fori_loop`,
//! `scan` (flax's `nnx.scan` over layers) and `cond`/`switch`, and inside `jax.random`
//! (threefry's rounds).
//!
//! The linalg legalisation computes on signless integers (`ui32` as `i32`, through
//! `unrealized_conversion_cast`s of each operand and result). The SCF op is built on the signless
//! types at once, with casts at its boundaries (operands, block arguments, terminator operands,
//! results); after the legalisation each of them meets the legalisation's opposite cast, and
//! [`fold_cast_pairs`] removes such pairs, so nothing but the top level keeps a cast.

use crate::melior_ext::{build, with_element_type};
use lpf_dialect::unwind::WalkGuarded;
use melior::ir::block::BlockLike;
use melior::ir::operation::{OperationBuilder, OperationLike, WalkOrder, WalkResult};
use melior::ir::r#type::{IntegerType, ShapedTypeLike};
use melior::ir::{BlockRef, Location, OperationRef, Region, RegionLike, Type, TypeLike, Value, ValueLike};
use melior::Context;

const CAST: &str = "builtin.unrealized_conversion_cast";

fn name_of(op: OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// Whether `name` is StableHLO control flow this module converts.
pub fn is_control_flow(name: &str) -> bool {
    matches!(name, "stablehlo.while" | "stablehlo.if" | "stablehlo.case")
}

/// `ty` with an unsigned or signed integer element as the signless one of its width.
fn signless<'c>(context: &'c Context, ty: Type<'c>) -> Type<'c> {
    let element = melior::ir::r#type::RankedTensorType::try_from(ty).map(|t| t.element()).unwrap_or(ty);
    match IntegerType::try_from(element) {
        Ok(int) if !int.is_signless() => {
            let plain: Type = IntegerType::new(context, int.width()).into();
            if element == ty { plain } else { with_element_type(ty, plain).unwrap_or(ty) }
        }
        _ => ty,
    }
}

/// A cast of `value` to `ty` inserted before `before` in `block` (the value itself when it
/// already has that type).
fn cast_before<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>, before: OperationRef<'c, 'a>, value: Value<'c, 'a>, ty: Type<'c>) -> Value<'c, 'a> {
    if value.r#type() == ty {
        return value;
    }
    let op = build(context, CAST, before.location(), &[value], &[], &[ty]).expect("a cast builds");
    let op = block.insert_operation_before(before, op);
    op.result(0).expect("one result").into()
}

/// Every block argument of `block` of a type that is not signless takes the signless type; a
/// cast back at the block's start feeds its uses.
fn signless_arguments<'c>(context: &'c Context, block: BlockRef<'c, '_>) {
    for i in 0..block.argument_count() {
        let argument = block.argument(i).expect("argument");
        let ty = argument.r#type();
        let plain = signless(context, ty);
        if plain == ty {
            continue;
        }
        // SAFETY: a live block argument, given a type of the same shape and width; the cast
        // built below takes its uses but its own.
        unsafe { mlir_sys::mlirValueSetType(argument.to_raw(), plain.to_raw()) };
        let value: Value = argument.into();
        let cast = build(context, CAST, Location::unknown(context), &[value], &[], &[ty]).expect("a cast builds");
        let cast = match block.first_operation() {
            Some(first) => block.insert_operation_before(first, cast),
            None => block.append_operation(cast),
        };
        let mut raw = cast.to_raw();
        // SAFETY: both values live; the cast itself keeps reading the argument.
        unsafe { mlir_sys::mlirValueReplaceAllUsesExcept(value.to_raw(), cast.result(0).expect("result").to_raw(), 1, &mut raw) };
    }
}

/// The single block of `region`, with its `stablehlo.return` replaced by `name` taking
/// `leading` and then the returned values cast to signless (`scf.yield`, `scf.condition`).
fn retarget_terminator<'c>(region: &Region<'c>, name: &str, leading: impl FnOnce(BlockRef<'c, '_>, OperationRef<'c, '_>, &[Value<'c, '_>]) -> Vec<Value<'c, 'static>>) {
    let block = region.first_block().expect("a StableHLO region has one block");
    let terminator = block.terminator().expect("a StableHLO region ends in stablehlo.return");
    let returned: Vec<Value> = terminator.operands().collect();
    let operands = leading(block, terminator, &returned);
    let op = OperationBuilder::new(name, terminator.location()).add_operands(&operands).build().expect("an SCF terminator builds");
    block.insert_operation_before(terminator, op);
    // SAFETY: the old terminator has no results and nothing refers to it any more.
    unsafe { mlir_sys::mlirOperationDestroy(terminator.to_raw()) };
}

/// The returned values cast to their signless types, as `'static` values for the builder.
fn signless_values<'c>(context: &'c Context, block: BlockRef<'c, '_>, at: OperationRef<'c, '_>, values: &[Value<'c, '_>]) -> Vec<Value<'c, 'static>> {
    values
        .iter()
        .map(|v| {
            // SAFETY: values of ops in a block of the module being rewritten, which outlive the pass.
            let v: Value<'c, '_> = unsafe { Value::from_raw(v.to_raw()) };
            let cast = cast_before(context, block, at, v, signless(context, v.r#type()));
            unsafe { Value::from_raw(cast.to_raw()) }
        })
        .collect()
}

/// A new region holding the body of `from` (which is left empty).
fn take_region<'c>(from: melior::ir::RegionRef<'c, '_>) -> Region<'c> {
    let region = Region::new();
    // SAFETY: both regions are live; the body moves, `from` is left with no blocks.
    unsafe { mlir_sys::mlirRegionTakeBody(region.to_raw(), from.to_raw()) };
    region
}

/// A rank-0 tensor's element, read before `op`.
fn scalar_of<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>, op: OperationRef<'c, 'a>, tensor: Value<'c, 'a>) -> Value<'c, 'a> {
    let element = melior::ir::r#type::RankedTensorType::try_from(tensor.r#type()).map(|t| t.element()).expect("a rank-0 tensor");
    let tensor = cast_before(context, block, op, tensor, signless(context, tensor.r#type()));
    let extract = build(context, "tensor.extract", op.location(), &[tensor], &[], &[signless(context, element)]).expect("tensor.extract builds");
    block.insert_operation_before(op, extract).result(0).expect("result").into()
}

/// Converts `op` (one of [`is_control_flow`]'s) in place.
fn convert<'c>(context: &'c Context, op: OperationRef<'c, '_>) {
    let name = name_of(op);
    let block = op.block().expect("an op in a block");
    let location = op.location();
    let types: Vec<Type> = op.results().map(|r| r.r#type()).collect();
    let plain: Vec<Type> = types.iter().map(|t| signless(context, *t)).collect();
    let new = match name.as_str() {
        "stablehlo.while" => {
            let inits: Vec<Value> = op.operands().map(|v| cast_before(context, block, op, v, signless(context, v.r#type()))).collect();
            let (before, after) = (take_region(op.region(0).expect("cond")), take_region(op.region(1).expect("body")));
            for region in [&before, &after] {
                signless_arguments(context, region.first_block().expect("a block"));
            }
            retarget_terminator(&before, "scf.condition", |b, at, returned| {
                let condition = scalar_of(context, b, at, returned[0]);
                let mut operands = vec![unsafe { Value::from_raw(condition.to_raw()) }];
                operands.extend((0..b.argument_count()).map(|i| unsafe { Value::from_raw(b.argument(i).expect("argument").to_raw()) }));
                operands
            });
            retarget_terminator(&after, "scf.yield", |b, at, returned| signless_values(context, b, at, returned));
            OperationBuilder::new("scf.while", location).add_operands(&inits).add_results(&plain).add_regions([before, after]).build()
        }
        "stablehlo.if" => {
            let pred = op.operand(0).expect("pred");
            let condition = scalar_of(context, block, op, pred);
            let (then, otherwise) = (take_region(op.region(0).expect("true")), take_region(op.region(1).expect("false")));
            for region in [&then, &otherwise] {
                retarget_terminator(region, "scf.yield", |b, at, returned| signless_values(context, b, at, returned));
            }
            OperationBuilder::new("scf.if", location).add_operands(&[condition]).add_results(&plain).add_regions([then, otherwise]).build()
        }
        _ => {
            // As a chain of scf.if on `index == i` (scf.index_switch's results bufferise to
            // buffers of unknown layout; an scf.if's to the layout its branches yield): branch i
            // for index i < N - 1, the last branch otherwise (negative or too large included).
            let index = op.operand(0).expect("index");
            let scalar = scalar_of(context, block, op, index);
            let count = op.region_count();
            let mut regions: Vec<Region> = (0..count).map(|i| take_region(op.region(i).expect("branch"))).collect();
            for region in &regions {
                retarget_terminator(region, "scf.yield", |b, at, returned| signless_values(context, b, at, returned));
            }
            let conditions: Vec<Value> = (0..count.saturating_sub(1))
                .map(|i| {
                    let constant = melior::dialect::arith::constant(context, melior::ir::attribute::IntegerAttribute::new(scalar.r#type(), i as i64).into(), location);
                    let constant: Value = block.insert_operation_before(op, constant).result(0).expect("result").into();
                    let equal = melior::dialect::arith::cmpi(context, melior::dialect::arith::CmpiPredicate::Eq, scalar, constant, location);
                    block.insert_operation_before(op, equal).result(0).expect("result").into()
                })
                .collect();
            let mut inner = regions.pop().expect("a case has a branch");
            let mut built = None;
            for (i, then) in regions.into_iter().enumerate().rev() {
                let otherwise = match built.take() {
                    None => inner,
                    Some(nested) => {
                        let region = Region::new();
                        let body = region.append_block(melior::ir::Block::new(&[]));
                        let nested = body.append_operation(nested);
                        let results: Vec<Value> = nested.results().map(Value::from).collect();
                        body.append_operation(OperationBuilder::new("scf.yield", location).add_operands(&results).build().expect("scf.yield builds"));
                        region
                    }
                };
                built = Some(OperationBuilder::new("scf.if", location).add_operands(&[conditions[i]]).add_results(&plain).add_regions([then, otherwise]).build().expect("scf.if builds"));
                inner = Region::new();
            }
            match built {
                Some(op) => Ok(op),
                // One branch: it always runs.
                None => OperationBuilder::new("scf.execute_region", location).add_results(&plain).add_regions([inner]).build(),
            }
        }
    }
    .expect("the SCF op builds");
    let new = block.insert_operation_before(op, new);
    for (i, ty) in types.iter().enumerate() {
        let result: Value = new.result(i).expect("result").into();
        let value = if *ty == plain[i] {
            result
        } else {
            let cast = build(context, CAST, location, &[result], &[], &[*ty]).expect("a cast builds");
            block.insert_operation_after(new, cast).result(0).expect("result").into()
        };
        // SAFETY: both values live, of the same type.
        unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(op.result(i).expect("result").to_raw(), value.to_raw()) };
    }
    // SAFETY: no uses left; its regions are empty.
    unsafe { mlir_sys::mlirOperationDestroy(op.to_raw()) };
}

/// Whether `op` sits inside the region of a StableHLO control flow op.
fn inside_control_flow(op: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        let name = name_of(p);
        if is_control_flow(&name) {
            return true;
        }
        if name == "func.func" {
            return false;
        }
        parent = p.parent_operation();
    }
    false
}

/// Replaces `call` by a copy of its callee's body (one block ending in `func.return`): the
/// exit lowers calls at a function's top level only (their callees take and give buffers), so a
/// call inside a loop or a branch (jax's `closed_call` in threefry's rounds) is inlined. False if
/// the callee is not such a function.
fn inline_call(module: OperationRef, call: OperationRef) -> bool {
    let Some(callee) = crate::melior_ext::callee_of(module, call) else { return false };
    let Some(body) = callee.region(0).ok().and_then(|r| r.first_block()) else { return false };
    if body.next_in_region().is_some() || body.terminator().map(name_of).as_deref() != Some("func.return") {
        return false;
    }
    let block = call.block().expect("in a block");
    let mut map: std::collections::HashMap<usize, mlir_sys::MlirValue> = std::collections::HashMap::new();
    for i in 0..body.argument_count() {
        map.insert(body.argument(i).expect("argument").to_raw().ptr as usize, call.operand(i).expect("operand").to_raw());
    }
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if name_of(op) == "func.return" {
            for (i, value) in op.operands().enumerate() {
                let new = map.get(&(value.to_raw().ptr as usize)).copied().unwrap_or(value.to_raw());
                // SAFETY: both values live and of one type (the call's signature is the callee's).
                unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(call.result(i).expect("result").to_raw(), new) };
            }
            break;
        }
        // SAFETY: a deep copy of a live op, inserted before the call; its operands (and those of
        // the ops nested in it) that name the callee's values are remapped to the copies'.
        let clone = unsafe { OperationRef::from_raw(mlir_sys::mlirOperationClone(op.to_raw())) };
        clone.walk_guarded(WalkOrder::PreOrder, |nested| {
            for (i, v) in nested.operands().enumerate() {
                if let Some(new) = map.get(&(v.to_raw().ptr as usize)) {
                    unsafe { mlir_sys::mlirOperationSetOperand(nested.to_raw(), i as isize, *new) };
                }
            }
            WalkResult::Advance
        });
        unsafe { mlir_sys::mlirBlockInsertOwnedOperationBefore(block.to_raw(), call.to_raw(), clone.to_raw()) };
        for i in 0..op.result_count() {
            map.insert(op.result(i).expect("result").to_raw().ptr as usize, clone.result(i).expect("result").to_raw());
        }
    }
    // SAFETY: its results have no uses left.
    unsafe { mlir_sys::mlirOperationDestroy(call.to_raw()) };
    true
}

/// Inlines every `func.call` inside StableHLO control flow under `module` (calls the inlined
/// bodies make too, up to a depth that stops recursion).
pub fn inline_calls_in_control_flow(module: OperationRef) {
    inline_calls_where(module, |call| inside_control_flow(call));
}

/// Inlines every `func.call` under `module` that `inlined` takes, again in the bodies inlined
/// (up to a depth that stops recursion).
fn inline_calls_where(module: OperationRef, inlined: impl Fn(OperationRef) -> bool) {
    for _ in 0..16 {
        let mut calls = Vec::new();
        module.walk_guarded(WalkOrder::PreOrder, |op| {
            if name_of(op) == "func.call" && inlined(op) {
                calls.push(op.to_raw());
            }
            WalkResult::Advance
        });
        let mut any = false;
        for raw in calls {
            // SAFETY: collected above; inlining one call erases only that call.
            any |= inline_call(module, unsafe { OperationRef::from_raw(raw) });
        }
        if !any {
            return;
        }
    }
}

/// Inlines every call, at any level, of a function whose body is element-wise StableHLO alone
/// (jax's private `@relu`, `@silu`, `@_where`, `@clip`: constants, broadcasts and element-wise
/// ops), calls those bodies make too (up to a depth that stops recursion). XLA inlines every
/// call, so its fusions see through them: a reduce's loop over `relu(x + b)` (a CNN's global
/// mean) is XLA's vectorised nest of an element-wise producer, which lpf's rewrites recognise
/// only when they see the producer (measured: 50-94% of such means before, 100% after). Other
/// calls stay calls (their code shared).
pub fn inline_elementwise_calls(module: OperationRef) {
    inline_calls_where(module, |call| crate::melior_ext::callee_of(module, call).is_some_and(elementwise_function));
}

/// Whether `function`'s body is one block of StableHLO constants and element-wise ops (calls of
/// other such functions included) ending in its return.
fn elementwise_function(function: OperationRef) -> bool {
    let Some(body) = function.region(0).ok().and_then(|r| r.first_block()) else { return false };
    if body.next_in_region().is_some() {
        return false;
    }
    let mut next = body.first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        let name = name_of(op);
        if !(name == "func.return" || name == "func.call" || name == "stablehlo.constant" || crate::hlo_defined::is_elementwise_name(&name)) {
            return false;
        }
        if op.region_count() > 0 {
            return false;
        }
    }
    true
}

/// The StableHLO op computing `op` (an lpf op inside control flow) exactly as its contract
/// states, where one does: `lpf.dot acc(f32)` (no `hardware`) of bf16 or f16 operands as
/// `stablehlo.dot_general` into f32 of the operands widened to f32 (`widened`, exact), summed in
/// k order from +0 (formats.md section 3: each product, exact here, and each addition rounded in
/// f32); `lpf.convert` between floats with `rounding(to_nearest_even)` and an overflow to
/// infinity or NaN as `stablehlo.convert`, which `lpf-foreign-exact` turns back into that scalar
/// lpf op. `None` for every other op (an lpf.dot of f32 operands too: their products round).
///
/// The operands are widened before the dot, not by it: an f32 x f32 dot in a loop is
/// [`crate::hlo_defined::is_loop_dot`]'s, which both exits compute as fused multiply-adds in k
/// order from +0 (the LLVM exit's vectorised `loop_fma`, ref's `machine::fma_dot`). A product of
/// two bf16 or f16 values is exact in f32 (as the exit's dot kernels take it at a function's top
/// level), so its fused multiply-add is the rounded product's add: the same sums, where the
/// legalised mixed-type matmul widened both operands again for every product it formed (a bf16
/// `fori_loop` of `tanh(h @ w)` 3.7x jax.jit's time). The dot is marked
/// [`crate::hlo_defined::K_ORDER`]: XLA's lanes for f32 dots are not the lpf.dot's order.
fn stablehlo_form<'c>(context: &'c Context, op: OperationRef<'c, '_>, widened: &[Value<'c, '_>]) -> Option<melior::ir::Operation<'c>> {
    use crate::ir_numerics::{format_of, overflow};
    use lpf_dialect::attrs;
    let location = op.location();
    let result = op.result(0).ok()?.r#type();
    let operands: Vec<Value> = op.operands().collect();
    match name_of(op).as_str() {
        "lpf.dot" => {
            let acc = attrs::acc(&op).ok()?;
            let all_widened = widened.len() == 2 && widened.iter().zip(&operands).all(|(w, o)| w != o);
            if attrs::hardware(&op).ok()?.is_some() || format_of(acc)? != lpf_numerics::Format::F32 || operands.len() != 2 || !all_widened {
                return None;
            }
            let rank = melior::ir::r#type::RankedTensorType::try_from(operands[0].r#type()).ok()?.rank();
            let batch = (0..rank.checked_sub(2)?).map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
            let numbers = format!(
                "#stablehlo.dot<lhs_batching_dimensions = [{batch}], rhs_batching_dimensions = [{batch}], lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{}]>",
                rank - 1,
                rank - 2
            );
            let numbers = melior::ir::attribute::Attribute::parse(context, &numbers)?;
            let k_order = melior::ir::attribute::Attribute::unit(context);
            build(context, "stablehlo.dot_general", location, widened, &[("dot_dimension_numbers", numbers), (crate::hlo_defined::K_ORDER, k_order)], &[result]).ok()
        }
        "lpf.convert" => {
            let element = |ty: Type| match crate::ir_numerics::type_info(ty)?.element {
                crate::ir_numerics::Element::Float(format) => Some(format),
                crate::ir_numerics::Element::Int(_) => None,
            };
            let (to, from) = (element(result)?, element(operands.first()?.r#type())?);
            let nearest = attrs::rounding(&op).ok()? == lpf_dialect::attrs::RoundingMode::ToNearestEven;
            let floats = !matches!(from, lpf_numerics::Format::Sf(_)) && !matches!(to, lpf_numerics::Format::Sf(_));
            (nearest && floats && overflow(attrs::overflow(&op).ok()?, to) == lpf_numerics::Overflow::NanOrInf && operands.len() == 1)
                .then(|| build(context, "stablehlo.convert", location, &operands, &[], &[result]).ok())
                .flatten()
        }
        _ => None,
    }
}

/// `op`'s operands for [`stablehlo_form`]'s dot: each bf16 or f16 tensor widened to f32 by a
/// `stablehlo.convert` inserted before `op` (exact), any other operand as it is. Only for an
/// `lpf.dot`; other ops' operands are returned as they are.
fn widened_operands<'c, 'a>(context: &'c Context, block: BlockRef<'c, 'a>, op: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    use crate::ir_numerics::format_of;
    let operands: Vec<Value<'c, 'a>> = op.operands().collect();
    if name_of(op) != "lpf.dot" {
        return operands;
    }
    let f32 = Type::float32(context);
    operands
        .into_iter()
        .map(|v| {
            let element = melior::ir::r#type::RankedTensorType::try_from(v.r#type()).ok().map(|t| t.element());
            let narrow = element.and_then(format_of).is_some_and(|f| matches!(f, lpf_numerics::Format::BF16 | lpf_numerics::Format::F16));
            match with_element_type(v.r#type(), f32).filter(|_| narrow) {
                Some(wide) => {
                    let convert = build(context, "stablehlo.convert", op.location(), &[v], &[], &[wide]).expect("a convert builds");
                    block.insert_operation_before(op, convert).result(0).expect("one result").into()
                }
                None => v,
            }
        })
        .collect()
}

/// Erases the converts [`widened_operands`] inserted for `op` (those of its operands it did not
/// take as they were), when no StableHLO form uses them.
fn erase_unused(widened: &[Value], op: OperationRef) {
    for (value, operand) in widened.iter().zip(op.operands()) {
        if *value != operand {
            if let Ok(result) = melior::ir::operation::OperationResult::try_from(*value) {
                // SAFETY: inserted by widened_operands, used by nothing.
                unsafe { mlir_sys::mlirOperationDestroy(result.owner().to_raw()) };
            }
        }
    }
}

/// Each lpf op inside StableHLO control flow that [`stablehlo_form`] writes as StableHLO, so
/// written (the exit lowers lpf ops at a function's top level; inside a loop the legalisation
/// computes them): a raised bf16 dot and its rounding in the body of a `scan` over layers. Any
/// other lpf op there stays, and is refused at the op.
pub fn lpf_ops_in_control_flow_as_stablehlo(context: &Context, root: OperationRef) {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if name_of(op).starts_with("lpf.") && inside_control_flow(op) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in found {
        // SAFETY: collected above; replacing one erases only that op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let block = op.block().expect("in a block");
        let widened = widened_operands(context, block, op);
        let Some(new) = stablehlo_form(context, op, &widened) else {
            erase_unused(&widened, op);
            continue;
        };
        let new = block.insert_operation_before(op, new);
        let value: Value = new.result(0).expect("result").into();
        crate::melior_ext::replace_op(op, &[value]);
    }
}

/// Converts every StableHLO `while`, `if` and `case` under `root`, innermost first.
/// ([`inline_calls_in_control_flow`] first: the caller checks the inlined bodies.)
pub fn to_scf(context: &Context, root: OperationRef) {
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PostOrder, |op| {
        if is_control_flow(&name_of(op)) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in found {
        // SAFETY: collected above; converting one moves (never destroys) the ops nested in it.
        convert(context, unsafe { OperationRef::from_raw(raw) });
    }
}

/// Removes each pair of casts `b = cast(a : A -> B)`, `c = cast(b : B -> A)`: uses of `c` read
/// `a` (the legalisation's casts meeting [`to_scf`]'s). Casts left without uses are erased.
pub fn fold_cast_pairs(root: OperationRef) {
    let mut casts = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if name_of(op) == CAST && op.operand_count() == 1 && op.result_count() == 1 {
            casts.push(op.to_raw());
        }
        WalkResult::Advance
    });
    for raw in &casts {
        // SAFETY: collected above and not yet erased (only unused casts are erased, below).
        let op = unsafe { OperationRef::from_raw(*raw) };
        let operand = op.operand(0).expect("operand");
        let Some(inner) = crate::raise_stablehlo::producer(operand) else { continue };
        if name_of(inner) == CAST && inner.operand_count() == 1 && inner.result_count() == 1 {
            let source = inner.operand(0).expect("operand");
            if source.r#type() == op.result(0).expect("result").r#type() {
                // SAFETY: live values of one type.
                unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(op.result(0).expect("result").to_raw(), source.to_raw()) };
            }
        }
    }
    // Unused casts, outermost uses first: repeat until none is left to erase.
    loop {
        let mut erased = false;
        let mut dead = Vec::new();
        root.walk_guarded(WalkOrder::PreOrder, |op| {
            // SAFETY: a use-list query on a live op's result.
            if name_of(op) == CAST && op.result_count() == 1 && unsafe { mlir_sys::mlirValueGetFirstUse(op.result(0).expect("result").to_raw()).ptr.is_null() } {
                dead.push(op.to_raw());
            }
            WalkResult::Advance
        });
        for raw in dead {
            // SAFETY: collected above, no uses.
            unsafe { mlir_sys::mlirOperationDestroy(raw) };
            erased = true;
        }
        if !erased {
            break;
        }
    }
}
