//! Parallel code generation for `--emit=obj`: the module's functions are shared out between
//! parts, each part is optimised and compiled on its own thread (its own LLVM context, so the
//! threads share nothing), and the parts' objects are merged into one relocatable object by the
//! system linker (`ld -r`).
//!
//! Why: a real model lowered by the LLVM exit is a few hundred functions (lpf-share-nests makes
//! every loop nest one), and LLVM's optimiser and code generator work on one function at a time
//! on one thread. They were two thirds of the first call's time (docs/llvm.md, "Real models").
//!
//! What each part holds, so that the merged object is the module compiled whole:
//! - the externally visible functions it owns (a balanced share of their instructions);
//! - the others as declarations, or, where they may be inlined (no `noinline`), as
//!   `available_externally` copies: the optimiser inlines them as it would in one module, and
//!   emits nothing for them;
//! - every module-local function and constant it uses, as a local copy of its own (the optimiser
//!   drops the ones it does not use): local symbols do not clash at the link;
//! - externally visible global variables only in part 0 (declared in the others), and the
//!   appending ones (`llvm.global_ctors`, `llvm.used`) only there too.
//!
//! Each function's code is what the whole-module pipeline makes of it, but for what LLVM infers
//! across functions of other parts (attributes of a callee it now only declares): the calls the
//! LLVM exit makes across parts are to `noinline` loop nests from the orchestration function,
//! which is `optnone`, so nothing it could use is lost.

use super::codegen::{self, TargetChoice};
use super::error::TranslateError;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::values::{AsValueRef, FunctionValue};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Below this many instructions per part, a part's fixed costs (a context, parsing the module's
/// bitcode, the linker) outweigh what the thread saves: a module that small is compiled whole.
const MIN_INSTRUCTIONS_PER_PART: usize = 20_000;

/// See [`instructions`].
const LOOP_WEIGHT: usize = 16;

/// See [`weights`].
const OPTNONE_WEIGHT: usize = 4;

/// An orchestration function of at least this many instructions is compiled in a part of its
/// own by the code generator's `-O0` (see [`plan`]); a smaller one is not worth a part.
const ORCHESTRATION_PART_MIN: usize = 2_000;

/// How `module` is shared out: the parts and each externally visible function's owner.
pub struct Plan {
    pub parts: usize,
    owners: HashMap<String, usize>,
    /// The part that holds the orchestration functions, compiled by the code generator at `-O0`.
    orchestration: Option<usize>,
}

/// How many parts to compile `module` in, and who owns what: `requested` (`--codegen-threads`)
/// parts when given, else one per core the process may use, no more than its size pays for.
/// One when the objects cannot be merged here (no `ld`, or a target other than this host's: the
/// host's linker merges only its own objects).
///
/// The LLVM exit's orchestration functions ([`super::orchestration::MARK`], `optnone`), when
/// they hold at least ORCHESTRATION_PART_MIN instructions, are a part of their own (one of the
/// `requested`, or one more than the cores' share), compiled by the code generator at `-O0`:
/// fast instruction selection and register allocation. `optnone` already keeps the optimiser off
/// them and makes the selector the fast one, but the greedy register allocator and the machine
/// passes of `-O2` still ran over the whole function (a 6 x 512 LM's: 8,500 instructions, 900
/// calls, 0.35 s of code generation, 0.17 s at `-O0`); what they gain is a few register moves
/// per call of a function that runs once per model call.
pub fn plan(module: &Module, choice: &TargetChoice, requested: Option<usize>) -> Result<Plan, TranslateError> {
    let linker = linker();
    let mergeable = is_host(choice) && linker.is_some();
    let whole = Plan { parts: 1, owners: HashMap::new(), orchestration: None };
    let parts = match requested {
        Some(parts) if parts > 1 && !mergeable => {
            return Err(TranslateError::Emit {
                message: format!(
                    "--codegen-threads={parts} merges the parts' objects with the system linker 'ld -r', which needs this \
                     host's target and 'ld' on PATH (target '{}'{}); use --codegen-threads=1",
                    choice.triple,
                    if linker.is_none() { ", no 'ld' found" } else { "" }
                ),
            });
        }
        Some(1) => return Ok(whole),
        Some(parts) => parts,
        None if !mergeable => return Ok(whole),
        None => 0,
    };
    let mut weights = weights(module);
    let orchestrating: Vec<String> = module
        .get_functions()
        .filter(|f| f.count_basic_blocks() > 0 && is_owned(*f) && f.get_string_attribute(AttributeLoc::Function, super::orchestration::MARK).is_some())
        .map(name)
        .collect();
    let orchestration_size: usize = module
        .get_functions()
        .filter(|f| orchestrating.contains(&name(*f)))
        .map(|f| f.get_basic_block_iter().map(|b| b.get_instructions().count()).sum::<usize>())
        .sum();
    let separate = orchestration_size >= ORCHESTRATION_PART_MIN;
    if separate {
        weights.retain(|name, _| !orchestrating.contains(name));
    }
    let others = if parts > 0 {
        parts - usize::from(separate)
    } else {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        cores.min(weights.values().sum::<usize>() / MIN_INSTRUCTIONS_PER_PART).max(1)
    };
    let mut owners = owners(weights, others);
    if !separate {
        return Ok(Plan { parts: others, owners, orchestration: None });
    }
    owners.extend(orchestrating.into_iter().map(|name| (name, others)));
    Ok(Plan { parts: others + 1, owners, orchestration: Some(others) })
}

/// Optimises and compiles `module` in `plan`'s parts on as many threads, and merges their
/// objects into one (the bytes of a relocatable object, as [`codegen::emit`] gives).
pub fn compile(module: &Module, choice: &TargetChoice, level: u8, plan: &Plan, timing: &super::timing::Timing) -> Result<Vec<u8>, TranslateError> {
    let pipeline = format!("default<O{level}>");
    // Verified whole, once, as codegen::optimize does: a part of a valid module is valid.
    module.verify().map_err(|message| TranslateError::Optimize {
        pipeline: pipeline.clone(),
        message: format!("the translated module is not valid LLVM IR: {message}"),
    })?;
    let (parts, owners) = (plan.parts, &plan.owners);
    let bitcode = module.write_bitcode_to_memory().as_slice().to_vec();
    let objects: Vec<Result<Vec<u8>, TranslateError>> = std::thread::scope(|scope| {
        let threads: Vec<_> = (0..parts).map(|part| scope.spawn({
            let bitcode = &bitcode;
            // The orchestration part: the code generator's -O0 (see `plan`).
            let level = if plan.orchestration == Some(part) { 0 } else { level };
            move || {
                let start = std::time::Instant::now();
                let object = compile_part(bitcode, owners, part, choice, level);
                let what = if level == 0 && plan.orchestration == Some(part) { " (orchestration, code generation at -O0)" } else { "" };
                timing.beside(&format!("part {part}{what}"), start.elapsed());
                object
            }
        })).collect();
        threads
            .into_iter()
            .map(|thread| thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic)))
            .collect()
    });
    timing.step(&format!("LLVM's default<O{level}> and code generation in {parts} parts"));
    let objects = objects.into_iter().collect::<Result<Vec<_>, _>>()?;
    let merged = merge(&objects);
    timing.step("merge (ld -r)");
    merged
}

/// One part: the module parsed into a context of this thread's own, cut down to the part,
/// optimised and compiled.
fn compile_part(bitcode: &[u8], owners: &HashMap<String, usize>, part: usize, choice: &TargetChoice, level: u8) -> Result<Vec<u8>, TranslateError> {
    let context = Context::create();
    let buffer = MemoryBuffer::create_from_memory_range_copy(bitcode, "lpf-translate part");
    let module = Module::parse_bitcode_from_buffer(&buffer, &context)
        .map_err(|message| TranslateError::Emit { message: format!("reading part {part} back: {message}") })?;
    keep_part(&module, owners, part);
    if level == 0 {
        // -O0 keeps what it is given: drop the module-local copies this part does not use (the
        // optimiser's global DCE does it at the other levels).
        drop_unused_locals(&module);
    }
    let machine = codegen::target_machine(choice, level)?;
    codegen::retarget(&module, &machine);
    codegen::optimize(&module, &machine, level)?;
    codegen::emit(&module, &machine, super::cli::Emit::Obj)
}

/// Each externally visible function (of [`weights`]) and the part that owns it: the heaviest
/// first, each to the part with the least work so far (instructions, each function counted with
/// the module-local functions it uses, which its part compiles too).
fn owners(weights: HashMap<String, usize>, parts: usize) -> HashMap<String, usize> {
    let mut weighed: Vec<(usize, String)> = weights.into_iter().map(|(name, weight)| (weight, name)).collect();
    // Heaviest first; equal weights by name, so that the same module always splits the same way.
    weighed.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let mut load = vec![0usize; parts];
    let mut owners = HashMap::new();
    for (weight, name) in weighed {
        let lightest = (0..parts).min_by_key(|&p| (load[p], p)).unwrap_or(0);
        load[lightest] += weight;
        owners.insert(name, lightest);
    }
    owners
}

/// The work of compiling each externally visible function defined in `module`: its
/// instructions, plus those of the module-local functions it calls or takes the address of
/// (OpenMP's outlined bodies, helpers), which its part compiles too. An `optnone` function's
/// count OPTNONE_WEIGHT times: the optimiser skips it, but the LLVM exit's orchestration
/// function, once its descriptors are folded (`orchestration`), is almost all calls with many
/// arguments and allocations, and the code generator spent 0.27 s on the 6 x 512 LM's 8,500
/// such instructions, about four times a loop-weighted instruction's share of -O2 and code
/// generation. Weighted as one, its part of two finished 0.24-0.74 s after the other; weighted
/// four, 0.08-0.26 s (5 interleaved runs each, load 2.4-3.4).
fn weights(module: &Module) -> HashMap<String, usize> {
    let mut weights = HashMap::new();
    let mut local = Vec::new();
    let optnone = Attribute::get_named_enum_kind_id("optnone");
    for function in module.get_functions().filter(|f| f.count_basic_blocks() > 0) {
        let size = instructions(function);
        let size = if function.get_enum_attribute(AttributeLoc::Function, optnone).is_some() { size * OPTNONE_WEIGHT } else { size };
        if is_local(function) {
            local.push((function, size));
        } else if is_owned(function) {
            weights.insert(name(function), size);
        }
    }
    for (function, size) in local {
        for user in users(function) {
            if let Some(weight) = weights.get_mut(&name(user)) {
                *weight += size;
            }
        }
    }
    weights
}

/// Cuts `module` down to `part` (the module docs' list).
fn keep_part(module: &Module, owners: &HashMap<String, usize>, part: usize) {
    let functions: Vec<FunctionValue> = module.get_functions().filter(|f| f.count_basic_blocks() > 0).collect();
    for function in functions {
        if is_local(function) || !is_owned(function) || owners.get(&name(function)) == Some(&part) {
            continue;
        }
        if has_attribute(function, "noinline") {
            declare_instead(module, function);
        } else {
            function.set_linkage(Linkage::AvailableExternally);
        }
    }
    let globals: Vec<_> = module.get_globals().collect();
    for global in globals {
        match global.get_linkage() {
            Linkage::Appending if part != 0 => unsafe { global.delete() },
            Linkage::External if part != 0 && !global.is_declaration() => {
                // SAFETY: a global of this module; a null initializer makes it a declaration.
                unsafe { inkwell::llvm_sys::core::LLVMSetInitializer(global.as_value_ref(), std::ptr::null_mut()) }
            }
            _ => {}
        }
    }
}

/// Deletes the module-local functions and globals nothing uses, until none is left.
fn drop_unused_locals(module: &Module) {
    loop {
        let functions: Vec<FunctionValue> = module.get_functions().filter(|f| is_local(*f) && is_unused(f.as_value_ref())).collect();
        let globals: Vec<_> = module
            .get_globals()
            .filter(|g| matches!(g.get_linkage(), Linkage::Internal | Linkage::Private) && is_unused(g.as_value_ref()))
            .collect();
        if functions.is_empty() && globals.is_empty() {
            return;
        }
        for function in functions {
            // SAFETY: a module-local function nothing uses.
            unsafe { function.delete() };
        }
        for global in globals {
            // SAFETY: a module-local global nothing uses.
            unsafe { global.delete() };
        }
    }
}

fn is_unused(value: inkwell::llvm_sys::prelude::LLVMValueRef) -> bool {
    // SAFETY: a live value of the module.
    unsafe { inkwell::llvm_sys::core::LLVMGetFirstUse(value).is_null() }
}

/// Replaces the definition `function` with a declaration of the same name and type.
fn declare_instead<'ctx>(module: &Module<'ctx>, function: FunctionValue<'ctx>) {
    let name = name(function);
    let declaration = module.add_function("", function.get_type(), Some(Linkage::External));
    declaration.set_call_conventions(function.get_call_conventions());
    function.replace_all_uses_with(declaration);
    // SAFETY: nothing uses `function` any more, and it is not used again.
    unsafe { function.delete() };
    declaration.as_global_value().set_name(&name);
}

/// Local to the module (internal, private): every part may have its own copy.
fn is_local(function: FunctionValue) -> bool {
    matches!(function.get_linkage(), Linkage::Internal | Linkage::Private)
}

/// A definition exactly one part must emit (plain external linkage). Weak, linkonce and the
/// like stay in every part, as they are: the linker keeps one.
fn is_owned(function: FunctionValue) -> bool {
    function.get_linkage() == Linkage::External
}

fn has_attribute(function: FunctionValue, attribute: &str) -> bool {
    function.get_enum_attribute(AttributeLoc::Function, Attribute::get_named_enum_kind_id(attribute)).is_some()
}

fn name(function: FunctionValue) -> String {
    function.get_name().to_string_lossy().into_owned()
}

/// A function's instructions, those in loops counted LOOP_WEIGHT times: LLVM's loop passes
/// (vectorising, unrolling) multiply a loop body many times over before the code generator sees
/// it (measured on a flax LM's loop nests: 15 to 40 times the instructions after -O3), straight
/// code hardly grows.
fn instructions(function: FunctionValue) -> usize {
    use inkwell::llvm_sys::core::{LLVMGetNumSuccessors, LLVMGetSuccessor};
    let blocks: Vec<_> = function.get_basic_block_iter().collect();
    let index: HashMap<_, usize> = blocks.iter().enumerate().map(|(i, b)| (b.as_mut_ptr(), i)).collect();
    // A branch back to an earlier block (the translation keeps MLIR's block order: a loop's
    // header before its body) closes a loop over the blocks between.
    let mut in_loop = vec![false; blocks.len()];
    for (i, block) in blocks.iter().enumerate() {
        let Some(terminator) = block.get_terminator() else { continue };
        // SAFETY: a live terminator instruction; its successors are blocks of this function.
        let successors = unsafe { LLVMGetNumSuccessors(terminator.as_value_ref()) };
        for s in 0..successors {
            let target = unsafe { LLVMGetSuccessor(terminator.as_value_ref(), s) };
            if let Some(&head) = index.get(&target) {
                if head <= i {
                    in_loop[head..=i].iter_mut().for_each(|b| *b = true);
                }
            }
        }
    }
    blocks.iter().zip(in_loop).map(|(block, looped)| block.get_instructions().count() * if looped { LOOP_WEIGHT } else { 1 }).sum()
}

/// The functions whose instructions use `function` (call it, or take its address).
fn users<'ctx>(function: FunctionValue<'ctx>) -> Vec<FunctionValue<'ctx>> {
    use inkwell::llvm_sys::core::{LLVMGetBasicBlockParent, LLVMGetFirstUse, LLVMGetInstructionParent, LLVMGetNextUse, LLVMGetUser, LLVMIsAInstruction};
    let mut users = Vec::new();
    // SAFETY: walks the use list of a live function; each user is a live value of the module,
    // and an instruction's parent block and its parent function are live too.
    unsafe {
        let mut use_ = LLVMGetFirstUse(function.as_value_ref());
        while !use_.is_null() {
            let user = LLVMGetUser(use_);
            if !LLVMIsAInstruction(user).is_null() {
                let block = LLVMGetInstructionParent(user);
                if !block.is_null() {
                    if let Some(parent) = FunctionValue::new(LLVMGetBasicBlockParent(block)) {
                        users.push(parent);
                    }
                }
            }
            use_ = LLVMGetNextUse(use_);
        }
    }
    users
}

fn is_host(choice: &TargetChoice) -> bool {
    use inkwell::targets::TargetMachine;
    let host = TargetMachine::normalize_triple(&TargetMachine::get_default_triple());
    host.as_str().to_string_lossy() == choice.triple
}

/// The system linker, `ld` on PATH.
fn linker() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join("ld")).find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata().map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0).unwrap_or(false)
}

/// One relocatable object of `objects`, by `ld -r` in a private temporary directory.
fn merge(objects: &[Vec<u8>]) -> Result<Vec<u8>, TranslateError> {
    let failed = |what: String| TranslateError::Emit { message: format!("merging the parts' objects: {what}") };
    let linker = linker().ok_or_else(|| failed("no 'ld' on PATH".to_string()))?;
    let directory = crate::scratch::Scratch::create("lpf-translate").map_err(|e| failed(format!("cannot create a temporary directory: {e}")))?;
    let mut command = Command::new(&linker);
    command.arg("-r").arg("-o").arg(directory.path.join("merged.o"));
    for (part, object) in objects.iter().enumerate() {
        let path = directory.path.join(format!("part{part}.o"));
        std::fs::write(&path, object).map_err(|e| failed(format!("cannot write {}: {e}", path.display())))?;
        command.arg(path);
    }
    let done = command.output().map_err(|e| failed(format!("cannot run {}: {e}", linker.display())))?;
    if !done.status.success() {
        return Err(failed(format!("{} -r failed ({}): {}", linker.display(), done.status, String::from_utf8_lossy(&done.stderr).trim())));
    }
    std::fs::read(directory.path.join("merged.o")).map_err(|e| failed(format!("cannot read the merged object: {e}")))
}
