//! `--backend xla` and `--backend iree`: lower the module with `lower-to-stablehlo` (for iree
//! with `lpf.stablehlo_target = "iree"`), run it on XLA CPU or IREE (llvm-cpu) through the
//! project's Python runner (python/xla_runner/lpf_xla.py or lpf_iree.py, embedded in this binary
//! and run with the project venv's Python), and read its results back as lpf values.
//!
//! The runner takes the same .npy files the ref backend reads (low-precision values as raw
//! bits); it writes results as the StableHLO carriers' bits, which are lpf's codes (tf32 comes
//! back as its f32 carrier and is read as bits here). Every code is validated like an argument.

use super::buffer::Buffer;
use super::error::RunError;
use crate::npy::NpyArray;
use lpf_lowering::ir_numerics::{int_mask, Element, TypeInfo};
use melior::ir::operation::OperationPrintingFlags;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::parse_pass_pipeline;
use melior::Context;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A Python runner, carried inside the binary so that lpf-run works from any directory.
pub struct Runner {
    /// The backend's name on the command line.
    pub backend: &'static str,
    /// The compiler's name in messages.
    pub compiler: &'static str,
    pub file: &'static str,
    pub script: &'static str,
    /// `lower-to-stablehlo`'s target (the module attribute `lpf.stablehlo_target`).
    pub target: &'static str,
    /// What the venv must hold, for the message when it is missing.
    pub needs: &'static str,
}

pub const XLA: Runner = Runner {
    backend: "xla",
    compiler: "XLA",
    file: "lpf_xla.py",
    script: include_str!("../../../python/xla_runner/lpf_xla.py"),
    target: "cpu",
    needs: "jax",
};

pub const IREE: Runner = Runner {
    backend: "iree",
    compiler: "IREE",
    file: "lpf_iree.py",
    script: include_str!("../../../python/xla_runner/lpf_iree.py"),
    target: "iree",
    needs: "iree-base-compiler and iree-base-runtime 3.13.0",
};

/// The Python that has jax: `$LPF_PYTHON`, else the repository's `.venv`.
fn python() -> PathBuf {
    match std::env::var_os("LPF_PYTHON") {
        Some(path) => PathBuf::from(path),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/bin/python"),
    }
}

/// Lowers `module` to StableHLO text (the diagnostics of a failed lowering are printed).
pub fn lower(context: &Context, module: &mut Module, source_name: &str, source: &str, runner: &Runner) -> Result<String, RunError> {
    if runner.target != "cpu" {
        let value = melior::ir::attribute::StringAttribute::new(context, runner.target);
        // SAFETY: a live module op; the attribute outlives nothing (the context owns it).
        unsafe {
            mlir_sys::mlirOperationSetAttributeByName(
                module.as_operation().to_raw(),
                melior::StringRef::new(lpf_lowering::to_stablehlo::target::ATTRIBUTE).to_raw(),
                melior::ir::attribute::AttributeLike::to_raw(&value),
            );
        }
    }
    let collector = crate::diagnostics::Collector::attach(context);
    let manager = PassManager::new(context);
    parse_pass_pipeline(manager.as_operation_pass_manager(), "builtin.module(lower-to-stablehlo)")
        .map_err(|e| RunError::at(None, format!("cannot build the StableHLO pipeline: {e}")))?;
    let result = manager.run(module);
    for diagnostic in collector.take() {
        eprintln!("{}", diagnostic.render(source_name, source));
    }
    if result.is_err() {
        return Err(RunError::at(None, format!("'{source_name}' cannot be lowered to StableHLO for --backend {} (see above)", runner.backend)));
    }
    // Generic form: what jaxlib's parser reads whatever StableHLO version it was built with.
    Ok(lpf_dialect::source::print_operation(&module.as_operation(), &OperationPrintingFlags::new().print_generic_operation_form()))
}

/// Runs the lowered `stablehlo` text with `runner` on the argument files `args`; returns one
/// buffer per result, typed as `results` (the entry's lpf result types).
pub fn execute(stablehlo: &str, entry: &str, args: &[String], results: &[(String, TypeInfo)], runner: &Runner) -> Result<Vec<Buffer>, RunError> {
    let backend = runner.backend;
    if entry != "main" {
        return Err(RunError::at(None, format!("--backend {backend} runs @main only ({}'s entry point); @{entry} was asked for", runner.compiler)));
    }
    let python = python();
    if !python.exists() {
        return Err(RunError::at(
            None,
            format!(
                "--backend {backend} needs the project venv with {} ({} is missing); create it with scripts/setup.sh (or `make demo`)",
                runner.needs,
                python.display()
            ),
        ));
    }
    let scratch = crate::scratch::Scratch::create("lpf-run-xla")
        .map_err(|error| RunError::Write { path: std::env::temp_dir().display().to_string(), error })?;
    let module_path = scratch.path.join("module.mlir");
    let runner_path = scratch.path.join(runner.file);
    let out_dir = scratch.path.join("out");
    for (path, text) in [(&module_path, stablehlo), (&runner_path, runner.script)] {
        std::fs::write(path, text).map_err(|error| RunError::Write { path: path.display().to_string(), error })?;
    }
    let mut command = Command::new(&python);
    command.arg(&runner_path).arg("run").arg(&module_path).arg("--out-dir").arg(&out_dir);
    for arg in args {
        command.arg("--arg").arg(std::fs::canonicalize(arg).unwrap_or_else(|_| PathBuf::from(arg)));
    }
    let output = command.output().map_err(|error| {
        RunError::at(None, format!("cannot start {} for --backend {backend}: {error}; create the venv with scripts/setup.sh", python.display()))
    })?;
    if !output.status.success() {
        return Err(RunError::at(None, crate::child::failure(&format!("the {} runner", runner.compiler), output.status, &output.stderr)));
    }
    results
        .iter()
        .enumerate()
        .map(|(index, (ty, info))| read_result(&out_dir.join(format!("out{index}.npy")), index, ty, info, runner.compiler))
        .collect()
}

/// Reads result `index` (written by the runner as its carrier) as codes of the lpf type.
fn read_result(path: &Path, index: usize, ty: &str, info: &TypeInfo, compiler: &str) -> Result<Buffer, RunError> {
    let fail = |message: String| RunError::at(None, format!("{compiler} result {index} ({ty}): {message}"));
    let bytes = std::fs::read(path).map_err(|error| RunError::Read { path: path.display().to_string(), error })?;
    let array = NpyArray::parse(&bytes).map_err(|e| fail(e.to_string()))?;
    if !info.accepts_shape(&array.shape) {
        return Err(fail(format!("shape {:?} does not fit the signature", array.shape)));
    }
    let mut codes = array.to_u64_bits();
    match info.element {
        Element::Float(format) => {
            // The carrier's bits are the code; a carrier wider than the format (FP6/FP4 in a
            // byte) holds it in its low bits.
            if array.dtype.size() * 8 != format.storage_bits() as usize {
                return Err(fail(format!("{} elements cannot hold {format} codes", array.dtype)));
            }
            if let Some(i) = codes.iter().position(|c| !format.is_valid_code(*c)) {
                return Err(fail(format!("element {i} is {:#x}, not a {format} code", codes[i])));
            }
        }
        Element::Int(t) => codes.iter_mut().for_each(|c| *c &= int_mask(t)),
    }
    Ok(Buffer { element: info.element, shape: array.shape, codes })
}
