//! The ordered convolution of `lpf.conv` (docs/dialect.md): a contraction over windows with
//! formats.md §3's accumulator, each output summed from +0 over k = (w_1, ..., w_d, c) in
//! row-major order (the input channel innermost), with the same step as [`super::dot`]
//! ([`Acc::fma_step`]), so a convolution and the dot of its im2col matrix give the same bits.
//!
//! Layout is channels last: lhs `[N, S_1.., S_d, C]`, rhs `[W_1.., W_d, C/G, O]`, result
//! `[N/BG, P_1.., P_d, O]`, with StableHLO's strides, padding (negative crops) and dilations.

use super::contract::{check_input, exact_values, Acc, Lane, Native, MAX_RESULT_ELEMENTS};
use crate::format::Code;
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

/// Each output's K terms in the contraction order (k = (w_1, ..., w_d, c) row-major, the input
/// channel innermost): the lhs element of each (None at a padding or dilation hole, a +0 term)
/// and the rhs element, as row-major indices. The ordered kernel's batch-group path and the
/// matrix units' convolution ([`crate::matrix_units::hardware_conv`]) read their terms here.
pub(crate) struct Windows<'g> {
    geometry: &'g ConvGeometry,
    lhs_shape: Vec<usize>,
    lhs_strides: Vec<usize>,
    /// The result shape `[N/BG, P.., O]`.
    pub(crate) shape: Vec<usize>,
    /// Per term: its window coordinates and channel `(w.., c)`, and its rhs offset less the
    /// output channel.
    terms: Vec<(Vec<usize>, usize)>,
}

impl<'g> Windows<'g> {
    /// The terms of lhs `[N, S.., C]` and rhs `[W.., C/G, O]` (E0912's shape rules otherwise).
    pub(crate) fn new(geometry: &'g ConvGeometry, lhs_shape: &[usize], rhs_shape: &[usize]) -> Result<Windows<'g>, KernelError> {
        let shape = geometry.result_shape(lhs_shape, rhs_shape)?;
        let d = geometry.rank();
        let rhs_strides = strides(rhs_shape);
        let window = &rhs_shape[..d + 1];
        let terms = (0..window.iter().product())
            .map(|k| {
                let wc = coordinates(k, window);
                let ib = wc.iter().zip(&rhs_strides).map(|(w, st)| w * st).sum::<usize>();
                (wc, ib)
            })
            .collect();
        Ok(Windows { geometry, lhs_shape: lhs_shape.to_vec(), lhs_strides: strides(lhs_shape), shape, terms })
    }

    /// K, the terms of each output.
    pub(crate) fn k(&self) -> usize {
        self.terms.len()
    }

    /// The terms of the output at row-major index `linear` of [`Self::shape`], in the k order:
    /// (lhs index, or None at a hole; rhs index).
    pub(crate) fn operands(&self, linear: usize) -> impl Iterator<Item = (Option<usize>, usize)> + Clone + '_ {
        let d = self.geometry.rank();
        let at = coordinates(linear, &self.shape);
        let o = at[d + 1];
        let out = self.shape[d + 1];
        let (groups, batch_groups) = (self.geometry.feature_group_count, self.geometry.batch_group_count);
        let (g, bg) = (o / (out / groups), o / (out / batch_groups));
        let batch = self.lhs_shape[0] / batch_groups;
        let per_group = self.lhs_shape[d + 1] / groups;
        let row = (bg * batch + at[0]) * self.lhs_strides[0];
        self.terms.iter().map(move |(wc, ib)| {
            let mut ia = Some(row + (g * per_group + wc[d]));
            for i in 0..d {
                ia = ia.zip(self.geometry.source(i, at[i + 1], wc[i], self.lhs_shape[i + 1])).map(|(ia, x)| ia + x * self.lhs_strides[i + 1]);
            }
            (ia, ib + o)
        })
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
    let lhs_strides = strides(&lhs.shape);
    let (groups, batch_groups) = (geometry.feature_group_count, geometry.batch_group_count);
    let (per_group, out) = (rhs.shape[d], rhs.shape[d + 1]);
    // The window and its channels, k = (w.., c) row-major: the contraction order. Each term's
    // window coordinates and kernel offset (less the output channel) once, not per output.
    let windows = Windows::new(geometry, &lhs.shape, &rhs.shape)?;
    let zero = Value::Zero { negative: false };
    // One output's steps on lpf's exact path (for NaN sums, whose code is lpf's).
    let exact = |linear: usize| {
        let mut s = Acc::new(acc);
        for (ia, ib) in windows.operands(linear) {
            s.fma_step(ia.map_or(zero, |ia| decode_value(lhs.format, lhs.codes[ia])), decode_value(rhs.format, rhs.codes[ib]));
        }
        s.code()
    };
    if batch_groups == 1 {
        let rows = Rows { geometry, lhs_shape: &lhs.shape, lhs_strides: &lhs_strides, shape: &shape, terms: &windows.terms, per_group, out, groups };
        let codes = match acc {
            Accumulator::F32 => rows.run::<f32>(&a, &b, count),
            Accumulator::F64 => rows.run::<f64>(&a, &b, count),
        };
        let codes = codes.into_iter().enumerate().map(|(linear, code)| code.unwrap_or_else(|| exact(linear))).collect();
        return Ok(Tensor { format: acc.format(), shape, codes });
    }
    let mut codes = Vec::with_capacity(count);
    for linear in 0..count {
        // The lhs element of each term (None: a padding or dilation hole, a +0 term), and the rhs one.
        let mut fast = Native::new(acc);
        windows.operands(linear).for_each(|(ia, ib)| fast.fma_step(ia.map_or(0.0, |ia| a[ia]), b[ib]));
        codes.push(fast.code().unwrap_or_else(|| exact(linear)));
    }
    Ok(Tensor { format: acc.format(), shape, codes })
}

/// The convolution without batch groups, an output position at a time: for each term of the
/// window (in the contraction order), the lhs value once, then every output channel of its
/// feature group takes its step, `sum[o] = round(sum[o] + round(x * w[.., o]))` on the machine's
/// IEEE type ([`Native`]'s steps, in each output's order; the inner loop over o reads the
/// kernel's contiguous output channels and vectorises). `None` for a NaN sum.
struct Rows<'g> {
    geometry: &'g ConvGeometry,
    lhs_shape: &'g [usize],
    lhs_strides: &'g [usize],
    shape: &'g [usize],
    terms: &'g [(Vec<usize>, usize)],
    per_group: usize,
    out: usize,
    groups: usize,
}

impl Rows<'_> {
    fn run<T: Lane>(&self, a: &[f64], b: &[f64], count: usize) -> Vec<Option<Code>> {
        let d = self.geometry.rank();
        let b: Vec<T> = b.iter().map(|x| T::of(*x)).collect();
        let per_out = self.out / self.groups;
        let mut codes = Vec::with_capacity(count);
        let mut sums = vec![T::ZERO; self.out];
        // Each term's lhs offset at this position, less the group's channel offset (None: a hole).
        let mut offsets: Vec<Option<usize>> = vec![None; self.terms.len()];
        for position in 0..count.checked_div(self.out).unwrap_or(0) {
            let at = coordinates(position, &self.shape[..d + 1]);
            let row = at[0] * self.lhs_strides[0];
            for (offset, (wc, _)) in offsets.iter_mut().zip(self.terms) {
                let mut ia = Some(row + wc[d]);
                for i in 0..d {
                    ia = ia
                        .zip(self.geometry.source(i, at[i + 1], wc[i], self.lhs_shape[i + 1]))
                        .map(|(ia, x)| ia + x * self.lhs_strides[i + 1]);
                }
                *offset = ia;
            }
            sums.fill(T::ZERO);
            for g in 0..self.groups {
                let group = &mut sums[g * per_out..(g + 1) * per_out];
                for ((_, ib), offset) in self.terms.iter().zip(&offsets) {
                    let x = T::of(offset.map_or(0.0, |ia| a[ia + g * self.per_group]));
                    let weights = &b[ib + g * per_out..ib + (g + 1) * per_out];
                    for (sum, &w) in group.iter_mut().zip(weights) {
                        *sum = *sum + x * w;
                    }
                }
            }
            codes.extend(sums.iter().map(|s| s.code()));
        }
        codes
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Format;

    /// The row-wise convolution against each output's steps on the exact path ([`Acc`]), on bf16
    /// codes of every kind (NaN, infinities, -0, subnormals) with feature groups, padding, both
    /// dilations and strides; both accumulators.
    #[test]
    fn row_wise_conv_gives_each_outputs_exact_bits() {
        let mut state = 0x00C0_FFEEu64;
        let mut next = move || {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            state >> 33
        };
        let mut codes = |count: usize| -> Vec<Code> {
            (0..count).map(|_| match next() % 10 { 0 => [0x7FC0, 0xFF80, 0x7F80, 0x8000, 0x0001][(next() % 5) as usize], _ => next() & 0xFFFF }).collect()
        };
        let lhs = Tensor { format: Format::BF16, shape: vec![2, 5, 4, 4], codes: codes(160) };
        let rhs = Tensor { format: Format::BF16, shape: vec![2, 3, 2, 6], codes: codes(72) };
        let geometry = ConvGeometry {
            window_strides: vec![2, 1],
            padding: vec![(1, 0), (0, 2)],
            lhs_dilation: vec![1, 2],
            rhs_dilation: vec![2, 1],
            feature_group_count: 2,
            batch_group_count: 1,
        };
        for acc in [Accumulator::F32, Accumulator::F64] {
            let got = conv(&lhs, &rhs, &geometry, acc).unwrap();
            let shape = got.shape.clone();
            for (linear, code) in got.codes.iter().enumerate() {
                let at = coordinates(linear, &shape);
                let (o, g) = (at[3], at[3] / 3);
                let mut s = Acc::new(acc);
                for k in 0..2 * 3 * 2 {
                    let wc = coordinates(k, &[2, 3, 2]);
                    let sources = [geometry.source(0, at[1], wc[0], 5), geometry.source(1, at[2], wc[1], 4)];
                    let x = match sources {
                        [Some(h), Some(w)] => decode_value(Format::BF16, lhs.codes[at[0] * 80 + h * 16 + w * 4 + g * 2 + wc[2]]),
                        _ => Value::Zero { negative: false },
                    };
                    s.fma_step(x, decode_value(Format::BF16, rhs.codes[wc[0] * 36 + wc[1] * 12 + wc[2] * 6 + o]));
                }
                assert_eq!(*code, s.code(), "{acc:?} output {at:?}");
            }
        }
    }
}
