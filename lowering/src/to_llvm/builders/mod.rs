//! The LLVM exit's bottom layer: the IR-building vocabulary that the op lowerings and the
//! kernels share, deciding nothing about what an lpf op means. It imports neither of the layers
//! above it (docs/architecture.md, "The LLVM exit in layers").
//!
//! - [`ir`]: the `arith`/`math` emitter (`Ir`) every builder writes through;
//! - [`loops`]: loop nests and folds over memrefs, buffers and their shapes;
//! - [`vectors`]: vector loads, stores, slices, shuffles and broadcasts;
//! - [`element`]: one element converted or widened exactly (`lpf.convert`);
//! - [`parallel`] and [`streaming`]: loops split across threads, innermost runs that prefetch;
//! - [`flush_to_zero`]: a region run in x86's flush-to-zero mode;
//! - [`target`]: what the machine offers (vector width, registers, byte shuffle, threads);
//! - [`dialects`]: handles of the upstream dialects melior has none for.

pub mod dialects;
pub mod element;
pub mod flush_to_zero;
pub mod ir;
pub mod loops;
pub mod parallel;
pub mod streaming;
pub mod target;
pub mod vectors;
