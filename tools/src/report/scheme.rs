//! Quantisation schemes and their quantisation, every rounding done by `lpf_numerics`:
//! element formats through `encode`/`decode`, MX through `kernels::quantize_mx`, NVFP4 through
//! `kernels::quantize_nvfp4`, both dequantised by `kernels::dequantize_block`.

use super::error::ReportError;
use lpf_numerics::kernels::{dequantize_block, quantize_mx, quantize_nvfp4, BlockScaled, Tensor};
use lpf_numerics::scale::ScaleRounding;
use lpf_numerics::{decode, encode, Format, Overflow, Rounding};

/// OCP MX v1.0's block size.
const MX_BLOCK: usize = 32;
/// NVFP4's block size, fixed by the format.
const NVFP4_BLOCK: usize = 16;
/// NVFP4's largest element (f4E2M1FN) times the largest block scale (E4M3): the per-tensor scale
/// amax / NVFP4_RANGE puts the tensor's largest block scale at the top of E4M3.
const NVFP4_RANGE: f64 = 6.0 * 448.0;

#[derive(Clone, Debug, PartialEq)]
pub enum Kind {
    /// Every value rounded (RNE) into the format, with its default overflow.
    Element(Format),
    /// MX: `elem` codes with one E8M0 scale per `block` values of the last dimension (floor rule).
    Mx { elem: Format, block: usize },
    /// NVFP4: f4E2M1FN, an E4M3 scale per 16 values, a per-tensor f32 scale amax / (6 * 448).
    Nvfp4,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Scheme {
    /// The spelling shown in tables and file names (`f8E4M3FN`, `mxfp4`, `mx:f8E5M2:64`).
    pub label: String,
    pub kind: Kind,
}

/// What quantisation produced: the dequantised values and, per block (one block for element
/// formats), the largest and smallest positive magnitudes it can represent.
pub struct Quantized {
    pub values: Vec<f64>,
    pub block: usize,
    pub block_max: Vec<f64>,
    pub block_min: Vec<f64>,
    /// NVFP4's per-tensor scale.
    pub tensor_scale: Option<f32>,
}

impl Quantized {
    /// The largest magnitude the block of element `i` represents.
    pub fn max_of(&self, i: usize) -> f64 {
        self.block_max[i / self.block]
    }
}

/// Parses `--formats`: comma-separated scheme names.
pub fn parse_list(list: &str) -> Result<Vec<Scheme>, ReportError> {
    let schemes: Vec<Scheme> = list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(parse).collect::<Result<_, _>>()?;
    if schemes.is_empty() {
        return Err(ReportError::BadScheme { name: list.to_string(), why: "no scheme named".into() });
    }
    Ok(schemes)
}

fn parse(name: &str) -> Result<Scheme, ReportError> {
    let bad = |why: String| ReportError::BadScheme { name: name.to_string(), why };
    let lower = name.to_ascii_lowercase();
    if lower == "nvfp4" {
        return Ok(Scheme { label: "nvfp4".into(), kind: Kind::Nvfp4 });
    }
    let mx_alias = |alias: &str| match alias {
        "mxfp8" => Some(Format::F8E4M3FN),
        "mxfp8e5" => Some(Format::F8E5M2),
        "mxfp6" => Some(Format::F6E2M3FN),
        "mxfp6e3" => Some(Format::F6E3M2FN),
        "mxfp4" => Some(Format::F4E2M1FN),
        _ => None,
    };
    // mx:FORMAT[:B] or ALIAS[:B]
    let parts: Vec<&str> = name.split(':').collect();
    let (elem, block_part) = match parts.as_slice() {
        [alias] if mx_alias(&alias.to_ascii_lowercase()).is_some() => (mx_alias(&alias.to_ascii_lowercase()), None),
        [alias, b] if mx_alias(&alias.to_ascii_lowercase()).is_some() => (mx_alias(&alias.to_ascii_lowercase()), Some(*b)),
        [mx, f] if mx.eq_ignore_ascii_case("mx") => (Some(Format::parse(f).map_err(|e| bad(e.to_string()))?), None),
        [mx, f, b] if mx.eq_ignore_ascii_case("mx") => (Some(Format::parse(f).map_err(|e| bad(e.to_string()))?), Some(*b)),
        [_] => (None, None),
        _ => return Err(bad("expected FORMAT, an MX name (mxfp4, mxfp8, ...), mx:FORMAT[:BLOCK], or nvfp4".into())),
    };
    if let Some(elem) = elem {
        let block = match block_part {
            None => MX_BLOCK,
            Some(b) => b.parse::<usize>().ok().filter(|b| *b > 0).ok_or_else(|| bad(format!("block size '{b}' is not a positive integer")))?,
        };
        // quantize_mx checks the element format too, but at quantisation time: say it now.
        if !matches!(elem, Format::F8E4M3FN | Format::F8E5M2 | Format::F6E2M3FN | Format::F6E3M2FN | Format::F4E2M1FN) {
            return Err(bad(format!("{} is not an MX element format (f8E4M3FN, f8E5M2, f6E2M3FN, f6E3M2FN, f4E2M1FN)", elem.mlir_name())));
        }
        return Ok(Scheme { label: name.to_string(), kind: Kind::Mx { elem, block } });
    }
    let format = Format::parse(name).map_err(|e| bad(e.to_string()))?;
    if format == Format::F8E8M0FNU {
        return Err(bad("f8E8M0FNU is a scale format (no zero, no sign), not one for values".into()));
    }
    // The user's spelling (sf16 rather than !lpf.sf<16>): it names files and table rows.
    Ok(Scheme { label: name.to_string(), kind: Kind::Element(format) })
}

impl Scheme {
    pub fn name(&self) -> &str {
        &self.label
    }

    /// Quantises `values` (row-major, `shape`) and dequantises them back. Err: why this scheme
    /// does not apply to this tensor (shown in the report, not fatal).
    pub fn quantize(&self, values: &[f64], shape: &[usize]) -> Result<Quantized, String> {
        match &self.kind {
            Kind::Element(format) => Ok(element(*format, values)),
            Kind::Mx { elem, block } => {
                let t = blocked_tensor(values, shape, *block)?;
                let b = quantize_mx(&t, *elem, *block, ScaleRounding::Floor).map_err(|e| e.to_string())?;
                let elem_max = largest(*elem);
                let elem_min = smallest(*elem);
                let scales: Vec<f64> = b.scales.to_f64();
                finish(&b, scales.iter().map(|s| s * elem_max).collect(), scales.iter().map(|s| s * elem_min).collect())
            }
            Kind::Nvfp4 => {
                let t = blocked_tensor(values, shape, NVFP4_BLOCK)?;
                let amax = values.iter().filter(|v| v.is_finite()).fold(0.0f64, |m, v| m.max(v.abs()));
                let g = (amax / NVFP4_RANGE) as f32;
                let g = if g.is_finite() && g > 0.0 { g } else { 1.0 };
                let b = quantize_nvfp4(&t, Some(g)).map_err(|e| e.to_string())?;
                // Block scale times tensor scale is exact in f64 (4 x 24 bits).
                let scales: Vec<f64> = b.scales.to_f64().iter().map(|s| s * g as f64).collect();
                let (e_max, e_min) = (largest(Format::F4E2M1FN), smallest(Format::F4E2M1FN));
                finish(&b, scales.iter().map(|s| s * e_max).collect(), scales.iter().map(|s| s * e_min).collect())
            }
        }
    }

    /// The element format (for the plots' grid).
    pub fn element_format(&self) -> Format {
        match self.kind {
            Kind::Element(f) | Kind::Mx { elem: f, .. } => f,
            Kind::Nvfp4 => Format::F4E2M1FN,
        }
    }
}

fn element(format: Format, values: &[f64]) -> Quantized {
    let overflow = format.default_overflow();
    let values = values.iter().map(|x| decode(format, encode(format, *x, Rounding::ToNearestEven, overflow))).collect::<Vec<_>>();
    let block = values.len().max(1);
    Quantized { values, block, block_max: vec![largest(format)], block_min: vec![smallest(format)], tensor_scale: None }
}

/// The format's largest finite value.
pub fn largest(format: Format) -> f64 {
    decode(format, encode(format, f64::INFINITY, Rounding::ToNearestEven, Overflow::Saturate))
}

/// The format's smallest positive value (the smallest subnormal, or SFx's grid step).
pub fn smallest(format: Format) -> f64 {
    decode(format, encode(format, f64::from_bits(1), Rounding::Upward, Overflow::Saturate))
}

/// The values as an f64 tensor whose blocks are those of the last dimension: a 1-D tensor has
/// the same blocks when the last dimension is a multiple of the block size.
fn blocked_tensor(values: &[f64], shape: &[usize], block: usize) -> Result<Tensor, String> {
    let last = shape.last().copied().unwrap_or(values.len());
    if values.is_empty() || last % block != 0 {
        return Err(format!("not applicable: the last dimension ({last}) is not a multiple of the block size {block}"));
    }
    Tensor::from_f64(Format::F64, vec![values.len()], values).map_err(|e| e.to_string())
}

fn finish(b: &BlockScaled, block_max: Vec<f64>, block_min: Vec<f64>) -> Result<Quantized, String> {
    let values = dequantize_block(b, Format::F64).map_err(|e| e.to_string())?.to_f64();
    Ok(Quantized { values, block: b.block, block_max, block_min, tensor_scale: b.tensor_scale })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_kind_of_scheme() {
        let s = parse_list("f8E4M3FN, sf16,mxfp4,mx:f8E5M2:16,nvfp4").unwrap();
        assert_eq!(s[0].kind, Kind::Element(Format::F8E4M3FN));
        assert_eq!(s[1].label, "sf16");
        assert_eq!(s[2].kind, Kind::Mx { elem: Format::F4E2M1FN, block: 32 });
        assert_eq!(s[3].kind, Kind::Mx { elem: Format::F8E5M2, block: 16 });
        assert_eq!(s[4].kind, Kind::Nvfp4);
        for bad in ["", "f9E9", "mx:bf16", "mxfp4:0", "mxfp4:x", "f8E8M0FNU", "mx:f4E2M1FN:2:3"] {
            assert!(parse_list(bad).is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn element_quantisation_saturates_where_the_format_does() {
        let q = Scheme { label: "e4m3".into(), kind: Kind::Element(Format::F8E4M3FN) }.quantize(&[1000.0, 0.3, 1e-9], &[3]).unwrap();
        assert_eq!(q.values, vec![448.0, 0.3125, 0.0]);
        assert_eq!((largest(Format::F8E4M3FN), smallest(Format::F8E4M3FN)), (448.0, 2f64.powi(-9)));
    }

    #[test]
    fn mx_blocks_run_along_the_last_dimension() {
        let mx = Scheme { label: "mxfp4".into(), kind: Kind::Mx { elem: Format::F4E2M1FN, block: 32 } };
        assert!(mx.quantize(&[0.5; 48], &[2, 24]).is_err());
        // amax 4 = 2^2: shared exponent 0, so every element of the block is exact.
        let mut x = vec![0.5; 32];
        x[0] = 4.0;
        let q = mx.quantize(&x, &[32]).unwrap();
        assert_eq!(q.values, x);
        assert_eq!(q.block_max, vec![6.0]);
    }
}
