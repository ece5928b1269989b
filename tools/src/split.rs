//! `--split-input-file`: chunks separated by lines that are exactly `// -----` (trailing blanks
//! allowed). Diagnostics keep the line numbers of the whole file, as mlir-opt's do:
//! [`Chunk::padded`] puts the chunk back on its original lines.

/// The separator mlir-opt uses, both to split input and to join output.
pub const SEPARATOR: &str = "// -----";

/// One chunk of the input and the number of lines before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chunk<'t> {
    pub text: &'t str,
    pub lines_before: usize,
}

impl Chunk<'_> {
    /// The chunk preceded by one empty line per line before it, so that parsing it reports the
    /// whole file's line numbers (and expectations resolve against them).
    pub fn padded(&self) -> String {
        "\n".repeat(self.lines_before) + self.text
    }
}

/// Splits `text` into chunks; a text without separators is one chunk.
pub fn split_chunks(text: &str) -> Vec<Chunk<'_>> {
    let mut chunks = Vec::new();
    let (mut start, mut offset) = (0, 0);
    let (mut start_line, mut line_number) = (0, 0);
    for line in text.split_inclusive('\n') {
        line_number += 1;
        if line.trim_end() == SEPARATOR {
            chunks.push(Chunk { text: &text[start..offset], lines_before: start_line });
            start = offset + line.len();
            start_line = line_number;
        }
        offset += line.len();
    }
    chunks.push(Chunk { text: &text[start..], lines_before: start_line });
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_separator_lines_only() {
        let text = "a\n// -----\nb\n// ----- not\nc\n// -----  \nd";
        let chunks = split_chunks(text);
        let texts: Vec<_> = chunks.iter().map(|c| c.text).collect();
        assert_eq!(texts, ["a\n", "b\n// ----- not\nc\n", "d"]);
        let before: Vec<_> = chunks.iter().map(|c| c.lines_before).collect();
        assert_eq!(before, [0, 2, 6]);
        assert_eq!(chunks[1].padded(), "\n\nb\n// ----- not\nc\n");
    }

    #[test]
    fn no_separator_is_one_chunk() {
        assert_eq!(split_chunks("x\ny\n"), [Chunk { text: "x\ny\n", lines_before: 0 }]);
    }
}
