//! Errors of the tool itself, as opposed to diagnostics about the IR.

use std::fmt;

#[derive(Debug)]
pub enum ToolError {
    ReadInput { path: String, error: std::io::Error },
    WriteOutput { path: String, error: std::io::Error },
    NotUtf8 { path: String },
    PassPipeline { pipeline: String, message: String },
}

impl fmt::Display for ToolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::ReadInput { path, error } => write!(f, "cannot read input '{path}': {error}"),
            Self::WriteOutput { path, error } => write!(f, "cannot write output '{path}': {error}"),
            Self::NotUtf8 { path } => write!(f, "input '{path}' is not UTF-8 text"),
            Self::PassPipeline { pipeline, message } => {
                write!(f, "invalid pass pipeline '{pipeline}': {}", message.trim_end())
            }
        }
    }
}

impl std::error::Error for ToolError {}
