//! f32 transcendental functions as XLA CPU computes them (work in progress: matches nothing yet).

use lpf_dialect::error::LpfError;
use melior::ir::OperationRef;

/// Whether `op` is an f32 function this module rewrites into XLA CPU's formula.
pub fn is_xla_math(_op: OperationRef) -> bool {
    false
}

/// Rewrites `op` ([`is_xla_math`]) into XLA's formula, its fused multiply-adds emulated
/// ([`super::FmaForm::Emulated`]: `--backend ref`).
pub fn xla_math<'c, 'a>(_op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    Err(LpfError::new("internal error: no XLA formula"))
}

/// [`xla_math`] with `math.fma` ([`super::FmaForm::Native`]: the LLVM exit).
pub fn xla_math_native<'c, 'a>(_op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    Err(LpfError::new("internal error: no XLA formula"))
}
