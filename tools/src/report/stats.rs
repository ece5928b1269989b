//! The figures: the distribution of a tensor, and the error of one quantisation of it.
//! Non-finite inputs (NaN, inf) are counted and left out of every other figure; a tensor with
//! no finite value has no mean or rms (None), rather than figures of an empty sum.
//!
//! Sums are exact until one final rounding ([`exact_sum`]) over values scaled by a power of
//! two (exact) so that nothing overflows: `[1e308, -1e308, 1, 2]` has mean 0.75, where a
//! running sum said 0.

use super::scheme::Quantized;

/// The value distribution of a tensor.
pub struct Distribution {
    pub count: usize,
    pub zeros: usize,
    pub non_finite: usize,
    pub max_abs: f64,
    /// The smallest nonzero magnitude (0 when every value is zero).
    pub min_abs_nonzero: f64,
    /// None when there is no finite value.
    pub mean: Option<f64>,
    pub rms: Option<f64>,
    /// (k, count of finite nonzero values with 2^k <= |x| < 2^(k+1)), k ascending.
    pub log2_histogram: Vec<(i32, usize)>,
}

impl Distribution {
    pub fn of(values: &[f64]) -> Distribution {
        let finite: Vec<f64> = values.iter().copied().filter(|v| v.is_finite()).collect();
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
            mean: mean(&finite),
            rms: SquareSum::of(finite.iter().copied()).rms(finite.len()),
            log2_histogram: bins.into_iter().collect(),
        }
    }
}

/// The sum of `values`, exact until one final rounding to nearest (Shewchuk's
/// non-overlapping partials, the algorithm of Python's `math.fsum`). The caller keeps every
/// partial finite: |sum of |values|| below f64::MAX.
pub fn exact_sum(values: impl IntoIterator<Item = f64>) -> f64 {
    let mut partials: Vec<f64> = Vec::new();
    for mut x in values {
        let mut kept = 0;
        for j in 0..partials.len() {
            let mut y = partials[j];
            if x.abs() < y.abs() {
                std::mem::swap(&mut x, &mut y);
            }
            let hi = x + y;
            let lo = y - (hi - x);
            if lo != 0.0 {
                partials[kept] = lo;
                kept += 1;
            }
            x = hi;
        }
        partials.truncate(kept);
        partials.push(x);
    }
    // Add the partials from the largest down; the last step corrects a half-way case.
    let Some(mut n) = partials.len().checked_sub(1) else { return 0.0 };
    let mut hi = partials[n];
    let mut lo = 0.0;
    while n > 0 {
        n -= 1;
        let (x, y) = (hi, partials[n]);
        hi = x + y;
        lo = y - (hi - x);
        if lo != 0.0 {
            break;
        }
    }
    if n > 0 && ((lo < 0.0 && partials[n - 1] < 0.0) || (lo > 0.0 && partials[n - 1] > 0.0)) {
        let y = lo * 2.0;
        let x = hi + y;
        if y == x - hi {
            hi = x;
        }
    }
    hi
}

/// The mean of finite values (None for none): an exact sum, scaled by a power of two only when
/// n times the largest magnitude could overflow.
fn mean(finite: &[f64]) -> Option<f64> {
    if finite.is_empty() {
        return None;
    }
    let largest = finite.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    let n = finite.len() as f64;
    let k = if largest == 0.0 { 0 } else { (binade(largest) + n.log2().ceil() as i32 + 2 - 1023).max(0) };
    let scale = 2f64.powi(-k);
    Some(exact_sum(finite.iter().map(|v| v * scale)) / n * 2f64.powi(k))
}

/// A sum of squares as `2^(2 * exponent) * sum`: each value is scaled by 2^-exponent (its
/// largest magnitude's binade) before squaring, so no square overflows or underflows to
/// nothing that matters (a square below 2^-1074 of the largest one's is below its last bit).
pub struct SquareSum {
    pub exponent: i32,
    pub sum: f64,
}

impl SquareSum {
    /// Over finite values.
    pub fn of(values: impl Iterator<Item = f64> + Clone) -> SquareSum {
        let largest = values.clone().fold(0.0f64, |m, v| m.max(v.abs()));
        if largest == 0.0 {
            return SquareSum { exponent: 0, sum: 0.0 };
        }
        let exponent = binade(largest);
        // Two steps: 2^-exponent itself may not be an f64 (exponent -1074 needs 2^1074).
        let (a, b) = (2f64.powi(-exponent / 2), 2f64.powi(-exponent + exponent / 2));
        SquareSum { exponent, sum: exact_sum(values.map(|v| (v * a * b) * (v * a * b))) }
    }

    /// sqrt(sum / count), None for no values.
    pub fn rms(&self, count: usize) -> Option<f64> {
        (count > 0).then(|| scale2((self.sum / count as f64).sqrt(), self.exponent))
    }
}

/// x * 2^k without overflowing the factor (k may be past f64's exponent range).
fn scale2(x: f64, k: i32) -> f64 {
    let half = k / 2;
    x * 2f64.powi(half) * 2f64.powi(k - half)
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
        // (x, error) of the finite inputs; an error that is not finite (the format lost the
        // value) makes rms and SQNR what IEEE arithmetic makes of it.
        let mut pairs: Vec<(f64, f64)> = Vec::new();
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
            pairs.push((xi, err));
        }
        let worst = pairs.iter().map(|p| p.1).find(|err| err.is_nan()).or_else(|| pairs.iter().map(|p| p.1).find(|err| err.is_infinite()));
        if let Some(err) = worst {
            e.rms_error = err;
            e.sqnr_db = if err.is_nan() { f64::NAN } else { f64::NEG_INFINITY };
            return e;
        }
        let signal = SquareSum::of(pairs.iter().map(|p| p.0));
        let noise = SquareSum::of(pairs.iter().map(|p| p.1));
        e.rms_error = noise.rms(pairs.len()).unwrap_or(0.0);
        // 10 log10(2^(2 ks) S / 2^(2 kn) N), with the powers of two taken out of the quotient.
        e.sqnr_db = if noise.sum == 0.0 {
            f64::INFINITY
        } else if signal.sum == 0.0 {
            f64::NEG_INFINITY
        } else {
            10.0 * (signal.sum / noise.sum).log10() + 20.0 * std::f64::consts::LOG10_2 * f64::from(signal.exponent - noise.exponent)
        };
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
    fn sums_are_exact_and_do_not_overflow() {
        let values: Vec<f64> = [1e308, -1e308, 1.0, 2.0].repeat(16);
        let d = Distribution::of(&values);
        assert_eq!(d.mean, Some(0.75));
        // rms = sqrt((2 * 16 * 1e308^2 + 16 * 5) / 64) = 1e308 / sqrt(2), to the last bits.
        let rms = d.rms.unwrap();
        assert!((rms / (1e308 / 2f64.sqrt()) - 1.0).abs() < 1e-15, "{rms}");
        // Cancellation a running sum loses: 1 + 1e100 - 1e100 = 1.
        assert_eq!(exact_sum([1.0, 1e100, 1.0, -1e100]), 2.0);
        assert_eq!(exact_sum([0.1; 10]), 1.0);
        assert_eq!(exact_sum(std::iter::empty()), 0.0);
        // Tiny values: squares that would underflow are scaled first.
        let tiny = Distribution::of(&[f64::from_bits(1), f64::from_bits(1)]);
        assert_eq!(tiny.rms, Some(f64::from_bits(1)));
        assert_eq!(tiny.mean, Some(f64::from_bits(1)));
    }

    #[test]
    fn no_finite_value_has_no_mean() {
        for values in [vec![], vec![f64::NAN; 4], vec![f64::INFINITY, f64::NAN]] {
            let d = Distribution::of(&values);
            assert_eq!((d.mean, d.rms), (None, None));
        }
    }

    #[test]
    fn sqnr_of_huge_values() {
        let q = Quantized { values: vec![1e308, -1e308], block: 2, block_max: vec![f64::MAX], block_min: vec![1.0], tensor_scale: None };
        let e = Errors::of(&[1.5e308, -1e308], &q);
        // signal 2.25e616 + 1e616, noise 0.25e616: 10 log10(13).
        assert!((e.sqnr_db - 10.0 * 13f64.log10()).abs() < 1e-12, "{}", e.sqnr_db);
        assert!((e.rms_error - 0.5e308 / 2f64.sqrt()).abs() / e.rms_error < 1e-15);
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
