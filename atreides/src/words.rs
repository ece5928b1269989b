//! Reading and writing words in the two file forms the CLI accepts: whitespace-separated
//! hex text and little-endian binary.

use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordsError {
    /// A token that is not a 1..4-digit hex number (an optional `0x` prefix is allowed).
    BadHexWord {
        line: usize,
        column: usize,
        token: String,
    },
    /// Binary input must be whole 16-bit words.
    OddLength { bytes: usize },
}

impl fmt::Display for WordsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WordsError::BadHexWord {
                line,
                column,
                token,
            } => write!(
                f,
                "{line}:{column}: `{token}` is not a 16-bit hex word (expected 1 to 4 hex digits)"
            ),
            WordsError::OddLength { bytes } => {
                write!(
                    f,
                    "binary file has {bytes} bytes, an odd count: words are 2 bytes each"
                )
            }
        }
    }
}

impl std::error::Error for WordsError {}

/// Parses whitespace-separated hex words; `;` starts a comment to the end of the line.
pub fn parse_hex(text: &str) -> Result<Vec<u16>, WordsError> {
    let mut words = Vec::new();
    for (n, raw_line) in text.lines().enumerate() {
        let line = raw_line.split(';').next().unwrap_or("");
        for (column, token) in tokens(line) {
            let digits = token
                .strip_prefix("0x")
                .or_else(|| token.strip_prefix("0X"))
                .unwrap_or(token);
            let ok =
                (1..=4).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_hexdigit());
            match ok.then(|| u16::from_str_radix(digits, 16).ok()).flatten() {
                Some(w) => words.push(w),
                None => {
                    return Err(WordsError::BadHexWord {
                        line: n + 1,
                        column,
                        token: token.to_string(),
                    })
                }
            }
        }
    }
    Ok(words)
}

/// Whitespace-separated tokens with their 1-based character columns.
fn tokens(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = line;
    let mut offset = 0;
    std::iter::from_fn(move || {
        let start = rest.find(|c: char| !c.is_whitespace())?;
        let tail = &rest[start..];
        let len = tail.find(char::is_whitespace).unwrap_or(tail.len());
        let token = &tail[..len];
        let column = line[..offset + start].chars().count() + 1;
        offset += start + len;
        rest = &tail[len..];
        Some((column, token))
    })
}

/// Decodes little-endian 16-bit words.
pub fn parse_bin(bytes: &[u8]) -> Result<Vec<u16>, WordsError> {
    if !bytes.len().is_multiple_of(2) {
        return Err(WordsError::OddLength { bytes: bytes.len() });
    }
    Ok(bytes
        .chunks_exact(2)
        .map(|p| u16::from_le_bytes([p[0], p[1]]))
        .collect())
}

/// Little-endian bytes of the words.
pub fn to_bin(words: &[u16]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// Words as 4-digit uppercase hex separated by single spaces.
pub fn to_hex(words: &[u16]) -> String {
    words
        .iter()
        .map(|w| format!("{w:04X}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_round_trip_and_errors_with_location() {
        assert_eq!(
            parse_hex("50DE 300f\n  0x9100 ; comment\n1").unwrap(),
            [0x50DE, 0x300F, 0x9100, 1]
        );
        assert_eq!(
            parse_hex("0000\n  12345").unwrap_err(),
            WordsError::BadHexWord {
                line: 2,
                column: 3,
                token: "12345".into()
            }
        );
        assert!(matches!(
            parse_hex("G0").unwrap_err(),
            WordsError::BadHexWord { column: 1, .. }
        ));
        assert_eq!(to_hex(&[0xab, 0xFFFF]), "00AB FFFF");
    }

    #[test]
    fn binary_is_little_endian_and_whole_words() {
        assert_eq!(
            parse_bin(&[0xDE, 0x50, 0x00, 0xF0]).unwrap(),
            [0x50DE, 0xF000]
        );
        assert_eq!(to_bin(&[0x50DE]), [0xDE, 0x50]);
        assert_eq!(
            parse_bin(&[1, 2, 3]).unwrap_err(),
            WordsError::OddLength { bytes: 3 }
        );
    }
}
