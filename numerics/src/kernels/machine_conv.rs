//! StableHLO's `convolution` with operands and result of one type (f32, bf16 or f64), in the order
//! of StableHLO's reference interpreter, over little-endian byte buffers, for lpf-run's taken ops
//! (issue 39: an f32 CNN ran 1000x XLA's time element by element in the interpreter).
//!
//! The interpreter (stablehlo/reference/Ops.cpp, `convolutionOp`) splits the input's features
//! and the kernel's output features into `feature_group_count` groups, and for each group and
//! each output position pads the input with +0 (edges: `padding`, negative ones crop; interior:
//! `lhs_dilation - 1` zeros), slices the window (`window_strides`, `rhs_dilation`), reverses it
//! where `window_reversal` says, and takes a `dot_general` of the window and the kernel over
//! (spatial dimensions in the dimension numbers' order, then the input feature). So each result
//! element starts at +0 and adds `window[s.., c] * kernel[s.., c, o]` with the index (s.., c) in
//! row-major order, the product and the sum each rounded: [`machine::dot`]'s rule. Here the
//! windows are laid out as rows ([G, N * P, W * C/G], a padding element's bytes all zero: +0),
//! the kernel as [G, W * C/G, O/G], [`machine::dot`] computes every group's product, and its
//! [G, N * P, O/G] goes to the result's layout.

use super::error::KernelError;
use super::machine::{self, MachineFloat};

/// A convolution's dimension numbers and window, as StableHLO's attributes give them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineConv {
    /// The input's batch and feature dimensions, and its spatial dimensions in order.
    pub lhs: (usize, usize, Vec<usize>),
    /// The kernel's input and output feature dimensions, and its spatial dimensions.
    pub rhs: (usize, usize, Vec<usize>),
    /// The result's batch and feature dimensions, and its spatial dimensions.
    pub out: (usize, usize, Vec<usize>),
    pub window_strides: Vec<usize>,
    /// (low, high) per spatial dimension; negative values crop.
    pub padding: Vec<(i64, i64)>,
    pub lhs_dilation: Vec<usize>,
    pub rhs_dilation: Vec<usize>,
    pub window_reversal: Vec<bool>,
    pub feature_group_count: usize,
}

impl MachineConv {
    /// Whether the dimension numbers and window fit the shapes as StableHLO's verifier asks
    /// (each output spatial size the one its shape inference gives).
    pub fn check(&self, lhs_shape: &[usize], rhs_shape: &[usize], out_shape: &[usize]) -> Result<(), KernelError> {
        let conv = self;
        let shape_error = |detail: String| KernelError::Shape { op: "machine convolution", detail };
        let d = conv.lhs.2.len();
        let (lb, lf, ls) = (conv.lhs.0, conv.lhs.1, &conv.lhs.2);
        let (ri, ro, rs) = (conv.rhs.0, conv.rhs.1, &conv.rhs.2);
        let (ob, of, os) = (conv.out.0, conv.out.1, &conv.out.2);
        let lists = [conv.window_strides.len(), conv.padding.len(), conv.lhs_dilation.len(), conv.rhs_dilation.len(), conv.window_reversal.len()];
        if !roles_fit(lb, lf, ls, lhs_shape.len()) || !roles_fit(ri, ro, rs, rhs_shape.len()) || !roles_fit(ob, of, os, out_shape.len()) || lists.iter().any(|&l| l != d) {
            return Err(shape_error(format!("dimension numbers {conv:?} for shapes {lhs_shape:?}, {rhs_shape:?} -> {out_shape:?}")));
        }
        let ones = conv.window_strides.iter().chain(&conv.lhs_dilation).chain(&conv.rhs_dilation).all(|&v| v >= 1);
        let groups = conv.feature_group_count;
        let (batch, features, group_features, out_features) = (lhs_shape[lb], lhs_shape[lf], rhs_shape[ri], rhs_shape[ro]);
        if !ones || groups == 0 || features != group_features * groups || out_features % groups != 0 || out_shape[ob] != batch || out_shape[of] != out_features {
            return Err(shape_error(format!("{conv:?} for shapes {lhs_shape:?}, {rhs_shape:?} -> {out_shape:?}")));
        }
        // StableHLO's shape inference, asked again: each output spatial size.
        for i in 0..d {
            let (input, window) = (lhs_shape[ls[i]] as i64, rhs_shape[rs[i]] as i64);
            let dilated = if input == 0 { 0 } else { (input - 1) * conv.lhs_dilation[i] as i64 + 1 };
            let padded = dilated + conv.padding[i].0 + conv.padding[i].1;
            let dilated_window = if window == 0 { 0 } else { (window - 1) * conv.rhs_dilation[i] as i64 + 1 };
            let size = if padded < dilated_window { 0 } else { (padded - dilated_window) / conv.window_strides[i] as i64 + 1 };
            if size != out_shape[os[i]] as i64 {
                return Err(shape_error(format!("spatial dimension {i}: {} results where {conv:?} gives {size}, for shapes {lhs_shape:?}, {rhs_shape:?}", out_shape[os[i]])));
            }
        }
        Ok(())
    }
}

fn row_major_strides(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1usize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// Every index of `shape` in row-major order (one Vec per index).
pub(super) fn indices(shape: &[usize]) -> Vec<Vec<usize>> {
    let count: usize = shape.iter().product();
    let mut all = Vec::with_capacity(count);
    let mut index = vec![0usize; shape.len()];
    for _ in 0..count {
        all.push(index.clone());
        for d in (0..shape.len()).rev() {
            index[d] += 1;
            if index[d] < shape[d] {
                break;
            }
            index[d] = 0;
        }
    }
    all
}

/// Whether `dims` are the distinct dimensions of a rank-`rank` tensor.
fn roles_fit(a: usize, b: usize, spatial: &[usize], rank: usize) -> bool {
    let mut seen = vec![false; rank];
    for &d in [a, b].iter().chain(spatial) {
        if d >= rank || seen[d] {
            return false;
        }
        seen[d] = true;
    }
    spatial.len() + 2 == rank
}

/// The interpreter's result of `convolution` (module docs) of `lhs` (shape `lhs_shape`) and `rhs`
/// into `out` (shape `out_shape`), all of type `ty`. `batch_group_count` is 1.
#[allow(clippy::too_many_arguments)]
pub fn convolution(ty: MachineFloat, conv: &MachineConv, lhs: &[u8], lhs_shape: &[usize], rhs: &[u8], rhs_shape: &[usize], out: &mut [u8], out_shape: &[usize]) -> Result<(), KernelError> {
    conv.check(lhs_shape, rhs_shape, out_shape)?;
    let d = conv.lhs.2.len();
    let (lb, lf, ls) = (conv.lhs.0, conv.lhs.1, &conv.lhs.2);
    let (ri, ro, rs) = (conv.rhs.0, conv.rhs.1, &conv.rhs.2);
    let (ob, of, os) = (conv.out.0, conv.out.1, &conv.out.2);
    let groups = conv.feature_group_count;
    let (batch, group_features, out_features) = (lhs_shape[lb], rhs_shape[ri], rhs_shape[ro]);
    let shape_error = |detail: String| KernelError::Shape { op: "machine convolution", detail };
    let size = ty.bytes();
    let count = |shape: &[usize]| shape.iter().product::<usize>() * size;
    if lhs.len() != count(lhs_shape) || rhs.len() != count(rhs_shape) || out.len() != count(out_shape) {
        return Err(shape_error(format!("{} lhs, {} rhs and {} result bytes for shapes {lhs_shape:?}, {rhs_shape:?} -> {out_shape:?}", lhs.len(), rhs.len(), out.len())));
    }
    let out_spatial: Vec<usize> = os.iter().map(|&o| out_shape[o]).collect();
    let window: Vec<usize> = rs.iter().map(|&r| rhs_shape[r]).collect();
    let (positions, window_count) = (out_spatial.iter().product::<usize>(), window.iter().product::<usize>());
    let (group_out, rows, k) = (out_features / groups, batch * positions, window_count * group_features);
    let (lst, rst, ost) = (row_major_strides(lhs_shape), row_major_strides(rhs_shape), row_major_strides(out_shape));

    // Each output position's first padded coordinate less the low padding, and each window
    // element's offset from it (reversed where the window is), per spatial dimension.
    let starts: Vec<Vec<i64>> = indices(&out_spatial).into_iter().map(|p| (0..d).map(|i| (p[i] * conv.window_strides[i]) as i64 - conv.padding[i].0).collect()).collect();
    let offsets: Vec<Vec<i64>> = indices(&window)
        .into_iter()
        .map(|w| (0..d).map(|i| ((if conv.window_reversal[i] { window[i] - 1 - w[i] } else { w[i] }) * conv.rhs_dilation[i]) as i64).collect())
        .collect();
    let dilated: Vec<i64> = (0..d).map(|i| if lhs_shape[ls[i]] == 0 { 0 } else { ((lhs_shape[ls[i]] - 1) * conv.lhs_dilation[i] + 1) as i64 }).collect();

    // The windows as rows: [G, N * P, W * C/G], padding +0 (zero bytes).
    let mut windows = vec![0u8; groups * rows * k * size];
    for (p, start) in starts.iter().enumerate() {
        for (w, offset) in offsets.iter().enumerate() {
            // The input element's spatial offset, or None for padding.
            let mut at = Some(0usize);
            for i in 0..d {
                let position = start[i] + offset[i];
                let dilation = conv.lhs_dilation[i] as i64;
                if position < 0 || position >= dilated[i] || position % dilation != 0 {
                    at = None;
                    break;
                }
                at = at.map(|a| a + (position / dilation) as usize * lst[ls[i]]);
            }
            let Some(at) = at else { continue };
            for g in 0..groups {
                for n in 0..batch {
                    let row = (g * rows + n * positions + p) * k + w * group_features;
                    let source = at + n * lst[lb] + g * group_features * lst[lf];
                    for c in 0..group_features {
                        let (from, to) = ((source + c * lst[lf]) * size, (row + c) * size);
                        windows[to..to + size].copy_from_slice(&lhs[from..from + size]);
                    }
                }
            }
        }
    }
    // The kernel as [G, W * C/G, O/G].
    let mut kernel = vec![0u8; groups * k * group_out * size];
    for (w, index) in indices(&window).into_iter().enumerate() {
        let spatial: usize = (0..d).map(|i| index[i] * rst[rs[i]]).sum();
        for g in 0..groups {
            for c in 0..group_features {
                for o in 0..group_out {
                    let from = (spatial + c * rst[ri] + (g * group_out + o) * rst[ro]) * size;
                    let to = ((g * k + w * group_features + c) * group_out + o) * size;
                    kernel[to..to + size].copy_from_slice(&rhs[from..from + size]);
                }
            }
        }
    }
    let mut products = vec![0u8; groups * rows * group_out * size];
    machine::dot(ty, &windows, &kernel, (groups, rows, k, group_out), &mut products)?;
    // [G, N * P, O/G] into the result's layout.
    for (p, index) in indices(&out_spatial).into_iter().enumerate() {
        let spatial: usize = (0..d).map(|i| index[i] * ost[os[i]]).sum();
        for g in 0..groups {
            for n in 0..batch {
                for o in 0..group_out {
                    let from = ((g * rows + n * positions + p) * group_out + o) * size;
                    let to = (spatial + n * ost[ob] + (g * group_out + o) * ost[of]) * size;
                    out[to..to + size].copy_from_slice(&products[from..from + size]);
                }
            }
        }
    }
    Ok(())
}
