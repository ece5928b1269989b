//! Reading a tool's MLIR input: a file, or standard input for `-`, as UTF-8 text.

use std::io::Read;

/// Why an input could not be read.
#[derive(Debug)]
pub enum InputError {
    Io(std::io::Error),
    NotUtf8,
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
    let text = String::from_utf8(bytes).map_err(|_| InputError::NotUtf8)?;
    let name = if path == "-" { "<stdin>".to_string() } else { path.to_string() };
    Ok((name, text))
}
