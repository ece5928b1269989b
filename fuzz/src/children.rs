//! The `child` target: lpf-run's report of a child process that fails (issue 24: an XLA runner
//! killed by SIGSEGV was reported as "no message"). `--backend xla` runs `$LPF_PYTHON` on its
//! runner script; here `$LPF_PYTHON` is a fake runner, a shell script whose behaviour the input
//! decides: what it writes on stderr and stdout (any bytes, blank lines, more lines than the
//! report keeps), then how it ends (an exit status, a signal, or success with a result file
//! that is missing, garbage, of the wrong shape or dtype, or right).
//!
//! Checked on every input, besides the tools' contract ([`crate::tools::contract_violation`]):
//! a runner that did not succeed makes lpf-run exit 1 naming the runner, the exit status or the
//! signal by number and name, and the last line of the runner's stderr (or that it wrote
//! nothing there); never "no message".

use lpf_npy::{Dtype, NpyArray};
use crate::tools::{bin_dir, hash, run_tool, Scratch};
use std::os::unix::fs::PermissionsExt;

/// The program lpf-run lowers to StableHLO before it starts the runner.
const PROGRAM: &str = "func.func @main(%a: tensor<4xbf16>) -> tensor<4xbf16> {
  %s = lpf.add %a, %a : tensor<4xbf16>
  return %s : tensor<4xbf16>
}
";

/// Signals whose default action ends the process, by number and Linux name. SIGINT, SIGQUIT and
/// SIGPIPE are left out: a shell started in the background may inherit them ignored, and then
/// the fake runner would not die of them.
const SIGNALS: &[(i32, &str)] = &[
    (1, "SIGHUP"),
    (4, "SIGILL"),
    (5, "SIGTRAP"),
    (6, "SIGABRT"),
    (7, "SIGBUS"),
    (8, "SIGFPE"),
    (9, "SIGKILL"),
    (10, "SIGUSR1"),
    (11, "SIGSEGV"),
    (12, "SIGUSR2"),
    (14, "SIGALRM"),
    (15, "SIGTERM"),
    (24, "SIGXCPU"),
    (25, "SIGXFSZ"),
    (31, "SIGSYS"),
];

/// The status the fake runner exits with when the signal it sent itself was ignored (inherited
/// so from whoever started the soak): then the report must name that status instead.
const SIGNAL_IGNORED: i32 = 86;

/// How the fake runner ends.
#[derive(Debug)]
enum Ending {
    Status(i32),
    Signal(i32, &'static str),
    /// Exit 0 after writing `out0.npy` (None: no result file).
    Success(Option<Vec<u8>>),
}

/// Reads the input as: two choice bytes, then the runner's stderr bytes (the rest, split at the
/// first 0xFF into stderr and stdout).
fn plan(data: &[u8]) -> (Ending, Vec<u8>, Vec<u8>) {
    let choice = |i: usize| data.get(i).copied().unwrap_or(0) as usize;
    let rest = data.get(2..).unwrap_or(&[]);
    let (stderr, stdout) = match rest.iter().position(|b| *b == 0xFF) {
        Some(at) => (rest[..at].to_vec(), rest[at + 1..].to_vec()),
        None => (rest.to_vec(), Vec::new()),
    };
    let ending = match choice(0) % 4 {
        0 => Ending::Status([1, 2, 3, 42, 64, 101, 126, 127, 128, 134, 139, 255][choice(1) % 12]),
        1 | 2 => {
            let (number, name) = SIGNALS[choice(1) % SIGNALS.len()];
            Ending::Signal(number, name)
        }
        _ => {
            let codes: Vec<u64> = (0..4).map(|i| 0x3F80 + i).collect();
            let result = match choice(1) % 5 {
                0 => None,
                1 => Some(NpyArray::from_u64_bits(Dtype::U16, vec![4], &codes).to_bytes()),
                2 => Some(NpyArray::from_u64_bits(Dtype::U16, vec![2, 2], &codes).to_bytes()),
                3 => Some(NpyArray::from_u64_bits(Dtype::U8, vec![4], &codes).to_bytes()),
                _ => Some(stderr.clone()),
            };
            Ending::Success(result)
        }
    };
    (ending, stderr, stdout)
}

/// The fake runner: prints the stderr and stdout files, then ends as `ending` says.
fn script(ending: &Ending) -> String {
    let end = match ending {
        Ending::Status(code) => format!("exit {code}"),
        Ending::Signal(number, _) => format!("kill -{number} $$\nexit {SIGNAL_IGNORED}"),
        Ending::Success(None) => "exit 0".to_string(),
        Ending::Success(Some(_)) => {
            // The runner's arguments: SCRIPT run MODULE --out-dir DIR --arg FILE...
            "out=\nwhile [ $# -gt 0 ]; do [ \"$1\" = --out-dir ] && out=$2; shift; done\n\
             mkdir -p \"$out\" && cp \"$here/result.npy\" \"$out/out0.npy\"\nexit 0"
                .to_string()
        }
    };
    format!("#!/bin/sh\nulimit -c 0\nhere=$(dirname \"$0\")\ncat \"$here/stderr.txt\" >&2\ncat \"$here/stdout.txt\"\n{end}\n")
}

/// lpf-run `--backend xla` with a fake runner that the input describes.
pub fn child(data: &[u8]) {
    let Some(bin) = bin_dir() else { return };
    let (ending, stderr, stdout) = plan(data);
    let scratch = Scratch::new();
    let program = scratch.file("main.mlir", PROGRAM.as_bytes());
    let codes = [0x3F80, 0x4000, 0xC000, 0x7FC0];
    let arg = scratch.file("a.npy", &NpyArray::from_u64_bits(Dtype::U16, vec![4], &codes).to_bytes());
    scratch.file("stderr.txt", &stderr);
    scratch.file("stdout.txt", &stdout);
    if let Ending::Success(Some(result)) = &ending {
        scratch.file("result.npy", result);
    }
    let fake = scratch.file("python", script(&ending).as_bytes());
    std::fs::set_permissions(&fake, std::fs::Permissions::from_mode(0o755)).expect("an executable fake runner");
    let args: Vec<String> =
        [program.display().to_string(), "--arg".into(), arg.display().to_string(), "--backend".into(), "xla".into()].into();
    let env = [("LPF_PYTHON", fake.display().to_string())];
    let (code, report) = run_tool(&bin.join("lpf-run"), &args, &env);
    let context = || format!("fake runner {ending:?} (input hash {:#x}); lpf-run's stderr:\n{report}", hash(data));
    assert!(!report.contains("no message"), "a child's failure reported as 'no message': {}", context());
    let how = match ending {
        Ending::Success(_) => return,
        Ending::Status(code) => vec![format!("exited with status {code}")],
        Ending::Signal(number, name) => {
            vec![format!("killed by signal {number} ({name}"), format!("exited with status {SIGNAL_IGNORED}")]
        }
    };
    assert_eq!(code, Some(1), "the runner failed but lpf-run did not exit 1: {}", context());
    assert!(report.contains("the XLA runner"), "the report does not name the runner: {}", context());
    assert!(how.iter().any(|h| report.contains(h.as_str())), "the report does not say '{}': {}", how[0], context());
    let text = String::from_utf8_lossy(&stderr);
    match text.lines().filter(|l| !l.trim().is_empty()).last() {
        Some(last) => assert!(report.contains(last), "the runner's last stderr line {last:?} is not in the report: {}", context()),
        None => assert!(report.contains("wrote nothing on stderr"), "an empty stderr is not said to be empty: {}", context()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_decides_the_ending() {
        assert!(matches!(plan(&[0, 0]).0, Ending::Status(1)));
        assert!(matches!(plan(&[1, 8]).0, Ending::Signal(11, "SIGSEGV")));
        assert!(matches!(plan(&[3, 0]).0, Ending::Success(None)));
        let (_, stderr, stdout) = plan(&[0, 0, b'a', 0xFF, b'b']);
        assert_eq!((stderr, stdout), (b"a".to_vec(), b"b".to_vec()));
    }
}
