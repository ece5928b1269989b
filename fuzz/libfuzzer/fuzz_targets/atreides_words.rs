#![no_main]
// The same target as `lpf-fuzz atreides_words` (fuzz/src/targets.rs), coverage-guided (fuzz/libfuzzer/run.sh).
lpf_fuzz_libfuzzer::fuzz_target!(lpf_fuzz::targets::atreides_words);
