//! Conformance against ml_dtypes 0.6.0 (the project venv's Python, run by this test):
//! every code of every ml_dtypes format (decode, re-encode), and f32 -> each format for every f32
//! within 2 ulps of a representable value or rounding midpoint, plus 1M random f32 (fixed seed),
//! both signs, NaN and inf: nan_or_inf equals ml_dtypes, saturate equals ml_dtypes-then-clamp.
//! The bulk fast paths are checked against the same references.

mod common;

use common::{read_codes, read_u32, run_python, write_f32, Rng, TempDir};
use lpf_numerics::bulk::{F32Decoder, F32Encoder};
use lpf_numerics::{decode, decode_value, encode_f32, Format, Overflow, Rounding, Value};

/// The formats ml_dtypes has, besides f32/f64.
fn formats() -> Vec<(Format, &'static str)> {
    Format::NAMED
        .iter()
        .filter(|f| !matches!(f, Format::F32 | Format::F64))
        .filter_map(|f| f.ml_dtypes_name().map(|n| (*f, n)))
        .collect()
}

/// Sorted non-negative finite values of a format, as f64.
fn positive_values(fmt: Format) -> Vec<f64> {
    let bits = fmt.params().bits;
    let mut v: Vec<f64> = (0..1u64 << bits)
        .map(|c| decode_value(fmt, c))
        .filter(|v| matches!(v, Value::Finite { negative: false, .. } | Value::Zero { .. }))
        .map(|v| v.to_f64().abs())
        .collect();
    v.sort_by(|a, b| a.total_cmp(b));
    v.dedup();
    v
}

fn inputs() -> Vec<f32> {
    let mut points: Vec<f64> = Vec::new();
    for (fmt, _) in formats() {
        let vals = positive_values(fmt);
        for w in vals.windows(2) {
            points.push(w[0]);
            points.push((w[0] + w[1]) / 2.0); // exact: both are short dyadic numbers
        }
        let n = vals.len();
        points.push(vals[n - 1]);
        // The overflow midpoint: max + half the last gap (464 for E4M3FN, 61440 for E5M2).
        points.push(vals[n - 1] + (vals[n - 1] - vals[n - 2]) / 2.0);
    }
    let mut xs: Vec<f32> = Vec::new();
    for p in points {
        let x = p as f32;
        assert_eq!(x as f64, p, "reference point {p} is not exact in f32");
        for d in -2i64..=2 {
            let b = x.to_bits() as i64 + d;
            if (0..0x7F80_0000).contains(&b) {
                let y = f32::from_bits(b as u32);
                xs.push(y);
                xs.push(-y);
            }
        }
    }
    xs.extend([f32::NAN, -f32::NAN, f32::INFINITY, f32::NEG_INFINITY, f32::MAX, -f32::MAX, f32::MIN_POSITIVE]);
    let mut rng = Rng(0x5EED_1234_ABCD_0001);
    xs.extend((0..1_000_000).map(|_| f32::from_bits(rng.next_u32())));
    // Random values in the narrow formats' ranges (|x| in 2^-20 .. 2^20), where most of the work is.
    xs.extend((0..500_000).map(|_| {
        let e = rng.below(41) as i32 - 20;
        let m = 1.0 + (rng.next_u32() >> 9) as f32 / (1u32 << 23) as f32;
        let s = if rng.next_u32() & 1 == 1 { -1.0 } else { 1.0 };
        s * m * 2f32.powi(e)
    }));
    xs.sort_by_key(|x| x.to_bits());
    xs.dedup_by_key(|x| x.to_bits());
    xs
}

/// Compares our codes with ml_dtypes' after NaN canonicalisation; lists the first mismatches.
fn compare(fmt: Format, what: &str, xs: &[f32], ours: &[u64], theirs: &[u64]) -> Vec<String> {
    let mut bad = Vec::new();
    for i in 0..xs.len() {
        let (o, t) = (ours[i], theirs[i]);
        let same = o == t || (decode_value(fmt, o).is_nan() && decode_value(fmt, t).is_nan());
        if !same {
            bad.push(format!("{fmt} {what}: x = {:e} ({:#010x}): lpf {o:#x}, ml_dtypes {t:#x}", xs[i], xs[i].to_bits()));
        }
    }
    bad
}

/// Encodes `xs` into each format (both overflow modes, codec and bulk) and compares with
/// ml_dtypes' `astype` (and "then clamp" for saturate); returns (mismatches, conversions checked).
fn encode_against_ml_dtypes(tag: &str, xs: &[f32], formats: &[(Format, &'static str)]) -> (Vec<String>, usize) {
    let dir = TempDir::new(tag);
    let input_path = dir.0.join("inputs.f32");
    write_f32(&input_path, xs);
    let out = dir.0.to_str().expect("utf-8 temp path");
    let mut args = vec![out, input_path.to_str().expect("utf-8 path")];
    args.extend(formats.iter().map(|(_, name)| *name));
    run_python("ml_dtypes_ref.py", &args);
    let mut failures = Vec::new();
    let mut checked = 0usize;
    for &(fmt, name) in formats {
        let bits = fmt.params().bits;
        for (ovf, file) in [(Overflow::NanOrInf, "encode"), (Overflow::Saturate, "encode_sat")] {
            let theirs = read_codes(&dir.0.join(format!("{file}_{name}.bin")), bits);
            assert_eq!(theirs.len(), xs.len(), "{file}_{name}.bin has the wrong length");
            let ours: Vec<u64> = xs.iter().map(|x| encode_f32(fmt, *x, Rounding::ToNearestEven, ovf)).collect();
            // Our policy, not ml_dtypes': NaN into a format without NaN gives +0 (formats.md §2.3).
            let theirs: Vec<u64> = theirs
                .iter()
                .zip(xs)
                .map(|(t, x)| if x.is_nan() && !fmt.has_nan() { 0 } else { *t })
                .collect();
            failures.extend(compare(fmt, file, xs, &ours, &theirs));
            let enc = F32Encoder::new(fmt, Rounding::ToNearestEven, ovf);
            let fast: Vec<u64> = xs.iter().map(|x| enc.encode_one(*x)).collect();
            failures.extend(compare(fmt, &format!("bulk {file}"), xs, &fast, &ours));
            checked += xs.len();
        }
    }
    (failures, checked)
}

fn assert_no_failures(failures: &[String], checked: usize) {
    let mut per_format = std::collections::BTreeMap::new();
    for f in failures {
        *per_format.entry(f.split(':').next().unwrap_or("").to_string()).or_insert(0) += 1;
    }
    let shown: Vec<&String> = failures.iter().take(20).collect();
    assert!(failures.is_empty(), "{} mismatches of {checked} (per format/check: {per_format:?}); first:\n{shown:#?}", failures.len());
}

#[test]
fn f32_to_every_ml_dtypes_format() {
    let xs = inputs();
    assert!(xs.len() > 1_500_000, "only {} inputs", xs.len());
    let (failures, checked) = encode_against_ml_dtypes("f32enc", &xs, &formats());
    assert_no_failures(&failures, checked);
    eprintln!("f32 -> narrow formats: {checked} conversions equal ml_dtypes ({} inputs)", xs.len());
}

#[test]
fn every_f32_below_2_pow_minus_125_into_e8m0_equals_ml_dtypes() {
    // E8M0's two smallest codes (2^-127, 2^-126) are where ml_dtypes' convert is not
    // round-to-nearest (formats.md §2.5): every f32 within 2^16 ulps of 0, 2^-127, 1.5 * 2^-127,
    // 2^-126, 1.5 * 2^-126 and 2^-125, and every 64th f32 below 2^-125, both signs (the
    // exhaustive sweep does all 2^32).
    let edges = [0.0, 2f32.powi(-127), 1.5 * 2f32.powi(-127), 2f32.powi(-126), 1.5 * 2f32.powi(-126), 2f32.powi(-125)];
    let near = edges.iter().flat_map(|e| {
        let b = e.to_bits() as i64;
        (b - (1 << 16)..=b + (1 << 16)).filter(|b| *b >= 0).map(|b| b as u32)
    });
    let mut bits: Vec<u32> = near.chain((0..0x0100_0000u32).step_by(64)).collect();
    bits.sort_unstable();
    bits.dedup();
    let xs: Vec<f32> = bits.iter().flat_map(|b| [f32::from_bits(*b), -f32::from_bits(*b)]).collect();
    let (failures, checked) = encode_against_ml_dtypes("e8m0low", &xs, &[(Format::F8E8M0FNU, "float8_e8m0fnu")]);
    assert_no_failures(&failures, checked);
    eprintln!("f32 below 2^-125 (both signs) -> E8M0: {checked} conversions equal ml_dtypes ({} inputs)", xs.len());
}

/// ml_dtypes' tables over every code of every format (decode, re-encode, casts between formats).
fn code_tables(tag: &str) -> TempDir {
    let dir = TempDir::new(tag);
    run_python("ml_dtypes_ref.py", &[dir.0.to_str().expect("utf-8 temp path"), "-"]);
    dir
}

#[test]
fn every_code_decodes_and_reencodes_like_ml_dtypes() {
    let dir = code_tables("codes");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (fmt, name) in formats() {
        let bits = fmt.params().bits;
        let n = 1usize << bits;
        let dec = read_u32(&dir.0.join(format!("decode_{name}.bin")));
        let re = read_codes(&dir.0.join(format!("reencode_{name}.bin")), bits);
        assert_eq!((dec.len(), re.len()), (n, n), "{name}: reference tables have the wrong length");
        let table = F32Decoder::new(fmt).expect("every ml_dtypes format is table-decodable");
        let codes: Vec<u16> = (0..n).map(|c| c as u16).collect();
        let mut fast = vec![0f32; n];
        table.decode(&codes, &mut fast).expect("lengths match");
        for c in 0..n {
            let ours = decode(fmt, c as u64) as f32;
            let theirs = f32::from_bits(dec[c]);
            let same = |a: f32| a.to_bits() == theirs.to_bits() || (a.is_nan() && theirs.is_nan());
            if !same(ours) || !same(fast[c]) {
                failures.push(format!("{fmt} decode {c:#x}: lpf {ours:e} / table {:e}, ml_dtypes {theirs:e}", fast[c]));
            }
            let back = encode_f32(fmt, ours, Rounding::ToNearestEven, Overflow::NanOrInf);
            let ok = back == re[c] || (decode_value(fmt, back).is_nan() && decode_value(fmt, re[c]).is_nan());
            if !ok {
                failures.push(format!("{fmt} re-encode of {c:#x}: lpf {back:#x}, ml_dtypes {:#x}", re[c]));
            }
            checked += 1;
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{:#?}", failures.len(), &failures[..failures.len().min(20)]);
    eprintln!("{checked} codes decode and re-encode like ml_dtypes");
}

#[test]
fn format_to_format_convert_equals_ml_dtypes_casts() {
    // Every code of every ml_dtypes format cast to every other one: exact decode, one rounding.
    let dir = code_tables("cross");
    let mut failures = Vec::new();
    let mut checked = 0;
    for (src, sname) in formats() {
        for (dst, dname) in formats() {
            if src == dst {
                continue;
            }
            let theirs = read_codes(&dir.0.join(format!("cross_{sname}_{dname}.bin")), dst.params().bits);
            for (c, t) in theirs.iter().enumerate() {
                let v = decode_value(src, c as u64);
                let ours = lpf_numerics::convert(src, dst, c as u64, Rounding::ToNearestEven, Overflow::NanOrInf);
                // Our policy, not ml_dtypes': NaN into a format without NaN is +0 (formats.md §2.3).
                let t = if v.is_nan() && !dst.has_nan() { 0 } else { *t };
                let same = ours == t || (decode_value(dst, ours).is_nan() && decode_value(dst, t).is_nan());
                if !same {
                    failures.push(format!("{src} {c:#x} -> {dst}: lpf {ours:#x}, ml_dtypes {t:#x}"));
                }
                checked += 1;
            }
        }
    }
    assert!(failures.is_empty(), "{} mismatches:\n{:#?}", failures.len(), &failures[..failures.len().min(20)]);
    eprintln!("{checked} format-to-format conversions equal ml_dtypes");
}
