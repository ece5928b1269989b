//! An f32 add of two products, one of them a product of a `concatenate` along the last
//! dimension, as XLA CPU contracts it: one choice per concatenated part, not one for the whole
//! add. It is the rotary embedding's `x * cos + rotate_half(x) * sin`, `rotate_half(x)` being
//! `concatenate(-x2, x1)` (HF Llama, Mistral, Qwen; every PyTorch route writes it so).
//!
//! Measured (jaxlib 0.10.2, Intel Xeon with AVX-512, `--xla_allow_excess_precision=false`,
//! 2 x 2 x 16 x 16 random f32; the concatenate `(-x2, x1)`, `(x2, x1)` and `(x1, -x2)`, the add
//! in both operand orders, its result transposed, reversed or reshaped: 18 cases, each part of
//! each matching one choice on every element):
//! - a part that is a `negate` (or a multiply by -1, torchax's) fuses the other product, in either operand order (LLVM writes
//!   `p + (-a) * b` as `p - a * b`, then contracts the subtraction's left product);
//! - another part fuses the concatenate's product where the add's value reaches a transpose, a
//!   reverse or a broadcast in its fusion (XLA's loop emitter picks the part per element
//!   there) and the parts are slices of a tensor read from memory (an argument, a dot's value
//!   through reshapes and transposes); otherwise (only element-wise ops and reshapes after the
//!   add, or parts sliced from a value the fusion computes: a reverse, a slice of a slice) the
//!   left product, as any add of two products does ([`super::fused_multiply_add`]).
//!
//!
//! Where the add's fusion computes a factor itself with a `cosine` or `sine` (HF Llama's in-graph
//! `cos(emb)`, `sin(emb)`, which XLA fuses into each rotation), and the add's value is not
//! transposed or reversed there, the choice is one for the whole add (measured, jaxlib 0.10.2,
//! 2 x 4 x 64 x 64 keys through GQA's broadcast or not, both operand orders, from an argument
//! or a projection, 16 to 128 keys):
//! - the plain product's factor (cos) computed so: the concatenate's product on every part where
//!   the value is broadcast as above, the plain product on every part where it is not permuted;
//! - else the concatenate's factor (sin) computed so, where broadcast: the add's left product on
//!   every part.
//!
//! Where it is also transposed (HF Llama's keys through GQA's broadcast into `k^T`, written with
//! torch-xla's layouts), the choice stays per part: measured on the keys of the 6 layer Llama f32
//! export, while jax programs of that shape fuse the concatenate's product everywhere (the
//! difference between them is XLA's loop emitter's, not found; the rule follows the exports).
//! So Llama's queries (reshaped into the attention dot) fuse the cos product everywhere, its keys
//! (through GQA's broadcast and the transpose of `k^T`) the sin product on their second half.
//! Rewritten as one add per part, each with its fused multiply-add, and a concatenate of the
//! parts; every evaluator computes those alike.

use super::fused_multiply_add::{fma, product, users, FmaForm, Product, ELEMENTWISE};
use super::Builder;
use crate::hlo_ops::HloOp;
use crate::ir_numerics::format_of;
use crate::melior_ext::{replace_op, static_dims};
use lpf_dialect::error::LpfError;
use lpf_numerics::Format;
use melior::ir::operation::{OperationLike, OperationResult};
use melior::ir::r#type::{RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Value, ValueLike};

/// An add [`split`] takes apart.
pub(super) struct Split<'c, 'a> {
    /// The factors of the product without a concatenate.
    plain: (Value<'c, 'a>, Value<'c, 'a>),
    /// The concatenate, and the other factor of its product.
    concatenate: OperationRef<'c, 'a>,
    other: Value<'c, 'a>,
    /// Whether the concatenate's product is the add's left operand.
    concatenate_left: bool,
    /// How the add's value is permuted in its fusion, where the concatenate's parts are slices
    /// of a tensor read from memory; None if it is not or they are not.
    permuted: Option<Permutation>,
    /// Whether the plain product's factors, and the concatenate's other factor, include a
    /// `cosine` or `sine` the add's fusion computes ([`computed_by_sin_or_cos`]).
    plain_trig: bool,
    other_trig: bool,
}

impl Split<'_, '_> {
    /// Whether the add fuses the concatenate's product on `part` (module doc).
    fn fuses_concatenate(&self, part: Value) -> bool {
        match (self.permuted, self.plain_trig, self.other_trig) {
            (Some(Permutation::Grown), true, _) => true,
            (Some(Permutation::Grown), false, true) => self.concatenate_left,
            (None, true, _) => false,
            _ => !is_negation(part) && (self.permuted.is_some() || self.concatenate_left),
        }
    }
}

/// Whether `v` is a `cosine` or `sine`, through the reshapes and broadcasts that bring it to the
/// add's shape and a multiply by one (torchax and torch-mlir scale Llama's cos and sin by an
/// `attention_scaling` of 1.0, which XLA removes): XLA fuses it into the add's loop.
fn computed_by_sin_or_cos(v: Value) -> bool {
    let mut v = v;
    for _ in 0..16 {
        let Ok(result) = OperationResult::try_from(v) else { return false };
        let op = result.owner();
        let next = match HloOp::of(&op) {
            Some(HloOp::Cosine | HloOp::Sine) => return true,
            Some(HloOp::Reshape | HloOp::BroadcastInDim) => op.operand(0).ok(),
            Some(HloOp::Multiply) => {
                let operands: Vec<_> = op.operands().collect();
                let by_one = |i: usize| super::small_power::constant_value(operands[i]) == Some(1.0);
                match operands.len() {
                    2 if by_one(1) => Some(operands[0]),
                    2 if by_one(0) => Some(operands[1]),
                    _ => None,
                }
            }
            _ => None,
        };
        let Some(next) = next else { return false };
        v = next;
    }
    false
}

fn defined_by<'c, 'a>(v: Value<'c, 'a>, op: HloOp) -> Option<OperationRef<'c, 'a>> {
    let owner = OperationResult::try_from(v).ok()?.owner();
    (HloOp::of(&owner) == Some(op)).then_some(owner)
}

/// The concatenate (along the last of `rank` dimensions) that is a factor of `p`, and the
/// other factor.
fn concatenated<'c, 'a>(p: &Product<'c, 'a>, rank: usize) -> Option<(OperationRef<'c, 'a>, Value<'c, 'a>)> {
    let last_dimension = |op: &OperationRef| {
        op.attribute("dimension").ok().and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok()).map(|a| a.value())
            == Some(rank as i64 - 1)
    };
    [(p.x, p.y), (p.y, p.x)]
        .into_iter()
        .find_map(|(c, other)| defined_by(c, HloOp::Concatenate).filter(last_dimension).map(|op| (op, other)))
}

/// Whether `part` (of a concatenate) is a negation: a `negate`, or a multiply by -1 (torchax
/// writes `-x` so; XLA and LLVM make it a negation).
fn is_negation(part: Value) -> bool {
    let Ok(result) = OperationResult::try_from(part) else { return false };
    let op = result.owner();
    match HloOp::of(&op) {
        Some(HloOp::Negate) => true,
        Some(HloOp::Multiply) => op.operands().any(|v| super::small_power::constant_value(v) == Some(-1.0)),
        _ => false,
    }
}

/// Whether `part` (of a concatenate, negated or not) is a slice of a tensor XLA reads from
/// memory as it is: through reshapes and transposes (layouts) from an argument or a value no
/// loop fusion computes (a dot's, Llama's projections). A part sliced from a value computed in
/// the add's own fusion (a reverse, another slice, element-wise ops) made XLA fuse the left
/// product everywhere (measured; not modelled further).
fn sliced_from_memory<'c, 'a>(part: Value<'c, 'a>) -> bool {
    fn owner<'c, 'a>(v: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
        OperationResult::try_from(v).ok().map(|r| r.owner())
    }
    let mut v = part;
    if is_negation(v) {
        let Some(op) = owner(v) else { return false };
        let Some(operand) = op.operands().find(|x| super::small_power::constant_value(*x) != Some(-1.0)) else { return false };
        v = operand;
    }
    let Some(slice) = owner(v).filter(|op| HloOp::of(op) == Some(HloOp::Slice)) else { return false };
    let Ok(mut v) = slice.operand(0) else { return false };
    loop {
        let Some(op) = owner(v) else { return true };
        // A dot's value: the lane rewrite's, or an `lpf.dot` (the LLVM exit makes its f32 dots
        // lpf.dot before this rewrite, where `--backend ref` keeps dot_general: both are memory).
        if op.attribute(super::dot_lanes::DOT_VALUE).is_ok() || op.name().as_string_ref().as_str() == Ok("lpf.dot") {
            return true;
        }
        match HloOp::of(&op) {
            Some(HloOp::Reshape | HloOp::Transpose) => match op.operand(0) {
                Ok(input) => v = input,
                Err(_) => return false,
            },
            Some(kind) => return !(ELEMENTWISE.contains(&kind.name()) || matches!(kind, HloOp::Slice | HloOp::Reverse | HloOp::Concatenate | HloOp::Pad)),
            None => return false,
        }
    }
}

/// How `op`'s value is permuted in its fusion (XLA's fusion of one loop: element-wise ops,
/// reshapes and broadcasts after it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Permutation {
    /// A broadcast that adds elements (GQA's of the keys), and no transpose or reverse.
    Grown,
    /// A transpose or a reverse (not the transposes that read a laned dot's lanes, which XLA
    /// does not have, nor the layout of a single-accumulator dot's operand).
    Moved,
}

/// Whether `op`'s value reaches a transpose or reverse through element-wise ops, reshapes and
/// broadcasts, or else a broadcast that adds elements.
fn reaches_permutation(op: OperationRef) -> Option<Permutation> {
    let elements = |v: Value| static_dims(v.r#type()).map(|d| d.iter().product::<i64>());
    let mut seen = vec![op.to_raw().ptr];
    let mut queue = vec![op];
    let mut grown = false;
    while let Some(next) = queue.pop() {
        for result in next.results() {
            for user in users(result.into()) {
                if seen.contains(&user.to_raw().ptr) || seen.len() >= 512 {
                    continue;
                }
                seen.push(user.to_raw().ptr);
                if user.attribute(super::dot_lanes::LANES_MOVE).is_ok() {
                    continue;
                }
                let name = user.name();
                let name = name.as_string_ref().as_str().unwrap_or("");
                let grows = || match (user.operand(0), user.result(0)) {
                    (Ok(input), Ok(output)) => elements(input) != elements(output.into()),
                    _ => false,
                };
                if name == "stablehlo.transpose" && into_single_lane_dot(user) {
                    // A layout XLA folds into the dot's operand: no permuting loop.
                    continue;
                }
                if name == "stablehlo.transpose" || name == "stablehlo.reverse" {
                    return Some(Permutation::Moved);
                }
                if name == "stablehlo.broadcast_in_dim" {
                    grown |= grows();
                    queue.push(user);
                } else if ELEMENTWISE.contains(&name) {
                    queue.push(user);
                }
            }
        }
    }
    grown.then_some(Permutation::Grown)
}

/// Whether the transpose `op`'s value is read, directly or through transposes only, as a dot's
/// operand where the dot is summed with one accumulator per output (an `lpf.dot` or a
/// `dot_general` the lane rewrite left whole; not the lanes of a laned one, which read it
/// through their [`super::dot_lanes::LANES_MOVE`] transposes). XLA's YNNPACK dot then reads the
/// operand in that layout itself, and the add before it is a plain loop: measured on the keys of
/// `x * cos + rotate_half(x) * sin` into `q @ k^T` with 64 and 128 keys (the left product fused
/// on every element; 16, 32, 48 and 96 keys, laned dots, per part as the module doc says).
/// A transpose reshaped before the dot (PyTorch's `k.transpose(2, 3)` into a batched matmul's
/// [B * H, D, S] operand) is a loop of its own in XLA, the add's fusion ending in it: measured
/// on the Llama exports, per part.
fn into_single_lane_dot(op: OperationRef) -> bool {
    let mut queue = vec![op];
    let mut seen = 0;
    while let Some(next) = queue.pop() {
        seen += 1;
        if seen > 64 {
            return false;
        }
        let Ok(result) = next.result(0) else { return false };
        for user in users(result.into()) {
            if user.attribute(super::dot_lanes::LANES_MOVE).is_ok() {
                return false;
            }
            let name = user.name();
            match name.as_string_ref().as_str().unwrap_or("") {
                "stablehlo.dot_general" | "lpf.dot" => {}
                "stablehlo.transpose" => queue.push(user),
                _ => return false,
            }
        }
    }
    true
}

/// `op` taken apart where it is an f32 `add` of two products ([`product`]), neither negated,
/// exactly one of them of a concatenate along the last dimension.
pub(super) fn split<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Split<'c, 'a>> {
    if HloOp::of(&op) != Some(HloOp::Add) || op.operand_count() != 2 {
        return None;
    }
    let ty = op.result(0).ok()?.r#type();
    let shape = RankedTensorType::try_from(ty).ok()?;
    if format_of(shape.element()) != Some(Format::F32) || static_dims(ty).is_none() {
        return None;
    }
    let (lhs, rhs) = (product(op.operand(0).ok()?, op)?, product(op.operand(1).ok()?, op)?);
    if lhs.negated || rhs.negated || [lhs.x, lhs.y, rhs.x, rhs.y].iter().any(|v| v.r#type() != ty) {
        return None;
    }
    let rank = shape.rank();
    let (concatenate_left, (concatenate, other), plain) = match (concatenated(&lhs, rank), concatenated(&rhs, rank)) {
        (Some(found), None) => (true, found, (rhs.x, rhs.y)),
        (None, Some(found)) => (false, found, (lhs.x, lhs.y)),
        _ => return None,
    };
    if concatenate.operands().any(|part| static_dims(part.r#type()).is_none()) {
        return None;
    }
    let permuted = if concatenate.operands().all(sliced_from_memory) { reaches_permutation(op) } else { None };
    let plain_trig = computed_by_sin_or_cos(plain.0) || computed_by_sin_or_cos(plain.1);
    let other_trig = computed_by_sin_or_cos(other);
    Some(Split { plain, concatenate, other, concatenate_left, permuted, plain_trig, other_trig })
}

/// Rewrites `op` ([`split`] took it apart as `s`) into one add per concatenated part, each the
/// fused multiply-add XLA computes there (module doc), and a concatenate of them.
pub(super) fn rewrite<'c, 'a>(op: OperationRef<'c, 'a>, s: Split<'c, 'a>, form: FmaForm) -> Result<(), LpfError<'c>> {
    let b = Builder::new(op);
    let ty = op.result(0)?.r#type();
    let dims = static_dims(ty).ok_or("internal error: a dynamic shape")?;
    let last = dims.len() - 1;
    let element = RankedTensorType::try_from(ty).map_err(|_| "internal error: not a tensor")?.element();
    let array = |values: &[i64]| b.array(values);
    let mut parts = Vec::new();
    let mut start = 0;
    for part in s.concatenate.operands() {
        let width = static_dims(part.r#type()).ok_or("internal error: a dynamic shape")?[last];
        let mut low = vec![0; dims.len()];
        let mut high = dims.clone();
        low[last] = start;
        high[last] = start + width;
        let part_dims: Vec<i64> = high.iter().zip(&low).map(|(h, l)| h - l).collect();
        let part_ty = b.tensor(&part_dims, element);
        let slice = |v: Value<'c, 'a>| {
            b.op(HloOp::Slice.name(), &[v], &[("start_indices", array(&low)), ("limit_indices", array(&high)), ("strides", array(&vec![1; dims.len()]))], part_ty)
        };
        let (px, py, other) = (slice(s.plain.0)?, slice(s.plain.1)?, slice(s.other)?);
        parts.push(if s.fuses_concatenate(part) {
            fma(&b, form, part, other, b.hlo(HloOp::Multiply, &[px, py], part_ty)?)?
        } else {
            fma(&b, form, px, py, b.hlo(HloOp::Multiply, &[part, other], part_ty)?)?
        });
        start += width;
    }
    let dimension = b.parse(&format!("{last} : i64"))?;
    let value = b.op(HloOp::Concatenate.name(), &parts, &[("dimension", dimension)], ty)?;
    let products: Vec<_> = (0..2).filter_map(|i| op.operand(i).ok().and_then(|v| OperationResult::try_from(v).ok()).map(|r| r.owner())).collect();
    replace_op(op, &[value]);
    // The products, then the concatenate, where nothing else uses them now.
    for dead in products.into_iter().chain([s.concatenate]) {
        if dead.results().all(|r| users(r.into()).is_empty()) {
            // SAFETY: an op without uses, which nothing else holds.
            unsafe { mlir_sys::mlirOperationDestroy(dead.to_raw()) };
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use melior::ir::Module;

    use super::super::test_context as context;

    /// `x * cos + rotate_half(x) * sin` on `%x` (an argument or `source` of it), the add's value
    /// then `after` (an op on `%r` giving `%o`), rotate_half written with `negate`, cos and sin
    /// the arguments `%c` and `%s` or what `trig` defines as `%cos` and `%sin`.
    fn rotary(source: &str, negate: &str, after: &str) -> String {
        rotary_with(source, negate, after, "%cos = stablehlo.reshape %c : (tensor<2x8xf32>) -> tensor<2x8xf32>\n      %sin = stablehlo.reshape %s : (tensor<2x8xf32>) -> tensor<2x8xf32>")
    }

    fn rotary_with(source: &str, negate: &str, after: &str, trig: &str) -> String {
        format!(
            r#"func.func @main(%arg: tensor<2x8xf32>, %c: tensor<2x8xf32>, %s: tensor<2x8xf32>) -> tensor<2x8xf32> {{
      {source}
      {trig}
      %xc = stablehlo.multiply %x, %cos : tensor<2x8xf32>
      %hi = stablehlo.slice %x [0:2, 4:8] : (tensor<2x8xf32>) -> tensor<2x4xf32>
      {negate}
      %lo = stablehlo.slice %x [0:2, 0:4] : (tensor<2x8xf32>) -> tensor<2x4xf32>
      %half = stablehlo.concatenate %n, %lo, dim = 1 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x8xf32>
      %xs = stablehlo.multiply %half, %sin : tensor<2x8xf32>
      %r = stablehlo.add %xc, %xs : tensor<2x8xf32>
      {after}
      return %o : tensor<2x8xf32>
    }}"#
        )
    }

    /// The add's split: (the concatenate's product is left, permuted), or None.
    fn decisions(text: &str) -> Option<(bool, bool)> {
        splits(text, |s| (s.concatenate_left, s.permuted.is_some()))
    }

    /// Whether the add fuses the concatenate's product on its (negated, plain) part.
    fn fused_parts(text: &str) -> Option<(bool, bool)> {
        splits(text, |s| {
            let parts: Vec<_> = s.concatenate.operands().collect();
            (s.fuses_concatenate(parts[0]), s.fuses_concatenate(parts[1]))
        })
    }

    fn splits<T>(text: &str, read: impl Fn(&Split) -> T) -> Option<T> {
        let context = context();
        let module = Module::parse(&context, text).expect("parses");
        let mut found = None;
        module.as_operation().walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
            if HloOp::of(&op) == Some(HloOp::Add) {
                found = Some(split(op).map(|s| read(&s)));
            }
            melior::ir::operation::WalkResult::Advance
        });
        found.flatten()
    }

    const ARGUMENT: &str = "%x = stablehlo.reshape %arg : (tensor<2x8xf32>) -> tensor<2x8xf32>";
    const NEGATE: &str = "%n = stablehlo.negate %hi : tensor<2x4xf32>";
    const TRANSPOSE: &str = "%t = stablehlo.transpose %r, dims = [1, 0] : (tensor<2x8xf32>) -> tensor<8x2xf32>\n      %o = stablehlo.reshape %t : (tensor<8x2xf32>) -> tensor<2x8xf32>";
    const RESHAPE: &str = "%o = stablehlo.reshape %r : (tensor<2x8xf32>) -> tensor<2x8xf32>";

    #[test]
    fn permuted_only_through_a_permutation_of_a_tensor_in_memory() {
        let reverse = "%o = stablehlo.reverse %r, dims = [1] : tensor<2x8xf32>";
        assert_eq!(decisions(&rotary(ARGUMENT, NEGATE, TRANSPOSE)), Some((false, true)));
        assert_eq!(decisions(&rotary(ARGUMENT, NEGATE, reverse)), Some((false, true)));
        assert_eq!(decisions(&rotary(ARGUMENT, NEGATE, RESHAPE)), Some((false, false)));
        // torchax's negation, a multiply by -1.
        let by_minus_one = "%m = stablehlo.constant dense<-1.0> : tensor<2x4xf32>\n      %n = stablehlo.multiply %m, %hi : tensor<2x4xf32>";
        assert_eq!(decisions(&rotary(ARGUMENT, by_minus_one, TRANSPOSE)), Some((false, true)));
        // Parts sliced from a value the fusion computes: the left product.
        let reversed = "%x = stablehlo.reverse %arg, dims = [0] : tensor<2x8xf32>";
        assert_eq!(decisions(&rotary(reversed, NEGATE, TRANSPOSE)), Some((false, false)));
    }

    #[test]
    fn cos_or_sin_computed_in_the_fusion_choose_for_every_part() {
        // GQA's broadcast of the keys' heads, without a transpose.
        let grow = "%b = stablehlo.broadcast_in_dim %r, dims = [1, 2] : (tensor<2x8xf32>) -> tensor<2x2x8xf32>\n      %h = stablehlo.slice %b [0:1, 0:2, 0:8] : (tensor<2x2x8xf32>) -> tensor<1x2x8xf32>\n      %o = stablehlo.reshape %h : (tensor<1x2x8xf32>) -> tensor<2x8xf32>";
        // Arguments: per part where permuted (the negated part fuses the cos product).
        assert_eq!(fused_parts(&rotary(ARGUMENT, NEGATE, grow)), Some((false, true)));
        assert_eq!(fused_parts(&rotary(ARGUMENT, NEGATE, TRANSPOSE)), Some((false, true)));
        assert_eq!(fused_parts(&rotary(ARGUMENT, NEGATE, RESHAPE)), Some((false, false)));
        // cos and sin computed (cos scaled by one, as torchax writes it): the sin product
        // everywhere where broadcast, per part where transposed, the cos product where neither.
        let both = "%one = stablehlo.constant dense<1.0> : tensor<2x8xf32>\n      %c0 = stablehlo.cosine %c : tensor<2x8xf32>\n      %cos = stablehlo.multiply %c0, %one : tensor<2x8xf32>\n      %sin = stablehlo.sine %c : tensor<2x8xf32>";
        assert_eq!(fused_parts(&rotary_with(ARGUMENT, NEGATE, grow, both)), Some((true, true)));
        assert_eq!(fused_parts(&rotary_with(ARGUMENT, NEGATE, TRANSPOSE, both)), Some((false, true)));
        assert_eq!(fused_parts(&rotary_with(ARGUMENT, NEGATE, RESHAPE, both)), Some((false, false)));
        // Only sin computed, broadcast: the add's left product (here the cos product).
        let sin = "%cos = stablehlo.reshape %c : (tensor<2x8xf32>) -> tensor<2x8xf32>\n      %sin = stablehlo.sine %s : tensor<2x8xf32>";
        assert_eq!(fused_parts(&rotary_with(ARGUMENT, NEGATE, grow, sin)), Some((false, false)));
        // A scale other than one is not looked through.
        let scaled = "%two = stablehlo.constant dense<2.0> : tensor<2x8xf32>\n      %c0 = stablehlo.cosine %c : tensor<2x8xf32>\n      %cos = stablehlo.multiply %c0, %two : tensor<2x8xf32>\n      %sin = stablehlo.reshape %s : (tensor<2x8xf32>) -> tensor<2x8xf32>";
        assert_eq!(fused_parts(&rotary_with(ARGUMENT, NEGATE, grow, scaled)), Some((false, true)));
    }
}
