//! `stablehlo.scatter` on the LLVM exit, which upstream's linalg conversion has no pattern for:
//! each scatter becomes a call of a private StableHLO function that applies the updates one
//! window at a time in a `stablehlo.while` (which `control_flow` turns into `scf.while`):
//!
//! - the indices are brought to `[S, K]` (S update windows, K the index vector's length) and the
//!   updates to `[S, W...]` (the update window dimensions in order);
//! - for window i, in increasing order, the start of the window in the operand is the index
//!   vector's entries at `scatter_dims_to_operand_dims` (0 elsewhere), the window is read with
//!   `dynamic_slice`, combined with its update by the scatter's own body (a `stablehlo.map` over
//!   the window, the body moved there) and written back with `dynamic_update_slice`;
//! - a window that does not lie wholly inside the operand is skipped (XLA's rule; StableHLO
//!   leaves out-of-bounds indices to the implementation): its old values are written back.
//!
//! So each element of the result sees its updates in the order of the update windows, as
//! StableHLO's interpreter (`--backend ref`) and XLA apply them: a `.at[i].set` with repeated
//! indices keeps the last, an `.at[i].add` (an embedding's gradient) sums in index order.
//! flax's FP8 recipe writes its amax history with one (`jnp.roll(...).at[0].set(...)`), and a
//! gather's gradient is a scatter-add.
//!
//! Batching dimensions (jax's gradient of `take_along_axis`) give each window its coordinate
//! along the paired batch dimension of the indices. One operand; other scatters stay, and the
//! exit refuses them at the op (E0915). `--backend ref` runs the same helper where a window can lie partly outside
//! the operand ([`partial_window_scatters_as_loops`]): the interpreter applies the elements of
//! such a window that lie inside.

use super::helper_calls::{call_helper, each_op, list, name_for, self_contained, static_shape, tensor};
use melior::ir::operation::OperationLike;
use melior::ir::{OperationRef, Type, ValueLike};
use melior::Context;

/// A scatter's dimension numbers (StableHLO's `#stablehlo.scatter<...>`; absent lists are
/// empty, an absent `index_vector_dim` is 0).
#[derive(Debug, Default, PartialEq)]
struct Dims {
    update_window_dims: Vec<usize>,
    inserted_window_dims: Vec<usize>,
    input_batching_dims: Vec<usize>,
    scatter_indices_batching_dims: Vec<usize>,
    scatter_dims_to_operand_dims: Vec<usize>,
    index_vector_dim: usize,
}

fn dims_of(text: &str) -> Option<Dims> {
    let mut dims = Dims::default();
    for (key, numbers) in crate::hlo_ops::dimension_fields(text, "scatter")? {
        match key.as_str() {
            "update_window_dims" => dims.update_window_dims = numbers,
            "inserted_window_dims" => dims.inserted_window_dims = numbers,
            "input_batching_dims" => dims.input_batching_dims = numbers,
            "scatter_indices_batching_dims" => dims.scatter_indices_batching_dims = numbers,
            "scatter_dims_to_operand_dims" => dims.scatter_dims_to_operand_dims = numbers,
            "index_vector_dim" => dims.index_vector_dim = *numbers.first()?,
            _ => return None,
        }
    }
    Some(dims)
}




/// The helper's text for one scatter of `operand`, `indices`, `updates` (static shapes), its
/// body a placeholder map (`return` of the update) that [`rewrite`] replaces by the scatter's.
fn helper_text(name: &str, dims: &Dims, operand: (&[i64], Type), indices: (&[i64], Type), updates: (&[i64], Type)) -> Option<String> {
    let (op_shape, element) = operand;
    let (ix_shape, ix_element) = indices;
    let (up_shape, _) = updates;
    let rank = op_shape.len();
    let index_vector = dims.index_vector_dim;
    if index_vector > ix_shape.len() || dims.update_window_dims.iter().any(|&d| d >= up_shape.len()) {
        return None;
    }
    // Indices to [S, K]: the batch dimensions in order, then the index vector.
    let batch: Vec<usize> = (0..ix_shape.len()).filter(|&d| d != index_vector).collect();
    let s: i64 = batch.iter().map(|&d| ix_shape[d]).product();
    let k = if index_vector < ix_shape.len() { ix_shape[index_vector] } else { 1 };
    if k as usize != dims.scatter_dims_to_operand_dims.len() || dims.scatter_dims_to_operand_dims.iter().any(|&d| d >= rank) {
        return None;
    }
    // Updates to [S, W...]: the scatter dimensions in order, then the window's.
    let scatter_dims: Vec<usize> = (0..up_shape.len()).filter(|d| !dims.update_window_dims.contains(d)).collect();
    let window: Vec<i64> = dims.update_window_dims.iter().map(|&d| up_shape[d]).collect();
    if scatter_dims.iter().map(|&d| up_shape[d]).product::<i64>() != s
        || window.len() + dims.inserted_window_dims.len() + dims.input_batching_dims.len() != rank
        || dims.input_batching_dims.len() != dims.scatter_indices_batching_dims.len()
        || dims.scatter_indices_batching_dims.iter().any(|&d| d == index_vector || d >= ix_shape.len())
    {
        return None;
    }
    // The window's shape in the operand: 1 at each inserted dimension.
    let mut sizes = Vec::with_capacity(rank);
    let mut next = window.iter();
    for d in 0..rank {
        let one = dims.inserted_window_dims.contains(&d) || dims.input_batching_dims.contains(&d);
        sizes.push(if one { 1 } else { *next.next()? });
    }
    if sizes.iter().zip(op_shape).any(|(w, o)| w > o) {
        return None;
    }
    let t_op = tensor(op_shape, element);
    if s == 0 || sizes.contains(&0) {
        // No update window (or empty ones): the scatter is its operand.
        let (t_ix, t_up) = (tensor(ix_shape, ix_element), tensor(up_shape, updates.1));
        return Some(format!("func.func private @{name}(%operand: {t_op}, %indices: {t_ix}, %updates: {t_up}) -> {t_op} {{\n    return %operand : {t_op}\n  }}"));
    }
    let t_ix = tensor(ix_shape, ix_element);
    let t_up = tensor(up_shape, updates.1);
    let t_ix2 = tensor(&[s, k], ix_element);
    let mut up2_shape = vec![s];
    up2_shape.extend(&window);
    let t_up2 = tensor(&up2_shape, element);
    let t_win = tensor(&sizes, element);
    let t_pred = tensor(&sizes, "i1");
    let mut head: Vec<String> = Vec::new();
    let mut line = |text: String| head.push(format!("    {text}"));
    let mut ix_perm: Vec<i64> = batch.iter().map(|&d| d as i64).collect();
    if index_vector < ix_shape.len() {
        ix_perm.push(index_vector as i64);
    }
    let ix_t: Vec<i64> = ix_perm.iter().map(|&d| ix_shape[d as usize]).collect();
    line(format!("%ixt = stablehlo.transpose %indices, dims = [{}] : ({t_ix}) -> {}", list(&ix_perm), tensor(&ix_t, ix_element)));
    line(format!("%ix2 = stablehlo.reshape %ixt : ({}) -> {t_ix2}", tensor(&ix_t, ix_element)));
    let up_perm: Vec<i64> = scatter_dims.iter().chain(&dims.update_window_dims).map(|&d| d as i64).collect();
    let up_t: Vec<i64> = up_perm.iter().map(|&d| up_shape[d as usize]).collect();
    line(format!("%upt = stablehlo.transpose %updates, dims = [{}] : ({t_up}) -> {}", list(&up_perm), tensor(&up_t, element)));
    line(format!("%up2 = stablehlo.reshape %upt : ({}) -> {t_up2}", tensor(&up_t, element)));
    line("%zero = stablehlo.constant dense<0> : tensor<i64>".into());
    line(format!(
        "%loop:2 = stablehlo.while(%i = %zero, %acc = %operand) : tensor<i64>, {t_op}\n     cond {{\n      %count = stablehlo.constant dense<{s}> : tensor<i64>\n      %more = stablehlo.compare LT, %i, %count, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>\n      stablehlo.return %more : tensor<i1>\n    }} do {{"
    ));
    let mut body: Vec<String> = Vec::new();
    let mut put = |text: String| body.push(format!("      {text}"));
    put("%z = stablehlo.constant dense<0> : tensor<i64>".into());
    put("%one = stablehlo.constant dense<1> : tensor<i64>".into());
    put("%true = stablehlo.constant dense<true> : tensor<i1>".into());
    put(format!("%row = stablehlo.dynamic_slice %ix2, %i, %z, sizes = [1, {k}] : ({t_ix2}, tensor<i64>, tensor<i64>) -> {}", tensor(&[1, k], ix_element)));
    let mut starts = Vec::with_capacity(rank);
    put("%inb0 = stablehlo.constant dense<true> : tensor<i1>".into());
    for d in 0..rank {
        match dims.scatter_dims_to_operand_dims.iter().position(|&o| o == d) {
            Some(j) => {
                put(format!("%e{d} = stablehlo.slice %row [0:1, {j}:{}] : ({}) -> {}", j + 1, tensor(&[1, k], ix_element), tensor(&[1, 1], ix_element)));
                put(format!("%r{d} = stablehlo.reshape %e{d} : ({}) -> {}", tensor(&[1, 1], ix_element), tensor(&[], ix_element)));
                put(format!("%s{d} = stablehlo.convert %r{d} : ({}) -> tensor<i64>", tensor(&[], ix_element)));
            }
            // A batching dimension: window i's coordinate along the indices' batch dimension
            // paired with it ((i / stride) mod size over the indices' batch dimensions).
            None => match dims.input_batching_dims.iter().position(|&o| o == d) {
                Some(pair) => {
                    let p = batch.iter().position(|&b| b == dims.scatter_indices_batching_dims[pair])?;
                    let stride: i64 = batch[p + 1..].iter().map(|&b| ix_shape[b]).product();
                    put(format!("%bs{d} = stablehlo.constant dense<{stride}> : tensor<i64>"));
                    put(format!("%bz{d} = stablehlo.constant dense<{}> : tensor<i64>", ix_shape[batch[p]]));
                    put(format!("%bq{d} = stablehlo.divide %i, %bs{d} : tensor<i64>"));
                    put(format!("%s{d} = stablehlo.remainder %bq{d}, %bz{d} : tensor<i64>"));
                }
                None => put(format!("%s{d} = stablehlo.constant dense<0> : tensor<i64>")),
            },
        }
        // Inside: 0 <= start and start + size <= dimension.
        put(format!("%lo{d} = stablehlo.compare GE, %s{d}, %z, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>"));
        put(format!("%lim{d} = stablehlo.constant dense<{}> : tensor<i64>", op_shape[d] - sizes[d]));
        put(format!("%hi{d} = stablehlo.compare LE, %s{d}, %lim{d}, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>"));
        put(format!("%in{d} = stablehlo.and %lo{d}, %hi{d} : tensor<i1>"));
        put(format!("%inb{} = stablehlo.and %inb{d}, %in{d} : tensor<i1>", d + 1));
        starts.push(format!("%s{d}"));
    }
    let i64s = vec!["tensor<i64>"; rank].join(", ");
    let starts = starts.join(", ");
    let zeros_w = vec!["%z"; window.len()].join(", ");
    put(format!("%old = stablehlo.dynamic_slice %acc, {starts}, sizes = [{}] : ({t_op}, {i64s}) -> {t_win}", list(&sizes)));
    let mut row_sizes = vec![1];
    row_sizes.extend(&window);
    let t_row = tensor(&row_sizes, element);
    let up_starts = if window.is_empty() { "%i".to_string() } else { format!("%i, {zeros_w}") };
    put(format!(
        "%upd = stablehlo.dynamic_slice %up2, {up_starts}, sizes = [{}] : ({t_up2}, {}) -> {t_row}",
        list(&row_sizes),
        vec!["tensor<i64>"; row_sizes.len()].join(", ")
    ));
    put(format!("%u = stablehlo.reshape %upd : ({t_row}) -> {t_win}"));
    let all: Vec<i64> = (0..rank as i64).collect();
    put(format!(
        "%new = \"stablehlo.map\"(%old, %u) <{{dimensions = array<i64: {}>}}> ({{\n      ^bb0(%x: {t0}, %y: {t0}):\n        \"stablehlo.return\"(%y) : ({t0}) -> ()\n      }}) : ({t_win}, {t_win}) -> {t_win}",
        list(&all),
        t0 = tensor(&[], element)
    ));
    put(format!("%keep = stablehlo.broadcast_in_dim %inb{rank}, dims = [] : (tensor<i1>) -> {t_pred}"));
    put(format!("%val = stablehlo.select %keep, %new, %old : {t_pred}, {t_win}"));
    put(format!("%acc2 = stablehlo.dynamic_update_slice %acc, %val, {starts} : ({t_op}, {t_win}, {i64s}) -> {t_op}"));
    put("%i2 = stablehlo.add %i, %one : tensor<i64>".into());
    put(format!("stablehlo.return %i2, %acc2 : tensor<i64>, {t_op}"));
    let text = format!("{}\n{}\n    }}\n    return %loop#1 : {t_op}", head.join("\n"), body.join("\n"));
    Some(format!("func.func private @{name}(%operand: {t_op}, %indices: {t_ix}, %updates: {t_up}) -> {t_op} {{\n{text}\n  }}"))
}

/// Rewrites one scatter into a call of its helper; `false` where this module does not take it
/// (the op is left for the exit to refuse).
fn rewrite<'c>(context: &'c Context, module: OperationRef<'c, '_>, op: OperationRef<'c, '_>) -> bool {
    if op.operand_count() != 3 || op.result_count() != 1 || op.region_count() != 1 || !self_contained(op) {
        return false;
    }
    let Some(dims) = op.attribute("scatter_dimension_numbers").ok().and_then(|a| dims_of(&a.to_string())) else { return false };
    let (Ok(operand), Ok(indices), Ok(updates), Ok(result)) = (op.operand(0), op.operand(1), op.operand(2), op.result(0)) else { return false };
    let (Some(o), Some(ix), Some(up)) = (static_shape(operand.r#type()), static_shape(indices.r#type()), static_shape(updates.r#type())) else { return false };
    if o.1 != up.1 || result.r#type() != operand.r#type() || melior::ir::r#type::IntegerType::try_from(ix.1).is_err() {
        return false;
    }
    let Some(probe) = helper_text("probe", &dims, (&o.0, o.1), (&ix.0, ix.1), (&up.0, up.1)) else { return false };
    let name = name_for("scatter", &probe, op);
    let Some(text) = helper_text(&name, &dims, (&o.0, o.1), (&ix.0, ix.1), (&up.0, up.1)) else { return false };
    call_helper(context, module, op, &name, &text)
}

/// Every `stablehlo.scatter` of `root` (a module) this module takes, as a call of its helper.
pub fn scatters_as_loops(context: &Context, root: OperationRef) {
    each_op(context, root, "stablehlo.scatter", rewrite);
}

/// Whether a window of `op` (a scatter) can lie partly outside its operand: some indexed
/// dimension of the operand has a window wider than 1. Only there StableHLO's interpreter
/// (which applies each update element inside the operand) and XLA (which skips the window)
/// differ.
fn partial_windows(op: OperationRef) -> bool {
    let Some(dims) = op.attribute("scatter_dimension_numbers").ok().and_then(|a| dims_of(&a.to_string())) else { return false };
    let (Ok(operand), Ok(updates)) = (op.operand(0), op.operand(op.operand_count().saturating_sub(1))) else { return false };
    let (Some((o, _)), Some((u, _))) = (static_shape(operand.r#type()), static_shape(updates.r#type())) else { return false };
    let mut window = dims.update_window_dims.iter().map(|&d| u.get(d).copied().unwrap_or(1));
    (0..o.len()).any(|d| {
        let size = if dims.inserted_window_dims.contains(&d) || dims.input_batching_dims.contains(&d) { 1 } else { window.next().unwrap_or(1) };
        size > 1 && dims.scatter_dims_to_operand_dims.contains(&d)
    })
}

/// For `--backend ref`: each scatter whose windows can lie partly outside the operand
/// ([`partial_windows`]) as the same helper call, so that StableHLO's interpreter skips such a
/// window whole, as XLA and the LLVM exit do.
pub fn partial_window_scatters_as_loops(context: &Context, root: OperationRef) {
    each_op(context, root, "stablehlo.scatter", |context, module, op| partial_windows(op) && rewrite(context, module, op));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dimension_numbers_read_with_defaults() {
        let dims = dims_of("#stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>").unwrap();
        assert_eq!(dims, Dims { inserted_window_dims: vec![0], scatter_dims_to_operand_dims: vec![0], ..Dims::default() });
        let dims = dims_of("#stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 2], index_vector_dim = 1>").unwrap();
        assert_eq!((dims.update_window_dims, dims.index_vector_dim, dims.input_batching_dims.len()), (vec![1, 2], 1, 0));
        let batched = dims_of("#stablehlo.scatter<input_batching_dims = [0], scatter_indices_batching_dims = [1]>").unwrap();
        assert_eq!((batched.input_batching_dims, batched.scatter_indices_batching_dims), (vec![0], vec![1]));
        assert!(dims_of("#stablehlo.scatter<unknown_field = [0]>").is_none());
    }
}
