//! On IREE only: a mixed module's f64 arithmetic where it can be shown exact, a located E0915
//! where it cannot (issue 40).
//!
//! IREE's runtime flushes f64 subnormals as it flushes f32 ones (FTZ/DAZ: `1e-310 + 1e-310` is
//! 0, a compare reads 1e-310 as 0, `ceil(1e-310)` is 0 where StableHLO's is 1), and an invalid
//! operation gives x86's -NaN (`inf - inf`, `0 / 0`; ref +NaN), and its `maximum` returns a
//! signalling NaN unquieted. lpf has no exact f64 emulation (no wider carrier); what it can do
//! is prove, from where each f64 value comes from, that no operand or result of an op can be
//! a subnormal, in which case IREE's op is StableHLO's up to the NaN, which is fixed up:
//!
//! - every finite element of a value is an integer multiple of 2^`grid` and below 2^`hi` in
//!   magnitude ([`Bounds`]); a value converted from f32 is a multiple of 2^-149, from bf16 of
//!   2^-133, from f16 of 2^-24 (an lpf.convert too), from an integer of 1; a constant's from
//!   its elements;
//! - add and subtract keep the smaller grid, multiply adds the grids, a quotient is at least
//!   2^(grid_a - hi_b) (so a multiple of 2^(grid_a - hi_b - 52)), ceil and floor give integers,
//!   maximum, minimum, clamp and data movement keep their operands' grids, a reduce of add
//!   (multiply, maximum, minimum) is its K steps. Rounding keeps a multiple of 2^g a multiple
//!   of 2^g (the rounded value is the exact one, or on a coarser grid).
//! - where every f64 operand and result of an op has a grid of at least -1022, none of its
//!   nonzero values is below 2^-1022: none is subnormal, and IREE's op is StableHLO's. torch-
//!   mlir's exports meet it (arange lengths from i64 constants; GPT-2's LayerNorm variance in
//!   f64 on f32 activations: sums, quotients by 64, squares).
//!
//! Add, subtract, multiply, divide, maximum, minimum, ceil and floor at a function's top level
//! (or in while/case/if bodies) get ref's NaNs: a NaN result becomes the first NaN operand
//! quieted (sign and payload kept), or +NaN (0x7FF8000000000000) for an invalid operation; a
//! reduce's NaN result is +NaN where none of its elements (nor the init value) is a NaN
//! (opposite infinities among them: IREE gave -NaN), IREE's where one is (ref's bits on the
//! tests' data; not shown in general).
//!
//! Refused (E0915): f64 arithmetic the bounds cannot clear (a function's f64 argument, a
//! loop-carried value, a map body), and every other f64 op that computes (`sqrt`, `exponential`,
//! `power`, ...; IREE links no f64 functions). f64 converts are the exit's elsewhere
//! (`foreign_iree`: f32 <-> f64 exactly; f64 into narrower formats as lpf.convert), negate and
//! abs move sign bits, and data movement moves bits: none of them is refused.

use crate::hlo_defined::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::{constant_of_attribute_read, type_info, Element, SplatReading};
use crate::melior_ext::{replace_op, with_element_type};
use lpf_dialect::error::LpfError;
use lpf_dialect::unwind::WalkGuarded;
use lpf_numerics::decode;
use melior::ir::operation::{OperationLike, OperationResult, WalkOrder, WalkResult};
use melior::ir::r#type::IntegerType;
use melior::ir::{OperationRef, Type, Value, ValueLike};
use std::collections::HashMap;

/// What a value's finite elements can be: each an integer multiple of 2^`grid`, and below
/// 2^`hi` in magnitude.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bounds {
    grid: i32,
    hi: i32,
}

/// The smallest grid on which no nonzero f64 is subnormal.
const NORMAL_GRID: i32 = -1022;

impl Bounds {
    fn union(self, other: Bounds) -> Bounds {
        Bounds { grid: self.grid.min(other.grid), hi: self.hi.max(other.hi) }
    }

    /// Every f64 is a multiple of 2^-1074 (a finer grid says nothing more).
    fn capped(self) -> Bounds {
        Bounds { grid: self.grid.clamp(-1074, 1100), hi: self.hi.clamp(-1100, 1025) }
    }
}

fn is_f64(ty: Type) -> bool {
    type_info(ty).is_some_and(|info| matches!(info.element, Element::Float(lpf_numerics::Format::F64)))
}

/// The grid and bound of an f64 value's elements (through the ops that make it), if known.
fn bounds(v: Value, memo: &mut HashMap<usize, Option<Bounds>>) -> Option<Bounds> {
    let key = v.to_raw().ptr as usize;
    if let Some(known) = memo.get(&key) {
        return *known;
    }
    // A cycle (a loop-carried value) is unknown while it is being worked out.
    memo.insert(key, None);
    let found = compute(v, memo).map(Bounds::capped);
    memo.insert(key, found);
    found
}

fn compute(v: Value, memo: &mut HashMap<usize, Option<Bounds>>) -> Option<Bounds> {
    let op = OperationResult::try_from(v).ok()?.owner();
    let name = op.name().as_string_ref().as_str().ok()?.to_string();
    let operand = |i: usize| op.operand(i).ok();
    let mut of = |i: usize| operand(i).and_then(|x| bounds(x, memo));
    if name == "arith.constant" {
        return constant_bounds(op, v);
    }
    // An lpf.convert into f64 (the exit's own, e.g. around E8M0 arithmetic,
    // `hlo_defined::e8m0_arithmetic`): the exact widening of its source format's values.
    if lpf_dialect::ops::LpfOp::of(&op) == Some(lpf_dialect::ops::LpfOp::Convert) {
        return match type_info(operand(0)?.r#type())?.element {
            Element::Float(lpf_numerics::Format::F64) => None,
            Element::Float(format) => {
                let range = super::range::Range::of_format(format);
                Some(Bounds { grid: range.lo_exp, hi: range.hi_exp })
            }
            Element::Int(_) => None,
        };
    }
    let hlo = HloOp::of(&op)?;
    use HloOp::*;
    match hlo {
        Constant => constant_bounds(op, v),
        Convert => {
            let from = operand(0)?.r#type();
            match type_info(from)?.element {
                Element::Float(lpf_numerics::Format::F64) => of(0),
                Element::Float(format) => {
                    let range = super::range::Range::of_format(format);
                    Some(Bounds { grid: range.lo_exp, hi: range.hi_exp })
                }
                Element::Int(int) => Some(Bounds { grid: 0, hi: int.bits as i32 }),
            }
        }
        Reshape | BroadcastInDim | Transpose | Slice | Reverse | Negate | Abs | DynamicSlice | Gather => of(0),
        Iota => Some(Bounds { grid: 0, hi: 63 }),
        Select => Some(of(1)?.union(of(2)?)),
        Pad | DynamicUpdateSlice | Maximum | Minimum => Some(of(0)?.union(of(1)?)),
        Clamp => Some(of(0)?.union(of(1)?).union(of(2)?)),
        Concatenate => {
            let mut all = (0..op.operand_count()).map(&mut of);
            let first = all.next()??;
            all.try_fold(first, |acc, b| Some(acc.union(b?)))
        }
        Add | Subtract => {
            let (a, b) = (of(0)?, of(1)?);
            Some(Bounds { grid: a.grid.min(b.grid), hi: a.hi.max(b.hi) + 1 })
        }
        Multiply => {
            let (a, b) = (of(0)?, of(1)?);
            Some(Bounds { grid: a.grid + b.grid, hi: a.hi + b.hi })
        }
        Divide => {
            let (a, b) = (of(0)?, of(1)?);
            Some(Bounds { grid: a.grid - b.hi - 52, hi: a.hi - b.grid + 1 })
        }
        Ceil | Floor => {
            let a = of(0)?;
            Some(Bounds { grid: 0, hi: a.hi.max(0) + 1 })
        }
        Reduce if op.operand_count() == 2 => {
            let (hlo, _) = super::foreign_iree::reduce_body(op)?;
            let (x, init) = (of(0)?, of(1)?);
            let k = reduced_count(op)?;
            let steps = 64 - (k as u64).leading_zeros() as i32; // ceil(log2(k + 1))
            Some(match hlo {
                HloOp::Add => Bounds { grid: x.grid.min(init.grid), hi: x.hi.max(init.hi) + steps },
                HloOp::Multiply => {
                    let k = i32::try_from(k).ok()?.min(4096);
                    Bounds { grid: x.grid.saturating_mul(k).saturating_add(init.grid.min(0)), hi: x.hi.max(0).saturating_mul(k).saturating_add(init.hi.max(0)) }
                }
                _ => x.union(init),
            })
        }
        _ => None,
    }
}

/// How many elements each result of a reduce takes.
fn reduced_count(op: OperationRef) -> Option<i64> {
    let shape = super::install::carrier_ty(op.operand(0).ok()?.r#type()).ok()?.shape;
    let dims = super::foreign_iree::i64_array(&op.attribute("dimensions").ok()?.to_string());
    Some(dims.iter().filter_map(|&d| shape.get(usize::try_from(d).ok()?)).product())
}

/// The bounds of a constant's f64 elements: the lowest set bit's weight of each nonzero finite
/// element, and the largest magnitude.
fn constant_bounds(op: OperationRef, v: Value) -> Option<Bounds> {
    let value = op.attribute("value").ok()?;
    let constant = constant_of_attribute_read(value, v.r#type(), SplatReading::Compact).ok()?;
    let mut found = Bounds { grid: 1100, hi: -1100 };
    for &code in &constant.codes {
        let x = match constant.info.element {
            Element::Float(format) => decode(format, code),
            Element::Int(_) => return None,
        };
        if x == 0.0 || !x.is_finite() {
            continue;
        }
        let bits = x.to_bits();
        let exponent = ((bits >> 52) & 0x7FF) as i32;
        let fraction = bits & ((1u64 << 52) - 1);
        let (significand, scale) = if exponent == 0 { (fraction, -1074) } else { (fraction | 1 << 52, exponent - 1075) };
        found.grid = found.grid.min(scale + significand.trailing_zeros() as i32);
        found.hi = found.hi.max(exponent.max(1) - 1022);
    }
    Some(found)
}

/// What the walk does with an op that has an f64 operand or result.
enum Verdict {
    /// Moves bits, converts (the exit's elsewhere), or a reduce body's step (judged with its reduce).
    Leave,
    /// Arithmetic IREE gets right where no value is subnormal; `true`: a NaN fix-up follows.
    Check(bool),
    /// IREE does not compute it as StableHLO defines it, whatever the values.
    Refuse,
}

fn verdict(op: OperationRef) -> Verdict {
    let Some(hlo) = HloOp::of(&op) else {
        return Verdict::Leave;
    };
    // A reduce's body: judged as its reduce.
    if op.parent_operation().is_some_and(|p| HloOp::of(&p) == Some(HloOp::Reduce)) {
        return Verdict::Leave;
    }
    use HloOp::*;
    match hlo {
        Add | Subtract | Multiply | Divide | Maximum | Minimum | Ceil | Floor => Verdict::Check(true),
        Reduce => Verdict::Check(true),
        Compare | Clamp => Verdict::Check(false),
        Constant | Convert | BitcastConvert | Reshape | BroadcastInDim | Transpose | Slice | Reverse | Negate | Abs
        | DynamicSlice | DynamicUpdateSlice | Gather | Select | Pad | Concatenate | Return | Tuple | GetTupleElement
        | While | Case | If | OptimizationBarrier | Iota => Verdict::Leave,
        _ => Verdict::Refuse,
    }
}

fn touches_f64(op: OperationRef) -> bool {
    (0..op.operand_count()).any(|i| op.operand(i).is_ok_and(|v| is_f64(v.r#type())))
        || (0..op.result_count()).any(|i| op.result(i).is_ok_and(|r| is_f64(r.r#type())))
}

/// On IREE: every f64 op under `root` checked (module doc); NaN fix-ups inserted; false (after
/// located errors) where one is refused.
pub fn apply(root: OperationRef) -> bool {
    let _target = super::target::Scope::enter(root);
    if super::target::current() != super::target::Target::Iree {
        return true;
    }
    let mut found = Vec::new();
    root.walk_guarded(WalkOrder::PreOrder, |op| {
        if HloOp::of(&op).is_some() && touches_f64(op) && !in_helper(op) {
            found.push(op.to_raw());
        }
        WalkResult::Advance
    });
    let mut memo = HashMap::new();
    let mut refused = Vec::new();
    let mut fix = Vec::new();
    for &raw in &found {
        // SAFETY: collected above; nothing erased yet.
        let op = unsafe { OperationRef::from_raw(raw) };
        match verdict(op) {
            Verdict::Leave => {}
            Verdict::Refuse => refused.push((raw, "lpf neither bounds nor emulates this f64 op on IREE, whose runtime flushes f64 subnormals and which links no f64 exp, log, pow, ...".to_string())),
            Verdict::Check(nan_fix) => {
                let values = (0..op.operand_count()).filter_map(|i| op.operand(i).ok()).chain((0..op.result_count()).filter_map(|i| op.result(i).ok().map(Value::from)));
                let mut unproven = None;
                for value in values.filter(|v| is_f64(v.r#type())) {
                    match bounds(value, &mut memo) {
                        Some(b) if b.grid >= NORMAL_GRID => {}
                        Some(b) => unproven = Some(format!("one of its f64 values may be as small as 2^{} (a subnormal, which IREE's runtime flushes to 0)", b.grid)),
                        None => unproven = Some("lpf cannot bound one of its f64 values (a function argument, a loop-carried value, a computation's argument, an lpf op's result): it may be a subnormal, which IREE's runtime flushes to 0".into()),
                    }
                }
                match unproven {
                    Some(why) => refused.push((raw, why)),
                    None if nan_fix && top_level(op) => fix.push(raw),
                    None => {}
                }
            }
        }
    }
    for (raw, why) in &refused {
        // SAFETY: collected above, nothing erased since.
        let op = unsafe { OperationRef::from_raw(*raw) };
        let name = op.name().as_string_ref().as_str().unwrap_or("op").to_string();
        LpfError::unsupported(format!(
            "computes on f64 values, which the IREE exit does not compute exactly here: {why}; compute in f32, or use --backend ref, llvm or xla (docs/iree.md)"
        ))
        .op(name)
        .emit(op.location());
    }
    if !refused.is_empty() {
        return false;
    }
    let mut ok = true;
    for raw in fix {
        // SAFETY: collected above; each rewrite erases only its own op.
        let op = unsafe { OperationRef::from_raw(raw) };
        let fixed = if HloOp::of(&op) == Some(HloOp::Reduce) { reduce_with_ref_nans(op) } else { with_ref_nans(op) };
        if let Err(error) = fixed {
            error.emit(op.location());
            ok = false;
        }
    }
    ok
}

/// Inside one of the exit's own helpers (`__lpf_*`), which compute exactly already.
fn in_helper(op: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if p.name().as_string_ref().as_str() == Ok("func.func") {
            return p.attribute("sym_name").is_ok_and(|n| {
                melior::ir::attribute::StringAttribute::try_from(n).is_ok_and(|n| n.value().starts_with("__lpf_"))
            });
        }
        parent = p.parent_operation();
    }
    false
}

/// At a function's top level or in while/case/if bodies (where ops run as ordinary code).
fn top_level(op: OperationRef) -> bool {
    let mut parent = op.parent_operation();
    while let Some(p) = parent.filter(|p| matches!(HloOp::of(p), Some(HloOp::While | HloOp::Case | HloOp::If))) {
        parent = p.parent_operation();
    }
    parent.is_some_and(|p| p.name().as_string_ref().as_str() == Ok("func.func"))
}

/// `op` (an f64 add, subtract, multiply, divide, maximum, minimum, ceil or floor) followed by
/// ref's NaN: a NaN result becomes the first NaN operand quieted, or +NaN.
fn with_ref_nans<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    let i64_ty = with_element_type(ty, IntegerType::new(b.context, 64).into()).ok_or("internal error: not a tensor")?;
    let operands: Vec<Value<'c, 'a>> = (0..op.operand_count()).map(|i| op.operand(i)).collect::<Result<_, _>>()?;
    let named: Vec<(String, melior::ir::attribute::Attribute<'c>)> =
        op.attributes().map(|(name, attribute)| (name.as_string_ref().as_str().unwrap_or("").to_string(), attribute)).collect();
    let attributes: Vec<(&str, melior::ir::attribute::Attribute<'c>)> = named.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let name = op.name().as_string_ref().as_str().map_err(|_| "internal error: an op without a name")?.to_string();
    let result = b.op(&name, &operands, &attributes, ty)?;
    let bits = |v: Value<'c, 'a>| b.hlo(HloOp::BitcastConvert, &[v], i64_ty);
    let magnitude_mask = b.splat(&i64::MAX.to_string(), i64_ty)?;
    let inf = b.splat(&0x7FF0_0000_0000_0000i64.to_string(), i64_ty)?;
    let quiet_bit = b.splat(&0x0008_0000_0000_0000i64.to_string(), i64_ty)?;
    let is_nan = |code: Value<'c, 'a>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        let magnitude = b.hlo(HloOp::And, &[code, magnitude_mask], i64_ty)?;
        b.compare("GT", Some("SIGNED"), magnitude, inf)
    };
    let mut fixed = b.splat(&0x7FF8_0000_0000_0000i64.to_string(), i64_ty)?;
    for &x in operands.iter().rev() {
        let code = bits(x)?;
        let quiet = b.hlo(HloOp::Or, &[code, quiet_bit], i64_ty)?;
        fixed = b.select(is_nan(code)?, quiet, fixed)?;
    }
    let code = bits(result)?;
    let code = b.select(is_nan(code)?, fixed, code)?;
    let value = b.hlo(HloOp::BitcastConvert, &[code], ty)?;
    replace_op(op, &[value]);
    Ok(())
}

/// A reduce of f64 ([`super::foreign_iree::reduce_body`]: add, multiply, maximum or minimum)
/// as IREE's own reduce, a NaN result made +NaN where no element of its row and not the init
/// value is a NaN (an invalid step: opposite infinities summed; IREE gave -NaN).
fn reduce_with_ref_nans<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    use super::text::Body;
    use crate::hlo_ops::ComparisonDirection as Dir;
    let (hlo, x_first) = super::foreign_iree::reduce_body(op).ok_or("internal error: not a reduce of one op")?;
    let dims = super::foreign_iree::i64_array(&op.attribute("dimensions")?.to_string());
    let operands = [op.operand(0)?, op.operand(1)?];
    let tys = [super::install::carrier_ty(operands[0].r#type())?, super::install::carrier_ty(operands[1].r#type())?];
    let result_ty = super::install::carrier_ty(op.result(0)?.r#type())?;
    let mut b = Body::new();
    let (x, init) = (b.arg(&tys[0]), b.arg(&tys[1]));
    let scalar = tys[1].text();
    let (name, ret) = (hlo.name(), HloOp::Return.name());
    let order = if x_first { "%b, %a" } else { "%a, %b" };
    let region = format!(
        "{{\n  ^bb0(%a: {scalar}, %b: {scalar}):\n    %s = \"{name}\"({order}) : ({scalar}, {scalar}) -> {scalar}\n    \"{ret}\"(%s) : ({scalar}) -> ()\n  }}"
    );
    let list = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
    let r = b.op_with_region(HloOp::Reduce, &[x, init], &format!("dimensions = array<i64: {list}>"), &region, &result_ty);
    let nan = |b: &mut Body, v| {
        let bits = b.bitcast(v, "i64");
        let mask = b.i64c(i64::MAX, bits);
        let magnitude = b.bin(HloOp::And, bits, mask);
        let inf = b.i64c(0x7FF0_0000_0000_0000, bits);
        b.cmp(Dir::Gt, magnitude, inf)
    };
    let x_nan = nan(&mut b, x);
    let i32_ty = b.ty(x_nan).with("i32");
    let (one, zero) = (b.splat("1", &i32_ty), b.splat("0", &i32_ty));
    let flags = b.select(x_nan, one, zero);
    let any = super::contract::reduce_with(&mut b, flags, &result_ty.with("i32"), HloOp::Maximum, "0", &dims);
    let init_nan = nan(&mut b, init);
    let init_nan = b.op(HloOp::BroadcastInDim, &[init_nan], "broadcast_dimensions = array<i64>", &result_ty.with("i1"));
    let none = b.splat("0", &result_ty.with("i32"));
    let clean = b.cmp(Dir::Eq, any, none);
    let init_clean = b.unary(HloOp::Not, init_nan);
    let clean = b.bin(HloOp::And, clean, init_clean);
    let r_nan = nan(&mut b, r);
    let invalid = b.bin(HloOp::And, r_nan, clean);
    let bits = b.bitcast(r, "i64");
    let default = b.i64c(0x7FF8_0000_0000_0000, bits);
    let fixed = b.select(invalid, default, bits);
    let result = b.bitcast(fixed, "f64");
    let body = b.finish("NAME", &[result]);
    let helper = super::install::helper_name(&format!("f64_reduce_{}", name.trim_start_matches("stablehlo.")), &body);
    let text = body.replacen("@NAME(", &format!("@{helper}("), 1);
    super::install::replace_with_call(op, &helper, &text, &operands, &tys, &[result_ty])
}
