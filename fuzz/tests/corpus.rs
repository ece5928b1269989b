//! Every target over its seed corpus and a short deterministic run, as a plain `cargo test`
//! (the smoke that needs neither nightly nor the soak script).

use lpf_fuzz::generator::{next_input, Rng};
use lpf_fuzz::targets::TARGETS;

#[test]
fn every_target_holds_on_its_corpus_and_a_short_run() {
    let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let examples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../atreides/examples");
    for &(name, target) in TARGETS {
        let mut seeds = Vec::new();
        // The Atreides targets seed from the examples themselves (assembled for the words target).
        let dir = if name.starts_with("atreides_") { examples.clone() } else { corpus.join(name) };
        for entry in std::fs::read_dir(dir).expect("a corpus per target").flatten() {
            let bytes = std::fs::read(entry.path()).expect("corpus file");
            if name == "atreides_words" {
                let source = String::from_utf8(bytes).expect("assembly text");
                seeds.push(lpf_fuzz::targets::words_seed(&source).expect("the examples assemble"));
            } else {
                seeds.push(bytes);
            }
        }
        assert!(!seeds.is_empty(), "{name} has no seeds");
        for seed in &seeds {
            target(seed);
        }
        let mut rng = Rng::new(2026);
        for _ in 0..500 {
            target(&next_input(&mut rng, &seeds, 512));
        }
    }
}

#[test]
fn sampled_single_words_round_trip_through_the_disassembler() {
    // The atreides_words target asserts dis -> asm gives the same words back; every 97th of
    // the 65536 one-word programs, one thread.
    for word in (0..=u16::MAX).step_by(97) {
        let mut input = vec![0u8];
        input.extend_from_slice(&word.to_le_bytes());
        lpf_fuzz::targets::atreides_words(&input);
    }
}

/// The tool targets on a few lit chunks, where the tools are built (`target/debug`, or
/// `$LPF_TOOLS_BIN_DIR`); without them there is nothing to run (this crate never builds MLIR).
#[test]
fn tool_targets_hold_on_a_few_lit_chunks() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::env::set_current_dir(&root).expect("the repository root");
    if lpf_fuzz::tools::bin_dir().is_none() {
        eprintln!("skipped: the tools are not built (cargo build -p lpf-tools --bins)");
        return;
    }
    for (target, file) in [("translate", "test/lpf-translate/mlir-to-llvmir.mlir"), ("run", "test/lpf-run/args.mlir")] {
        let (_, run) = lpf_fuzz::targets::TOOL_TARGETS.iter().find(|(name, _)| *name == target).expect("a tool target");
        let text = std::fs::read_to_string(root.join(file)).expect("a lit test");
        for chunk in text.split("// -----").take(3) {
            run(chunk.as_bytes());
        }
    }
}

/// The child-process and attribute targets on inputs that take each of their paths: every way
/// the fake XLA runner ends (a status, a signal, success with each kind of result file), with
/// and without stderr; reduce_precision at e8m7 and e5m10, an i128 mantissa past 2^64, a
/// quantize_block and a stochastic convert under the policy pass.
#[test]
fn child_and_attribute_targets_hold_on_each_path() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::env::set_current_dir(&root).expect("the repository root");
    if lpf_fuzz::tools::bin_dir().is_none() {
        eprintln!("skipped: the tools are not built (cargo build -p lpf-tools --bins)");
        return;
    }
    let (_, child) = lpf_fuzz::targets::TOOL_TARGETS.iter().find(|(name, _)| *name == "child").expect("the child target");
    for ending in [0u8, 1, 3] {
        for choice in 0..5u8 {
            child(&[ending, choice]);
            child(&[ending, choice, b'o', b'o', b'p', b's', b'\n', 0xFF, b'o', b'u', b't']);
        }
    }
    let (_, attributes) = lpf_fuzz::targets::TOOL_TARGETS.iter().find(|(name, _)| *name == "attributes").expect("the attributes target");
    for input in [&[0u8, 0, 0, 0, 0, 0][..], &[0, 3, 0, 0, 0, 0], &[0, 0, 0, 0, 1, 0, 12, 4], &[1, 0, 0, 0, 0], &[2, 0, 0, 0, 0, 0, 0]] {
        attributes(input);
    }
}
