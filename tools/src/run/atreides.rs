//! `--backend atreides`: lower the entry with `lower-to-atreides`'s code generator, load the
//! arguments into the simulated chip's memory as the layout says, run each kernel (one launch
//! per result) on the bit-exact simulator, and read the results back. Same .npy interface as
//! the reference; `--cycles` adds the cycle model's count.

use super::buffer::Buffer;
use super::error::RunError;
use super::op::position_of;
use crate::diagnostics::parse_position;
use lpf_lowering::ir_numerics::Element;
use lpf_dialect::error::LpfError;
use lpf_lowering::to_atreides::{compile, Compiled};
use lpf_numerics::{Format, SfWidth};
use melior::ir::OperationRef;

/// The results and the launches' total cycles.
pub struct AtreidesRun {
    pub results: Vec<Buffer>,
    pub cycles: u64,
    pub launches: usize,
    /// The kernels and layout that ran.
    pub compiled: Compiled,
}

pub fn run(entry: OperationRef, args: &[Buffer]) -> Result<AtreidesRun, RunError> {
    let compiled = compile(entry).map_err(|error| {
        let position = error.location.and_then(|location| parse_position(&location.to_string()));
        RunError::at(position.or_else(|| position_of(entry)), error.without_location())
    })?;
    let inputs: Vec<Vec<u64>> = args.iter().map(|b| b.codes.clone()).collect();
    let execution = compiled
        .run(&inputs)
        .map_err(|e| RunError::at(position_of(entry), LpfError::unsupported(format!("the Atreides simulator stopped: {e}"))))?;
    let mut results = Vec::new();
    for (region, codes) in compiled.results.iter().zip(execution.results.iter()) {
        let width = SfWidth::new(region.bits).ok_or_else(|| RunError::at(position_of(entry), "internal: a result's width is not 2..16"))?;
        results.push(Buffer { element: Element::Float(Format::Sf(width)), shape: region.shape.clone(), codes: codes.clone() });
    }
    Ok(AtreidesRun { results, cycles: execution.cycles(), launches: compiled.kernels.len(), compiled })
}
