//! Dots whose products are proven exact at run time (bf16 x bf16, bf16 x f8, tf32 x bf16 into
//! f32: the significands fit, the formats' range does not), against the reference: moderate
//! values, where the fused kernel runs, and operands made to fail the proof each way (a product
//! that overflows f32, one whose lowest bit is below 2^-149, inf and NaN), alone and hidden in one
//! tile of a large dot packed on 1, 2 and 3 threads. In every failing case a fused multiply-add
//! gives other bits than the reference's rounded product, so a proof too lenient fails here.

use super::harness::{check_runs, Input, Rng};
use lpf_lowering::ir_numerics::Element;
use lpf_numerics::{encode, Format, Overflow, Rounding};

const F32: Element = Element::Float(Format::F32);

fn code(f: Format, v: f64) -> u64 {
    let c = encode(f, v, Rounding::ToNearestEven, Overflow::NanOrInf);
    let back = lpf_numerics::decode(f, c);
    assert!(back.to_bits() == v.to_bits() || (v.is_nan() && back.is_nan()), "{v:e} is not a {f:?} value");
    c
}

/// Codes of `f` with magnitudes 2^-24 .. 2^24 (random sign and significand: sums cancel and round),
/// zeros of both signs: every product of two is exact in f32, so the proof holds.
fn moderate(f: Format, n: usize, rng: &mut Rng) -> Vec<u64> {
    (0..n)
        .map(|_| match rng.below(20) {
            0 => code(f, 0.0),
            1 => code(f, -0.0),
            _ => {
                let e = rng.below(49) as i32 - 24;
                let e = if f == Format::F8E4M3FN { e.clamp(-6, 7) } else { e };
                let v = (1.0 + rng.below(8) as f64 / 8.0) * 2f64.powi(e) * if rng.below(2) == 0 { 1.0 } else { -1.0 };
                code(f, v)
            }
        })
        .collect()
}

/// A program of dots (`lhs`, `rhs` of `[B.., M, K]`, `[B.., K, N]`) into f32, one result each.
#[derive(Default)]
struct Dots {
    text: Vec<String>,
    args: Vec<String>,
    results: Vec<(String, String)>,
    inputs: Vec<Input>,
}

impl Dots {
    fn tensor(shape: &[usize], element: &str) -> String {
        let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
        format!("tensor<{}x{element}>", dims.join("x"))
    }

    fn add(&mut self, (fa, a_shape, a): (Format, Vec<usize>, Vec<u64>), (fb, b_shape, b): (Format, Vec<usize>, Vec<u64>)) {
        let (ta, tb) = (Self::tensor(&a_shape, &fa.mlir_name()), Self::tensor(&b_shape, &fb.mlir_name()));
        let mut r_shape = a_shape.clone();
        *r_shape.last_mut().expect("rank >= 2") = *b_shape.last().expect("rank >= 2");
        let tr = Self::tensor(&r_shape, "f32");
        let (x, y, v) = (format!("%a{}", self.args.len()), format!("%a{}", self.args.len() + 1), format!("%v{}", self.results.len()));
        self.args.push(format!("{x}: {ta}"));
        self.args.push(format!("{y}: {tb}"));
        self.text.push(format!("    {v} = lpf.dot {x}, {y} acc(f32) : {ta}, {tb} -> {tr}"));
        self.results.push((v, tr));
        self.inputs.push(Input::float(fa, a_shape, a));
        self.inputs.push(Input::float(fb, b_shape, b));
    }

    fn check(self, tag: &str, runs: &[&[&str]]) -> usize {
        let names: Vec<&str> = self.results.iter().map(|r| r.0.as_str()).collect();
        let types: Vec<&str> = self.results.iter().map(|r| r.1.as_str()).collect();
        let program = format!(
            "func.func @main({}) -> ({}) {{\n{}\n    return {} : {}\n}}\n",
            self.args.join(", "),
            types.join(", "),
            self.text.join("\n"),
            names.join(", "),
            types.join(", ")
        );
        let elements = vec![F32; self.results.len()];
        check_runs(tag, &program, "main", &self.inputs, &elements, runs)
    }
}

/// Where a pair of products `a[i, k1] x b[k1, j]`, `a[i, k2] x b[k2, j]` (k1 < k2) is planted,
/// with the four values: the reference rounds each product, a fused multiply-add does not, and
/// the output `[i, j]` then differs.
struct Planted {
    a: (f64, f64),
    b: (f64, f64),
}

/// -1.5 x 2^127 (finite), then 2^128, which the reference rounds to inf; fused, the sum is 2^126.
fn overflow_bf16() -> Planted {
    Planted { a: (2f64.powi(64), 2f64.powi(64)), b: (-1.5 * 2f64.powi(63), 2f64.powi(64)) }
}
/// bf16 x f8E4M3FN: -448 x 2^119 = -1.75 x 2^127, then 256 x 2^120 = 2^128: inf; fused, 2^125.
fn overflow_f8() -> Planted {
    Planted { a: (2f64.powi(119), 2f64.powi(120)), b: (-448.0, 256.0) }
}
/// 3 x 2^-149 (exact), then -2^-150, which rounds to -0 (ties to even), so the reference's sum is
/// 3 x 2^-149; fused, 3 x 2^-149 - 2^-150 = 2.5 x 2^-149 rounds to 2 x 2^-149.
fn underflow_bf16() -> Planted {
    Planted { a: (2f64.powi(-75), 2f64.powi(-75)), b: (3.0 * 2f64.powi(-74), -(2f64.powi(-75))) }
}

/// Where a [`Planted`] pair goes: batch (of the flattened batch dimensions), output row i, rows
/// k1 < k2, output column j. The rest of lhs's row i is zero, so that the output holds the two
/// products alone (a moderate product would swamp 3 x 2^-149).
type At<'p> = (&'p Planted, usize, usize, (usize, usize), usize);

/// Moderate operands of `[batch.., m, k]` x `[batch.., k, n]`, with a pair planted, and `poison`
/// values at random places of each (never on the planted row).
fn operands(
    (fa, fb): (Format, Format),
    batch: &[usize],
    (m, k, n): (usize, usize, usize),
    planted: Option<At>,
    poison: (&[f64], &[f64]),
    rng: &mut Rng,
) -> ((Format, Vec<usize>, Vec<u64>), (Format, Vec<usize>, Vec<u64>)) {
    let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
    let (a_shape, b_shape) = (shape(m, k), shape(k, n));
    let mut a = moderate(fa, a_shape.iter().product(), rng);
    let mut b = moderate(fb, b_shape.iter().product(), rng);
    // Places the poison must not take: the planted row of lhs, the planted values of rhs.
    let (mut kept_a, mut kept_b) = (Vec::new(), Vec::new());
    if let Some((p, batch, i, (k1, k2), j)) = planted {
        let start = (batch * m + i) * k;
        kept_a.extend(start..start + k);
        a[start..start + k].fill(code(fa, 0.0));
        a[start + k1] = code(fa, p.a.0);
        a[start + k2] = code(fa, p.a.1);
        kept_b.extend([(batch * k + k1) * n + j, (batch * k + k2) * n + j]);
        b[kept_b[0]] = code(fb, p.b.0);
        b[kept_b[1]] = code(fb, p.b.1);
    }
    let mut poison_into = |codes: &mut Vec<u64>, f: Format, values: &[f64], kept: &[usize]| {
        let free: Vec<usize> = (0..codes.len()).filter(|i| !kept.contains(i)).collect();
        for v in values {
            if !free.is_empty() {
                codes[free[rng.below(free.len() as u64) as usize]] = code(f, *v);
            }
        }
    };
    poison_into(&mut a, fa, poison.0, &kept_a);
    poison_into(&mut b, fb, poison.1, &kept_b);
    ((fa, a_shape, a), (fb, b_shape, b))
}

/// Dots on one thread: the proof holds (moderate values, every pair of formats it applies
/// to, tails, batches) or fails by overflow, underflow, a subnormal bf16 operand (2^-133 x 2^-133
/// is below 2^-149 whatever the other values), inf or NaN.
pub fn run_time_proof_cases() -> usize {
    let mut rng = Rng(1622);
    let mut total = 0;
    let (bf16, f8, tf32) = (Format::BF16, Format::F8E4M3FN, Format::TF32);
    // Outputs of at least 64 x 64: smaller static dots keep the rounded kernel (the proof would
    // cost more than it saves). Tails in M and N, K from 2, batched.
    let shapes: [(&[usize], (usize, usize, usize)); 4] = [(&[], (64, 2, 64)), (&[], (67, 9, 65)), (&[], (70, 37, 81)), (&[2], (66, 5, 64))];

    // Moderate values: fused.
    let mut dots = Dots::default();
    for pair in [(bf16, bf16), (bf16, f8), (f8, bf16), (tf32, bf16)] {
        for (batch, mkn) in shapes {
            let (a, b) = operands(pair, batch, mkn, None, (&[], &[]), &mut rng);
            dots.add(a, b);
        }
    }
    total += dots.check("proof-moderate", &[&[]]);

    // Each way of failing, planted in one output of each shape (the first pair of k).
    let inf = f64::INFINITY;
    let cases: [(&str, (Format, Format), Planted, (&[f64], &[f64])); 6] = [
        ("overflow-bf16", (bf16, bf16), overflow_bf16(), (&[], &[])),
        ("overflow-f8", (bf16, f8), overflow_f8(), (&[], &[])),
        ("underflow-bf16", (bf16, bf16), underflow_bf16(), (&[], &[])),
        // A subnormal bf16 fails the proof alone (here next to values that would pass).
        ("subnormal-bf16", (bf16, bf16), underflow_bf16(), (&[2.0f64.powi(-133)], &[])),
        ("inf", (bf16, bf16), overflow_bf16(), (&[inf, -inf], &[inf])),
        ("nan", (bf16, f8), overflow_f8(), (&[f64::NAN], &[f64::NAN])),
    ];
    for (tag, pair, planted, poison) in cases {
        let mut dots = Dots::default();
        for (batch, (m, k, n)) in shapes {
            let at = (&planted, 0, m - 1, (0, k - 1), n - 1);
            let (a, b) = operands(pair, batch, (m, k, n), Some(at), poison, &mut rng);
            dots.add(a, b);
        }
        total += dots.check(&format!("proof-{tag}"), &[&[]]);
    }
    total
}

/// One decision per dot, whatever thread saw which value: dots of 70 x 480 x 70 (both packings and
/// the kernel on threads) on 1, 2 and 3 threads, each with one overflowing or underflowing pair
/// planted in one place: the last whole row tile and the last rows k (packed by the last thread),
/// the partial row tile, the first rows, a middle batch; next to a moderate dot, which fuses.
pub fn run_time_proof_thread_cases() -> usize {
    let mut rng = Rng(2216);
    let (bf16, f8) = (Format::BF16, Format::F8E4M3FN);
    let runs: [&[&str]; 3] = [&["--threads", "1"], &["--threads", "2"], &["--threads", "3"]];
    let (m, k, n) = (70, 480, 70);
    let mut dots = Dots::default();
    let (a, b) = operands((bf16, f8), &[], (m, k, n), None, (&[], &[]), &mut rng);
    dots.add(a, b);
    let (overflow_f8, overflow_bf16, underflow) = (overflow_f8(), overflow_bf16(), underflow_bf16());
    let planted: [(Format, &Planted, usize, (usize, usize), usize); 4] = [
        (f8, &overflow_f8, 65, (477, 479), 69),
        (bf16, &overflow_bf16, 68, (0, 1), 0),
        (bf16, &underflow, 30, (200, 300), 40),
        (f8, &overflow_f8, 5, (470, 478), 33),
    ];
    for (fb, p, i, ks, j) in planted {
        let (a, b) = operands((bf16, fb), &[], (m, k, n), Some((p, 0, i, ks, j)), (&[], &[]), &mut rng);
        dots.add(a, b);
    }
    // Batched: the pair in batch 1 of 3.
    let (a, b) = operands((bf16, bf16), &[3], (64, 160, 66), Some((&overflow_bf16, 1, 11, (100, 150), 5)), (&[], &[]), &mut rng);
    dots.add(a, b);
    dots.check("proof-threads", &runs)
}
