//! Kernel errors, carrying the SFEP-0054 diagnostic codes where one applies.

use crate::format::{Code, Format};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelError {
    /// Arithmetic on a format that does not allow it (formats.md §3): E0914.
    ArithmeticNotAllowed { op: &'static str, format: Format },
    /// Operands of different formats where one is required: E0911.
    MixedFormats { op: &'static str, lhs: Format, rhs: Format },
    /// An accumulator other than f32/f64: E0913.
    BadAccumulator { format: Format },
    /// An input format whose values the accumulator cannot hold exactly.
    NotExactInAccumulator { input: Format, accumulator: Format },
    /// Shapes that do not fit the operation.
    Shape { op: &'static str, detail: String },
    /// A code that is not a valid code of its tensor's format.
    InvalidCode { format: Format, index: usize, code: Code },
    /// A format the operation is not defined for (e.g. a block quantiser's element type).
    UnsupportedFormat { op: &'static str, format: Format },
}

impl fmt::Display for KernelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KernelError::ArithmeticNotAllowed { op, format } => write!(
                f,
                "[E0914] '{op}' is not defined on {format}: convert the operands explicitly (e.g. to f32) first"
            ),
            KernelError::MixedFormats { op, lhs, rhs } => {
                write!(f, "[E0911] '{op}' mixes {lhs} and {rhs}: convert one operand explicitly")
            }
            KernelError::BadAccumulator { format } => {
                write!(f, "[E0913] accumulator must be f32 or f64, not {format}")
            }
            KernelError::NotExactInAccumulator { input, accumulator } => {
                write!(f, "{input} values do not all widen exactly to the {accumulator} accumulator")
            }
            KernelError::Shape { op, detail } => write!(f, "'{op}': {detail}"),
            KernelError::InvalidCode { format, index, code } => {
                write!(f, "element {index}: {code:#x} is not a valid {format} code")
            }
            KernelError::UnsupportedFormat { op, format } => write!(f, "'{op}' does not support {format}"),
        }
    }
}

impl std::error::Error for KernelError {}
