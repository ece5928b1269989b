//! The LLVM exit's orchestration functions, simplified before LLVM's pipeline.
//!
//! `lpf-share-nests` moves every loop nest of a function into a function of its own; what is
//! left (a model's function: allocations, views and the nests' calls) is `optnone`, so that
//! `-O2`/`-O3` spend nothing on it (docs/llvm.md, "Real models"), and it carries the string
//! attribute [`MARK`]. As translated, though, it is mostly the memref descriptors' traffic: each
//! allocation or view builds a descriptor with `insertvalue`s, each call takes it apart again
//! with `extractvalue`s (one per field: pointers, offset, sizes, strides). On the 6-layer flax
//! LM that was 28,000 of the function's 36,000 instructions, and `optnone` keeps them all for
//! the module passes that still read the function (IPSCCP, called-value propagation), the
//! bitcode of each `--codegen-threads` part and the code generator.
//!
//! `instsimplify` replaces an instruction only by a value it provably equals (here each
//! `extractvalue` of an `insertvalue` chain by the inserted value) and deletes what is left dead,
//! so the program's results cannot change. It took the LM's function from 36,800 lines of IR to
//! 8,500, and 5-10% off LLVM's `-O2` and code generation of the whole module (0.1-0.2 s of CPU
//! time; the rest of the function's code generation, 0.27 s, is its 865 calls and 780
//! allocations). The function stays `optnone` for the pipeline that follows. Only functions with [`MARK`] are touched: a user's own `optnone`
//! function is compiled as written.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue};

/// The string attribute `lpf-share-nests` puts (through `passthrough`) on the function it leaves
/// as orchestration.
pub const MARK: &str = "lpf-orchestration";

/// Runs `instsimplify` on every function of `module` marked [`MARK`] (see the module docs).
/// Returns how many it simplified.
pub fn simplify(module: &Module) -> usize {
    let marked: Vec<FunctionValue> =
        module.get_functions().filter(|f| f.count_basic_blocks() > 0 && f.get_string_attribute(AttributeLoc::Function, MARK).is_some()).collect();
    let optnone = Attribute::get_named_enum_kind_id("optnone");
    for &function in &marked {
        // The pass manager skips an `optnone` function: lift it for this one pass.
        let kept = function.get_enum_attribute(AttributeLoc::Function, optnone);
        if kept.is_some() {
            function.remove_enum_attribute(AttributeLoc::Function, optnone);
        }
        run_instsimplify(function);
        if let Some(attribute) = kept {
            function.add_attribute(AttributeLoc::Function, attribute);
        }
    }
    marked.len()
}

fn run_instsimplify(function: FunctionValue) {
    use inkwell::llvm_sys::error::{LLVMDisposeErrorMessage, LLVMGetErrorMessage};
    use inkwell::llvm_sys::transforms::pass_builder::{LLVMCreatePassBuilderOptions, LLVMDisposePassBuilderOptions, LLVMRunPassesOnFunction};
    // SAFETY: a live function of a live module; the pass name is a valid C string; the options
    // are created and disposed here; no target machine is needed (nor used) by instsimplify.
    unsafe {
        let options = LLVMCreatePassBuilderOptions();
        let error = LLVMRunPassesOnFunction(function.as_value_ref(), c"instsimplify".as_ptr(), std::ptr::null_mut(), options);
        LLVMDisposePassBuilderOptions(options);
        if !error.is_null() {
            // Only a pipeline that does not parse fails, and this one does: a simplification
            // skipped is only time lost, so say so and go on (reading the message consumes the
            // error).
            let message = LLVMGetErrorMessage(error);
            eprintln!("lpf-translate: warning: instsimplify on the orchestration function: {}", std::ffi::CStr::from_ptr(message).to_string_lossy());
            LLVMDisposeErrorMessage(message);
        }
    }
}
