//! Running one program on one backend of lpf-run, with a time limit, and saying how it ended.

use super::program::Program;
use super::types::Elem;
use lpf_npy::{Dtype, NpyArray};
use lpf_numerics::Format;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a run ended.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Exit 0; the codes of each result, in order.
    Ok(Vec<Vec<u64>>),
    /// Exit 1 with a located `[E0915]`: the backend refuses the program, as its docs allow.
    Rejected(String),
    /// Exit 1 with any other error.
    Failed(String),
    /// A signal, another exit status, a panic or an LLVM/MLIR abort message.
    Crashed(String),
    TimedOut,
}

impl Outcome {
    pub fn kind(&self) -> &'static str {
        match self {
            Outcome::Ok(_) => "ok",
            Outcome::Rejected(_) => "rejected",
            Outcome::Failed(_) => "failed",
            Outcome::Crashed(_) => "crashed",
            Outcome::TimedOut => "timed out",
        }
    }

    pub fn message(&self) -> &str {
        match self {
            Outcome::Rejected(m) | Outcome::Failed(m) | Outcome::Crashed(m) => m,
            _ => "",
        }
    }
}

/// The .npy dtype lpf-run expects for an element type (docs/lpf-run.md, "Data exchange").
pub fn dtype(elem: Elem) -> Dtype {
    match elem {
        Elem::I1 => Dtype::Bool,
        Elem::Int { bits, unsigned } => match (bits, unsigned) {
            (8, false) => Dtype::I8,
            (16, false) => Dtype::I16,
            (32, false) => Dtype::I32,
            (64, false) => Dtype::I64,
            (8, true) => Dtype::U8,
            (16, true) => Dtype::U16,
            (32, true) => Dtype::U32,
            _ => Dtype::U64,
        },
        Elem::Float(Format::F32) => Dtype::F32,
        Elem::Float(Format::F64) => Dtype::F64,
        Elem::Float(f) => match f.storage_bits() {
            8 => Dtype::U8,
            16 => Dtype::U16,
            _ => Dtype::U32,
        },
    }
}

/// Writes the program and its argument files into `dir`; returns the program's path and the
/// argument paths.
pub fn write_case(dir: &Path, program: &Program) -> std::io::Result<(PathBuf, Vec<PathBuf>)> {
    std::fs::create_dir_all(dir)?;
    let path = dir.join("program.mlir");
    std::fs::write(&path, &program.text)?;
    let mut args = Vec::new();
    for (i, arg) in program.args.iter().enumerate() {
        let array = NpyArray::from_u64_bits(dtype(arg.ty.elem), arg.ty.shape.clone(), &arg.codes);
        let p = dir.join(format!("arg{i}.npy"));
        std::fs::write(&p, array.to_bytes())?;
        args.push(p);
    }
    Ok((path, args))
}

/// Runs `lpf-run --backend NAME` on a written case; `results` is how many outputs to read.
pub fn run(lpf_run: &Path, program: &Path, args: &[PathBuf], backend: &str, results: usize, limit: Duration) -> Outcome {
    let dir = program.parent().expect("program in a directory").join(format!("out-{backend}"));
    let _ = std::fs::remove_dir_all(&dir);
    let mut command = Command::new(lpf_run);
    command.arg(program).arg("--backend").arg(backend).arg("--out-dir").arg(&dir);
    for a in args {
        command.arg("--arg").arg(a);
    }
    let stderr_path = program.with_file_name(format!("stderr-{backend}.txt"));
    let Ok(stderr_file) = std::fs::File::create(&stderr_path) else {
        return Outcome::Crashed("cannot create a stderr file".into());
    };
    command.stdout(Stdio::null()).stderr(stderr_file);
    let mut child = match command.spawn() {
        Ok(c) => c,
        Err(e) => return Outcome::Crashed(format!("cannot start {}: {e}", lpf_run.display())),
    };
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Outcome::TimedOut;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Outcome::Crashed(format!("wait: {e}")),
        }
    };
    let stderr = std::fs::read_to_string(&stderr_path).unwrap_or_default();
    // An abort inside MLIR/LLVM can still exit 1 from a handler; those messages are crashes.
    let abort = ["panicked", "LLVM ERROR", "Assertion", "UNREACHABLE", "Stack dump", "Segmentation"]
        .iter()
        .any(|m| stderr.contains(m));
    match status.code() {
        Some(0) if !abort => {
            let mut outputs = Vec::new();
            for r in 0..results {
                let file = dir.join(format!("out{r}.npy"));
                match std::fs::read(&file).ok().and_then(|b| NpyArray::parse(&b).ok()) {
                    Some(a) => outputs.push(a.to_u64_bits()),
                    None => return Outcome::Crashed(format!("exit 0 without a readable {}", file.display())),
                }
            }
            Outcome::Ok(outputs)
        }
        Some(1) if !abort && stderr.contains("[E0915]") => Outcome::Rejected(first_error(&stderr)),
        Some(1) if !abort => Outcome::Failed(first_error(&stderr)),
        code => Outcome::Crashed(format!("status {code:?}: {}", tail(&stderr))),
    }
}

/// The error line that says what went wrong: one with an error code if any (a wrapper's
/// "lowering to LLVM failed:" comes first and says little), else the first `error` line.
fn first_error(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    let at = lines.iter().position(|l| l.contains("error: [E")).or_else(|| lines.iter().position(|l| l.contains("error")));
    match at {
        // "... its stderr:": the runner's own error line says what failed, and where it is
        // "IREE cannot compile", iree-compile's first diagnostic says why (a finding's class).
        Some(i) if lines[i].trim_end().ends_with(':') && i + 1 < lines.len() => {
            let mut said = format!("{} {}", lines[i].trim(), lines[i + 1].trim());
            if said.contains("IREE cannot compile") {
                if let Some(why) = lines[i + 2..].iter().find(|l| l.contains("<stdin>:") && l.contains("error: ")) {
                    said = format!("{said}: {}", why.trim());
                }
            }
            said
        }
        Some(i) => lines[i].trim().to_string(),
        None => lines.first().unwrap_or(&"").trim().to_string(),
    }
}

fn tail(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    lines[lines.len().saturating_sub(6)..].join("\n")
}

#[cfg(test)]
mod tests {
    use super::first_error;

    #[test]
    fn an_iree_compile_failure_says_why() {
        let stderr = "lpf-run: error: the IREE runner exited with status 1; its stderr:\n  lpf_iree: error: IREE cannot compile '/tmp/x/module.mlir': Error invoking IREE compiler tool iree-compile\n  Error code: 1\n  Diagnostics:\n  <stdin>:802:12: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3\n";
        let m = first_error(stderr);
        assert!(m.starts_with("lpf-run: error: the IREE runner exited with status 1; its stderr: lpf_iree: error: IREE cannot compile"), "{m}");
        assert!(m.ends_with("error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 3"), "{m}");
    }
}
