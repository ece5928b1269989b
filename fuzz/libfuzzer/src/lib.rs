//! The one thing libFuzzer needs from a target: `LLVMFuzzerTestOneInput`. libfuzzer-sys (what
//! cargo-fuzz uses) is not in this machine's offline registry, but clang-22 ships libFuzzer
//! itself (`libclang_rt.fuzzer-x86_64.a`, which has `main`); `fuzz/libfuzzer/run.sh` links each
//! target against it, with nightly's coverage instrumentation and AddressSanitizer.
//!
//! A panic in a target reaches the `extern "C"` frame and aborts the process (Rust's rule),
//! which libFuzzer reports as a crash and saves the input: exactly a finding.

/// Defines `LLVMFuzzerTestOneInput` over `target: fn(&[u8])`.
#[macro_export]
macro_rules! fuzz_target {
    ($target:path) => {
        /// Called by libFuzzer once per input.
        ///
        /// # Safety
        /// libFuzzer passes `size` readable bytes at `data` (or a null/dangling pointer with 0).
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn LLVMFuzzerTestOneInput(data: *const u8, size: usize) -> i32 {
            let input: &[u8] = if size == 0 { &[] } else { unsafe { std::slice::from_raw_parts(data, size) } };
            $target(input);
            0
        }
    };
}
