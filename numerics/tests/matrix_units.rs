//! Hand-derived cases for the matrix-unit models, each worked out from the family's definition
//! (MMA-Sim, arXiv 2511.10909, section 4) in the comment above it; the golden vectors from
//! mmasim itself are in mmasim_vectors.rs.

use lpf_numerics::kernels::Tensor;
use lpf_numerics::matrix_units::{hardware_dot, HardwareDotError};
use lpf_numerics::{encode, Format, Overflow, Rounding};

fn row(fmt: Format, values: &[f64]) -> Vec<u64> {
    values.iter().map(|v| encode(fmt, *v, Rounding::ToNearestEven, Overflow::NanOrInf)).collect()
}

/// a (1 x K) . b (K x 1) on `unit`, the result's bits.
fn dot(unit: &str, fmt: Format, result: Format, a: &[f64], b: &[f64]) -> u64 {
    let k = a.len();
    let lhs = Tensor::new(fmt, vec![1, k], row(fmt, a)).unwrap();
    let rhs = Tensor::new(fmt, vec![k, 1], row(fmt, b)).unwrap();
    hardware_dot(unit, &lhs, &rhs, result).unwrap().codes[0]
}

fn padded(head: &[f64], k: usize) -> Vec<f64> {
    let mut v = head.to_vec();
    v.resize(k, 0.0);
    v
}

const TWO: f64 = 2.0;

/// Hopper's fp8 wgmma keeps 13 fraction bits at the slice's largest exponent (2^0 here): a
/// product 2^-14 is truncated away, 2^-13 is kept (1 + 2^-13 is exact in E8M13). lpf's plain
/// ordered f32 dot would keep both.
#[test]
fn wgmma_fp8_keeps_13_fraction_bits() {
    let f8 = Format::F8E4M3FN;
    let lost = dot("nvidia.hopper.wgmma", f8, Format::F32, &padded(&[1.0, TWO.powi(-7)], 32), &padded(&[1.0, TWO.powi(-7)], 32));
    assert_eq!(lost, 1f32.to_bits() as u64);
    let kept = dot("nvidia.hopper.wgmma", f8, Format::F32, &padded(&[1.0, TWO.powi(-6)], 32), &padded(&[1.0, TWO.powi(-7)], 32));
    assert_eq!(kept, (1.0f32 + 2f32.powi(-13)).to_bits() as u64);
}

/// Volta keeps F = 23 bits, Hopper F = 25: two products of 2^-24 next to 1.0 vanish on Volta
/// and make 1 + 2^-23 on Hopper (then exact in f32).
#[test]
fn volta_and_hopper_differ_in_kept_bits() {
    let (a, b) = ([1.0, TWO.powi(-12), TWO.powi(-12), 0.0], [1.0, TWO.powi(-12), TWO.powi(-12), 0.0]);
    assert_eq!(dot("nvidia.volta.mma", Format::F16, Format::F32, &a, &b), 1f32.to_bits() as u64);
    let h = dot("nvidia.hopper.wgmma", Format::F16, Format::F32, &padded(&a, 16), &padded(&b, 16));
    assert_eq!(h, (1.0f32 + 2f32.powi(-23)).to_bits() as u64);
}

/// The RZ output: 1 + 2^-24 + 2^-25 (kept with F = 25) truncates to 1.0 in f32, where RNE
/// would give 1 + 2^-23.
#[test]
fn f32_output_truncates() {
    let a = padded(&[1.0, TWO.powi(-12), TWO.powi(-12)], 16);
    let b = padded(&[1.0, TWO.powi(-12), TWO.powi(-13)], 16);
    assert_eq!(dot("nvidia.hopper.wgmma", Format::F16, Format::F32, &a, &b), 1f32.to_bits() as u64);
}

/// NaN in, and inf x 0, give the hardware's canonical NaN 0x7FFFFFFF.
#[test]
fn nan_is_canonical() {
    let nan = dot("nvidia.hopper.wgmma", Format::F8E5M2, Format::F32, &padded(&[f64::INFINITY], 32), &padded(&[0.0], 32));
    assert_eq!(nan, 0x7FFF_FFFF);
}

/// CDNA2 flushes subnormal f16 inputs to +0: 2^-20 x 2^10 is 0 there; CDNA3 keeps it (2^-10).
#[test]
fn cdna2_flushes_subnormal_inputs() {
    let a = padded(&[TWO.powi(-20)], 8);
    let b = padded(&[TWO.powi(10)], 8);
    assert_eq!(dot("amd.cdna2.mfma", Format::F16, Format::F32, &a, &b), 0);
    assert_eq!(dot("amd.cdna3.mfma", Format::F16, Format::F32, &a, &b), 2f32.powi(-10).to_bits() as u64);
}

/// CDNA1 sums a chunk exactly and rounds once: 2^24 + 1 - 2^24 is 1 there; f32 in order would
/// give 0 (2^24 + 1 rounds to 2^24 first).
#[test]
fn cdna1_sums_exactly() {
    let a = padded(&[TWO.powi(12), 1.0, -TWO.powi(12)], 8);
    let b = padded(&[TWO.powi(12), 1.0, TWO.powi(12)], 8);
    assert_eq!(dot("amd.cdna1.mfma", Format::F16, Format::F32, &a, &b), 1f32.to_bits() as u64);
}

#[test]
fn k_must_be_a_multiple_of_the_instruction_k() {
    let lhs = Tensor::new(Format::F16, vec![1, 8], vec![0; 8]).unwrap();
    let rhs = Tensor::new(Format::F16, vec![8, 1], vec![0; 8]).unwrap();
    let err = hardware_dot("nvidia.hopper.wgmma", &lhs, &rhs, Format::F32).unwrap_err();
    assert_eq!(err, HardwareDotError::KNotMultiple { unit: "nvidia.hopper.wgmma", k: 8, native_k: 16 });
    assert!(matches!(hardware_dot("nvidia.pascal.mma", &lhs, &rhs, Format::F32), Err(HardwareDotError::UnknownUnit { .. })));
}
