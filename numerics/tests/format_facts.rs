//! The format table against the published facts (formats.md §1 and §4, atreides.md §10), the
//! names (E0910), and code round trips for every format, P3109 and SFx families included.

use lpf_numerics::{decode, decode_value, encode, encode_value, Format, Overflow, Rounding, Value};

fn f(name: &str) -> Format {
    Format::parse(name).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn max_finite(fmt: Format) -> f64 {
    decode(fmt, encode(fmt, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate))
}

/// Smallest positive value: the code just above +0 (E8M0: code 0).
fn min_positive(fmt: Format) -> f64 {
    let step = 1u64 << fmt.params().pad;
    (0..1u64 << 17).map(|c| decode(fmt, c * step)).find(|v| *v > 0.0).unwrap_or(f64::NAN)
}

#[test]
fn table_facts_of_formats_md() {
    // (name, max finite, min positive (subnormal where the format has them), has inf, has NaN)
    let rows: &[(&str, f64, f64, bool, bool)] = &[
        ("f16", 65504.0, 2f64.powi(-24), true, true),
        ("bf16", 3.3895313892515355e38, 2f64.powi(-133), true, true),
        ("tf32", 3.4011621342146535e38, 2f64.powi(-136), true, true),
        ("f8E4M3FN", 448.0, 2f64.powi(-9), false, true),
        ("f8E5M2", 57344.0, 2f64.powi(-16), true, true),
        ("f8E4M3", 240.0, 2f64.powi(-9), true, true),
        ("f8E3M4", 15.5, 2f64.powi(-6), true, true),
        ("f8E4M3FNUZ", 240.0, 2f64.powi(-10), false, true),
        ("f8E5M2FNUZ", 57344.0, 2f64.powi(-17), false, true),
        ("f8E4M3B11FNUZ", 30.0, 2f64.powi(-13), false, true),
        ("f8E8M0FNU", 2f64.powi(127), 2f64.powi(-127), false, true),
        ("f6E2M3FN", 7.5, 0.125, false, false),
        ("f6E3M2FN", 28.0, 0.0625, false, false),
        ("f4E2M1FN", 6.0, 0.5, false, false),
        ("sf16", 0.999969482421875, 2f64.powi(-15), false, false),
        ("sf8", 0.9921875, 2f64.powi(-7), false, false),
        ("sf4", 0.875, 0.125, false, false),
        ("gf16", 4290772992.0, 2f64.powi(-39), true, true),
        ("binary8p4se", 224.0, 2f64.powi(-10), true, true),
        ("binary8p4sf", 240.0, 2f64.powi(-10), false, true),
        ("binary8p3se", 49152.0, 2f64.powi(-17), true, true),
        ("binary8p3sf", 57344.0, 2f64.powi(-17), false, true),
        ("binary4p2sf", 3.0, 0.25, false, true),
    ];
    for &(name, max, min, inf, nan) in rows {
        let fmt = f(name);
        assert_eq!(max_finite(fmt), max, "{name} max finite");
        assert_eq!(min_positive(fmt), min, "{name} min positive");
        assert_eq!((fmt.has_inf(), fmt.has_nan()), (inf, nan), "{name} inf/NaN");
    }
    // Min normals (formats.md §1).
    for (name, code, v) in [("f8E4M3FN", 0x08, 2f64.powi(-6)), ("f8E4M3FNUZ", 0x08, 2f64.powi(-7)), ("gf16", 0x0200, 2f64.powi(-30))] {
        assert_eq!(decode(f(name), code), v, "{name} min normal");
    }
}

#[test]
fn special_codes_of_formats_md() {
    let nan = |name: &str, c: u64| assert!(decode(f(name), c).is_nan(), "{name} {c:#x} should be NaN");
    let val = |name: &str, c: u64, v: f64| assert_eq!(decode(f(name), c), v, "{name} {c:#x}");
    nan("f8E4M3FN", 0x7F);
    nan("f8E4M3FN", 0xFF);
    val("f8E4M3FN", 0x7E, 448.0);
    val("f8E4M3FN", 0x80, -0.0);
    assert!(decode(f("f8E4M3FN"), 0x80).is_sign_negative());
    val("f8E5M2", 0x7C, f64::INFINITY);
    val("f8E5M2", 0xFC, f64::NEG_INFINITY);
    for c in [0x7D, 0x7E, 0x7F, 0xFD, 0xFE, 0xFF] {
        nan("f8E5M2", c);
    }
    val("f8E4M3", 0x78, f64::INFINITY);
    val("f8E3M4", 0x70, f64::INFINITY);
    for name in ["f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ"] {
        nan(name, 0x80);
        assert_eq!(decode(f(name), 0x00).to_bits(), 0, "{name} has only +0");
    }
    nan("f8E8M0FNU", 0xFF);
    val("f8E8M0FNU", 0x00, 2f64.powi(-127));
    val("f8E8M0FNU", 0x7F, 1.0);
    val("gf16", 0x7E00, f64::INFINITY);
    val("gf16", 0xFE00, f64::NEG_INFINITY);
    val("gf16", 0x7DFF, 4290772992.0);
    // P3109 (formats.md §4): one zero, NaN at 0x80, ±inf at 0x7F/0xFF in extended formats.
    for name in ["binary8p4se", "binary8p3se", "binary8p1se"] {
        nan(name, 0x80);
        val(name, 0x7F, f64::INFINITY);
        val(name, 0xFF, f64::NEG_INFINITY);
        val(name, 0x00, 0.0);
    }
    nan("binary4p2sf", 0x8);
    val("binary4p2sf", 0x7, 3.0);
    // The scale format Binary8p1uf: c = 2^(c-128), 0x00 = zero, 0xFF NaN.
    val("binary8p1uf", 0x00, 0.0);
    val("binary8p1uf", 0x80, 1.0);
    val("binary8p1uf", 0x01, 2f64.powi(-127));
    nan("binary8p1uf", 0xFF);
    // Unsigned extended: +inf = 2^K - 2.
    val("binary8p3ue", 0xFE, f64::INFINITY);
    // SFx: ±m / 2^(x-1), sign-magnitude.
    val("sf16", 0x8001, -(2f64.powi(-15)));
    val("sf8", 0x40, 0.5);
}

#[test]
fn wide_p3109_members_decode_exactly() {
    // Binary16p1se: 15 exponent bits, beyond f64; the exact Value still holds every code.
    let fmt = f("!lpf.p3109<16, 1, signed, extended>");
    assert_eq!(decode_value(fmt, 0x7FFE), Value::Finite { negative: false, mant: 1, exp: 0x7FFE - (1 << 14) });
    assert_eq!(decode_value(fmt, 0x0001), Value::Finite { negative: false, mant: 1, exp: 1 - (1 << 14) });
    assert_eq!(decode(fmt, 0x7FFE), f64::INFINITY, "documented: decode to f64 overflows past f64's range");
}

/// Every code of every format of at most 16 bits re-encodes to itself (NaNs to the canonical NaN).
#[test]
fn every_code_round_trips_in_every_format() {
    let mut n = 0;
    for fmt in Format::all() {
        let p = fmt.params();
        if p.bits > 16 {
            continue;
        }
        for c in 0..1u64 << p.bits {
            let code = c << p.pad;
            let v = decode_value(fmt, code);
            let back = encode_value(fmt, v, Rounding::ToNearestEven, Overflow::NanOrInf);
            let sfx_neg_zero = matches!(fmt, Format::Sf(_)) && c == 1 << (p.bits - 1);
            if v.is_nan() {
                assert!(decode_value(fmt, back).is_nan(), "{fmt} {c:#x}");
            } else if sfx_neg_zero {
                assert_eq!(back, 0, "{fmt}: -0 canonicalises to +0");
            } else {
                assert_eq!(back, code, "{fmt} {c:#x} -> {v:?}");
            }
            n += 1;
        }
    }
    assert!(n > 1_000_000, "{n}");
}

#[test]
fn names_parse_print_and_reject_ambiguity() {
    for (spellings, canonical) in [
        (&["f8E4M3FN", "float8_e4m3fn", "fp8e4m3fn", "F8E4M3FN"][..], "f8E4M3FN"),
        (&["f8E5M2", "float8_e5m2", "fp8e5m2"][..], "f8E5M2"),
        (&["bf16", "bfloat16"][..], "bf16"),
        (&["sf8", "!lpf.sf<8>"][..], "!lpf.sf<8>"),
        (&["!lpf.p3109<8, 4, signed, extended>", "binary8p4se", "Binary8p4se"][..], "!lpf.p3109<8, 4, signed, extended>"),
        (&["gf16", "!lpf.gf16"][..], "!lpf.gf16"),
        (&["f8E8M0FNU", "float8_e8m0fnu"][..], "f8E8M0FNU"),
        (&["f4E2M1FN", "float4_e2m1fn"][..], "f4E2M1FN"),
    ] {
        for s in spellings {
            assert_eq!(f(s).mlir_name(), canonical, "{s}");
        }
    }
    for fmt in Format::all() {
        assert_eq!(Format::parse(&fmt.mlir_name()), Ok(fmt), "{fmt} round-trips through its name");
    }
    for (bad, candidates) in [("fp8", 8), ("fp8e4m3", 4), ("fp8e5", 2)] {
        let e = Format::parse(bad).expect_err(bad).to_string();
        assert!(e.starts_with("[E0910]"), "{e}");
        assert_eq!(e.matches("f8E").count(), candidates, "{e}");
    }
    for bad in ["sf1", "sf17", "!lpf.p3109<8, 8, signed, extended>", "binary2p1se", "!lpf.p3109<8, 4, signd, extended>"] {
        let e = Format::parse(bad).expect_err(bad).to_string();
        assert!(e.contains("invalid format"), "{bad}: {e}");
    }
    assert!(Format::parse("f7").expect_err("f7").to_string().contains("unknown format name 'f7'"));
    for r in Rounding::ALL {
        assert_eq!(Rounding::parse(r.name()), Ok(r));
    }
    assert!(Rounding::parse("nearest").is_err());
    assert_eq!(Overflow::parse("saturate"), Ok(Overflow::Saturate));
    assert_eq!(Overflow::parse("nan_or_inf"), Ok(Overflow::NanOrInf));
}

#[test]
fn default_overflow_policies() {
    assert_eq!(Format::F8E4M3FN.default_overflow(), Overflow::Saturate);
    for fmt in [Format::F16, Format::BF16, Format::TF32, Format::F8E5M2, Format::F8E4M3, Format::F8E3M4] {
        assert_eq!(fmt.default_overflow(), Overflow::NanOrInf, "{fmt}");
    }
    for fmt in [Format::F4E2M1FN, Format::F6E2M3FN, f("sf8")] {
        assert_eq!(fmt.default_overflow(), Overflow::Saturate, "{fmt}");
    }
    let e = Rounding::ToNearestEven;
    assert_eq!(encode(Format::F8E4M3FN, 1000.0, e, Format::F8E4M3FN.default_overflow()), 0x7E);
    assert_eq!(encode(Format::F8E4M3FN, 1000.0, e, Overflow::NanOrInf), 0x7F);
    assert_eq!(encode(Format::F8E4M3FN, -1000.0, e, Overflow::Saturate), 0xFE);
    assert_eq!(encode(Format::F8E4M3FN, f64::NAN, e, Overflow::Saturate), 0x7F, "NaN stays NaN when saturating");
    assert_eq!(encode(Format::F8E5M2, 61440.0, e, Overflow::NanOrInf), 0x7C, "61440 is the tie, to inf");
    assert_eq!(encode(Format::F8E5M2, 61439.0, e, Overflow::NanOrInf), 0x7B);
    // P3109 finite: SatNone overflow gives MaxFinite (formats.md §4).
    assert_eq!(encode(f("binary8p4sf"), 1e6, e, Overflow::NanOrInf), 0x7F);
    assert_eq!(encode(f("binary8p4se"), 1e6, e, Overflow::NanOrInf), 0x7F, "extended: +inf");
    assert_eq!(encode(f("binary8p4se"), 1e6, e, Overflow::Saturate), 0x7E);
}

#[test]
fn sfx_conversion_rules() {
    // atreides.md §10: clamp, RNE on the grid, ±inf -> ±vmax, -0 -> +0; NaN -> +0 (formats.md §2.3).
    let sf8 = f("sf8");
    let e = Rounding::ToNearestEven;
    let ovf = sf8.default_overflow();
    assert_eq!(encode(sf8, 2.0, e, ovf), 0x7F);
    assert_eq!(encode(sf8, -2.0, e, ovf), 0xFF);
    assert_eq!(encode(sf8, f64::INFINITY, e, Overflow::NanOrInf), 0x7F);
    assert_eq!(encode(sf8, f64::NEG_INFINITY, e, Overflow::NanOrInf), 0xFF);
    assert_eq!(encode(sf8, f64::NAN, e, ovf), 0x00);
    assert_eq!(encode(sf8, -0.0, e, ovf), 0x00);
    assert_eq!(encode(sf8, -0.001, e, ovf), 0x00, "a negative value rounding to zero is +0");
    assert_eq!(encode(sf8, 1.5 / 128.0, e, ovf), 0x02, "tie to even grid point");
    assert_eq!(encode(sf8, 2.5 / 128.0, e, ovf), 0x02);
    assert_eq!(encode(sf8, 0.99999, e, ovf), 0x7F, "rounds up to 1.0, then saturates");
    assert_eq!(encode(f("sf16"), -0.5, e, ovf), 0xC000);
}

#[test]
fn to_odd_is_truncation_with_a_sticky_last_bit() {
    // P3109's ToOdd: the toward_zero code (checked against rustc_apfloat elsewhere), with the last
    // bit set whenever the conversion was inexact.
    let mut x = 0.123456789f64;
    for _ in 0..20_000 {
        x = (x * 7.31 + 0.177).fract() * 300.0 - 150.0;
        for fmt in [Format::F16, Format::BF16, Format::F8E5M2, f("binary8p4se"), f("binary8p3sf")] {
            if x.abs() > max_finite(fmt) {
                continue; // overflow saturates in both modes
            }
            let tz = encode(fmt, x, Rounding::TowardZero, Overflow::Saturate);
            let odd = encode(fmt, x, Rounding::ToOdd, Overflow::Saturate);
            let exact = decode(fmt, tz) == x;
            assert_eq!(odd, if exact { tz } else { tz | 1 }, "{fmt} {x}");
        }
    }
}

#[test]
fn a_complete_but_unaccepted_fp8_spelling_is_unknown_not_ambiguous() {
    let e = Format::parse("fp8e4m3fnuz").expect_err("not an SFEP-0054 name").to_string();
    assert!(e.starts_with("unknown format name"), "{e}");
}

#[test]
fn e8m0_rounding_modes_on_the_power_of_two_grid() {
    // docs/formats.md: the default is ml_dtypes' rule; the other modes are lpf's own choice. The
    // two powers of two around x are found by enumeration, with 2^-127 the floor of anything smaller.
    let e8m0 = Format::F8E8M0FNU;
    let grid: Vec<f64> = (-127..=127).map(|k| 2f64.powi(k)).collect();
    let mut xs: Vec<f64> = vec![2f64.powi(-140), 2f64.powi(-127), 1.2 * 2f64.powi(-127), 1.5 * 2f64.powi(-127)];
    xs.extend([1.7 * 2f64.powi(-127), 0.75, 1.0, 1.25, 1.5, 3.0, 5.0, 1.5 * 2f64.powi(126), 2f64.powi(127)]);
    // f64 inputs are rounded once (ml_dtypes goes through float32 and differs on these).
    xs.extend([1.5 - 2f64.powi(-52), 2f64.powi(-150), 2f64.powi(-1074)]);
    for x in xs {
        let floor = grid.iter().rev().find(|g| **g <= x).copied().unwrap_or(grid[0]);
        let ceil = grid.iter().find(|g| **g >= x).copied().unwrap_or(f64::NAN);
        let nearest_up = if x - floor < ceil - x { floor } else { ceil };
        // The default (ml_dtypes' rule, formats.md §2.5): below 2^-126 everything goes up.
        let default = if x < 2f64.powi(-126) { ceil } else { nearest_up };
        for (rnd, want) in [
            (Rounding::ToNearestEven, default),
            (Rounding::TowardZero, floor),
            (Rounding::Downward, floor),
            (Rounding::ToOdd, floor),
            (Rounding::Upward, ceil),
            (Rounding::ToNearestAway, nearest_up),
        ] {
            let got = decode(e8m0, encode(e8m0, x, rnd, Overflow::NanOrInf));
            assert_eq!(got, want, "E8M0 {rnd} of {x:e}");
        }
    }
}
