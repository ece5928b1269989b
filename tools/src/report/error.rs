//! lpf-report's errors: each names the file or argument at fault and says why.

use std::fmt;
use std::path::PathBuf;

#[derive(Debug)]
pub enum ReportError {
    /// The weights file cannot be read.
    Read { path: PathBuf, why: String },
    /// The file is not a tensor file lpf-report understands (bad header, dtype, size ...).
    BadFile { path: PathBuf, why: String },
    /// No tensor in the file matches `--tensors`.
    NoTensor { path: PathBuf, pattern: String },
    /// A `--formats` entry is not a scheme.
    BadScheme { name: String, why: String },
    /// `--tensors` is not a regular expression.
    BadPattern(String),
    /// An output file cannot be written (or a plot cannot be drawn).
    Write { path: PathBuf, why: String },
}

impl fmt::Display for ReportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReportError::Read { path, why } => write!(f, "lpf-report: cannot read {}: {why}", path.display()),
            ReportError::BadFile { path, why } => write!(f, "lpf-report: {}: {why}", path.display()),
            ReportError::NoTensor { path, pattern } => write!(f, "lpf-report: {}: no tensor matches '{pattern}'", path.display()),
            ReportError::BadScheme { name, why } => write!(f, "lpf-report: --formats: '{name}': {why}"),
            ReportError::BadPattern(why) => write!(f, "lpf-report: --tensors: {why}"),
            ReportError::Write { path, why } => write!(f, "lpf-report: cannot write {}: {why}", path.display()),
        }
    }
}

impl std::error::Error for ReportError {}
