//! lpf-run: run an lpf program on the CPU reference. See `lpf-run --help` and docs/lpf-run.md.

use clap::Parser;
use lpf_tools::run::{cli::RunCli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match RunCli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // --help and --version are "errors" to clap that succeed; usage errors exit 1.
            let _ = error.print();
            return if error.use_stderr() { ExitCode::FAILURE } else { ExitCode::SUCCESS };
        }
    };
    match run(&cli) {
        Ok(lines) => {
            // One write: a closed pipe ends quietly, any other write error is a failure.
            let text: String = lines.iter().map(|line| format!("{line}\n")).collect();
            match lpf_output::write_stdout(text.as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => {
                    eprintln!("lpf-run: error: cannot write standard output: {error}");
                    ExitCode::FAILURE
                }
            }
        }
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
