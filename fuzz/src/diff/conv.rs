//! `lpf.conv` for the program generator: a random geometry of the kind StableHLO's convolution
//! takes (1-D to 3-D, window strides, padding with negative edges that crop, lhs and rhs
//! dilation, feature or batch groups), the shapes the verifier's rule gives for it
//! (docs/dialect.md, `ConvOp::verify` in dialect/cpp/LpfVerify.cpp), the attribute text, and
//! which operand elements each output multiplies, for the §8 bound ([`super::bound`]).
//!
//! The shapes are channels last: lhs [N, S_1..S_d, C], rhs [W_1..W_d, C/G, O], result
//! [N/BG, P_1..P_d, O]. Sizes stay small (the smoke runs many programs, and the StableHLO exit
//! forms an f32-accumulated bf16 convolution per kernel position, which XLA compiles slowly).

use crate::generator::Rng;

/// The attributes of one `lpf.conv`, one entry per spatial dimension.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub strides: Vec<usize>,
    /// (lo, hi) per spatial dimension; negative values crop.
    pub padding: Vec<(i64, i64)>,
    pub lhs_dilation: Vec<usize>,
    pub rhs_dilation: Vec<usize>,
    pub feature_groups: usize,
    pub batch_groups: usize,
}

/// A convolution's operand and result shapes with its geometry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conv {
    pub lhs: Vec<usize>,
    pub rhs: Vec<usize>,
    pub result: Vec<usize>,
    pub geometry: Geometry,
}

/// At most this many elements in an operand or the result.
const MAX_ELEMENTS: usize = 4096;

/// At most this many kernel positions (W_1 ... W_d): the StableHLO exit's per-position form
/// has one slice and product per position, and XLA's compile time grows with them.
const MAX_POSITIONS: usize = 12;

/// One result extent by the verifier's rule: E = (S - 1) ld + 1 + lo + hi (lo + hi for S = 0),
/// D = (W - 1) rd + 1 (0 for W = 0), P = (E - D) / stride + 1, or 0 when E < D.
fn extent(size: usize, window: usize, stride: usize, (lo, hi): (i64, i64), ld: usize, rd: usize) -> usize {
    let input = if size == 0 { lo + hi } else { (size as i64 - 1) * ld as i64 + 1 + lo + hi };
    let dilated = if window == 0 { 0 } else { (window as i64 - 1) * rd as i64 + 1 };
    if input >= dilated {
        ((input - dilated) / stride as i64 + 1) as usize
    } else {
        0
    }
}

/// 1 most of the time, else 2 or 3.
fn factor(rng: &mut Rng) -> usize {
    [1, 1, 1, 1, 2, 3][rng.below(6)]
}

/// A padding edge: 0 half the time, else 1 to 3, or -1 / -2 (cropping) one time in five.
fn edge(rng: &mut Rng) -> i64 {
    match rng.below(10) {
        0..=4 => 0,
        5 | 6 => 1 + rng.below(3) as i64,
        7 => 1,
        _ => -1 - rng.below(2) as i64,
    }
}

/// A small size: 1 to 6, now and then 0 (an empty dimension).
fn small(rng: &mut Rng) -> usize {
    if rng.below(30) == 0 {
        0
    } else {
        1 + rng.below(6)
    }
}

/// The group counts for N images and C channels: a feature group count above 1 (dividing C)
/// one time in three, a batch group count above 1 (dividing N) one time in six, never both.
fn groups(rng: &mut Rng, n: usize, c: usize) -> (usize, usize) {
    let divisors = |x: usize| -> Vec<usize> { (2..=3).filter(|g| x % g == 0).collect() };
    match rng.below(6) {
        0 | 1 => {
            let gs = divisors(c);
            if gs.is_empty() {
                (1, 1)
            } else {
                (gs[rng.below(gs.len())], 1)
            }
        }
        2 => {
            let bs = divisors(n);
            if bs.is_empty() {
                (1, 1)
            } else {
                (1, bs[rng.below(bs.len())])
            }
        }
        _ => (1, 1),
    }
}

/// The lhs shape of a new operand: 1 to 3 spatial dimensions, N and C multiples of the group
/// counts drawn with them.
fn new_lhs(rng: &mut Rng) -> Vec<usize> {
    let d = [1, 1, 2, 2, 3][rng.below(5)];
    let (g, bg) = match rng.below(6) {
        0 | 1 => (2 + rng.below(2), 1),
        2 => (1, 2 + rng.below(2)),
        _ => (1, 1),
    };
    let n = bg * [1, 1, 2, 3][rng.below(4)] * usize::from(rng.below(30) != 0);
    // Now and then many channels (the LLVM kernel's vector bodies over K), or a long 1-D signal.
    let c = g * if rng.below(8) == 0 { 9 + rng.below(24) } else { 1 + rng.below(4) };
    let mut shape = vec![n];
    for _ in 0..d {
        shape.push(if d == 1 && rng.below(6) == 0 { 17 + rng.below(40) } else { small(rng) });
    }
    shape.push(c);
    shape
}

/// A random convolution on an lhs of shape `lhs` (a live value's), or on a new operand's shape
/// when `lhs` is None; None when this lhs gives no small enough convolution in a few tries.
pub fn draw(rng: &mut Rng, lhs: Option<&[usize]>) -> Option<Conv> {
    for _ in 0..8 {
        let x = lhs.map(<[usize]>::to_vec).unwrap_or_else(|| new_lhs(rng));
        let d = x.len() - 2;
        let (n, c) = (x[0], x[d + 1]);
        let (g, bg) = groups(rng, n, c);
        let max_window = if d == 3 { 2 } else { 3 };
        let mut window: Vec<usize> = (0..d).map(|_| if rng.below(40) == 0 { 0 } else { 1 + rng.below(max_window) }).collect();
        while window.iter().product::<usize>() > MAX_POSITIONS {
            let largest = (0..d).max_by_key(|&i| window[i]).expect("d >= 1");
            window[largest] -= 1;
        }
        let per_group = if rng.below(8) == 0 { 5 + rng.below(12) } else { 1 + rng.below(3) };
        let o = g.max(bg) * per_group;
        let geometry = Geometry {
            strides: (0..d).map(|_| factor(rng)).collect(),
            padding: (0..d).map(|_| (edge(rng), edge(rng))).collect(),
            lhs_dilation: (0..d).map(|_| factor(rng)).collect(),
            rhs_dilation: (0..d).map(|_| factor(rng)).collect(),
            feature_groups: g,
            batch_groups: bg,
        };
        let mut rhs = window.clone();
        rhs.push(c / g);
        rhs.push(o);
        let mut result = vec![n / bg];
        for i in 0..d {
            let gm = &geometry;
            result.push(extent(x[i + 1], window[i], gm.strides[i], gm.padding[i], gm.lhs_dilation[i], gm.rhs_dilation[i]));
        }
        result.push(o);
        let fits = |s: &[usize]| s.iter().product::<usize>() <= MAX_ELEMENTS;
        if fits(&x) && fits(&rhs) && fits(&result) {
            return Some(Conv { lhs: x, rhs, result, geometry });
        }
    }
    None
}

fn i64s(values: impl Iterator<Item = i64>) -> String {
    values.map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
}

impl Geometry {
    /// The attribute dictionary (with its leading space), or "" when every attribute takes its
    /// default; a default is written out now and then too, so that both spellings are run.
    pub fn attributes(&self, rng: &mut Rng) -> String {
        let explicit = rng.below(4) == 0;
        let ones = |v: &[usize]| v.iter().all(|&x| x == 1);
        let mut attrs = Vec::new();
        if explicit || !ones(&self.strides) {
            attrs.push(format!("window_strides = array<i64: {}>", i64s(self.strides.iter().map(|&s| s as i64))));
        }
        if explicit || self.padding.iter().any(|&p| p != (0, 0)) {
            attrs.push(format!("padding = array<i64: {}>", i64s(self.padding.iter().flat_map(|&(lo, hi)| [lo, hi]))));
        }
        if explicit || !ones(&self.lhs_dilation) {
            attrs.push(format!("lhs_dilation = array<i64: {}>", i64s(self.lhs_dilation.iter().map(|&s| s as i64))));
        }
        if explicit || !ones(&self.rhs_dilation) {
            attrs.push(format!("rhs_dilation = array<i64: {}>", i64s(self.rhs_dilation.iter().map(|&s| s as i64))));
        }
        if explicit || self.feature_groups != 1 {
            attrs.push(format!("feature_group_count = {} : i64", self.feature_groups));
        }
        if explicit || self.batch_groups != 1 {
            attrs.push(format!("batch_group_count = {} : i64", self.batch_groups));
        }
        if attrs.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", attrs.join(", "))
        }
    }
}

/// Row-major strides of a shape.
fn strides(shape: &[usize]) -> Vec<usize> {
    let mut s = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// Per output element (row-major over the result), the (lhs, rhs) flat indices of its terms
/// that meet a real lhs element, and K, the number of terms of every output (holes of padding
/// and dilation included: they are +0 terms, docs/dialect.md). Written from the op's
/// definition, independently of the reference kernel (numerics/src/kernels/conv.rs).
pub fn taps(conv: &Conv) -> (Vec<Vec<(usize, usize)>>, usize) {
    let Conv { lhs, rhs, result, geometry: g } = conv;
    let d = lhs.len() - 2;
    let window = &rhs[..d];
    let (cg, o) = (rhs[d], rhs[d + 1]);
    let (ls, rs, ys) = (strides(lhs), strides(rhs), strides(result));
    let groups = g.feature_groups.max(g.batch_groups);
    let positions: usize = window.iter().product();
    let k = positions * cg;
    let outputs: usize = result.iter().product();
    let mut all = Vec::with_capacity(outputs);
    for flat in 0..outputs {
        let index: Vec<usize> = (0..result.len()).map(|i| flat / ys[i] % result[i]).collect();
        let (n, oc) = (index[0], index[d + 1]);
        let group = oc / (o / groups);
        let (image, channel0) = if g.batch_groups > 1 { (group * (lhs[0] / g.batch_groups) + n, 0) } else { (n, group * cg) };
        let mut terms = Vec::new();
        for pos in 0..positions {
            let w: Vec<usize> = (0..d).map(|i| pos / window[i + 1..].iter().product::<usize>() % window[i]).collect();
            // q_i = p_i s_i + w_i rd_i - lo_i must land on a real element: q_i >= 0, a multiple
            // of ld_i, q_i / ld_i < S_i.
            let mut at = image * ls[0];
            let mut real = true;
            for i in 0..d {
                let q = (index[i + 1] * g.strides[i] + w[i] * g.rhs_dilation[i]) as i64 - g.padding[i].0;
                let ld = g.lhs_dilation[i] as i64;
                if q < 0 || q % ld != 0 || q / ld >= lhs[i + 1] as i64 {
                    real = false;
                    break;
                }
                at += (q / ld) as usize * ls[i + 1];
            }
            if !real {
                continue;
            }
            let w_at: usize = (0..d).map(|i| w[i] * rs[i]).sum();
            for c in 0..cg {
                terms.push((at + (channel0 + c) * ls[d + 1], w_at + c * rs[d] + oc));
            }
        }
        all.push(terms);
    }
    (all, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn geometry(d: usize) -> Geometry {
        Geometry {
            strides: vec![1; d],
            padding: vec![(0, 0); d],
            lhs_dilation: vec![1; d],
            rhs_dilation: vec![1; d],
            feature_groups: 1,
            batch_groups: 1,
        }
    }

    #[test]
    fn extents_follow_the_dialect_docs_example() {
        // docs/dialect.md: 1x8x8x4 * 3x3x2x8, stride 2, padding 1/1 and 1/2 -> 1x4x5x8.
        assert_eq!(extent(8, 3, 2, (1, 1), 1, 1), 4);
        assert_eq!(extent(8, 3, 2, (1, 2), 1, 1), 5);
        // Cropping below the window, an empty input, an empty window.
        assert_eq!(extent(3, 3, 1, (-1, 0), 1, 1), 0);
        assert_eq!(extent(0, 1, 1, (0, 0), 1, 1), 0);
        assert_eq!(extent(4, 0, 2, (0, 0), 1, 1), 3);
        // lhs dilation 2 of 6 elements: 11; rhs dilation 2 of 3: 5 -> 7.
        assert_eq!(extent(6, 3, 1, (0, 0), 2, 2), 7);
    }

    #[test]
    fn taps_skip_padding_and_dilation_holes() {
        // 1-D, 3 elements, window 2, padding 1 / 0, lhs dilation 2: the dilated input is
        // [pad, x0, _, x1, _, x2] (6), so P = 5 and output p reads positions p and p + 1.
        let mut g = geometry(1);
        g.padding = vec![(1, 0)];
        g.lhs_dilation = vec![2];
        let conv = Conv { lhs: vec![1, 3, 1], rhs: vec![2, 1, 1], result: vec![1, 5, 1], geometry: g };
        let (taps, k) = taps(&conv);
        assert_eq!(k, 2);
        let lhs_read: Vec<Vec<usize>> = taps.iter().map(|t| t.iter().map(|&(l, _)| l).collect()).collect();
        assert_eq!(lhs_read, vec![vec![0], vec![0], vec![1], vec![1], vec![2]]);
        let rhs_read: Vec<Vec<usize>> = taps.iter().map(|t| t.iter().map(|&(_, r)| r).collect()).collect();
        assert_eq!(rhs_read, vec![vec![1], vec![0], vec![1], vec![0], vec![1]]);
    }

    #[test]
    fn groups_pick_their_channels_and_images() {
        // Two feature groups: output channel 1 (group 1) reads input channel 1.
        let mut g = geometry(1);
        g.feature_groups = 2;
        let conv = Conv { lhs: vec![1, 1, 2], rhs: vec![1, 1, 2], result: vec![1, 1, 2], geometry: g };
        assert_eq!(taps(&conv).0, vec![vec![(0, 0)], vec![(1, 1)]]);
        // Two batch groups: output channel 1 reads image 1.
        let mut g = geometry(1);
        g.batch_groups = 2;
        let conv = Conv { lhs: vec![2, 1, 1], rhs: vec![1, 1, 2], result: vec![1, 1, 2], geometry: g };
        assert_eq!(taps(&conv).0, vec![vec![(0, 0)], vec![(1, 1)]]);
    }

    #[test]
    fn drawn_convolutions_fit_the_verifier_rules() {
        let mut rng = Rng::new(38);
        for _ in 0..2000 {
            let Some(c) = draw(&mut rng, None) else { continue };
            let d = c.lhs.len() - 2;
            let g = &c.geometry;
            assert!((1..=3).contains(&d));
            assert!(g.feature_groups == 1 || g.batch_groups == 1);
            assert_eq!(c.lhs[d + 1] % g.feature_groups, 0);
            assert_eq!(c.rhs[d] * g.feature_groups, c.lhs[d + 1]);
            assert_eq!(c.rhs[d + 1] % g.feature_groups.max(g.batch_groups), 0);
            assert_eq!(c.lhs[0] % g.batch_groups, 0);
            assert_eq!(c.result[0], c.lhs[0] / g.batch_groups);
            assert!(c.rhs[..d].iter().product::<usize>() <= MAX_POSITIONS);
        }
    }
}
