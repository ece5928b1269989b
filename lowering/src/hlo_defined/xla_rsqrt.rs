//! f32 `rsqrt` as XLA CPU computes it (work in progress: matches nothing yet).

use lpf_dialect::error::LpfError;
use melior::ir::OperationRef;

/// Whether `op` is an f32 rsqrt this module rewrites into XLA CPU's computation.
pub fn is_xla_rsqrt(_op: OperationRef) -> bool {
    false
}

/// Rewrites `op` ([`is_xla_rsqrt`]) into XLA's computation, fused multiply-adds emulated
/// (`--backend ref`).
pub fn xla_rsqrt<'c, 'a>(_op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    Err(LpfError::new("internal error: no XLA rsqrt"))
}

/// [`xla_rsqrt`] with `math.fma` (the LLVM exit).
pub fn xla_rsqrt_native<'c, 'a>(_op: OperationRef<'c, 'a>) -> Result<(), LpfError<'c>> {
    Err(LpfError::new("internal error: no XLA rsqrt"))
}
