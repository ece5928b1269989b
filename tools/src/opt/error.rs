//! Errors of the tool itself, as opposed to diagnostics about the IR.

use std::fmt;

#[derive(Debug)]
pub enum ToolError {
    ReadInput { path: String, error: std::io::Error },
    WriteOutput { path: String, error: std::io::Error },
    /// Invalid UTF-8 outside a comment, at a 1-based line and byte column.
    NotUtf8 { path: String, line: usize, column: usize },
    PassPipeline { pipeline: String, message: String },
    /// `--name` is neither an option nor a registered pass.
    UnknownFlag { flag: String },
    PipelineAndPassFlags,
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ReadInput { path, error } => write!(f, "cannot read input '{path}': {error}"),
            Self::WriteOutput { path, error } => write!(f, "cannot write output '{path}': {error}"),
            Self::NotUtf8 { path, line, column } => write!(f, "input '{path}' is not UTF-8 text at {line}:{column} (only comments may hold invalid UTF-8)"),
            Self::PassPipeline { pipeline, message } => {
                write!(f, "invalid pass pipeline '{pipeline}': {}", one_line(message))
            }
            Self::UnknownFlag { flag } => write!(
                f,
                "unknown option or pass '--{flag}' (see --help for the options; every registered pass is a flag, e.g. --canonicalize, --lpf-fold)"
            ),
            Self::PipelineAndPassFlags => {
                write!(f, "--pass-pipeline cannot be combined with individual pass flags; put those passes into the pipeline")
            }
        }
    }
}

impl std::error::Error for ToolError {}

/// MLIR's pipeline-parser message on one line (a caller that keeps only the last line, such as
/// Python's `LpfError.message`, keeps the reason): its parts joined with "; ", without the
/// options parser's `<Pass-Options-Parser>: ` prefix.
fn one_line(message: &str) -> String {
    let parts: Vec<&str> = message
        .lines()
        .map(|l| l.trim().trim_start_matches("<Pass-Options-Parser>:").trim())
        .filter(|l| !l.is_empty())
        .collect();
    parts.join("; ")
}
