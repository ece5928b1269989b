//! lpf-translate: translations out of MLIR. This branch carries the Atreides flags only; all
//! their logic is in `lpf_tools::translate_atreides`.

use clap::{ArgGroup, Parser};
use lpf_tools::translate_atreides as atreides;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "lpf-translate", about = "Translate lowered lpf modules to target formats")]
#[command(group(ArgGroup::new("translation").required(true).args(["atreides_to_asm", "atreides_to_bin"])))]
struct Cli {
    /// Input file (atreides.program ops from `lpf-opt --lower-to-atreides`, or lpf functions), '-' for stdin
    input: String,
    /// Atreides assembly (the `atreides` assembler's syntax) on stdout or -o
    #[arg(long)]
    atreides_to_asm: bool,
    /// Atreides program words (little-endian .bin, needs -o) and a JSON layout file
    #[arg(long)]
    atreides_to_bin: bool,
    /// Output file ('-' for stdout, asm only)
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    output: String,
    /// Where --atreides-to-bin writes the layout (default: the output with .json)
    #[arg(long, value_name = "FILE")]
    layout: Option<PathBuf>,
    /// The function to translate when the input has several
    #[arg(long, value_name = "NAME", default_value = "main")]
    entry: String,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() { ExitCode::FAILURE } else { ExitCode::SUCCESS };
        }
    };
    match translate(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("{error}");
            ExitCode::FAILURE
        }
    }
}

fn translate(cli: &Cli) -> Result<(), atreides::TranslateError> {
    let (name, text) = lpf_tools::input::read_input(&cli.input)
        .map_err(|e| atreides::TranslateError::Read { path: cli.input.clone(), message: format!("{e:?}") })?;
    if cli.atreides_to_bin && cli.output == "-" {
        return Err(atreides::TranslateError::Write { path: "-".into(), message: "--atreides-to-bin needs -o FILE.bin".into() });
    }
    let compiled = atreides::load(&name, &text, &cli.entry)?;
    let write_error = |e: std::io::Error| atreides::TranslateError::Write { path: cli.output.clone(), message: e.to_string() };
    if cli.atreides_to_asm {
        let asm = atreides::atreides_to_asm(&compiled);
        if cli.output == "-" {
            print!("{asm}");
        } else {
            std::fs::write(&cli.output, asm).map_err(write_error)?;
        }
    } else {
        atreides::atreides_to_bin(&compiled, PathBuf::from(&cli.output).as_path(), cli.layout.as_deref())?;
    }
    Ok(())
}
