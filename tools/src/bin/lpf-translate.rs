//! lpf-translate: MLIR to LLVM IR, assembly or an object file. See `lpf-translate --help` and
//! docs/lpf-translate.md.

use clap::Parser;
use lpf_tools::translate::{cli::TranslateCli, run};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match TranslateCli::try_parse() {
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
