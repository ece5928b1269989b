//! Fuzzing every lpf pass and named pipeline in-process, as `lpf-opt --allow-unregistered-dialect
//! --pass-pipeline='builtin.module(P)'` would run them. The list is read from the pass registry
//! (`lpf_lowering::registry`: PASSES, OPTION_PASSES, PIPELINES), so a new pass is fuzzed
//! without an edit here. Each input that parses and verifies runs through each of them, on a
//! fresh parse, with MLIR's verifier between passes off so that the property sees the pass's
//! own result:
//!
//! - a failed run has an error located in the input (`fuzz.mlir`, or a file the input's own
//!   `loc(...)` attributes name): never a bare failure;
//! - a successful run printed no error (stock mlir-opt would exit 0 past it), and its IR
//!   verifies, prints, and parses back;
//! - no "lpf internal error" (a panic the pass guard caught) in any case.
//!
//! Option passes also run with options set, to values taken from the registry's descriptions.
//!
//! Aborts and hangs end the process; `fuzz/soak-opt.sh` keeps the input (see `common`).
//!
//!     cargo run --example fuzz_passes -- --seconds S [--seed N] [--current FILE] CORPUS_DIR...

mod common;

use lpf_lowering::registry::{OPTION_PASSES, PASSES, PIPELINES};
use melior::diagnostic::DiagnosticSeverity;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;
use std::cell::RefCell;
use std::rc::Rc;

/// One diagnostic as the property needs it.
struct Seen {
    error: bool,
    location: String,
    message: String,
}

type Sink = Rc<RefCell<Vec<Seen>>>;

/// Every pipeline element the registry knows: passes, passes with options (none set), pipelines.
fn registered_elements() -> Vec<String> {
    let passes = PASSES.iter().map(|pass| pass.argument);
    let option_passes = OPTION_PASSES.iter().map(|pass| pass.argument);
    let pipelines = PIPELINES.iter().map(|(argument, _, _)| *argument);
    passes.chain(option_passes).chain(pipelines).map(str::to_string).collect()
}

/// The option passes once more per input, each option set or not (chosen by `choice`, a hash of
/// the input) to a word of the registry's own option descriptions ("f32 or f64: ...") or to
/// a word no option takes: valid and invalid values, and a new option pass gets them too.
fn option_elements(mut choice: u64) -> Vec<String> {
    let mut next = move || {
        choice ^= choice << 13;
        choice ^= choice >> 7;
        choice ^= choice << 17;
        choice
    };
    let mut elements = Vec::new();
    for pass in OPTION_PASSES {
        let mut words: Vec<&str> = pass
            .options
            .iter()
            .flat_map(|(_, description)| description.split(|c: char| !(c.is_alphanumeric() || c == '_')))
            .filter(|word| !word.is_empty())
            .collect();
        words.push("not_a_value");
        let mut set = Vec::new();
        for (name, _) in pass.options {
            if next() % 2 == 0 {
                set.push(format!("{name}={}", words[next() as usize % words.len()]));
            }
        }
        elements.push(format!("{}{{{}}}", pass.argument, set.join(" ")));
    }
    elements
}

/// FNV-1a of the input: the option choices replay from the input alone.
fn hash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)) | 1
}

fn describe(seen: &[Seen]) -> String {
    seen.iter().map(|s| format!("{}: {}", s.location, s.message)).collect::<Vec<_>>().join("\n")
}

/// Where an error about the input may be located: the input itself (`fuzz.mlir`), and every file
/// its own locations name (`loc("model.py":12:8)`: jax's modules carry the user's source lines,
/// and the ops keep them).
fn input_files(text: &str) -> Vec<String> {
    let mut files = vec!["fuzz.mlir".to_string()];
    for (at, _) in text.match_indices("\":") {
        let followed_by_line = text[at + 2..].starts_with(|c: char| c.is_ascii_digit());
        if let (true, Some(open)) = (followed_by_line, text[..at].rfind('"')) {
            let name = &text[open + 1..at];
            if !name.is_empty() && !files.iter().any(|f| f == name) {
                files.push(name.to_string());
            }
        }
    }
    files
}

/// Runs `element` on a fresh parse of `text`; panics on a broken property.
fn check_element(context: &Context, sink: &Sink, text: &str, element: &str) {
    let Some(mut module) = lpf_dialect::source::parse_source(context, text, "fuzz.mlir") else { return };
    let manager = PassManager::new(context);
    manager.enable_verifier(false);
    parse_pass_pipeline(manager.as_operation_pass_manager(), &format!("builtin.module({element})"))
        .unwrap_or_else(|e| panic!("the registry's '{element}' does not parse as a pipeline: {e}"));
    sink.borrow_mut().clear();
    let result = manager.run(&mut module);
    let seen = std::mem::take(&mut *sink.borrow_mut());
    if seen.iter().any(|s| s.message.contains("lpf internal error")) {
        panic!("{element}: a panic in the pass:\n{}", describe(&seen));
    }
    if result.is_err() {
        let files = input_files(text);
        if !seen.iter().any(|s| s.error && files.iter().any(|f| s.location.contains(f.as_str()))) {
            panic!("{element}: failed without an error located in the input:\n{}", describe(&seen));
        }
        return;
    }
    if seen.iter().any(|s| s.error) {
        panic!("{element}: succeeded with an error printed:\n{}", describe(&seen));
    }
    if !module.as_operation().verify() {
        let seen = std::mem::take(&mut *sink.borrow_mut());
        panic!("{element}: succeeded with IR that does not verify:\n{}", describe(&seen));
    }
    let printed = lpf_dialect::source::print_operation(&module.as_operation(), &OperationPrintingFlags::new());
    if lpf_dialect::source::parse_source(context, &printed, "printed.mlir").is_none() {
        let seen = std::mem::take(&mut *sink.borrow_mut());
        panic!("{element}: its output does not parse back:\n{}\n{printed}", describe(&seen));
    }
}

fn main() {
    let options = common::parse_options();
    let seeds = common::read_seeds(&options.dirs);
    let elements = registered_elements();
    // Generic-form StableHLO (raise-stablehlo's input, the StableHLO exit's output) needs it.
    let context = lpf_tools::context::tool_context(true);
    let sink: Sink = Rc::default();
    let handler_sink = Rc::clone(&sink);
    context.attach_diagnostic_handler(move |diagnostic| {
        handler_sink.borrow_mut().push(Seen {
            error: matches!(diagnostic.severity(), DiagnosticSeverity::Error),
            location: diagnostic.location().to_string(),
            message: diagnostic.to_string(),
        });
        true
    });
    std::panic::set_hook(Box::new(|_| {}));
    eprintln!("passes: {} pipeline elements from the registry: {}", elements.len(), elements.join(", "));
    common::drive("passes", &options, &seeds, |text| {
        // Inputs that do not parse are the round trip's business (fuzz_opt): parse once here.
        if lpf_dialect::source::parse_source(&context, text, "fuzz.mlir").is_none() {
            return;
        }
        for element in elements.iter().chain(&option_elements(hash(text))) {
            check_element(&context, &sink, text, element);
        }
    })
}
