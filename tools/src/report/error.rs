//! lpf-report's errors: each names the file or argument at fault and says why, as
//! `lpf-report: error: ...` like every tool's.

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
            ReportError::Read { path, why } => write!(f, "lpf-report: error: cannot read {}: {why}", path.display()),
            ReportError::BadFile { path, why } => write!(f, "lpf-report: error: {}: {why}", path.display()),
            ReportError::NoTensor { path, pattern } => write!(f, "lpf-report: error: {}: no tensor matches '{pattern}'", path.display()),
            ReportError::BadScheme { name, why } => write!(f, "lpf-report: error: --formats: '{name}': {why}"),
            ReportError::BadPattern(why) => write!(f, "lpf-report: error: --tensors: {why}"),
            ReportError::Write { path, why } => write!(f, "lpf-report: error: cannot write {}: {why}", path.display()),
        }
    }
}

impl std::error::Error for ReportError {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every error reads `lpf-report: error: ...`, as the other tools' errors do (the tools'
    /// contract, docs/fuzzing.md: exit 1 with an `error:` line; the report fuzzer found these
    /// without one).
    #[test]
    fn every_error_says_error() {
        let path = PathBuf::from("w.safetensors");
        let errors = [
            ReportError::Read { path: path.clone(), why: "gone".into() },
            ReportError::BadFile { path: path.clone(), why: "header is not JSON".into() },
            ReportError::NoTensor { path: path.clone(), pattern: "x".into() },
            ReportError::BadScheme { name: "f9".into(), why: "no such format".into() },
            ReportError::BadPattern("unclosed group".into()),
            ReportError::Write { path, why: "read-only".into() },
        ];
        for error in errors {
            let text = error.to_string();
            assert!(text.starts_with("lpf-report: error: "), "{text}");
        }
    }
}
