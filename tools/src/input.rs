//! Reading a tool's MLIR input: a file, or standard input for `-`, as UTF-8 text.
//!
//! mlir-opt reads bytes, so invalid UTF-8 inside a `//` comment is no error there (the lexer
//! skips comments unread). The tools work on `str`, so such bytes are replaced, one `?` per byte
//! (every later byte keeps its line and column), before the text is checked for UTF-8; invalid
//! UTF-8 anywhere else is a located error.

use std::io::Read;

/// Why an input could not be read.
#[derive(Debug)]
pub enum InputError {
    Io(std::io::Error),
    /// Invalid UTF-8 outside comments, at this 1-based line and byte column.
    NotUtf8 { line: usize, column: usize },
}

/// Reads `path` (`-` is standard input); returns the name diagnostics use (`<stdin>` for `-`)
/// and the text.
pub fn read_input(path: &str) -> Result<(String, String), InputError> {
    let mut bytes = Vec::new();
    if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map_err(InputError::Io)?;
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes)).map_err(InputError::Io)?;
    }
    let text = text_of(bytes)?;
    let name = if path == "-" { "<stdin>".to_string() } else { path.to_string() };
    Ok((name, text))
}

/// `bytes` as text, with invalid UTF-8 inside comments replaced byte for byte.
pub fn text_of(mut bytes: Vec<u8>) -> Result<String, InputError> {
    if std::str::from_utf8(&bytes).is_err() {
        blank_invalid_utf8_in_comments(&mut bytes);
    }
    String::from_utf8(bytes).map_err(|error| {
        let valid = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
        InputError::NotUtf8 { line, column: valid.len() - line_start + 1 }
    })
}

/// Replaces the bytes of invalid UTF-8 sequences that stand in `//` comments by `?`. A comment
/// starts at `//` outside a string literal and ends the line (MLIR's strings cannot span lines,
/// and `\"` inside one does not end it).
fn blank_invalid_utf8_in_comments(bytes: &mut [u8]) {
    let mut start = 0;
    while start < bytes.len() {
        let end = bytes[start..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |at| start + at);
        if let Some(comment) = comment_start(&bytes[start..end]) {
            blank_invalid(&mut bytes[start + comment..end]);
        }
        start = end + 1;
    }
}

/// Where the comment on `line` starts, if it has one.
fn comment_start(line: &[u8]) -> Option<usize> {
    let mut in_string = false;
    let mut at = 0;
    while at < line.len() {
        match (in_string, line[at]) {
            (true, b'\\') => at += 1,
            (_, b'"') => in_string = !in_string,
            (false, b'/') if line.get(at + 1) == Some(&b'/') => return Some(at),
            _ => {}
        }
        at += 1;
    }
    None
}

fn blank_invalid(mut bytes: &mut [u8]) {
    while let Err(error) = std::str::from_utf8(bytes) {
        let bad_start = error.valid_up_to();
        let bad_len = error.error_len().unwrap_or(bytes.len() - bad_start);
        bytes[bad_start..bad_start + bad_len].fill(b'?');
        bytes = &mut bytes[bad_start + bad_len..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_in_comments_is_blanked_byte_for_byte() {
        let text = text_of(b"// a \xff\xfe b\nmodule {} // \xe2\x82\n".to_vec()).unwrap();
        assert_eq!(text, "// a ?? b\nmodule {} // ??\n");
        // Valid UTF-8 in comments is kept as it is.
        assert_eq!(text_of(b"// \xc3\xa9 \xff".to_vec()).unwrap(), "// é ?");
    }

    #[test]
    fn invalid_utf8_outside_comments_is_located() {
        let at = |bytes: &[u8]| match text_of(bytes.to_vec()) {
            Err(InputError::NotUtf8 { line, column }) => (line, column),
            other => panic!("{other:?}"),
        };
        assert_eq!(at(b"module {}\nx \xff"), (2, 3));
        // `//` inside a string literal starts no comment, and an escaped quote does not end it.
        assert_eq!(at(b"\"a // b \xff\""), (1, 9));
        assert_eq!(at(b"\"a \\\" // \xff\""), (1, 10));
        // A string that closed before `//` leaves a real comment.
        assert!(text_of(b"\"a\" // \xff".to_vec()).is_ok());
    }
}
