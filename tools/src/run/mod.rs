//! lpf-run: executes a `func.func` of lpf ops on the CPU reference kernels of `lpf-numerics`.
//!
//! - [`cli`]: the command line.
//! - [`buffer`]: runtime values (element, shape, codes) and the data movement between layouts.
//! - [`io`]: arguments in and results out as .npy, checked against the signature.
//! - [`eval`]: the interpreter: value map, op dispatch, result type checks, calls.
//! - [`llvm`]: `--backend llvm`: the LLVM exit, JIT-compiled, called through its C interface.
//! - [`lpf_ops`]: the lpf ops on the numerics kernels.
//! - [`mixed`]: `--backend ref` on modules with StableHLO/CHLO: StableHLO's reference interpreter,
//!   lpf-run's evaluator for the ops it hands over; [`prepared`] keeps the prepared module for
//!   the next call of a served lpf-run.
//! - [`std_ops`]: constants, `tensor.empty`/`splat` and reshapes.
//! - [`summary`]: the decoded values printed on stdout.
//! - [`atreides`]: `--backend atreides`, the lowered kernels on the Atreides simulator.
//! - [`xla`]: `--backend xla` / `iree`: the same program lowered to StableHLO and run on XLA CPU
//!   or IREE (llvm-cpu).
//! - [`error`]: what can go wrong, named by argument or located at an op.

pub mod atreides;
#[cfg(test)]
mod atreides_conformance;
pub mod buffer;
pub mod cli;
pub mod error;
pub mod eval;
pub mod io;
pub mod llvm;
pub mod lpf_ops;
pub mod mixed;
pub mod op;
mod prepared;
pub mod std_ops;
pub mod summary;
pub mod taken;
pub mod xla;

use crate::context::tool_context;
use crate::diagnostics::Collector;
use crate::input::InputError;
use cli::RunCli;
use error::RunError;
use eval::Interpreter;
use lpf_lowering::callgraph::{recursion_error, CallGraph};
use lpf_lowering::ir_numerics::type_info;
use melior::ir::attribute::{StringAttribute, TypeAttribute};
use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;
use melior::ir::r#type::FunctionType;
use op::position_of;
use std::collections::HashMap;

/// The backends `--backend` accepts.
pub const BACKENDS: &[&str] = &["ref", "llvm", "xla", "iree", "atreides"];

/// Runs the program; returns the summary lines for stdout.
pub fn run(cli: &RunCli) -> Result<Vec<String>, RunError> {
    if !BACKENDS.contains(&cli.backend.as_str()) {
        return Err(RunError::UnknownBackend { name: cli.backend.clone() });
    }
    if cli.cycles && cli.backend != "atreides" {
        return Err(RunError::Usage { message: "--cycles needs --backend atreides (the only backend with a cycle model)".into() });
    }
    if cli.threads.is_some() && cli.backend != "llvm" {
        return Err(RunError::Usage { message: "--threads needs --backend llvm (the only backend that runs on threads)".into() });
    }
    let (name, text) = read_source(&cli.input)?;
    run_source(cli, &name, &text).map_err(|error| error.with_excerpt(&name, &text))
}

/// Parses, verifies and runs `text` (the contents of `name`); `--backend ref` on a StableHLO
/// module runs the module prepared by the last call of the same text where there is one
/// ([`prepared`]).
fn run_source(cli: &RunCli, name: &str, text: &str) -> Result<Vec<String>, RunError> {
    if cli.backend == "ref" {
        if let Some(lines) = prepared::run_again(cli, text) {
            return Ok(lines);
        }
    }
    let name = name.to_string();
    let owned = Box::new(tool_context(false));
    // SAFETY: the box outlives every use of the context: declared first, it is dropped last,
    // or moved into `prepared`'s kept entry, which drops the module living in it first.
    let context: &'static melior::Context = unsafe { &*(&*owned as *const melior::Context) };
    let collector = Collector::attach(context);
    let module = lpf_dialect::source::parse_source(&context, text, &name);
    let diagnostics = collector.take();
    for diagnostic in &diagnostics {
        eprintln!("{}", diagnostic.render(&name, text));
    }
    let Some(mut module) = module else { return Err(RunError::Invalid { path: name }) };
    // torch-mlir's weight blobs, which no backend reads as they are (lpf_dialect::resources).
    if let Err((op, error)) = lpf_dialect::resources::inline_dense_resources(module.as_operation()) {
        return Err(RunError::at(position_of(op), error.to_string()));
    }

    let mut functions: HashMap<String, OperationRef> = HashMap::new();
    let mut order = Vec::new();
    let mut next = module.body().first_operation();
    while let Some(op) = next {
        next = op.next_in_block();
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            if let Some(symbol) = op.attribute("sym_name").ok().and_then(|a| StringAttribute::try_from(a).ok()) {
                order.push(symbol.value().to_string());
                functions.insert(symbol.value().to_string(), op);
            }
        }
    }
    let entry = *functions
        .get(&cli.entry)
        .ok_or_else(|| RunError::NoEntry { name: cli.entry.clone(), available: order.clone() })?;
    let signature = op_signature(entry).ok_or_else(|| RunError::at(position_of(entry), "func.func has no function_type"))?;
    if signature.input_count() != cli.args.len() {
        return Err(RunError::ArgCount { entry: cli.entry.clone(), expected: signature.input_count(), given: cli.args.len() });
    }
    let mut args = Vec::with_capacity(cli.args.len());
    for (index, path) in cli.args.iter().enumerate() {
        let ty = signature.input(index).map_err(|e| RunError::at(position_of(entry), e.to_string()))?;
        let info = type_info(ty).ok_or_else(|| RunError::Signature { entry: cli.entry.clone(), ty: ty.to_string() })?;
        args.push(io::read_arg(index, path, &cli.entry, &ty.to_string(), &info)?);
    }
    let result_types: Vec<String> = (0..signature.result_count())
        .map(|i| signature.result(i).map(|t| t.to_string()).unwrap_or_default())
        .collect();

    let mut lines = Vec::with_capacity(args.len() + 2);
    let results = match cli.backend.as_str() {
        "llvm" => {
            let infos = (0..signature.result_count())
                .map(|i| {
                    let ty = signature.result(i).map_err(|e| RunError::at(position_of(entry), e.to_string()))?;
                    type_info(ty).ok_or_else(|| RunError::Signature { entry: cli.entry.clone(), ty: ty.to_string() })
                })
                .collect::<Result<Vec<_>, _>>()?;
            // A dynamically shaped result is allocated by the compiled code, which returns its
            // shape in the descriptor (docs/llvm.md, "The ABI"): no other run is needed for it.
            if has_per_tensor_scale(&module) {
                // An NVFP4 per-tensor scale that is not finite and > 0 is a run-time error of
                // the op, which compiled code has no channel to raise: the reference checks it
                // and reports the located error, as on `--backend ref`; every value printed
                // still comes from the compiled code.
                Interpreter::new(functions.clone()).call(entry, args.clone(), 0)?;
            }
            drop(functions);
            only_what_entry_reaches(&module, &cli.entry, Some("compiled code has no bound on its call depth (the reference stops at 64)"))?;
            let results: Vec<llvm::ResultShape> = infos
                .iter()
                .map(|i| match i.static_shape() {
                    Some(shape) => llvm::ResultShape::Static(i.element, shape),
                    None => llvm::ResultShape::Dynamic(i.element, i.dims.as_ref().map_or(0, Vec::len)),
                })
                .collect();
            llvm::run(&context, &mut module, &cli.entry, &args, &results, cli.threads, (&name, text))?
        }
        "xla" | "iree" => {
            let runner = if cli.backend == "iree" { &xla::IREE } else { &xla::XLA };
            // The result types as lpf sees them, read before the module is lowered.
            let mut typed = Vec::with_capacity(result_types.len());
            for i in 0..signature.result_count() {
                let ty = signature.result(i).map_err(|e| RunError::at(position_of(entry), e.to_string()))?;
                let info = type_info(ty).ok_or_else(|| RunError::Signature { entry: cli.entry.clone(), ty: ty.to_string() })?;
                typed.push((ty.to_string(), info));
            }
            drop(functions);
            // Recursion left after this is refused by lower-to-stablehlo itself.
            only_what_entry_reaches(&module, &cli.entry, None)?;
            let stablehlo = xla::lower(&context, &mut module, &name, text, runner)?;
            xla::execute(&stablehlo, &cli.entry, &cli.args, &typed, runner)?
        }
        "atreides" => {
            let run = atreides::run(entry, &args)?;
            if cli.cycles {
                lines.push(format!("cycles: {} ({} launch{})", run.cycles, run.launches, if run.launches == 1 { "" } else { "es" }));
            }
            run.results
        }
        _ if mixed::uses_stablehlo(&module) => {
            drop(functions);
            let inputs = (0..signature.input_count())
                .map(|i| signature.input(i).ok().and_then(|ty| Some((ty.to_string(), type_info(ty)?))))
                .collect::<Option<Vec<_>>>();
            let prepared = mixed::prepare(&context, &module, &cli.entry, (&name, text))?;
            let results = prepared.execute(&args)?;
            if let Some(inputs) = inputs {
                prepared::keep(cli, text, owned, prepared, inputs, result_types.clone());
                return Ok(report(cli, &result_types, &results, lines)?);
            }
            results
        }
        _ => Interpreter::new(functions).call(entry, args, 0)?,
    };

    report(cli, &result_types, &results, lines)
}

/// The summary lines of `results` after `lines`, and the results written to `--out-dir`.
fn report(cli: &RunCli, result_types: &[String], results: &[buffer::Buffer], mut lines: Vec<String>) -> Result<Vec<String>, RunError> {
    for (index, value) in results.iter().enumerate() {
        let ty = result_types.get(index).cloned().unwrap_or_default();
        lines.push(summary::summarize(&format!("out{index}"), &ty, value, cli.bits));
    }
    if let Some(dir) = &cli.out_dir {
        std::fs::create_dir_all(dir).map_err(|error| RunError::Write { path: dir.display().to_string(), error })?;
        for (index, value) in results.iter().enumerate() {
            io::write_result(dir, index, value)?;
        }
        lines.push(format!("wrote {} result{} to {}", results.len(), if results.len() == 1 { "" } else { "s" }, dir.display()));
    }
    Ok(lines)
}

/// Erases the functions `entry` does not call (an exit lowers only what the entry runs: an
/// unrelated function's unsupported op is none of this run's business); with `refuse`, a
/// recursive call the entry reaches is an E0915 at that call, `refuse` saying why.
fn only_what_entry_reaches(module: &melior::ir::Module, entry: &str, refuse: Option<&str>) -> Result<(), RunError> {
    let graph = CallGraph::of(module.as_operation());
    if let Some(why) = refuse {
        if let Some((call, cycle)) = graph.recursion(&[entry.to_string()]) {
            return Err(RunError::at(position_of(call), recursion_error(&cycle, why)));
        }
    }
    graph.keep_reachable(entry);
    Ok(())
}

fn op_signature<'c>(func: OperationRef<'c, '_>) -> Option<FunctionType<'c>> {
    let attribute = func.attribute("function_type").ok()?;
    FunctionType::try_from(TypeAttribute::try_from(attribute).ok()?.value()).ok()
}

fn read_source(path: &str) -> Result<(String, String), RunError> {
    crate::input::read_input(path).map_err(|error| match error {
        InputError::Io(error) => RunError::Read { path: path.to_string(), error },
        InputError::NotUtf8 { line, column } => RunError::NotUtf8 { path: path.to_string(), line, column },
    })
}

/// Whether any op of `module` takes an NVFP4 per-tensor scale (the optional trailing f32
/// operand of quantize_block, dequantize_block and scaled_dot).
fn has_per_tensor_scale(module: &melior::ir::Module) -> bool {
    use lpf_dialect::ops::LpfOp;
    use melior::ir::operation::{WalkOrder, WalkResult};
    let mut found = false;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        let operands = match LpfOp::of(&op) {
            Some(LpfOp::QuantizeBlock) => 2,
            Some(LpfOp::DequantizeBlock) => 3,
            Some(LpfOp::ScaledDot) => 5,
            _ => usize::MAX,
        };
        if op.operand_count() == operands {
            found = true;
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    found
}
