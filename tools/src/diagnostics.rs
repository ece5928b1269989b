//! MLIR diagnostics as plain data: severity, file:line:col, message, notes. Captured through a
//! context handler so the driver can either print them (mlir-opt's format) or check them against
//! the input's expectations.

use melior::diagnostic::{Diagnostic, DiagnosticSeverity};
use melior::Context;
use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Error => "error",
            Self::Warning => "warning",
            Self::Note => "note",
            Self::Remark => "remark",
        }
    }
}

/// Where a diagnostic points: the first file:line:col found in its location.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub file: String,
    pub line: usize,
    pub column: usize,
}

#[derive(Debug, Clone)]
pub struct Diag {
    pub severity: Severity,
    pub position: Option<Position>,
    pub message: String,
    pub notes: Vec<Diag>,
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.position {
            Some(p) => write!(f, "{}:{}:{}: ", p.file, p.line, p.column)?,
            None => write!(f, "<unknown location>: ")?,
        }
        write!(f, "{}: {}", self.severity.as_str(), self.message)?;
        for note in &self.notes {
            write!(f, "\n{note}")?;
        }
        Ok(())
    }
}

/// Extracts the first `"file":line:col` of a printed location (`loc("a.mlir":3:5)`, or nested in
/// a fused / call-site / named location).
pub fn parse_position(location: &str) -> Option<Position> {
    let mut rest = location;
    while let Some(open) = rest.find('"') {
        let after = &rest[open + 1..];
        let close = after.find('"')?;
        let file = &after[..close];
        let tail = &after[close + 1..];
        if let Some(numbers) = tail.strip_prefix(':') {
            let digits = |s: &str| s.chars().take_while(char::is_ascii_digit).collect::<String>();
            let line = digits(numbers);
            let after_line = &numbers[line.len()..];
            if let (Ok(line), Some(col_text)) = (line.parse(), after_line.strip_prefix(':')) {
                if let Ok(column) = digits(col_text).parse() {
                    return Some(Position { file: file.to_string(), line, column });
                }
            }
        }
        rest = tail;
    }
    None
}

fn convert(diagnostic: &Diagnostic) -> Diag {
    let severity = match diagnostic.severity() {
        DiagnosticSeverity::Error => Severity::Error,
        DiagnosticSeverity::Warning => Severity::Warning,
        DiagnosticSeverity::Note => Severity::Note,
        DiagnosticSeverity::Remark => Severity::Remark,
    };
    let notes = (0..diagnostic.note_count())
        .filter_map(|i| diagnostic.note(i).ok())
        .map(|note| convert(&note))
        .collect();
    Diag {
        severity,
        position: parse_position(&diagnostic.location().to_string()),
        message: diagnostic.to_string(),
        notes,
    }
}

/// Collects every diagnostic of `context` from now on; read them with [`Collector::take`].
pub struct Collector {
    diagnostics: Rc<RefCell<Vec<Diag>>>,
}

impl Collector {
    pub fn attach(context: &Context) -> Self {
        let diagnostics = Rc::new(RefCell::new(Vec::new()));
        let sink = Rc::clone(&diagnostics);
        context.attach_diagnostic_handler(move |diagnostic| {
            sink.borrow_mut().push(convert(&diagnostic));
            true
        });
        Self { diagnostics }
    }

    /// The diagnostics collected since the last call.
    pub fn take(&self) -> Vec<Diag> {
        std::mem::take(&mut self.diagnostics.borrow_mut())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_from_printed_locations() {
        let p = parse_position(r#"loc("dir/a.mlir":12:7)"#).unwrap();
        assert_eq!((p.file.as_str(), p.line, p.column), ("dir/a.mlir", 12, 7));
        let fused = parse_position(r#"loc(fused["name", "b.mlir":3:1])"#).unwrap();
        assert_eq!((fused.file.as_str(), fused.line), ("b.mlir", 3));
        assert!(parse_position("loc(unknown)").is_none());
    }
}
