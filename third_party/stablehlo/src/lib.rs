//! The StableHLO and CHLO dialects (openxla/stablehlo, vendored under `upstream/` at the commit
//! in `UPSTREAM_COMMIT`), for lpf's tools: their dialect handles, to register them in a context
//! or registry, and its reference interpreter ([`interpret`]). build.rs builds the C++ once per
//! target directory; see README.md.

pub mod interpret;

use melior::dialect::{DialectHandle, DialectRegistry};
use std::ffi::c_void;

mod ffi {
    use std::ffi::c_void;

    unsafe extern "C" {
        // cpp/register.cpp: upstream's C API names for the two handles.
        pub fn mlirGetDialectHandle__stablehlo__() -> mlir_sys::MlirDialectHandle;
        pub fn mlirGetDialectHandle__chlo__() -> mlir_sys::MlirDialectHandle;
        pub fn lpfStablehloInsertIntoCppRegistry(cpp_dialect_registry: *mut c_void);
        pub fn lpfStablehloRegisterPasses();
    }
}

/// The upstream commit the vendored sources are from.
pub const UPSTREAM_COMMIT: &str = include_str!("../UPSTREAM_COMMIT").trim_ascii();

/// The `stablehlo` dialect.
pub fn stablehlo_handle() -> DialectHandle {
    // SAFETY: a static handle from the linked dialect library.
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__stablehlo__()) }
}

/// The `chlo` dialect (client HLO: JAX's erf, top_k, ... before legalisation).
pub fn chlo_handle() -> DialectHandle {
    // SAFETY: a static handle from the linked dialect library.
    unsafe { DialectHandle::from_raw(ffi::mlirGetDialectHandle__chlo__()) }
}

/// Makes both dialects available to every context the registry is appended to.
pub fn insert_dialects(registry: &DialectRegistry) {
    stablehlo_handle().insert_dialect(registry);
    chlo_handle().insert_dialect(registry);
}

/// Inserts both dialects into the `mlir::DialectRegistry *` a dialect-plugin callback of
/// `mlir-opt --load-dialect-plugin` gets.
///
/// # Safety
/// `registry` must point to a live `mlir::DialectRegistry` of the MLIR this library links.
pub unsafe fn insert_into_cpp_registry(registry: *mut c_void) {
    unsafe { ffi::lpfStablehloInsertIntoCppRegistry(registry) }
}

/// Registers upstream's `chlo-legalize-to-stablehlo` and `stablehlo-legalize-to-linalg` passes in
/// the global pass registry (so pipelines can name them). Idempotent.
pub fn register_passes() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    // SAFETY: registers two passes in MLIR's global registry, once per process.
    ONCE.call_once(|| unsafe { ffi::lpfStablehloRegisterPasses() });
}
