#![no_main]
// The same target as `lpf-fuzz atreides_asm` (fuzz/src/targets.rs), coverage-guided.
libfuzzer_sys::fuzz_target!(|data: &[u8]| lpf_fuzz::targets::atreides_asm(data));
