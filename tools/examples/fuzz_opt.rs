//! Fuzzing lpf-opt's front half in-process: parse + verify, print, re-parse, print again. The
//! property: whatever parses and verifies prints as text that parses back and prints the same,
//! in the custom and the generic form (#13 class 4 as a property). Inputs come from the fuzz
//! crate's generator over a corpus of .mlir files.
//!
//! MLIR is C++: an abort cannot be caught here. With `--current FILE` each input is written to
//! FILE before it runs, so that `fuzz/soak-opt.sh` can keep the input of a run that died.
//!
//!     cargo run --example fuzz_opt -- --seconds S [--seed N] [--current FILE] CORPUS_DIR...

use lpf_fuzz::generator::{next_input, Rng};
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use melior::Context;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

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
        let Some(printed) = parse_and_print(context, text, generic) else { return };
        let again = parse_and_print(context, &printed, generic)
            .unwrap_or_else(|| panic!("printed IR does not parse back (generic: {generic}):\n{printed}"));
        assert_eq!(again, printed, "printing is not stable (generic: {generic})");
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut seconds, mut seed, mut current, mut dirs) = (10.0, 1u64, None, Vec::new());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--seconds" => seconds = args.next().and_then(|s| s.parse().ok()).expect("--seconds N"),
            "--seed" => seed = args.next().and_then(|s| s.parse().ok()).expect("--seed N"),
            "--current" => current = args.next(),
            dir => dirs.push(dir.to_string()),
        }
    }
    let mut seeds = Vec::new();
    for dir in &dirs {
        let mut files: Vec<_> = std::fs::read_dir(dir).expect("corpus dir").flatten().map(|e| e.path()).collect();
        files.sort();
        for file in files.into_iter().filter(|f| f.extension().is_some_and(|e| e == "mlir")) {
            // Lit files hold several chunks (some invalid on purpose): each chunk is a seed.
            let text = String::from_utf8_lossy(&std::fs::read(&file).expect("corpus file")).into_owned();
            let (chunks, _) = lpf_tools::split::split_chunks(&text);
            seeds.extend(chunks.iter().map(|chunk| chunk.text.as_bytes().to_vec()));
        }
    }
    let context = lpf_tools::context::tool_context(false);
    // Parse errors are the expected outcome of most inputs: keep them off stderr.
    context.attach_diagnostic_handler(|_| true);
    std::panic::set_hook(Box::new(|_| {}));
    let deadline = Instant::now() + Duration::from_secs_f64(seconds);
    let mut rng = Rng::new(seed);
    let (start, mut executions, mut findings) = (Instant::now(), 0u64, 0u64);
    let mut pending = seeds.clone().into_iter();
    while Instant::now() < deadline {
        let input = pending.next().unwrap_or_else(|| next_input(&mut rng, &seeds, 8192));
        executions += 1;
        if let Some(path) = &current {
            std::fs::write(path, &input).expect("write the current input");
            std::fs::write(format!("{path}.n"), executions.to_string()).expect("write the execution number");
        }
        let text = String::from_utf8_lossy(&input);
        if let Err(payload) = catch_unwind(AssertUnwindSafe(|| round_trip(&context, &text))) {
            findings += 1;
            let message = payload.downcast_ref::<String>().cloned().unwrap_or_else(|| "panic".into());
            if findings <= 3 {
                eprintln!("opt_round_trip: finding #{findings} at execution {executions}: {message}\ninput:\n{text}");
            }
        }
    }
    println!(
        "opt_round_trip: {executions} executions in {:.1} s, {} seeds, {findings} findings",
        start.elapsed().as_secs_f64(),
        seeds.len()
    );
    std::process::exit(if findings == 0 { 0 } else { 1 });
}
