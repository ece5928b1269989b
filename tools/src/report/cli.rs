//! lpf-report's command line.

use clap::Parser;
use std::path::PathBuf;

/// The schemes reported when --formats is not given.
pub const DEFAULT_FORMATS: &str = "bf16,f16,f8E4M3FN,f8E5M2,mxfp8,mxfp4,nvfp4,sf16,sf8";

#[derive(Parser, Debug)]
#[command(
    name = "lpf-report",
    version,
    about = "Which low-precision format fits a tensor? Range, flush-to-zero and quantisation error per format, computed by lpf's numerics",
    after_help = "SCHEMES (--formats, comma-separated):
  FORMAT        any lpf format name: f16, bf16, tf32, f8E4M3FN, f8E5M2, f6E2M3FN,
                f4E2M1FN, sf16, sf8, gf16, binary8p4se, ... Each value is rounded
                to nearest even with the format's default overflow: saturate for
                f8E4M3FN, FP6, FP4, SFx and finite P3109; inf where the format
                has it; NaN for the FNUZ types.
  mxfp8 mxfp8e5 mxfp6 mxfp6e3 mxfp4
                OCP MX (E4M3, E5M2, E2M3, E3M2, E2M1 elements): one E8M0 scale
                per 32 values of the last dimension, OCP's floor rule.
  mx:FORMAT     MX blocks of another MX element format.
  NAME:B        an MX scheme with block size B (mxfp4:16, mx:f8E5M2:64).
  nvfp4         f4E2M1FN, an E4M3 scale per 16 values, per-tensor f32 scale
                amax / (6 * 448).

OUTPUT: a table on stdout; with --out DIR also DIR/report.json and SVG plots
per tensor (histogram of |values| with each scheme's range and grid; SQNR per
scheme). Progress on stderr for tensors of 2^20 values or more.
Exit status 1 on any bad input."
)]
pub struct ReportCli {
    /// The tensor file: .npy (f32 or f64) or .safetensors (its F64, F32, F16 and BF16 tensors;
    /// others are skipped with a note)
    #[arg(value_name = "WEIGHTS")]
    pub weights: PathBuf,

    /// Comma-separated quantisation schemes (see SCHEMES below)
    #[arg(long, value_name = "LIST", default_value = DEFAULT_FORMATS)]
    pub formats: String,

    /// Only the .safetensors tensors whose names match this regular expression
    #[arg(long, value_name = "REGEX")]
    pub tensors: Option<String>,

    /// Directory for report.json and the SVG plots (created if missing)
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}
