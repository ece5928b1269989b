//! MLIR (LLVM dialect) to an LLVM module, in memory. MLIR's translation and inkwell both speak
//! LLVM-C against the one shared libLLVM in the process, so the module MLIR builds in an inkwell
//! context is an ordinary inkwell module: no bitcode or text round trip.

use melior::ir::Module;
use melior::Context;

/// Makes the LLVM IR translations of every dialect known to `context` (the LLVM dialect's among
/// them). Without them the translation fails for every op.
pub fn register_translations(context: &Context) {
    // SAFETY: a live context; registration only appends to its dialect registry.
    unsafe { mlir_sys::mlirRegisterAllLLVMTranslations(context.to_raw()) }
}

/// Translates `module` into a new LLVM module owned by `llvm`. `None` when the translation
/// failed; the reasons went to the MLIR context's diagnostic handlers. (Not the ToString
/// variant: it does not report failure.)
pub fn translate<'ctx>(module: &Module, llvm: &'ctx inkwell::context::Context) -> Option<inkwell::module::Module<'ctx>> {
    // SAFETY: the operation is live for the call; the context pointer is a live LLVMContext of
    // the same libLLVM (mlir-sys and llvm-sys declare the same opaque struct separately). A
    // non-null result is a fresh module in that context, owned from here by inkwell's Module,
    // whose lifetime is tied to `llvm`.
    unsafe {
        let raw = mlir_sys::mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), llvm.raw() as mlir_sys::LLVMContextRef);
        (!raw.is_null()).then(|| inkwell::module::Module::new(raw as inkwell::llvm_sys::prelude::LLVMModuleRef))
    }
}

/// When the module calls libomp (the LLVM exit's kernel threads), names it in
/// `llvm.dependent-libraries`: ELF objects then carry a `.deplibs` section asking for `-lomp`,
/// which lld honours (GNU ld ignores it: pass `-lomp` there, docs/llvm.md "The ABI").
pub fn name_libomp<'ctx>(module: &inkwell::module::Module<'ctx>, llvm: &'ctx inkwell::context::Context) {
    let mut function = module.get_first_function();
    let mut calls_libomp = false;
    while let Some(f) = function {
        if f.get_name().to_bytes().starts_with(b"__kmpc_") {
            calls_libomp = true;
            break;
        }
        function = f.get_next_function();
    }
    if calls_libomp {
        let name = llvm.metadata_string("omp");
        let node = llvm.metadata_node(&[name.into()]);
        // Cannot fail: a fresh node under a fixed name.
        let _ = module.add_global_metadata("llvm.dependent-libraries", &node);
    }
}
