//! The figures: the distribution of a tensor, and the error of one quantisation of it.
//! Non-finite inputs (NaN, inf) are counted and left out of every other figure.

use super::scheme::Quantized;

/// The value distribution of a tensor.
pub struct Distribution {
    pub count: usize,
    pub zeros: usize,
    pub non_finite: usize,
    pub max_abs: f64,
    /// The smallest nonzero magnitude (0 when every value is zero).
    pub min_abs_nonzero: f64,
    pub mean: f64,
    pub rms: f64,
    /// (k, count of finite nonzero values with 2^k <= |x| < 2^(k+1)), k ascending.
    pub log2_histogram: Vec<(i32, usize)>,
}

impl Distribution {
    pub fn of(values: &[f64]) -> Distribution {
        let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
        let n = finite.len().max(1) as f64;
        let nonzero = finite.iter().filter(|v| **v != 0.0).map(|v| v.abs());
        let mut bins = std::collections::BTreeMap::new();
        for m in nonzero.clone() {
            *bins.entry(binade(m)).or_insert(0usize) += 1;
        }
        Distribution {
            count: values.len(),
            zeros: finite.iter().filter(|v| **v == 0.0).count(),
            non_finite: values.len() - finite.len(),
            max_abs: finite.iter().fold(0.0, |m, v| m.max(v.abs())),
            min_abs_nonzero: Some(nonzero.fold(f64::INFINITY, f64::min)).filter(|m| m.is_finite()).unwrap_or(0.0),
            mean: finite.iter().sum::<f64>() / n,
            rms: (finite.iter().map(|v| v * v).sum::<f64>() / n).sqrt(),
            log2_histogram: bins.into_iter().collect(),
        }
    }
}

/// floor(log2(m)) for a positive finite m, exactly (from the f64's exponent, subnormals included).
pub fn binade(m: f64) -> i32 {
    let bits = m.to_bits();
    let exp = ((bits >> 52) & 0x7FF) as i32;
    if exp == 0 {
        // Subnormal: 2^-1074 times the fraction.
        -1074 + (63 - (bits & ((1u64 << 52) - 1)).leading_zeros() as i32)
    } else {
        exp - 1023
    }
}

/// The error of one quantisation, over the finite inputs.
pub struct Errors {
    /// Values with |x| above the largest magnitude their block represents (saturated or inf).
    pub outside_range: usize,
    /// Nonzero values that became zero.
    pub flushed_to_zero: usize,
    /// Finite values that became inf or NaN (overflow in a format with infinities).
    pub became_non_finite: usize,
    pub finite_count: usize,
    pub max_abs_error: f64,
    pub rms_error: f64,
    /// max |q - x| / |x| over nonzero x.
    pub max_rel_error: f64,
    /// 10 log10(sum x^2 / sum (q - x)^2); +inf when the quantisation is exact.
    pub sqnr_db: f64,
    /// The smallest positive and the largest magnitude any block represents (the plots' range).
    pub range: (f64, f64),
}

impl Errors {
    pub fn of(x: &[f64], q: &Quantized) -> Errors {
        let mut e = Errors {
            outside_range: 0,
            flushed_to_zero: 0,
            became_non_finite: 0,
            finite_count: 0,
            max_abs_error: 0.0,
            rms_error: 0.0,
            max_rel_error: 0.0,
            sqnr_db: 0.0,
            range: (
                q.block_min.iter().copied().filter(|m| *m > 0.0).fold(f64::INFINITY, f64::min),
                q.block_max.iter().copied().fold(0.0, f64::max),
            ),
        };
        let (mut signal, mut noise) = (0.0f64, 0.0f64);
        for (i, (&xi, &qi)) in x.iter().zip(&q.values).enumerate() {
            if !xi.is_finite() {
                continue;
            }
            e.finite_count += 1;
            e.outside_range += (xi.abs() > q.max_of(i)) as usize;
            e.flushed_to_zero += (xi != 0.0 && qi == 0.0) as usize;
            e.became_non_finite += !qi.is_finite() as usize;
            let err = (qi - xi).abs();
            // max() would skip a NaN error: keep it, the format lost the value.
            e.max_abs_error = if err.is_nan() || err > e.max_abs_error { err } else { e.max_abs_error };
            if xi != 0.0 {
                let rel = err / xi.abs();
                e.max_rel_error = if rel.is_nan() || rel > e.max_rel_error { rel } else { e.max_rel_error };
            }
            signal += xi * xi;
            noise += err * err;
        }
        e.rms_error = (noise / e.finite_count.max(1) as f64).sqrt();
        e.sqnr_db = if noise == 0.0 { f64::INFINITY } else { 10.0 * (signal / noise).log10() };
        e
    }

    pub fn fraction(&self, count: usize) -> f64 {
        count as f64 / self.finite_count.max(1) as f64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binade_is_floor_log2_for_normals_and_subnormals() {
        assert_eq!(binade(1.0), 0);
        assert_eq!(binade(0.75), -1);
        assert_eq!(binade(3.9), 1);
        assert_eq!(binade(f64::from_bits(1)), -1074);
        assert_eq!(binade(f64::MIN_POSITIVE / 2.0), -1023);
    }

    #[test]
    fn errors_count_saturation_and_flushes() {
        let q = Quantized { values: vec![1.0, 0.0, 2.0, 0.0], block: 4, block_max: vec![2.0], block_min: vec![0.5], tensor_scale: None };
        let e = Errors::of(&[1.0, 0.1, 3.0, 0.0], &q);
        assert_eq!((e.outside_range, e.flushed_to_zero, e.finite_count), (1, 1, 4));
        assert_eq!(e.max_abs_error, 1.0);
        assert_eq!(e.max_rel_error, 1.0);
        assert!((e.sqnr_db - 10.0 * (10.01f64 / 1.01).log10()).abs() < 1e-12);
        assert_eq!(e.range, (0.5, 2.0));
    }
}
