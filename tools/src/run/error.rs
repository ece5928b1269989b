//! lpf-run's errors: problems with the invocation or the .npy files (named by argument), and
//! problems at an op (with the op's file:line:col).

use crate::diagnostics::{excerpt, Position};
use crate::npy::NpyError;
use lpf_dialect::error::LpfError;
use std::fmt;

#[derive(Debug)]
pub enum RunError {
    Read { path: String, error: std::io::Error },
    Write { path: String, error: std::io::Error },
    /// Invalid UTF-8 outside a comment, at a 1-based line and byte column.
    NotUtf8 { path: String, line: usize, column: usize },
    /// Parsing or verification failed; the diagnostics were printed already.
    Invalid { path: String },
    UnknownBackend { name: String },
    /// Options that do not go together.
    Usage { message: String },
    NoEntry { name: String, available: Vec<String> },
    ArgCount { entry: String, expected: usize, given: usize },
    /// An argument's file cannot be read as .npy.
    Npy { index: usize, path: String, error: NpyError },
    /// An argument's .npy does not fit the signature (dtype, shape, codes).
    Arg { index: usize, entry: String, ty: String, message: String },
    /// A signature type lpf-run cannot exchange as .npy.
    Signature { entry: String, ty: String },
    /// A backend could not lower or run the program (its diagnostics are in the message).
    Backend { message: String },
    /// Something wrong at an op: unsupported op (E0915), kernel error, bad constant, ...;
    /// `excerpt` is the source line and caret printed under the message, once known. The error
    /// is lpf's one error type, its code and op rendered by it; its place is `position` (a
    /// file:line:col read back from the op's location, no MLIR location outlives the run).
    At { position: Option<Position>, error: LpfError<'static>, excerpt: Option<String> },
}

impl RunError {
    pub fn at(position: Option<Position>, error: impl Into<LpfError<'static>>) -> RunError {
        RunError::At { position, error: error.into(), excerpt: None }
    }

    /// Adds the source line and caret under an error located in `file`, whose text is `source`.
    pub fn with_excerpt(self, file: &str, source: &str) -> RunError {
        match self {
            RunError::At { position: Some(p), error, excerpt: None } if p.file == file => {
                let excerpt = excerpt(source, p.line, p.column);
                RunError::At { position: Some(p), error, excerpt }
            }
            other => other,
        }
    }
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Read { path, error } => write!(f, "lpf-run: error: cannot read '{path}': {error}"),
            RunError::Write { path, error } => write!(f, "lpf-run: error: cannot write '{path}': {error}"),
            RunError::NotUtf8 { path, line, column } => write!(f, "lpf-run: error: '{path}' is not UTF-8 text at {line}:{column} (only comments may hold invalid UTF-8)"),
            RunError::Invalid { path } => write!(f, "lpf-run: error: '{path}' does not parse and verify (see above)"),
            RunError::UnknownBackend { name } => write!(
                f,
                "lpf-run: error: unknown backend '{name}'; available backends: {}",
                super::BACKENDS.join(", ")
            ),
            RunError::Backend { message } => write!(f, "lpf-run: error: {message}"),
            RunError::Usage { message } => write!(f, "lpf-run: error: {message}"),
            RunError::NoEntry { name, available } => {
                let list = if available.is_empty() { "none".to_string() } else { available.join(", ") };
                write!(f, "lpf-run: error: no func.func @{name} in the input (functions: {list}); choose one with --entry")
            }
            RunError::ArgCount { entry, expected, given } => write!(
                f,
                "lpf-run: error: @{entry} takes {expected} argument{}, but {given} --arg file{} given",
                if *expected == 1 { "" } else { "s" },
                if *given == 1 { " was" } else { "s were" }
            ),
            RunError::Npy { index, path, error } => write!(f, "lpf-run: error: argument {index} ('{path}'): {error}"),
            RunError::Arg { index, entry, ty, message } => {
                write!(f, "lpf-run: error: argument {index} of @{entry} ({ty}): {message}")
            }
            RunError::Signature { entry, ty } => write!(
                f,
                "lpf-run: error: @{entry}'s signature has type {ty}, which lpf-run cannot pass as .npy \
                 (scalars and ranked tensors of lpf formats and integers only)"
            ),
            RunError::At { position: Some(p), error, excerpt } => {
                write!(f, "{}:{}:{}: error: {error}", p.file, p.line, p.column)?;
                match excerpt {
                    Some(lines) => write!(f, "\n{lines}"),
                    None => Ok(()),
                }
            }
            RunError::At { position: None, error, .. } => write!(f, "lpf-run: error: {error}"),
        }
    }
}

impl std::error::Error for RunError {}
