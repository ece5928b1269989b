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

impl Diag {
    /// `file:line:col: severity: message`, without notes.
    fn headline(&self) -> String {
        let at = match &self.position {
            Some(p) => format!("{}:{}:{}", p.file, p.line, p.column),
            None => "<unknown location>".to_string(),
        };
        format!("{at}: {}: {}", self.severity.as_str(), self.message)
    }

    /// The diagnostic as mlir-opt prints it: each headline (this one's and its notes') followed
    /// by the source line it points at in `source` (the text of `file`) and a caret under the
    /// column. Like MLIR's SourceMgrDiagnosticHandler, a note at its diagnostic's own position
    /// does not repeat the excerpt. Positions in other files, or past the end of `source`, get
    /// the headline only.
    pub fn render(&self, file: &str, source: &str) -> String {
        self.render_under(None, file, source)
    }

    fn render_under(&self, parent: Option<&Position>, file: &str, source: &str) -> String {
        let mut out = self.headline();
        let shown = self.position.as_ref().filter(|p| p.file == file && Some(*p) != parent);
        if let Some(lines) = shown.and_then(|p| excerpt(source, p.line, p.column)) {
            out += "\n";
            out += &lines;
        }
        for note in &self.notes {
            out += "\n";
            out += &note.render_under(self.position.as_ref(), file, source);
        }
        out
    }
}

impl fmt::Display for Diag {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.headline())?;
        for note in &self.notes {
            write!(f, "\n{note}")?;
        }
        Ok(())
    }
}

/// Line `line` of `source` and a caret under byte column `column` (both 1-based, as MLIR counts
/// them), the two lines MLIR's SourceMgrDiagnosticHandler prints under a diagnostic; None when
/// there is no such line.
pub fn excerpt(source: &str, line: usize, column: usize) -> Option<String> {
    let text = source.lines().nth(line.checked_sub(1)?)?.trim_end_matches('\r');
    // Tabs stay tabs under the caret, so it lines up however the terminal expands them.
    let pad: String = text
        .char_indices()
        .take_while(|(offset, _)| *offset + 1 < column)
        .map(|(_, c)| if c == '\t' { '\t' } else { ' ' })
        .collect();
    Some(format!("{text}\n{pad}^"))
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
            // Called from C++ (melior's trampoline), which cannot take a failure: abort on a panic.
            lpf_dialect::unwind::or_abort(
                || "collecting a diagnostic".to_string(),
                || sink.borrow_mut().push(convert(&diagnostic)),
            );
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

    #[test]
    fn excerpts_put_the_caret_under_the_column() {
        let source = "first\n  %0 = lpf.neg %a : f8E4M3FN\n\tx y\n";
        assert_eq!(excerpt(source, 2, 8).unwrap(), "  %0 = lpf.neg %a : f8E4M3FN\n       ^");
        assert_eq!(excerpt(source, 3, 3).unwrap(), "\tx y\n\t ^");
        assert_eq!(excerpt(source, 1, 1).unwrap(), "first\n^");
        assert!(excerpt(source, 4, 1).is_none());
        assert!(excerpt(source, 0, 1).is_none());
    }

    #[test]
    fn render_adds_excerpts_only_for_the_input_file() {
        let at = |file: &str, line| Some(Position { file: file.to_string(), line, column: 3 });
        let note = Diag { severity: Severity::Note, position: at("other.mlir", 1), message: "n".into(), notes: vec![] };
        let diag = Diag { severity: Severity::Error, position: at("a.mlir", 2), message: "m".into(), notes: vec![note] };
        assert_eq!(diag.render("a.mlir", "l1\nabcd\n"), "a.mlir:2:3: error: m\nabcd\n  ^\nother.mlir:1:3: note: n");
        assert_eq!(diag.to_string(), "a.mlir:2:3: error: m\nother.mlir:1:3: note: n");
        let same = Diag { severity: Severity::Note, position: at("a.mlir", 2), message: "n".into(), notes: vec![] };
        let diag = Diag { notes: vec![same], ..diag };
        assert_eq!(diag.render("a.mlir", "l1\nabcd\n"), "a.mlir:2:3: error: m\nabcd\n  ^\na.mlir:2:3: note: n");
    }
}
