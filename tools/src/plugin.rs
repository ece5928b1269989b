//! This library as a plugin of stock `mlir-opt-22`:
//!
//! ```sh
//! mlir-opt-22 --load-dialect-plugin=target/debug/liblpf_tools.so \
//!             --load-pass-plugin=target/debug/liblpf_tools.so \
//!             --pass-pipeline='builtin.module(lpf-decompose-scaled-dot)' in.mlir
//! ```
//!
//! mlir-opt looks up `mlirGetDialectPluginInfo` / `mlirGetPassPluginInfo` and calls the callbacks
//! they return. The library links libMLIR.so dynamically, like mlir-opt-22, so there is one copy
//! of MLIR (and of its TypeIDs and registries) in the process.

use std::ffi::{c_char, c_void};

/// MLIR_PLUGIN_API_VERSION of mlir/Tools/Plugins/*Plugin.h (MLIR 22).
const PLUGIN_API_VERSION: u32 = 1;
const NAME: &[u8] = b"lpf\0";
const VERSION: &[u8] = concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes();

/// `mlir::DialectPluginLibraryInfo`.
#[repr(C)]
pub struct DialectPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_dialect_registry_callbacks: extern "C" fn(registry: *mut c_void),
}

/// `mlir::PassPluginLibraryInfo`.
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_registry_callbacks: extern "C" fn(),
}

// Both callbacks come from C++, which cannot hear of a failure: a panic aborts (lpf_dialect::unwind).
extern "C" fn register_dialects(registry: *mut c_void) {
    lpf_dialect::unwind::or_abort(
        || "registering the lpf dialects".to_string(),
        || {
            // SAFETY: mlir-opt passes its live `mlir::DialectRegistry *`.
            unsafe { lpf_dialect::plugin::insert_into_cpp_registry(registry) }
            // StableHLO and CHLO (linked statically into this library): JAX's modules parse.
            // SAFETY: as above.
            unsafe { lpf_stablehlo::insert_into_cpp_registry(registry) }
            // The ops' folds reach Rust through this hook, also when only the dialect plugin is loaded.
            lpf_lowering::canonicalize::install();
        },
    )
}

extern "C" fn register_passes() {
    lpf_dialect::unwind::or_abort(|| "registering the lpf passes".to_string(), lpf_lowering::register_passes)
}

/// Looked up by `mlir-opt --load-dialect-plugin`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetDialectPluginInfo() -> DialectPluginLibraryInfo {
    DialectPluginLibraryInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: NAME.as_ptr().cast(),
        plugin_version: VERSION.as_ptr().cast(),
        register_dialect_registry_callbacks: register_dialects,
    }
}

/// Looked up by `mlir-opt --load-pass-plugin`.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: PLUGIN_API_VERSION,
        plugin_name: NAME.as_ptr().cast(),
        plugin_version: VERSION.as_ptr().cast(),
        register_pass_registry_callbacks: register_passes,
    }
}
