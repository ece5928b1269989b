//! lpf-run: run an lpf program on the CPU reference. See `lpf-run --help` and docs/lpf-run.md.

use clap::Parser;
use lpf_tools::run::{cli::RunCli, run};
use std::io::{BufRead, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().collect();
    if argv.len() == 2 && argv[1] == "--serve" {
        return serve();
    }
    // What a run prints, in one write: a closed pipe ends quietly, any other write error is a
    // failure. (clap's own --help/--version text is printed the same way.)
    let (status, text) = run_once(argv);
    if let Err(error) = lpf_output::write_stdout(text.as_bytes()) {
        eprintln!("lpf-run: error: cannot write standard output: {error}");
        return ExitCode::FAILURE;
    }
    ExitCode::from(status)
}

/// One run on `argv` (with the program's name first), as a process or one request of `--serve`:
/// the exit status and the text for standard output; diagnostics go to standard error.
fn run_once(argv: Vec<String>) -> (u8, String) {
    let cli = match RunCli::try_parse_from(argv) {
        Ok(cli) => cli,
        Err(error) => {
            // --help and --version are "errors" to clap that succeed; usage errors exit 1.
            return if error.use_stderr() {
                eprint!("{}", error.render());
                (1, String::new())
            } else {
                (0, error.render().to_string())
            };
        }
    };
    match run(&cli) {
        Ok(lines) => (0, lines.iter().map(|line| format!("{line}\n")).collect()),
        Err(error) => {
            eprintln!("{error}");
            (1, String::new())
        }
    }
}

/// `lpf-run --serve` (the Python package's `--backend ref` calls, python/lpf/run.py): runs one
/// request per line of standard input, a JSON array of lpf-run's arguments, each exactly as one
/// `lpf-run ARGS...` process would (a fresh MLIR context each, diagnostics on standard error),
/// and answers each on standard output with a line `STATUS LENGTH` followed by LENGTH bytes of
/// what that process would have printed. Ends at the end of its input. A process per call spent
/// most of a small model's call starting: the dynamic loader's relocations of libLLVM and
/// libMLIR (~300,000) and the page faults they cause (docs/lpf-run.md, "Speed").
fn serve() -> ExitCode {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return ExitCode::FAILURE };
        let (status, text) = match serde_json::from_str::<Vec<String>>(&line) {
            Ok(args) => run_once(std::iter::once("lpf-run".to_string()).chain(args).collect()),
            Err(error) => {
                eprintln!("lpf-run: error: --serve takes one JSON array of arguments per line: {error}");
                (1, String::new())
            }
        };
        let _ = std::io::stderr().flush();
        if write!(stdout, "{status} {}\n{text}", text.len()).and_then(|()| stdout.flush()).is_err() {
            return ExitCode::FAILURE; // the client went away
        }
    }
    ExitCode::SUCCESS
}
