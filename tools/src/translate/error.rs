//! Why lpf-translate failed. Errors in the input are already rendered as located diagnostics
//! (`file:line:col: error: ...`, the source line, a caret); the rest are the tool's own.

use std::fmt;

#[derive(Debug)]
pub enum TranslateError {
    ReadInput { path: String, error: std::io::Error },
    /// Invalid UTF-8 outside a comment, at a 1-based line and byte column.
    NotUtf8 { path: String, line: usize, column: usize },
    /// Diagnostics about the input (parse, verifier, lowering, translation), rendered in order.
    Input { rendered: Vec<String> },
    /// The target triple or CPU cannot be compiled for.
    Target { triple: String, message: String },
    /// LLVM's optimisation pipeline failed.
    Optimize { pipeline: String, message: String },
    /// The code generator could not write the object or assembly.
    Emit { message: String },
    WriteOutput { path: String, error: std::io::Error },
    /// Options that do not go together (beyond what the command-line parser knows).
    Usage { message: String },
}

impl fmt::Display for TranslateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ReadInput { path, error } => write!(f, "lpf-translate: error: cannot read input '{path}': {error}"),
            Self::NotUtf8 { path, line, column } => write!(f, "lpf-translate: error: input '{path}' is not UTF-8 text at {line}:{column} (only comments may hold invalid UTF-8)"),
            Self::Input { rendered } => f.write_str(&rendered.join("\n")),
            Self::Target { triple, message } => {
                write!(f, "lpf-translate: error: cannot compile for target '{triple}': {}", message.trim_end())
            }
            Self::Optimize { pipeline, message } => {
                write!(f, "lpf-translate: error: LLVM pass pipeline '{pipeline}' failed: {}", message.trim_end())
            }
            Self::Emit { message } => write!(f, "lpf-translate: error: code generation failed: {}", message.trim_end()),
            Self::WriteOutput { path, error } => write!(f, "lpf-translate: error: cannot write output '{path}': {error}"),
            Self::Usage { message } => write!(f, "lpf-translate: error: {message}"),
        }
    }
}

impl std::error::Error for TranslateError {}
