//! `--backend llvm`: lowers the module with `--lower-to-llvm`, JIT-compiles it at -O3 with MLIR's
//! ExecutionEngine and calls the entry's C interface (`_mlir_ciface_<entry>`) exactly as a C
//! caller would: one memref descriptor per input, then one per result into which the function
//! writes (docs/llvm.md). Codes travel in their storage width (i8/i16/i32/i64, sub-byte formats
//! one per byte), as in lpf-run's .npy files.
//!
//! The kernels' threads (`omp` ops, lowering's `to_llvm::builders::parallel`) call libomp, which the JIT
//! loads as a shared library: `$LPF_LIBOMP`, else `libomp.so` of the LLVM the tools were built
//! with. The module is lowered for this host's vector unit (`lpf.target`, from LLVM's host
//! feature query).

use super::buffer::Buffer;
use super::error::RunError;
use crate::diagnostics::Collector;
use lpf_lowering::ir_numerics::Element;
use melior::ir::operation::OperationLike;
use melior::ir::Module;
use melior::pass::PassManager;
use melior::utility::{parse_pass_pipeline, register_all_llvm_translations};
use melior::{Context, ExecutionEngine};

/// The largest result buffer lpf-run allocates for the compiled function (4 GiB).
const MAX_RESULT_BYTES: usize = 1 << 32;

/// `omp_set_num_threads(n)` of the libomp the JIT loaded (the one its kernels call).
fn set_threads(engine: &ExecutionEngine, n: u32) -> Result<(), RunError> {
    let symbol = engine.lookup("omp_set_num_threads");
    if symbol.is_null() {
        return Err(RunError::Backend { message: "the JIT's libomp has no omp_set_num_threads".into() });
    }
    // SAFETY: libomp's `void omp_set_num_threads(int)`, resolved in the library the JIT loaded.
    let set: extern "C" fn(i32) = unsafe { std::mem::transmute(symbol) };
    set(n as i32);
    Ok(())
}

/// Bytes one element occupies in the ABI.
fn storage_bytes(element: Element) -> usize {
    match element {
        Element::Float(f) => f.storage_bits() as usize / 8,
        Element::Int(t) => (t.bits as usize).next_power_of_two().max(8) / 8,
    }
}

/// One argument's memory and its memref descriptor {allocated, aligned, offset, sizes, strides}.
struct Argument {
    data: Vec<u8>,
    descriptor: Vec<i64>,
    element: Element,
    shape: Vec<usize>,
}

impl Argument {
    fn new(element: Element, shape: Vec<usize>, codes: &[u64]) -> Argument {
        let width = storage_bytes(element);
        let mut data = Vec::with_capacity(codes.len() * width + 1);
        for code in codes {
            data.extend_from_slice(&code.to_le_bytes()[..width]);
        }
        // A zero-element buffer still needs a valid, distinct pointer.
        data.reserve(1);
        let mut descriptor = vec![0i64; 3 + 2 * shape.len()];
        let pointer = data.as_mut_ptr() as i64;
        descriptor[0] = pointer;
        descriptor[1] = pointer;
        let mut stride = 1i64;
        for d in (0..shape.len()).rev() {
            descriptor[3 + d] = shape[d] as i64;
            descriptor[3 + shape.len() + d] = stride;
            stride *= shape[d] as i64;
        }
        Argument { data, descriptor, element, shape }
    }

    fn codes(&self) -> Vec<u64> {
        let width = storage_bytes(self.element);
        let mask = match self.element {
            Element::Float(f) => {
                let p = f.params();
                if p.bits + p.pad >= 64 { u64::MAX } else { (1u64 << (p.bits + p.pad)) - 1 }
            }
            Element::Int(t) => lpf_lowering::ir_numerics::int_mask(t),
        };
        let count: usize = self.shape.iter().product();
        (0..count)
            .map(|i| {
                let mut bytes = [0u8; 8];
                bytes[..width].copy_from_slice(&self.data[i * width..(i + 1) * width]);
                u64::from_le_bytes(bytes) & mask
            })
            .collect()
    }
}

/// The libomp the JIT loads: `$LPF_LIBOMP`, else the one beside the build's libLLVM.
fn libomp() -> std::path::PathBuf {
    match std::env::var_os("LPF_LIBOMP") {
        Some(path) => path.into(),
        None => std::path::Path::new(env!("LPF_LLVM_LIBDIR")).join("libomp.so"),
    }
}

/// The shared libraries a JIT of the lowered `module` must load: libomp where its loops run on
/// threads (for other JIT users: benches, sweeps). Errors when that library is missing.
pub fn jit_libraries(module: &Module) -> Result<Vec<String>, RunError> {
    if !uses_threads(module) {
        return Ok(Vec::new());
    }
    let omp = libomp();
    if !omp.exists() {
        return Err(RunError::Backend {
            message: format!("the compiled kernels run on threads and need libomp, which is not at {} (install libomp-22-dev, or set LPF_LIBOMP)", omp.display()),
        });
    }
    Ok(vec![omp.to_string_lossy().into_owned()])
}

/// The JIT of the lowered `module` at -O3, with the libraries its code calls
/// ([`jit_libraries`]) loaded.
pub fn execution_engine(module: &Module) -> Result<ExecutionEngine, RunError> {
    // MLIR's C API reads each library path as a C string (its `data` alone, up to a NUL byte),
    // not by its length: a Rust string must carry a NUL after its last byte, or the JIT reads
    // on into whatever the heap holds there ("Failed to create MemoryBuffer for:
    // .../libomp.so<garbage>", then every libomp symbol missing).
    let terminated: Vec<String> = jit_libraries(module)?.into_iter().map(|path| path + "\0").collect();
    let libraries: Vec<&str> = terminated.iter().map(|path| &path[..path.len() - 1]).collect();
    Ok(ExecutionEngine::new(module, 3, &libraries, false, false))
}

/// Whether the lowered module forks threads (has `omp` ops).
fn uses_threads(module: &Module) -> bool {
    use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
    let mut found = false;
    module.as_operation().walk(WalkOrder::PreOrder, |op| {
        found = op.name().as_string_ref().as_str().is_ok_and(|n| n.starts_with("omp."));
        if found { WalkResult::Interrupt } else { WalkResult::Advance }
    });
    found
}

/// The vector unit of this host, as LLVM's host query reports it, on threads.
pub fn host_target() -> lpf_lowering::to_llvm::builders::target::Target {
    use inkwell::targets::TargetMachine;
    let triple = TargetMachine::get_default_triple();
    let triple = triple.as_str().to_string_lossy();
    let features = TargetMachine::get_host_cpu_features();
    lpf_lowering::to_llvm::builders::target::Target::from_llvm(&triple, &features.to_string_lossy(), true)
}

/// Lowers `module` in place and runs `entry` on `args`; `results` are the element and shape of
/// each result (a shape for a buffer the caller provides, None for a dynamically shaped result,
/// which the compiled code allocates and describes); `threads` the OpenMP thread count (None: libomp's
/// default); `source` (file name, text) locates diagnostics.
pub fn run(
    context: &Context,
    module: &mut Module,
    entry: &str,
    args: &[Buffer],
    results: &[ResultShape],
    threads: Option<u32>,
    source: (&str, &str),
) -> Result<Vec<Buffer>, RunError> {
    let mut outputs = Vec::with_capacity(results.len());
    for (index, result) in results.iter().enumerate() {
        let (element, shape) = match result {
            ResultShape::Static(element, shape) => (element, shape),
            ResultShape::Dynamic(element, rank) => {
                outputs.push(Output::Returned(Returned::new(*element, *rank, index)));
                continue;
            }
        };
        // Checked: a result type's shape may not fit in memory (or in a usize at all).
        let count = shape
            .iter()
            .try_fold(1usize, |n, d| n.checked_mul(*d))
            .filter(|n| n.checked_mul(storage_bytes(*element)).is_some_and(|b| b <= MAX_RESULT_BYTES))
            .ok_or_else(|| RunError::Backend {
                message: format!("result {index} of @{entry} has shape {shape:?}: more than {MAX_RESULT_BYTES} bytes"),
            })?;
        outputs.push(Output::Provided(Argument::new(*element, shape.clone(), &vec![0; count])));
    }
    let collector = Collector::attach(context);
    // An lpf.target the program states itself wins (a test can ask for another vector unit).
    if module.as_operation().attribute(lpf_lowering::to_llvm::builders::target::ATTRIBUTE).is_err() {
        host_target().set_on(module.as_operation());
    }
    let manager = PassManager::new(context);
    parse_pass_pipeline(manager.as_operation_pass_manager(), "builtin.module(lower-to-llvm)")
        .map_err(|e| RunError::Backend { message: format!("cannot build the lower-to-llvm pipeline: {e}") })?;
    let lowered = manager.run(module);
    let diagnostics = collector.take();
    if lowered.is_err() {
        let text: Vec<String> = diagnostics.iter().map(|d| d.render(source.0, source.1)).collect();
        return Err(RunError::Backend { message: format!("lowering to LLVM failed:\n{}", text.join("\n")) });
    }
    // A module that states byte_shuffle or flush_to_zero = true for a host without them: say
    // where, rather than let the JIT's code generator stop without a location.
    if let Some((message, location)) = lpf_lowering::to_llvm::builders::target::first_call_without(module.as_operation(), &host_target(), "this host") {
        let diag = crate::diagnostics::Diag {
            severity: crate::diagnostics::Severity::Error,
            position: crate::diagnostics::parse_position(&location),
            message,
            notes: vec![],
        };
        return Err(RunError::Backend { message: format!("lowering to LLVM failed:\n{}", diag.render(source.0, source.1)) });
    }
    register_all_llvm_translations(context);
    let threaded = uses_threads(module);
    let engine = execution_engine(module)?;
    if let (true, Some(n)) = (threaded, threads) {
        set_threads(&engine, n)?;
    }
    let mut inputs: Vec<Argument> = args.iter().map(|b| Argument::new(b.element, b.shape.clone(), &b.codes)).collect();
    // The C interface takes a pointer to each descriptor; the packed call takes a pointer to
    // each of those pointers.
    let mut pointers: Vec<*mut i64> = inputs
        .iter_mut()
        .map(|a| a.descriptor.as_mut_ptr())
        .chain(outputs.iter_mut().map(|o| match o {
            Output::Provided(a) => a.descriptor.as_mut_ptr(),
            Output::Returned(r) => r.descriptor.as_mut_ptr(),
        }))
        .collect();
    let mut packed: Vec<*mut ()> = pointers.iter_mut().map(|p| p as *mut *mut i64 as *mut ()).collect();
    let symbol = format!("_mlir_ciface_{entry}");
    if engine.lookup(&symbol).is_null() {
        return Err(RunError::Backend { message: format!("the JIT has no {symbol}: @{entry} must be a public function") });
    }
    // SAFETY: every descriptor points at a live buffer of its shape and storage width, and the
    // function's C interface takes exactly these descriptors (inputs, then results). MLIR's C
    // API prefixes the name with `_mlir_ciface_` itself.
    unsafe { engine.invoke_packed(entry, &mut packed) }
        .map_err(|e| RunError::Backend { message: format!("cannot call {symbol} (is @{entry} public?): {e}") })?;
    drop(inputs);
    outputs
        .into_iter()
        .map(|o| match o {
            Output::Provided(a) => Ok(Buffer { element: a.element, shape: a.shape.clone(), codes: a.codes() }),
            Output::Returned(r) => r.take(entry),
        })
        .collect()
}

/// What lpf-run knows of a result before the call: its element and static shape, or its
/// element and rank (a `?` in its type: the compiled code allocates it and returns its shape).
pub enum ResultShape {
    Static(Element, Vec<usize>),
    Dynamic(Element, usize),
}

/// A result buffer: provided by lpf-run (static shape), or allocated by the compiled code.
enum Output {
    Provided(Argument),
    Returned(Returned),
}

/// A dynamically shaped result: the descriptor the compiled code fills, `{allocated, aligned,
/// offset, sizes[R], strides[R]}` of a buffer it allocated with malloc.
struct Returned {
    element: Element,
    rank: usize,
    index: usize,
    descriptor: Vec<i64>,
}

extern "C" {
    /// The C library's `free`, which releases what the compiled code's `malloc` allocated.
    fn free(pointer: *mut std::ffi::c_void);
}

impl Returned {
    fn new(element: Element, rank: usize, index: usize) -> Returned {
        Returned { element, rank, index, descriptor: vec![0; 3 + 2 * rank] }
    }

    /// The shape and codes the compiled code described; frees its buffer.
    fn take(self, entry: &str) -> Result<Buffer, RunError> {
        let d = &self.descriptor;
        let (allocated, aligned, offset) = (d[0] as *mut u8, d[1] as *const u8, d[2]);
        let bad = |why: &str| RunError::Backend { message: format!("result {} of @{entry}: the compiled code returned {why}", self.index) };
        let shape: Vec<usize> = d[3..3 + self.rank].iter().map(|&n| usize::try_from(n)).collect::<Result<_, _>>().map_err(|_| bad("a negative size"))?;
        // The reference's limit on a result (one the reference refuses is refused here too):
        // lpf-run holds every result as codes in memory before writing it.
        let limit = lpf_numerics::kernels::contract::MAX_RESULT_ELEMENTS;
        let count = shape.iter().try_fold(1usize, |n, &d| n.checked_mul(d)).filter(|&n| n <= limit);
        let Some(count) = count else {
            if !allocated.is_null() {
                // SAFETY: `allocated` is the pointer the compiled code's malloc returned, freed once.
                unsafe { free(allocated as *mut std::ffi::c_void) };
            }
            return Err(RunError::Backend {
                message: format!("result {} of @{entry}: shape {shape:?} has more than {limit} elements (lpf-run's limit, as on --backend ref)", self.index),
            });
        };
        let width = storage_bytes(self.element);
        let mut data = vec![0u8; count * width];
        if count > 0 {
            if aligned.is_null() || offset != 0 {
                return Err(bad("no buffer"));
            }
            // SAFETY: the compiled code wrote a row-major buffer of `count` elements of `width`
            // bytes at `aligned` (offset 0, strides of the shape), allocated with malloc.
            unsafe { std::ptr::copy_nonoverlapping(aligned, data.as_mut_ptr(), count * width) };
        }
        if !allocated.is_null() {
            // SAFETY: `allocated` is the pointer the compiled code's malloc returned, freed once.
            unsafe { free(allocated as *mut std::ffi::c_void) };
        }
        let codes = Argument { data, descriptor: Vec::new(), element: self.element, shape: shape.clone() }.codes();
        Ok(Buffer { element: self.element, shape, codes })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A dynamically shaped result above the reference's limit is an error before any copy (the
    /// soak's 32768 x 32768 result of an empty dot: fuzz/crashes/run-llvm-huge-empty-dot.mlir),
    /// and so is one whose element count overflows; one at the limit's side is taken.
    #[test]
    fn returned_results_beyond_the_reference_limit_are_refused() {
        let element = Element::Float(lpf_numerics::Format::F32);
        for sizes in [[32768i64, 32768], [1 << 40, 1 << 40]] {
            let mut result = Returned::new(element, 2, 0);
            result.descriptor[3] = sizes[0];
            result.descriptor[4] = sizes[1];
            let error = result.take("dot").err().expect("refused").to_string();
            assert!(error.contains("has more than 268435456 elements"), "{error}");
        }
        let mut empty = Returned::new(element, 2, 0);
        empty.descriptor[3] = 32768;
        let taken = empty.take("dot").expect("an empty result is taken");
        assert_eq!((taken.shape, taken.codes.len()), (vec![32768, 0], 0));
    }
}
