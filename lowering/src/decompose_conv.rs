//! `lpf-decompose-conv`: rewrites `lpf.conv ... hardware("unit")` into what it is defined as
//! (docs/dialect.md, lpf.conv): the unit's hardware dot of the convolution's im2col matrix,
//! per feature or batch group. The first step of `--lower-to-llvm`, whose matrix-unit kernel
//! then computes the dot.
//!
//! ```mlir
//! %y = lpf.conv %x, %w acc(f32) hardware("U") {...} : tensor<N x S.. x C>, tensor<W.. x C/G x O> -> tensor<N/BG x P.. x O>
//! // becomes, with J = G or BG groups (J = 1: no group dimension, no transposes)
//! %xp = stablehlo.pad %x, +0 (edges lo/hi, negative ones crop; interior lhs_dilation - 1)   // [N, E.., C]
//! %s_w = stablehlo.slice %xp [0, w_i rd_i : .. : s_i, 0]   // one per window position w, row-major: [N, P.., C]
//! %cat = stablehlo.concatenate %s_0, ..., dim = d + 1       // [N, P.., W_1...W_d x C]
//! %a   = reshape (+ transpose) to [J, N/BG x P.., K]        // K = W_1 ... W_d (C / G), k = (w.., c)
//! %b   = reshape (+ transpose) of %w to [J, K, O/J]
//! %d   = lpf.dot %a, %b acc(f32) hardware("U")              // [J, N/BG x P.., O/J]
//! %y   = transpose + reshape to [N/BG, P.., O]
//! ```
//!
//! Each row of the im2col matrix is one output position's K terms in the k order (the window
//! position row-major, the input channel innermost), each column of the kernel matrix one
//! output channel's, so the dot's output (row, column) is exactly the convolution's output
//! there: the same K codes in the same order, a padding or dilation hole being the +0 that
//! `stablehlo.pad` inserts (its padding value is `dense<0.0>` of the operand format, whose
//! code is +0 in every format a matrix unit takes). A slice position a window never reaches
//! is never read. The ops around the dot move data only.
//!
//! tf32 operands travel as f32 (`lpf.convert` both ways, exact: tf32's values are f32 values,
//! and +0 is +0). Refused (located E0915): an operand format StableHLO's ops cannot carry
//! (lpf's own types, which no unit takes today), named. A convolution without elements, or with K = 0 (every output the empty chain,
//! +0), becomes a constant.

use crate::hlo_ops::HloOp;
use crate::melior_ext::{build, inherit_discardable, replace_op, type_attr};
use crate::pass::lpf_pass;
use lpf_dialect::error::LpfError;
use lpf_dialect::ops::LpfOp;
use lpf_dialect::{attrs, lpf_dialect_handle};
use lpf_numerics::kernels::ConvGeometry;
use melior::ir::attribute::{Attribute, DenseI64ArrayAttribute, StringAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::r#type::{DimSize, RankedTensorType, ShapedTypeLike};
use melior::ir::{OperationRef, Type, TypeLike, Value, ValueLike};
use melior::pass::ExternalPass;
use melior::Context;

lpf_pass!(
    "lpf-decompose-conv",
    "LpfDecomposeConv",
    "Rewrite lpf.conv hardware(\"unit\") into an im2col (StableHLO data movement) and lpf.dot hardware(\"unit\")",
    run,
    [lpf_dialect_handle(), lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    if !apply(root) {
        pass.signal_failure();
    }
}

/// The pass's work without a pass: every `lpf.conv` with `hardware(...)` rewritten; false after
/// located errors.
pub fn apply(root: OperationRef) -> bool {
    let selects = |op: &OperationRef| LpfOp::of(op) == Some(LpfOp::Conv) && attrs::hardware(op).is_ok_and(|h| h.is_some());
    crate::pass::rewrite_each(root, "lpf-decompose-conv", selects, decompose)
}

/// A static ranked tensor type's shape and element type.
fn shape_of(ty: Type) -> Option<(Vec<i64>, Type)> {
    if !ty.is_ranked_tensor() {
        return None;
    }
    let ranked = RankedTensorType::try_from(ty).ok()?;
    let shape = (0..ranked.rank())
        .map(|i| match ranked.dim_size(i).ok()? {
            DimSize::Static(d) => i64::try_from(d).ok(),
            DimSize::Dynamic => None,
        })
        .collect::<Option<Vec<i64>>>()?;
    Some((shape, ranked.element()))
}

/// Whether StableHLO's ops take tensors of `element`: its float types are the builtin ones but
/// tf32 (lpf's own types are not builtin).
fn stablehlo_carries(element: Type) -> bool {
    element.is_float() && !element.is_tf32()
}

/// Builds the ops in front of `op`, each at its location.
struct Rewriter<'c, 'a> {
    context: &'c Context,
    op: OperationRef<'c, 'a>,
}

impl<'c, 'a> Rewriter<'c, 'a> {
    fn insert(&self, name: &str, operands: &[Value<'c, 'a>], attributes: &[(&str, Attribute<'c>)], result: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let block = self.op.block().ok_or("lpf.conv outside a block")?;
        let new = build(self.context, name, self.op.location(), operands, attributes, &[result])?;
        let new = block.insert_operation_before(self.op, new);
        Ok(new.result(0)?.into())
    }

    fn tensor(&self, shape: &[i64], element: Type<'c>) -> Type<'c> {
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        RankedTensorType::new(&dims, element, None).into()
    }

    fn array(&self, values: &[i64]) -> Attribute<'c> {
        DenseI64ArrayAttribute::new(self.context, values).into()
    }

    fn constant(&self, literal: &str, ty: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let text = format!("{literal} : {ty}");
        let value = Attribute::parse(self.context, &text).ok_or_else(|| LpfError::new(format!("cannot parse the constant {text}")))?;
        self.insert(HloOp::Constant.name(), &[], &[("value", value)], ty)
    }

    fn reshape(&self, value: Value<'c, 'a>, shape: &[i64], element: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        self.insert(HloOp::Reshape.name(), &[value], &[], self.tensor(shape, element))
    }

    fn transpose(&self, value: Value<'c, 'a>, permutation: &[i64], shape: &[i64], element: Type<'c>) -> Result<Value<'c, 'a>, LpfError<'c>> {
        let to: Vec<i64> = permutation.iter().map(|&p| shape[p as usize]).collect();
        self.insert(HloOp::Transpose.name(), &[value], &[("permutation", self.array(permutation))], self.tensor(&to, element))
    }
}

fn decompose<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    // SAFETY: the context outlives the pass run that hands us `op`.
    let context: &'c Context = lpf_dialect::context::context_of(op.context());
    let Some(unit) = attrs::hardware(&op)? else { return Ok(()) };
    if op.operand_count() != 2 || op.result_count() != 1 {
        return Err("lpf.conv takes two operands and has one result".into());
    }
    let (lhs, rhs) = (op.operand(0)?, op.operand(1)?);
    let result_type = op.result(0)?.r#type();
    let ((x, element), (w, rhs_element), (y, result_element)) =
        match (shape_of(lhs.r#type()), shape_of(rhs.r#type()), shape_of(result_type)) {
            (Some(l), Some(r), Some(o)) => (l, r, o),
            _ => return Err("lpf.conv needs statically shaped tensors".into()),
        };
    for ty in [element, rhs_element] {
        if !stablehlo_carries(ty) && !ty.is_tf32() {
            return Err(LpfError::unsupported(format!(
                "'lpf.conv' hardware(\"{unit}\") with {ty} operands: the im2col that feeds the unit's dot is StableHLO data \
                 movement, which cannot carry {ty}; run it with lpf-run --backend ref"
            )));
        }
    }
    let d = x.len().checked_sub(2).filter(|&d| d >= 1 && w.len() == d + 2 && y.len() == d + 2).ok_or("lpf.conv's operands are not [N, S.., C] and [W.., C/G, O]")?;
    let geometry: ConvGeometry = crate::ir_numerics::conv_geometry(&op, d).map_err(LpfError::new)?;
    let acc = attrs::acc(&op)?;
    let r = Rewriter { context, op };
    // tf32 travels as f32 (its values are f32 values, so both converts are exact; the dot's
    // operands are tf32 again).
    let f32_type = Type::float32(context);
    let carrier = |ty: Type<'c>| if ty.is_tf32() { f32_type } else { ty };
    let carry = |value: Value<'c, 'a>, shape: &[i64], from: Type<'c>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        if from.is_tf32() {
            r.insert(LpfOp::Convert.name(), &[value], &[], r.tensor(shape, f32_type))
        } else {
            Ok(value)
        }
    };
    let uncarry = |value: Value<'c, 'a>, shape: &[i64], to: Type<'c>| -> Result<Value<'c, 'a>, LpfError<'c>> {
        if to.is_tf32() {
            r.insert(LpfOp::Convert.name(), &[value], &[], r.tensor(shape, to))
        } else {
            Ok(value)
        }
    };
    let (lhs_type, rhs_type) = (element, rhs_element);
    let (n, c, o) = (x[0], x[d + 1], w[d + 1]);
    let (groups, batch_groups) = (geometry.feature_group_count as i64, geometry.batch_group_count as i64);
    let j = groups.max(batch_groups);
    let positions = &y[1..=d];
    let window = &w[..d];
    let (windows, p): (i64, i64) = (window.iter().product(), positions.iter().product());
    let (nb, cg) = (n / batch_groups, w[d]);
    let k = windows * cg;
    // Nothing to compute: no outputs (a constant without elements), or no terms (each output
    // the chain over no slices, +0).
    if y.iter().product::<i64>() == 0 || k == 0 {
        let literal = if y.iter().product::<i64>() == 0 { "dense<>" } else { "dense<0.0>" };
        let zeros = r.constant(literal, result_type)?;
        replace_op(op, &[zeros]);
        return Ok(());
    }

    let (lhs, rhs) = (carry(lhs, &x, lhs_type)?, carry(rhs, &w, rhs_type)?);
    let (element, rhs_element) = (carrier(lhs_type), carrier(rhs_type));
    // The lhs padded (negative edges crop) and dilated, holes +0 of its format: [N, E.., C].
    let mut padded = lhs;
    let mut extents = x.clone();
    let (lo, hi, interior): (Vec<i64>, Vec<i64>, Vec<i64>) = (
        (0..d + 2).map(|i| if i == 0 || i == d + 1 { 0 } else { geometry.padding[i - 1].0 }).collect(),
        (0..d + 2).map(|i| if i == 0 || i == d + 1 { 0 } else { geometry.padding[i - 1].1 }).collect(),
        (0..d + 2).map(|i| if i == 0 || i == d + 1 { 0 } else { geometry.lhs_dilation[i - 1] as i64 - 1 }).collect(),
    );
    if lo.iter().chain(&hi).chain(&interior).any(|&v| v != 0) {
        for i in 0..d + 2 {
            extents[i] = lo[i] + hi[i] + if x[i] == 0 { 0 } else { (x[i] - 1) * (interior[i] + 1) + 1 };
        }
        let zero = r.constant("dense<0.0>", r.tensor(&[], element))?;
        padded = r.insert(
            HloOp::Pad.name(),
            &[lhs, zero],
            &[("edge_padding_low", r.array(&lo)), ("edge_padding_high", r.array(&hi)), ("interior_padding", r.array(&interior))],
            r.tensor(&extents, element),
        )?;
    }

    // One strided slice per window position, row-major: [N, P.., C] each.
    let mut slices = Vec::with_capacity(windows as usize);
    let strides: Vec<i64> = std::iter::once(1).chain(geometry.window_strides.iter().map(|&s| s as i64)).chain([1]).collect();
    for linear in 0..windows {
        let mut at = vec![0i64; d];
        let mut rest = linear;
        for i in (0..d).rev() {
            at[i] = rest % window[i];
            rest /= window[i];
        }
        let mut start = vec![0i64; d + 2];
        let mut limit = extents.clone();
        for i in 0..d {
            start[i + 1] = at[i] * geometry.rhs_dilation[i] as i64;
            limit[i + 1] = start[i + 1] + (positions[i] - 1) * strides[i + 1] + 1;
        }
        let mut sliced_shape = x.clone();
        sliced_shape[1..=d].copy_from_slice(positions);
        if sliced_shape == extents {
            // The whole (padded) lhs: a 1 x .. x 1 window at stride 1.
            slices.push(padded);
            continue;
        }
        let slice = r.insert(
            HloOp::Slice.name(),
            &[padded],
            &[("start_indices", r.array(&start)), ("limit_indices", r.array(&limit)), ("strides", r.array(&strides))],
            r.tensor(&sliced_shape, element),
        )?;
        slices.push(slice);
    }
    // The window positions side by side, each with its channels: [N, P.., W_1...W_d x C].
    let mut gathered_shape = x.clone();
    gathered_shape[1..=d].copy_from_slice(positions);
    gathered_shape[d + 1] = windows * c;
    let gathered = if slices.len() == 1 {
        slices[0]
    } else {
        let dimension = crate::melior_ext::i64_attr(context, d as i64 + 1);
        r.insert(HloOp::Concatenate.name(), &slices, &[("dimension", dimension)], r.tensor(&gathered_shape, element))?
    };
    // The im2col matrix [J, N/BG x P.., K], columns in the k order (w.., c).
    let m = nb * p;
    let lhs_matrix = if j == 1 {
        r.reshape(gathered, &[m, k], element)?
    } else if groups > 1 {
        // [N x P.., W, G, C/G] -> [G, N x P.., W, C/G]
        let split = [m, windows, groups, cg];
        let split_value = r.reshape(gathered, &split, element)?;
        let moved = r.transpose(split_value, &[2, 0, 1, 3], &split, element)?;
        r.reshape(moved, &[j, m, k], element)?
    } else {
        // Batch groups: the leading N is [BG, N/BG].
        r.reshape(gathered, &[j, m, k], element)?
    };
    // The kernel [W.., C/G, O] as [K, O], or [J, K, O/J].
    let rhs_matrix = if j == 1 {
        r.reshape(rhs, &[k, o], rhs_element)?
    } else {
        let split = [k, j, o / j];
        let split_value = r.reshape(rhs, &split, rhs_element)?;
        r.transpose(split_value, &[1, 0, 2], &split, rhs_element)?
    };
    let lhs_matrix = uncarry(lhs_matrix, &if j == 1 { vec![m, k] } else { vec![j, m, k] }, lhs_type)?;
    let rhs_matrix = uncarry(rhs_matrix, &if j == 1 { vec![k, o] } else { vec![j, k, o / j] }, rhs_type)?;
    let dot_shape: Vec<i64> = if j == 1 { vec![m, o] } else { vec![j, m, o / j] };
    let dot = r.insert(
        LpfOp::Dot.name(),
        &[lhs_matrix, rhs_matrix],
        &[("acc", type_attr(acc)), ("hardware", StringAttribute::new(context, &unit).into())],
        r.tensor(&dot_shape, result_element),
    )?;
    // The dot is the contraction the conv was: it keeps its dialect attributes (sharding).
    if let Some(dot_op) = crate::raise_stablehlo::producer(dot) {
        inherit_discardable(op, &dot_op);
    }
    let columns = if j == 1 { dot } else { r.transpose(dot, &[1, 0, 2], &dot_shape, result_element)? };
    let result = r.reshape(columns, &y, result_element)?;
    replace_op(op, &[result]);
    Ok(())
}
