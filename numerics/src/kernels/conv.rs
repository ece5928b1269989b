//! The ordered convolution of `lpf.conv` (docs/dialect.md): a contraction over windows with
//! formats.md §3's accumulator, each output summed from +0 over k = (w_1, ..., w_d, c) in
//! row-major order (the input channel innermost), with the same step as [`super::dot`]
//! ([`Acc::fma_step`]), so a convolution and the dot of its im2col matrix give the same bits.
//!
//! Layout is channels last: lhs `[N, S_1.., S_d, C]`, rhs `[W_1.., W_d, C/G, O]`, result
//! `[N/BG, P_1.., P_d, O]`, with StableHLO's strides, padding (negative crops) and dilations.

use super::contract::{check_input, exact_values, Acc, Native, MAX_RESULT_ELEMENTS};
use super::{Accumulator, KernelError, Tensor};
use crate::codec::decode_value;
use crate::value::Value;

/// A convolution's window geometry, one entry per spatial dimension (StableHLO's attributes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvGeometry {
    pub window_strides: Vec<usize>,
    /// `(lo, hi)` per spatial dimension; negative values crop.
    pub padding: Vec<(i64, i64)>,
    pub lhs_dilation: Vec<usize>,
    pub rhs_dilation: Vec<usize>,
    pub feature_group_count: usize,
    pub batch_group_count: usize,
}

impl ConvGeometry {
    /// Strides and dilations 1, no padding, one group: `d` spatial dimensions.
    pub fn identity(d: usize) -> ConvGeometry {
        ConvGeometry {
            window_strides: vec![1; d],
            padding: vec![(0, 0); d],
            lhs_dilation: vec![1; d],
            rhs_dilation: vec![1; d],
            feature_group_count: 1,
            batch_group_count: 1,
        }
    }

    /// The spatial dimensions.
    pub fn rank(&self) -> usize {
        self.window_strides.len()
    }

    /// The result shape `[N/BG, P.., O]` of lhs `[N, S.., C]` and rhs `[W.., C/G, O]`, or why
    /// they do not fit (the verifier's E0912 rules).
    pub fn result_shape(&self, lhs: &[usize], rhs: &[usize]) -> Result<Vec<usize>, KernelError> {
        let d = self.rank();
        let fail = |detail: String| Err(KernelError::Shape { op: "conv", detail });
        let lengths = [self.padding.len(), self.lhs_dilation.len(), self.rhs_dilation.len()];
        if d == 0 || lengths.iter().any(|&l| l != d) || lhs.len() != d + 2 || rhs.len() != d + 2 {
            return fail(format!("geometry {self:?} does not fit lhs {lhs:?} and rhs {rhs:?}"));
        }
        let ones = self.window_strides.iter().chain(&self.lhs_dilation).chain(&self.rhs_dilation);
        let (g, bg) = (self.feature_group_count, self.batch_group_count);
        if ones.clone().any(|&v| v == 0) || g == 0 || bg == 0 || (g > 1 && bg > 1) {
            return fail(format!("strides, dilations and group counts must be at least 1, and not both counts above 1: {self:?}"));
        }
        let (n, c, o) = (lhs[0], lhs[d + 1], rhs[d + 1]);
        if c % g != 0 || rhs[d] != c / g || o % g != 0 || o % bg != 0 || n % bg != 0 {
            return fail(format!("lhs {lhs:?} and rhs {rhs:?} do not divide into {g} feature groups and {bg} batch groups"));
        }
        let mut shape = vec![n / bg];
        for i in 0..d {
            shape.push(self.extent(i, lhs[i + 1], rhs[i]));
        }
        shape.push(o);
        Ok(shape)
    }

    /// P_i: the outputs along spatial dimension `i` of an input of `size` and a window of
    /// `window` (0 when the dilated window is wider than the dilated, padded input).
    fn extent(&self, i: usize, size: usize, window: usize) -> usize {
        let (lo, hi) = self.padding[i];
        let dilate = |n: usize, by: usize| if n == 0 { 0 } else { ((n - 1) * by + 1) as i64 };
        let input = dilate(size, self.lhs_dilation[i]) + lo + hi;
        let window = dilate(window, self.rhs_dilation[i]);
        if input >= window {
            ((input - window) as usize) / self.window_strides[i] + 1
        } else {
            0
        }
    }

    /// The lhs position along spatial dimension `i` that output `p` reads at window offset `w`,
    /// or None where it reads a padding or dilation hole (+0).
    fn source(&self, i: usize, p: usize, w: usize, size: usize) -> Option<usize> {
        let q = (p * self.window_strides[i] + w * self.rhs_dilation[i]) as i64 - self.padding[i].0;
        let ld = self.lhs_dilation[i] as i64;
        (q >= 0 && q % ld == 0 && ((q / ld) as usize) < size).then_some((q / ld) as usize)
    }
}

/// Row-major strides of `shape`.
fn strides(shape: &[usize]) -> Vec<usize> {
    (0..shape.len()).map(|i| shape[i + 1..].iter().product()).collect()
}

/// The row-major index `linear` of `shape` as coordinates.
fn coordinates(mut linear: usize, shape: &[usize]) -> Vec<usize> {
    let mut at = vec![0; shape.len()];
    for (slot, &size) in at.iter_mut().zip(shape).rev() {
        *slot = linear % size;
        linear /= size;
    }
    at
}

/// The ordered convolution of `lhs` and `rhs` (formats that widen exactly to `acc`) into the
/// accumulator format.
pub fn conv(lhs: &Tensor, rhs: &Tensor, geometry: &ConvGeometry, acc: Accumulator) -> Result<Tensor, KernelError> {
    check_input(lhs, acc)?;
    check_input(rhs, acc)?;
    let shape = geometry.result_shape(&lhs.shape, &rhs.shape)?;
    let count = super::tensor::element_count(&shape)
        .filter(|&count| count <= MAX_RESULT_ELEMENTS)
        .ok_or_else(|| KernelError::Shape { op: "conv", detail: format!("result shape {shape:?} has more than {MAX_RESULT_ELEMENTS} elements") })?;
    let d = geometry.rank();
    let (a, b) = (exact_values(lhs), exact_values(rhs));
    let (lhs_strides, rhs_strides) = (strides(&lhs.shape), strides(&rhs.shape));
    let (groups, batch_groups) = (geometry.feature_group_count, geometry.batch_group_count);
    let (batch, per_group, out) = (lhs.shape[0] / batch_groups, rhs.shape[d], rhs.shape[d + 1]);
    // The window and its channels, k = (w.., c) row-major: the contraction order. Each term's
    // window coordinates and kernel offset (less the output channel) once, not per output.
    let window = &rhs.shape[..d + 1];
    let terms: Vec<(Vec<usize>, usize)> = (0..window.iter().product())
        .map(|k| {
            let wc = coordinates(k, window);
            let ib = wc.iter().zip(&rhs_strides).map(|(w, st)| w * st).sum::<usize>();
            (wc, ib)
        })
        .collect();
    let mut codes = Vec::with_capacity(count);
    for linear in 0..count {
        let at = coordinates(linear, &shape);
        let o = at[d + 1];
        let (g, bg) = (o / (out / groups), o / (out / batch_groups));
        let row = (bg * batch + at[0]) * lhs_strides[0];
        // The lhs element of each term (None: a padding or dilation hole, a +0 term), and the rhs one.
        let operands = terms.iter().map(|(wc, ib)| {
            let mut ia = Some(row + (g * per_group + wc[d]));
            for i in 0..d {
                ia = ia.zip(geometry.source(i, at[i + 1], wc[i], lhs.shape[i + 1])).map(|(ia, x)| ia + x * lhs_strides[i + 1]);
            }
            (ia, ib + o)
        });
        let mut fast = Native::new(acc);
        operands.clone().for_each(|(ia, ib)| fast.fma_step(ia.map_or(0.0, |ia| a[ia]), b[ib]));
        codes.push(fast.code().unwrap_or_else(|| {
            let zero = Value::Zero { negative: false };
            let mut s = Acc::new(acc);
            operands.for_each(|(ia, ib)| {
                s.fma_step(ia.map_or(zero, |ia| decode_value(lhs.format, lhs.codes[ia])), decode_value(rhs.format, rhs.codes[ib]))
            });
            s.code()
        }));
    }
    Ok(Tensor { format: acc.format(), shape, codes })
}
