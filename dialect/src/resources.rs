//! `dense_resource` elements attributes (torch-mlir's weight blobs: `stablehlo.constant
//! dense_resource<torch_tensor_...>` with the bytes in the file's `dialect_resources` section)
//! made plain dense elements attributes of the same bytes. Nothing downstream reads a resource:
//! XLA refuses it ("Only dense elements attr are supported"), the LLVM exit's constants take
//! dense and scalar literals, and StableHLO's interpreter read one as zeros (a silent wrong
//! answer on `--backend ref`). So each tool inlines them first (issue 39).

use crate::error::LpfError;
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;

/// Inlines every `dense_resource` attribute under `root`. Err: the first op whose blob has no
/// bytes (printed with its data elided) or bytes that do not fit the attribute's type, with the
/// located E0915 to report there.
pub fn inline_dense_resources<'c, 'a>(root: OperationRef<'c, 'a>) -> Result<(), (OperationRef<'c, 'a>, LpfError<'c>)> {
    // SAFETY: a live op; the call returns null or an op under it.
    let failed = unsafe { crate::ffi::lpfInlineDenseResources(root.to_raw()) };
    if failed.ptr.is_null() {
        return Ok(());
    }
    // SAFETY: non-null, an op under `root`.
    let op = unsafe { OperationRef::from_raw(failed) };
    let name = op.name().as_string_ref().as_str().unwrap_or("an op").to_string();
    let error = LpfError::unsupported(
        "a dense_resource constant whose blob is missing (elided) or does not hold its type's elements: lpf reads weights from the \
         file's dialect_resources section",
    )
    .op(name);
    Err((op, error))
}
