//! The LLVM exit against the reference, bit for bit: every program here runs through
//! `lpf-run --backend ref` (the numerics crate, itself checked against ml_dtypes, rustc_apfloat
//! and XLA) and `lpf-run --backend llvm` (lowered with --lower-to-llvm, JIT-compiled), and every
//! result element must have the same code (NaN compared as NaN: payloads are not portable).
//! Inputs come from a fixed-seed generator, so a failure reproduces.

mod cases;
mod hardware;
mod hardware_scaled;
mod harness;
mod proof;

use cases::*;

#[test]
fn decode_every_code_of_every_format_up_to_16_bits() {
    decode_cases();
}

#[test]
fn encode_probes_in_every_rounding_and_overflow_mode() {
    encode_cases();
}

#[test]
fn stochastic_converts_in_every_mode_format_and_overflow() {
    stochastic_cases();
}

#[test]
fn stochastic_arithmetic_in_every_mode_and_format() {
    stochastic_arith_cases();
}

#[test]
fn format_to_format_conversions() {
    format_to_format_cases();
}

#[test]
fn elementwise_and_cmp_in_every_rounding_mode() {
    elementwise_cases();
}

#[test]
fn dot_and_reduce_sum_keep_the_reference_order() {
    contraction_cases();
}

#[test]
fn block_scaled_ops() {
    block_cases();
}

/// A file-name-safe tag for a format.
fn harness_name(f: lpf_numerics::Format) -> String {
    f.mlir_name().chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect()
}

#[test]
fn quantize_block_mx_and_nvfp4() {
    quantize_cases();
}

#[test]
fn examples_and_programs_of_constants_calls_and_reshapes() {
    program_cases();
}

#[test]
fn dot_kernel_tails_specials_and_fused_pairs() {
    dot_kernel_cases();
}

#[test]
fn dot_kernel_on_1_2_and_3_threads() {
    dot_kernel_thread_cases();
}

#[test]
fn elementwise_runs_on_1_2_and_3_threads() {
    elementwise_thread_cases();
}

#[test]
fn dot_kernel_shaped_for_avx512_neon_and_sse_runs_here() {
    dot_kernel_other_target_cases();
}

#[test]
fn fp8_rhs_every_code_through_each_packing_decode() {
    fp8_rhs_every_code_cases();
}

#[test]
fn f4_decode_every_code_through_lanes_blocks_and_remainders() {
    f4_decode_every_code_cases();
}

#[test]
fn flush_to_zero_mode_leaves_each_threads_mxcsr_as_it_was() {
    flush_to_zero_mode_is_restored_cases();
}

#[test]
fn dot_kernel_generic_x86_64_object_matches_host() {
    dot_kernel_generic_object_cases();
}

#[test]
fn foreign_f32_dot_is_fused_multiply_adds_on_host_and_generic_x86_64() {
    foreign_f32_dot_generic_object_cases();
}

#[test]
fn scaled_dot_kernel_packs_from_codes_tails_specials_and_extreme_scales() {
    scaled_dot_kernel_cases();
}

#[test]
fn dot_kernel_with_dynamic_sizes_tails_specials_and_scaled() {
    dynamic_dot_kernel_cases();
}

#[test]
fn hardware_dots_match_the_matrix_unit_models_bit_for_bit() {
    let compared = hardware::hardware_dot_cases();
    assert!(compared > 5_000, "{compared}");
}

#[test]
fn hardware_dots_pack_whole_rhs_panels_as_vectors_every_code() {
    let compared = hardware::vector_packing_cases();
    assert_eq!(compared, 3 * 2 * 18 * 64 * 40);
}

#[test]
fn hardware_dots_with_k_known_at_run_time() {
    let compared = hardware::dynamic_k_cases();
    assert!(compared > 5_000, "{compared}");
    assert_eq!(hardware::dynamic_k_error_cases(), 9);
}

#[test]
fn block_scaled_hardware_dots_match_the_models_bit_for_bit() {
    let compared = hardware_scaled::hardware_scaled_dot_cases();
    assert!(compared > 10_000, "{compared}");
}

#[test]
fn block_scaled_hardware_dots_pack_every_rhs_scale_code_as_vectors() {
    assert_eq!(hardware_scaled::every_rhs_scale_code_cases(), 2 * 8 * 16);
}

#[test]
fn block_scaled_hardware_dots_match_mmasim_golden_vectors_on_llvm() {
    let checked = hardware_scaled::golden_vectors();
    assert!(checked > 800, "{checked}");
}

#[test]
fn dot_products_proven_exact_at_run_time_or_rounded() {
    let compared = proof::run_time_proof_cases();
    assert!(compared > 5_000, "{compared}");
}

#[test]
fn dot_run_time_proof_on_1_2_and_3_threads_one_decision_per_dot() {
    let compared = proof::run_time_proof_thread_cases();
    assert!(compared > 3 * 20_000, "{compared}");
}
