//! `lpf-translate --atreides-to-asm | --atreides-to-bin`: from the `atreides.program` ops that
//! `lpf-opt --lower-to-atreides` prints (or, for convenience, straight from an lpf function,
//! lowered on the way) to Atreides assembly, or to program words plus a JSON layout file.
//!
//! All Atreides translation lives here, one entry function per flag; the `lpf-translate`
//! binary only parses its command line and calls them.
//!
//! - Assembly is the disassembler's canonical text (`.threads` first, `L<pc>` labels), so the
//!   `atreides` assembler reads it back to the same words and the disassembler prints it back
//!   unchanged. A function with several results has one kernel (launch) per result: their
//!   texts follow each other, each after a `; ----- kernel N (result R)` line.
//! - Binary is little-endian 16-bit words, the `atreides` CLI's `.bin` format: kernel 0 in the
//!   `-o` file, kernel N > 0 in `--kernel-dir DIR` as `kN.bin`. The layout file (`--layout`)
//!   names each argument's and result's address, shape, format and pitch, each kernel's thread
//!   count and file. Nothing is written that the user did not name.

use crate::context::tool_context;
use crate::diagnostics::{excerpt, parse_position, Collector};
use lpf_atreides::dis::disassemble;
use lpf_lowering::to_atreides::dialect::{programs, read_program};
use lpf_lowering::to_atreides::{compile, Compiled};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::{Location, Module};
use std::fmt;
use std::path::{Path, PathBuf};

/// A translation failure; Display is the whole message (located where there is an op).
#[derive(Debug)]
pub enum TranslateError {
    Read { path: String, message: String },
    Write { path: String, message: String },
    /// Parse/verify diagnostics, already rendered.
    Invalid(String),
    At(String),
    NoProgram { path: String },
    NoEntry { name: String, available: Vec<String> },
}

impl fmt::Display for TranslateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TranslateError::Read { path, message } => write!(f, "lpf-translate: error: cannot read '{path}': {message}"),
            TranslateError::Write { path, message } => write!(f, "lpf-translate: error: cannot write '{path}': {message}"),
            TranslateError::Invalid(text) | TranslateError::At(text) => f.write_str(text),
            TranslateError::NoProgram { path } => write!(
                f,
                "lpf-translate: error: '{path}' holds no atreides.program op and no func.func to lower (run lpf-opt --lower-to-atreides first)"
            ),
            TranslateError::NoEntry { name, available } => {
                write!(f, "lpf-translate: error: no function @{name}; available: {}", available.join(", "))
            }
        }
    }
}

impl std::error::Error for TranslateError {}

fn located(name: &str, text: &str, location: Location, message: &str) -> TranslateError {
    match parse_position(&location.to_string()) {
        Some(p) => {
            let mut out = format!("{}:{}:{}: error: {message}", p.file, p.line, p.column);
            if p.file == name {
                if let Some(lines) = excerpt(text, p.line, p.column) {
                    out = format!("{out}\n{lines}");
                }
            }
            TranslateError::At(out)
        }
        None => TranslateError::At(format!("{name}: error: {message}")),
    }
}

/// The compiled function `entry` of `text` (the contents of `name`).
pub fn load(name: &str, text: &str, entry: &str) -> Result<Compiled, TranslateError> {
    let context = tool_context(false);
    let collector = Collector::attach(&context);
    let module = lpf_dialect::source::parse_source(&context, text, name);
    let diagnostics = collector.take();
    let Some(module) = module else {
        let rendered: Vec<String> = diagnostics.iter().map(|d| d.render(name, text)).collect();
        return Err(TranslateError::Invalid(rendered.join("\n")));
    };
    let body = module.body();
    let found = programs(body.first_operation());
    if !found.is_empty() {
        let names: Vec<String> = found.iter().map(|op| symbol(op).unwrap_or_default()).collect();
        let pick = if found.len() == 1 { Some(0) } else { names.iter().position(|n| n == entry) };
        let Some(index) = pick else { return Err(TranslateError::NoEntry { name: entry.into(), available: names }) };
        return read_program(found[index]).map_err(|error| located(name, text, error.location.unwrap_or(found[index].location()), &error.to_string()));
    }
    lower(&module, name, text, entry)
}

fn symbol(op: &melior::ir::OperationRef) -> Option<String> {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
}

/// Lowers function `entry` (or the only function) of an lpf module.
fn lower(module: &Module, name: &str, text: &str, entry: &str) -> Result<Compiled, TranslateError> {
    let mut funcs = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            funcs.push(op);
        }
    }
    if funcs.is_empty() {
        return Err(TranslateError::NoProgram { path: name.into() });
    }
    let names: Vec<String> = funcs.iter().map(|op| symbol(op).unwrap_or_default()).collect();
    let pick = if funcs.len() == 1 { Some(0) } else { names.iter().position(|n| n == entry) };
    let Some(index) = pick else { return Err(TranslateError::NoEntry { name: entry.into(), available: names }) };
    compile(funcs[index]).map_err(|error| located(name, text, error.location.unwrap_or(funcs[index].location()), &error.to_string()))
}

/// `--atreides-to-asm`: the kernels' assembly.
pub fn atreides_to_asm(compiled: &Compiled) -> String {
    let mut out = String::new();
    // An empty result has no launch; say so rather than print nothing for it.
    for result in 0..compiled.results.len() {
        if !compiled.kernels.iter().any(|k| k.result == result) {
            out.push_str(&format!("; result {result} is empty: no kernel\n"));
        }
    }
    for (index, kernel) in compiled.kernels.iter().enumerate() {
        if compiled.kernels.len() > 1 {
            out.push_str(&format!("; ----- kernel {index} (result {})\n", kernel.result));
        }
        out.push_str(&disassemble(&kernel.to_program()));
    }
    out
}

/// Where kernel `index`'s words go: kernel 0 to the `-o` file, kernel N > 0 to `kN.bin` in
/// `kernel_dir` (None when there is no such directory: the caller refuses).
pub fn kernel_path(output: &Path, kernel_dir: Option<&Path>, index: usize) -> Option<PathBuf> {
    match index {
        0 => Some(output.to_path_buf()),
        _ => kernel_dir.map(|dir| dir.join(format!("k{index}.bin"))),
    }
}

/// `--atreides-to-bin`: writes kernel 0's words (little-endian) to `output`, kernel N > 0's
/// to `kernel_dir/kN.bin`, and the layout file to `layout` when given: nothing is written but
/// what the user named (`-o /dev/null` writes nothing else). A function without kernels (every
/// result empty) writes an empty `output`. Returns the paths written.
pub fn atreides_to_bin(compiled: &Compiled, output: &Path, kernel_dir: Option<&Path>, layout: Option<&Path>) -> Result<Vec<PathBuf>, TranslateError> {
    let count = compiled.kernels.len();
    if count > 1 && kernel_dir.is_none() {
        return Err(TranslateError::Write {
            path: output.display().to_string(),
            message: format!(
                "@{} has {count} kernels (one per result); -o takes kernel 0, --kernel-dir DIR names where kernels 1..{} go (as DIR/kN.bin)",
                compiled.entry,
                count - 1
            ),
        });
    }
    let write = |path: &Path, bytes: &[u8]| {
        lpf_output::write_file(path, bytes).map_err(|e| TranslateError::Write { path: path.display().to_string(), message: e.to_string() })
    };
    if let (Some(dir), true) = (kernel_dir, count > 1) {
        std::fs::create_dir_all(dir).map_err(|e| TranslateError::Write { path: dir.display().to_string(), message: e.to_string() })?;
    }
    let mut written = Vec::new();
    if count == 0 {
        write(output, &[])?;
        written.push(output.to_path_buf());
    }
    for (index, kernel) in compiled.kernels.iter().enumerate() {
        let path = kernel_path(output, kernel_dir, index).expect("checked above: several kernels have a --kernel-dir");
        let bytes: Vec<u8> = kernel.words().iter().flat_map(|w| w.to_le_bytes()).collect();
        write(&path, &bytes)?;
        written.push(path);
    }
    if let Some(layout) = layout {
        // Each kernel's program file as the user named it (-o, or inside --kernel-dir).
        let files: Vec<String> = written.iter().take(count).map(|p| p.display().to_string()).collect();
        write(layout, compiled.layout_json(&files).as_bytes())?;
        written.push(layout.to_path_buf());
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_files_only_where_named() {
        assert_eq!(kernel_path(Path::new("out/p.bin"), None, 0), Some(PathBuf::from("out/p.bin")));
        assert_eq!(kernel_path(Path::new("/dev/null"), None, 1), None);
        assert_eq!(kernel_path(Path::new("/dev/null"), Some(Path::new("ks")), 2), Some(PathBuf::from("ks/k2.bin")));
    }
}
