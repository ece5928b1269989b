//! `stablehlo.convolution` taken from StableHLO's reference interpreter (issue 39).

use melior::ir::OperationRef;

/// Whether lpf-run takes the convolution `op`.
pub(super) fn takes(_op: OperationRef) -> bool {
    false
}

/// Evaluates a taken convolution on the interpreter's bytes.
pub(super) fn evaluate(_op: OperationRef, _lhs: &[u8], _rhs: &[u8], _out: &mut [u8]) -> Result<(), String> {
    Err("internal error: not a convolution lpf-run takes".into())
}
