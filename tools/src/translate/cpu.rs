//! Whether LLVM knows a CPU name for a target, and which features a CPU has
//! (tools/cpp/target_cpu.cpp: LLVM-C has no such queries). Without the first check, LLVM warns
//! once per function and compiles for a default CPU, or exits with a fatal error.

use std::ffi::CString;
use std::os::raw::{c_char, c_int};

extern "C" {
    fn lpfTargetHasCpu(triple: *const c_char, cpu: *const c_char) -> c_int;
    fn lpfTargetCpuHasFeature(triple: *const c_char, cpu: *const c_char, features: *const c_char, feature: *const c_char) -> c_int;
}

/// The features of `cpu` (plus `features`, LLVM's `+a,-b` list) among `names`, as `+name`
/// entries: what lowering's `Target::from_llvm` reads. Empty when LLVM has no such target.
pub fn cpu_features(triple: &str, cpu: &str, features: &str, names: &[&str]) -> String {
    let (Ok(triple), Ok(cpu), Ok(features)) = (CString::new(triple), CString::new(cpu), CString::new(features)) else { return String::new() };
    let mut present = Vec::new();
    for name in names {
        let Ok(feature) = CString::new(*name) else { continue };
        // SAFETY: NUL-terminated strings that live for the call; the C++ side only reads them.
        if unsafe { lpfTargetCpuHasFeature(triple.as_ptr(), cpu.as_ptr(), features.as_ptr(), feature.as_ptr()) } == 1 {
            present.push(format!("+{name}"));
        }
    }
    present.join(",")
}

/// `Some(true)` when `cpu` is a processor of `triple`'s target, `Some(false)` when it is not,
/// `None` when LLVM has no target for `triple`. The targets must be initialised first.
pub fn target_has_cpu(triple: &str, cpu: &str) -> Option<bool> {
    // A name with a NUL byte names no CPU (and cannot cross to C).
    let (Ok(triple), Ok(cpu)) = (CString::new(triple), CString::new(cpu)) else { return Some(false) };
    // SAFETY: two NUL-terminated strings that live for the call; the C++ side only reads them.
    match unsafe { lpfTargetHasCpu(triple.as_ptr(), cpu.as_ptr()) } {
        1 => Some(true),
        0 => Some(false),
        _ => None,
    }
}
