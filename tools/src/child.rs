//! How a tool reports a child process (the XLA runner) that did not succeed: how it ended (exit
//! status, or the signal that killed it, by name) and what it wrote on stderr.

use std::process::ExitStatus;

/// The signal's name on Linux (the numbers differ elsewhere; then only the number is shown).
fn signal_name(signal: i32) -> Option<&'static str> {
    if !cfg!(target_os = "linux") {
        return None;
    }
    const NAMES: [&str; 31] = [
        "SIGHUP", "SIGINT", "SIGQUIT", "SIGILL", "SIGTRAP", "SIGABRT", "SIGBUS", "SIGFPE", "SIGKILL", "SIGUSR1", "SIGSEGV", "SIGUSR2",
        "SIGPIPE", "SIGALRM", "SIGTERM", "SIGSTKFLT", "SIGCHLD", "SIGCONT", "SIGSTOP", "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGURG",
        "SIGXCPU", "SIGXFSZ", "SIGVTALRM", "SIGPROF", "SIGWINCH", "SIGIO", "SIGPWR", "SIGSYS",
    ];
    usize::try_from(signal - 1).ok().and_then(|i| NAMES.get(i).copied())
}

/// How the child ended: "exited with status N" or "was killed by signal N (SIGNAME)".
pub fn ending(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            let core = if status.core_dumped() { ", core dumped" } else { "" };
            return match signal_name(signal) {
                Some(name) => format!("was killed by signal {signal} ({name}{core})"),
                None => format!("was killed by signal {signal}{core}"),
            };
        }
    }
    match status.code() {
        Some(code) => format!("exited with status {code}"),
        None => "ended without an exit status".to_string(),
    }
}

/// Lines of stderr kept in a report: a traceback's end says what went wrong.
const STDERR_LINES: usize = 20;

/// The whole report of a failed child `what`: how it ended, then its stderr's last lines
/// (indented), or that it wrote nothing there.
pub fn failure(what: &str, status: ExitStatus, stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut out = format!("{what} {}", ending(status));
    if lines.is_empty() {
        out.push_str(" and wrote nothing on stderr");
    } else {
        let skipped = lines.len().saturating_sub(STDERR_LINES);
        out.push_str("; its stderr");
        if skipped > 0 {
            out.push_str(&format!(" (last {STDERR_LINES} of {} lines)", lines.len()));
        }
        out.push(':');
        for line in &lines[skipped..] {
            out.push_str("\n  ");
            out.push_str(line);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    fn shell(script: &str) -> std::process::Output {
        Command::new("sh").arg("-c").arg(script).output().unwrap()
    }

    #[test]
    fn a_signal_is_named() {
        let out = shell("kill -SEGV $$");
        assert_eq!(ending(out.status), "was killed by signal 11 (SIGSEGV)");
        assert_eq!(failure("the runner", out.status, &out.stderr), "the runner was killed by signal 11 (SIGSEGV) and wrote nothing on stderr");
    }

    #[test]
    fn stderr_is_kept_in_order() {
        let out = shell("echo first >&2; echo >&2; echo second >&2; exit 3");
        assert_eq!(failure("the runner", out.status, &out.stderr), "the runner exited with status 3; its stderr:\n  first\n  second");
    }

    #[test]
    fn a_long_stderr_keeps_its_end() {
        let out = shell("i=0; while [ $i -lt 30 ]; do echo line$i >&2; i=$((i+1)); done; kill -ABRT $$");
        let report = failure("r", out.status, &out.stderr);
        assert!(report.starts_with("r was killed by signal 6 (SIGABRT"), "{report}");
        assert!(report.contains("(last 20 of 30 lines):\n  line10\n"), "{report}");
        assert!(report.ends_with("line29"), "{report}");
    }
}
