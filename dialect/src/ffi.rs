//! The C API of `include/lpf-c/Lpf.h`, declared for Rust, with the one C function type it takes
//! (the fold hook, which `folding` registers). Only `types`, `context`, `passes` and `folding`
//! call these; everything else uses the safe wrappers.

use mlir_sys::{
    MlirAttribute, MlirContext, MlirDialectHandle, MlirLocation, MlirModule, MlirOpPrintingFlags, MlirOperation, MlirPass,
    MlirStringCallback, MlirStringRef, MlirType,
};
use std::ffi::c_void;

/// `LpfFoldHook` of `lpf-c/Lpf.h`: given a foldable lpf op and the constant attributes of all its
/// operands, writes the result's constant attribute and returns true, or returns false (no fold).
/// It must not unwind and must not change the IR.
pub type FoldHook = unsafe extern "C" fn(op: MlirOperation, operands: *const MlirAttribute, count: isize, result: *mut MlirAttribute) -> bool;

unsafe extern "C" {
    pub fn mlirGetDialectHandle__lpf__() -> MlirDialectHandle;
    pub fn mlirGetDialectHandle__atreides__() -> MlirDialectHandle;

    pub fn lpfSfTypeGet(loc: MlirLocation, width: u32) -> MlirType;
    pub fn lpfTypeIsSf(ty: MlirType) -> bool;
    pub fn lpfSfTypeGetWidth(ty: MlirType) -> u32;

    pub fn lpfP3109TypeGet(loc: MlirLocation, k: u32, p: u32, is_signed: bool, is_extended: bool) -> MlirType;
    pub fn lpfTypeIsP3109(ty: MlirType) -> bool;
    pub fn lpfP3109TypeGetK(ty: MlirType) -> u32;
    pub fn lpfP3109TypeGetP(ty: MlirType) -> u32;
    pub fn lpfP3109TypeIsSigned(ty: MlirType) -> bool;
    pub fn lpfP3109TypeIsExtended(ty: MlirType) -> bool;

    pub fn lpfGf16TypeGet(ctx: MlirContext) -> MlirType;
    pub fn lpfTypeIsGf16(ty: MlirType) -> bool;

    pub fn lpfRegisterPass(create: unsafe extern "C" fn(*mut c_void) -> MlirPass, user_data: *mut c_void);
    pub fn lpfRegisterMathApproximatePass();
    pub fn lpfRegisterFuseElementwisePass();
    pub fn lpfRegisterPassPipeline(argument: MlirStringRef, description: MlirStringRef, pipeline: MlirStringRef);
    pub fn lpfRegisterOptionsPass(
        argument: MlirStringRef,
        description: MlirStringRef,
        option_names: *const MlirStringRef,
        option_descriptions: *const MlirStringRef,
        option_count: isize,
        type_id: mlir_sys::MlirTypeID,
        run: unsafe extern "C" fn(MlirOperation, MlirStringRef, *mut c_void) -> bool,
        user_data: *mut c_void,
        dialects: *const mlir_sys::MlirDialectHandle,
        dialect_count: isize,
    );
    pub fn lpfInsertIntoCppRegistry(cpp_dialect_registry: *mut c_void);

    pub fn lpfParseSourceWithImplicitModule(ctx: MlirContext, source: MlirStringRef, source_name: MlirStringRef) -> MlirModule;
    pub fn lpfContextSetPrintOpOnDiagnostic(ctx: MlirContext, enable: bool);
    pub fn lpfSetFoldHook(hook: Option<FoldHook>);
    pub fn lpfEmitRemark(location: MlirLocation, message: *const std::ffi::c_char);
    pub fn lpfInlineDenseResources(root: MlirOperation) -> MlirOperation;
    pub fn lpfOperationPrintBuffered(op: MlirOperation, flags: MlirOpPrintingFlags, callback: MlirStringCallback, user_data: *mut c_void);
}
