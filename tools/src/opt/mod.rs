//! The lpf-opt driver: read, split, parse + verify, run the pipeline, print; report diagnostics
//! (or check them against the input's expectations). Its parts:
//!
//! - [`cli`]: the command line (clap), including mlir-opt's single-dash long options.
//! - [`split`]: `--split-input-file` chunks.
//! - [`expectations`]: `--verify-diagnostics` (`expected-error@+1 {{...}}` and friends).
//! - [`error`]: the tool's own errors (unreadable input, bad pipeline, ...).

pub mod cli;
pub mod error;
pub mod expectations;
pub mod split;

use crate::context::tool_context;
use crate::diagnostics::{excerpt, Collector, Diag, Severity};
use cli::Cli;
use error::ToolError;
use expectations::{check, parse_expectations, Mismatch};
use split::{split_chunks, SEPARATOR};
use melior::ir::operation::OperationPrintingFlags;
use melior::pass::{PassIrPrintingOptions, PassManager};
use melior::utility::parse_pass_pipeline;
use melior::Context;
use crate::input::InputError;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What one run produced: the text for `-o`, and whether everything succeeded.
pub struct Outcome {
    pub output: String,
    pub success: bool,
}

#[derive(Default)]
struct Timing {
    parse: Duration,
    passes: Duration,
    print: Duration,
}

/// Runs lpf-opt over `cli`'s input. Problems with the IR are diagnostics (printed here, or checked
/// under --verify-diagnostics); problems with the invocation are `ToolError`s.
pub fn run(cli: &Cli) -> Result<Outcome, ToolError> {
    let (name, text) = read_input(&cli.input)?;
    let context = tool_context(cli.allow_unregistered_dialect);
    lpf_dialect::context::set_print_op_on_diagnostic(&context, !cli.verify_diagnostics);
    let pipeline = pipeline_of(&context, cli)?;
    if let Some(pipeline) = &pipeline {
        // Reject a bad pipeline once, before any input is processed (uninstrumented, so that
        // --mlir-timing reports only the managers that run).
        build_pass_manager(&context, pipeline, cli, false)?;
    }
    let collector = Collector::attach(&context);
    let chunks = if cli.split_input_file {
        let (chunks, near_misses) = split_chunks(&text);
        // Printed as mlir-opt prints them, outside the diagnostics that -verify-diagnostics checks.
        for miss in near_misses {
            eprintln!("{name}:{}:{}: warning: near miss with file split marker", miss.line, miss.column);
            if let Some(lines) = excerpt(&text, miss.line, miss.column) {
                eprintln!("{lines}");
            }
        }
        chunks.iter().map(|chunk| chunk.padded()).collect()
    } else {
        vec![text.clone()]
    };
    let mut outputs = Vec::new();
    let mut success = true;
    let mut timing = Timing::default();
    for chunk in &chunks {
        let printed = process_chunk(&context, chunk, &name, pipeline.as_deref(), cli, &mut timing)?;
        let diagnostics = collector.take();
        if cli.verify_diagnostics {
            success &= report_mismatches(chunk, &name, &diagnostics);
        } else {
            for diagnostic in &diagnostics {
                eprintln!("{}", diagnostic.render(&name, &text));
            }
            success &= printed.is_some() && !diagnostics.iter().any(|d| d.severity == Severity::Error);
        }
        outputs.extend(printed);
    }
    if cli.mlir_timing {
        eprintln!("===-- lpf-opt timing (wall clock) --===");
        eprintln!("  parse + verify: {:>10.4} s", timing.parse.as_secs_f64());
        eprintln!("  pass pipeline:  {:>10.4} s", timing.passes.as_secs_f64());
        eprintln!("  print:          {:>10.4} s", timing.print.as_secs_f64());
    }
    Ok(Outcome { output: outputs.join(&format!("{SEPARATOR}\n")), success })
}

fn read_input(path: &str) -> Result<(String, String), ToolError> {
    crate::input::read_input(path).map_err(|error| match error {
        InputError::Io(error) => ToolError::ReadInput { path: path.to_string(), error },
        InputError::NotUtf8 { line, column } => ToolError::NotUtf8 { path: path.to_string(), line, column },
    })
}

/// The pipeline to run: `--pass-pipeline` as given, or the pass flags in order, each anchored
/// on the module or, for a pass that runs on functions, nested in `func.func` (mlir-opt's
/// implicit nesting).
fn pipeline_of(context: &Context, cli: &Cli) -> Result<Option<String>, ToolError> {
    if cli.pass_flags.is_empty() {
        return Ok(cli.pass_pipeline.clone());
    }
    if cli.pass_pipeline.is_some() {
        return Err(ToolError::PipelineAndPassFlags);
    }
    let parse = |element: &str| {
        let manager = PassManager::new(context);
        parse_pass_pipeline(manager.as_operation_pass_manager(), &format!("builtin.module({element})"))
    };
    let mut elements = Vec::new();
    for flag in &cli.pass_flags {
        let (name, options) = match flag.split_once('=') {
            Some((name, options)) => (name, Some(options)),
            None => (flag.as_str(), None),
        };
        let element = match options {
            Some(options) => format!("{name}{{{options}}}"),
            None => name.to_string(),
        };
        let nested = format!("func.func({element})");
        if parse(&element).is_ok() {
            elements.push(element);
        } else if parse(&nested).is_ok() {
            elements.push(nested);
        } else if options.is_some() && (parse(name).is_ok() || parse(&format!("func.func({name})")).is_ok()) {
            // A real pass with options it does not take: MLIR's message says which.
            let message = match parse(&element) {
                Err(melior::Error::ParsePassPipeline(message)) => message,
                other => format!("{other:?}"),
            };
            return Err(ToolError::PassPipeline { pipeline: format!("--{flag}"), message });
        } else {
            return Err(ToolError::UnknownFlag { flag: flag.clone() });
        }
    }
    Ok(Some(format!("builtin.module({})", elements.join(","))))
}

/// A pass manager for `pipeline`; `instrument` adds --mlir-timing and --mlir-print-ir-after-all.
fn build_pass_manager<'c>(context: &'c Context, pipeline: &str, cli: &Cli, instrument: bool) -> Result<PassManager<'c>, ToolError> {
    let manager = PassManager::new(context);
    parse_pass_pipeline(manager.as_operation_pass_manager(), pipeline).map_err(|error| ToolError::PassPipeline {
        pipeline: pipeline.to_string(),
        message: match error {
            melior::Error::ParsePassPipeline(message) => message,
            other => other.to_string(),
        },
    })?;
    if instrument && cli.mlir_timing {
        // SAFETY: the manager is live; MLIR prints its report to stderr when it is destroyed.
        unsafe { mlir_sys::mlirPassManagerEnableTiming(manager.to_raw()) }
    }
    if instrument && cli.mlir_print_ir_after_all {
        manager.enable_ir_printing(&PassIrPrintingOptions {
            before_all: false,
            after_all: true,
            module_scope: true,
            on_change: false,
            on_failure: false,
            flags: printing_flags(cli),
            tree_printing_path: PathBuf::new(),
        });
    }
    Ok(manager)
}

fn printing_flags(cli: &Cli) -> OperationPrintingFlags {
    let flags = OperationPrintingFlags::new().enable_debug_info(cli.mlir_print_debuginfo, false);
    if cli.mlir_print_op_generic {
        flags.print_generic_operation_form()
    } else {
        flags
    }
}

/// Parses, transforms and prints one chunk; `None` when it failed (diagnostics say why).
fn process_chunk(
    context: &Context,
    chunk: &str,
    name: &str,
    pipeline: Option<&str>,
    cli: &Cli,
    timing: &mut Timing,
) -> Result<Option<String>, ToolError> {
    let start = Instant::now();
    let parsed = lpf_dialect::source::parse_source(context, chunk, name);
    timing.parse += start.elapsed();
    let Some(mut module) = parsed else { return Ok(None) };
    if let Some(target) = &cli.stablehlo_target {
        set_module_string(context, &module, lpf_lowering::to_stablehlo::target::ATTRIBUTE, target);
    }
    if let Some(form) = &cli.stablehlo_scaled_dot {
        set_module_string(context, &module, lpf_lowering::to_stablehlo::composite::ATTRIBUTE, form);
    }
    if let Some(pipeline) = pipeline {
        let manager = build_pass_manager(context, pipeline, cli, true)?;
        let start = Instant::now();
        let result = manager.run(&mut module);
        timing.passes += start.elapsed();
        if result.is_err() {
            return Ok(None);
        }
    }
    let start = Instant::now();
    let mut text = lpf_dialect::source::print_operation(&module.as_operation(), &printing_flags(cli));
    text.push('\n');
    timing.print += start.elapsed();
    Ok(Some(text))
}

/// Records a StableHLO exit option (`--stablehlo-target`, `--stablehlo-scaled-dot`) on the
/// module, where the exit reads it (external passes take no options in MLIR 22's C API).
fn set_module_string(context: &Context, module: &melior::ir::Module, name: &str, value: &str) {
    use melior::ir::attribute::{AttributeLike, StringAttribute};
    let value = StringAttribute::new(context, value);
    // SAFETY: a live module op and an attribute of its context.
    unsafe {
        mlir_sys::mlirOperationSetAttributeByName(
            module.as_operation().to_raw(),
            melior::StringRef::new(name).to_raw(),
            value.to_raw(),
        )
    }
}

/// Prints every mismatch; true when there were none.
fn report_mismatches(chunk: &str, name: &str, diagnostics: &[Diag]) -> bool {
    let expectations = match parse_expectations(chunk) {
        Ok(e) => e,
        Err(error) => {
            eprintln!("{name}:{}:{}: error: {}", error.line, error.column, error.message);
            if let Some(lines) = excerpt(chunk, error.line, error.column) {
                eprintln!("{lines}");
            }
            return false;
        }
    };
    let mismatches = check(&expectations, diagnostics);
    for mismatch in &mismatches {
        match mismatch {
            Mismatch::NotProduced(e) => {
                eprintln!(
                    "{name}:{}:{}: error: expected {} \"{}\" {} was not produced",
                    e.written_at,
                    e.column,
                    e.severity.as_str(),
                    e.text,
                    e.place()
                );
                if let Some(lines) = excerpt(chunk, e.written_at, e.column) {
                    eprintln!("{lines}");
                }
            }
            Mismatch::Unexpected { text, position } => {
                // Under the message, the source line and caret, as mlir-opt prints them.
                let shown = position.as_ref().filter(|p| p.file == name);
                match shown.and_then(|p| excerpt(chunk, p.line, p.column)) {
                    Some(lines) => eprintln!("{text}\n{lines}"),
                    None => eprintln!("{text}"),
                }
            }
        }
    }
    mismatches.is_empty()
}

/// Writes the output to `-o`'s file (atomically) or stdout. A failed run writes no file, as
/// mlir-opt keeps none: an existing file stays as it was, and the good chunks of a
/// --split-input-file run do not pass for a complete result. On stdout the text of the good
/// chunks still appears, as with mlir-opt, beside the diagnostics.
pub fn write_output(path: &str, outcome: &Outcome) -> Result<(), ToolError> {
    if !outcome.success && path != lpf_output::STDOUT {
        return Ok(());
    }
    lpf_output::write_output(path, outcome.output.as_bytes()).map_err(|error| ToolError::WriteOutput { path: path.to_string(), error })
}

/// The lpf passes, one per line: argument and summary.
pub fn list_passes() -> String {
    let mut text = String::from("lpf passes (every upstream MLIR pass is accepted in pipelines too):\n");
    for pass in lpf_lowering::PASSES {
        text += &format!("  {:<28} {}\n", pass.argument, pass.summary);
    }
    for pass in lpf_lowering::registry::OPTION_PASSES {
        let options: Vec<_> = pass.options.iter().map(|(name, _)| format!("{name}=")).collect();
        text += &format!("  {:<28} {} ({{{}}})\n", pass.argument, pass.summary, options.join(" "));
    }
    text += "lpf pipelines (flags and pipeline elements like passes):\n";
    for (argument, summary, _) in lpf_lowering::registry::PIPELINES {
        text += &format!("  {argument:<28} {summary}\n");
    }
    text
}
