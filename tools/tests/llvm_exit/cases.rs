//! The programs and inputs of the LLVM exit's conformance test.

use super::harness::{check, check_entry, Input, Rng};
use lpf_lowering::ir_numerics::Element;
use lpf_numerics::{decode_value, encode, Format, IntType, Overflow, Rounding, SfWidth, P3109};

/// Accumulates arguments and results of one `@main`.
#[derive(Default)]
struct Program {
    args: Vec<(String, Input)>,
    body: Vec<String>,
    results: Vec<(String, String, Element)>,
    next: usize,
}

fn tensor(shape: &[usize], element: &str) -> String {
    if shape.is_empty() {
        return element.to_string();
    }
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("tensor<{}x{element}>", dims.join("x"))
}

/// `ty` (a ranked tensor type) with `?` for the dimensions marked in `dynamic`.
fn erase(ty: &str, dynamic: &[bool]) -> String {
    let inner = ty.strip_prefix("tensor<").and_then(|t| t.strip_suffix('>')).expect("a tensor type");
    let parts: Vec<&str> = inner.split('x').collect();
    let (dims, element) = parts.split_at(dynamic.len());
    let dims: Vec<&str> = dims.iter().zip(dynamic).map(|(d, q)| if *q { "?" } else { *d }).collect();
    format!("tensor<{}x{}>", dims.join("x"), element.join("x"))
}

fn name(f: Format) -> String {
    f.mlir_name()
}

impl Program {
    fn arg(&mut self, input: Input) -> (String, String) {
        let element = match input.element {
            Element::Float(f) => name(f),
            Element::Int(t) => format!("i{}", t.bits),
        };
        let ty = tensor(&input.shape, &element);
        let ssa = format!("%a{}", self.args.len());
        self.args.push((ty.clone(), input));
        (ssa, ty)
    }

    /// `arg`, typed with `?` for the dimensions marked in `dynamic` (the input keeps its sizes).
    fn dynamic_arg(&mut self, input: Input, dynamic: &[bool]) -> (String, String) {
        let (ssa, ty) = self.arg(input);
        let ty = erase(&ty, dynamic);
        self.args.last_mut().expect("the argument just added").0 = ty.clone();
        (ssa, ty)
    }

    /// Adds an op producing one value (`text` is everything right of `=`); returns its name.
    fn op(&mut self, text: String) -> String {
        let ssa = format!("%v{}", self.next);
        self.next += 1;
        self.body.push(format!("    {ssa} = {text}"));
        ssa
    }

    fn result(&mut self, ssa: String, ty: &str, element: Element) {
        self.results.push((ssa, ty.to_string(), element));
    }

    fn check(self, tag: &str) -> usize {
        self.check_on(tag, None, &[&[]])
    }

    /// `check`, the function inside a module with these attributes (e.g. an `lpf.target`), the
    /// llvm backend run once per entry of `llvm_runs` (extra lpf-run options).
    fn check_on(self, tag: &str, module_attributes: Option<&str>, llvm_runs: &[&[&str]]) -> usize {
        let elements: Vec<Element> = self.results.iter().map(|r| r.2).collect();
        let (types, inputs): (Vec<String>, Vec<Input>) = self.args.into_iter().unzip();
        let text = {
            let p = Program { args: Vec::new(), body: self.body, results: self.results, next: 0 };
            // The argument types as declared (static from the inputs, or with `?` dimensions).
            let args: Vec<String> = types.iter().enumerate().map(|(i, ty)| format!("%a{i}: {ty}")).collect();
            let types: Vec<&str> = p.results.iter().map(|r| r.1.as_str()).collect();
            let names: Vec<&str> = p.results.iter().map(|r| r.0.as_str()).collect();
            format!(
                "func.func @main({}) -> ({}) {{\n{}\n    return {} : {}\n}}\n",
                args.join(", "),
                types.join(", "),
                p.body.join("\n"),
                names.join(", "),
                types.join(", ")
            )
        };
        let text = match module_attributes {
            Some(attributes) => format!("module attributes {{{attributes}}} {{\n{text}}}\n"),
            None => text,
        };
        super::harness::check_runs(tag, &text, "main", &inputs, &elements, llvm_runs)
    }
}

const ROUNDINGS: [Rounding; 5] =
    [Rounding::ToNearestEven, Rounding::TowardZero, Rounding::ToNearestAway, Rounding::Upward, Rounding::Downward];

/// The overflow spellings a convert into `f` may carry: none (the default), saturate, and
/// nan_or_inf where the format has a NaN or an infinity.
fn overflows(f: Format) -> Vec<Option<Overflow>> {
    let mut v = vec![None, Some(Overflow::Saturate)];
    if f.has_nan() || f.has_inf() {
        v.push(Some(Overflow::NanOrInf));
    }
    v
}

fn convert_text(x: &str, rnd: Rounding, ovf: Option<Overflow>, from: &str, to: &str) -> String {
    let r = if rnd == Rounding::ToNearestEven { String::new() } else { format!(" rounding({})", rnd.name()) };
    let o = ovf.map(|o| format!(" overflow({})", o.name())).unwrap_or_default();
    format!("lpf.convert {x}{r}{o} : {from} to {to}")
}

fn sf(bits: u8) -> Format {
    Format::Sf(SfWidth::new(bits).expect("SFx width"))
}

/// A spread of P3109 members: small and large K, precisions from 1 to K, all four kinds.
fn p3109_sample() -> Vec<Format> {
    let mut v = Vec::new();
    for k in [3u8, 4, 6, 8, 11, 16] {
        for p in [1u8, 2, k / 2, k - 1, k] {
            for (signed, extended) in [(true, true), (true, false), (false, true), (false, false)] {
                if let Some(f) = P3109::new(k, p, signed, extended) {
                    let f = Format::P3109(f);
                    if !v.contains(&f) {
                        v.push(f);
                    }
                }
            }
        }
    }
    v
}

/// Every format the dialect has, with SFx and P3109 sampled.
fn formats() -> Vec<Format> {
    let mut v: Vec<Format> = Format::NAMED.to_vec();
    v.extend([2u8, 3, 4, 5, 7, 8, 9, 12, 15, 16].map(sf));
    v.extend(p3109_sample());
    v
}

fn all_codes(f: Format) -> Vec<u64> {
    let p = f.params();
    (0..1u64 << p.bits).map(|c| c << p.pad).collect()
}

pub fn decode_cases() {
    let mut total = 0;
    let wanted: Vec<Format> = formats().into_iter().filter(|f| f.params().bits <= 16 || *f == Format::TF32).collect();
    for (batch, chunk) in wanted.chunks(12).enumerate() {
        let mut p = Program::default();
        for f in chunk {
            let codes = if *f == Format::TF32 {
                // TF32: every sign/exponent with 64 fraction patterns, all 19-bit extremes.
                let mut rng = Rng(7);
                (0..1u64 << 12).map(|hi| ((hi << 7) | rng.below(128)) << 13).chain([0x7FFFE000, 0xFFFFE000]).collect()
            } else {
                all_codes(*f)
            };
            let n = codes.len();
            let (x, ty) = p.arg(Input::float(*f, vec![n], codes));
            for to in [Format::F64, Format::F32] {
                let out = tensor(&[n], &name(to));
                let v = p.op(convert_text(&x, Rounding::ToNearestEven, None, &ty, &out));
                p.result(v, &out, Element::Float(to));
            }
        }
        total += p.check(&format!("decode-{batch}"));
    }
    assert!(total >= 200);
}

/// Values around every code of `f` (sampled for wide formats): the code's value, its f64
/// neighbours, the midpoint to the next code and its neighbours; plus specials and random bits.
fn probes(f: Format, rng: &mut Rng) -> Vec<f64> {
    let p = f.params();
    let count = 1u64 << p.bits.min(20);
    let step = (count / 300).max(1);
    let mut values: Vec<f64> = Vec::new();
    let mut code = 0;
    while code < count {
        let c = (code + rng.below(step)) % count;
        let v = decode_value(f, c << p.pad).to_f64();
        let next = decode_value(f, ((c + 1) % count) << p.pad).to_f64();
        if v.is_finite() {
            values.extend([v, v.next_up(), v.next_down()]);
            if next.is_finite() && next.abs() > v.abs() {
                let mid = v + (next - v) / 2.0;
                values.extend([mid, mid.next_up(), mid.next_down()]);
            }
        }
        code += step;
    }
    values.extend([0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, -f64::NAN, f64::MAX, -f64::MAX, 5e-324, -5e-324]);
    values.extend([1e-40, -1e-40, 3.4e38, 3.5e38, 65504.0, 65520.0, 448.0, 464.0, 480.0, 57344.0, 61440.0, 6.0, 7.0, 1.0]);
    for _ in 0..150 {
        values.push(f64::from_bits(rng.next()));
        values.push(f32::from_bits(rng.next() as u32) as f64);
    }
    values
}

/// Every named format and SFx width, and every third P3109 member of the list: the conversion
/// targets the encode and stochastic cases sample.
fn sampled_targets() -> Vec<Format> {
    formats()
        .into_iter()
        .enumerate()
        .filter(|(i, f)| !matches!(f, Format::P3109(_)) || i % 3 == 0)
        .map(|(_, f)| f)
        .collect()
}

pub fn encode_cases() {
    let mut rng = Rng(42);
    let mut total = 0;
    let targets = sampled_targets();
    for (batch, chunk) in targets.chunks(4).enumerate() {
        let mut p = Program::default();
        for to in chunk {
            let wide = probes(*to, &mut rng);
            let narrow: Vec<u64> = wide.iter().map(|v| (*v as f32).to_bits() as u64).collect();
            let wide: Vec<u64> = wide.iter().map(|v| v.to_bits()).collect();
            for (from, codes) in [(Format::F64, wide), (Format::F32, narrow)] {
                let n = codes.len();
                let (x, ty) = p.arg(Input::float(from, vec![n], codes));
                let out = tensor(&[n], &name(*to));
                for rnd in ROUNDINGS {
                    for ovf in overflows(*to) {
                        let v = p.op(convert_text(&x, rnd, ovf, &ty, &out));
                        p.result(v, &out, Element::Float(*to));
                    }
                }
            }
        }
        total += p.check(&format!("encode-{batch}"));
    }
    assert!(total >= 200);
}

/// Stochastic converts into every sampled format from f64 and f32 probes, with random words (all
/// ones and zero among them): every mode per (format, source), N cycling through {1, 7, 32} and
/// the overflow modes through the format's (one helper per mode keeps the JIT time down).
pub fn stochastic_cases() {
    use lpf_numerics::StochasticMode;
    let mut rng = Rng(2323);
    let mut total = 0;
    let targets = sampled_targets();
    for (batch, chunk) in targets.chunks(6).enumerate() {
        let mut p = Program::default();
        for (t, to) in chunk.iter().enumerate() {
            let wide = probes(*to, &mut rng);
            let narrow: Vec<u64> = wide.iter().map(|v| (*v as f32).to_bits() as u64).collect();
            let wide: Vec<u64> = wide.iter().map(|v| v.to_bits()).collect();
            for (j, (from, codes)) in [(Format::F64, wide), (Format::F32, narrow)].into_iter().enumerate() {
                let n = codes.len();
                let (x, ty) = p.arg(Input::float(from, vec![n], codes));
                let words: Vec<u64> = (0..n)
                    .map(|i| match i % 5 {
                        0 => 0xFFFF_FFFF,
                        1 => 0,
                        _ => rng.next() & 0xFFFF_FFFF,
                    })
                    .collect();
                let int = Input { element: Element::Int(IntType { bits: 32, signed: true }), shape: vec![n], codes: words };
                let (r, rty) = p.arg(int);
                let out = tensor(&[n], &name(*to));
                for (k, mode) in StochasticMode::ALL.into_iter().enumerate() {
                    let bits = [1, 7, 32][(k + j + t) % 3];
                    let ovfs = overflows(*to);
                    let ovf = ovfs[(k + j) % ovfs.len()];
                    let o = ovf.map(|o| format!(" overflow({})", o.name())).unwrap_or_default();
                    let text = format!("lpf.convert {x}, {r} rounding({}) random_bits({bits}){o} : {ty}, {rty} to {out}", mode.name());
                    let v = p.op(text);
                    p.result(v, &out, Element::Float(*to));
                }
            }
        }
        total += p.check(&format!("stochastic-{batch}"));
    }
    assert!(total >= 200);
}

pub fn format_to_format_cases() {
    let sources = [Format::BF16, Format::F16, Format::Gf16, Format::F8E5M2, Format::F8E4M3FN, sf(16), Format::F6E3M2FN];
    let targets = [Format::F8E4M3FN, Format::F8E5M2, Format::F4E2M1FN, Format::F6E2M3FN, sf(8), Format::BF16, Format::F16, Format::TF32, Format::F8E8M0FNU];
    let mut total = 0;
    for from in sources {
        let mut p = Program::default();
        let codes = all_codes(from);
        let n = codes.len();
        let (x, ty) = p.arg(Input::float(from, vec![n], codes));
        for to in targets.iter().filter(|t| **t != from) {
            let out = tensor(&[n], &name(*to));
            for rnd in ROUNDINGS {
                let ovf = overflows(*to).last().copied().flatten();
                let v = p.op(convert_text(&x, rnd, ovf, &ty, &out));
                p.result(v, &out, Element::Float(*to));
            }
        }
        total += p.check(&format!("f2f-{}", lpf_numerics::Format::ml_dtypes_name(from).unwrap_or("x")));
    }
    assert!(total >= 200);
}

/// Operand codes for arithmetic: specials, random codes, near-equal pairs (cancellation), and
/// values whose exact results sit on ties.
fn operand_codes(f: Format, n: usize, rng: &mut Rng) -> (Vec<u64>, Vec<u64>) {
    let p = f.params();
    let width = p.bits;
    let max = if width >= 64 { u64::MAX } else { (1u64 << width) - 1 };
    let enc = |v: f64| encode(f, v, Rounding::ToNearestEven, f.default_overflow());
    let specials: Vec<u64> = [0.0, -0.0, 1.0, -1.0, 0.5, 0.75, f64::INFINITY, f64::NEG_INFINITY, f64::NAN, 1e-30, 3.0, 1e30]
        .iter()
        .map(|v| enc(*v))
        .collect();
    let mut a = Vec::with_capacity(n);
    let mut b = Vec::with_capacity(n);
    for i in 0..n {
        let pick = |rng: &mut Rng| -> u64 {
            match rng.below(6) {
                0 => specials[rng.below(specials.len() as u64) as usize],
                _ => (rng.next() & max) << p.pad,
            }
        };
        let x = pick(rng);
        let y = match i % 5 {
            // Near x: same code +- a few ulps (cancellation, exact ties).
            0 => ((x >> p.pad).wrapping_add(rng.below(5)).wrapping_sub(2) & max) << p.pad,
            1 => (((x >> p.pad) ^ (1u64 << (width - 1))) & max) << p.pad,
            _ => pick(rng),
        };
        a.push(x);
        b.push(y);
    }
    (a, b)
}

pub fn elementwise_cases() {
    let mut rng = Rng(2024);
    let mut total = 0;
    let formats = [Format::F16, Format::BF16, Format::TF32, Format::F32, Format::F64, Format::Gf16, sf(2), sf(4), sf(8), sf(12), sf(16)];
    for f in formats {
        let n = 601;
        let (a, b) = operand_codes(f, n, &mut rng);
        let mut p = Program::default();
        let (x, ty) = p.arg(Input::float(f, vec![n], a));
        let (y, _) = p.arg(Input::float(f, vec![n], b));
        let ops: &[&str] = if matches!(f, Format::Sf(_)) { &["add", "sub", "mul"] } else { &["add", "sub", "mul", "div"] };
        for op in ops {
            for rnd in ROUNDINGS {
                let r = if rnd == Rounding::ToNearestEven { String::new() } else { format!(" rounding({})", rnd.name()) };
                let v = p.op(format!("lpf.{op} {x}, {y}{r} : {ty}"));
                p.result(v, &ty, Element::Float(f));
            }
        }
        let v = p.op(format!("lpf.neg {x} : {ty}"));
        p.result(v, &ty, Element::Float(f));
        let v = p.op(format!("lpf.relu {x} : {ty}"));
        p.result(v, &ty, Element::Float(f));
        for rnd in ROUNDINGS {
            let v = p.op(format!("lpf.leaky_relu {x} rounding({}) : {ty}", rnd.name()));
            p.result(v, &ty, Element::Float(f));
        }
        let i1 = tensor(&[n], "i1");
        for pred in ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"] {
            let v = p.op(format!("lpf.cmp {pred}, {x}, {y} : {ty}"));
            p.result(v, &i1, Element::Int(IntType { bits: 1, signed: false }));
        }
        total += p.check(&format!("elementwise-{}", super::harness_name(f)));
    }
    // Comparison on formats without arithmetic too (every format compares exactly).
    for f in [Format::F8E4M3FN, Format::F8E5M2FNUZ, Format::F4E2M1FN, Format::F8E8M0FNU, p3109_sample()[7]] {
        let n = 400;
        let (a, b) = operand_codes(f, n, &mut rng);
        let mut p = Program::default();
        let (x, ty) = p.arg(Input::float(f, vec![n], a));
        let (y, _) = p.arg(Input::float(f, vec![n], b));
        let i1 = tensor(&[n], "i1");
        for pred in ["oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno"] {
            let v = p.op(format!("lpf.cmp {pred}, {x}, {y} : {ty}"));
            p.result(v, &i1, Element::Int(IntType { bits: 1, signed: false }));
        }
        total += p.check(&format!("cmp-{}", super::harness_name(f)));
    }
    assert!(total >= 200);
}

/// Stochastic arithmetic in every mode on every arithmetic format, from the elementwise
/// operands (edge codes and random ones) and random words (all ones and zero among them):
/// N cycles through {1, 7, 32}, and through {1, 7, 10} on f64 (the most the LLVM exit keeps).
pub fn stochastic_arith_cases() {
    use lpf_numerics::StochasticMode;
    let mut rng = Rng(2325);
    let mut total = 0;
    let formats = [Format::F16, Format::BF16, Format::TF32, Format::F32, Format::F64, Format::Gf16, sf(4), sf(8), sf(16)];
    for f in formats {
        let n = 601;
        let (a, b) = operand_codes(f, n, &mut rng);
        let mut p = Program::default();
        let (x, ty) = p.arg(Input::float(f, vec![n], a));
        let (y, _) = p.arg(Input::float(f, vec![n], b));
        let words: Vec<u64> = (0..n)
            .map(|i| match i % 5 {
                0 => 0xFFFF_FFFF,
                1 => 0,
                _ => rng.next() & 0xFFFF_FFFF,
            })
            .collect();
        let (r, rty) = p.arg(Input { element: Element::Int(IntType { bits: 32, signed: true }), shape: vec![n], codes: words });
        let ops: &[&str] = if matches!(f, Format::Sf(_)) { &["add", "sub", "mul"] } else { &["add", "sub", "mul", "div"] };
        let widths = if f == Format::F64 { [1, 7, 10] } else { [1, 7, 32] };
        for (i, op) in ops.iter().enumerate() {
            for (k, mode) in StochasticMode::ALL.into_iter().enumerate() {
                let bits = widths[(i + k) % 3];
                let v = p.op(format!("lpf.{op} {x}, {y}, {r} rounding({}) random_bits({bits}) : {ty}, {rty}", mode.name()));
                p.result(v, &ty, Element::Float(f));
            }
        }
        total += p.check(&format!("stochastic-arith-{}", super::harness_name(f)));
    }
    assert!(total >= 200);
}

/// Codes of `f` for contraction inputs: mostly moderate values (so that sums cancel and
/// round), with zeros of both signs, subnormals, and (when `specials`) inf and NaN.
fn contraction_codes(f: Format, n: usize, rng: &mut Rng, specials: bool) -> Vec<u64> {
    let p = f.params();
    let max = if p.bits >= 64 { u64::MAX } else { (1u64 << p.bits) - 1 };
    (0..n)
        .map(|_| {
            let r = rng.below(100);
            let code = if r < 3 {
                0
            } else if r < 5 {
                encode(f, -0.0, Rounding::ToNearestEven, Overflow::Saturate) >> p.pad
            } else if r < 7 {
                rng.below(4).min(max)
            } else if specials && r < 8 {
                encode(f, if rng.below(2) == 0 { f64::INFINITY } else { f64::NAN }, Rounding::ToNearestEven, Overflow::NanOrInf) >> p.pad
            } else {
                let v = (rng.below(2001) as f64 - 1000.0) / 128.0;
                let v = if matches!(f, Format::Sf(_)) { v / 8.0 } else { v * (1 << rng.below(4)) as f64 };
                encode(f, v, Rounding::ToNearestEven, Overflow::Saturate) >> p.pad
            };
            code << p.pad
        })
        .collect()
}

pub fn contraction_cases() {
    let mut rng = Rng(77);
    let mut total = 0;
    let dots: [(Format, Format, &str); 9] = [
        (Format::F8E4M3FN, Format::F8E4M3FN, "f32"),
        (Format::BF16, Format::F8E4M3FN, "f32"),
        (Format::F8E5M2, Format::F4E2M1FN, "f32"),
        (Format::F16, Format::F16, "f64"),
        (Format::F32, Format::F32, "f32"),
        (Format::TF32, Format::BF16, "f32"),
        (sf(8), sf(8), "f32"),
        (sf(8), sf(16), "!lpf.sf<16>"),
        (sf(16), sf(16), "!lpf.sf<16>"),
    ];
    for (case, (fa, fb, acc)) in dots.iter().enumerate() {
        for round in 0..3 {
            let batch = if round == 2 { vec![2] } else { vec![] };
            let (m, k, n) = (1 + rng.below(7) as usize, 1 + rng.below(37) as usize, 1 + rng.below(6) as usize);
            let mut a_shape = batch.clone();
            a_shape.extend([m, k]);
            let mut b_shape = batch.clone();
            b_shape.extend([k, n]);
            let mut r_shape = batch.clone();
            r_shape.extend([m, n]);
            let specials = round == 1;
            let mut p = Program::default();
            let (x, tx) = p.arg(Input::float(*fa, a_shape.clone(), contraction_codes(*fa, a_shape.iter().product(), &mut rng, specials)));
            let (y, ty) = p.arg(Input::float(*fb, b_shape.clone(), contraction_codes(*fb, b_shape.iter().product(), &mut rng, specials)));
            let out = tensor(&r_shape, acc);
            let v = p.op(format!("lpf.dot {x}, {y} acc({acc}) : {tx}, {ty} -> {out}"));
            let acc_format = Format::parse(acc).unwrap_or_else(|_| sf(16));
            p.result(v, &out, Element::Float(acc_format));
            total += p.check(&format!("dot-{case}-{round}"));
        }
    }
    for (case, (f, acc)) in [(Format::BF16, "f32"), (Format::F8E5M2, "f32"), (Format::F32, "f64"), (Format::F16, "f32")].iter().enumerate() {
        let shape = vec![1 + rng.below(5) as usize, 1 + rng.below(9) as usize, 1 + rng.below(13) as usize];
        for dims in [vec![0usize], vec![1], vec![2], vec![0, 2], vec![0, 1, 2]] {
            let mut p = Program::default();
            let (x, tx) = p.arg(Input::float(*f, shape.clone(), contraction_codes(*f, shape.iter().product(), &mut rng, case == 1)));
            let kept: Vec<usize> = (0..3).filter(|d| !dims.contains(d)).map(|d| shape[d]).collect();
            let out = tensor(&kept, acc);
            let list: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            let v = p.op(format!("lpf.reduce_sum {x} dims [{}] acc({acc}) : {tx} -> {out}", list.join(", ")));
            p.result(v, &out, Element::Float(Format::parse(acc).expect("acc")));
            total += p.check(&format!("reduce-{case}-{}", list.join("")));
        }
    }
    assert!(total >= 200);
}

pub fn block_cases() {
    let mut rng = Rng(99);
    let mut total = 0;
    let e8m0 = Format::F8E8M0FNU;
    let scale_codes = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| 100 + rng.below(50)).chain([0xFF, 0, 254]).take(n).collect() };
    for (case, elem) in [Format::F4E2M1FN, Format::F6E2M3FN, Format::F6E3M2FN, Format::F8E4M3FN, Format::F8E5M2].iter().enumerate() {
        let (m, kb, n) = (1 + rng.below(5) as usize, 1 + rng.below(3) as usize, 1 + rng.below(5) as usize);
        let k = 32 * kb;
        let mut p = Program::default();
        let (a, ta) = p.arg(Input::float(*elem, vec![m, k], contraction_codes(*elem, m * k, &mut rng, false)));
        let (asc, tas) = p.arg(Input::float(e8m0, vec![m, kb], scale_codes(&mut rng, m * kb)));
        let (b, tb) = p.arg(Input::float(*elem, vec![k, n], contraction_codes(*elem, k * n, &mut rng, false)));
        let (bsc, tbs) = p.arg(Input::float(e8m0, vec![kb, n], scale_codes(&mut rng, kb * n)));
        let out = tensor(&[m, n], "f32");
        let v = p.op(format!("lpf.scaled_dot {a} [{asc}], {b} [{bsc}] block(32) acc(f32) : {ta}, {tas}, {tb}, {tbs} -> {out}"));
        p.result(v, &out, Element::Float(Format::F32));
        let deq = tensor(&[m, k], "f32");
        let v = p.op(format!("lpf.dequantize_block {a} [{asc}] block(32) : {ta}, {tas} -> {deq}"));
        p.result(v, &deq, Element::Float(Format::F32));
        total += p.check(&format!("mx-{case}"));
    }
    // NVFP4: f4E2M1FN, blocks of 16, f8E4M3FN scales, a per-tensor f32 scale.
    for case in 0..3 {
        let (m, kb, n) = (1 + rng.below(4) as usize, 1 + rng.below(3) as usize, 1 + rng.below(4) as usize);
        let k = 16 * kb;
        let f4 = Format::F4E2M1FN;
        let e4 = Format::F8E4M3FN;
        let mut p = Program::default();
        let (a, ta) = p.arg(Input::float(f4, vec![m, k], contraction_codes(f4, m * k, &mut rng, false)));
        let (asc, tas) = p.arg(Input::float(e4, vec![m, kb], (0..m * kb).map(|_| rng.below(0x7F)).collect()));
        let (b, tb) = p.arg(Input::float(f4, vec![k, n], contraction_codes(f4, k * n, &mut rng, false)));
        let (bsc, tbs) = p.arg(Input::float(e4, vec![kb, n], (0..kb * n).map(|_| rng.below(0x7F)).collect()));
        let g = [0.75f32, 1.0, 3.1e-3][case];
        let (gs, tg) = p.arg(Input::float(Format::F32, vec![], vec![g.to_bits() as u64]));
        let out = tensor(&[m, n], "f32");
        let v = p.op(format!("lpf.scaled_dot {a} [{asc}], {b} [{bsc}], {gs} block(16) acc(f32) : {ta}, {tas}, {tb}, {tbs}, {tg} -> {out}"));
        p.result(v, &out, Element::Float(Format::F32));
        let deq = tensor(&[m, k], "f32");
        let v = p.op(format!("lpf.dequantize_block {a} [{asc}], {gs} block(16) : {ta}, {tas}, {tg} -> {deq}"));
        p.result(v, &deq, Element::Float(Format::F32));
        total += p.check(&format!("nvfp4-{case}"));
    }
    assert!(total >= 200);
}

/// Inputs for block quantisation: blocks of ordinary values, of zeros, with a NaN, with an
/// infinity, with values that underflow, and amaxes just below and at the rounding points.
fn quantize_input(f: Format, blocks: usize, block: usize, rng: &mut Rng) -> Vec<u64> {
    let enc = |v: f64| encode(f, v, Rounding::ToNearestEven, Overflow::NanOrInf);
    let mut codes = Vec::with_capacity(blocks * block);
    for b in 0..blocks {
        let scale = 2f64.powi(rng.below(40) as i32 - 20);
        for i in 0..block {
            let v = match (b % 7, i) {
                (1, _) => if i % 2 == 0 { 0.0 } else { -0.0 },
                (2, 3) => f64::NAN,
                (3, 5) => if rng.below(2) == 0 { f64::INFINITY } else { f64::NEG_INFINITY },
                (4, _) => (rng.below(100) as f64 - 50.0) * 1e-39,
                // amax 1.75 * 2^k and 1.9375 * 2^k: the even/ceil rules' binade boundaries.
                (5, 0) => 1.75 * scale,
                (6, 0) => 1.9375 * scale,
                _ => (rng.below(20001) as f64 - 10000.0) / 10000.0 * scale,
            };
            codes.push(enc(v));
        }
    }
    codes
}

pub fn quantize_cases() {
    let mut rng = Rng(5);
    let mut total = 0;
    for (case, input) in [Format::F32, Format::BF16, Format::F16, Format::F64].iter().enumerate() {
        let rows = 7 + case;
        let mut p = Program::default();
        let (x, tx) = p.arg(Input::float(*input, vec![rows, 64], quantize_input(*input, rows * 2, 32, &mut rng)));
        for elem in [Format::F4E2M1FN, Format::F6E2M3FN, Format::F6E3M2FN, Format::F8E4M3FN, Format::F8E5M2] {
            for rule in ["floor", "ceil", "even"] {
                let (te, ts) = (tensor(&[rows, 64], &name(elem)), tensor(&[rows, 2], "f8E8M0FNU"));
                let (q, s) = (format!("%q{}", p.next), format!("%s{}", p.next));
                p.next += 1;
                p.body.push(format!("    {q}, {s} = lpf.quantize_block {x} block(32) scale_rounding({rule}) : {tx} -> {te}, {ts}"));
                p.result(q, &te, Element::Float(elem));
                p.result(s, &ts, Element::Float(Format::F8E8M0FNU));
            }
        }
        total += p.check(&format!("quantize-mx-{case}"));
    }
    // Blocks along the first dimension (the one whose size differs between data and scales).
    {
        let mut p = Program::default();
        let (x, tx) = p.arg(Input::float(Format::F32, vec![64, 3], quantize_input(Format::F32, 6, 32, &mut rng)));
        let (te, ts) = (tensor(&[64, 3], "f8E4M3FN"), tensor(&[2, 3], "f8E8M0FNU"));
        p.body.push(format!("    %q, %s = lpf.quantize_block {x} block(32) : {tx} -> {te}, {ts}"));
        p.result("%q".into(), &te, Element::Float(Format::F8E4M3FN));
        p.result("%s".into(), &ts, Element::Float(Format::F8E8M0FNU));
        total += p.check("quantize-mx-axis0");
    }
    for (case, g) in [None, Some(0.75f32), Some(3.1e-3), Some(1e-30)].iter().enumerate() {
        let mut p = Program::default();
        let (x, tx) = p.arg(Input::float(Format::F32, vec![9, 48], quantize_input(Format::F32, 27, 16, &mut rng)));
        let (te, ts) = (tensor(&[9, 48], "f4E2M1FN"), tensor(&[9, 3], "f8E4M3FN"));
        match g {
            Some(g) => {
                let (gs, tg) = p.arg(Input::float(Format::F32, vec![], vec![g.to_bits() as u64]));
                p.body.push(format!("    %q, %s = lpf.quantize_block {x}, {gs} block(16) : {tx}, {tg} -> {te}, {ts}"));
            }
            None => p.body.push(format!("    %q, %s = lpf.quantize_block {x} block(16) : {tx} -> {te}, {ts}")),
        }
        p.result("%q".into(), &te, Element::Float(Format::F4E2M1FN));
        p.result("%s".into(), &ts, Element::Float(Format::F8E4M3FN));
        total += p.check(&format!("quantize-nvfp4-{case}"));
    }
    assert!(total >= 200);
}

fn example(path: &str) -> String {
    std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path)).expect("example")
}

/// The examples of examples/, and programs of constants, scalars, calls and the tensor ops that
/// move data (splat, reshape, expand/collapse, empty, cast), with dynamic dimensions.
pub fn program_cases() {
    let mut rng = Rng(11);
    let r = |f: Format, shape: Vec<usize>, rng: &mut Rng| {
        let n = shape.iter().product();
        Input::float(f, shape, contraction_codes(f, n, rng, false))
    };
    let f32e = Element::Float(Format::F32);
    let mut total = 0;
    total += check(
        "example-attention",
        &example("examples/fp8_attention_scores.mlir"),
        &[r(Format::BF16, vec![8, 64], &mut rng), r(Format::F8E4M3FN, vec![64, 16], &mut rng)],
        &[Element::Float(Format::BF16)],
    );
    let e8 = |rng: &mut Rng, shape: Vec<usize>| {
        let n: usize = shape.iter().product();
        Input::float(Format::F8E8M0FNU, shape, (0..n).map(|_| 120 + rng.below(12)).collect())
    };
    let (a, asc, b, bsc) = (r(Format::F4E2M1FN, vec![4, 64], &mut rng), e8(&mut rng, vec![4, 2]), r(Format::F4E2M1FN, vec![64, 8], &mut rng), e8(&mut rng, vec![2, 8]));
    total += check_entry("example-mx", &example("examples/mx_scaled_dot.mlir"), "mx_matmul", &[a, asc, b, bsc], &[Element::Float(Format::BF16)]);
    total += check(
        "example-mxfp4",
        &example("examples/mxfp4_matmul.mlir"),
        &[r(Format::F32, vec![4, 64], &mut rng), r(Format::F32, vec![64, 8], &mut rng)],
        &[f32e, f32e],
    );
    total += check(
        "example-gemv",
        &example("examples/sf16_gemv.mlir"),
        &[r(sf(16), vec![8, 16], &mut rng), r(sf(16), vec![16, 1], &mut rng)],
        &[Element::Float(sf(16)), f32e],
    );
    let program = r#"
func.func private @scale(%x: tensor<2x3xbf16>, %s: bf16) -> tensor<2x3xbf16> {
  %t = tensor.splat %s : tensor<2x3xbf16>
  %y = lpf.mul %x, %t rounding(toward_zero) : tensor<2x3xbf16>
  return %y : tensor<2x3xbf16>
}
func.func @main(%a: f16, %b: tensor<6xbf16>, %d: tensor<?x3xf16>) -> (f16, tensor<2x3xbf16>, tensor<2x3xf8E4M3FN>, tensor<4xf32>, i1, tensor<3x2xbf16>, tensor<6xbf16>, tensor<3xf32>, tensor<2x2x!lpf.sf<8>>, tensor<?x3xf16>) {
  %c = lpf.constant 0.1 : f16
  %s = lpf.add %a, %c rounding(upward) : f16
  %k = lpf.constant dense<[[1.5, -2.0, 0x7E], [0.3, 1.0e-3, 3.0]]> : tensor<2x3xf8E4M3FN>
  %shape = arith.constant dense<[2, 3]> : tensor<2xi64>
  %r = tensor.reshape %b(%shape) : (tensor<6xbf16>, tensor<2xi64>) -> tensor<2x3xbf16>
  %sc = lpf.constant 0.5 : bf16
  %m = func.call @scale(%r, %sc) : (tensor<2x3xbf16>, bf16) -> tensor<2x3xbf16>
  %f = arith.constant dense<[1.0, 2.5, -3.0, 4.0]> : tensor<4xf32>
  %g = lpf.cmp olt, %a, %c : f16
  %e = tensor.expand_shape %b [[0, 1]] output_shape [3, 2] : tensor<6xbf16> into tensor<3x2xbf16>
  %col = tensor.collapse_shape %m [[0, 1]] : tensor<2x3xbf16> into tensor<6xbf16>
  %sum = lpf.reduce_sum %d dims [0] : tensor<?x3xf16> -> tensor<3xf32>
  %z = tensor.empty() : tensor<2x2x!lpf.sf<8>>
  %dd = lpf.sub %d, %d rounding(downward) : tensor<?x3xf16>
  return %s, %m, %k, %f, %g, %e, %col, %sum, %z, %dd : f16, tensor<2x3xbf16>, tensor<2x3xf8E4M3FN>, tensor<4xf32>, i1, tensor<3x2xbf16>, tensor<6xbf16>, tensor<3xf32>, tensor<2x2x!lpf.sf<8>>, tensor<?x3xf16>
}
"#;
    let inputs = [
        r(Format::F16, vec![], &mut rng),
        r(Format::BF16, vec![6], &mut rng),
        r(Format::F16, vec![5, 3], &mut rng),
    ];
    let bf = Element::Float(Format::BF16);
    total += check(
        "programs",
        program,
        &inputs,
        &[Element::Float(Format::F16), bf, Element::Float(Format::F8E4M3FN), f32e, Element::Int(IntType { bits: 1, signed: false }), bf, bf, f32e, Element::Float(sf(8)), Element::Float(Format::F16)],
    );
    assert!(total >= 200);
}

/// Codes for the dot kernel's tests: `contraction_codes` with specials, plus (when `near_max`)
/// values close to the format's largest, so that products overflow the accumulator and a fused
/// multiply-add would differ from the reference's rounded product.
fn kernel_codes(f: Format, n: usize, rng: &mut Rng, near_max: bool) -> Vec<u64> {
    let mut codes = contraction_codes(f, n, rng, true);
    if near_max {
        let top = decode_value(f, encode(f, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate)).to_f64();
        for c in codes.iter_mut() {
            if rng.below(6) == 0 {
                let v = top * (1.0 - rng.below(8) as f64 / 64.0) * if rng.below(2) == 0 { 1.0 } else { -1.0 };
                *c = encode(f, v, Rounding::ToNearestEven, Overflow::Saturate);
            }
        }
    }
    codes
}

/// Shapes [B.., M, K] x [B.., K, N] that hit every edge of the kernel's tile (6 rows x 16 f32
/// or 8 f64 columns): 1, 3, tile - 1, tile, tile + 1 and larger odd sizes, K from 1 up, batched.
const KERNEL_SHAPES: [(&[usize], usize, usize, usize); 14] = [
    (&[], 1, 1, 1),
    // M not whole row tiles, N whole column tiles (AVX2's 16): stored straight, rows past M not.
    (&[], 7, 9, 16),
    (&[2], 13, 5, 32),
    (&[], 3, 3, 3),
    (&[], 5, 7, 15),
    (&[], 6, 8, 16),
    (&[], 7, 9, 17),
    (&[], 13, 37, 33),
    (&[], 12, 5, 32),
    (&[], 1, 40, 47),
    (&[], 6, 1, 8),
    (&[], 11, 2, 9),
    (&[2], 7, 5, 17),
    (&[2, 1], 6, 3, 16),
];

/// The register-tiled dot kernel against the reference: every tail of the tile, special values,
/// format pairs whose products are exact (fused multiply-add) and pairs where they are not.
pub fn dot_kernel_cases() {
    let mut rng = Rng(4242);
    let mut total = 0;
    // (lhs, rhs, accumulator, values near the largest)
    let pairs: [(Format, Format, &str, bool); 8] = [
        (Format::F8E4M3FN, Format::F8E4M3FN, "f32", false), // fused
        (Format::F8E5M2, Format::F8E4M3FN, "f32", true),    // fused (448 x 57344 fits)
        (Format::F16, Format::F16, "f32", true),            // fused
        (Format::F32, Format::F32, "f64", true),            // fused, 4 lanes
        (Format::BF16, Format::F8E4M3FN, "f32", true),      // not fused: products overflow
        (Format::BF16, Format::BF16, "f32", true),          // not fused
        (Format::F32, Format::F32, "f32", true),            // not fused
        (Format::F4E2M1FN, Format::F16, "f64", false),      // fused
    ];
    for (case, (fa, fb, acc, near_max)) in pairs.iter().enumerate() {
        let mut p = Program::default();
        let acc_format = Format::parse(acc).expect("accumulator");
        for (batch, m, k, n) in KERNEL_SHAPES {
            let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
            let (a_shape, b_shape, r_shape) = (shape(m, k), shape(k, n), shape(m, n));
            let (x, tx) = p.arg(Input::float(*fa, a_shape.clone(), kernel_codes(*fa, a_shape.iter().product(), &mut rng, *near_max)));
            let (y, ty) = p.arg(Input::float(*fb, b_shape.clone(), kernel_codes(*fb, b_shape.iter().product(), &mut rng, *near_max)));
            let out = tensor(&r_shape, acc);
            let v = p.op(format!("lpf.dot {x}, {y} acc({acc}) : {tx}, {ty} -> {out}"));
            p.result(v, &out, Element::Float(acc_format));
        }
        total += p.check(&format!("dot-kernel-{case}"));
    }
    assert!(total >= 1000);
}

/// The kernel's tiles and packing split across 1, 2 and 3 OpenMP threads (`lpf-run --threads`),
/// each run bit-identical to the reference: shapes with tails in M and N, batched, a K long
/// enough and enough tiles that the threads are woken (the `omp.parallel if` threshold), a
/// fused and an unfused pair, and MX-FP8 packed from its codes. The skinny shapes (one column
/// tile: an f8 lhs read by the kernel itself, tiles of 4 or 5 rows, the one rhs panel packed
/// in pieces of k on several threads, the last piece partial) with a tail in M, in N, batched.
pub fn dot_kernel_thread_cases() {
    let mut rng = Rng(2222);
    let mut total = 0;
    let runs: [&[&str]; 3] = [&["--threads", "1"], &["--threads", "2"], &["--threads", "3"]];
    for (case, (fa, fb)) in [(Format::F8E4M3FN, Format::F8E4M3FN), (Format::BF16, Format::F8E4M3FN)].iter().enumerate() {
        let mut p = Program::default();
        for (batch, m, k, n) in [(&[][..], 67usize, 300usize, 45usize), (&[3][..], 25, 129, 35), (&[][..], 16, 2100, 16), (&[2][..], 10, 1500, 12), (&[][..], 23, 1100, 16)] {
            let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
            let (a_shape, b_shape, r_shape) = (shape(m, k), shape(k, n), shape(m, n));
            let (x, tx) = p.arg(Input::float(*fa, a_shape.clone(), kernel_codes(*fa, a_shape.iter().product(), &mut rng, *fa != *fb)));
            let (y, ty) = p.arg(Input::float(*fb, b_shape.clone(), kernel_codes(*fb, b_shape.iter().product(), &mut rng, false)));
            let out = tensor(&r_shape, "f32");
            let v = p.op(format!("lpf.dot {x}, {y} acc(f32) : {tx}, {ty} -> {out}"));
            p.result(v, &out, Element::Float(Format::F32));
        }
        total += p.check_on(&format!("dot-threads-{case}"), None, &runs);
    }
    let moderate = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| 120 + rng.below(16)).collect() };
    let mut p = Program::default();
    let (e4m3, e8m0) = (Format::F8E4M3FN, Format::F8E8M0FNU);
    let (m, kb, n) = (61usize, 8usize, 37usize);
    let k = kb * 32;
    let (a, ta) = p.arg(Input::float(e4m3, vec![m, k], contraction_codes(e4m3, m * k, &mut rng, true)));
    let (asc, tas) = p.arg(Input::float(e8m0, vec![m, kb], moderate(&mut rng, m * kb)));
    let (b, tb) = p.arg(Input::float(e4m3, vec![k, n], contraction_codes(e4m3, k * n, &mut rng, true)));
    let (bsc, tbs) = p.arg(Input::float(e8m0, vec![kb, n], moderate(&mut rng, kb * n)));
    let out = tensor(&[m, n], "f32");
    let v = p.op(format!("lpf.scaled_dot {a} [{asc}], {b} [{bsc}] block(32) acc(f32) : {ta}, {tas}, {tb}, {tbs} -> {out}"));
    p.result(v, &out, Element::Float(Format::F32));
    total += p.check_on("scaled-dot-threads", None, &runs);
    assert!(total >= 3 * 5000);
}

/// Element-wise runs split across 1, 2 and 3 OpenMP threads (chunks of the last dimension), each
/// run bit-identical to the reference: a fused run (convert, add, convert) and a lone op, on a
/// long row with a tail, several rows longer than a chunk, many rows shorter than one, and a
/// dynamic shape; all above the element count that wakes the threads.
pub fn elementwise_thread_cases() {
    let mut rng = Rng(3333);
    let runs: [&[&str]; 3] = [&["--threads", "1"], &["--threads", "2"], &["--threads", "3"]];
    let mut p = Program::default();
    let codes = |f: Format, n: usize, rng: &mut Rng| -> Vec<u64> { (0..n).map(|_| rng.below(1 << f.storage_bits())).collect() };
    for (shape, dynamic) in [(vec![40_001usize], false), (vec![3, 17_000], false), (vec![260, 130], false), (vec![5, 9_000], true)] {
        let n: usize = shape.iter().product();
        let held = |p: &mut Program, input: Input| if dynamic { p.dynamic_arg(input, &vec![true; shape.len()]) } else { p.arg(input) };
        let (a, ta) = held(&mut p, Input::float(Format::F32, shape.clone(), codes(Format::F32, n, &mut rng)));
        let (b, tb) = held(&mut p, Input::float(Format::BF16, shape.clone(), codes(Format::BF16, n, &mut rng)));
        let x = p.op(format!("lpf.convert {a} rounding(toward_zero) : {ta} to {tb}"));
        let y = p.op(format!("lpf.add {x}, {b} : {tb}"));
        let t8 = tb.replace("bf16", "f8E4M3FN");
        let z = p.op(format!("lpf.convert {y} overflow(saturate) : {tb} to {t8}"));
        p.result(z, &t8, Element::Float(Format::F8E4M3FN));
        let w = p.op(format!("lpf.mul {b}, {b} : {tb}"));
        p.result(w, &tb, Element::Float(Format::BF16));
    }
    assert!(p.check_on("elementwise-threads", None, &runs) >= 4 * 2 * 40_000);
}

/// The kernel shaped for other vector units (`lpf.target` on the module: AVX-512's 32 x 512
/// bits, AArch64's 32 x 128, SSE's 16 x 128) run on this host, where LLVM legalises the vectors
/// to its own: the same bits as the reference, since each lane still sums its own k in order.
pub fn dot_kernel_other_target_cases() {
    let mut rng = Rng(5120);
    let mut total = 0;
    let targets = [
        ("avx512", "vector_bits = 512 : i64, vector_registers = 32 : i64"),
        ("neon", "vector_bits = 128 : i64, vector_registers = 32 : i64"),
        ("sse", "vector_bits = 128 : i64, vector_registers = 16 : i64, parallel = false"),
    ];
    for (tag, target) in targets {
        for (case, (fa, fb, acc)) in [(Format::F8E4M3FN, Format::F8E4M3FN, "f32"), (Format::BF16, Format::F8E4M3FN, "f32"), (Format::F32, Format::F32, "f64")].iter().enumerate() {
            let mut p = Program::default();
            for (batch, m, k, n) in [(&[][..], 13usize, 37usize, 33usize), (&[][..], 6, 9, 64), (&[][..], 7, 5, 16), (&[][..], 5, 40, 65), (&[2][..], 7, 5, 17), (&[][..], 40, 200, 100)] {
                let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
                let (a_shape, b_shape, r_shape) = (shape(m, k), shape(k, n), shape(m, n));
                let (x, tx) = p.arg(Input::float(*fa, a_shape.clone(), kernel_codes(*fa, a_shape.iter().product(), &mut rng, true)));
                let (y, ty) = p.arg(Input::float(*fb, b_shape.clone(), kernel_codes(*fb, b_shape.iter().product(), &mut rng, true)));
                let out = tensor(&r_shape, acc);
                let v = p.op(format!("lpf.dot {x}, {y} acc({acc}) : {tx}, {ty} -> {out}"));
                p.result(v, &out, Element::Float(Format::parse(acc).expect("accumulator")));
            }
            total += p.check_on(&format!("dot-{tag}-{case}"), Some(&format!("lpf.target = {{{target}}}")), &[&[]]);
        }
    }
    assert!(total >= 9 * 5000);
}

/// Every code of the FP8 formats the rhs packing decodes by byte tables (`decode::ByteRule`, on
/// AVX2: `lpf.target`'s `byte_shuffle`) through each of its forms, and the field decode beside
/// them: panels of 16 lanes two rows at a time (K odd: the last row one element at a time),
/// AVX-512's panels of 64 lanes 32 lanes at a time, and `byte_shuffle = false`. The rhs holds
/// each code several times in every column but the NaN ones; a one-hot lhs (1.0 at k = i)
/// passes each value through a product exactly, so the outputs are the decoded codes (a
/// column holding a NaN code is NaN everywhere, as in the reference). On 1 and 3 threads.
pub fn fp8_rhs_every_code_cases() {
    let targets: [(&str, Option<&str>); 3] = [
        ("avx2", None),
        ("avx512", Some("lpf.target = {vector_bits = 512 : i64, vector_registers = 32 : i64, byte_shuffle = true}")),
        ("fields", Some("lpf.target = {byte_shuffle = false}")),
    ];
    let mut total = 0;
    for (tag, target) in targets {
        let mut p = Program::default();
        for f in [Format::F8E4M3FN, Format::F8E4M3FNUZ, Format::F8E4M3B11FNUZ, Format::F8E5M2] {
            // K rows of N codes: every code in turn, shifted by one per row so that each column
            // sees many; odd K; N of two 64-lane panels and a partial one.
            for (k, n) in [(17usize, 64usize), (33, 144)] {
                let codes: Vec<u64> = (0..k * n).map(|i| ((i + i / n) % 256) as u64).collect();
                let one = encode(f, 1.0, Rounding::ToNearestEven, Overflow::Saturate);
                let zero = encode(f, 0.0, Rounding::ToNearestEven, Overflow::Saturate);
                let lhs: Vec<u64> = (0..k * k).map(|i| if i / k == i % k { one } else { zero }).collect();
                let (x, tx) = p.arg(Input::float(f, vec![k, k], lhs));
                let (y, ty) = p.arg(Input::float(f, vec![k, n], codes));
                let out = tensor(&[k, n], "f32");
                let v = p.op(format!("lpf.dot {x}, {y} acc(f32) : {tx}, {ty} -> {out}"));
                p.result(v, &out, Element::Float(Format::F32));
            }
        }
        total += p.check_on(&format!("fp8-every-code-{tag}"), target, &[&["--threads", "1"], &["--threads", "3"]]);
    }
    assert!(total >= 3 * 4 * (17 * 64 + 33 * 144));
}

/// Every f4E2M1FN code decoded to f32 in every position of the element-wise loops: through the
/// eight-lane table lookup (`byte_shuffle`, lowering/src/to_llvm/kernels/nibble.rs) and the scalar
/// helper, in whole prefetching blocks of 64, the remainder after them, rows of a 2-D tensor, and
/// a tensor large enough for the threads (1 and 3), and as the head of a fused run, and the
/// codes of P3109's formats of 3 and 4 bits; against ref.
pub fn f4_decode_every_code_cases() {
    let targets: [(&str, Option<&str>); 2] = [("host", None), ("scalar", Some("lpf.target = {byte_shuffle = false}"))];
    let mut total = 0;
    for (tag, target) in targets {
        let mut p = Program::default();
        // Each convert alone (its own nest: the lookup, where the target has it) on one shape,
        // then fused with an add (a run of two: the helper) on another, so no run joins them.
        for (alone, fused) in [(vec![203usize], vec![7usize, 29]), (vec![5, 77], vec![77, 5]), (vec![70_001], vec![1, 70_001])] {
            for (shape, add) in [(alone, false), (fused, true)] {
                let count: usize = shape.iter().product();
                // Every code in turn, the cycle broken every 13 elements so each lane sees every code.
                let codes: Vec<u64> = (0..count).map(|i| ((i * 7 + i / 13) % 16) as u64).collect();
                let out = tensor(&shape, "f32");
                let (x, tx) = p.arg(Input::float(Format::F4E2M1FN, shape.clone(), codes));
                let mut v = p.op(format!("lpf.convert {x} : {tx} to {out}"));
                if add {
                    v = p.op(format!("lpf.add {v}, {v} : {out}"));
                }
                p.result(v, &out, Element::Float(Format::F32));
            }
        }
        // The other formats of at most 4 bits: P3109's (NaN and infinities among their codes,
        // unsigned ones, 3 bits), each code in turn.
        // A shape each, so that no two join one fused run; rows of at least one block.
        let formats = [(4, 2, true, true), (4, 1, false, false), (3, 1, true, true), (4, 3, true, false)];
        let shapes = [vec![203usize], vec![2, 101], vec![1, 203], vec![3, 67]];
        for ((k, precision, signed, extended), shape) in formats.into_iter().zip(shapes) {
            let format = Format::P3109(P3109::new(k, precision, signed, extended).expect("a P3109 format"));
            let count: u64 = shape.iter().product::<usize>() as u64;
            let codes: Vec<u64> = (0..count).map(|i| (i * 5 + i / 11) % (1 << k)).collect();
            let out = tensor(&shape, "f32");
            let (x, tx) = p.arg(Input::float(format, shape, codes));
            let v = p.op(format!("lpf.convert {x} : {tx} to {out}"));
            p.result(v, &out, Element::Float(Format::F32));
        }
        total += p.check_on(&format!("f4-decode-every-code-{tag}"), target, &[&["--threads", "1"], &["--threads", "3"]]);
    }
    assert!(total >= 2 * 2 * (2 * (203 + 5 * 77 + 70_001) + 203 + 202 + 203 + 201), "{total}");
}

/// A dot whose tiles run in x86's flush-to-zero mode (FTZ-MUL-ADD on bf16, `amd.cdna2.mfma`;
/// lowering/src/to_llvm/builders/flush_to_zero.rs) leaves the thread's MXCSR as it was: its results
/// times 2^-110, computed after it, are f32 subnormals and keep their bits. On the host's
/// target (threads 1 and 3: libomp's fork and join also carry MXCSR) and without threads
/// (`parallel = false`: nothing but the kernel's own restore), against ref; and a dot whose
/// products fall below 2^-126, which the mode flushes as the model does.
pub fn flush_to_zero_mode_is_restored_cases() {
    let (m, k, n) = (256usize, 64usize, 128usize);
    let program = || {
        let mut rng = Rng(4242);
        let mut p = Program::default();
        // bf16 of both signs about 2^-40..2^-10: the dot's results are about 2^-20 and below.
        let bf16 = |rng: &mut Rng| (rng.next() & 0x8000) | ((87 + rng.next() % 31) << 7) | (rng.next() & 0x7F);
        let a: Vec<u64> = (0..m * k).map(|_| bf16(&mut rng)).collect();
        let b: Vec<u64> = (0..k * n).map(|_| bf16(&mut rng)).collect();
        let (x, tx) = p.arg(Input::float(Format::BF16, vec![m, k], a));
        let (y, ty) = p.arg(Input::float(Format::BF16, vec![k, n], b));
        let out = tensor(&[m, n], "f32");
        let c = p.op(format!("lpf.dot {x}, {y} acc(f32) hardware(\"amd.cdna2.mfma\") : {tx}, {ty} -> {out}"));
        p.result(c.clone(), &out, Element::Float(Format::F32));
        let tiny: Vec<u64> = (0..m * n).map(|_| (17 << 23) | (rng.next() & 0x7F_FFFF)).collect();
        let (t, _) = p.arg(Input::float(Format::F32, vec![m, n], tiny));
        let w = p.op(format!("lpf.mul {c}, {t} : {out}"));
        p.result(w, &out, Element::Float(Format::F32));
        // And a dot whose products (about 2^-128) and sums the mode itself flushes: bf16 of
        // about 2^-67..2^-60 (without the mode, every element differs).
        let low = |rng: &mut Rng| (rng.next() & 0x8000) | ((60 + rng.next() % 8) << 7) | (rng.next() & 0x7F);
        let a: Vec<u64> = (0..64 * 64).map(|_| low(&mut rng)).collect();
        let b: Vec<u64> = (0..64 * 64).map(|_| low(&mut rng)).collect();
        let (x, tx) = p.arg(Input::float(Format::BF16, vec![64, 64], a));
        let (y, ty) = p.arg(Input::float(Format::BF16, vec![64, 64], b));
        let small = tensor(&[64, 64], "f32");
        let d = p.op(format!("lpf.dot {x}, {y} acc(f32) hardware(\"amd.cdna2.mfma\") : {tx}, {ty} -> {small}"));
        p.result(d, &small, Element::Float(Format::F32));
        p
    };
    let host = program().check_on("flush-to-zero-restored", None, &[&["--threads", "1"], &["--threads", "3"]]);
    let alone = program().check_on("flush-to-zero-restored-no-threads", Some("lpf.target = {parallel = false, flush_to_zero = true}"), &[&[]]);
    assert_eq!(host + alone, 3 * (2 * m * n + 64 * 64));
}

/// The kernel compiled for generic x86-64 (no FMA, no AVX) gives the host build's bits: the fused
/// pairs use `fmuladd`, which is exact either way there.
pub fn dot_kernel_generic_object_cases() {
    let mut rng = Rng(808);
    // The second shape is large enough to wake the kernel's threads (the objects run on 1 and 3).
    let cases = [(Format::F8E4M3FN, Format::F8E4M3FN, (13, 37, 33)), (Format::BF16, Format::F8E4M3FN, (13, 37, 33)), (Format::F8E4M3FN, Format::F8E4M3FN, (67, 300, 45))];
    for (case, (fa, fb, (m, k, n))) in cases.iter().enumerate() {
        let (m, k, n) = (*m, *k, *n);
        let a = kernel_codes(*fa, m * k, &mut rng, *fb != *fa);
        let b = kernel_codes(*fb, k * n, &mut rng, false);
        let program = format!(
            "func.func @kernel(%a: tensor<{m}x{k}x{}>, %b: tensor<{k}x{n}x{}>) -> tensor<{m}x{n}xf32> {{\n  %c = lpf.dot %a, %b acc(f32) : tensor<{m}x{k}x{}>, tensor<{k}x{n}x{}> -> tensor<{m}x{n}xf32>\n  return %c : tensor<{m}x{n}xf32>\n}}\n",
            name(*fa),
            name(*fb),
            name(*fa),
            name(*fb)
        );
        let inputs = [Input::float(*fa, vec![m, k], a), Input::float(*fb, vec![k, n], b)];
        super::harness::check_generic_object(&format!("dot-generic-{case}"), &program, &inputs, (m, n));
    }
}

/// A foreign f32 x f32 `dot_general` (lpf-foreign-prepare's `lpf.foreign_fma`: one fused
/// multiply-add per k, `llvm.fma`; docs/llvm.md, "Foreign f32 dots"), compiled for this host
/// (`vfmadd`) and for generic x86-64 (no FMA: libm's `fmaf` per lane), gives the numerics
/// crate's chain of f32 FMAs bit for bit: `--backend ref` on the same dot as `lpf.dot ...
/// hardware("amd.cdna1.mfma")`, whose f32 x f32 instruction is one FMA per k from +0. The
/// operands have all 24 significant bits (products round in f32), with zeros, tiny codes,
/// infinities and NaN among them. The shapes are ones XLA sums in k order (rows of B read
/// unpacked, one task, K within one block: at most 50 rows of A; from 51 YNNPACK packs B and
/// sums it in lanes, `hlo_defined::dot_lanes`).
pub fn foreign_f32_dot_generic_object_cases() {
    let mut rng = Rng(3939);
    let f32_codes = |n: usize, rng: &mut Rng| -> Vec<u64> {
        let specials = contraction_codes(Format::F32, n, rng, true);
        specials
            .into_iter()
            .map(|c| if rng.below(10) == 0 { c } else { (rng.below(2) << 31) | ((120 + rng.below(15)) << 23) | rng.below(1 << 23) })
            .collect()
    };
    for (case, (m, k, n)) in [(13, 37, 33), (50, 300, 45)].into_iter().enumerate() {
        let (a, b) = (f32_codes(m * k, &mut rng), f32_codes(k * n, &mut rng));
        let (ta, tb, tc) = (format!("tensor<{m}x{k}xf32>"), format!("tensor<{k}x{n}xf32>"), format!("tensor<{m}x{n}xf32>"));
        let program = format!(
            "func.func @kernel(%a: {ta}, %b: {tb}) -> {tc} {{\n  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : ({ta}, {tb}) -> {tc}\n  return %c : {tc}\n}}\n"
        );
        let reference = format!(
            "func.func @kernel(%a: {ta}, %b: {tb}) -> {tc} {{\n  %c = lpf.dot %a, %b acc(f32) hardware(\"amd.cdna1.mfma\") : {ta}, {tb} -> {tc}\n  return %c : {tc}\n}}\n"
        );
        let inputs = [Input::float(Format::F32, vec![m, k], a), Input::float(Format::F32, vec![k, n], b)];
        super::harness::check_generic_object_against(&format!("foreign-f32-dot-{case}"), &program, &reference, &inputs, (m, n));
    }
}

/// `[B.., M, K]` x `[B.., K, N]` for the scaled dot kernel: every tail of the tile in M and N,
/// K whole blocks (one, two, three), batched.
const SCALED_SHAPES: [(&[usize], usize, usize, usize); 8] = [
    (&[], 1, 1, 1),
    (&[], 3, 1, 3),
    (&[], 5, 2, 15),
    (&[], 6, 1, 16),
    (&[], 7, 3, 17),
    (&[], 13, 2, 33),
    (&[], 12, 1, 32),
    (&[2], 7, 2, 17),
];

/// One `lpf.scaled_dot` per shape of [`SCALED_SHAPES`] (K in blocks), with element codes from
/// `elements` and scale codes from `scales`, into `acc`; with `global`, NVFP4's per-tensor scale.
fn scaled_dot_program(
    rng: &mut Rng,
    (elem, scale, block): (Format, Format, usize),
    acc: &str,
    global: Option<f32>,
    scales: &dyn Fn(&mut Rng, usize) -> Vec<u64>,
) -> Program {
    let mut p = Program::default();
    for (batch, m, kb, n) in SCALED_SHAPES {
        let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
        let k = kb * block;
        let count = |s: &[usize]| s.iter().product::<usize>();
        let (a_shape, as_shape, b_shape, bs_shape) = (shape(m, k), shape(m, kb), shape(k, n), shape(kb, n));
        let (a, ta) = p.arg(Input::float(elem, a_shape.clone(), contraction_codes(elem, count(&a_shape), rng, true)));
        let (asc, tas) = p.arg(Input::float(scale, as_shape.clone(), scales(rng, count(&as_shape))));
        let (b, tb) = p.arg(Input::float(elem, b_shape.clone(), contraction_codes(elem, count(&b_shape), rng, true)));
        let (bsc, tbs) = p.arg(Input::float(scale, bs_shape.clone(), scales(rng, count(&bs_shape))));
        let out = tensor(&shape(m, n), acc);
        let v = match global {
            None => p.op(format!("lpf.scaled_dot {a} [{asc}], {b} [{bsc}] block({block}) acc({acc}) : {ta}, {tas}, {tb}, {tbs} -> {out}")),
            Some(g) => {
                let (gs, tg) = p.arg(Input::float(Format::F32, vec![], vec![g.to_bits() as u64]));
                p.op(format!("lpf.scaled_dot {a} [{asc}], {b} [{bsc}], {gs} block({block}) acc({acc}) : {ta}, {tas}, {tb}, {tbs}, {tg} -> {out}"))
            }
        };
        p.result(v, &out, Element::Float(Format::parse(acc).expect("accumulator")));
    }
    p
}

/// The dot kernel packing block-scaled operands straight from their codes, against the
/// reference: MX-FP8, MX-FP4 (E8M0 scales, blocks of 32) and NVFP4 (E4M3 scales, blocks of 16,
/// a per-tensor scale) over every tail of the tile, with subnormal, zero, inf and NaN elements.
/// Moderate scales let the kernel prove its products exact and fuse them; extreme ones (NaN,
/// 2^-127, 2^127: products deep in f32's subnormals or overflowing to inf) keep the rounded
/// products. Two hand-made rows bite if the run-time proof were too lenient: in each, a fused
/// multiply-add gives other bits than the reference's rounded product.
pub fn scaled_dot_kernel_cases() {
    let mut rng = Rng(3232);
    let mut total = 0;
    let (e8m0, e4m3, e2m1) = (Format::F8E8M0FNU, Format::F8E4M3FN, Format::F4E2M1FN);
    let moderate = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| 120 + rng.below(16)).collect() };
    let extreme = |rng: &mut Rng, n: usize| -> Vec<u64> {
        (0..n).map(|_| [0, 1, 254, 253, 0xFF, 127, 100 + rng.below(60)][rng.below(7) as usize]).collect()
    };
    let nvfp4_scales = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| rng.below(0x7F)).collect() };
    let nvfp4_nan = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| if rng.below(5) == 0 { 0x7F } else { rng.below(0x7F) }).collect() };
    type Scales<'s> = &'s dyn Fn(&mut Rng, usize) -> Vec<u64>;
    let cases: [(&str, (Format, Format, usize), &str, Option<f32>, Scales); 9] = [
        ("mxfp8-moderate", (e4m3, e8m0, 32), "f32", None, &moderate),
        ("mxfp8-extreme", (e4m3, e8m0, 32), "f32", None, &extreme),
        ("mxfp4-moderate", (e2m1, e8m0, 32), "f32", None, &moderate),
        ("mxfp4-extreme", (e2m1, e8m0, 32), "f32", None, &extreme),
        ("mxfp6-moderate", (Format::F6E3M2FN, e8m0, 32), "f32", None, &moderate),
        ("mxfp8-f64", (e4m3, e8m0, 32), "f64", None, &extreme),
        ("nvfp4", (e2m1, e4m3, 16), "f32", Some(0.75), &nvfp4_scales),
        ("nvfp4-nan", (e2m1, e4m3, 16), "f32", Some(3.1e-3), &nvfp4_nan),
        ("nvfp4-f64", (e2m1, e4m3, 16), "f64", Some(1.0), &nvfp4_scales),
    ];
    // Rows where fused and rounded products differ (acc f32, one output each, K = 32):
    // - underflow: a = 2^-9 x 2^-127 (E4M3's smallest subnormal, the smallest scale) twice,
    //   b = (1.5, -0.25) x 2^-12: products 3 x 2^-149 (exact), then -2^-150, which rounds to -0
    //   (ties to even) so the sum stays 3 x 2^-149; fused, 3 - 0.5 rounds to 2 (x 2^-149);
    // - overflow: a = 2^64 twice, b = (-0.75, 1) x 2^64: products -1.5 x 2^127, then 2^128,
    //   which overflows to inf; fused, -1.5 x 2^127 + 2^128 = 2^126 is finite.
    let enc = |v: f64| encode(e4m3, v, Rounding::ToNearestEven, Overflow::NanOrInf);
    for (tag, a_value, a_scale, b_values, b_scale) in [("underflow", 2f64.powi(-9), 0u64, (1.5, -0.25), 127 - 12), ("overflow", 1.0, 127 + 64, (-0.75, 1.0), 127 + 64)] {
        let mut a = vec![enc(0.0); 32];
        a[..2].copy_from_slice(&[enc(a_value); 2]);
        let mut b = vec![enc(0.0); 32];
        b[..2].copy_from_slice(&[enc(b_values.0), enc(b_values.1)]);
        let mut p = Program::default();
        let (x, tx) = p.arg(Input::float(e4m3, vec![1, 32], a));
        let (xs, txs) = p.arg(Input::float(e8m0, vec![1, 1], vec![a_scale]));
        let (y, ty) = p.arg(Input::float(e4m3, vec![32, 1], b));
        let (ys, tys) = p.arg(Input::float(e8m0, vec![1, 1], vec![b_scale]));
        let out = tensor(&[1, 1], "f32");
        let v = p.op(format!("lpf.scaled_dot {x} [{xs}], {y} [{ys}] block(32) acc(f32) : {tx}, {txs}, {ty}, {tys} -> {out}"));
        p.result(v, &out, Element::Float(Format::F32));
        total += p.check(&format!("scaled-kernel-{tag}"));
    }
    for (tag, formats, acc, global, scales) in cases {
        total += scaled_dot_program(&mut rng, formats, acc, global, scales).check(&format!("scaled-kernel-{tag}"));
    }

    assert!(total >= 1000);
}

/// Which sizes of a dot are dynamic (`?` in the types): batch, M, K, N.
#[derive(Clone, Copy)]
struct Dynamic {
    batch: bool,
    m: bool,
    k: bool,
    n: bool,
}

/// The dot kernel's shapes again, each with some sizes dynamic: M alone, N alone, K alone, all of
/// M, K, N, and (batched) the batch too.
const DYNAMIC_SHAPES: [(&[usize], usize, usize, usize, Dynamic); 10] = [
    (&[], 1, 1, 1, Dynamic { batch: false, m: true, k: true, n: true }),
    (&[], 5, 7, 15, Dynamic { batch: false, m: true, k: false, n: false }),
    (&[], 6, 8, 16, Dynamic { batch: false, m: false, k: false, n: true }),
    (&[], 7, 9, 17, Dynamic { batch: false, m: false, k: true, n: false }),
    (&[], 13, 37, 33, Dynamic { batch: false, m: true, k: true, n: true }),
    (&[], 12, 5, 32, Dynamic { batch: false, m: true, k: true, n: true }),
    (&[], 1, 40, 47, Dynamic { batch: false, m: false, k: true, n: true }),
    (&[], 11, 2, 9, Dynamic { batch: false, m: true, k: false, n: true }),
    (&[2], 7, 5, 17, Dynamic { batch: true, m: true, k: true, n: true }),
    (&[2, 1], 6, 3, 16, Dynamic { batch: true, m: false, k: true, n: false }),
];

impl Dynamic {
    fn marks(&self, batch: usize, rows: bool, cols: bool) -> Vec<bool> {
        std::iter::repeat_n(self.batch, batch).chain([rows, cols]).collect()
    }
}

/// The dot kernel with dynamic sizes against the reference (the same kernel as static shapes, its
/// sizes read at run time): every tail of the tile, special values (NaN, inf, -0, subnormals,
/// products that overflow the accumulator), fused and rounded pairs, f32 and f64 accumulators.
pub fn dynamic_dot_kernel_cases() {
    let mut rng = Rng(5151);
    let mut total = 0;
    let pairs: [(Format, Format, &str, bool); 5] = [
        (Format::F8E4M3FN, Format::F8E4M3FN, "f32", true), // fused
        (Format::BF16, Format::F8E4M3FN, "f32", true),     // not fused: products overflow
        (Format::F32, Format::F32, "f32", true),           // not fused
        (Format::F32, Format::F32, "f64", true),           // fused, 4 lanes
        (Format::F16, Format::F8E5M2, "f64", true),        // fused
    ];
    for (case, (fa, fb, acc, near_max)) in pairs.iter().enumerate() {
        let mut p = Program::default();
        let acc_format = Format::parse(acc).expect("accumulator");
        for (batch, m, k, n, dynamic) in DYNAMIC_SHAPES {
            let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
            let (a_shape, b_shape, r_shape) = (shape(m, k), shape(k, n), shape(m, n));
            let (x, tx) = p.dynamic_arg(Input::float(*fa, a_shape.clone(), kernel_codes(*fa, a_shape.iter().product(), &mut rng, *near_max)), &dynamic.marks(batch.len(), dynamic.m, dynamic.k));
            let (y, ty) = p.dynamic_arg(Input::float(*fb, b_shape.clone(), kernel_codes(*fb, b_shape.iter().product(), &mut rng, *near_max)), &dynamic.marks(batch.len(), dynamic.k, dynamic.n));
            let out = erase(&tensor(&r_shape, acc), &dynamic.marks(batch.len(), dynamic.m, dynamic.n));
            let v = p.op(format!("lpf.dot {x}, {y} acc({acc}) : {tx}, {ty} -> {out}"));
            p.result(v, &out, Element::Float(acc_format));
        }
        total += p.check(&format!("dynamic-dot-kernel-{case}"));
    }
    // Block-scaled operands (MX-FP8, blocks of 32) with dynamic batch, M and N, moderate scales
    // (fused at run time) and extreme ones (NaN, 2^-127, 2^127: rounded). K stays static: with
    // data and scales both `?` along K, lpf.dequantize_block cannot tell its blocked axis.
    let (e8m0, e4m3) = (Format::F8E8M0FNU, Format::F8E4M3FN);
    let moderate = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| 120 + rng.below(16)).collect() };
    let extreme = |rng: &mut Rng, n: usize| -> Vec<u64> { (0..n).map(|_| [0, 1, 254, 253, 0xFF, 127, 100 + rng.below(60)][rng.below(7) as usize]).collect() };
    type Scales<'s> = &'s dyn Fn(&mut Rng, usize) -> Vec<u64>;
    let scale_cases: [(&str, Scales); 2] = [("moderate", &moderate), ("extreme", &extreme)];
    for (tag, scales) in scale_cases {
        let mut p = Program::default();
        for (batch, m, kb, n, dynamic) in [
            (&[][..], 7usize, 2usize, 17usize, Dynamic { batch: false, m: true, k: false, n: true }),
            (&[][..], 13, 1, 33, Dynamic { batch: false, m: true, k: false, n: false }),
            (&[][..], 6, 3, 16, Dynamic { batch: false, m: false, k: false, n: true }),
            (&[2][..], 5, 2, 9, Dynamic { batch: true, m: true, k: false, n: true }),
        ] {
            let shape = |r: usize, c: usize| batch.iter().copied().chain([r, c]).collect::<Vec<usize>>();
            let k = kb * 32;
            let count = |s: &[usize]| s.iter().product::<usize>();
            let (a_shape, as_shape, b_shape, bs_shape) = (shape(m, k), shape(m, kb), shape(k, n), shape(kb, n));
            let nb = batch.len();
            let (a, ta) = p.dynamic_arg(Input::float(e4m3, a_shape.clone(), contraction_codes(e4m3, count(&a_shape), &mut rng, true)), &dynamic.marks(nb, dynamic.m, dynamic.k));
            let (asc, tas) = p.dynamic_arg(Input::float(e8m0, as_shape.clone(), scales(&mut rng, count(&as_shape))), &dynamic.marks(nb, dynamic.m, dynamic.k));
            let (b, tb) = p.dynamic_arg(Input::float(e4m3, b_shape.clone(), contraction_codes(e4m3, count(&b_shape), &mut rng, true)), &dynamic.marks(nb, dynamic.k, dynamic.n));
            let (bsc, tbs) = p.dynamic_arg(Input::float(e8m0, bs_shape.clone(), scales(&mut rng, count(&bs_shape))), &dynamic.marks(nb, dynamic.k, dynamic.n));
            let out = erase(&tensor(&shape(m, n), "f32"), &dynamic.marks(nb, dynamic.m, dynamic.n));
            let v = p.op(format!("lpf.scaled_dot {a} [{asc}], {b} [{bsc}] block(32) acc(f32) : {ta}, {tas}, {tb}, {tbs} -> {out}"));
            p.result(v, &out, Element::Float(Format::F32));
        }
        total += p.check(&format!("dynamic-scaled-kernel-{tag}"));
    }
    assert!(total >= 1000);
}
