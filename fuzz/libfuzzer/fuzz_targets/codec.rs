#![no_main]
// The same target as `lpf-fuzz codec` (fuzz/src/targets.rs), coverage-guided.
libfuzzer_sys::fuzz_target!(|data: &[u8]| lpf_fuzz::targets::codec(data));
