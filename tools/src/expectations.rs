//! `--verify-diagnostics`: the input states the diagnostics it expects in comments,
//!
//! ```text
//! // expected-error@+1 {{[E0911] 'lpf.add' mixes}}
//! %0 = lpf.add %a, %b : ...
//! ```
//!
//! with mlir-opt's designators: none (this line), `@+N`, `@-N`, `@above`, `@below`. A diagnostic
//! matches an expectation of its severity on its line whose text it contains. Every expectation
//! must be met and every diagnostic expected.

use crate::diagnostics::{Diag, Position, Severity};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    pub severity: Severity,
    /// The line the diagnostic must point at (1-based, within the chunk).
    pub line: usize,
    /// The line of the comment itself, for reporting.
    pub written_at: usize,
    pub text: String,
}

/// A malformed expectation comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectationError {
    pub line: usize,
    pub message: String,
}

const KINDS: &[(&str, Severity)] = &[
    ("expected-error", Severity::Error),
    ("expected-warning", Severity::Warning),
    ("expected-note", Severity::Note),
    ("expected-remark", Severity::Remark),
];

/// Reads every expectation of `text`.
pub fn parse_expectations(text: &str) -> Result<Vec<Expectation>, ExpectationError> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (index, line) in lines.iter().enumerate() {
        let number = index + 1;
        let mut rest = *line;
        while let Some(at) = rest.find("expected-") {
            let candidate = &rest[at..];
            let Some(&(keyword, severity)) = KINDS.iter().find(|(k, _)| {
                candidate.starts_with(k) && !candidate[k.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '-')
            }) else {
                rest = &candidate["expected-".len()..];
                continue;
            };
            let error = |message: &str| ExpectationError { line: number, message: message.to_string() };
            let mut tail = &candidate[keyword.len()..];
            let mut target = number;
            if let Some(designator) = tail.strip_prefix('@') {
                let end = designator.find(char::is_whitespace).unwrap_or(designator.len());
                let (spec, after) = designator.split_at(end);
                target = match spec {
                    "above" => number.checked_sub(1).ok_or_else(|| error("@above on the first line"))?,
                    "below" => number + 1,
                    _ => {
                        let offset: i64 = spec
                            .strip_prefix('+')
                            .unwrap_or(spec)
                            .parse()
                            .map_err(|_| error(&format!("bad designator '@{spec}': expected @+N, @-N, @above or @below")))?;
                        let line = number as i64 + offset;
                        if line < 1 {
                            return Err(error(&format!("'@{spec}' points before the first line")));
                        }
                        line as usize
                    }
                };
                tail = after;
            }
            let tail = tail.trim_start();
            let body = tail.strip_prefix("{{").ok_or_else(|| error("expected '{{' after the expectation"))?;
            let close = body.find("}}").ok_or_else(|| error("missing '}}' to close the expected text"))?;
            found.push(Expectation { severity, line: target, written_at: number, text: body[..close].to_string() });
            rest = &body[close + 2..];
        }
    }
    Ok(found)
}

/// A mismatch between expectations and diagnostics, ready to print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mismatch {
    NotProduced(Expectation),
    /// The message to print, and where the diagnostic points (for the source excerpt).
    Unexpected { text: String, position: Option<Position> },
}

/// Pairs diagnostics (and their notes) with expectations; returns what did not pair.
pub fn check(expectations: &[Expectation], diagnostics: &[Diag]) -> Vec<Mismatch> {
    let mut open: Vec<Option<&Expectation>> = expectations.iter().map(Some).collect();
    let mut mismatches = Vec::new();
    let mut flat = Vec::new();
    for diagnostic in diagnostics {
        flatten(diagnostic, &mut flat);
    }
    for diagnostic in flat {
        let slot = open.iter_mut().find(|slot| {
            slot.is_some_and(|e| {
                e.severity == diagnostic.severity
                    && diagnostic.position.as_ref().is_some_and(|p| p.line == e.line)
                    && diagnostic.message.contains(&e.text)
            })
        });
        match slot {
            Some(slot) => *slot = None,
            None => {
                let place = match &diagnostic.position {
                    Some(p) => format!("{}:{}:{}", p.file, p.line, p.column),
                    None => "<unknown location>".to_string(),
                };
                let kind = diagnostic.severity.as_str();
                let text = format!("{place}: error: unexpected {kind}: {}", diagnostic.message);
                mismatches.push(Mismatch::Unexpected { text, position: diagnostic.position.clone() });
            }
        }
    }
    mismatches.extend(open.into_iter().flatten().cloned().map(Mismatch::NotProduced));
    mismatches
}

fn flatten<'d>(diagnostic: &'d Diag, into: &mut Vec<&'d Diag>) {
    into.push(diagnostic);
    for note in &diagnostic.notes {
        flatten(note, into);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diagnostics::Position;

    fn diag(severity: Severity, line: usize, message: &str) -> Diag {
        Diag {
            severity,
            position: Some(Position { file: "t.mlir".into(), line, column: 1 }),
            message: message.into(),
            notes: vec![],
        }
    }

    #[test]
    fn designators_resolve_to_lines() {
        let text = "// expected-error@+2 {{a}}\n\nx // expected-warning {{b}}\n// expected-note@above {{c}}\n// expected-error@-3 {{d}}\n// expected-remark@below {{e}}\n";
        let found = parse_expectations(text).unwrap();
        let lines: Vec<_> = found.iter().map(|e| (e.severity, e.line, e.text.as_str())).collect();
        assert_eq!(
            lines,
            [
                (Severity::Error, 3, "a"),
                (Severity::Warning, 3, "b"),
                (Severity::Note, 3, "c"),
                (Severity::Error, 2, "d"),
                (Severity::Remark, 7, "e")
            ]
        );
    }

    #[test]
    fn malformed_expectations_are_errors() {
        assert!(parse_expectations("// expected-error@+x {{a}}").is_err());
        assert!(parse_expectations("// expected-error {{a").is_err());
        assert!(parse_expectations("// expected-error a").is_err());
    }

    #[test]
    fn matching_needs_severity_line_and_text() {
        let expected = parse_expectations("// expected-error@+1 {{E0911}}\nx\n").unwrap();
        assert!(check(&expected, &[diag(Severity::Error, 2, "[E0911] mixes")]).is_empty());
        let wrong_line = check(&expected, &[diag(Severity::Error, 3, "[E0911] mixes")]);
        assert_eq!(wrong_line.len(), 2);
        let wrong_kind = check(&expected, &[diag(Severity::Warning, 2, "[E0911] mixes")]);
        assert_eq!(wrong_kind.len(), 2);
        let wrong_text = check(&expected, &[diag(Severity::Error, 2, "[E0912]")]);
        assert!(matches!(wrong_text[1], Mismatch::NotProduced(_)));
    }
}
