//! `lpf.scaled_dot ... hardware("nvidia.blackwell.tcgen05")` on the LLVM exit: every block-scaled
//! variant (`kind::mxf8f6f4` for each element pair, `kind::mxf4`, `kind::mxf4nvf4` with ue8m0 and
//! ue4m3 scales) against `--backend ref` (the numerics crate's ST-FDPA / GST-FDPA, itself checked
//! against MMA-Sim's golden vectors), code for code, NaN bits included, on 1 and 3 threads; and
//! the golden vectors themselves through the JIT.
//!
//! Operands per variant (batched `[2, 10, 3k] x [2, 3k, 9]`, three instructions, M and N tails of
//! the 8-row, 4-lane tiles): random values and scales (row 0 and the rest), cancelling pairs
//! against equal rhs rows (row 1: inside GST groups too), a zero block under a huge scale (row 2),
//! tiny scales (row 3: subnormal and vanishing results), huge scales (row 4: overflow to inf),
//! zero scales where ue4m3 has them (column 1), ue4m3 scales with their sign bit set (ignored);
//! batch 1 adds NaN scales and inf/NaN elements where the format has them. Then K of several
//! kernel blocks with a partial last one, and GST's rule that a group cancelling to zero keeps
//! its scales' exponent while a group of zero products does not, with a term on the grid
//! 2^(e_max - F) (F = 35 keeps it; the random scales never spread far enough to test F).

use super::harness::{check_bits, run_llvm, Input, Rng};
use lpf_lowering::ir_numerics::Element;
use lpf_numerics::facts::Facts;
use lpf_numerics::matrix_units::{scaled_unit, ScaledFamily, ScaledVariant};
use lpf_numerics::{encode, Format, Overflow, Rounding};

const UNIT: &str = "nvidia.blackwell.tcgen05";

/// A code of `f` for `v`, to nearest even, saturating.
fn code(f: Format, v: f64) -> u64 {
    let pad = f.params().pad;
    (encode(f, v, Rounding::ToNearestEven, Overflow::Saturate) >> pad) << pad
}

fn sign_bit(f: Format) -> u64 {
    1 << (f.params().bits + f.params().pad - 1)
}

/// An element: random values at 2^-4..2^4 (random fraction bits rounded to the format's), zeros,
/// the smallest codes, the largest values, and inf/NaN when `specials` and the format has them.
fn element(f: Format, max: f64, rng: &mut Rng, specials: bool) -> u64 {
    let negative = rng.below(2) == 1;
    let signed = |c: u64| if negative { c | sign_bit(f) } else { c };
    match rng.below(100) {
        0..=5 => signed(0),
        6..=9 => signed(rng.below(3) << f.params().pad),
        10..=12 => signed(code(f, max)),
        13..=14 if specials && (f.has_inf() || f.has_nan()) => {
            let v = if f.has_inf() && rng.below(2) == 0 { f64::INFINITY } else { f64::NAN };
            signed(encode(f, v, Rounding::ToNearestEven, Overflow::NanOrInf))
        }
        _ => {
            let v = (1.0 + rng.below(1 << 20) as f64 / (1u64 << 20) as f64) * 2f64.powi(rng.below(9) as i32 - 4);
            signed(code(f, v))
        }
    }
}

/// How a row's or column's scales are drawn.
#[derive(Clone, Copy, PartialEq)]
enum Scales {
    Moderate,
    Tiny,
    Huge,
}

/// A scale code of `f` (f8E8M0FNU: 2^(code - 127); f8E4M3FN read as ue4m3, sign ignored).
fn scale(f: Format, rng: &mut Rng, how: Scales, specials: bool) -> u64 {
    let e8m0 = f == Format::F8E8M0FNU;
    if specials && rng.below(12) == 0 {
        // NaN: 0xFF, or ue4m3's 0x7F / 0xFF.
        return if e8m0 || rng.below(2) == 0 { 0xFF } else { 0x7F };
    }
    let c = match (e8m0, how) {
        (true, Scales::Moderate) => 127 + rng.below(17) - 8,
        (true, Scales::Tiny) => rng.below(4),
        (true, Scales::Huge) => 250 + rng.below(5),
        (false, Scales::Moderate) => 0x30 + rng.below(0x20),
        (false, Scales::Tiny) => 1 + rng.below(7),
        (false, Scales::Huge) => 0x78 + rng.below(7),
    };
    // ue4m3's sign bit is ignored by the hardware: set it now and then.
    if !e8m0 && rng.below(4) == 0 { c | 0x80 } else { c }
}

/// One batch of operands `[M, K]`, scales `[M, K / B]`, `[K, N]`, scales `[K / B, N]`.
struct Operands {
    a: Vec<u64>,
    sa: Vec<u64>,
    b: Vec<u64>,
    sb: Vec<u64>,
}

fn operands(v: &ScaledVariant, (m, k, n): (usize, usize, usize), rng: &mut Rng, specials: bool) -> Operands {
    let (lmax, rmax) = (Facts::of(v.lhs).max_finite.to_f64(), Facts::of(v.rhs).max_finite.to_f64());
    let blocks = k / v.block;
    let mut a: Vec<u64> = (0..m * k).map(|_| element(v.lhs, lmax, rng, specials)).collect();
    let mut b: Vec<u64> = (0..k * n).map(|_| element(v.rhs, rmax, rng, specials)).collect();
    let row_how = |i: usize| match i {
        3 => Scales::Tiny,
        2 | 4 => Scales::Huge,
        _ => Scales::Moderate,
    };
    let mut sa: Vec<u64> = (0..m * blocks).map(|i| scale(v.scale, rng, row_how(i / blocks), specials)).collect();
    let mut sb: Vec<u64> = (0..blocks * n).map(|_| scale(v.scale, rng, Scales::Moderate, specials)).collect();
    for kk in 0..k {
        if kk % 2 == 1 {
            // Row 1: x, -x against equal rhs rows k-1, k: the pairs cancel (inside a GST group).
            a[k + kk] = a[k + kk - 1] ^ sign_bit(v.lhs);
            for j in 0..n {
                b[kk * n + j] = b[(kk - 1) * n + j];
            }
        }
    }
    // Row 1's scales per block, row 2: block 1 all zeros under its huge scale (it must not raise
    // e_max); row 4 large values (with huge scales: overflow).
    for kk in v.block..2 * v.block {
        a[2 * k + kk] = if rng.below(2) == 0 { 0 } else { sign_bit(v.lhs) };
    }
    for kk in 0..k {
        a[4 * k + kk] = code(v.lhs, lmax * if rng.below(2) == 0 { 1.0 } else { -1.0 });
    }
    if v.scale == Format::F8E4M3FN {
        // Column 1: zero scales (both signs) in every other block.
        for blk in (0..blocks).step_by(2) {
            sb[blk * n + 1] = if rng.below(2) == 0 { 0 } else { 0x80 };
        }
    }
    if !specials {
        for s in sa.iter_mut().chain(sb.iter_mut()) {
            debug_assert!(*s != 0xFF);
        }
    }
    Operands { a, sa, b, sb }
}

fn tensor(shape: &[usize], element: &str) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("tensor<{}x{element}>", dims.join("x"))
}

/// A program builder: one `scaled_dot ... hardware(UNIT)` per call, all returned.
#[derive(Default)]
struct Program {
    args: Vec<String>,
    body: Vec<String>,
    results: Vec<(String, String)>,
    inputs: Vec<Input>,
}

impl Program {
    /// `[B, M, K] x [B, K, N]` (batch of `ops.len()`) for `v`.
    fn dot(&mut self, v: &ScaledVariant, (m, k, n): (usize, usize, usize), ops: &[Operands]) {
        let bsz = ops.len();
        let blocks = k / v.block;
        let s = v.scale.mlir_name();
        let types = [
            tensor(&[bsz, m, k], &v.lhs.mlir_name()),
            tensor(&[bsz, m, blocks], &s),
            tensor(&[bsz, k, n], &v.rhs.mlir_name()),
            tensor(&[bsz, blocks, n], &s),
        ];
        let shapes = [vec![bsz, m, k], vec![bsz, m, blocks], vec![bsz, k, n], vec![bsz, blocks, n]];
        let formats = [v.lhs, v.scale, v.rhs, v.scale];
        let mut names = Vec::new();
        for i in 0..4 {
            let name = format!("%x{}", self.args.len());
            self.args.push(format!("{name}: {}", types[i]));
            let codes: Vec<u64> = ops
                .iter()
                .flat_map(|o| match i {
                    0 => o.a.clone(),
                    1 => o.sa.clone(),
                    2 => o.b.clone(),
                    _ => o.sb.clone(),
                })
                .collect();
            self.inputs.push(Input::float(formats[i], shapes[i].clone(), codes));
            names.push(name);
        }
        let r = format!("%r{}", self.results.len());
        let tr = tensor(&[bsz, m, n], "f32");
        self.body.push(format!(
            "    {r} = lpf.scaled_dot {} [{}], {} [{}] block({}) acc(f32) hardware(\"{UNIT}\") : {}, {}, {}, {} -> {tr}",
            names[0], names[1], names[2], names[3], v.block, types[0], types[1], types[2], types[3]
        ));
        self.results.push((r, tr));
    }

    fn text(&self) -> String {
        let names: Vec<&str> = self.results.iter().map(|r| r.0.as_str()).collect();
        let types: Vec<&str> = self.results.iter().map(|r| r.1.as_str()).collect();
        format!(
            "func.func @main({}) -> ({}) {{\n{}\n    return {} : {}\n}}\n",
            self.args.join(", "),
            types.join(", "),
            self.body.join("\n"),
            names.join(", "),
            types.join(", ")
        )
    }

    fn elements(&self) -> Vec<Element> {
        self.results.iter().map(|_| Element::Float(Format::F32)).collect()
    }
}

fn variants() -> Vec<ScaledVariant> {
    scaled_unit(UNIT).expect("tcgen05 has block-scaled kinds").variants.clone()
}

/// Every variant in one program, on 1 and 3 threads; then long K and the GST group cases.
/// Returns the elements compared.
pub fn hardware_scaled_dot_cases() -> usize {
    let mut rng = Rng(2311);
    let mut program = Program::default();
    let all = variants();
    assert_eq!(all.len(), 27, "24 mxf8f6f4 pairs, mxf4, mxf4nvf4 with ue8m0 and ue4m3");
    for v in &all {
        let shape = (10, 3 * v.native_k, 9);
        let ops = [operands(v, shape, &mut rng, false), operands(v, shape, &mut rng, true)];
        program.dot(v, shape, &ops);
    }
    let mut total = check_bits("tcgen05-scaled", &program.text(), &program.inputs, &program.elements(), &[&[], &["--threads", "3"]]);
    total += long_k_cases(&mut rng) + group_cases();
    total
}

/// Every ue8m0 scale code (the exponent-only format's shift and its two exceptions, 0 -> 2^-127
/// and the NaN 0xFF) as the rhs's scales of whole column panels, which `pack_scaled` packs as
/// vectors (lowering/src/to_llvm/kernels/matrix_units/block_scaled.rs): mxf8f6f4 e4m3 x e5m2, K of 16
/// blocks x N = 16 (256 scales), on the host's kernel (8 f64 lanes with AVX-512) and the
/// AVX2-shaped one (4), against `--backend ref`.
pub fn every_rhs_scale_code_cases() -> usize {
    let mut rng = Rng(2316);
    let all = variants();
    let v = all.iter().find(|v| v.kind == "mxf8f6f4" && v.lhs == Format::F8E4M3FN && v.rhs == Format::F8E5M2 && v.scale == Format::F8E8M0FNU).expect("variant");
    let shape = (8, 16 * v.block, 16);
    let mut ops = operands(v, shape, &mut rng, false);
    // Column j's blocks in order hold codes 16 j .. 16 j + 15, so that each block's scale is
    // within a few binades of the next and every block counts in the column's chain.
    ops.sb = (0..256).map(|i| (i % 16) * 16 + i / 16).collect();
    let mut program = Program::default();
    program.dot(v, shape, &[ops]);
    let function = program.text();
    let mut total = check_bits("tcgen05-every-rhs-scale", &function, &program.inputs, &program.elements(), &[&[]]);
    let module = format!("module attributes {{lpf.target = {{vector_bits = 256 : i64, vector_registers = 16 : i64}}}} {{\n{function}}}\n");
    total += check_bits("tcgen05-every-rhs-scale-avx2", &module, &program.inputs, &program.elements(), &[&[]]);
    total
}

/// K over several blocks of the kernel's chunk loop (256 k), the last one partial: an
/// mxf8f6f4 pair (19 chunks of 32) and mxf4nvf4 with ue4m3 (10 chunks of 64), in the AVX2 shape
/// and the AVX-512 and SSE shapes.
fn long_k_cases(rng: &mut Rng) -> usize {
    let all = variants();
    let pick = |kind: &str, lhs: Format, rhs: Format, scale: Format| *all.iter().find(|v| v.kind == kind && v.lhs == lhs && v.rhs == rhs && v.scale == scale).expect("variant");
    let cases = [(pick("mxf8f6f4", Format::F8E5M2, Format::F6E2M3FN, Format::F8E8M0FNU), 608), (pick("mxf4nvf4", Format::F4E2M1FN, Format::F4E2M1FN, Format::F8E4M3FN), 640)];
    let mut total = 0;
    for (v, k) in cases {
        let mut program = Program::default();
        let shape = (9, k, 10);
        program.dot(&v, shape, &[operands(&v, shape, rng, false)]);
        let function = program.text();
        let tag = format!("tcgen05-long-{}", v.kind);
        total += check_bits(&tag, &function, &program.inputs, &program.elements(), &[&[]]);
        for (name, attributes) in [("avx512", "vector_bits = 512 : i64, vector_registers = 32 : i64, parallel = false"), ("sse", "vector_bits = 128 : i64, vector_registers = 16 : i64, parallel = false")] {
            let module = format!("module attributes {{lpf.target = {{{attributes}}}}} {{\n{function}}}\n");
            total += check_bits(&format!("{tag}-{name}"), &module, &program.inputs, &program.elements(), &[&[]]);
        }
    }
    total
}

/// GST-FDPA's zero rule and its F, for mxf4 (ue8m0 per 32) and mxf4nvf4 (ue8m0, ue4m3 per 16),
/// one chunk, [3, 64] x [64, 3], row i x column i built (the rest zero). Block 0 has huge scales
/// (ue8m0: 2^40 x 1; ue4m3: 448 x 448, exponent 16), so where it counts e_max is 40 (16) and the
/// grid 2^(e_max - 35) is 2^5 (2^-19). Block 1 holds one small product, 0.5 x 0.5, under small
/// scales that put it on that grid (ue8m0: 2^7 x 1; ue4m3: 2^-9 x 2^-8) or one binade below it
/// (ue8m0: 1 x 1; ue4m3: 2^-9 x 2^-9). Row 0: block 0's group is 6 x 6 and -6 x 6, cancelling to
/// zero but keeping its scales' exponent, and the small term on the grid stays (F = 34 would drop
/// it). Row 1: block 0's group has only zero products (0 x 6): its exponent is e_zero, and the
/// small term below the huge grid stays. Row 2: the cancelling group and the small term below
/// the grid, which truncates to 0 (e_zero for the cancelled group would keep it).
fn group_cases() -> usize {
    let mut total = 0;
    for v in variants().iter().filter(|v| matches!(v.family, ScaledFamily::GroupedScaledTruncatedFused { .. })) {
        let (k, n, m) = (64, 3, 3);
        let e8m0 = v.scale == Format::F8E8M0FNU;
        let blocks = k / v.block;
        // (lhs, rhs) scale codes: block 0's huge ones, block 1's on the grid and below it.
        let (huge, on_grid, below) = if e8m0 { ((127 + 40, 127), (127 + 7, 127), (127, 127)) } else { ((0x7E, 0x7E), (0x01, 0x02), (0x01, 0x01)) };
        let (mut a, mut b) = (vec![0u64; m * k], vec![0u64; k * n]);
        let (mut sa, mut sb) = (vec![below.0; m * blocks], vec![below.1; blocks * n]);
        let f = v.lhs;
        for i in 0..m {
            (sa[i * blocks], sb[i]) = huge;
            let small = if i == 0 { on_grid } else { below };
            (sa[i * blocks + 1], sb[n + i]) = small;
            a[i * k + v.block] = code(f, 0.5);
            b[v.block * n + i] = code(f, 0.5);
            b[i] = code(f, 6.0);
            b[n + i] = code(f, 6.0);
        }
        for row in [0, 2] {
            a[row * k] = code(f, 6.0);
            a[row * k + 1] = code(f, -6.0);
        }
        let ops = Operands { a, sa, b, sb };
        let mut program = Program::default();
        program.dot(v, (m, k, n), &[ops]);
        total += check_bits(&format!("tcgen05-groups-{}-{}", v.kind, v.scale.mlir_name()), &program.text(), &program.inputs, &program.elements(), &[&[]]);
    }
    total
}

/// MMA-Sim's golden vectors (test/conformance/mmasim/scaled_vectors.txt) through `--backend
/// llvm`: per variant one batched `[V, 1, K] x [V, K, 1]` dot, every result compared with the
/// model's code bit for bit. Returns the vectors checked.
pub fn golden_vectors() -> usize {
    const VECTORS: &str = include_str!("../../../test/conformance/mmasim/scaled_vectors.txt");
    let hex = |t: &str| -> Vec<u64> { t.split(',').map(|h| u64::from_str_radix(h, 16).expect("hex code")).collect() };
    let fmt = |name: &str| Format::parse(name).unwrap_or_else(|_| panic!("format {name}"));
    let mut groups: Vec<(ScaledVariant, usize, Vec<Operands>, Vec<u64>)> = Vec::new();
    for line in VECTORS.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let f: Vec<&str> = line.split(' ').collect();
        let [unit, _kind, lhs, rhs, scale, block, _k, a, sa, b, sb, want] = f[..] else { panic!("malformed line: {line}") };
        assert_eq!(unit, UNIT);
        let (lhs, rhs, scale, block) = (fmt(lhs), fmt(rhs), fmt(scale), block.parse::<usize>().unwrap());
        let v = *variants().iter().find(|v| v.lhs == lhs && v.rhs == rhs && v.scale == scale && v.block == block).expect("a variant");
        let ops = Operands { a: hex(a), sa: hex(sa), b: hex(b), sb: hex(sb) };
        let k = ops.a.len();
        let want = u64::from_str_radix(want, 16).unwrap();
        match groups.iter_mut().find(|g| g.0 == v && g.1 == k) {
            Some(g) => {
                g.2.push(ops);
                g.3.push(want);
            }
            None => groups.push((v, k, vec![ops], vec![want])),
        }
    }
    let mut program = Program::default();
    let mut wants = Vec::new();
    for (v, k, ops, want) in &groups {
        program.dot(v, (1, *k, 1), ops);
        wants.push(want.clone());
    }
    let got = run_llvm("tcgen05-golden", &program.text(), &program.inputs, program.results.len());
    let mut checked = 0;
    let mut failures = Vec::new();
    for ((g, want), got) in groups.iter().zip(&wants).zip(&got) {
        for (i, (w, x)) in want.iter().zip(got).enumerate() {
            checked += 1;
            if w != x {
                failures.push(format!("{} {:?} x {:?} ({:?}/{}) vector {i}: llvm {x:#x}, mmasim {w:#x}", g.0.kind, g.0.lhs, g.0.rhs, g.0.scale, g.0.block));
            }
        }
    }
    assert!(failures.is_empty(), "{} of {checked} golden vectors differ:\n{}", failures.len(), failures.iter().take(10).cloned().collect::<Vec<_>>().join("\n"));
    checked
}
