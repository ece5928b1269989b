//! `lpf-translate`: MLIR to LLVM IR, assembly or an object file. Its parts, in the order a run
//! uses them:
//!
//! - [`cli`]: the command line.
//! - [`lower`]: a module with ops outside `builtin`/`llvm` runs `--lower-pipeline` first
//!   (default `lower-to-llvm`).
//! - [`llvm_ir`]: MLIR's LLVM IR translation, into an inkwell module in memory.
//! - [`orchestration`]: the LLVM exit's orchestration functions simplified before `-O`.
//! - [`codegen`]: target machine, LLVM's `default<On>` pipeline, object/assembly emission.
//! - [`split`]: `--emit=obj` in parts on several threads, merged into one object.
//! - [`timing`]: `--timing`'s report.
//! - [`cpu`]: whether LLVM knows a `--mcpu` name (a C++ query; LLVM-C has none).
//! - [`error`]: why a run failed.

pub mod atreides;
pub mod cli;
pub mod codegen;
pub mod cpu;
pub mod error;
pub mod llvm_ir;
pub mod lower;
pub mod orchestration;
pub mod split;
pub mod timing;

use crate::context::tool_context;
use crate::diagnostics::{Collector, Severity};
use crate::input::{read_input, InputError};
use cli::TranslateCli;
use error::TranslateError;
use lower::LowerError;

/// Runs lpf-translate: everything is computed in memory first, and the output is written only
/// when all of it succeeded. Warnings and remarks of a successful run go to stderr.
pub fn run(cli: &TranslateCli) -> Result<(), TranslateError> {
    if cli.atreides_to_asm || cli.atreides_to_bin {
        return atreides(cli).map_err(|e| TranslateError::Input { rendered: vec![e.to_string()] });
    }
    if cli.codegen_threads.is_some() && cli.emit != Some(cli::Emit::Obj) {
        return Err(TranslateError::Usage { message: "--codegen-threads applies to --emit=obj only (assembly is written whole)".to_string() });
    }
    let (name, source) = read_input(&cli.input).map_err(|error| match error {
        InputError::Io(error) => TranslateError::ReadInput { path: cli.input.clone(), error },
        InputError::NotUtf8 { line, column } => TranslateError::NotUtf8 { path: cli.input.clone(), line, column },
    })?;
    let timing = timing::Timing::new(cli.timing);
    let context = tool_context(cli.allow_unregistered_dialect);
    llvm_ir::register_translations(&context);
    let collector = Collector::attach(&context);
    // The collected diagnostics, rendered as mlir-opt does (file:line:col, line, caret).
    let located = |fallback: &str| {
        let mut rendered: Vec<String> = collector.take().iter().map(|d| d.render(&name, &source)).collect();
        if rendered.is_empty() {
            rendered.push(format!("{name}: error: {fallback}"));
        }
        TranslateError::Input { rendered }
    };

    let mut module = lpf_dialect::source::parse_source(&context, &source, &name).ok_or_else(|| located("cannot parse the input"))?;
    timing.step("read and parse");
    set_kernel_target(cli, &module);
    let lowered = lower::lower_if_needed(&context, &mut module, &cli.lower_pipeline);
    timing.step("lowering to the LLVM dialect");
    match lowered {
        Ok(_) => {}
        Err(LowerError::Unavailable(diag) | LowerError::Incomplete(diag)) => {
            return Err(TranslateError::Input { rendered: vec![diag.render(&name, &source)] })
        }
        Err(LowerError::Failed) => return Err(located(&format!("the pipeline '{}' failed", cli.lower_pipeline))),
    }

    if cli.emit.is_some() {
        if let Some(diag) = x86_intrinsic_the_target_lacks(cli, &module) {
            return Err(TranslateError::Input { rendered: vec![diag.render(&name, &source)] });
        }
    }
    let llvm = inkwell::context::Context::create();
    let llvm_module = llvm_ir::translate(&module, &llvm).ok_or_else(|| located("the translation to LLVM IR failed"))?;
    timing.step("translation to LLVM IR");
    // The target options are checked the same way whatever the mode and level: a bad --mcpu
    // or --target-triple is an error even where the output does not use them.
    let module_triple = llvm_module.get_triple();
    let module_triple = module_triple.as_str().to_str().ok().filter(|t| !t.is_empty()).map(str::to_string);
    let choice = codegen::choose_target(cli.target_triple.as_deref(), module_triple.as_deref(), cli.mcpu.as_deref());
    llvm_ir::name_libomp(&llvm_module, &llvm);
    // Before the parts are weighed: the simplified function is what they compile.
    if cli.effective_opt_level().is_some() {
        orchestration::simplify(&llvm_module);
        timing.step("orchestration simplified");
    }
    let split = match cli.emit {
        Some(cli::Emit::Obj) => Some(split::plan(&llvm_module, &choice, cli.codegen_threads.map(usize::from))?).filter(|p| p.parts > 1),
        _ => None,
    };
    let bytes = match cli.effective_opt_level() {
        // --mlir-to-llvmir without -O: the translation as it is, as mlir-translate prints it.
        None => {
            codegen::target_machine(&choice, 0)?;
            let printed = llvm_module.print_to_string().to_bytes().to_vec();
            timing.step("printing");
            printed
        }
        Some(level) => match &split {
            Some(plan) => split::compile(&llvm_module, &choice, level, plan, &timing)?,
            None => {
                let machine = codegen::target_machine(&choice, level)?;
                codegen::retarget(&llvm_module, &machine);
                codegen::optimize(&llvm_module, &machine, level)?;
                timing.step(&format!("LLVM's default<O{level}>"));
                let bytes = match cli.emit {
                    Some(kind) => codegen::emit(&llvm_module, &machine, kind)?,
                    None => llvm_module.print_to_string().to_bytes().to_vec(),
                };
                timing.step(if cli.emit.is_some() { "code generation" } else { "printing" });
                bytes
            }
        },
    };
    for diagnostic in collector.take().iter().filter(|d| d.severity != Severity::Error) {
        eprintln!("{}", diagnostic.render(&name, &source));
    }
    lpf_output::write_output(&cli.output, &bytes).map_err(|error| TranslateError::WriteOutput { path: cli.output.clone(), error })?;
    timing.step("write");
    timing.report();
    Ok(())
}

/// Writes the vector unit of the target being compiled for (`--target-triple`, the module's
/// `llvm.target_triple`, the host; `--mcpu`) on the module as `lpf.target`, for the LLVM exit's
/// dot kernel, unless the module states one itself.
fn set_kernel_target(cli: &TranslateCli, module: &melior::ir::Module) {
    use lpf_lowering::to_llvm::builders::target::ATTRIBUTE;
    use melior::ir::attribute::StringAttribute;
    use melior::ir::operation::OperationLike;
    let op = module.as_operation();
    if op.attribute(ATTRIBUTE).is_ok() {
        return;
    }
    let module_triple = op.attribute("llvm.target_triple").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
    let choice = codegen::choose_target(cli.target_triple.as_deref(), module_triple.as_deref(), cli.mcpu.as_deref());
    codegen::kernel_target(&choice).set_on(op);
}

/// The first x86 intrinsic call (`lpf.target`'s `byte_shuffle` and `flush_to_zero` kernels) in
/// a module compiled for a target that cannot run it, as a located error. The tools only set
/// those keys for a CPU that has them, but a module may state them, or come lowered for another
/// CPU.
fn x86_intrinsic_the_target_lacks(cli: &TranslateCli, module: &melior::ir::Module) -> Option<crate::diagnostics::Diag> {
    use crate::diagnostics::{parse_position, Diag, Severity};
    use melior::ir::attribute::StringAttribute;
    use melior::ir::operation::OperationLike;
    let op = module.as_operation();
    let module_triple = op.attribute("llvm.target_triple").ok().and_then(|a| StringAttribute::try_from(a).ok()).map(|s| s.value().to_string());
    let choice = codegen::choose_target(cli.target_triple.as_deref(), module_triple.as_deref(), cli.mcpu.as_deref());
    let cpu = if choice.cpu.is_empty() { "its default CPU".to_string() } else { format!("CPU '{}'", choice.cpu) };
    let what = format!("the target '{}' with {cpu}", choice.triple);
    let (message, location) = lpf_lowering::to_llvm::builders::target::first_call_without(op, &codegen::kernel_target(&choice), &what)?;
    Some(Diag { severity: Severity::Error, position: parse_position(&location), message, notes: vec![] })
}

/// `--atreides-to-asm|--atreides-to-bin` (the Atreides exit's translation, [`atreides`]).
fn atreides(cli: &TranslateCli) -> Result<(), atreides::TranslateError> {
    use atreides::{self as target, TranslateError as E};
    use std::path::PathBuf;
    let (name, text) = read_input(&cli.input).map_err(|e| E::Read { path: cli.input.clone(), message: format!("{e:?}") })?;
    if cli.atreides_to_bin && cli.output == "-" {
        return Err(E::Write { path: "-".into(), message: "--atreides-to-bin needs -o FILE.bin".into() });
    }
    let compiled = target::load(&name, &text, &cli.entry)?;
    if cli.atreides_to_asm {
        let asm = target::atreides_to_asm(&compiled);
        return lpf_output::write_output(&cli.output, asm.as_bytes())
            .map_err(|e| E::Write { path: cli.output.clone(), message: e.to_string() });
    }
    target::atreides_to_bin(&compiled, PathBuf::from(&cli.output).as_path(), cli.kernel_dir.as_deref(), cli.layout.as_deref()).map(|_written| ())
}
