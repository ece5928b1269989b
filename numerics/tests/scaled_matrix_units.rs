//! Hand-derived cases for the block-scaled matrix-unit models (ST-FDPA, GST-FDPA; Blackwell's
//! tcgen05.mma block-scaled kinds), each worked out from the family's definition (MMA-Sim 2.1.1,
//! `arithmetic/fdpa.py`) in the comment above it; the golden vectors from mmasim itself are in
//! mmasim_scaled_vectors.rs.

use lpf_numerics::kernels::{BlockScaled, Tensor};
use lpf_numerics::matrix_units::{hardware_scaled_dot, HardwareDotError};
use lpf_numerics::{encode, Format, Overflow, Rounding};

const TCGEN05: &str = "nvidia.blackwell.tcgen05";

fn codes(fmt: Format, values: &[f64]) -> Vec<u64> {
    values.iter().map(|v| encode(fmt, *v, Rounding::ToNearestEven, Overflow::NanOrInf)).collect()
}

fn padded(head: &[(usize, f64)], k: usize) -> Vec<f64> {
    let mut v = vec![0.0; k];
    head.iter().for_each(|&(i, x)| v[i] = x);
    v
}

/// One row a [1, K] with scale codes `sa` times one column b (given as [1, K]) with `sb`.
fn dot(elem: Format, scale: Format, block: usize, a: &[f64], sa: &[u64], b: &[f64], sb: &[u64]) -> Result<u64, HardwareDotError> {
    let k = a.len();
    let t = |v: &[f64], s: &[u64]| BlockScaled {
        elems: Tensor::new(elem, vec![1, k], codes(elem, v)).unwrap(),
        scales: Tensor::new(scale, vec![1, k / block], s.to_vec()).unwrap(),
        block,
        tensor_scale: None,
    };
    hardware_scaled_dot(TCGEN05, &t(a, sa), &t(b, sb), Format::F32).map(|r| r.codes[0])
}

const E8M0_ONE: u64 = 127;

/// kind::mxf8f6f4 (ST-FDPA, F 25): slice 0 gives c = 1; slice 1's two products 1 x 1 x 2^-24
/// join c at e_max 0 on the grid 2^-25 and sum exactly to 1 + 2^-23, exact in f32. (An f32 sum
/// one product at a time would round each 1 + 2^-24 to even, 1.0.)
#[test]
fn mxf8f6f4_fuses_a_slice_with_the_accumulator() {
    let f8 = Format::F8E4M3FN;
    let a = padded(&[(0, 1.0), (32, 1.0), (33, 1.0)], 64);
    let got = dot(f8, Format::F8E8M0FNU, 32, &a, &[E8M0_ONE, E8M0_ONE - 24], &a, &[E8M0_ONE, E8M0_ONE]).unwrap();
    assert_eq!(got, (1.0f32 + 2f32.powi(-23)).to_bits() as u64);
}

/// ST-FDPA truncates every term below 2^(e_max - 25), and the scales move e_max: slice 0 leaves
/// c = -2^-16 (element -1, scale 2^-16); slice 1's product is 2^10 (scale 2^10), so e_max is 10,
/// the grid 2^-15, and c truncates toward zero to 0: the result is 2^10. Had c been kept,
/// 2^10 - 2^-16 rounded toward zero into f32 would be 2^10 - 2^-14 (0x447FFFFF).
#[test]
fn mxf8f6f4_truncates_the_accumulator_below_the_grid() {
    let f8 = Format::F8E4M3FN;
    let a = padded(&[(0, -1.0), (32, 1.0)], 64);
    let b = padded(&[(0, 1.0), (32, 1.0)], 64);
    let got = dot(f8, Format::F8E8M0FNU, 32, &a, &[E8M0_ONE - 16, E8M0_ONE + 10], &b, &[E8M0_ONE, E8M0_ONE]).unwrap();
    assert_eq!(got, 1024f32.to_bits() as u64);
}

/// kind::mxf4nvf4 block16 ue8m0 (GST-FDPA, G 16, F 35): group 0 is 1 x 1 + (-1) x 1 at scale
/// 2^60: it cancels but keeps exponent 60, so group 1's 0.5 x 0.5 x 2^20 = 2^18 lies below the
/// grid 2^25: +0. With group 0 all zero instead, it takes e_zero, e_max is 20 and 2^18 stays.
#[test]
fn mxf4nvf4_cancelled_group_keeps_its_exponent() {
    let f4 = Format::F4E2M1FN;
    let sa = [E8M0_ONE + 60, E8M0_ONE + 20, E8M0_ONE, E8M0_ONE];
    let b = padded(&[(0, 1.0), (1, 1.0), (16, 0.5)], 64);
    let cancelled = padded(&[(0, 1.0), (1, -1.0), (16, 0.5)], 64);
    assert_eq!(dot(f4, Format::F8E8M0FNU, 16, &cancelled, &sa, &b, &[E8M0_ONE; 4]).unwrap(), 0);
    let zero = padded(&[(16, 0.5)], 64);
    assert_eq!(dot(f4, Format::F8E8M0FNU, 16, &zero, &sa, &b, &[E8M0_ONE; 4]).unwrap(), 2f32.powi(18).to_bits() as u64);
}

/// ue4m3 scales (f8E4M3FN codes) are read without their sign: 0xB8 (-1.0) scales by 1.0. A
/// scale of 0x7F is NaN, and the result is the model's NaN 0x7FFFFFFF.
#[test]
fn ue4m3_scales_ignore_the_sign_and_nan_propagates() {
    let f4 = Format::F4E2M1FN;
    let a = padded(&[(0, 6.0)], 64);
    let one = 0x38; // 1.0 in f8E4M3FN
    let got = dot(f4, Format::F8E4M3FN, 16, &a, &[0xB8, one, one, one], &a, &[one; 4]).unwrap();
    assert_eq!(got, 36f32.to_bits() as u64);
    let nan = dot(f4, Format::F8E4M3FN, 16, &a, &[one, 0x7F, one, one], &a, &[one; 4]).unwrap();
    assert_eq!(nan, 0x7FFF_FFFF);
}

/// Layout: lhs [2, K] with row r scaled by 2^r, rhs given as [N = 3, K] with column j scaled by
/// 2^(2j), one product 1 x 1 at k = 0: cell (r, j) is 2^(r + 2j).
#[test]
fn scales_follow_rows_and_columns() {
    let f8 = Format::F8E5M2;
    let k = 32;
    let ones = |rows: usize| codes(f8, &(0..rows * k).map(|i| if i % k == 0 { 1.0 } else { 0.0 }).collect::<Vec<_>>());
    let lhs = BlockScaled {
        elems: Tensor::new(f8, vec![2, k], ones(2)).unwrap(),
        scales: Tensor::new(Format::F8E8M0FNU, vec![2, 1], vec![E8M0_ONE, E8M0_ONE + 1]).unwrap(),
        block: 32,
        tensor_scale: None,
    };
    let rhs = BlockScaled {
        elems: Tensor::new(f8, vec![3, k], ones(3)).unwrap(),
        scales: Tensor::new(Format::F8E8M0FNU, vec![3, 1], vec![E8M0_ONE, E8M0_ONE + 2, E8M0_ONE + 4]).unwrap(),
        block: 32,
        tensor_scale: None,
    };
    let r = hardware_scaled_dot(TCGEN05, &lhs, &rhs, Format::F32).unwrap();
    assert_eq!(r.shape, vec![2, 3]);
    let want: Vec<u64> = (0..2).flat_map(|r| (0..3).map(move |j| 2f32.powi(r + 2 * j).to_bits() as u64)).collect();
    assert_eq!(r.codes, want);
}

#[test]
fn refusals_name_the_unit() {
    let f4 = Format::F4E2M1FN;
    let a = padded(&[], 32);
    // kind::mxf4's k is 64: K = 32 is rejected, not padded.
    let err = dot(f4, Format::F8E8M0FNU, 32, &a, &[E8M0_ONE], &a, &[E8M0_ONE]).unwrap_err();
    assert!(matches!(err, HardwareDotError::KNotMultiple { k: 32, native_k: 64, .. }), "{err}");
    // ue4m3 scales come in blocks of 16 only.
    let a = padded(&[], 64);
    let err = dot(f4, Format::F8E4M3FN, 32, &a, &[0x38; 2], &a, &[0x38; 2]).unwrap_err();
    assert!(err.to_string().starts_with("[E0913] matrix unit \"nvidia.blackwell.tcgen05\" has no block-scaled instruction"), "{err}");
}
