//! lpf-translate's command line.

use clap::{ArgGroup, Parser, ValueEnum};

const ABOUT: &str = "Translate MLIR to LLVM IR, assembly or an object file (LLVM 22 through inkwell)";

const AFTER_HELP: &str = "\
Input: an MLIR module in the LLVM dialect (as mlir-translate takes it). A module with ops of any
other dialect is first lowered with --lower-pipeline, by default 'builtin.module(lower-to-llvm)';
a build without that pipeline says so and exits 1.
Modes (exactly one):
  --mlir-to-llvmir      print LLVM IR (as translated; optimised too when -O is given)
  --emit=obj|asm        optimise with LLVM's default<On> pipeline (-O2 unless given) and write an
                        object file or assembly for --target-triple / --mcpu (default: this host)
  --atreides-to-asm     Atreides assembly of an SFx program (docs/atreides.md)
  --atreides-to-bin     Atreides program words to -o FILE.bin (--kernel-dir, --layout: the others)
-O, --target-triple, --mcpu and --lower-pipeline are the LLVM modes' options, --codegen-threads
--emit=obj's, --entry the Atreides modes', --kernel-dir and --layout --atreides-to-bin's: given with
another mode, they are an error.
--emit=obj compiles a large module's functions on one thread per core, in parts merged by the
system linker ('ld -r'; this host's target only): the same code as compiled whole.
Every public function marked llvm.emit_c_interface has a _mlir_ciface_<name> wrapper that takes
memref descriptors by pointer (docs/lpf-translate.md states the ABI, with a C example).
Examples:
  lpf-translate --mlir-to-llvmir in.mlir
  lpf-translate --emit=obj -O3 in.mlir -o kernel.o
  lpf-translate --emit=asm --target-triple aarch64-linux-gnu --mcpu neoverse-v2 in.mlir
Exit status: 0 on success, 1 on any error (file:line:col: error: ... for errors in the input).
On failure the -o file is neither created nor changed (output goes to a temporary file that is
renamed over it only once complete).";

/// What `--emit` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Emit {
    /// A relocatable object file for the target (ELF on Linux)
    Obj,
    /// Assembly text for the target
    Asm,
}

#[derive(Debug, Parser)]
#[command(name = "lpf-translate", version = concat!(env!("CARGO_PKG_VERSION"), " (MLIR 22, LLVM 22)"), about = ABOUT, after_help = AFTER_HELP)]
#[command(group(ArgGroup::new("mode").required(true).args(["mlir_to_llvmir", "emit", "atreides_to_asm", "atreides_to_bin"])))]
pub struct TranslateCli {
    /// Input file, or '-' for standard input
    #[arg(default_value = "-")]
    pub input: String,

    /// Output file, or '-' for standard output
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// Print the module as LLVM IR
    #[arg(long)]
    pub mlir_to_llvmir: bool,

    /// Write an object file or assembly
    #[arg(long, value_enum, value_name = "KIND")]
    pub emit: Option<Emit>,

    /// Atreides assembly (the `atreides` assembler's syntax) of an SFx program (lowered with
    /// --lower-to-atreides, or lpf functions lowered here)
    #[arg(long)]
    pub atreides_to_asm: bool,

    /// Atreides program words (little-endian .bin, needs -o) and a JSON layout file
    #[arg(long)]
    pub atreides_to_bin: bool,

    // Each option belongs to the modes that read it: given with another mode it is a usage
    // error, not silently ignored (issue 41). clap checks conflicts only for options given on
    // the command line, so the defaults (--entry main, --lower-pipeline) conflict with nothing.
    /// Where --atreides-to-bin writes the JSON layout (none without it)
    #[arg(long, value_name = "FILE", conflicts_with_all = NOT_ATREIDES_TO_BIN)]
    pub layout: Option<std::path::PathBuf>,

    /// Where --atreides-to-bin writes kernels 1.. (DIR/kN.bin) of a function with several results
    #[arg(long, value_name = "DIR", conflicts_with_all = NOT_ATREIDES_TO_BIN)]
    pub kernel_dir: Option<std::path::PathBuf>,

    /// The function --atreides-to-asm/--atreides-to-bin translate when the input has several
    #[arg(long, value_name = "NAME", default_value = "main", conflicts_with_all = LLVM_MODES)]
    pub entry: String,

    /// Optimisation level: LLVM's default<On> pipeline and the code generator's level
    /// (-O2 for --emit when not given; --mlir-to-llvmir optimises only when given)
    #[arg(short = 'O', value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(0..=3), conflicts_with_all = ATREIDES_MODES)]
    pub opt_level: Option<u8>,

    /// The pass pipeline that brings a module with ops outside the builtin and llvm dialects to
    /// the LLVM dialect
    #[arg(long, value_name = "PIPELINE", default_value = crate::translate::lower::LOWER_TO_LLVM, conflicts_with_all = ATREIDES_MODES)]
    pub lower_pipeline: String,

    /// Target triple, e.g. x86_64-unknown-linux-gnu or aarch64-linux-gnu (default: the
    /// module's llvm.target_triple, else this host)
    #[arg(long, value_name = "TRIPLE", value_parser = non_empty, conflicts_with_all = ATREIDES_MODES)]
    pub target_triple: Option<String>,

    /// Target CPU, e.g. x86-64-v3, znver4, neoverse-v2, or native (default: this host's CPU and
    /// features when compiling for this host, else "generic")
    #[arg(long, value_name = "CPU", value_parser = non_empty, conflicts_with_all = ATREIDES_MODES)]
    pub mcpu: Option<String>,

    /// --emit=obj: optimise and compile the module in N parts on N threads, merged into one
    /// object with 'ld -r' (default: one per core, for modules large enough to pay; 1: whole)
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256), conflicts_with_all = NOT_EMIT)]
    pub codegen_threads: Option<u16>,

    /// Accept ops and attributes of dialects lpf does not register (as mlir-opt's flag does):
    /// jax writes Shardy's `#sdy` attributes on some custom calls; an op of such a dialect still
    /// stops the lowering, located
    #[arg(long = "allow-unregistered-dialect", conflicts_with_all = ATREIDES_MODES)]
    pub allow_unregistered_dialect: bool,

    /// Report the wall-clock time of each step (parse, lowering, translation, each part's
    /// optimisation and code generation, the merge, the write) on stderr
    #[arg(long, conflicts_with_all = ATREIDES_MODES)]
    pub timing: bool,
}

/// The modes that translate to LLVM IR (and read -O, --target-triple, --mcpu, --lower-pipeline).
const LLVM_MODES: [&str; 2] = ["mlir_to_llvmir", "emit"];
/// The Atreides modes (which read --entry).
const ATREIDES_MODES: [&str; 2] = ["atreides_to_asm", "atreides_to_bin"];
/// Every mode but --emit (--codegen-threads is --emit=obj's; --emit=asm refuses it at run time).
const NOT_EMIT: [&str; 3] = ["mlir_to_llvmir", "atreides_to_asm", "atreides_to_bin"];
/// Every mode but --atreides-to-bin (the only one that writes --kernel-dir and --layout).
const NOT_ATREIDES_TO_BIN: [&str; 3] = ["mlir_to_llvmir", "emit", "atreides_to_asm"];

/// A value that names something (a CPU, a triple). Empty, `--mcpu=` would silently mean LLVM's
/// empty CPU name, the target's own default CPU, which is not what leaving the option out means
/// (this host's CPU, for this host).
fn non_empty(value: &str) -> Result<String, String> {
    if value.trim().is_empty() {
        Err("the value is empty: name one, or leave the option out for its default".to_string())
    } else {
        Ok(value.to_string())
    }
}

impl TranslateCli {
    /// The optimisation level that applies: -O as given; for --emit, 2 when not given.
    pub fn effective_opt_level(&self) -> Option<u8> {
        match (self.opt_level, self.emit) {
            (Some(level), _) => Some(level),
            (None, Some(_)) => Some(2),
            (None, None) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<TranslateCli, clap::Error> {
        TranslateCli::try_parse_from(args)
    }

    #[test]
    fn modes_are_exclusive_and_one_is_required() {
        assert!(parse(&["lpf-translate", "x.mlir"]).is_err());
        assert!(parse(&["lpf-translate", "--mlir-to-llvmir", "--emit=obj", "x.mlir"]).is_err());
        let cli = parse(&["lpf-translate", "--emit=asm", "x.mlir"]).unwrap();
        assert_eq!(cli.emit, Some(Emit::Asm));
        assert_eq!(cli.output, "-");
        assert_eq!(cli.lower_pipeline, "builtin.module(lower-to-llvm)");
    }

    #[test]
    fn opt_levels_are_zero_to_three_and_default_to_two_only_for_emit() {
        assert_eq!(parse(&["lpf-translate", "--emit=obj", "-O3"]).unwrap().effective_opt_level(), Some(3));
        assert_eq!(parse(&["lpf-translate", "--emit=obj"]).unwrap().effective_opt_level(), Some(2));
        assert_eq!(parse(&["lpf-translate", "--mlir-to-llvmir"]).unwrap().effective_opt_level(), None);
        assert_eq!(parse(&["lpf-translate", "--mlir-to-llvmir", "-O0"]).unwrap().effective_opt_level(), Some(0));
        assert!(parse(&["lpf-translate", "--emit=obj", "-O4"]).is_err());
        assert!(parse(&["lpf-translate", "--emit=exe"]).is_err());
    }

    #[test]
    fn options_of_another_mode_are_refused() {
        for args in [
            &["--emit=obj", "--entry", "f"][..],
            &["--emit=obj", "--kernel-dir", "d"],
            &["--mlir-to-llvmir", "--layout", "l.json"],
            &["--atreides-to-asm", "--kernel-dir", "d"],
            &["--atreides-to-asm", "-O2"],
            &["--atreides-to-bin", "--mcpu", "znver4"],
            &["--atreides-to-bin", "--lower-pipeline", "builtin.module()"],
        ] {
            let error = parse(&[&["lpf-translate"][..], args].concat()).expect_err(&args.join(" "));
            assert_eq!(error.kind(), clap::error::ErrorKind::ArgumentConflict, "{}", args.join(" "));
        }
        // The defaults conflict with nothing; each mode's own options are taken.
        assert_eq!(parse(&["lpf-translate", "--emit=obj"]).unwrap().entry, "main");
        assert!(parse(&["lpf-translate", "--atreides-to-bin", "--entry", "f", "--kernel-dir", "d", "--layout", "l"]).is_ok());
        assert!(parse(&["lpf-translate", "--emit=asm", "-O3", "--mcpu", "znver4", "--target-triple", "x86_64-linux-gnu"]).is_ok());
    }

    #[test]
    fn empty_cpu_and_triple_names_are_refused() {
        for args in [&["--emit=obj", "--mcpu="][..], &["--emit=obj", "--mcpu", " "], &["--mlir-to-llvmir", "--target-triple="]] {
            let error = parse(&[&["lpf-translate"][..], args].concat()).expect_err(&args.join(" "));
            assert_eq!(error.kind(), clap::error::ErrorKind::ValueValidation, "{}", args.join(" "));
        }
    }
}
