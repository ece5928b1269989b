//! LLVM's side: choosing the target machine, running the `default<On>` optimisation pipeline
//! (the new pass manager, through inkwell), and writing an object file or assembly.

use super::cli::Emit;
use super::error::TranslateError;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{CodeModel, FileType, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;
use std::sync::Once;

/// What to compile for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TargetChoice {
    pub triple: String,
    pub cpu: String,
    pub features: String,
}

/// The target from the options: `--target-triple`, else the module's own triple, else the
/// host's. The CPU: `--mcpu` (`native`: this host's CPU and features), else this host's CPU and
/// features when compiling for this host, else "" (the target's own default CPU: "generic" is
/// no CPU of some targets, e.g. NVPTX).
pub fn choose_target(triple: Option<&str>, module_triple: Option<&str>, cpu: Option<&str>) -> TargetChoice {
    let host = TargetMachine::normalize_triple(&TargetMachine::get_default_triple());
    let triple = match triple.or(module_triple) {
        Some(triple) => TargetMachine::normalize_triple(&TargetTriple::create(triple)),
        None => TargetMachine::normalize_triple(&TargetMachine::get_default_triple()),
    };
    let is_host = triple == host;
    let (cpu, features) = match (cpu, is_host) {
        (Some(cpu), _) if cpu != "native" => (cpu.to_string(), String::new()),
        (Some(_), _) | (None, true) => (
            TargetMachine::get_host_cpu_name().to_string(),
            TargetMachine::get_host_cpu_features().to_string(),
        ),
        (None, false) => (String::new(), String::new()),
    };
    TargetChoice { triple: triple.as_str().to_string_lossy().into_owned(), cpu, features }
}

/// Initialises every target libLLVM was built with (Debian: all), for --target-triple, once.
pub fn initialize() {
    static INIT: Once = Once::new();
    INIT.call_once(|| {
        Target::initialize_all(&InitializationConfig::default());
        // SAFETY: installs a plain function; LLVM calls it at most once, before exiting.
        unsafe { inkwell::llvm_sys::error_handling::LLVMInstallFatalErrorHandler(Some(fatal_error)) }
    });
}

/// The vector unit the LLVM exit's kernels are shaped for on `choice` (lowering's
/// `to_llvm::builders::target`): the CPU's features as LLVM's subtarget knows them. The default (AVX2's)
/// where LLVM does not know the CPU: `target_machine` reports that.
pub fn kernel_target(choice: &TargetChoice) -> lpf_lowering::to_llvm::builders::target::Target {
    initialize();
    // Only names the target knows (LLVM stops at an unknown one); the others' vector units
    // follow from the triple alone.
    let x86 = ["x86_64", "i386", "i686"].iter().any(|a| choice.triple.starts_with(a));
    let names: &[&str] = if x86 { &["avx", "avx2", "avx512f"] } else { &[] };
    let features = match super::cpu::target_has_cpu(&choice.triple, &choice.cpu) {
        Some(true) => super::cpu::cpu_features(&choice.triple, &choice.cpu, &choice.features, names),
        _ => return Default::default(),
    };
    lpf_lowering::to_llvm::builders::target::Target::from_llvm(&choice.triple, &features, true)
}

/// A target machine for `choice` at `-O<level>`. Position-independent code, so that objects link
/// into the PIE executables and shared libraries that Debian's `cc` makes by default.
pub fn target_machine(choice: &TargetChoice, level: u8) -> Result<TargetMachine, TranslateError> {
    initialize();
    let triple = TargetTriple::create(&choice.triple);
    let error = |message: String| TranslateError::Target { triple: choice.triple.clone(), message };
    let target = Target::from_triple(&triple).map_err(|message| error(message.to_string()))?;
    // The empty name is the target's default, which it always has.
    if !choice.cpu.is_empty() && super::cpu::target_has_cpu(&choice.triple, &choice.cpu) == Some(false) {
        return Err(error(format!(
            "unknown CPU '{}' (`llc-22 -mtriple={} -mcpu=help` lists the CPUs of this target)",
            choice.cpu, choice.triple
        )));
    }
    target
        .create_target_machine(&triple, &choice.cpu, &choice.features, codegen_level(level), RelocMode::PIC, CodeModel::Default)
        .ok_or_else(|| error(format!("LLVM cannot create a target machine for CPU '{}'", choice.cpu)))
}

/// LLVM's code generator reports some option mistakes only as fatal errors (e.g. a 32-bit
/// `--mcpu` for a 64-bit triple: "64-bit code requested on a subtarget that doesn't support it")
/// and then exits. This makes that exit the tool's ordinary error: one message, status 1. Output
/// is written only after code generation, so no file is touched.
extern "C" fn fatal_error(reason: *const std::os::raw::c_char) {
    // Called from C++: even a failed write to stderr must not unwind (lpf_dialect::unwind).
    lpf_dialect::unwind::or_abort(
        || "reporting an LLVM fatal error".to_string(),
        || {
            let reason = if reason.is_null() {
                String::new()
            } else {
                // SAFETY: LLVM passes a NUL-terminated string that lives for the call.
                unsafe { std::ffi::CStr::from_ptr(reason) }.to_string_lossy().into_owned()
            };
            eprintln!("lpf-translate: error: LLVM: {reason}");
        },
    );
    std::process::exit(1);
}

fn codegen_level(level: u8) -> OptimizationLevel {
    match level {
        0 => OptimizationLevel::None,
        1 => OptimizationLevel::Less,
        2 => OptimizationLevel::Default,
        _ => OptimizationLevel::Aggressive,
    }
}

/// Sets the module's triple and data layout to the machine's: LLVM's passes and the code
/// generator read both from the module.
pub fn retarget(module: &Module, machine: &TargetMachine) {
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
}

/// Verifies the module (LLVM's code generator assumes valid IR and may abort on anything else),
/// then runs `default<O<level>>`.
pub fn optimize(module: &Module, machine: &TargetMachine, level: u8) -> Result<(), TranslateError> {
    let pipeline = format!("default<O{level}>");
    module.verify().map_err(|message| TranslateError::Optimize {
        pipeline: pipeline.clone(),
        message: format!("the translated module is not valid LLVM IR: {message}"),
    })?;
    module
        .run_passes(&pipeline, machine, PassBuilderOptions::create())
        .map_err(|message| TranslateError::Optimize { pipeline, message: message.to_string() })
}

/// The object file or assembly for `module`.
pub fn emit(module: &Module, machine: &TargetMachine, kind: Emit) -> Result<Vec<u8>, TranslateError> {
    let file_type = match kind {
        Emit::Obj => FileType::Object,
        Emit::Asm => FileType::Assembly,
    };
    machine
        .write_to_memory_buffer(module, file_type)
        .map(|buffer| buffer.as_slice().to_vec())
        .map_err(|message| TranslateError::Emit { message: message.to_string() })
}
