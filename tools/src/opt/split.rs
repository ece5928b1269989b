//! `--split-input-file`, with mlir-opt's rule (MLIR 22's `splitAndProcessBuffer`, checked by
//! experiment against mlir-opt-22): the marker `// -----` splits wherever it occurs, indented or
//! not, even inside a line; the text after it on its line belongs to the next chunk. A marker
//! followed by nothing (end of input) or by `0` does not split, and neither does `// ---` not
//! followed by `--`: those are "near misses", reported as warnings and kept in the chunk.
//! Diagnostics keep the line and column numbers of the whole file, as mlir-opt's do:
//! [`Chunk::padded`] puts the chunk back at its original line and column.

/// The separator mlir-opt uses, both to split input and to join output.
pub const SEPARATOR: &str = "// -----";

/// The part of the marker that starts a candidate split (mlir-opt drops the last two dashes to
/// catch near misses).
const PREFIX: &str = "// ---";

/// One chunk of the input, with the line and column where it starts (1-based).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk<'t> {
    pub text: &'t str,
    pub line: usize,
    pub column: usize,
}

impl Chunk<'_> {
    /// The chunk preceded by newlines and spaces up to where it started, so that parsing it
    /// reports the whole file's line and column numbers (and expectations resolve against them).
    pub fn padded(&self) -> String {
        "\n".repeat(self.line - 1) + &" ".repeat(self.column - 1) + self.text
    }
}

/// A `// ---` that did not split: 1-based line and column of the text after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NearMiss {
    pub line: usize,
    pub column: usize,
}

/// Splits `text` into chunks (a text without markers is one chunk) and lists the near misses.
pub fn split_chunks(text: &str) -> (Vec<Chunk<'_>>, Vec<NearMiss>) {
    let mut chunks = Vec::new();
    let mut near_misses = Vec::new();
    let mut start = 0;
    let mut search = 0;
    while let Some(found) = text[search..].find(PREFIX) {
        let after = search + found + PREFIX.len();
        let rest = &text.as_bytes()[after..];
        if rest.starts_with(b"--") && rest.len() > 2 && rest[2] != b'0' {
            chunks.push(chunk_at(text, start, search + found));
            start = after + 2;
            search = start;
        } else {
            let (line, column) = line_and_column(text, after);
            near_misses.push(NearMiss { line, column });
            search = after;
        }
    }
    chunks.push(chunk_at(text, start, text.len()));
    (chunks, near_misses)
}

fn chunk_at(text: &str, start: usize, end: usize) -> Chunk<'_> {
    let (line, column) = line_and_column(text, start);
    Chunk { text: &text[start..end], line, column }
}

/// The 1-based line and byte column of `offset` in `text`.
fn line_and_column(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |at| at + 1);
    (line, offset - line_start + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &str) -> Vec<&str> {
        split_chunks(text).0.iter().map(|c| c.text).collect()
    }

    #[test]
    fn splits_wherever_the_marker_is() {
        // Indented, tab-indented, with trailing text, after text, and a longer dash run: all
        // split in mlir-opt-22, the rest of the line going to the next chunk.
        assert_eq!(texts("a\n  // -----\nb"), ["a\n  ", "\nb"]);
        assert_eq!(texts("a\n\t// -----\nb"), ["a\n\t", "\nb"]);
        assert_eq!(texts("a\n// ----- x\nb"), ["a\n", " x\nb"]);
        assert_eq!(texts("a\nx // -----\nb"), ["a\nx ", "\nb"]);
        assert_eq!(texts("a\n// ------\nb"), ["a\n", "-\nb"]);
        assert_eq!(texts("a\n// ----- // -----\nb"), ["a\n", " ", "\nb"]);
    }

    #[test]
    fn near_misses_do_not_split() {
        for text in ["a\n// ----\nb", "a\n// -----0\nb", "a\n// ---- -\nb", "a\n// -----"] {
            let (chunks, misses) = split_chunks(text);
            assert_eq!(chunks.len(), 1, "{text:?}");
            assert_eq!(misses, [NearMiss { line: 2, column: 7 }], "{text:?}");
        }
        let (chunks, misses) = split_chunks("a\n//-----\nb");
        assert_eq!((chunks.len(), misses.len()), (1, 0));
    }

    #[test]
    fn chunks_keep_their_place() {
        let (chunks, _) = split_chunks("a\n  // ----- x\nb");
        assert_eq!((chunks[1].line, chunks[1].column), (2, 11));
        assert_eq!(chunks[1].padded(), "\n           x\nb");
        assert_eq!(chunks[0].padded(), "a\n  ");
    }

    #[test]
    fn no_separator_is_one_chunk() {
        assert_eq!(split_chunks("x\ny\n").0, [Chunk { text: "x\ny\n", line: 1, column: 1 }]);
    }
}
