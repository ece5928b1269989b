//! A convolution on a matrix unit (`lpf.conv ... hardware("...")`, docs/dialect.md): each
//! output is the unit's dot ([`hardware_dot_vector`], the model of `lpf.dot ... hardware`) of
//! its K terms in the convolution's k order (w_1, ..., w_d, c; the input channel innermost),
//! a padding or dilation hole being a +0 of the lhs format. No second model: the terms are
//! gathered and the dot's chain computes them.

use super::chain::{hardware_dot_vector, resolve, HardwareDotError};
use crate::codec::encode_value;
use crate::format::{Code, Format};
use crate::kernels::contract::MAX_RESULT_ELEMENTS;
use crate::kernels::conv::Windows;
use crate::kernels::{ConvGeometry, KernelError, Tensor};
use crate::rounding::{Overflow, Rounding};
use crate::value::Value;

/// The convolution of `lhs [N, S.., C]` and `rhs [W.., C/G, O]` on the unit `name`, into
/// `result [N/BG, P.., O]` (the instruction's result type): per output, the unit's dot of the
/// output's K = W_1 ... W_d (C / G) terms in the k order. K must be a multiple of the
/// instruction's k.
pub fn hardware_conv(name: &str, lhs: &Tensor, rhs: &Tensor, geometry: &ConvGeometry, result: Format) -> Result<Tensor, HardwareDotError> {
    let (u, v) = resolve(name, lhs.format, rhs.format, result)?;
    lhs.validate()?;
    rhs.validate()?;
    let windows = Windows::new(geometry, &lhs.shape, &rhs.shape)?;
    let k = windows.k();
    if k % v.native_k != 0 {
        return Err(HardwareDotError::KNotMultiple { unit: u.name, k, native_k: v.native_k });
    }
    let shape = windows.shape.clone();
    let count = crate::kernels::element_count(&shape).filter(|&count| count <= MAX_RESULT_ELEMENTS).ok_or_else(|| {
        KernelError::Shape { op: "conv", detail: format!("result shape {shape:?} has more than {MAX_RESULT_ELEMENTS} elements") }
    })?;
    // A hole is a +0 term of the lhs format.
    let zero: Code = encode_value(lhs.format, Value::Zero { negative: false }, Rounding::ToNearestEven, Overflow::Saturate);
    let (mut a, mut b) = (Vec::with_capacity(k), Vec::with_capacity(k));
    let mut codes = Vec::with_capacity(count);
    for linear in 0..count {
        a.clear();
        b.clear();
        for (ia, ib) in windows.operands(linear) {
            a.push(ia.map_or(zero, |ia| lhs.codes[ia]));
            b.push(rhs.codes[ib]);
        }
        codes.push(hardware_dot_vector(&v, &a, &b));
    }
    Ok(Tensor { format: result, shape, codes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matrix_units::hardware_dot;

    /// Random codes of `format`'s storage width (NaNs, infinities and subnormals among them).
    fn codes(state: &mut u64, format: Format, count: usize) -> Vec<Code> {
        let mask = (1u64 << format.storage_bits()) - 1;
        (0..count)
            .map(|_| {
                *state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (*state >> 33) & mask
            })
            .collect()
    }

    /// The convolution written as im2col by index loops, independently of the kernel: per group
    /// j, the matrix `[N/BG x P.., K]` of each output position's K terms (columns in the k order
    /// w_1, ..., w_d, c), the kernel `[K, O/J]`, their hardware dot, the groups side by side.
    fn im2col_reference(unit: &str, lhs: &Tensor, rhs: &Tensor, g: &ConvGeometry, result: Format) -> Tensor {
        let d = g.rank();
        let n = lhs.shape[0];
        let (window, cg, o) = (&rhs.shape[..d], rhs.shape[d], rhs.shape[d + 1]);
        let groups = g.feature_group_count.max(g.batch_group_count);
        let nb = n / g.batch_group_count;
        let shape = g.result_shape(&lhs.shape, &rhs.shape).unwrap();
        let positions: Vec<usize> = shape[1..=d].to_vec();
        let (m, k, oj) = (nb * positions.iter().product::<usize>(), window.iter().product::<usize>() * cg, o / groups);
        let zero = encode_value(lhs.format, Value::Zero { negative: false }, Rounding::ToNearestEven, Overflow::Saturate);
        let index = |at: &[usize], dims: &[usize]| at.iter().zip(dims).fold(0, |acc, (a, s)| acc * s + a);
        let unflatten = |mut i: usize, dims: &[usize]| {
            let mut at = vec![0; dims.len()];
            for (slot, s) in at.iter_mut().zip(dims).rev() {
                *slot = i % s;
                i /= s;
            }
            at
        };
        let mut out = vec![0; shape.iter().product()];
        for j in 0..groups {
            let (mut a, mut b) = (Vec::with_capacity(m * k), Vec::with_capacity(k * oj));
            for row in 0..m {
                let at = unflatten(row, &[&[nb][..], &positions].concat());
                let batch = if g.batch_group_count > 1 { j * nb + at[0] } else { at[0] };
                for col in 0..k {
                    let wc = unflatten(col, &[window, &[cg][..]].concat());
                    let channel = if g.feature_group_count > 1 { j * cg + wc[d] } else { wc[d] };
                    let mut x = vec![batch];
                    for i in 0..d {
                        let q = (at[i + 1] * g.window_strides[i] + wc[i] * g.rhs_dilation[i]) as i64 - g.padding[i].0;
                        let ld = g.lhs_dilation[i] as i64;
                        if q < 0 || q % ld != 0 || (q / ld) as usize >= lhs.shape[i + 1] {
                            break;
                        }
                        x.push((q / ld) as usize);
                    }
                    a.push(if x.len() == d + 1 {
                        x.push(channel);
                        lhs.codes[index(&x, &lhs.shape)]
                    } else {
                        zero
                    });
                }
            }
            for col in 0..k {
                for oc in 0..oj {
                    b.push(rhs.codes[col * o + j * oj + oc]);
                }
            }
            let a = Tensor { format: lhs.format, shape: vec![m, k], codes: a };
            let b = Tensor { format: rhs.format, shape: vec![k, oj], codes: b };
            let y = hardware_dot(unit, &a, &b, result).unwrap();
            for row in 0..m {
                for oc in 0..oj {
                    out[row * o + j * oj + oc] = y.codes[row * oj + oc];
                }
            }
        }
        Tensor { format: result, shape, codes: out }
    }

    fn geometry(strides: &[usize], padding: &[(i64, i64)], lhs_dilation: &[usize], rhs_dilation: &[usize], groups: (usize, usize)) -> ConvGeometry {
        ConvGeometry {
            window_strides: strides.to_vec(),
            padding: padding.to_vec(),
            lhs_dilation: lhs_dilation.to_vec(),
            rhs_dilation: rhs_dilation.to_vec(),
            feature_group_count: groups.0,
            batch_group_count: groups.1,
        }
    }

    /// Each case against the im2col reference: 1-D and 2-D, strides, padding (negative too),
    /// lhs and rhs dilation, feature and batch groups, on units of different families.
    #[test]
    fn hardware_conv_is_the_hardware_dot_of_its_im2col() {
        use Format::*;
        let mut state = 38u64;
        // (unit, lhs/rhs format, result, lhs shape, rhs shape, geometry)
        type Case = (&'static str, Format, Format, Vec<usize>, Vec<usize>, ConvGeometry);
        let cases: Vec<Case> = vec![
            // 1-D, K = 4 x 4: stride 2, padding 2 / 1.
            ("nvidia.hopper.wgmma", BF16, F32, vec![2, 9, 4], vec![4, 4, 3], geometry(&[2], &[(2, 1)], &[1], &[1], (1, 1))),
            // 1-D, K = 2 x 4 (k 8), lhs dilation 2, rhs dilation 3, negative padding.
            ("amd.cdna2.mfma", F16, F32, vec![1, 7, 4], vec![2, 4, 5], geometry(&[1], &[(-1, 2)], &[2], &[3], (1, 1))),
            // 2-D, K = 2 x 2 x 4 with two feature groups (C 8), strides, padding, both dilations.
            ("nvidia.hopper.wgmma", BF16, F32, vec![2, 5, 6, 8], vec![2, 2, 4, 6], geometry(&[2, 1], &[(1, 0), (0, 2)], &[1, 2], &[2, 1], (2, 1))),
            // 2-D, K = 2 x 2 x 8 (fp8, k 32) with an f16 result and two batch groups.
            ("nvidia.ada.mma", F8E4M3FN, F16, vec![4, 4, 5, 8], vec![2, 2, 8, 4], geometry(&[1, 2], &[(1, 1), (-1, 1)], &[2, 1], &[1, 1], (1, 2))),
            // 2-D, K = 2 x 2 x 4 (FNUZ fp8, k 16), four feature groups (depthwise-like).
            ("amd.cdna3.mfma", F8E4M3FNUZ, F32, vec![1, 5, 5, 16], vec![2, 2, 4, 8], geometry(&[1, 1], &[(1, 1), (1, 1)], &[1, 1], &[2, 2], (4, 1))),
        ];
        for (unit, format, result, ls, rs, g) in cases {
            let lhs = Tensor { format, shape: ls.clone(), codes: codes(&mut state, format, ls.iter().product()) };
            let rhs = Tensor { format, shape: rs.clone(), codes: codes(&mut state, format, rs.iter().product()) };
            let got = hardware_conv(unit, &lhs, &rhs, &g, result).unwrap();
            let want = im2col_reference(unit, &lhs, &rhs, &g, result);
            assert_eq!(got.shape, want.shape, "{unit} {g:?}");
            assert_eq!(got.codes, want.codes, "{unit} {g:?}");
        }
    }

    /// The order matters: Hopper's bf16 wgmma (k 16, one chunk per instruction) sums a chunk
    /// exactly and truncates it once into f32. lhs [1, 2, 16] holds 1 at (position 0, channels
    /// 0 and 8) and 2^24 at (position 1, channel 0), the kernel is ones there. In the k order
    /// (kw, ci) slice 0 is position 0 (1 + 1 = 2) and slice 1 adds 2^24: 2^24 + 2, exact. With
    /// kw innermost, slice 0 (channels 0-7 of both positions) is 2^24 + 1, truncated to 2^24,
    /// and slice 1 adds the other 1, truncated away again: 2^24.
    #[test]
    fn the_input_channel_is_innermost() {
        let (one, big) = (0x3F80u64, 0x4B80u64); // bf16 1 and 2^24
        let mut x = vec![0u64; 32];
        (x[0], x[8], x[16]) = (one, one, big);
        let mut w = vec![0u64; 32];
        (w[0], w[8], w[16]) = (one, one, one);
        let lhs = Tensor { format: Format::BF16, shape: vec![1, 2, 16], codes: x.clone() };
        let rhs = Tensor { format: Format::BF16, shape: vec![2, 16, 1], codes: w.clone() };
        let y = hardware_conv("nvidia.hopper.wgmma", &lhs, &rhs, &ConvGeometry::identity(1), Format::F32).unwrap();
        assert_eq!(y.codes, vec![(16_777_218.0f32).to_bits() as u64]);
        // The same terms with kw innermost: index c * 2 + kw.
        let swap = |v: &[u64]| (0..32).map(|i| v[(i % 2) * 16 + i / 2]).collect::<Vec<_>>();
        let (_, v) = resolve("nvidia.hopper.wgmma", Format::BF16, Format::BF16, Format::F32).unwrap();
        assert_eq!(hardware_dot_vector(&v, &swap(&x), &swap(&w)), (16_777_216.0f32).to_bits() as u64);
    }

    #[test]
    fn k_not_a_multiple_of_the_instruction_is_refused() {
        let lhs = Tensor { format: Format::BF16, shape: vec![1, 4, 4], codes: vec![0; 16] };
        let rhs = Tensor { format: Format::BF16, shape: vec![3, 4, 1], codes: vec![0; 12] };
        let e = hardware_conv("nvidia.hopper.wgmma", &lhs, &rhs, &ConvGeometry::identity(1), Format::F32).unwrap_err();
        assert_eq!(e, HardwareDotError::KNotMultiple { unit: "nvidia.hopper.wgmma", k: 12, native_k: 16 });
    }
}
