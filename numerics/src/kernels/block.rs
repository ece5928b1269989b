//! Block quantisation (MX with E8M0 scales, NVFP4 with E4M3 scales and an optional f32 per-tensor
//! scale), dequantisation, and the block-scaled dot (formats.md §2.5, §2.7, §3).
//!
//! Blocks run along the last dimension; the scale tensor has the same shape with the last
//! dimension divided by the block size.

use super::contract::{batched_product, matmul_dims, Acc, Accumulator};
use super::{KernelError, Tensor};
use crate::codec::decode_value;
use crate::format::{Code, Format};
use crate::scale::{self, ScaleRounding};
use crate::value::Value;
use crate::{arith, Overflow, Rounding};

/// A block-scaled tensor: elements, one scale per `block` consecutive elements of the last
/// dimension, and (NVFP4) an optional per-tensor f32 scale multiplying every value.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockScaled {
    pub elems: Tensor,
    pub scales: Tensor,
    pub block: usize,
    pub tensor_scale: Option<f32>,
}

/// The MX element formats (OCP MX v1.0).
const MX_ELEMENTS: [Format; 5] =
    [Format::F8E4M3FN, Format::F8E5M2, Format::F6E2M3FN, Format::F6E3M2FN, Format::F4E2M1FN];

fn scale_shape(shape: &[usize], block: usize, op: &'static str) -> Result<Vec<usize>, KernelError> {
    let last = *shape.last().ok_or(KernelError::Shape { op, detail: "a scalar has no blocks".into() })?;
    if block == 0 || last % block != 0 {
        return Err(KernelError::Shape { op, detail: format!("last dimension {last} is not a multiple of block size {block}") });
    }
    let mut s = shape.to_vec();
    *s.last_mut().unwrap_or(&mut 0) = last / block;
    Ok(s)
}

/// Largest magnitude of a block (NaN if any element is NaN, inf if any is infinite).
fn block_amax(values: &[Value]) -> Value {
    let mut amax = Value::Zero { negative: false };
    for v in values {
        if v.is_nan() {
            return Value::Nan { negative: false };
        }
        let mag = if v.is_negative() { v.negated() } else { *v };
        if mag.partial_cmp_value(amax) == Some(std::cmp::Ordering::Greater) {
            amax = mag;
        }
    }
    amax
}

/// MX quantisation of `t` (any format, decoded exactly) to `elem` with E8M0 scales.
pub fn quantize_mx(t: &Tensor, elem: Format, block: usize, rule: ScaleRounding) -> Result<BlockScaled, KernelError> {
    t.validate()?;
    if !MX_ELEMENTS.contains(&elem) {
        return Err(KernelError::UnsupportedFormat { op: "quantize_mx", format: elem });
    }
    let sshape = scale_shape(&t.shape, block, "quantize_mx")?;
    let values: Vec<Value> = t.codes.iter().map(|c| decode_value(t.format, *c)).collect();
    let mut elems = Vec::with_capacity(values.len());
    let mut scales = Vec::with_capacity(values.len() / block);
    for chunk in values.chunks(block) {
        let shared = scale::mx_shared_exponent(elem, block_amax(chunk), rule);
        scales.push(scale::e8m0_code(shared));
        elems.extend(chunk.iter().map(|v| scale::mx_element(elem, *v, shared)));
    }
    Ok(BlockScaled {
        elems: Tensor { format: elem, shape: t.shape.clone(), codes: elems },
        scales: Tensor { format: Format::F8E8M0FNU, shape: sshape, codes: scales },
        block,
        tensor_scale: None,
    })
}

/// NVFP4 quantisation: f4E2M1FN elements, blocks of 16, E4M3 block scales, optional per-tensor scale.
pub fn quantize_nvfp4(t: &Tensor, tensor_scale: Option<f32>) -> Result<BlockScaled, KernelError> {
    const BLOCK: usize = 16;
    t.validate()?;
    let g = tensor_scale.unwrap_or(1.0);
    if !(g.is_finite() && g > 0.0) {
        return Err(KernelError::Shape { op: "quantize_nvfp4", detail: format!("tensor scale {g} must be finite and > 0") });
    }
    let sshape = scale_shape(&t.shape, BLOCK, "quantize_nvfp4")?;
    let values: Vec<Value> = t.codes.iter().map(|c| decode_value(t.format, *c)).collect();
    let mut elems = Vec::with_capacity(values.len());
    let mut scales = Vec::with_capacity(values.len() / BLOCK);
    for chunk in values.chunks(BLOCK) {
        let s = scale::nvfp4_block_scale(block_amax(chunk), g);
        scales.push(s);
        elems.extend(chunk.iter().map(|v| scale::nvfp4_element(*v, s, g)));
    }
    Ok(BlockScaled {
        elems: Tensor { format: Format::F4E2M1FN, shape: t.shape.clone(), codes: elems },
        scales: Tensor { format: Format::F8E4M3FN, shape: sshape, codes: scales },
        block: BLOCK,
        tensor_scale,
    })
}

impl BlockScaled {
    /// Checks that the scale tensor fits the elements and the block size.
    fn check(&self, op: &'static str) -> Result<(), KernelError> {
        self.elems.validate()?;
        self.scales.validate()?;
        if scale_shape(&self.elems.shape, self.block, op)? != self.scales.shape {
            return Err(KernelError::Shape {
                op,
                detail: format!("scale shape {:?} does not fit elements {:?} in blocks of {}", self.scales.shape, self.elems.shape, self.block),
            });
        }
        Ok(())
    }

    /// The block scale times the tensor scale, exactly (at most 8 x 24 significant bits).
    fn full_scale(&self, block_index: usize) -> Value {
        let s = decode_value(self.scales.format, self.scales.codes[block_index]);
        match self.tensor_scale {
            None => s,
            Some(g) => decode_value(
                Format::F64,
                arith::mul(Format::F64, s, Value::from_f32(g), Rounding::ToNearestEven, Overflow::NanOrInf),
            ),
        }
    }

    /// Element i times its scale, rounded once into `fmt`.
    fn scaled_element(&self, i: usize, fmt: Format, ovf: Overflow) -> Code {
        let e = decode_value(self.elems.format, self.elems.codes[i]);
        arith::mul(fmt, e, self.full_scale(i / self.block), Rounding::ToNearestEven, ovf)
    }
}

/// Dequantises to `out` (typically f32): element * block scale (* tensor scale), rounded once.
pub fn dequantize_block(b: &BlockScaled, out: Format) -> Result<Tensor, KernelError> {
    b.check("dequantize_block")?;
    let ovf = out.default_overflow();
    let codes = (0..b.elems.len()).map(|i| b.scaled_element(i, out, ovf)).collect();
    Ok(Tensor { format: out, shape: b.elems.shape.clone(), codes })
}

/// Block-scaled dot: lhs [..B, M, K] and rhs [..B, N, K] (both blocked along K, the last dim),
/// result [..B, M, N]. Each element is multiplied by its scale (and tensor scale) in the
/// accumulator, then the ordered dot of formats.md §3 runs on those values.
pub fn scaled_dot(lhs: &BlockScaled, rhs: &BlockScaled, acc: Accumulator) -> Result<Tensor, KernelError> {
    lhs.check("scaled_dot")?;
    rhs.check("scaled_dot")?;
    if lhs.block != rhs.block {
        return Err(KernelError::Shape { op: "scaled_dot", detail: format!("block sizes differ: {} vs {}", lhs.block, rhs.block) });
    }
    let (batch, m, k, n) = matmul_dims(&lhs.elems.shape, &rhs.elems.shape, true, "scaled_dot")?;
    let f = acc.format();
    let widen = |b: &BlockScaled| -> Vec<Value> {
        (0..b.elems.len()).map(|i| decode_value(f, b.scaled_element(i, f, Overflow::NanOrInf))).collect()
    };
    let (a, bv) = (widen(lhs), widen(rhs));
    let (shape, codes) = batched_product(batch, (m, k, n), true, "scaled_dot", |cell| {
        let mut s = Acc::new(acc);
        cell.pairs().for_each(|(ia, ib)| s.fma_step(a[ia], bv[ib]));
        s.code()
    })?;
    Ok(Tensor { format: f, shape, codes })
}
