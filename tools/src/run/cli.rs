//! lpf-run's command line.

use clap::Parser;
use std::path::PathBuf;

const ABOUT: &str = "Run a func.func of lpf ops on the CPU reference (the lpf-numerics oracle), with .npy inputs and outputs";

const AFTER_HELP: &str = "\
Arguments and results are .npy files. Low-precision values travel as raw bit patterns: uint8 for
8-bit and narrower formats (FP8, FP6, FP4, E8M0, SF2..SF8, P3109 K<=8), uint16 for 16-bit ones
(f16, bf16, gf16, SF9..SF16, P3109 K<=16), uint32 for tf32 (its f32 carrier); f32, f64, integers
and i1 (bool) natively. Each --arg must match the entry's signature in dtype and shape.
Results are printed decoded (with --bits, also as raw codes) and, with --out-dir, written as
DIR/out0.npy, DIR/out1.npy, ...
Backends: ref (default), llvm (the module lowered with --lower-to-llvm and JIT-compiled at -O3),
xla (lowered with --lower-to-stablehlo and run on XLA CPU by python/xla_runner/lpf_xla.py in the
project venv, .venv or $LPF_PYTHON; @main only), iree (lowered with --lower-to-stablehlo
--stablehlo-target=iree, compiled by pip's IREE for llvm-cpu and this host's CPU and run with
iree.runtime by python/xla_runner/lpf_iree.py in the same venv; @main only; docs/iree.md), atreides (the lowered SF16 kernels on the
bit-exact Atreides simulator; --cycles prints the cycle model's count).
Example:
  lpf-run examples/mxfp4_matmul.mlir --arg a.npy --arg b.npy --out-dir out
`lpf-run --serve` (alone) runs one request per line of standard input, a JSON array of the
arguments above, each as one lpf-run process would, and answers each with a line
`STATUS LENGTH` and LENGTH bytes of its standard output (the Python package's --backend ref
calls; docs/lpf-run.md).
Exit status: 0 on success, 1 on any error (file:line:col, the source line and a caret for
errors at an op).";

#[derive(Debug, Parser)]
#[command(name = "lpf-run", version = concat!(env!("CARGO_PKG_VERSION"), " (MLIR 22)"), about = ABOUT, after_help = AFTER_HELP)]
pub struct RunCli {
    /// The MLIR file to run, or '-' for standard input
    pub input: String,

    /// The func.func to run
    #[arg(long, value_name = "NAME", default_value = "main")]
    pub entry: String,

    /// A .npy file for the entry's next argument (repeat once per argument, in order)
    #[arg(long = "arg", value_name = "FILE.npy")]
    pub args: Vec<String>,

    /// Write the results as DIR/out0.npy, DIR/out1.npy, ... (created if missing)
    #[arg(long, value_name = "DIR")]
    pub out_dir: Option<PathBuf>,

    /// Where to run the program: ref (the lpf-numerics CPU reference), llvm (lowered with
    /// --lower-to-llvm and JIT-compiled at -O3), xla (StableHLO on XLA CPU), iree (StableHLO on
    /// IREE llvm-cpu) or atreides (the Atreides simulator)
    #[arg(long, value_name = "NAME", default_value = "ref")]
    pub backend: String,

    /// Also print each printed element's raw code in hex (a tensor of more than 256 elements prints its first 256; --out-dir writes them all)
    #[arg(long)]
    pub bits: bool,

    /// With --backend llvm: the threads the compiled kernels run on (default: libomp's choice,
    /// OMP_NUM_THREADS or one per core); results are the same bits for every count
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=4096))]
    pub threads: Option<u32>,

    /// With --backend atreides: print the simulated cycle count (all launches)
    #[arg(long)]
    pub cycles: bool,
}
