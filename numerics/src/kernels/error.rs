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

impl KernelError {
    /// The kernel operation the error arose in, where it names one. `Display` leaves it out, since
    /// callers report errors at their own op (lpf-run: "'lpf.dot': cannot contract ...").
    pub fn op(&self) -> Option<&'static str> {
        match self {
            KernelError::ArithmeticNotAllowed { op, .. }
            | KernelError::MixedFormats { op, .. }
            | KernelError::Shape { op, .. }
            | KernelError::UnsupportedFormat { op, .. } => Some(op),
            KernelError::BadAccumulator { .. }
            | KernelError::NotExactInAccumulator { .. }
            | KernelError::InvalidCode { .. } => None,
        }
    }
}

/// The arithmetic an elementwise op name stands for, as a noun for messages.
fn arithmetic_noun(op: &str) -> &'static str {
    match op {
        "add" => "addition",
        "sub" => "subtraction",
        "mul" => "multiplication",
        "div" => "division",
        "neg" => "negation",
        _ => "arithmetic",
    }
}

impl fmt::Display for KernelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KernelError::ArithmeticNotAllowed { op, format } => write!(
                f,
                "[E0914] {} is not defined on {format}: convert the operands explicitly (e.g. to f32) first",
                arithmetic_noun(op)
            ),
            KernelError::MixedFormats { lhs, rhs, .. } => {
                write!(f, "[E0911] operands mix {lhs} and {rhs}: convert one operand explicitly")
            }
            KernelError::BadAccumulator { format } => {
                write!(f, "[E0913] accumulator must be f32 or f64, not {format}")
            }
            KernelError::NotExactInAccumulator { input, accumulator } => {
                write!(f, "{input} values do not all widen exactly to the {accumulator} accumulator")
            }
            KernelError::Shape { detail, .. } => f.write_str(detail),
            KernelError::InvalidCode { format, index, code } => {
                write!(f, "element {index}: {code:#x} is not a valid {format} code")
            }
            KernelError::UnsupportedFormat { format, .. } => write!(f, "{format} is not supported by this operation"),
        }
    }
}

impl std::error::Error for KernelError {}
