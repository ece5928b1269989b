//! Stochastic rounding (P3109's four modes, gfloat's meanings) against cases derived by hand
//! from the definitions in `rounding::StochasticMode`: the fraction delta below the last kept
//! digit, N random bits r, and each mode's integer inequality. The conformance against gfloat
//! itself is python/tests/test_stochastic_gfloat.py.

use lpf_numerics::arith::{apply_with, Op};
use lpf_numerics::{encode_value_with, Format, Overflow, RoundWith, Stochastic, StochasticMode, Value};

use StochasticMode::*;

fn sr(mode: StochasticMode, n: u32, random: u32) -> RoundWith {
    RoundWith::Random { sr: Stochastic::new(mode, n).unwrap(), random }
}

fn e4m3(x: f64, mode: StochasticMode, n: u32, random: u32, ovf: Overflow) -> u64 {
    encode_value_with(Format::F8E4M3FN, Value::from_f64(x), sr(mode, n, random), ovf)
}

/// The random words (of N bits) for which x rounds away from zero.
fn away_set(x: f64, mode: StochasticMode, n: u32, down: u64) -> Vec<u32> {
    (0..1u32 << n).filter(|&r| e4m3(x, mode, n, r, Overflow::Saturate) != down).collect()
}

#[test]
fn one_and_five_sixteenths_of_an_ulp() {
    // 1 + 0.125 * 5/16: delta = 5/16; N = 2: delta*4 = 1.25, delta*8 = 2.5.
    let x = 1.0 + 0.125 * 5.0 / 16.0;
    assert_eq!(away_set(x, Stochastic, 2, 0x38), [3]); // RNE(1.25) = 1: 1 + r >= 4
    assert_eq!(away_set(x, StochasticOdd, 2, 0x38), [3]); // RNO(1.25) = 1
    assert_eq!(away_set(x, StochasticFast, 2, 0x38), [3]); // 2 + 2r + 1 >= 8
    assert_eq!(away_set(x, StochasticFastest, 2, 0x38), [3]); // floor(1.25) = 1
    assert_eq!(e4m3(x, Stochastic, 2, 3, Overflow::Saturate), 0x39);
}

#[test]
fn ties_of_delta_times_two_to_the_n() {
    // delta = 5/8, N = 2: delta*4 = 2.5, a tie: RNE gives 2 (r >= 2), RNO gives 3 (r >= 1).
    let x = 1.0 + 0.125 * 5.0 / 8.0;
    assert_eq!(away_set(x, Stochastic, 2, 0x38), [2, 3]);
    assert_eq!(away_set(x, StochasticOdd, 2, 0x38), [1, 2, 3]);
    assert_eq!(away_set(x, StochasticFast, 2, 0x38), [1, 2, 3]); // floor(5) + 2r + 1 >= 8
    assert_eq!(away_set(x, StochasticFastest, 2, 0x38), [2, 3]); // floor(2.5) = 2
    // delta = 1/2 with N = 1: every mode rounds away exactly for r = 1.
    for mode in StochasticMode::ALL {
        assert_eq!(away_set(1.0625, mode, 1, 0x38), [1], "{mode}");
    }
}

#[test]
fn stochastic_is_unbiased_on_the_grid_of_its_bits() {
    // delta = k / 2^8 exactly: `stochastic` rounds away for exactly k of the 256 words.
    for k in 0..256u32 {
        let x = 1.0 + 0.125 * k as f64 / 256.0;
        assert_eq!(away_set(x, Stochastic, 8, 0x38).len() as u32, k, "k = {k}");
        assert_eq!(away_set(x, StochasticFastest, 8, 0x38).len() as u32, k, "k = {k}");
    }
}

#[test]
fn exact_values_and_specials_ignore_the_bits() {
    for mode in StochasticMode::ALL {
        for r in [0, 1, u32::MAX] {
            assert_eq!(e4m3(1.0, mode, 32, r, Overflow::Saturate), 0x38);
            assert_eq!(e4m3(-448.0, mode, 32, r, Overflow::NanOrInf), 0xFE);
            assert_eq!(e4m3(f64::NAN, mode, 32, r, Overflow::NanOrInf), 0x7F);
            assert_eq!(e4m3(f64::INFINITY, mode, 32, r, Overflow::Saturate), 0x7E);
            assert_eq!(e4m3(-0.0, mode, 32, r, Overflow::Saturate), 0x80);
        }
    }
}

#[test]
fn overflow_follows_the_mode_of_the_convert() {
    // 460 lies between 448 (0x7E) and 480 (beyond f8E4M3FN): delta = 12/32; N = 3: floor(3).
    for (r, sat, nan) in [(4, 0x7E, 0x7E), (5, 0x7E, 0x7F)] {
        assert_eq!(e4m3(460.0, StochasticFastest, 3, r, Overflow::Saturate), sat);
        assert_eq!(e4m3(460.0, StochasticFastest, 3, r, Overflow::NanOrInf), nan);
    }
    // f8E5M2: 60000 between 57344 and 2^16: up gives inf (nan_or_inf) or the bound.
    let e5m2 = |r, ovf| encode_value_with(Format::F8E5M2, Value::from_f64(60000.0), sr(Stochastic, 32, r), ovf);
    assert_eq!(e5m2(u32::MAX, Overflow::NanOrInf), 0x7C);
    assert_eq!(e5m2(u32::MAX, Overflow::Saturate), 0x7B);
    assert_eq!(e5m2(0, Overflow::NanOrInf), 0x7B);
}

#[test]
fn subnormals_and_zero() {
    // 2^-11 is a quarter of f8E4M3FN's smallest subnormal 2^-9: delta = 1/4, N = 2: r = 3 only.
    let x = 2f64.powi(-11);
    assert_eq!(away_set(x, Stochastic, 2, 0x00), [3]);
    assert_eq!(e4m3(-x, Stochastic, 2, 3, Overflow::Saturate), 0x81);
    assert_eq!(e4m3(-x, Stochastic, 2, 2, Overflow::Saturate), 0x80); // -0 kept
}

#[test]
fn only_the_low_n_bits_count() {
    let x = 1.0625; // delta = 1/2
    assert_eq!(e4m3(x, Stochastic, 1, 0xFFFF_FFFE, Overflow::Saturate), 0x38);
    assert_eq!(e4m3(x, Stochastic, 1, 0x0000_0001, Overflow::Saturate), 0x39);
}

#[test]
fn f64_division_sees_thirty_three_bits_below_the_last_place() {
    // 1/3 in f64: the fraction below the last place is exactly 1/3 of an ulp. With N = 32 every
    // mode's threshold is r >= 2^32 - floor((2^32 - 1) / 3) = 2863311531 (derived in the docs).
    let third = |mode, r| {
        let code = apply_with(Op::Div, Format::F64, Value::from_f64(1.0), Value::from_f64(3.0), sr(mode, 32, r), Overflow::NanOrInf);
        f64::from_bits(code)
    };
    let down = 1.0f64 / 3.0; // 1/3 rounds down to nearest (delta 1/3)
    for mode in StochasticMode::ALL {
        assert_eq!(third(mode, 2_863_311_530), down, "{mode}");
        assert_eq!(third(mode, 2_863_311_531), f64::from_bits(down.to_bits() + 1), "{mode}");
    }
}

#[test]
fn f64_product_keeps_every_bit() {
    // (1 + 2^-52)(1 + 2^-20 + 2^-52) = 1 + 2^-20 + 2^-51 + 2^-72 + 2^-104: in f64, delta =
    // 2^-20 + 2^-52 of an ulp, so floor(delta * 2^32) = 4096 (the 2^-72 term lies 72 bits
    // below the top: a 64-bit mantissa would have lost it) and `stochastic_fastest` rounds
    // away iff 4096 + r >= 2^32.
    let a = Value::from_f64(1.0 + 2f64.powi(-52));
    let b = Value::from_f64(1.0 + 2f64.powi(-20) + 2f64.powi(-52));
    let mul = |r| apply_with(Op::Mul, Format::F64, a, b, sr(StochasticFastest, 32, r), Overflow::NanOrInf);
    let down = (1.0 + 2f64.powi(-20) + 2f64.powi(-51)).to_bits();
    assert_eq!(mul(u32::MAX - 4096), down);
    assert_eq!(mul(u32::MAX - 4095), down + 1);
}

#[test]
fn sums_far_apart_stay_exact() {
    let one = Value::from_f64(1.0);
    let tiny = Value::from_f64(2f64.powi(-100));
    let f64_of = |op, mode, r| {
        f64::from_bits(apply_with(op, Format::F64, one, tiny, sr(mode, 32, r), Overflow::NanOrInf))
    };
    for mode in StochasticMode::ALL {
        // 1 + 2^-100: delta = 2^-48 of an ulp, below every mode's reach with N = 32
        // (RNE(2^-16) = 0, floor(2^-15) = 0, floor(2^-16) = 0): 1 even for all-ones words.
        assert_eq!(f64_of(Op::Add, mode, u32::MAX), 1.0, "{mode}");
        // 1 - 2^-100 lies in the ulp 2^-53 below 1 with delta = 1 - 2^-47: the nearest-integer
        // modes round delta * 2^32 up to 2^32 and `stochastic_fast` has floor(delta * 2^33) =
        // 2^33 - 1, so they give 1 for every word; `stochastic_fastest` needs r >= 1.
        assert_eq!(f64_of(Op::Sub, mode, 1), 1.0, "{mode}");
        let below = if mode == StochasticFastest { 1.0 - 2f64.powi(-53) } else { 1.0 };
        assert_eq!(f64_of(Op::Sub, mode, 0), below, "{mode}");
    }
}
