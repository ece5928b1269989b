//! `lpf.dot ... hardware("unit")` on the LLVM exit against `--backend ref` (the numerics crate's
//! integer model, itself checked against MMA-Sim's golden vectors), code for code with NaN bits
//! compared too: every lowered unit and type pair (NVIDIA's truncated fused dot-product-add, AMD's
//! f32 fused multiply-add chain, CDNA2's flush-to-zero pairwise adds, CDNA1's exact chunk sums,
//! CDNA3's two-level truncations),
//! K of several instructions, M and N tails, a batch, and operands built to hit each rule:
//! random values at several scales, cancelling pairs, one huge product per chunk among tiny
//! ones (exponent spread), a subnormal-only row and column with zeros, two products below e_zero
//! on a rounding boundary (where e_zero decides the result), the format's largest values (overflow of the f32/f16 accumulator), and NaN/inf.

use super::harness::{check_bits, Input, Rng};
use lpf_lowering::ir_numerics::Element;
use lpf_numerics::facts::Facts;
use lpf_numerics::matrix_units::{units, Family, Variant};
use lpf_numerics::{encode, Format, Overflow, Rounding};

/// A code of `f` for the value `v`, to nearest even, saturating.
fn code(f: Format, v: f64) -> u64 {
    let pad = f.params().pad;
    (encode(f, v, Rounding::ToNearestEven, Overflow::Saturate) >> pad) << pad
}

/// The sign bit of a code of `f` (every operand format here is sign-magnitude).
fn sign_bit(f: Format) -> u64 {
    1 << (f.params().bits + f.params().pad - 1)
}

/// One of the `n` smallest magnitude codes of `f` (zero and the first subnormals).
fn small(f: Format, rng: &mut Rng, n: u64) -> u64 {
    rng.below(n) << f.params().pad
}

/// One operand element: mostly random finite values at scale 2^-6..2^6 (23 random fraction bits,
/// rounded to the format's), some zeros (both signs),
/// the smallest codes (subnormals), the largest values, and NaN/inf when `specials`.
/// `max` is `f`'s largest finite value (the caller's: `Facts::of` decodes codes, too dear per element).
fn element(f: Format, max: f64, rng: &mut Rng, specials: bool) -> u64 {
    let negative = rng.below(2) == 1;
    let signed = |c: u64| if negative { c | sign_bit(f) } else { c };
    match rng.below(100) {
        0..=3 => signed(0),
        4..=8 => signed(small(f, rng, 4)),
        9..=11 => signed(code(f, max * (1.0 - rng.below(8) as f64 / 64.0))),
        12..=13 if specials => {
            let v = if rng.below(2) == 0 { f64::INFINITY } else { f64::NAN };
            signed(encode(f, v, Rounding::ToNearestEven, Overflow::NanOrInf))
        }
        _ => {
            // 23 random fraction bits (rounded to the format's): f32 products then need all 48
            // bits, so a multiply rounded before the add differs from the fused multiply-add.
            let v = (1.0 + rng.below(1 << 23) as f64 / (1u64 << 23) as f64) * 2f64.powi(rng.below(13) as i32 - 6);
            signed(code(f, v))
        }
    }
}

/// `[B.., M, K] x [B.., K, N]` operands for `v`: rows 1-3 of each batch shaped (cancelling pairs
/// against equal rhs rows, one huge value per chunk among tiny ones, subnormals and zeros only).
fn operands(v: &Variant, batch: usize, (m, k, n): (usize, usize, usize), rng: &mut Rng, specials: bool) -> (Vec<u64>, Vec<u64>) {
    let chunk = match v.family {
        Family::TruncatedFused { chunk, .. } => chunk,
        Family::Fma => 1,
        Family::FtzPairwise { group } => group,
        Family::ExactChunk { chunk } => chunk,
        Family::TwoLevel { chunk, .. } => chunk,
    };
    let amd = matches!(v.family, Family::FtzPairwise { .. } | Family::ExactChunk { .. } | Family::TwoLevel { .. });
    let (lhs_max, rhs_max) = (Facts::of(v.lhs).max_finite.to_f64(), Facts::of(v.rhs).max_finite.to_f64());
    let mut a: Vec<u64> = (0..batch * m * k).map(|_| element(v.lhs, lhs_max, rng, specials)).collect();
    let mut b: Vec<u64> = (0..batch * k * n).map(|_| element(v.rhs, rhs_max, rng, specials)).collect();
    let max = lhs_max;
    for bi in 0..batch {
        let (a0, b0) = (bi * m * k, bi * k * n);
        if m > 4 && n > 1 && chunk >= 3 {
            // Row 4 x column 1: one chunk of two products below e_zero and a zero addend (the
            // chain's first step), so that e_max is e_zero itself and the grid 2^(e_zero - F)
            // drops the smaller product; the larger one lies on a rounding boundary of the
            // result, which the smaller one would cross if e_max were the products' largest
            // exponent. f32 results: 2^-148 and -2^-170 (RZ-FP32 keeps 2^-148, not 2^-149);
            // f16 results: 2^-25 and 2^-48 (RNE-FP16 ties 2^-25 to +0, not 2^-24).
            let (p, q) = if v.result == Format::F16 { ([-12, -13], [-24, -24]) } else { ([-74, -74], [-85, -85]) };
            for kk in 0..k {
                a[a0 + 4 * k + kk] = 0;
            }
            a[a0 + 4 * k] = code(v.lhs, 2f64.powi(p[0]));
            b[b0 + 1] = code(v.rhs, 2f64.powi(p[1]));
            let negative = if v.result == Format::F16 { 1.0 } else { -1.0 };
            a[a0 + 4 * k + 2] = code(v.lhs, negative * 2f64.powi(q[0]));
            b[b0 + 2 * n + 1] = code(v.rhs, 2f64.powi(q[1]));
        }
        // Column 0: subnormals and zeros only, so that row 3 x column 0 has only products below
        // every normal exponent (where e_zero decides e_max: f16 x f16 -> f16, bf16 -> f32).
        for kk in 0..k {
            b[b0 + kk * n] = if rng.below(3) == 0 { 0 } else { small(v.rhs, rng, 4) | if rng.below(2) == 0 { 0 } else { sign_bit(v.rhs) } };
        }
        for kk in 0..k {
            if m > 1 && kk % 2 == 1 {
                // Row 1: x, -x, ... against rhs rows k-1 and k made equal: the products cancel.
                a[a0 + k + kk] = a[a0 + k + kk - 1] ^ sign_bit(v.lhs);
                for j in 0..n {
                    b[b0 + kk * n + j] = b[b0 + (kk - 1) * n + j];
                }
            }
            if m > 2 {
                // Row 2: one huge value per chunk, the rest tiny.
                a[a0 + 2 * k + kk] = if kk % chunk == 0 { code(v.lhs, max / 2.0) } else { small(v.lhs, rng, 8) };
            }
            if m > 3 {
                // Row 3: subnormals and zeros only.
                a[a0 + 3 * k + kk] = if rng.below(3) == 0 { 0 } else { small(v.lhs, rng, 4) | if rng.below(2) == 0 { 0 } else { sign_bit(v.lhs) } };
            }
        }
        if amd && m > 5 && n > 3 && k >= 2 * chunk {
            // Row 5 x column 2: 2^16 from the first chunk, then a chunk holding 2^-8 (2^-24 of
            // it: an f32 midpoint) and the smallest product of the formats (2^-48 for f16,
            // 2^-266 for bf16), more than 53 bits below 2^16: the exact sum rounds up, a plain
            // f64 sum loses the tiny product and ties to even (E-FDPA's exactness).
            for kk in 0..k {
                a[a0 + 5 * k + kk] = 0;
            }
            let tiny = |f: Format| 1u64 << f.params().pad;
            for (kk, x) in [(0, 2f64.powi(8)), (chunk, 2f64.powi(-4))] {
                a[a0 + 5 * k + kk] = code(v.lhs, x);
                b[b0 + kk * n + 2] = code(v.rhs, x);
            }
            a[a0 + 5 * k + chunk + 1] = tiny(v.lhs);
            b[b0 + (chunk + 1) * n + 2] = tiny(v.rhs);
            if Facts::of(v.rhs).min_positive.to_f64() < 2f64.powi(-130) {
                // Column 3 (8-bit exponents): values at 2^-126..2^-113, so that products with
                // the rows' 2^-6..2^6 straddle f32's smallest normal: products and sums that
                // FTZ-MUL-ADD flushes, and ones that round up onto 2^-126 and stay.
                for kk in 0..k {
                    let x = (1.0 + rng.below(1 << 23) as f64 / (1u64 << 23) as f64) * 2f64.powi(rng.below(14) as i32 - 126);
                    b[b0 + kk * n + 3] = code(v.rhs, if rng.below(2) == 0 { x } else { -x });
                }
            }
        }
    }
    (a, b)
}

/// The families the LLVM exit computes: T-FDPA, FMA with f32 operands, FTZ-MUL-ADD, E-FDPA,
/// TR-FDPA and GTR-FDPA.
fn lowered_family(v: &Variant) -> bool {
    matches!(v.family, Family::TruncatedFused { .. } | Family::FtzPairwise { .. } | Family::ExactChunk { .. } | Family::TwoLevel { .. })
        || (v.family == Family::Fma && v.lhs == Format::F32 && v.rhs == Format::F32)
}

fn tensor(shape: &[usize], element: &str) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("tensor<{}x{element}>", dims.join("x"))
}

/// Every lowered variant of every unit in one program per unit, one dot per variant: a batched
/// `[2, 6, 3k] x [2, 3k, 9]` (k the instruction's: three instructions or more, M and N tails of
/// the 4- and 8-lane tiles), finite operands in batch 0 and NaN/inf among them in batch 1; runs it
/// on `--backend ref` and `--backend llvm` and compares every code. wgmma and the AMD units also
/// run on three threads, wgmma as the AVX-512-shaped and SSE-shaped kernels too; then
/// [`long_k_cases`] and [`ftz_zero_sign_case`]. Returns the elements compared.
pub fn hardware_dot_cases() -> usize {
    let mut rng = Rng(23);
    let mut total = 0;
    let mut lowered = 0;
    for unit in units() {
        let mut args = Vec::new();
        let mut inputs = Vec::new();
        let mut body = Vec::new();
        let mut results: Vec<(String, String, Element)> = Vec::new();
        for v in unit.variants.iter().filter(|v| lowered_family(v)) {
            lowered += 1;
            let (m, k, n) = (6, 3 * v.native_k, 9);
            let (mut a, mut b) = operands(v, 1, (m, k, n), &mut rng, false);
            let (a1, b1) = operands(v, 1, (m, k, n), &mut rng, true);
            a.extend(a1);
            b.extend(b1);
            let shape = |x: usize, y: usize| vec![2, x, y];
            let (ta, tb, tr) = (tensor(&shape(m, k), &v.lhs.mlir_name()), tensor(&shape(k, n), &v.rhs.mlir_name()), tensor(&shape(m, n), &v.result.mlir_name()));
            let (x, y) = (format!("%a{}", args.len()), format!("%a{}", args.len() + 1));
            args.push(format!("{x}: {ta}"));
            args.push(format!("{y}: {tb}"));
            inputs.push(Input::float(v.lhs, shape(m, k), a));
            inputs.push(Input::float(v.rhs, shape(k, n), b));
            let r = format!("%r{}", results.len());
            body.push(format!("    {r} = lpf.dot {x}, {y} acc({}) hardware(\"{}\") : {ta}, {tb} -> {tr}", v.result.mlir_name(), unit.name));
            results.push((r, tr, Element::Float(v.result)));
        }
        if results.is_empty() {
            continue;
        }
        let names: Vec<&str> = results.iter().map(|r| r.0.as_str()).collect();
        let types: Vec<&str> = results.iter().map(|r| r.1.as_str()).collect();
        let function = format!(
            "func.func @main({}) -> ({}) {{\n{}\n    return {} : {}\n}}\n",
            args.join(", "),
            types.join(", "),
            body.join("\n"),
            names.join(", "),
            types.join(", ")
        );
        let elements: Vec<Element> = results.iter().map(|r| r.2).collect();
        let tag = unit.name.replace('.', "-");
        let wgmma = unit.name == "nvidia.hopper.wgmma";
        let threaded = wgmma || unit.name.starts_with("amd.");
        let runs: &[&[&str]] = if threaded { &[&[], &["--threads", "3"]] } else { &[&[]] };
        total += check_bits(&tag, &function, &inputs, &elements, runs);
        if wgmma {
            // The kernel shaped for other vector units (zmm- and xmm-sized lanes), no threads.
            for (shape, attributes) in [("avx512", "vector_bits = 512 : i64, vector_registers = 32 : i64, parallel = false"), ("sse", "vector_bits = 128 : i64, vector_registers = 16 : i64, parallel = false")] {
                let module = format!("module attributes {{lpf.target = {{{attributes}}}}} {{\n{function}}}\n");
                total += check_bits(&format!("{tag}-{shape}"), &module, &inputs, &elements, &[&[]]);
            }
        }
    }
    assert_eq!(lowered, 108, "every NVIDIA (T-FDPA) and AMD (FMA, FTZ-MUL-ADD, E-FDPA, TR/GTR-FDPA) variant is lowered");
    total + long_k_cases(&mut rng) + ftz_zero_sign_case() + two_level_cases()
}

/// The rhs's vector packing (lowering/src/to_llvm/kernels/matrix_units/pack.rs: a whole column panel
/// loaded as one vector of codes and widened lane by lane): every code of each FP8 format (the
/// rule into f32, then f64 where W is), f16 and bf16 values (`arith.extf`, a shift; CDNA2's
/// inputs flushed to +0 below their smallest normal), in whole panels of 8 and 16
/// lanes and the partial last one (N = 40), K = 64 and the lhs the identity, so that each output
/// is one product's chain (NaN codes spoil only their own output); then the same rhs under a
/// random lhs. On the host's kernel, the AVX2-shaped one (8 f32 lanes) and the AVX-512-shaped one
/// (16), on 1 and 3 threads, against `--backend ref`. Returns the elements compared.
pub fn vector_packing_cases() -> usize {
    let mut rng = Rng(2314);
    let cases = [
        ("nvidia.hopper.wgmma", Format::F8E4M3FN, Format::F8E4M3FN, Format::F32),
        ("nvidia.hopper.wgmma", Format::F8E5M2, Format::F8E5M2, Format::F32),
        ("nvidia.hopper.wgmma", Format::F8E4M3FN, Format::F8E5M2, Format::F16),
        ("amd.cdna3.mfma", Format::F8E4M3FNUZ, Format::F8E5M2FNUZ, Format::F32),
        ("nvidia.volta.mma", Format::F16, Format::F16, Format::F16),
        ("amd.cdna1.mfma", Format::F16, Format::F16, Format::F32),
        ("nvidia.ampere.mma", Format::BF16, Format::BF16, Format::F32),
        ("amd.cdna2.mfma", Format::BF16, Format::BF16, Format::F32),
        ("amd.cdna2.mfma", Format::F16, Format::F16, Format::F32),
    ];
    let (m, k, n) = (64, 64, 40);
    let mut args = Vec::new();
    let mut inputs = Vec::new();
    let mut body = Vec::new();
    let mut results: Vec<(String, String, Element)> = Vec::new();
    for (name, lhs, rhs, result) in cases {
        let v = units().iter().find(|u| u.name == name).and_then(|u| u.variant(lhs, rhs, result)).expect("a preset");
        let b: Vec<u64> = if rhs.params().bits == 8 {
            (0..k * n).map(|i| ((i + i / n) % 256) as u64).collect()
        } else {
            let max = Facts::of(rhs).max_finite.to_f64();
            (0..k * n).map(|_| element(rhs, max, &mut rng, true)).collect()
        };
        let identity: Vec<u64> = (0..m * k).map(|i| code(lhs, if i / k == i % k { 1.0 } else { 0.0 })).collect();
        let max = Facts::of(lhs).max_finite.to_f64();
        let random: Vec<u64> = (0..m * k).map(|_| element(lhs, max, &mut rng, false)).collect();
        let (ta, tb, tr) = (tensor(&[m, k], &lhs.mlir_name()), tensor(&[k, n], &rhs.mlir_name()), tensor(&[m, n], &result.mlir_name()));
        let y = format!("%a{}", args.len());
        args.push(format!("{y}: {tb}"));
        inputs.push(Input::float(rhs, vec![k, n], b));
        for a in [identity, random] {
            let x = format!("%a{}", args.len());
            args.push(format!("{x}: {ta}"));
            inputs.push(Input::float(lhs, vec![m, k], a));
            let r = format!("%r{}", results.len());
            body.push(format!("    {r} = lpf.dot {x}, {y} acc({}) hardware(\"{}\") : {ta}, {tb} -> {tr}", v.result.mlir_name(), name));
            results.push((r, tr.clone(), Element::Float(result)));
        }
    }
    let names: Vec<&str> = results.iter().map(|r| r.0.as_str()).collect();
    let types: Vec<&str> = results.iter().map(|r| r.1.as_str()).collect();
    let function = format!("func.func @main({}) -> ({}) {{\n{}\n    return {} : {}\n}}\n", args.join(", "), types.join(", "), body.join("\n"), names.join(", "), types.join(", "));
    let elements: Vec<Element> = results.iter().map(|r| r.2).collect();
    let threads: &[&[&str]] = &[&["--threads", "1"], &["--threads", "3"]];
    let mut total = check_bits("vector-packing-host", &function, &inputs, &elements, threads);
    for (shape, attributes) in [("avx2", "vector_bits = 256 : i64, vector_registers = 16 : i64"), ("avx512", "vector_bits = 512 : i64, vector_registers = 32 : i64")] {
        let module = format!("module attributes {{lpf.target = {{{attributes}}}}} {{\n{function}}}\n");
        total += check_bits(&format!("vector-packing-{shape}"), &module, &inputs, &elements, threads);
    }
    total
}

/// CDNA3's two-level variants (one per type pair family), [2, 2 chunks] x [2 chunks, 2]; only
/// row i x column i is built. Row 0: 2^12 from the first chunk, then 2^-12 (2^-24 of it: a
/// midpoint) and 2^-20 in the next: the join keeps 2^-20 on the grid 2^(e_max - 32), the floor to
/// F2 = 31 bits drops it and the result ties to even (2^12; without the floor it rounds up).
/// Row 1: -2^-20 from the first chunk, then 2^12: the addend floored to 2^(e_max - 24) is -2^-12,
/// and 2^12 - 2^-12 is an f32 (TR); GTR drops an addend more than 25 binades below (2^12).
fn two_level_cases() -> usize {
    let pairs = [(Format::TF32, Format::TF32), (Format::F16, Format::F16), (Format::BF16, Format::BF16), (Format::F8E4M3FNUZ, Format::F8E5M2FNUZ)];
    let mut total = 0;
    for (lhs, rhs) in pairs {
        let v = units().iter().find(|u| u.name == "amd.cdna3.mfma").and_then(|u| u.variant(lhs, rhs, Format::F32)).expect("a preset");
        let (chunk, k) = (v.native_k, 2 * v.native_k);
        let mut a = vec![0u64; 2 * k];
        let mut b = vec![0u64; 2 * k];
        // (row and column, k, lhs value, rhs value)
        let p = |e: i32| 2f64.powi(e);
        for (i, kk, x, y) in [(0, 0, p(6), p(6)), (0, chunk, p(-6), p(-6)), (0, chunk + 1, p(-10), p(-10)), (1, 0, -p(-10), p(-10)), (1, chunk, p(6), p(6))] {
            a[i * k + kk] = code(lhs, x);
            b[kk * 2 + i] = code(rhs, y);
        }
        let (ta, tb, tr) = (tensor(&[2, k], &lhs.mlir_name()), tensor(&[k, 2], &rhs.mlir_name()), tensor(&[2, 2], "f32"));
        let function = format!("func.func @main(%a: {ta}, %b: {tb}) -> {tr} {{\n    %r = lpf.dot %a, %b acc(f32) hardware(\"amd.cdna3.mfma\") : {ta}, {tb} -> {tr}\n    return %r : {tr}\n}}\n");
        let inputs = [Input::float(lhs, vec![2, k], a), Input::float(rhs, vec![k, 2], b)];
        total += check_bits(&format!("two-level-{}", lhs.mlir_name()), &function, &inputs, &[Element::Float(Format::F32)], &[&[]]);
    }
    total
}

/// CDNA2 bf16 (FTZ-MUL-ADD), K = 16 (two instructions), two columns. Column 0: the first
/// instruction ends at -0 (1.5 2^-126 from its first group, then -1.75 2^-126 and -0 products:
/// the sum -0.25 2^-126 is flushed keeping its sign), the second has only -0 products (-1 x +0);
/// the model flushes the accumulator to +0 at the instruction's start, so the result is +0 (kept
/// at -0 it would be -0). Column 1: in the first group 1.5 2^-126 - 1.75 2^-126 is flushed to -0
/// before 2^-125 is added (unflushed: 1.75 2^-126).
fn ftz_zero_sign_case() -> usize {
    let (name, f) = ("amd.cdna2.mfma", Format::BF16);
    let scaled = |x: f64| code(f, x * 2f64.powi(-63));
    let mut a = vec![code(f, -1.0); 16];
    let mut b = vec![0u64; 32];
    for (k, x, column0, column1) in [(0, 1.5, 1.0, 1.0), (1, -1.75, 0.0, 1.0), (2, 1.0, 0.0, 2.0), (3, 0.0, 0.0, 0.0), (4, -1.75, 1.0, 0.0)] {
        a[k] = scaled(x);
        b[2 * k] = scaled(column0);
        b[2 * k + 1] = scaled(column1);
    }
    let (ta, tb, tr) = (tensor(&[1, 16], "bf16"), tensor(&[16, 2], "bf16"), tensor(&[1, 2], "f32"));
    let function = format!("func.func @main(%a: {ta}, %b: {tb}) -> {tr} {{\n    %r = lpf.dot %a, %b acc(f32) hardware(\"{name}\") : {ta}, {tb} -> {tr}\n    return %r : {tr}\n}}\n");
    let inputs = [Input::float(f, vec![1, 16], a), Input::float(f, vec![16, 2], b)];
    check_bits("ftz-zero-sign", &function, &inputs, &[Element::Float(Format::F32)], &[&[]])
}

/// K long enough for several blocks of the kernel's chunk loop (256 k per block), the last one
/// partial, so the result vectors wait in memory between blocks: an f32 and an f16 result, chunks
/// of 32, 8 and 4, and AMD's FMA chain (256 k per block), FTZ-MUL-ADD, E-FDPA, TR-FDPA and
/// GTR-FDPA chains.
fn long_k_cases(rng: &mut Rng) -> usize {
    let cases = [("nvidia.hopper.wgmma", Format::F8E4M3FN, Format::F8E5M2, Format::F32, 608), ("nvidia.ampere.mma", Format::BF16, Format::BF16, Format::F32, 640), ("nvidia.volta.mma", Format::F16, Format::F16, Format::F16, 600), ("amd.cdna2.mfma", Format::F32, Format::F32, Format::F32, 600), ("amd.cdna2.mfma", Format::BF16, Format::BF16, Format::F32, 600), ("amd.cdna1.mfma", Format::F16, Format::F16, Format::F32, 600), ("amd.cdna3.mfma", Format::BF16, Format::BF16, Format::F32, 600), ("amd.cdna3.mfma", Format::F8E4M3FNUZ, Format::F8E5M2FNUZ, Format::F32, 608)];
    let mut total = 0;
    for (name, lhs, rhs, result, k) in cases {
        let v = units().iter().find(|u| u.name == name).and_then(|u| u.variant(lhs, rhs, result)).expect("a preset");
        let (m, n) = (9, 10);
        let (a, b) = operands(&v, 1, (m, k, n), rng, false);
        let (ta, tb, tr) = (tensor(&[m, k], &lhs.mlir_name()), tensor(&[k, n], &rhs.mlir_name()), tensor(&[m, n], &result.mlir_name()));
        let function = format!(
            "func.func @main(%a: {ta}, %b: {tb}) -> {tr} {{\n    %r = lpf.dot %a, %b acc({}) hardware(\"{name}\") : {ta}, {tb} -> {tr}\n    return %r : {tr}\n}}\n",
            result.mlir_name()
        );
        let inputs = [Input::float(lhs, vec![m, k], a), Input::float(rhs, vec![k, n], b)];
        total += check_bits(&format!("long-k-{}-{}", name.replace('.', "-"), lhs.mlir_name()), &function, &inputs, &[Element::Float(result)], &[&[]]);
    }
    total
}

/// K known only at run time (`tensor<?x?xT>` operands, and `tensor<16x?xT>` x `tensor<?x16xT>`
/// into a static, whole-tile result): the chunk count comes from K at run time. Per unit family
/// (T-FDPA in 32-bit lanes and in f64 with an f16 result, FTZ-MUL-ADD, E-FDPA, the FMA chain,
/// TR-FDPA), K of three instructions (one block) and K of several blocks with a partial last one
/// (the result vectors waiting in memory between blocks), on 1 and 3 threads, each equal to
/// `--backend ref` code for code. Returns the elements compared.
pub fn dynamic_k_cases() -> usize {
    let mut rng = Rng(2323);
    let cases = [
        ("nvidia.hopper.wgmma", Format::F8E4M3FN, Format::F8E5M2, Format::F32),
        ("nvidia.volta.mma", Format::F16, Format::F16, Format::F16),
        ("nvidia.ampere.mma", Format::BF16, Format::BF16, Format::F32),
        ("amd.cdna2.mfma", Format::BF16, Format::BF16, Format::F32),
        ("amd.cdna1.mfma", Format::F16, Format::F16, Format::F32),
        ("amd.cdna2.mfma", Format::F32, Format::F32, Format::F32),
        ("amd.cdna3.mfma", Format::BF16, Format::BF16, Format::F32),
    ];
    let mut total = 0;
    for (name, lhs, rhs, result) in cases {
        let v = units().iter().find(|u| u.name == name).and_then(|u| u.variant(lhs, rhs, result)).expect("a preset");
        // One block, and several with a partial last one (blocks hold 256 k).
        let long = (600usize).div_ceil(v.native_k) * v.native_k;
        for (k, (m, n), static_mn) in [(3 * v.native_k, (9, 10), false), (long, (9, 10), false), (long, (16, 16), true)] {
            let (a, b) = operands(&v, 1, (m, k, n), &mut rng, false);
            let (l, r, o) = (lhs.mlir_name(), rhs.mlir_name(), result.mlir_name());
            let (ta, tb, tr) = if static_mn {
                (format!("tensor<{m}x?x{l}>"), format!("tensor<?x{n}x{r}>"), format!("tensor<{m}x{n}x{o}>"))
            } else {
                (format!("tensor<?x?x{l}>"), format!("tensor<?x?x{r}>"), format!("tensor<?x?x{o}>"))
            };
            let function = format!("func.func @main(%a: {ta}, %b: {tb}) -> {tr} {{\n    %r = lpf.dot %a, %b acc({o}) hardware(\"{name}\") : {ta}, {tb} -> {tr}\n    return %r : {tr}\n}}\n");
            let inputs = [Input::float(lhs, vec![m, k], a), Input::float(rhs, vec![k, n], b)];
            let tag = format!("dynamic-k-{}-{l}-{k}-{m}", name.replace('.', "-"));
            total += check_bits(&tag, &function, &inputs, &[Element::Float(result)], &[&[], &["--threads", "3"]]);
        }
    }
    total
}

/// A hardware dot whose K, known only at run time, is not a multiple of the instruction's k, or
/// differs between the operands: `--backend llvm` fails as `--backend ref` does, with exit status 1
/// and the reference's located message (its first line), on 1 and 3 threads, for an NVIDIA and
/// an AMD unit; then the C interface ([`c_caller_error`]). Returns the runs checked.
pub fn dynamic_k_error_cases() -> usize {
    let mut rng = Rng(2324);
    let mut runs = 0;
    for (name, f, native_k) in [("nvidia.hopper.wgmma", Format::F8E4M3FN, 32), ("amd.cdna1.mfma", Format::F16, 4)] {
        let t = f.mlir_name();
        let function = format!(
            "func.func @main(%a: tensor<?x?x{t}>, %b: tensor<?x?x{t}>) -> tensor<?x?xf32> {{\n    %r = lpf.dot %a, %b acc(f32) hardware(\"{name}\") : tensor<?x?x{t}>, tensor<?x?x{t}> -> tensor<?x?xf32>\n    return %r : tensor<?x?xf32>\n}}\n"
        );
        // (lhs K, rhs K): not a multiple (a few k past two instructions), then disagreeing.
        for (kl, kr) in [(2 * native_k + 2, 2 * native_k + 2), (2 * native_k, native_k)] {
            let max = Facts::of(f).max_finite.to_f64();
            let a: Vec<u64> = (0..3 * kl).map(|_| element(f, max, &mut rng, false)).collect();
            let b: Vec<u64> = (0..kr * 5).map(|_| element(f, max, &mut rng, false)).collect();
            let inputs = [Input::float(f, vec![3, kl], a), Input::float(f, vec![kr, 5], b)];
            runs += same_error(&format!("dynamic-k-error-{}-{kl}-{kr}", name.replace('.', "-")), &function, &inputs);
        }
    }
    runs + c_caller_error()
}

/// The C interface's error path: an object with a run-time-K wgmma dot, called from C with K = 64
/// (two instructions: it returns, every output 64 for operands of ones) and K = 40 (exit status
/// 1, the located E0912 message on standard error, nothing printed after the call). Returns 1.
fn c_caller_error() -> usize {
    use std::process::Command;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("llvm-exit-dynamic-k-c-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let program = "func.func @kernel(%a: tensor<2x?xf8E4M3FN>, %b: tensor<?x2xf8E4M3FN>) -> tensor<2x2xf32> {\n  \
        %r = lpf.dot %a, %b acc(f32) hardware(\"nvidia.hopper.wgmma\") : tensor<2x?xf8E4M3FN>, tensor<?x2xf8E4M3FN> -> tensor<2x2xf32>\n  \
        return %r : tensor<2x2xf32>\n}\n";
    let driver = r#"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { void *allocated, *aligned; int64_t offset, sizes[2], strides[2]; } memref2;
void _mlir_ciface_kernel(memref2 *a, memref2 *b, memref2 *c);
int main(int argc, char **argv) {
  int64_t k = atoll(argv[1]);
  static uint8_t a[2 * 64], b[64 * 2];
  float c[4] = {0};
  for (int i = 0; i < 128; i++) a[i] = b[i] = 0x38; /* 1.0 */
  memref2 ma = {a, a, 0, {2, k}, {k, 1}}, mb = {b, b, 0, {k, 2}, {2, 1}}, mc = {c, c, 0, {2, 2}, {2, 1}};
  _mlir_ciface_kernel(&ma, &mb, &mc);
  printf("%g %g %g %g\n", c[0], c[1], c[2], c[3]);
  return 0;
}
"#;
    let (path, object, exe) = (dir.join("kernel.mlir"), dir.join("kernel.o"), dir.join("driver"));
    std::fs::write(&path, program).expect("write program");
    std::fs::write(dir.join("driver.c"), driver).expect("write driver");
    let ok = |output: std::process::Output, what: &str| assert!(output.status.success(), "{what} failed:\n{}", String::from_utf8_lossy(&output.stderr));
    ok(Command::new(env!("CARGO_BIN_EXE_lpf-translate")).arg("--emit=obj").arg("-O3").arg(&path).arg("-o").arg(&object).output().expect("lpf-translate"), "lpf-translate");
    let libdir = env!("LPF_LLVM_LIBDIR");
    ok(
        Command::new("cc").arg(dir.join("driver.c")).arg(&object).arg("-o").arg(&exe).arg(format!("-L{libdir}")).arg("-lomp").arg(format!("-Wl,-rpath,{libdir}")).output().expect("cc"),
        "cc",
    );
    let good = Command::new(&exe).arg("64").output().expect("run driver");
    assert!(good.status.success(), "K = 64: {}", String::from_utf8_lossy(&good.stderr));
    assert_eq!(String::from_utf8_lossy(&good.stdout), "64 64 64 64\n");
    let bad = Command::new(&exe).arg("40").output().expect("run driver");
    assert_eq!(bad.status.code(), Some(1), "K = 40 must exit with status 1");
    assert!(bad.stdout.is_empty(), "nothing after the failed call: {}", String::from_utf8_lossy(&bad.stdout));
    let message = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(message, format!("{}:2:8: error: 'lpf.dot': [E0912] K = 40 is not a multiple of 32, the k of \"nvidia.hopper.wgmma\"'s instruction\n", path.display()));
    let _ = std::fs::remove_dir_all(&dir);
    1
}

/// Runs `program` on `--backend ref` and on `--backend llvm` (1 and 3 threads): each must exit with
/// status 1, the llvm runs' first line of standard error equal to the reference's. Returns the
/// llvm runs checked.
fn same_error(tag: &str, program: &str, inputs: &[Input]) -> usize {
    use lpf_tools::npy::NpyArray;
    use lpf_tools::run::io::dtype_for;
    use std::process::Command;
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("llvm-exit-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("program.mlir");
    std::fs::write(&path, program).expect("write program");
    let command = |backend: &str, extra: &[&str]| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_lpf-run"));
        command.arg(&path).arg("--backend").arg(backend).args(extra);
        for (i, input) in inputs.iter().enumerate() {
            let array = NpyArray::from_u64_bits(dtype_for(input.element).expect("npy dtype"), input.shape.clone(), &input.codes);
            let p = dir.join(format!("arg{i}.npy"));
            std::fs::write(&p, array.to_bytes()).expect("write arg");
            command.arg("--arg").arg(p);
        }
        let output = command.output().expect("run lpf-run");
        let stderr = String::from_utf8_lossy(&output.stderr).to_string();
        assert_eq!(output.status.code(), Some(1), "{tag}: lpf-run --backend {backend} {extra:?} should fail with status 1; stdout:\n{}\nstderr:\n{stderr}", String::from_utf8_lossy(&output.stdout));
        stderr.lines().next().unwrap_or_default().to_string()
    };
    let want = command("ref", &[]);
    assert!(want.contains("error: 'lpf.dot': "), "{tag}: the reference's message: {want}");
    let mut runs = 0;
    for extra in [&[][..], &["--threads", "3"][..]] {
        let got = command("llvm", extra);
        assert_eq!(got, want, "{tag}: --backend llvm {extra:?} reports differently from --backend ref");
        runs += 1;
    }
    let _ = std::fs::remove_dir_all(&dir);
    runs
}
