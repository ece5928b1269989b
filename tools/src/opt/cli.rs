//! lpf-opt's command line.

use clap::{CommandFactory, Parser};
use std::ffi::OsString;

const ABOUT: &str = "Parse, verify, transform and print MLIR with the lpf dialect (mlir-opt conventions)";

const AFTER_HELP: &str = "\
Pipelines name upstream MLIR passes and lpf passes alike, anchored on the module:
  lpf-opt in.mlir --pass-pipeline='builtin.module(lpf-decompose-scaled-dot,canonicalize)'
As in mlir-opt, every registered pass is also a flag, run in the order given (options as
--pass=\"opt=value ...\"; a pass that runs on functions is nested in func.func):
  lpf-opt in.mlir --lpf-decompose-scaled-dot -canonicalize
`--list-passes` lists the lpf passes. Options may also be written with one dash
(-split-input-file -verify-diagnostics), as mlir-opt accepts them.
Exit status: 0 on success, 1 on any error (diagnostics on stderr as file:line:col: error: ...,
then the source line and a caret, as mlir-opt prints them).";

#[derive(Debug, Parser)]
#[command(name = "lpf-opt", version = concat!(env!("CARGO_PKG_VERSION"), " (MLIR 22)"), about = ABOUT, after_help = AFTER_HELP)]
pub struct Cli {
    /// Input file, or '-' for standard input
    #[arg(default_value = "-")]
    pub input: String,

    /// Output file, or '-' for standard output
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// Textual pass pipeline to run, e.g. 'builtin.module(lpf-decompose-scaled-dot)'
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,

    /// Process each chunk between '// -----' lines as a separate input
    #[arg(long)]
    pub split_input_file: bool,

    /// Check diagnostics against expected-error/-warning/-note/-remark comments in the input
    #[arg(long)]
    pub verify_diagnostics: bool,

    /// Accept operations of dialects that are not registered
    #[arg(long)]
    pub allow_unregistered_dialect: bool,

    /// Print operations in the generic form
    #[arg(long)]
    pub mlir_print_op_generic: bool,

    /// Print each operation's location (`loc(...)`), e.g. jax's source locations, so they survive a pass
    #[arg(long)]
    pub mlir_print_debuginfo: bool,

    /// Print the IR to stderr after every pass
    #[arg(long)]
    pub mlir_print_ir_after_all: bool,

    /// Report the time spent parsing, in each pass, and printing (on stderr)
    #[arg(long)]
    pub mlir_timing: bool,

    /// List the lpf passes and exit
    #[arg(long)]
    pub list_passes: bool,

    /// The compiler --lower-to-stablehlo is for: cpu (XLA CPU, default), gpu (XLA GPU: dots carry
    /// the `algorithm` attribute) or iree (IREE llvm-cpu: no IREE float converts, codes for the
    /// element types its runtime lacks, ordered f32 dots; docs/iree.md); sets the module
    /// attribute lpf.stablehlo_target the exit reads
    #[arg(long, value_name = "cpu|gpu|iree", value_parser = ["cpu", "gpu", "iree"])]
    pub stablehlo_target: Option<String>,

    /// How --lower-to-stablehlo emits lpf.scaled_dot: decompose (default: convert, broadcast the
    /// scales, multiply, dot_general) or composite (stablehlo.composite "xla.scaled_dot" with that
    /// decomposition as its body, as jax.lax.scaled_dot emits it)
    #[arg(long, value_name = "decompose|composite", value_parser = ["decompose", "composite"])]
    pub stablehlo_scaled_dot: Option<String>,

    /// Pass flags (`--canonicalize`, `-lpf-fold`, `--pass=opts`): every `--name` that is not one
    /// of the options above, in order; the driver resolves them against the pass registry.
    #[arg(skip)]
    pub pass_flags: Vec<String>,
}

impl Cli {
    /// Parses lpf-opt's arguments: mlir-opt's one-dash spellings, clap's options, and the rest
    /// of the `--name` arguments as pass flags.
    pub fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Cli, clap::Error> {
        let command = Cli::command();
        let known: Vec<&str> = command
            .get_arguments()
            .filter_map(|arg| arg.get_long())
            .chain(["help", "version"])
            .collect();
        let mut options = Vec::new();
        let mut pass_flags = Vec::new();
        let mut rest_are_inputs = false;
        for arg in normalize_args(args) {
            let flag = arg.to_str().and_then(|text| text.strip_prefix("--")).filter(|_| !rest_are_inputs);
            match flag {
                Some("") => {
                    rest_are_inputs = true;
                    options.push(arg);
                }
                Some(flag) if !known.contains(&flag.split('=').next().unwrap_or(flag)) => {
                    pass_flags.push(flag.to_string())
                }
                _ => options.push(arg),
            }
        }
        let mut cli = Cli::try_parse_from(options)?;
        cli.pass_flags = pass_flags;
        Ok(cli)
    }
}

/// mlir-opt spells long options with one dash (`-split-input-file`); clap wants two. `-o` and
/// `-` (stdin) stay as they are.
pub fn normalize_args(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    args.into_iter()
        .enumerate()
        .map(|(index, arg)| {
            let Some(text) = arg.to_str() else { return arg };
            let name = text.split('=').next().unwrap_or(text);
            let single_dash_long = index > 0
                && name.starts_with('-')
                && !name.starts_with("--")
                && name.len() > 2
                && name[1..].chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
            if single_dash_long {
                OsString::from(format!("-{text}"))
            } else {
                arg
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Vec<String> {
        normalize_args(args.iter().map(OsString::from)).into_iter().map(|a| a.into_string().unwrap()).collect()
    }

    #[test]
    fn single_dash_long_options_get_a_second_dash() {
        assert_eq!(
            norm(&["lpf-opt", "-split-input-file", "-o", "-", "x.mlir", "-pass-pipeline=a(b)"]),
            ["lpf-opt", "--split-input-file", "-o", "-", "x.mlir", "--pass-pipeline=a(b)"]
        );
    }

    fn parse(args: &[&str]) -> Cli {
        Cli::parse_args(args.iter().map(OsString::from)).unwrap()
    }

    #[test]
    fn unknown_long_flags_are_pass_flags_in_order() {
        let cli = parse(&["lpf-opt", "-canonicalize", "x.mlir", "--lpf-fold", "-cse=a=1 b=2", "-split-input-file"]);
        assert_eq!(cli.pass_flags, ["canonicalize", "lpf-fold", "cse=a=1 b=2"]);
        assert!(cli.split_input_file);
        assert_eq!(cli.input, "x.mlir");
        let after_dashes = parse(&["lpf-opt", "--", "--not-a-pass.mlir"]);
        assert!(after_dashes.pass_flags.is_empty());
        assert_eq!(after_dashes.input, "--not-a-pass.mlir");
    }

    #[test]
    fn double_dash_and_paths_are_left_alone() {
        assert_eq!(norm(&["lpf-opt", "--verify-diagnostics", "dir/-x.mlir"]), ["lpf-opt", "--verify-diagnostics", "dir/-x.mlir"]);
    }
}
