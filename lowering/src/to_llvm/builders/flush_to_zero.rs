//! A region of a kernel run in x86's flush-to-zero mode (`lpf.target`'s `flush_to_zero`).
//!
//! With MXCSR's FTZ bit (0x8000) set, every SSE/AVX float operation whose result is below
//! 2^-126 in magnitude (a subnormal f32, exact or rounded) returns a zero of the result's sign
//! instead (measured on this project's Zen 3 for exact and inexact products and sums). That is
//! the flush AMD's FTZ-MUL-ADD model applies to each product and each partial sum
//! (`matrix_units/amd.rs`), which otherwise costs four integer operations per vector.
//!
//! The mode is per thread: the region saves the calling thread's MXCSR (`llvm.x86.sse.stmxcsr`)
//! into a stack slot, loads it with FTZ set (`ldmxcsr`), runs its body and loads the saved value
//! back. The slot lives between `llvm.intr.stacksave` and `stackrestore`, so a region inside a
//! loop does not grow the stack (`memref.alloca_scope` would not do: its region must stay one
//! block, and the body's loops become several once `scf` is lowered). The tile loops call it
//! on the thread that runs each tile. LLVM's x86 float instructions read MXCSR (modelled so
//! since LLVM 10), so the code generator keeps them between the two loads; the body's float
//! operations depend on values loaded inside it, so nothing hoists them out.

use super::ir::Ir;
use melior::dialect::{arith, memref};
use melior::ir::attribute::IntegerAttribute;
use melior::ir::operation::OperationBuilder;
use melior::ir::r#type::{IntegerType, MemRefType};
use melior::ir::{Type, Value};

/// MXCSR's flush-to-zero bit.
const FTZ: i64 = 0x8000;

/// Builds `body` at the end of `ir`'s block inside a scope that runs it with MXCSR's FTZ bit
/// set, restoring the thread's MXCSR after it.
pub fn with_flush_to_zero<'c, 'a>(ir: &Ir<'c, 'a>, body: &mut dyn FnMut(&Ir<'c, 'a>)) {
    let pointer_type = Type::parse(ir.context, "!llvm.ptr").expect("the pointer type parses");
    // The slot is freed at the end (stacksave/stackrestore), so a region in a loop does not
    // grow the stack.
    let stack = ir.val(
        OperationBuilder::new("llvm.intr.stacksave", ir.location).add_results(&[pointer_type]).build().expect("valid llvm.intr.stacksave"),
    );
    let i32_type: Type = IntegerType::new(ir.context, 32).into();
    // Two words: the caller's MXCSR, and the value with FTZ.
    let slot = ir.val(memref::alloca(ir.context, MemRefType::new(i32_type, &[2], None, None), &[], &[], None, ir.location));
    let address = ir.val(
        OperationBuilder::new("memref.extract_aligned_pointer_as_index", ir.location)
            .add_operands(&[slot])
            .add_results(&[Type::index(ir.context)])
            .build()
            .expect("valid memref.extract_aligned_pointer_as_index"),
    );
    let address = ir.val(arith::index_cast(address, IntegerType::new(ir.context, 64).into(), ir.location));
    let pointer = |offset: i64| -> Value<'c, 'a> {
        let at = ir.add(address, ir.i64(offset));
        ir.val(OperationBuilder::new("llvm.inttoptr", ir.location).add_operands(&[at]).add_results(&[pointer_type]).build().expect("valid llvm.inttoptr"))
    };
    let (saved, with_ftz) = (pointer(0), pointer(4));
    ir.intrinsic_effect("llvm.x86.sse.stmxcsr", &[saved]);
    let caller = ir.val(memref::load(slot, &[ir.index(0)], ir.location));
    let ftz = ir.val(arith::constant(ir.context, IntegerAttribute::new(i32_type, FTZ).into(), ir.location));
    ir.op(memref::store(ir.or(caller, ftz), slot, &[ir.index(1)], ir.location));
    ir.intrinsic_effect("llvm.x86.sse.ldmxcsr", &[with_ftz]);
    body(ir);
    ir.intrinsic_effect("llvm.x86.sse.ldmxcsr", &[saved]);
    ir.op(OperationBuilder::new("llvm.intr.stackrestore", ir.location).add_operands(&[stack]).build().expect("valid llvm.intr.stackrestore"));
}
