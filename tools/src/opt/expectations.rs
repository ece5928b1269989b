//! `--verify-diagnostics`: the input states the diagnostics it expects in comments,
//!
//! ```text
//! // expected-error@+1 {{[E0911] 'lpf.add' mixes}}
//! %0 = lpf.add %a, %b : ...
//! ```
//!
//! with mlir-opt's grammar: `expected-(error|warning|note|remark)(-re)?`, then an optional
//! designator, then `{{text}}` running to the line's last `}}` (one directive per line).
//! Designators: none (this line), `@+N`, `@-N`, `@above` (the nearest line above without a
//! directive), `@below` (the nearest line below without one), `@unknown` (a diagnostic without a
//! file location). A diagnostic matches an expectation of its severity on its line whose text it
//! contains; with `-re`, the `{{...}}` groups inside the text are regular expressions and the rest
//! is literal. Every expectation must be met and every diagnostic expected.

use crate::diagnostics::{Diag, Position, Severity};
use regex::Regex;

#[derive(Debug, Clone)]
pub struct Expectation {
    pub severity: Severity,
    /// The line the diagnostic must point at (1-based, within the chunk); None for `@unknown`.
    pub line: Option<usize>,
    /// The line of the comment itself, for reporting.
    pub written_at: usize,
    /// The byte column (1-based) of the severity word in the comment (`error` in
    /// `expected-error`), where mlir-opt points its report.
    pub column: usize,
    /// The text between the outer `{{` and `}}`, as written.
    pub text: String,
    /// The compiled pattern of an `-re` expectation.
    pub regex: Option<Regex>,
}

impl Expectation {
    fn matches(&self, diagnostic: &Diag) -> bool {
        let place_matches = match (self.line, &diagnostic.position) {
            (Some(line), Some(position)) => position.line == line,
            (None, None) => true,
            _ => false,
        };
        place_matches
            && self.severity == diagnostic.severity
            && match &self.regex {
                Some(regex) => regex.is_match(&diagnostic.message),
                None => diagnostic.message.contains(&self.text),
            }
    }

    /// Where the expectation points, for messages.
    pub fn place(&self) -> String {
        match self.line {
            Some(line) => format!("on line {line}"),
            None => "at an unknown location".to_string(),
        }
    }
}

/// A malformed expectation comment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectationError {
    pub line: usize,
    /// The byte column (1-based) of the part of the directive that is wrong.
    pub column: usize,
    pub message: String,
}

const KINDS: &[(&str, Severity)] = &[
    ("expected-error", Severity::Error),
    ("expected-warning", Severity::Warning),
    ("expected-note", Severity::Note),
    ("expected-remark", Severity::Remark),
];

/// Where a directive points before `@below` lines are known.
enum Target {
    Line(usize),
    Below,
    Unknown,
}

/// Reads every expectation of `text`.
pub fn parse_expectations(text: &str) -> Result<Vec<Expectation>, ExpectationError> {
    let mut found = Vec::new();
    let mut waiting_for_next_line = Vec::new();
    let mut last_plain_line = None;
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let Some(directive) = parse_directive(line.trim_end(), number, last_plain_line)? else {
            // A line without a directive: what waits `@below` points here, `@above` from now on.
            for waiting in waiting_for_next_line.drain(..) {
                let expectation: &mut Expectation = &mut found[waiting];
                expectation.line = Some(number);
            }
            last_plain_line = Some(number);
            continue;
        };
        let (expectation, target) = directive;
        if matches!(target, Target::Below) {
            waiting_for_next_line.push(found.len());
        }
        found.push(expectation);
    }
    if let Some(&waiting) = waiting_for_next_line.first() {
        let (line, column) = (found[waiting].written_at, found[waiting].column);
        return Err(ExpectationError { line, column, message: "@below has no line without a directive below it".into() });
    }
    Ok(found)
}

/// The directive on `line`, if any.
fn parse_directive(line: &str, number: usize, last_plain_line: Option<usize>) -> Result<Option<(Expectation, Target)>, ExpectationError> {
    // Every part below is a subslice of `line`, so its column is its offset in it.
    let column_of = |part: &str| part.as_ptr() as usize - line.as_ptr() as usize + 1;
    let error_at = |part: &str, message: String| ExpectationError { line: number, column: column_of(part), message };
    let mut rest = line;
    let (keyword, severity, candidate) = loop {
        let Some(at) = rest.find("expected-") else { return Ok(None) };
        let candidate = &rest[at..];
        let kind = KINDS.iter().find(|(k, _)| {
            candidate.starts_with(k) && !candidate[k.len()..].starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
                && (!candidate[k.len()..].starts_with('-') || candidate[k.len()..].starts_with("-re"))
        });
        match kind {
            Some(&(keyword, severity)) => break (keyword, severity, candidate),
            None => rest = &candidate["expected-".len()..],
        }
    };
    let column = column_of(&candidate["expected-".len()..]);
    let mut tail = &candidate[keyword.len()..];
    let is_regex = match tail.strip_prefix("-re") {
        Some(after) => {
            tail = after;
            true
        }
        None => false,
    };
    tail = tail.trim_start_matches(' ');
    let mut target = Target::Line(number);
    if let Some(designator) = tail.strip_prefix('@') {
        let end = designator.find([' ', '{']).unwrap_or(designator.len());
        let (spec, after) = designator.split_at(end);
        target = match spec {
            "above" => Target::Line(last_plain_line.ok_or_else(|| error_at(tail, "@above has no line without a directive above it".into()))?),
            "below" => Target::Below,
            "unknown" => Target::Unknown,
            _ => {
                let offset: i64 = spec
                    .strip_prefix('+')
                    .unwrap_or(spec)
                    .parse()
                    .ok()
                    .filter(|_| spec.starts_with(['+', '-']))
                    .ok_or_else(|| error_at(tail, format!("bad designator '@{spec}': expected @+N, @-N, @above, @below or @unknown")))?;
                let target = number as i64 + offset;
                if target < 1 {
                    return Err(error_at(tail, format!("'@{spec}' points before the first line")));
                }
                Target::Line(target as usize)
            }
        };
        tail = after.trim_start_matches(' ');
    }
    let body = tail.strip_prefix("{{").ok_or_else(|| error_at(tail, "expected '{{' after the expectation".into()))?;
    let close = body.rfind("}}").ok_or_else(|| error_at(tail, "missing '}}' to close the expected text".into()))?;
    if !body[close + 2..].is_empty() {
        return Err(error_at(&body[close + 2..], "the expected text must end the line with '}}'".into()));
    }
    let text = body[..close].to_string();
    let regex = if is_regex { Some(compile_pattern(&text).map_err(|message| error_at(body, message))?) } else { None };
    let line = match target {
        Target::Line(line) => Some(line),
        Target::Below | Target::Unknown => None,
    };
    Ok(Some((Expectation { severity, line, written_at: number, column, text, regex }, target)))
}

/// An `-re` text: literal except inside `{{...}}`, which is a regular expression.
fn compile_pattern(text: &str) -> Result<Regex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    while let Some(open) = rest.find("{{") {
        pattern.push_str(&regex::escape(&rest[..open]));
        let inner = &rest[open + 2..];
        let close = inner.find("}}").ok_or_else(|| format!("unterminated '{{{{' in regex expectation {{{{{text}}}}}"))?;
        pattern.push('(');
        pattern.push_str(&inner[..close]);
        pattern.push(')');
        rest = &inner[close + 2..];
    }
    pattern.push_str(&regex::escape(rest));
    Regex::new(&pattern).map_err(|e| format!("invalid regex in expectation {{{{{text}}}}}: {e}"))
}

/// A mismatch between expectations and diagnostics, ready to print.
#[derive(Debug, Clone)]
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
        let slot = open.iter_mut().find(|slot| slot.is_some_and(|e| e.matches(diagnostic)));
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
        let text = "// expected-error@+2 {{a}}\n\nx // expected-warning {{b}}\n// expected-note@above {{c}}\n// expected-error@-3 {{d}}\n// expected-remark@below {{e}}\ny\n";
        let found = parse_expectations(text).unwrap();
        let lines: Vec<_> = found.iter().map(|e| (e.severity, e.line, e.text.as_str())).collect();
        assert_eq!(
            lines,
            [
                (Severity::Error, Some(3), "a"),
                (Severity::Warning, Some(3), "b"),
                (Severity::Note, Some(2), "c"),
                (Severity::Error, Some(2), "d"),
                (Severity::Remark, Some(7), "e")
            ]
        );
    }

    #[test]
    fn above_and_below_skip_directive_lines() {
        // As mlir-opt: both @below bind to `op`, both @above to `op` as well.
        let text = "// expected-error@below {{a}}\n// expected-note@below {{b}}\nop\n// expected-error@above {{c}}\n// expected-note@above {{d}}\n";
        let lines: Vec<_> = parse_expectations(text).unwrap().iter().map(|e| e.line).collect();
        assert_eq!(lines, [Some(3); 4]);
        assert!(parse_expectations("x\n// expected-error@below {{a}}\n").is_err());
        assert!(parse_expectations("// expected-error@above {{a}}\n").is_err());
    }

    #[test]
    fn regex_and_unknown_expectations() {
        let expected = parse_expectations("// expected-error-re@+1 {{returns {{[0-9]+}} values (@{{.*}})}}\nx\n").unwrap();
        assert_eq!(expected[0].text, "returns {{[0-9]+}} values (@{{.*}})");
        assert!(check(&expected, &[diag(Severity::Error, 2, "op returns 12 values (@main)")]).is_empty());
        assert_eq!(check(&expected, &[diag(Severity::Error, 2, "op returns x values (@main)")]).len(), 2);
        let unknown = parse_expectations("// expected-warning@unknown {{w}}\n").unwrap();
        let nowhere = Diag { severity: Severity::Warning, position: None, message: "w!".into(), notes: vec![] };
        assert!(check(&unknown, &[nowhere]).is_empty());
        assert_eq!(check(&unknown, &[diag(Severity::Warning, 1, "w!")]).len(), 2);
        assert!(parse_expectations("// expected-error-re {{a{{(}}b}}").is_err());
    }

    #[test]
    fn directives_and_their_errors_have_columns() {
        let found = parse_expectations("x // expected-error {{a}}\n").unwrap();
        assert_eq!((found[0].written_at, found[0].column), (1, 15));
        let at = |text: &str| parse_expectations(text).map(|_| ()).unwrap_err();
        assert_eq!((at("  // expected-error@+x {{a}}").line, at("  // expected-error@+x {{a}}").column), (1, 20));
        assert_eq!(at("\n// expected-note@below {{a}}").column, 13);
        assert_eq!(at("// expected-error {{a").column, 19);
        assert_eq!(at("// expected-error {{a}} b").column, 24);
        assert_eq!(at("// expected-error-re {{{{(}}}}").column, 24);
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
