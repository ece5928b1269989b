//! StableHLO's reference interpreter (upstream/stablehlo/reference) on a `func.func`, with a
//! caller's evaluator for the ops it does not know (cpp/interpret.cpp).
//!
//! Values cross as bytes in the interpreter's storage layout: row-major, each element in
//! `max(width, 8) / 8` little-endian bytes ([`element_bytes`]). Upstream ends the process on ops
//! and types it does not support, so a caller checks every op with [`interpreter_runs`] (or
//! evaluates it itself) and every value type with [`interpreter_holds`] before [`interpret`].

use melior::ir::{OperationRef, Type, TypeLike};

use std::ffi::{c_char, c_int, c_void};
use std::panic::{catch_unwind, AssertUnwindSafe};

mod ffi {
    use std::ffi::{c_char, c_int, c_void};

    pub type Fallback = unsafe extern "C" fn(
        user: *mut c_void,
        op: mlir_sys::MlirOperation,
        num_operands: isize,
        operands: *const *const c_char,
        operand_sizes: *const isize,
        num_results: isize,
        results: *const *mut c_char,
        result_sizes: *const isize,
    ) -> c_int;
    pub type Sink = unsafe extern "C" fn(user: *mut c_void, index: isize, data: *const c_char, size: isize);

    unsafe extern "C" {
        pub fn lpfStablehloInterpreterRuns(op: mlir_sys::MlirOperation) -> bool;
        pub fn lpfStablehloInterpreterHolds(ty: mlir_sys::MlirType) -> bool;
        pub fn lpfStablehloInterpret(
            func: mlir_sys::MlirOperation,
            num_args: isize,
            args: *const *const c_char,
            fallback: Fallback,
            sink: Sink,
            user: *mut c_void,
        ) -> c_int;
    }
}

/// Whether the interpreter evaluates `op` itself (anything else goes to the fallback, which is
/// only consulted for ops directly in a `func.func` body).
pub fn interpreter_runs(op: OperationRef) -> bool {
    // SAFETY: a live operation of the process's one MLIR.
    unsafe { ffi::lpfStablehloInterpreterRuns(op.to_raw()) }
}

/// Whether the interpreter can hold a value of `ty`: a statically shaped ranked tensor of a
/// builtin float (not tf32), a signless or unsigned integer (2, 4, 8, 16, 32, 64 bits) or i1.
/// Not a scalar: the interpreter's values are tensors, typed as their SSA values are.
pub fn interpreter_holds(ty: Type) -> bool {
    // SAFETY: a live type of the process's one MLIR.
    unsafe { ffi::lpfStablehloInterpreterHolds(ty.to_raw()) }
}

/// Bytes per element of a `width`-bit element in the interpreter's storage.
pub fn element_bytes(width: u32) -> usize {
    (width.max(8) / 8) as usize
}

/// Why [`interpret`] returned no results.
#[derive(Debug)]
pub enum InterpretError<E> {
    /// The caller's fallback failed at an op; the evaluation was abandoned.
    Fallback(E),
    /// `func` is not a `func.func` of one block, or takes another number of arguments.
    NotAFunction,
}

/// The caller's evaluator for one op: `operands[i]` holds operand i's bytes; it fills
/// `results[i]` (sized for result i's type).
pub type FallbackFn<'f, E> = dyn FnMut(OperationRef, &[&[u8]], &mut [&mut [u8]]) -> Result<(), E> + 'f;

struct State<'s, 'f, E> {
    fallback: &'s mut FallbackFn<'f, E>,
    error: Option<E>,
    panic: Option<Box<dyn std::any::Any + Send>>,
    results: Vec<Vec<u8>>,
}

/// Runs `func` on `args` (each in the interpreter's layout for its argument's type): StableHLO's
/// ops by the interpreter, every other op by `fallback`. Returns the results' bytes in order.
/// The caller has checked the ops and types (see the module doc).
pub fn interpret<E>(func: OperationRef, args: &[&[u8]], fallback: &mut FallbackFn<'_, E>) -> Result<Vec<Vec<u8>>, InterpretError<E>> {
    let pointers: Vec<*const c_char> = args.iter().map(|a| a.as_ptr().cast()).collect();
    let mut state = State { fallback, error: None, panic: None, results: Vec::new() };
    // SAFETY: `state` outlives the call; the trampolines cast `user` back to it.
    let status = unsafe {
        ffi::lpfStablehloInterpret(
            func.to_raw(),
            args.len() as isize,
            pointers.as_ptr(),
            trampoline::<E>,
            sink::<E>,
            (&mut state as *mut State<E>).cast::<c_void>(),
        )
    };
    if let Some(panic) = state.panic {
        std::panic::resume_unwind(panic);
    }
    match status {
        0 => Ok(state.results),
        1 => Err(InterpretError::Fallback(state.error.expect("the fallback failed without an error"))),
        _ => Err(InterpretError::NotAFunction),
    }
}

unsafe extern "C" fn trampoline<E>(
    user: *mut c_void,
    op: mlir_sys::MlirOperation,
    num_operands: isize,
    operands: *const *const c_char,
    operand_sizes: *const isize,
    num_results: isize,
    results: *const *mut c_char,
    result_sizes: *const isize,
) -> c_int {
    // SAFETY: `user` is the `State` of `interpret` above; the arrays hold the counts given, each
    // pointer with room for its size, alive for this call (cpp/interpret.cpp).
    let state = unsafe { &mut *user.cast::<State<E>>() };
    // An empty tensor's buffer may be a null pointer, which a slice may not hold: such a buffer
    // is the empty slice.
    let (operands, mut results) = unsafe {
        let operands: Vec<&[u8]> = (0..num_operands as usize)
            .map(|i| match *operand_sizes.add(i) as usize {
                0 => &[][..],
                size => std::slice::from_raw_parts(*operands.add(i) as *const u8, size),
            })
            .collect();
        let results: Vec<&mut [u8]> = (0..num_results as usize)
            .map(|i| match *result_sizes.add(i) as usize {
                0 => &mut [][..],
                size => std::slice::from_raw_parts_mut(*results.add(i) as *mut u8, size),
            })
            .collect();
        (operands, results)
    };
    // SAFETY: the op is alive while the interpreter runs it.
    let op = unsafe { OperationRef::from_raw(op) };
    // A panic must not unwind into C++: it is kept and resumed once the interpreter has returned.
    match catch_unwind(AssertUnwindSafe(|| (state.fallback)(op, &operands, &mut results))) {
        Ok(Ok(())) => 0,
        Ok(Err(error)) => {
            state.error = Some(error);
            1
        }
        Err(panic) => {
            state.panic = Some(panic);
            1
        }
    }
}

unsafe extern "C" fn sink<E>(user: *mut c_void, index: isize, data: *const c_char, size: isize) {
    // SAFETY: as in `trampoline`; `data` holds `size` bytes for this call.
    let state = unsafe { &mut *user.cast::<State<E>>() };
    // An empty result's buffer may be null (see `trampoline`).
    let bytes = if size == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(data as *const u8, size as usize) } };
    debug_assert_eq!(index as usize, state.results.len());
    state.results.push(bytes.to_vec());
}
