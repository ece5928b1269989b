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
//!
//! The code generator selects an `optnone` function's instructions with its fast selector, block
//! by block from the bottom up; at the first instruction it cannot select (a vector one: the
//! extractvalue of a nest's `{<6 x i32>, <6 x i32>}` result, an extractelement, the range
//! proof's reductions) it hands the rest of the block, everything above, to the slow selector.
//! The LM's function was one block of 8,500 instructions with such vector work near its end: the
//! slow selector took 0.24 s of its 0.43 s of code generation. [`isolate_vector_work`] puts each
//! run of such instructions in a block of its own (0.10 s).

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::module::Module;
use inkwell::values::{AsValueRef, FunctionValue, InstructionOpcode, InstructionValue};

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
        isolate_vector_work(function);
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

/// Whether the fast instruction selector hands `instruction` to the slow one with the rest of
/// its block: an instruction (not a call, which it hands over alone) on vectors or aggregates
/// of them.
fn is_vector_work(instruction: InstructionValue) -> bool {
    use inkwell::llvm_sys::core::{LLVMGetNumOperands, LLVMGetOperand, LLVMTypeOf};
    if matches!(instruction.get_opcode(), InstructionOpcode::Call | InstructionOpcode::Invoke | InstructionOpcode::CallBr) || instruction.is_terminator() {
        return false;
    }
    // SAFETY: a live instruction; its operands are live values (a block operand's type is
    // `label`, never a vector).
    unsafe {
        let value = instruction.as_value_ref();
        has_vector(LLVMTypeOf(value)) || (0..LLVMGetNumOperands(value)).any(|i| has_vector(LLVMTypeOf(LLVMGetOperand(value, i as u32))))
    }
}

/// Whether the type `ty` is a vector or an aggregate holding one.
unsafe fn has_vector(ty: inkwell::llvm_sys::prelude::LLVMTypeRef) -> bool {
    use inkwell::llvm_sys::core::{LLVMCountStructElementTypes, LLVMGetElementType, LLVMGetStructElementTypes, LLVMGetTypeKind};
    use inkwell::llvm_sys::LLVMTypeKind;
    match LLVMGetTypeKind(ty) {
        LLVMTypeKind::LLVMVectorTypeKind | LLVMTypeKind::LLVMScalableVectorTypeKind => true,
        LLVMTypeKind::LLVMArrayTypeKind => has_vector(LLVMGetElementType(ty)),
        LLVMTypeKind::LLVMStructTypeKind => {
            let mut elements = vec![std::ptr::null_mut(); LLVMCountStructElementTypes(ty) as usize];
            LLVMGetStructElementTypes(ty, elements.as_mut_ptr());
            elements.into_iter().any(|element| has_vector(element))
        }
        _ => false,
    }
}

/// Splits `function`'s blocks so that each run of [`is_vector_work`] instructions is a block of
/// its own (see the module docs). A split moves the instructions above the cut into a new block
/// inserted before the old one (so the entry block stays first, with its allocas), which
/// branches to it; the old block's predecessors branch to the new one instead, and the old block
/// keeps its terminator, so no phi of a successor changes.
pub fn isolate_vector_work(function: FunctionValue) -> usize {
    let mut cuts = 0;
    let blocks: Vec<BasicBlock> = function.get_basic_blocks();
    for block in blocks {
        // The cuts of this block, top down: before each run and after it.
        let mut previous = false;
        let mut at = Vec::new();
        let mut instruction = block.get_first_instruction();
        while let Some(current) = instruction {
            let vector = is_vector_work(current);
            if vector != previous && current.get_opcode() != InstructionOpcode::Phi && !current.is_terminator() && current.get_previous_instruction().is_some() {
                at.push(current);
            }
            previous = vector;
            instruction = current.get_next_instruction();
        }
        for cut in at {
            split_before(function, cut);
            cuts += 1;
        }
    }
    cuts
}

/// Moves the instructions of `cut`'s block above `cut` into a new block before it (see
/// [`isolate_vector_work`]).
fn split_before(function: FunctionValue, cut: InstructionValue) {
    use inkwell::llvm_sys::core::{
        LLVMBuildBr, LLVMCreateBuilderInContext, LLVMDisposeBuilder, LLVMGetBasicBlockTerminator, LLVMGetInstructionParent, LLVMGetModuleContext,
        LLVMGetFirstInstruction, LLVMGetGlobalParent, LLVMGetNextInstruction, LLVMGetNumSuccessors, LLVMGetSuccessor, LLVMInsertBasicBlockInContext,
        LLVMInsertIntoBuilder, LLVMInstructionRemoveFromParent, LLVMPositionBuilderAtEnd, LLVMSetSuccessor,
    };
    // SAFETY: `cut` is a live instruction of `function` with at least one instruction above it
    // in its block; the builder is created and disposed here; every block and terminator
    // touched is one of `function`'s.
    unsafe {
        let old = LLVMGetInstructionParent(cut.as_value_ref());
        let context = LLVMGetModuleContext(LLVMGetGlobalParent(function.as_value_ref()));
        let new = LLVMInsertBasicBlockInContext(context, old, c"".as_ptr());
        for block in function.get_basic_blocks() {
            let terminator = LLVMGetBasicBlockTerminator(block.as_mut_ptr());
            if terminator.is_null() || block.as_mut_ptr() == new {
                continue;
            }
            for s in 0..LLVMGetNumSuccessors(terminator) {
                if LLVMGetSuccessor(terminator, s) == old {
                    LLVMSetSuccessor(terminator, s, new);
                }
            }
        }
        let builder = LLVMCreateBuilderInContext(context);
        LLVMPositionBuilderAtEnd(builder, new);
        let mut moving = LLVMGetFirstInstruction(old);
        while !moving.is_null() && moving != cut.as_value_ref() {
            let next = LLVMGetNextInstruction(moving);
            LLVMInstructionRemoveFromParent(moving);
            LLVMInsertIntoBuilder(builder, moving);
            moving = next;
        }
        LLVMBuildBr(builder, old);
        LLVMDisposeBuilder(builder);
    }
}
