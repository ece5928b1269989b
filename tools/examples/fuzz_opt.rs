//! Fuzzing lpf-opt's front half in-process: parse + verify, print, re-parse, print again. The
//! property: whatever parses and verifies prints as text that parses back and prints the same,
//! in the custom and the generic form (#13 class 4 as a property). Inputs come from the fuzz
//! crate's generator over a corpus of .mlir files.
//!
//! The loop, seeds and crash handling are `common`'s.
//!
//!     cargo run --example fuzz_opt -- --seconds S [--seed N] [--current FILE] CORPUS_DIR...

mod common;

use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::Context;

/// Parses, verifies and prints; None when the text does not parse or verify.
fn parse_and_print(context: &Context, text: &str, generic: bool) -> Option<String> {
    let module = lpf_dialect::source::parse_source(context, text, "fuzz.mlir")?;
    if !module.as_operation().verify() {
        return None;
    }
    let flags = OperationPrintingFlags::new();
    let flags = if generic { flags.print_generic_operation_form() } else { flags };
    Some(lpf_dialect::source::print_operation(&module.as_operation(), &flags))
}

/// The property on one input; panics on a violation.
fn round_trip(context: &Context, text: &str) {
    for generic in [false, true] {
        // Resource blobs (`dense_resource<name>`, torch-mlir's weights) are named uniquely per
        // context: a second parse in the same context renames `name` to `name_1`. lpf-opt parses
        // each file in a context of its own, so such inputs get fresh ones here too.
        let fresh = text.contains("dense_resource") || text.contains("{-#");
        let (first, second) = if fresh { (Some(quiet_context()), Some(quiet_context())) } else { (None, None) };
        let Some(printed) = parse_and_print(first.as_ref().unwrap_or(context), text, generic) else { return };
        let again = parse_and_print(second.as_ref().unwrap_or(context), &printed, generic)
            .unwrap_or_else(|| panic!("printed IR does not parse back (generic: {generic}):\n{printed}"));
        assert_eq!(again, printed, "printing is not stable (generic: {generic})");
    }
}

/// lpf-opt's context, its (expected) parse errors kept off stderr.
fn quiet_context() -> Context {
    let context = lpf_tools::context::tool_context(false);
    context.attach_diagnostic_handler(|_| true);
    context
}

fn main() {
    let options = common::parse_options();
    let seeds = common::read_seeds(&options.dirs);
    // Parse errors are the expected outcome of most inputs: keep them off stderr.
    let context = quiet_context();
    std::panic::set_hook(Box::new(|_| {}));
    common::drive("opt_round_trip", &options, &seeds, |text| round_trip(&context, text))
}
