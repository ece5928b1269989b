//! lpf-report: which low-precision format fits a tensor? See `lpf-report --help` and
//! docs/lpf-report.md.

use clap::Parser;
use lpf_tools::report::{cli::ReportCli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match ReportCli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            // --help and --version are "errors" to clap that succeed; usage errors exit 1.
            let _ = error.print();
            return if error.use_stderr() { ExitCode::FAILURE } else { ExitCode::SUCCESS };
        }
    };
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}
