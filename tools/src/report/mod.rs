//! `lpf-report`: which number format fits my tensor? For each tensor of a `.npy` or
//! `.safetensors` file and each quantisation scheme (an element format, MX blocks, NVFP4), the
//! value distribution, what falls outside the range or flushes to zero, and the error, all
//! quantised by the numerics crate (the same rounding as every exit). See docs/lpf-report.md.
//!
//! - [`cli`]: the command line.
//! - [`load`]: reading tensors (`.npy`, `.safetensors`) as f64 values.
//! - [`scheme`]: the schemes (`f8E4M3FN`, `sf16`, `mxfp4`, `mxfp8:16`, `nvfp4`, ...) and their
//!   quantisation through `lpf_numerics`.
//! - [`stats`]: distribution and error figures from the original and the quantised values.
//! - [`output`]: the text table and the JSON file.
//! - [`plot`]: the SVG plots (plotters).
//! - [`error`]: everything that can go wrong, with the message the user sees.

pub mod cli;
pub mod error;
pub mod load;
pub mod output;
pub mod plot;
pub mod scheme;
pub mod stats;

use cli::ReportCli;
use error::ReportError;
use std::fs;

/// Element counts from which progress goes to stderr.
const PROGRESS_FROM: usize = 1 << 20;

/// Runs the report: loads, quantises every tensor with every scheme, writes the outputs.
pub fn run(cli: &ReportCli) -> Result<(), ReportError> {
    let schemes = scheme::parse_list(&cli.formats)?;
    let tensors = load::load(&cli.weights, cli.tensors.as_deref())?;
    let mut reports = Vec::new();
    for tensor in &tensors {
        let progress = tensor.values.len() >= PROGRESS_FROM;
        let distribution = stats::Distribution::of(&tensor.values);
        let mut results = Vec::new();
        for (i, s) in schemes.iter().enumerate() {
            if progress {
                eprintln!("lpf-report: {} ({} values): {} [{}/{}]", tensor.name, tensor.values.len(), s.name(), i + 1, schemes.len());
            }
            if distribution.mean.is_none() {
                // No finite value: every figure would be of an empty sum (SQNR "inf", as if exact).
                results.push(Err("no finite value: nothing to measure".to_string()));
                continue;
            }
            results.push(match s.quantize(&tensor.values, &tensor.shape) {
                Ok(q) => Ok(stats::Errors::of(&tensor.values, &q)),
                Err(why) => Err(why),
            });
        }
        reports.push(output::TensorReport { name: tensor.name.clone(), shape: tensor.shape.clone(), distribution, schemes: schemes.clone(), results });
    }
    lpf_output::write_stdout(output::table(&reports).as_bytes())
        .map_err(|e| ReportError::Write { path: "-".into(), why: e.to_string() })?;
    if let Some(dir) = &cli.out {
        fs::create_dir_all(dir).map_err(|e| ReportError::Write { path: dir.clone(), why: e.to_string() })?;
        let json = dir.join("report.json");
        lpf_output::write_file(&json, output::json(&reports, &cli.weights).as_bytes()).map_err(|e| ReportError::Write { path: json.clone(), why: e.to_string() })?;
        let mut written = vec![json];
        for (i, r) in reports.iter().enumerate() {
            written.extend(plot::plots(r, &tensors[i].values, dir, i)?);
        }
        eprintln!("lpf-report: wrote {} files to {}", written.len(), dir.display());
    }
    Ok(())
}
