//! The `atreides` binary: see `atreides --help`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match lpf_atreides::cli::run(&args) {
        Ok(lpf_atreides::cli::Output::Text(text)) => {
            // A closed pipe (`| head`) ends quietly; any other write error is a failure.
            match lpf_output::write_stdout(text.as_bytes()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("atreides: error: cannot write standard output: {e}");
                    ExitCode::from(1)
                }
            }
        }
        Ok(lpf_atreides::cli::Output::None) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("atreides: error: {e}");
            ExitCode::from(1)
        }
    }
}
