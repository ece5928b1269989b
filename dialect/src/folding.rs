//! The hook the lpf ops' C++ `fold` methods call. The folding arithmetic lives in Rust (the
//! numerics crate, through `lpf-lowering`'s `fold`), which this crate cannot depend on, so the
//! crate that has it registers a function pointer here.

pub use crate::ffi::FoldHook;

/// Makes `hook` the fold of `lpf.convert`, `lpf.add/sub/mul/div`, `lpf.neg` and `lpf.cmp` for the
/// whole process (until replaced). Without a hook those ops do not fold.
pub fn set_fold_hook(hook: FoldHook) {
    // SAFETY: stores a function pointer; the C++ side reads it atomically.
    unsafe { crate::ffi::lpfSetFoldHook(Some(hook)) }
}
