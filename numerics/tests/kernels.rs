//! Reference kernels: ordered dot and reduction against straightforward loops in native f32/f64
//! (IEEE hardware arithmetic, one rounding per step: independent of the crate's codec), the
//! E0911/E0913/E0914 rules, SFx arithmetic and `sf16_hw` against atreides.md §4's integer definitions,
//! block quantisation facts, and integer conversion.

mod common;

use common::Rng;
use lpf_numerics::kernels::{self, Accumulator, BinaryOp, CmpPredicate, KernelError, Tensor};
use lpf_numerics::scale::ScaleRounding;
use lpf_numerics::{decode, encode, sf16_hw, to_int, Code, Format, IntStatus, IntType, Overflow, Rounding};

fn random_tensor(fmt: Format, shape: &[usize], rng: &mut Rng) -> Tensor {
    let n: usize = shape.iter().product();
    let (bits, pad) = (fmt.params().bits, fmt.params().pad);
    let codes: Vec<Code> = (0..n)
        .map(|_| loop {
            let c = (rng.next_u64() & ((1 << bits) - 1)) << pad;
            if decode(fmt, c).is_finite() {
                break c;
            }
        })
        .collect();
    Tensor::new(fmt, shape.to_vec(), codes).expect("valid tensor")
}

fn same_bits_f32(ours: Code, theirs: f32) -> bool {
    ours as u32 == theirs.to_bits() || (f32::from_bits(ours as u32).is_nan() && theirs.is_nan())
}

#[test]
fn ordered_dot_matches_a_native_loop() {
    let mut rng = Rng(0xD07_0000_0001);
    for (lf, rf) in [(Format::F8E4M3FN, Format::F8E5M2), (Format::BF16, Format::BF16), (Format::F16, Format::F4E2M1FN), (Format::TF32, Format::F16)] {
        let (b, m, k, n) = (3, 4, 37, 5);
        let lhs = random_tensor(lf, &[b, m, k], &mut rng);
        let rhs = random_tensor(rf, &[b, k, n], &mut rng);
        let (l, r) = (lhs.to_f64(), rhs.to_f64());
        let out32 = kernels::dot(&lhs, &rhs, Accumulator::F32).expect("dot f32");
        let out64 = kernels::dot(&lhs, &rhs, Accumulator::F64).expect("dot f64");
        assert_eq!(out32.shape, vec![b, m, n]);
        for bi in 0..b {
            for i in 0..m {
                for j in 0..n {
                    let (mut s32, mut s64) = (0f32, 0f64);
                    for kk in 0..k {
                        let (x, y) = (l[bi * m * k + i * k + kk], r[bi * k * n + kk * n + j]);
                        s32 += (x as f32) * (y as f32);
                        s64 += x * y;
                    }
                    let o = bi * m * n + i * n + j;
                    assert!(same_bits_f32(out32.codes[o], s32), "{lf} x {rf} f32 [{bi},{i},{j}]");
                    assert_eq!(out64.codes[o], s64.to_bits(), "{lf} x {rf} f64 [{bi},{i},{j}]");
                }
            }
        }
    }
}

#[test]
fn ordered_reduction_matches_a_native_loop() {
    let mut rng = Rng(0x5EDC_0000_0002);
    let t = random_tensor(Format::BF16, &[3, 50, 4], &mut rng);
    let v = t.to_f64();
    // Reduce dims 0 and 1 (kept: dim 2), row-major order over (d0, d1).
    let out = kernels::reduce_sum(&t, &[1, 0], Accumulator::F32).expect("reduce");
    assert_eq!(out.shape, vec![4]);
    for c in 0..4 {
        let mut s = 0f32;
        for a in 0..3 {
            for b in 0..50 {
                s += v[a * 200 + b * 4 + c] as f32;
            }
        }
        assert!(same_bits_f32(out.codes[c], s), "column {c}");
    }
    let out = kernels::reduce_sum(&t, &[2], Accumulator::F64).expect("reduce");
    assert_eq!(out.shape, vec![3, 50]);
    for r in 0..150 {
        let s: f64 = (0..4).fold(0.0, |acc, c| acc + v[r * 4 + c]);
        assert_eq!(out.codes[r], s.to_bits());
    }
    // All -0 inputs sum to +0: the accumulator starts from +0.
    let z = Tensor::new(Format::F16, vec![4], vec![0x8000; 4]).expect("tensor");
    assert_eq!(kernels::reduce_sum(&z, &[0], Accumulator::F32).expect("reduce").codes, vec![0]);
    assert!(matches!(kernels::reduce_sum(&t, &[3], Accumulator::F32), Err(KernelError::Shape { .. })));
}

#[test]
fn diagnostics_of_the_arithmetic_contract() {
    let a = Tensor::new(Format::F8E4M3FN, vec![2], vec![0x38, 0x40]).expect("tensor");
    let b = Tensor::new(Format::F8E5M2, vec![2], vec![0x3C, 0x40]).expect("tensor");
    let e = kernels::elementwise(BinaryOp::Add, &a, &a, Rounding::ToNearestEven).expect_err("fp8 add");
    assert!(e.to_string().starts_with("[E0914]"), "{e}");
    let e = kernels::elementwise(BinaryOp::Add, &a, &b, Rounding::ToNearestEven).expect_err("mixed");
    assert!(e.to_string().starts_with("[E0911]"), "{e}");
    assert!(kernels::binary(BinaryOp::Div, Format::parse("sf8").expect("sf8"), 1, 1, Rounding::ToNearestEven)
        .expect_err("sfx div")
        .to_string()
        .starts_with("[E0914]"));
    let e = Accumulator::from_format(Format::BF16).expect_err("bf16 acc");
    assert!(e.to_string().starts_with("[E0913]"), "{e}");
    let f64t = Tensor::new(Format::F64, vec![1, 1], vec![1.0f64.to_bits()]).expect("tensor");
    assert!(matches!(kernels::dot(&f64t, &f64t, Accumulator::F32), Err(KernelError::NotExactInAccumulator { .. })));
    assert!(Tensor::new(Format::F4E2M1FN, vec![1], vec![0x10]).is_err(), "invalid code rejected");
    assert!(Tensor::new(Format::TF32, vec![1], vec![0x3F80_0001]).is_err(), "tf32 padding must be zero");
    assert!(matches!(kernels::binary(BinaryOp::Add, Format::F16, 0x1_0000, 0, Rounding::ToNearestEven), Err(KernelError::InvalidCode { .. })));
    assert!(kernels::compare(CmpPredicate::Oeq, Format::F4E2M1FN, 0x10, 0).is_err());
    let bad = Tensor { format: Format::F16, shape: vec![2, 2], codes: vec![0; 3] };
    assert!(matches!(kernels::reduce_sum(&bad, &[0], Accumulator::F32), Err(KernelError::Shape { .. })));
    // Callers prefix their own op ("'lpf.dot': ..."): the message must not name the kernel again.
    let f16m = Tensor::new(Format::F16, vec![2, 2], vec![0; 4]).expect("tensor");
    let f16v = Tensor::new(Format::F16, vec![4, 1], vec![0; 4]).expect("tensor");
    let e = kernels::dot(&f16m, &f16v, Accumulator::F32).expect_err("contraction mismatch");
    assert_eq!((e.op(), e.to_string().as_str()), (Some("dot"), "cannot contract [2, 2] with [4, 1]"));
    let sf8 = Format::parse("sf8").expect("sf8");
    let e = kernels::binary(BinaryOp::Div, sf8, 1, 1, Rounding::ToNearestEven).expect_err("sfx div");
    assert!(e.to_string().starts_with("[E0914] division is not defined on"), "{e}");
    let e = kernels::dot_sf16_hw(&f16m, &f16m).expect_err("f16 into the sf16 dot");
    assert!(!e.to_string().contains("dot_sf16_hw") && e.op() == Some("dot_sf16_hw"), "{e}");
    // Comparisons are allowed on every format.
    assert!(kernels::compare(CmpPredicate::Olt, Format::F8E4M3FN, 0x38, 0x40).expect("valid codes"));
    assert!(kernels::compare(CmpPredicate::Oeq, Format::F8E4M3FN, 0x00, 0x80).expect("valid codes"), "-0 == +0");
    assert!(!kernels::compare(CmpPredicate::Oeq, Format::F8E4M3FN, 0x7F, 0x7F).expect("valid codes"), "NaN unordered");
    assert!(kernels::compare(CmpPredicate::Une, Format::F8E4M3FN, 0x7F, 0x7F).expect("valid codes"));
    assert!(kernels::compare(CmpPredicate::Ogt, Format::F8E5M2, 0x7C, 0x7B).expect("valid codes"), "inf > max");
}

#[test]
fn compare_agrees_with_f64_comparison_on_every_f8_pair() {
    for fmt in [Format::F8E4M3FN, Format::F8E5M2, Format::F8E4M3FNUZ] {
        for a in 0..256u64 {
            for b in 0..256u64 {
                let (x, y) = (decode(fmt, a), decode(fmt, b));
                let expect = [
                    (CmpPredicate::Oeq, x == y),
                    (CmpPredicate::Olt, x < y),
                    (CmpPredicate::Oge, x >= y),
                    (CmpPredicate::Une, x != y),
                    (CmpPredicate::Uno, x.is_nan() || y.is_nan()),
                    (CmpPredicate::Ule, x.partial_cmp(&y) != Some(std::cmp::Ordering::Greater)),
                ];
                for (p, e) in expect {
                    assert_eq!(kernels::compare(p, fmt, a, b).expect("valid codes"), e, "{fmt} {a:#x} {p} {b:#x}");
                }
            }
        }
    }
}

/// atreides.md §4's integer definitions, written out independently of the crate: sign-magnitude
/// codes, product (|a| * |b|) >> 15, sums clamped to ±0x7FFF, -0 as +0.
fn spec_sf16(a: u64, b: u64) -> (u64, u64) {
    let signed = |c: u64| if c & 0x8000 != 0 { -((c & 0x7FFF) as i64) } else { (c & 0x7FFF) as i64 };
    let code = |v: i64| if v < 0 { 0x8000 | v.unsigned_abs() } else { v as u64 };
    let (x, y) = (signed(a), signed(b));
    let m = ((x.unsigned_abs() * y.unsigned_abs()) >> 15) as i64;
    let product = if (x < 0) != (y < 0) { -m } else { m };
    (code(product), code((x + y).clamp(-0x7FFF, 0x7FFF)))
}

#[test]
fn sfx_arithmetic_matches_the_sf16_hardware_definitions() {
    let sf16 = Format::parse("sf16").expect("sf16");
    let mut rng = Rng(0x5F16_0000_0003);
    let edges = [0x0000, 0x8000, 0x0001, 0x8001, 0x7FFF, 0xFFFF, 0x4000, 0xC000];
    let pairs = edges.iter().flat_map(|a| edges.iter().map(move |b| (*a, *b)));
    let random = (0..200_000).map(|_| (rng.next_u32() as u64 & 0xFFFF, rng.next_u32() as u64 & 0xFFFF));
    for (a, b) in pairs.chain(random.collect::<Vec<_>>()) {
        let (want_mul, want_add) = spec_sf16(a, b);
        let mul = kernels::binary(BinaryOp::Mul, sf16, a, b, Rounding::TowardZero).expect("sfx mul");
        assert_eq!((mul, sf16_hw::mul_trunc(a as u16, b as u16) as u64), (want_mul, want_mul), "{a:#x} * {b:#x}");
        let add = kernels::binary(BinaryOp::Add, sf16, a, b, Rounding::ToNearestEven).expect("sfx add");
        assert_eq!((add, sf16_hw::add_sat(a as u16, b as u16) as u64), (want_add, want_add), "{a:#x} + {b:#x}");
    }
    // mul by rounding mode: 3 ulp * 0.5 = 1.5 ulp -> 2 ulp (RNE), 1 ulp (toward zero).
    assert_eq!(kernels::binary(BinaryOp::Mul, sf16, 0x0003, 0x4000, Rounding::ToNearestEven), Ok(0x0002));
    assert_eq!(kernels::binary(BinaryOp::Mul, sf16, 0x0003, 0x4000, Rounding::TowardZero), Ok(0x0001));
    // The hardware-accumulation dot: truncated products, saturation at every step (not at the end).
    let lhs = Tensor::new(sf16, vec![1, 3], vec![0x7FFF, 0x7FFF, 0xFFFF]).expect("tensor");
    let rhs = Tensor::new(sf16, vec![3, 1], vec![0x7FFF, 0x7FFF, 0x7FFF]).expect("tensor");
    let out = kernels::dot_sf16_hw(&lhs, &rhs).expect("sf16 dot");
    let p = sf16_hw::mul_trunc(0x7FFF, 0x7FFF);
    let expect = sf16_hw::add_sat(sf16_hw::add_sat(p, p), sf16_hw::mul_trunc(0xFFFF, 0x7FFF));
    assert_eq!(out.codes, vec![expect as u64]);
    assert_ne!(expect, p, "saturating at each step differs from a wide accumulator");
}

#[test]
fn mx_quantisation_follows_the_ocp_rule() {
    // Block [1, 2, 3, 448*4]: amax = 1792, floor(log2) = 10, emax(E4M3) = 8 -> scale 2^2.
    let vals = [1.0, 2.0, 3.0, 1792.0, 0.0, 0.0, 0.0, 0.0];
    let t = Tensor::from_f64(Format::F32, vec![2, 4], &vals).expect("tensor");
    let q = kernels::quantize_mx(&t, Format::F8E4M3FN, 4, ScaleRounding::Floor).expect("quantize");
    assert_eq!(q.scales.codes, vec![127 + 2, 0], "zero block gets the smallest scale");
    assert_eq!(decode(Format::F8E4M3FN, q.elems.codes[3]), 448.0);
    let back = kernels::dequantize_block(&q, Format::F32).expect("dequantize");
    assert_eq!(back.to_f64()[..4], [1.0, 2.0, 3.0, 1792.0]);
    // amax 1900: floor keeps 2^2 and saturates 475 -> 448; ceil takes 2^3 (nothing saturates).
    let t = Tensor::from_f64(Format::F32, vec![1, 2], &[1900.0, 1.0]).expect("tensor");
    let fl = kernels::quantize_mx(&t, Format::F8E4M3FN, 2, ScaleRounding::Floor).expect("floor");
    let ce = kernels::quantize_mx(&t, Format::F8E4M3FN, 2, ScaleRounding::Ceil).expect("ceil");
    assert_eq!((fl.scales.codes[0], ce.scales.codes[0]), (129, 130));
    assert_eq!(decode(Format::F8E4M3FN, fl.elems.codes[0]), 448.0);
    // Even: amax 1023 rounds (3 fraction bits) to 1024, one binade up: 2^(10-8) = 2^2.
    let t = Tensor::from_f64(Format::F32, vec![1, 2], &[1023.0, 1.0]).expect("tensor");
    let ev = kernels::quantize_mx(&t, Format::F8E4M3FN, 2, ScaleRounding::Even).expect("even");
    let fl = kernels::quantize_mx(&t, Format::F8E4M3FN, 2, ScaleRounding::Floor).expect("floor");
    assert_eq!((fl.scales.codes[0], ev.scales.codes[0]), (128, 129));
    // NaN in a block gives a NaN scale.
    let t = Tensor::from_f64(Format::F32, vec![1, 2], &[f64::NAN, 1.0]).expect("tensor");
    assert_eq!(kernels::quantize_mx(&t, Format::F4E2M1FN, 2, ScaleRounding::Floor).expect("nan").scales.codes, vec![0xFF]);
    assert!(kernels::quantize_mx(&t, Format::BF16, 2, ScaleRounding::Floor).is_err());
    assert!(kernels::quantize_mx(&t, Format::F4E2M1FN, 3, ScaleRounding::Floor).is_err());
}

#[test]
fn mx_even_scale_matches_a_closed_form() {
    // Independent of the codec: amax rounded RNE to f fraction bits leaves its binade exactly when
    // amax / 2^floor(log2 amax) >= 2 - 2^-(f+1) (the midpoint below 2 ties to 2, the even one).
    // (element, OCP emax, fraction bits): published facts (formats.md §1).
    let elems = [(Format::F8E4M3FN, 8, 3), (Format::F8E5M2, 15, 2), (Format::F4E2M1FN, 2, 1), (Format::F6E3M2FN, 4, 2), (Format::F6E2M3FN, 2, 3)];
    let mut rng = Rng(0xE7E7_0000_0005);
    let mut amaxes: Vec<f32> = (0..20_000).map(|_| f32::from_bits(rng.next_u32() & 0x7FFF_FFFF)).filter(|x| x.is_finite() && *x > 0.0).collect();
    for k in [-149, -130, -127, -126, -1, 0, 1, 10, 126, 127] {
        for f in 1..=3 {
            let mid = (2.0 - 2f64.powi(-(f + 1))) * 2f64.powi(k);
            for x in [mid as f32, 2f64.powi(k) as f32] {
                amaxes.extend([x, f32::from_bits(x.to_bits() - 1), f32::from_bits(x.to_bits() + 1)]);
            }
        }
    }
    let mut carried = 0;
    for (elem, emax, f) in elems {
        for &a in &amaxes {
            let y = a as f64; // normal in f64, so the exponent field is floor(log2)
            let floor = ((y.to_bits() >> 52) & 0x7FF) as i64 - 1023;
            let m = y / 2f64.powi(floor as i32);
            let up = m >= 2.0 - 2f64.powi(-(f + 1));
            carried += up as usize;
            let want = (floor + up as i64 - emax).clamp(-127, 127) as i32;
            let got = lpf_numerics::scale::mx_shared_exponent(elem, lpf_numerics::Value::from_f32(a), ScaleRounding::Even);
            assert_eq!(got, Some(want), "{elem} even scale of amax {a:e} ({:#010x})", a.to_bits());
        }
    }
    assert!(carried > 100, "the binade-carry case must be exercised ({carried})");
}

#[test]
fn nvfp4_two_level_scales() {
    let vals: Vec<f64> = (0..32).map(|i| (i as f64 - 16.0) * 0.37).collect();
    let t = Tensor::from_f64(Format::F32, vec![2, 16], &vals).expect("tensor");
    let q = kernels::quantize_nvfp4(&t, Some(0.5)).expect("nvfp4");
    assert_eq!((q.block, q.scales.format, q.elems.format), (16, Format::F8E4M3FN, Format::F4E2M1FN));
    for blk in 0..2 {
        let amax = vals[blk * 16..blk * 16 + 16].iter().fold(0f64, |m, v| m.max(v.abs()));
        let s = decode(Format::F8E4M3FN, q.scales.codes[blk]);
        assert_eq!(s, decode(Format::F8E4M3FN, encode(Format::F8E4M3FN, amax / 6.0 / 0.5, Rounding::ToNearestEven, Overflow::Saturate)));
    }
    let back = kernels::dequantize_block(&q, Format::F32).expect("dequantize").to_f64();
    for (i, (x, y)) in vals.iter().zip(&back).enumerate() {
        let s = decode(Format::F8E4M3FN, q.scales.codes[i / 16]) * 0.5;
        assert!((x - y).abs() <= s * 1.0 + 1e-12, "element {i}: {x} vs {y} (scale {s})");
    }
}

#[test]
fn scaled_dot_is_the_ordered_dot_of_dequantised_values() {
    let mut rng = Rng(0x5CA1_0000_0004);
    let vals = |n: usize, rng: &mut Rng| -> Vec<f64> { (0..n).map(|_| (rng.below(2001) as f64 - 1000.0) / 97.0).collect() };
    let (m, n, k) = (3, 4, 64);
    let a = Tensor::from_f64(Format::F32, vec![m, k], &vals(m * k, &mut rng)).expect("a");
    let b = Tensor::from_f64(Format::F32, vec![n, k], &vals(n * k, &mut rng)).expect("b");
    let qa = kernels::quantize_mx(&a, Format::F8E4M3FN, 32, ScaleRounding::Floor).expect("qa");
    let qb = kernels::quantize_mx(&b, Format::F8E5M2, 32, ScaleRounding::Floor).expect("qb");
    let out = kernels::scaled_dot(&qa, &qb, Accumulator::F32).expect("scaled dot");
    let (da, db) = (kernels::dequantize_block(&qa, Format::F32).expect("da").to_f64(), kernels::dequantize_block(&qb, Format::F32).expect("db").to_f64());
    for i in 0..m {
        for j in 0..n {
            let mut s = 0f32;
            for kk in 0..k {
                s += da[i * k + kk] as f32 * db[j * k + kk] as f32;
            }
            assert!(same_bits_f32(out.codes[i * n + j], s), "[{i},{j}]");
        }
    }
}

#[test]
fn integer_conversion_saturates_and_reports() {
    let i8t = IntType { bits: 8, signed: true };
    let u8t = IntType { bits: 8, signed: false };
    let f16 = |x: f64| encode(Format::F16, x, Rounding::ToNearestEven, Overflow::NanOrInf);
    assert_eq!(to_int(Format::F16, f16(-3.75), i8t), (-3, IntStatus::InRange), "truncates toward zero");
    assert_eq!(to_int(Format::F16, f16(300.0), i8t), (127, IntStatus::OutOfRange));
    assert_eq!(to_int(Format::F16, f16(-300.0), i8t), (-128, IntStatus::OutOfRange));
    assert_eq!(to_int(Format::F16, f16(-1.0), u8t), (0, IntStatus::OutOfRange));
    assert_eq!(to_int(Format::F16, f16(-0.5), u8t), (0, IntStatus::InRange));
    assert_eq!(to_int(Format::F16, f16(f64::NAN), i8t), (0, IntStatus::Nan));
    assert_eq!(to_int(Format::F16, f16(f64::NEG_INFINITY), i8t), (-128, IntStatus::Inf));
    assert_eq!(to_int(Format::F16, f16(65504.0), IntType { bits: 64, signed: true }), (65504, IntStatus::InRange));
    // Integers in: same rounding as a literal (2049 is a tie in f16 between 2048 and 2050).
    assert_eq!(lpf_numerics::encode_int(Format::F16, 2049, Rounding::ToNearestEven, Overflow::NanOrInf), f16(2048.0));
    assert_eq!(lpf_numerics::encode_int(Format::F16, 2051, Rounding::ToNearestEven, Overflow::NanOrInf), f16(2052.0));
    assert_eq!(lpf_numerics::encode_int(Format::F16, (1 << 70) + 1, Rounding::Upward, Overflow::NanOrInf), 0x7C00);
    assert_eq!(lpf_numerics::encode_int(Format::F8E4M3FN, -1000, Rounding::ToNearestEven, Overflow::Saturate), 0xFE);
    assert_eq!(
        lpf_numerics::encode_uint(Format::F32, u128::MAX, Rounding::TowardZero, Overflow::NanOrInf),
        0x7F7F_FFFF,
        "u128::MAX toward zero is f32's max finite"
    );
}

#[test]
fn decimal_literal_diagnostics() {
    use lpf_numerics::{encode_decimal, DecimalError};
    let e = Rounding::ToNearestEven;
    let o = Overflow::NanOrInf;
    assert_eq!(encode_decimal(Format::F16, "1.5x", e, o), Err(DecimalError::UnexpectedChar { at: 3, found: 'x' }));
    assert_eq!(encode_decimal(Format::F16, "", e, o), Err(DecimalError::Empty));
    assert_eq!(encode_decimal(Format::F16, "-.", e, o), Err(DecimalError::NoDigits));
    assert_eq!(encode_decimal(Format::F16, "1e+", e, o), Err(DecimalError::BadExponent { at: 1 }));
    assert!(encode_decimal(Format::F16, "1.5x", e, o).expect_err("x").to_string().contains("offset 3"));
    assert_eq!(encode_decimal(Format::F16, "-inf", e, o), Ok(0xFC00));
    assert_eq!(encode_decimal(Format::F16, "1e100000000000000000000", e, o), Ok(0x7C00));
    assert_eq!(encode_decimal(Format::F16, "-1e-100000000000000000000", e, o), Ok(0x8000));
    assert_eq!(encode_decimal(Format::F16, "0.0000", e, o), Ok(0));
    assert_eq!(encode_decimal(Format::F16, "-0", e, o), Ok(0x8000));
}

/// Zero-element tensors whose other dimensions are huge: the count (0) fits, but a product of the
/// other dimensions does not. They are shape errors, never an overflow panic in a kernel.
#[test]
fn zero_element_tensors_with_huge_dimensions_are_shape_errors() {
    let huge = usize::MAX / 2;
    let empty = |shape: Vec<usize>| Tensor { format: Format::F32, shape, codes: vec![] };
    // Each input alone: its nonzero dimensions multiply past usize.
    let bad = empty(vec![0, huge, 4]);
    assert!(matches!(bad.validate(), Err(KernelError::Shape { .. })));
    assert!(matches!(Tensor::new(Format::F32, vec![huge, 4, 0], vec![]), Err(KernelError::Shape { .. })));
    let acc = Accumulator::F32;
    assert!(matches!(kernels::reduce_sum(&bad, &[1], acc), Err(KernelError::Shape { .. })));
    // Each input fits, but the result [M, N] of [M, 0] x [0, N] does not, or is past the limit.
    let (lhs, rhs) = (empty(vec![huge, 0]), empty(vec![0, 4]));
    assert!(matches!(kernels::dot(&lhs, &rhs, acc), Err(KernelError::Shape { .. })));
    let side = 1 << 15;
    let past_limit = kernels::dot(&empty(vec![side, 0]), &empty(vec![0, side]), acc);
    assert!(matches!(past_limit, Err(KernelError::Shape { detail, .. }) if detail.contains("more than 268435456 elements")));
    // An honest zero-element product stays fine.
    let product = kernels::dot(&empty(vec![3, 0]), &empty(vec![0, 2]), acc).unwrap();
    assert_eq!((product.shape.clone(), product.codes.len()), (vec![3, 2], 6));
}
