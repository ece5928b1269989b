//! lpf-opt: mlir-opt for the lpf dialect. See `lpf-opt --help` and docs/lpf-opt.md.

use lpf_tools::opt::cli::Cli;
use lpf_tools::opt;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match Cli::parse_args(std::env::args_os()) {
        Ok(cli) => cli,
        Err(error) => {
            // --help and --version are "errors" to clap; they succeed here.
            let _ = error.print();
            return if error.use_stderr() { ExitCode::FAILURE } else { ExitCode::SUCCESS };
        }
    };
    if cli.list_passes {
        return match lpf_output::write_stdout(opt::list_passes().as_bytes()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("lpf-opt: error: cannot write output '-': {error}");
                ExitCode::FAILURE
            }
        };
    }
    let outcome = match opt::run(&cli) {
        Ok(outcome) => outcome,
        Err(error) => {
            eprintln!("lpf-opt: error: {error}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(error) = opt::write_output(&cli.output, &outcome) {
        eprintln!("lpf-opt: error: {error}");
        return ExitCode::FAILURE;
    }
    if outcome.success {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
