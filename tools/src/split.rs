//! `--split-input-file`: chunks separated by lines that are exactly `// -----` (trailing blanks
//! allowed). Line numbers inside a chunk count from the chunk's first line, as mlir-opt's do.

/// The separator mlir-opt uses, both to split input and to join output.
pub const SEPARATOR: &str = "// -----";

/// Splits `text` into chunks; a text without separators is one chunk.
pub fn split_chunks(text: &str) -> Vec<&str> {
    let mut chunks = Vec::new();
    let mut start = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.trim_end() == SEPARATOR {
            chunks.push(&text[start..offset]);
            start = offset + line.len();
        }
        offset += line.len();
    }
    chunks.push(&text[start..]);
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_on_separator_lines_only() {
        let text = "a\n// -----\nb\n// ----- not\nc\n// -----  \nd";
        assert_eq!(split_chunks(text), ["a\n", "b\n// ----- not\nc\n", "d"]);
    }

    #[test]
    fn no_separator_is_one_chunk() {
        assert_eq!(split_chunks("x\ny\n"), ["x\ny\n"]);
    }
}
