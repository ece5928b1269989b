//! Exhaustive sweeps (minutes): run with `cargo test -p lpf-numerics --release --test exhaustive
//! -- --ignored --nocapture`. Each prints its count and run time (recorded in docs/numerics.md).
//! - every f32 (2^32) -> f8E4M3FN, f8E5M2, f4E2M1FN, bf16, f16, and separately f8E8M0FNU, against
//!   ml_dtypes (codec and bulk);
//! - f16 add and mul over all 2^32 operand pairs against hardware arithmetic (exact in f64/f32)
//!   rounded once by the CPU's F16C conversion (round-to-odd to f32 first for sums).

mod common;

use common::{python, script};
use lpf_numerics::bulk::F32Encoder;
use lpf_numerics::kernels::{self, BinaryOp};
use lpf_numerics::{decode_value, encode_f32, Code, Format, Overflow, Rounding};
use std::io::Read;
use std::process::{Command, Stdio};
use std::time::Instant;

const CHUNK: usize = 1 << 24;

#[test]
#[ignore = "exhaustive: every f32 into five formats (several minutes)"]
fn every_f32_into_five_formats_equals_ml_dtypes() {
    sweep_every_f32(&[Format::F8E4M3FN, Format::F8E5M2, Format::F4E2M1FN, Format::BF16, Format::F16]);
}

#[test]
#[ignore = "exhaustive: every f32 into f8E8M0FNU (about a minute)"]
fn every_f32_into_e8m0_equals_ml_dtypes() {
    sweep_every_f32(&[Format::F8E8M0FNU]);
}

/// Every f32 bit pattern into each format, codec and bulk (RNE, nan_or_inf), against ml_dtypes
/// streamed chunk by chunk.
fn sweep_every_f32(formats: &[Format]) {
    let names: Vec<&str> = formats.iter().map(|f| f.ml_dtypes_name().expect("ml_dtypes has it")).collect();
    let start = Instant::now();
    let mut child = Command::new(python())
        .arg(script("ml_dtypes_sweep.py"))
        .args(&names)
        .stdout(Stdio::piped())
        .spawn()
        .expect("start ml_dtypes_sweep.py");
    let mut stdout = child.stdout.take().expect("piped stdout");
    let encoders: Vec<F32Encoder> = formats.iter().map(|f| F32Encoder::new(*f, Rounding::ToNearestEven, Overflow::NanOrInf)).collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut checked = 0u64;
    for c in 0..256u32 {
        for (fi, fmt) in formats.iter().enumerate() {
            let width = if fmt.params().bits > 8 { 2 } else { 1 };
            let mut buf = vec![0u8; CHUNK * width];
            stdout.read_exact(&mut buf).expect("read reference chunk");
            let theirs = |i: usize| -> Code {
                if width == 1 { buf[i] as Code } else { u16::from_le_bytes([buf[2 * i], buf[2 * i + 1]]) as Code }
            };
            let bad: usize = std::thread::scope(|s| {
                let per = CHUNK / threads;
                let handles: Vec<_> = (0..threads)
                    .map(|t| {
                        let (enc, theirs) = (&encoders[fi], &theirs);
                        s.spawn(move || {
                            let mut bad = 0;
                            for i in t * per..(t + 1) * per {
                                let x = f32::from_bits((c << 24) | i as u32);
                                let ours = encode_f32(*fmt, x, Rounding::ToNearestEven, Overflow::NanOrInf);
                                // Policy: NaN into a format without NaN is +0 (formats.md §2.3).
                                let t = if x.is_nan() && !fmt.has_nan() { 0 } else { theirs(i) };
                                let same = ours == t || (decode_value(*fmt, ours).is_nan() && decode_value(*fmt, t).is_nan());
                                if !same || enc.encode_one(x) != ours {
                                    if bad < 3 {
                                        eprintln!("{fmt}: x = {:#010x}: lpf {ours:#x} bulk {:#x} ml_dtypes {t:#x}", x.to_bits(), enc.encode_one(x));
                                    }
                                    bad += 1;
                                }
                            }
                            bad
                        })
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().expect("worker")).sum()
            });
            assert_eq!(bad, 0, "{fmt}: {bad} mismatches in chunk {c}");
            checked += CHUNK as u64;
        }
    }
    assert!(child.wait().expect("sweep exits").success());
    eprintln!(
        "exhaustive f32 sweep: {checked} conversions (2^32 x {}) equal ml_dtypes in {:.1} s",
        formats.len(),
        start.elapsed().as_secs_f64()
    );
}

/// f64 -> f16 rounded once (RNE) by hardware: round-to-odd into f32 (24 >= 11 + 2 bits, so the
/// second rounding is exact), then F16C's RNE conversion.
#[cfg(target_arch = "x86_64")]
fn f64_to_f16_hw(x: f64) -> u16 {
    use std::arch::x86_64::{_mm_cvtps_ph, _mm_cvtsi128_si32, _mm_set_ss};
    let mut f = x as f32;
    if x.is_finite() && (f as f64).abs() > x.abs() {
        f = f32::from_bits(f.to_bits() - 1); // toward zero
    }
    if x.is_finite() && f as f64 != x {
        f = f32::from_bits(f.to_bits() | 1); // sticky
    }
    // SAFETY: guarded by the f16c feature check in the caller.
    unsafe { _mm_cvtsi128_si32(_mm_cvtps_ph::<0>(_mm_set_ss(f))) as u16 }
}

#[cfg(target_arch = "x86_64")]
fn f16_to_f64_hw(c: u16) -> f64 {
    use std::arch::x86_64::{_mm_cvtph_ps, _mm_cvtsi32_si128, _mm_cvtss_f32};
    // SAFETY: guarded by the f16c feature check in the caller.
    unsafe { _mm_cvtss_f32(_mm_cvtph_ps(_mm_cvtsi32_si128(c as i32))) as f64 }
}

#[test]
#[ignore = "exhaustive: f16 add and mul over all 2^32 pairs (several minutes)"]
#[cfg(target_arch = "x86_64")]
fn f16_add_and_mul_over_all_pairs() {
    assert!(std::is_x86_feature_detected!("f16c"), "this sweep's reference needs the F16C instructions");
    let start = Instant::now();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u32;
    let total: u64 = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    let mut n = 0u64;
                    let mut a = t;
                    while a < 1 << 16 {
                        let x = f16_to_f64_hw(a as u16);
                        for b in 0..1u32 << 16 {
                            let y = f16_to_f64_hw(b as u16);
                            // Sums of two f16 are exact in f64 (<= 41 bits), products too (22 bits).
                            for (op, exact) in [(BinaryOp::Add, x + y), (BinaryOp::Mul, x * y)] {
                                let ours = kernels::binary(op, Format::F16, a as Code, b as Code, Rounding::ToNearestEven).expect("f16");
                                let theirs = f64_to_f16_hw(exact) as Code;
                                let same = ours == theirs
                                    || (decode_value(Format::F16, ours).is_nan() && decode_value(Format::F16, theirs).is_nan());
                                assert!(same, "f16 {a:#06x} {} {b:#06x}: lpf {ours:#x}, hardware {theirs:#x}", op.name());
                                n += 1;
                            }
                        }
                        a += threads;
                    }
                    n
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("worker")).sum()
    });
    assert_eq!(total, 2 << 32);
    eprintln!("exhaustive f16 add+mul: {total} results equal hardware in {:.1} s", start.elapsed().as_secs_f64());
}

#[test]
fn the_f16_hardware_reference_is_sound() {
    // A quick default-run check of the sweep's reference helpers on known cases.
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("f16c") {
        assert_eq!(f64_to_f16_hw(1.0), 0x3C00);
        assert_eq!(f64_to_f16_hw(1.0 + 2f64.powi(-11)), 0x3C00, "tie to even");
        assert_eq!(f64_to_f16_hw(1.0 + 2f64.powi(-11) + 2f64.powi(-40)), 0x3C01, "just above the tie");
        assert_eq!(f64_to_f16_hw(65520.0), 0x7C00);
        assert_eq!(f16_to_f64_hw(0x0001), 2f64.powi(-24));
        let _ = encode_f32(Format::F16, 1.0, Rounding::ToNearestEven, Overflow::NanOrInf);
    }
}
