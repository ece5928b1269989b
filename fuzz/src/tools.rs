//! Targets that run lpf's command-line tools on mutated inputs, as a user would, and hold them
//! to the contract of issue #13: exit 0 with no error printed, or exit 1 with an `error:` line;
//! never a signal, another status, panic text, an internal error or a hang. They link nothing
//! of MLIR: the tools are separate processes (`lpf-translate`, `lpf-run`), found in
//! `$LPF_TOOLS_BIN_DIR` (what `fuzz/soak.sh` sets after building them) or `target/debug`.
//!
//! An input is the tool's MLIR text; what else the run needs (the mode, the entry, the
//! `--arg` files) is chosen from a hash of the input, so that a finding replays from its bytes
//! alone and every mutation also varies the command line.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// How long one tool run may take before it counts as a hang (debug builds, a loaded machine).
const HANG: Duration = Duration::from_secs(60);

/// The directory of the tool binaries; `None` when they are not built and nobody asked for
/// them (then the tool targets have nothing to run and pass: `cargo test -p lpf-fuzz` needs no
/// MLIR build). When `$LPF_TOOLS_BIN_DIR` is set, a missing binary is a failure.
pub fn bin_dir() -> Option<PathBuf> {
    match std::env::var_os("LPF_TOOLS_BIN_DIR") {
        Some(dir) => {
            let dir = PathBuf::from(dir);
            assert!(dir.join("lpf-run").is_file(), "LPF_TOOLS_BIN_DIR={} holds no lpf-run", dir.display());
            Some(dir)
        }
        None => Some(PathBuf::from("target/debug")).filter(|dir| dir.join("lpf-run").is_file()),
    }
}

/// FNV-1a: a stable hash of the input (not `DefaultHasher`, which may change between Rust
/// versions and would change what a saved finding runs).
pub(crate) fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ *b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// A fresh scratch directory for one run (removed when dropped).
pub(crate) struct Scratch(pub(crate) PathBuf);

impl Scratch {
    pub(crate) fn new() -> Scratch {
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = std::env::temp_dir().join(format!("lpf-fuzz-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        Scratch(dir)
    }

    pub(crate) fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).expect("a scratch file");
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `tool` with `args`, and panics (a finding) when the run breaks the contract; true
/// when it succeeded.
fn run_and_check(tool: &Path, args: &[String]) -> bool {
    run_tool(tool, args, &[]).0 == Some(0)
}

/// Runs `tool` with `args` and the extra environment `env`, and panics (a finding) when the run
/// breaks the contract; its exit status (None: a signal) and stderr.
pub(crate) fn run_tool(tool: &Path, args: &[String], env: &[(&str, String)]) -> (Option<i32>, String) {
    let mut child = Command::new(tool)
        .args(args)
        .envs(env.iter().map(|(k, v)| (*k, v.as_str())))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", tool.display()));
    // Read stderr on a thread: a tool that fills the pipe must not block the timeout.
    let mut pipe = child.stderr.take().expect("piped stderr");
    let reader = std::thread::spawn(move || {
        let mut text = Vec::new();
        let _ = pipe.read_to_end(&mut text);
        String::from_utf8_lossy(&text).into_owned()
    });
    let deadline = Instant::now() + HANG;
    let status = loop {
        if let Some(status) = child.try_wait().expect("wait for the tool") {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{} {}: no result after {} s (a hang)", tool.display(), args.join(" "), HANG.as_secs());
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let stderr = reader.join().unwrap_or_default();
    let command = format!("{} {}", tool.display(), args.join(" "));
    if let Some(violation) = contract_violation(status.code(), &stderr) {
        panic!("{command}: {violation}\nstderr:\n{stderr}");
    }
    (status.code(), stderr)
}

/// What is wrong with a run that ended with `code` (None: killed by a signal) and printed
/// `stderr`; `None` when it kept the contract.
pub fn contract_violation(code: Option<i32>, stderr: &str) -> Option<String> {
    if stderr.contains("panicked at") || stderr.contains("internal error") {
        return Some("panic or internal error".to_string());
    }
    match code {
        None => Some("killed by a signal".to_string()),
        Some(0) if stderr.contains("error:") => Some("exit 0 with an error printed".to_string()),
        Some(0) => None,
        Some(1) if !stderr.contains("error:") => Some("exit 1 without an error message".to_string()),
        Some(1) => None,
        Some(other) => Some(format!("exit status {other}")),
    }
}

/// lpf-translate on the input, in one of its modes: LLVM IR, an object file, Atreides assembly.
pub fn translate(data: &[u8]) {
    let Some(bin) = bin_dir() else { return };
    let scratch = Scratch::new();
    let input = scratch.file("in.mlir", data);
    let output = scratch.0.join("out");
    let mode = match hash(data) % 3 {
        0 => "--mlir-to-llvmir",
        1 => "--emit=obj",
        _ => "--atreides-to-asm",
    };
    let args = [mode.to_string(), input.display().to_string(), "-o".to_string(), output.display().to_string()];
    // A success without its output would be a silent failure.
    if run_and_check(&bin.join("lpf-translate"), &args) && std::fs::metadata(&output).map_or(true, |m| m.len() == 0) {
        panic!("lpf-translate {}: exit 0 but no output in -o", args.join(" "));
    }
}

/// The .npy files lpf-run's tests use (`$LPF_FUZZ_NPY_DIR`, default `test/lpf-run/Inputs`):
/// the pool that `--arg` lists are drawn from, and mutated.
fn npy_pool() -> &'static [Vec<u8>] {
    static POOL: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    POOL.get_or_init(|| {
        let dir = std::env::var_os("LPF_FUZZ_NPY_DIR").map(PathBuf::from).unwrap_or_else(|| "test/lpf-run/Inputs".into());
        let mut files: Vec<_> = std::fs::read_dir(dir).into_iter().flatten().flatten().map(|e| e.path()).collect();
        files.retain(|f| f.extension().is_some_and(|e| e == "npy"));
        files.sort();
        files.iter().filter_map(|f| std::fs::read(f).ok()).collect()
    })
}

/// The names of the input's `func.func`s (candidates for `--entry`).
fn function_names(text: &str) -> Vec<String> {
    text.split("func.func")
        .skip(1)
        .filter_map(|rest| {
            let at = rest.find('@')?;
            let name: String = rest[at + 1..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            (!name.is_empty() && rest[..at].trim().split_whitespace().all(|w| w == "private" || w == "public")).then_some(name)
        })
        .collect()
}

/// lpf-run on the input: an entry of the input, 0 to 4 `--arg` files from the pool (some
/// mutated: header, shape or dtype bytes), on the `ref` or `llvm` backend (the cheap ones).
pub fn run(data: &[u8]) {
    let Some(bin) = bin_dir() else { return };
    let mut state = hash(data) | 1;
    let mut next = move || {
        // xorshift over the input's hash: the choices follow from the bytes.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let scratch = Scratch::new();
    let input = scratch.file("in.mlir", data);
    let text = String::from_utf8_lossy(data);
    let names = function_names(&text);
    let mut args = vec![input.display().to_string()];
    if !names.is_empty() {
        args.extend(["--entry".to_string(), names[next() as usize % names.len()].clone()]);
    }
    let pool = npy_pool();
    for i in 0..(next() % 5) {
        if pool.is_empty() {
            break;
        }
        let mut npy = pool[next() as usize % pool.len()].clone();
        if next() % 3 == 0 && !npy.is_empty() {
            // A few byte edits, mostly in the header (dtype, shape, sizes).
            for _ in 0..1 + next() % 3 {
                let at = (next() as usize) % npy.len().min(if next() % 4 == 0 { usize::MAX } else { 128 });
                npy[at] = next() as u8;
            }
        }
        args.extend(["--arg".to_string(), scratch.file(&format!("a{i}.npy"), &npy).display().to_string()]);
    }
    args.extend(["--backend".to_string(), if next() % 4 == 0 { "llvm" } else { "ref" }.to_string()]);
    run_and_check(&bin.join("lpf-run"), &args);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contract() {
        assert_eq!(contract_violation(Some(0), ""), None);
        assert_eq!(contract_violation(Some(1), "a.mlir:1:2: error: no"), None);
        assert_eq!(contract_violation(Some(1), "lpf-run: error: cannot read 'x.npy'"), None);
        assert!(contract_violation(Some(0), "a.mlir:1:2: error: no").is_some());
        assert!(contract_violation(Some(1), "").is_some());
        assert!(contract_violation(None, "").is_some());
        assert!(contract_violation(Some(134), "").is_some());
        assert!(contract_violation(Some(1), "thread 'main' panicked at src/x.rs:1:1:\nerror: x").is_some());
    }

    #[test]
    fn entries_are_the_defined_functions() {
        let text = "func.func @main(%a: f32) {}\nfunc.func private @helper()\n// func.func in a comment\nfunc.func @two_x()";
        assert_eq!(function_names(text), ["main", "helper", "two_x"]);
    }
}
