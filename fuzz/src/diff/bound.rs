//! The SFEP-0054 §8 bound for a contraction result, computed from its operands' codes: how far
//! an exit that sums in its own order (XLA) may be from the reference's k-ordered result.
//!
//! Per output, with the terms t_k the contract forms (dot: each product of the decoded
//! operands rounded into the accumulator; scaled_dot: the same of the dequantised operands,
//! each element x block scale rounded into the accumulator first; reduce_sum: the decoded
//! elements), every summation order with each addition rounded to nearest in the accumulator
//! (unit roundoff u) satisfies |s - S| <= gamma_K sum|t_k| + K 2^-150 (f32; gamma_K =
//! K u / (1 - K u), the last term the gradual underflow of the products; Higham 3.1). The
//! reference and the exit each do, so they may differ by twice that. Unlike `lpf.check` the
//! bound has no term for flushed subnormals: the StableHLO exit computes them as the contract
//! says (docs/stablehlo.md), so a flush is a finding.
//!
//! NaN and infinities (with their sign) must agree exactly, and zeros must be +0 on both: the
//! class of a sum of ±inf and NaN terms does not depend on the order. It does where a partial
//! sum of finite terms can overflow in some order (sum|t_k| reaches the accumulator's overflow
//! threshold): there any class and value is a legal result of some order ([`Allowed::Any`]).

use super::conv::{taps, Conv};
use super::types::Ty;
use lpf_numerics::{decode, encode, Format, Overflow, Rounding};

/// Where a contraction's operand codes come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// `@main`'s argument i.
    Arg(usize),
    /// The program's result i (an intermediate value returned for this purpose).
    Result(usize),
}

/// What a contraction computes, as far as the bound needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Operands lhs [B.., M, K], rhs [B.., K, N].
    Dot,
    /// Operand x, summed over `dims`.
    ReduceSum { dims: Vec<usize> },
    /// Operands a [B.., M, K], a's scales, b [B.., K, N], b's scales, optional f32 scalar g.
    ScaledDot { block: usize },
    /// `lpf.conv` of lhs and rhs in this geometry ([`super::conv`]): each output's terms are
    /// the products of the elements it meets (padding and dilation holes are +0 terms).
    Conv(Box<Conv>),
}

/// A contraction whose result the program returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contraction {
    /// The program result holding it.
    pub result: usize,
    pub kind: Kind,
    pub operands: Vec<Source>,
    pub acc: Format,
}

/// What the comparison allows for one output.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Allowed {
    /// Equal classes (NaN, ±inf, +0) and, for finite results, |exit - ref| <= the bound.
    Within(f64),
    /// A partial sum can overflow in some order: every result is some order's.
    Any,
}

/// A code's exact value, rounded into the accumulator as the contract rounds it.
fn in_acc(acc: Format, x: f64) -> f64 {
    decode(acc, encode(acc, x, Rounding::ToNearestEven, Overflow::NanOrInf))
}

/// (u, the per-operation underflow error, the overflow threshold) of an accumulator.
fn constants(acc: Format) -> (f64, f64, f64) {
    if acc == Format::F64 {
        (2f64.powi(-53), 2f64.powi(-1074) / 2.0, f64::MAX)
    } else {
        (2f64.powi(-24), 2f64.powi(-150), 2f64.powi(128) - 2f64.powi(103))
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

/// Per output: the sum of |t_k| over finite terms and K.
struct Terms {
    abs: Vec<f64>,
    k: usize,
}

fn values(ty: &Ty, codes: &[u64]) -> Vec<f64> {
    let format = ty.elem.format().expect("a float operand");
    codes.iter().map(|&c| decode(format, c)).collect()
}

fn dot_terms(acc: Format, a: &[f64], ashape: &[usize], b: &[f64], bshape: &[usize]) -> Terms {
    let r = ashape.len();
    let (m, k, n) = (ashape[r - 2], ashape[r - 1], bshape[r - 1]);
    let batch: usize = ashape[..r - 2].iter().product();
    let mut abs = vec![0.0; batch * m * n];
    for bi in 0..batch {
        for i in 0..m {
            for j in 0..n {
                let mut s = 0.0;
                for l in 0..k {
                    let t = in_acc(acc, a[(bi * m + i) * k + l] * b[(bi * k + l) * n + j]);
                    if t.is_finite() {
                        s += t.abs();
                    }
                }
                abs[(bi * m + i) * n + j] = s;
            }
        }
    }
    Terms { abs, k }
}

/// A convolution's terms: per output, the products it meets, each rounded into the accumulator.
fn conv_terms(acc: Format, conv: &Conv, x: &[f64], w: &[f64]) -> Terms {
    let (per_output, k) = taps(conv);
    let abs = per_output
        .iter()
        .map(|terms| terms.iter().map(|&(l, r)| in_acc(acc, x[l] * w[r])).filter(|t| t.is_finite()).map(f64::abs).sum())
        .collect();
    Terms { abs, k }
}

/// Element x its block's scale (blocks along the last dimension for a, the one before it for
/// b), rounded into the accumulator: what `lpf.dequantize_block` gives the dot.
fn dequantise(acc: Format, x: &[f64], shape: &[usize], scales: &[f64], block: usize, along_last: bool) -> Vec<f64> {
    let r = shape.len();
    let st = strides(shape);
    let mut sshape = shape.to_vec();
    let axis = if along_last { r - 1 } else { r - 2 };
    sshape[axis] /= block;
    let sst = strides(&sshape);
    (0..x.len())
        .map(|flat| {
            let mut s_index = 0;
            for d in 0..r {
                let i = flat / st[d] % shape[d];
                s_index += if d == axis { i / block } else { i } * sst[d];
            }
            in_acc(acc, x[flat] * scales[s_index])
        })
        .collect()
}

/// Per output element of contraction `c`, what the comparison allows; `operands` are the
/// operands' types and codes in `c.operands` order, `want` the reference's result codes.
pub fn allowed(c: &Contraction, operands: &[(Ty, Vec<u64>)], want: &[u64]) -> Vec<Allowed> {
    let acc = c.acc;
    let mut scale = 1.0;
    let terms = match &c.kind {
        Kind::Dot => {
            let (a, b) = (&operands[0], &operands[1]);
            dot_terms(acc, &values(&a.0, &a.1), &a.0.shape, &values(&b.0, &b.1), &b.0.shape)
        }
        Kind::ScaledDot { block } => {
            let (a, asc, b, bsc) = (&operands[0], &operands[1], &operands[2], &operands[3]);
            let da = dequantise(acc, &values(&a.0, &a.1), &a.0.shape, &values(&asc.0, &asc.1), *block, true);
            let db = dequantise(acc, &values(&b.0, &b.1), &b.0.shape, &values(&bsc.0, &bsc.1), *block, false);
            if let Some(g) = operands.get(4) {
                scale = values(&g.0, &g.1)[0].abs();
            }
            dot_terms(acc, &da, &a.0.shape, &db, &b.0.shape)
        }
        Kind::ReduceSum { dims } => {
            let (x, shape) = (values(&operands[0].0, &operands[0].1), &operands[0].0.shape);
            let kept: Vec<usize> = (0..shape.len()).filter(|d| !dims.contains(d)).collect();
            let out_shape: Vec<usize> = kept.iter().map(|&d| shape[d]).collect();
            let (st, ost) = (strides(shape), strides(&out_shape));
            let mut abs = vec![0.0; out_shape.iter().product()];
            for (flat, v) in x.iter().enumerate() {
                let out: usize = kept.iter().zip(&ost).map(|(&d, s)| flat / st[d] % shape[d] * s).sum();
                if v.is_finite() {
                    abs[out] += v.abs();
                }
            }
            Terms { abs, k: dims.iter().map(|&d| shape[d]).product() }
        }
        Kind::Conv(conv) => conv_terms(acc, conv, &values(&operands[0].0, &operands[0].1), &values(&operands[1].0, &operands[1].1)),
    };
    let (u, underflow, overflow) = constants(acc);
    let k = terms.k as f64;
    let gamma = k * u / (1.0 - k * u);
    terms
        .abs
        .iter()
        .enumerate()
        .map(|(i, &s)| {
            // The f64 sum of |t_k| has its own rounding: a generous margin of 2^-40.
            let s = s * (1.0 + 2f64.powi(-40));
            if s * (1.0 + 2.0 * gamma) >= overflow {
                return Allowed::Any;
            }
            let mut limit = 2.0 * gamma * s + 2.0 * k * underflow;
            if scale != 1.0 {
                // One rounded multiply by g of two sums within `limit`: |g| limit apart, plus the
                // two roundings (an ulp of the larger product each) and their underflow.
                let r = want.get(i).map(|&code| decode(acc, code).abs()).unwrap_or(0.0);
                limit = scale * limit + 4.0 * u * (r + scale * limit) + 4.0 * underflow;
            }
            Allowed::Within(limit)
        })
        .collect()
}

/// Whether `got` is what `allowed` admits next to the reference's `want` (codes of `acc`).
pub fn admits(allowed: Allowed, acc: Format, want: u64, got: u64) -> bool {
    let (w, g) = (decode(acc, want), decode(acc, got));
    match allowed {
        Allowed::Any => true,
        Allowed::Within(limit) => {
            if w.is_nan() || g.is_nan() {
                w.is_nan() && g.is_nan()
            } else if w.is_infinite() || g.is_infinite() || (w == 0.0 && g == 0.0) {
                want == got
            } else {
                (w - g).abs() <= limit
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diff::types::Elem;

    fn f32s(shape: Vec<usize>, v: &[f32]) -> (Ty, Vec<u64>) {
        (Ty::tensor(Elem::Float(Format::F32), shape), v.iter().map(|x| x.to_bits() as u64).collect())
    }

    fn f32_code(x: f32) -> u64 {
        x.to_bits() as u64
    }

    #[test]
    fn a_legal_reordering_is_within_the_bound_and_a_flush_is_not() {
        // The reduce_sum: [704, 3.4e38, -0, -3.4e38, -0.49]: k order gives 0.49 after
        // cancellation, another order -703.5; sum|x| is near 6.8e38, so partial sums can
        // overflow in some order and every result is some order's.
        let c = Contraction { result: 0, kind: Kind::ReduceSum { dims: vec![0] }, operands: vec![Source::Arg(0)], acc: Format::F32 };
        let x = f32s(vec![5], &[704.0, 3.4e38, -0.0, -3.4e38, -0.49]);
        let a = allowed(&c, &[x], &[f32_code(0.49)]);
        assert!(admits(a[0], Format::F32, f32_code(0.49), f32_code(-703.5)));
        // Without the overflow the bound is tight: a dropped subnormal product is a finding.
        let c = Contraction { result: 0, kind: Kind::Dot, operands: vec![Source::Arg(0), Source::Arg(1)], acc: Format::F32 };
        let a = f32s(vec![1, 2], &[2f32.powi(30), 1.0]);
        let b = f32s(vec![2, 1], &[f32::from_bits(1 << 19), 0.0]); // 2^-130
        let want = f32_code(2f32.powi(-100));
        let al = allowed(&c, &[a, b], &[want]);
        assert!(admits(al[0], Format::F32, want, want));
        assert!(!admits(al[0], Format::F32, want, f32_code(0.0)));
    }

    #[test]
    fn classes_must_agree_where_products_overflow() {
        // bf16-range products 3.39e38 x 10 and x -10 are +inf and -inf: NaN in every order.
        let c = Contraction { result: 0, kind: Kind::Dot, operands: vec![Source::Arg(0), Source::Arg(1)], acc: Format::F32 };
        let a = f32s(vec![1, 2], &[3.39e38, 3.39e38]);
        let b = f32s(vec![2, 1], &[10.0, -10.0]);
        let want = f32_code(f32::NAN);
        let al = allowed(&c, &[a, b], &[want]);
        assert_eq!(al[0], Allowed::Within(0.0 * 1.0 + 2.0 * 2.0 * 2f64.powi(-150)));
        assert!(admits(al[0], Format::F32, want, f32_code(-f32::NAN)));
        assert!(!admits(al[0], Format::F32, want, f32_code(f32::INFINITY)));
    }

    #[test]
    fn scaled_dot_terms_are_dequantised_first() {
        // MX-FP8 ones with scale 2^-127 times ones with scale 2^100, K = 2 (block 2): 2 x 2^-27.
        let c = Contraction {
            result: 0,
            kind: Kind::ScaledDot { block: 2 },
            operands: (0..4).map(Source::Arg).collect(),
            acc: Format::F32,
        };
        let e8 = |shape: Vec<usize>, code: u64| (Ty::tensor(Elem::Float(Format::F8E8M0FNU), shape), vec![code]);
        let ones = |shape: Vec<usize>| (Ty::tensor(Elem::Float(Format::F8E4M3FN), shape), vec![0x38, 0x38]);
        let want = f32_code(2f32.powi(-26));
        let al = allowed(&c, &[ones(vec![1, 2]), e8(vec![1, 1], 0), ones(vec![2, 1]), e8(vec![1, 1], 227)], &[want]);
        let Allowed::Within(limit) = al[0] else { panic!("bounded") };
        // 2 gamma_2 2^-26 and the underflow term: far below the result itself.
        assert!(limit < 2f64.powi(-45), "{limit}");
        assert!(!admits(al[0], Format::F32, want, f32_code(0.0)));
    }
}
