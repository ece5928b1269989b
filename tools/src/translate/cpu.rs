//! Whether LLVM knows a CPU name for a target (tools/cpp/target_cpu.cpp: LLVM-C has no such
//! query). Without the check, LLVM warns once per function and compiles for a default CPU, or
//! exits with a fatal error.

use std::ffi::CString;
use std::os::raw::{c_char, c_int};

extern "C" {
    fn lpfTargetHasCpu(triple: *const c_char, cpu: *const c_char) -> c_int;
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
