//! A small dense tensor of codes: format, row-major shape, one code per element.

use super::KernelError;
use crate::codec::{decode, encode};
use crate::format::{Code, Format};
use crate::Rounding;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tensor {
    pub format: Format,
    pub shape: Vec<usize>,
    pub codes: Vec<Code>,
}

impl Tensor {
    /// Checks that the shape matches the number of codes and that every code is valid.
    pub fn new(format: Format, shape: Vec<usize>, codes: Vec<Code>) -> Result<Tensor, KernelError> {
        Tensor::check_parts(format, &shape, &codes)?;
        Ok(Tensor { format, shape, codes })
    }

    /// Encodes f64 values (RNE, the format's default overflow).
    pub fn from_f64(format: Format, shape: Vec<usize>, values: &[f64]) -> Result<Tensor, KernelError> {
        let ovf = format.default_overflow();
        let codes = values.iter().map(|v| encode(format, *v, Rounding::ToNearestEven, ovf)).collect();
        Tensor::new(format, shape, codes)
    }

    /// The values as f64 (exact except for the widest P3109 members, see `crate::decode`).
    pub fn to_f64(&self) -> Vec<f64> {
        self.codes.iter().map(|c| decode(self.format, *c)).collect()
    }

    pub fn len(&self) -> usize {
        self.codes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.codes.is_empty()
    }

    /// Re-checks a tensor built by hand (its fields are public): element count and valid codes.
    pub fn validate(&self) -> Result<(), KernelError> {
        Tensor::check_parts(self.format, &self.shape, &self.codes)
    }

    fn check_parts(format: Format, shape: &[usize], codes: &[Code]) -> Result<(), KernelError> {
        let n = element_count(shape).ok_or_else(|| too_large("tensor", shape))?;
        if n != codes.len() {
            return Err(KernelError::Shape {
                op: "tensor",
                detail: format!("shape {shape:?} has {n} elements but {} codes were given", codes.len()),
            });
        }
        if let Some(index) = codes.iter().position(|c| !format.is_valid_code(*c)) {
            return Err(KernelError::InvalidCode { format, index, code: codes[index] });
        }
        Ok(())
    }

    /// Same format and shape, for elementwise operands.
    pub(crate) fn check_same(&self, other: &Tensor, op: &'static str) -> Result<(), KernelError> {
        self.validate()?;
        other.validate()?;
        if self.format != other.format {
            return Err(KernelError::MixedFormats { op, lhs: self.format, rhs: other.format });
        }
        if self.shape != other.shape {
            return Err(KernelError::Shape {
                op,
                detail: format!("operand shapes differ: {:?} vs {:?}", self.shape, other.shape),
            });
        }
        Ok(())
    }
}

/// The number of elements of `shape`, if the product of its nonzero dimensions fits in `usize`.
/// A zero dimension makes the count 0, but the other dimensions still have to multiply safely:
/// kernels take strides and partial products of them, so `[0, 2^40, 2^40]` is refused here
/// rather than overflowing later.
pub fn element_count(shape: &[usize]) -> Option<usize> {
    let nonzero = shape.iter().filter(|&&d| d != 0).try_fold(1usize, |n, &d| n.checked_mul(d))?;
    Some(if shape.contains(&0) { 0 } else { nonzero })
}

/// The error for a shape whose dimensions multiply past `usize`.
pub(super) fn too_large(op: &'static str, shape: &[usize]) -> KernelError {
    KernelError::Shape { op, detail: format!("shape {shape:?}: its dimensions multiply past {}", usize::MAX) }
}
