//! `kernels::conv` against an independent model: the lhs dilated and padded (or cropped) axis by
//! axis into a materialised array, the rhs dilated the same way, groups cut into slices and the
//! ungrouped window sums taken in exact integer arithmetic (values are multiples of 1/8, so every
//! order gives the same exact sum, which f32 holds). A last test shows the k order (kh, kw, ci)
//! where f32 rounding tells orders apart.

mod common;

use common::Rng;
use lpf_numerics::kernels::{conv, Accumulator, ConvGeometry, Tensor};
use lpf_numerics::Format;

/// A dense i64 array (the model's values, in eighths).
#[derive(Clone)]
struct Array {
    shape: Vec<usize>,
    data: Vec<i64>,
}

impl Array {
    fn index(&self, at: &[usize]) -> usize {
        at.iter().zip(&self.shape).fold(0, |i, (a, s)| i * s + a)
    }

    /// The array with `axis` rebuilt to `size` elements, element `e` taken from `from(e)`.
    fn remap(&self, axis: usize, size: usize, from: impl Fn(usize) -> Option<usize>) -> Array {
        let mut shape = self.shape.clone();
        shape[axis] = size;
        let count: usize = shape.iter().product();
        let mut data = vec![0; count];
        for (linear, slot) in data.iter_mut().enumerate() {
            let mut at = unflatten(linear, &shape);
            if let Some(old) = from(at[axis]) {
                at[axis] = old;
                *slot = self.data[self.index(&at)];
            }
        }
        Array { shape, data }
    }

    fn dilate(&self, axis: usize, by: usize) -> Array {
        let n = self.shape[axis];
        let size = if n == 0 { 0 } else { (n - 1) * by + 1 };
        self.remap(axis, size, |e| (e % by == 0).then_some(e / by))
    }

    /// Zeros before and after (negative: elements dropped).
    fn pad(&self, axis: usize, lo: i64, hi: i64) -> Array {
        let n = self.shape[axis] as i64;
        let size = (n + lo + hi).max(0) as usize;
        self.remap(axis, size, |e| {
            let old = e as i64 - lo;
            (0..n).contains(&old).then_some(old as usize)
        })
    }

    /// Indices `from..from + len` of `axis`.
    fn slice(&self, axis: usize, from: usize, len: usize) -> Array {
        self.remap(axis, len, |e| Some(from + e))
    }
}

fn unflatten(mut linear: usize, shape: &[usize]) -> Vec<usize> {
    let mut at = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        at[d] = linear % shape[d];
        linear /= shape[d];
    }
    at
}

/// The ungrouped convolution of an already dilated and padded lhs with a dilated rhs.
fn plain_conv(x: &Array, w: &Array, strides: &[usize]) -> Array {
    let d = strides.len();
    let mut shape = vec![x.shape[0]];
    for i in 0..d {
        let (e, k) = (x.shape[i + 1], w.shape[i]);
        shape.push(if e >= k && k > 0 { (e - k) / strides[i] + 1 } else if k == 0 { e / strides[i] + 1 } else { 0 });
    }
    shape.push(w.shape[d + 1]);
    let count: usize = shape.iter().product();
    let window: usize = w.shape[..d + 1].iter().product();
    let data = (0..count)
        .map(|linear| {
            let at = unflatten(linear, &shape);
            (0..window)
                .map(|k| {
                    let wc = unflatten(k, &w.shape[..d + 1]);
                    let mut xi = vec![at[0]];
                    xi.extend((0..d).map(|i| at[i + 1] * strides[i] + wc[i]));
                    xi.push(wc[d]);
                    let mut wi = wc.clone();
                    wi.push(at[d + 1]);
                    x.data[x.index(&xi)] * w.data[w.index(&wi)]
                })
                .sum()
        })
        .collect();
    Array { shape, data }
}

/// Outputs of `parts` concatenated along the last axis.
fn concat_last(parts: &[Array]) -> Array {
    let mut shape = parts[0].shape.clone();
    let last = shape.len() - 1;
    shape[last] = parts.iter().map(|p| p.shape[last]).sum();
    let count: usize = shape.iter().product();
    let data = (0..count)
        .map(|linear| {
            let mut at = unflatten(linear, &shape);
            let mut o = at[last];
            let part = parts.iter().find(|p| if o < p.shape[last] { true } else { o -= p.shape[last]; false }).expect("in range");
            at[last] = o;
            part.data[part.index(&at)]
        })
        .collect();
    Array { shape, data }
}

fn model(x: &Array, w: &Array, g: &ConvGeometry) -> Array {
    let d = g.rank();
    let (mut xp, mut wd) = (x.clone(), w.clone());
    for i in 0..d {
        xp = xp.dilate(i + 1, g.lhs_dilation[i]).pad(i + 1, g.padding[i].0, g.padding[i].1);
        wd = wd.dilate(i, g.rhs_dilation[i]);
    }
    let (fg, bg) = (g.feature_group_count, g.batch_group_count);
    let (c, o, n) = (x.shape[d + 1], w.shape[d + 1], x.shape[0]);
    let parts: Vec<Array> = if bg > 1 {
        (0..bg).map(|b| plain_conv(&xp.slice(0, b * n / bg, n / bg), &wd.slice(d + 1, b * o / bg, o / bg), &g.window_strides)).collect()
    } else {
        (0..fg).map(|f| plain_conv(&xp.slice(d + 1, f * c / fg, c / fg), &wd.slice(d + 1, f * o / fg, o / fg), &g.window_strides)).collect()
    };
    concat_last(&parts)
}

fn random(shape: &[usize], rng: &mut Rng) -> Array {
    let count: usize = shape.iter().product();
    Array { shape: shape.to_vec(), data: (0..count).map(|_| (rng.next_u64() % 33) as i64 - 16).collect() }
}

/// Eighths into a tensor of `format` (exact: at most 5 significant bits).
fn tensor(a: &Array, format: Format) -> Tensor {
    let values: Vec<f64> = a.data.iter().map(|v| *v as f64 / 8.0).collect();
    Tensor::from_f64(format, a.shape.clone(), &values).expect("exact tensor")
}

fn check(lhs: &[usize], rhs: &[usize], g: &ConvGeometry, rng: &mut Rng) {
    let (x, w) = (random(lhs, rng), random(rhs, rng));
    let expected = model(&x, &w, g);
    for acc in [Accumulator::F32, Accumulator::F64] {
        let got = conv(&tensor(&x, Format::BF16), &tensor(&w, Format::F8E4M3FN), g, acc).expect("conv");
        assert_eq!(got.shape, expected.shape, "{lhs:?} x {rhs:?} {g:?}");
        let exact: Vec<f64> = expected.data.iter().map(|v| *v as f64 / 64.0).collect();
        assert_eq!(got.to_f64(), exact, "{lhs:?} x {rhs:?} {g:?} {acc:?}");
    }
}

fn geometry(strides: &[usize], padding: &[(i64, i64)], ld: &[usize], rd: &[usize], fg: usize, bg: usize) -> ConvGeometry {
    ConvGeometry {
        window_strides: strides.to_vec(),
        padding: padding.to_vec(),
        lhs_dilation: ld.to_vec(),
        rhs_dilation: rd.to_vec(),
        feature_group_count: fg,
        batch_group_count: bg,
    }
}

#[test]
fn chosen_geometries_match_the_materialised_model() {
    let mut rng = Rng(0xC0_4E_0001);
    // 1-D: stride, uneven padding, lhs dilation.
    check(&[2, 7, 3], &[3, 3, 4], &geometry(&[2], &[(1, 2)], &[2], &[1], 1, 1), &mut rng);
    // 2-D: negative padding (a crop), both dilations, two feature groups.
    check(&[1, 5, 6, 4], &[2, 3, 2, 6], &geometry(&[1, 2], &[(-1, 2), (0, 1)], &[1, 2], &[2, 1], 2, 1), &mut rng);
    // 3-D.
    check(&[1, 4, 3, 3, 2], &[2, 2, 2, 2, 3], &geometry(&[1, 1, 2], &[(0, 1), (1, 0), (-1, 1)], &[1, 1, 1], &[1, 2, 1], 1, 1), &mut rng);
    // Batch groups (the weight-gradient form) and a depthwise convolution.
    check(&[4, 5, 5, 2], &[3, 3, 2, 6], &geometry(&[1, 1], &[(1, 1), (1, 1)], &[1, 1], &[1, 1], 1, 2), &mut rng);
    check(&[1, 4, 4, 3], &[3, 3, 1, 6], &geometry(&[2, 1], &[(1, 1), (0, 0)], &[1, 1], &[1, 1], 3, 1), &mut rng);
    // A window wider than the input: no outputs along that axis.
    check(&[1, 2, 3, 1], &[3, 1, 1, 1], &geometry(&[1, 1], &[(0, 0), (0, 0)], &[1, 1], &[1, 1], 1, 1), &mut rng);
}

#[test]
fn random_geometries_match_the_materialised_model() {
    let mut rng = Rng(0xC0_4E_0002);
    let pick = |rng: &mut Rng, n: u64| (rng.next_u64() % n) as usize;
    for _ in 0..150 {
        let d = 1 + pick(&mut rng, 3);
        let (fg, bg) = match pick(&mut rng, 3) {
            0 => (1, 1),
            1 => (1 + pick(&mut rng, 3), 1),
            _ => (1, 1 + pick(&mut rng, 2)),
        };
        let mut lhs = vec![bg * (1 + pick(&mut rng, 2))];
        let mut rhs = Vec::new();
        let (mut strides, mut padding, mut ld, mut rd) = (vec![], vec![], vec![], vec![]);
        for _ in 0..d {
            lhs.push(1 + pick(&mut rng, 5));
            rhs.push(1 + pick(&mut rng, 3));
            strides.push(1 + pick(&mut rng, 3));
            padding.push((pick(&mut rng, 4) as i64 - 1, pick(&mut rng, 4) as i64 - 1));
            ld.push(1 + pick(&mut rng, 2));
            rd.push(1 + pick(&mut rng, 2));
        }
        let per_group = 1 + pick(&mut rng, 2);
        lhs.push(fg * per_group);
        rhs.push(per_group);
        rhs.push(fg * bg * (1 + pick(&mut rng, 2)));
        check(&lhs, &rhs, &geometry(&strides, &padding, &ld, &rd, fg, bg), &mut rng);
    }
}

#[test]
fn the_k_order_is_kh_then_kw_then_ci_innermost() {
    // One output, window 2 x 2, two channels, all weights 1. In f32, 2^24 + 1 rounds back to
    // 2^24 (a tie to even), so the sum depends on where the 1 meets the large terms.
    // k = (kh, kw, ci): (0,0,0) 2^24, (0,0,1) -2^24, (0,1,0) 1, rest 0: ci innermost cancels
    // the large pair first and gives 1; kw or kh innermost adds 1 to 2^24 first and gives 0.
    let big = 16777216.0;
    let x = [big, -big, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0];
    let lhs = Tensor::from_f64(Format::F32, vec![1, 2, 2, 2], &x).expect("lhs");
    let rhs = Tensor::from_f64(Format::F32, vec![2, 2, 2, 1], &[1.0; 8]).expect("rhs");
    let got = conv(&lhs, &rhs, &ConvGeometry::identity(2), Accumulator::F32).expect("conv");
    assert_eq!(got.to_f64(), vec![1.0]);
    // kh before kw: the same terms with (0,1,*) and (1,0,*) swapped give 0 (the 1 meets 2^24).
    let x = [big, 0.0, 1.0, 0.0, -big, 0.0, 0.0, 0.0];
    let lhs = Tensor::from_f64(Format::F32, vec![1, 2, 2, 2], &x).expect("lhs");
    let got = conv(&lhs, &rhs, &ConvGeometry::identity(2), Accumulator::F32).expect("conv");
    assert_eq!(got.to_f64(), vec![0.0]);
    // And in f64 both are exact.
    let got = conv(&lhs, &rhs, &ConvGeometry::identity(2), Accumulator::F64).expect("conv");
    assert_eq!(got.to_f64(), vec![1.0]);
}

#[test]
fn padding_is_a_plus_zero_term() {
    // +0 x inf is NaN: a padded position next to an infinite weight makes the output NaN.
    let lhs = Tensor::from_f64(Format::F32, vec![1, 1, 1], &[1.0]).expect("lhs");
    let rhs = Tensor::from_f64(Format::F32, vec![2, 1, 1], &[f64::INFINITY, 1.0]).expect("rhs");
    let g = geometry(&[1], &[(0, 1)], &[1], &[1], 1, 1);
    let got = conv(&lhs, &rhs, &g, Accumulator::F32).expect("conv");
    assert!(got.to_f64()[0].is_infinite(), "{:?}", got.to_f64());
    let g = geometry(&[1], &[(1, 0)], &[1], &[1], 1, 1);
    assert!(conv(&lhs, &rhs, &g, Accumulator::F32).expect("conv").to_f64()[0].is_nan());
}

#[test]
fn shapes_that_do_not_fit_are_errors() {
    let lhs = Tensor::from_f64(Format::F32, vec![1, 4, 3], &[0.0; 12]).expect("lhs");
    let rhs = Tensor::from_f64(Format::F32, vec![2, 2, 4], &[0.0; 16]).expect("rhs");
    assert!(conv(&lhs, &rhs, &ConvGeometry::identity(1), Accumulator::F32).is_err());
    let mut g = ConvGeometry::identity(1);
    g.feature_group_count = 2;
    g.batch_group_count = 2;
    assert!(conv(&lhs, &rhs, &g, Accumulator::F32).is_err());
}
