//! The `atreides` binary: see `atreides --help`.

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match lpf_atreides::cli::run(&args) {
        Ok(lpf_atreides::cli::Output::Text(text)) => {
            // A closed pipe (`| head`) is not an error worth a panic.
            let _ = std::io::stdout().write_all(text.as_bytes());
            ExitCode::SUCCESS
        }
        Ok(lpf_atreides::cli::Output::None) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("atreides: error: {e}");
            ExitCode::from(1)
        }
    }
}
