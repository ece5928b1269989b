/*===- lpf-c/Lpf.h - C API of the lpf dialect ---------------------*- C -*-===*\
|*                                                                            *|
|* The dialect handle, type constructors and queries, and the two hooks the   *|
|* Rust side needs that MLIR 22's C API lacks: registering a pass by name,    *|
|* and inserting the dialect into a C++ DialectRegistry (plugins).            *|
\*===----------------------------------------------------------------------===*/

#ifndef LPF_C_LPF_H
#define LPF_C_LPF_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Lpf, lpf);
/* The Atreides accelerator's instructions as ops (what lower-to-atreides produces). */
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Atreides, atreides);

/* !lpf.sf<N>: null type (and a diagnostic at loc) when N is out of 2..16. */
MLIR_CAPI_EXPORTED MlirType lpfSfTypeGet(MlirLocation loc, unsigned width);
MLIR_CAPI_EXPORTED bool lpfTypeIsSf(MlirType type);
MLIR_CAPI_EXPORTED unsigned lpfSfTypeGetWidth(MlirType type);

/* !lpf.p3109<K, P, signed|unsigned, extended|finite>: null type when out of bounds. */
MLIR_CAPI_EXPORTED MlirType lpfP3109TypeGet(MlirLocation loc, unsigned k, unsigned p,
                                            bool isSigned, bool isExtended);
MLIR_CAPI_EXPORTED bool lpfTypeIsP3109(MlirType type);
MLIR_CAPI_EXPORTED unsigned lpfP3109TypeGetK(MlirType type);
MLIR_CAPI_EXPORTED unsigned lpfP3109TypeGetP(MlirType type);
MLIR_CAPI_EXPORTED bool lpfP3109TypeIsSigned(MlirType type);
MLIR_CAPI_EXPORTED bool lpfP3109TypeIsExtended(MlirType type);

/* !lpf.gf16 */
MLIR_CAPI_EXPORTED MlirType lpfGf16TypeGet(MlirContext ctx);
MLIR_CAPI_EXPORTED bool lpfTypeIsGf16(MlirType type);

/* Registers a pass under its argument in MLIR's global pass registry, so textual pipelines
   and --help can name it. `create` is called for every instantiation (and once now, to read
   the argument and description) and must return a fresh pass. */
MLIR_CAPI_EXPORTED void lpfRegisterPass(MlirPass (*create)(void *userData), void *userData);

/* Registers a named pass pipeline (`--argument` in lpf-opt and mlir-opt, `argument` inside
   `--pass-pipeline`) that expands to the textual pipeline `pipeline` (without an anchor). */
MLIR_CAPI_EXPORTED void lpfRegisterPassPipeline(MlirStringRef argument, MlirStringRef description,
                                                MlirStringRef pipeline);

/* A pass with textual options (`arg{name=value ...}`): `run` gets the operation and every
   declared option as `name=value` pairs separated by spaces (unset options have an empty
   value), and returns false to fail the pass. `dialects` are the dialects the pass creates ops
   of (loaded before any pass runs, as a pass may not load one while a pipeline runs). */
typedef bool (*LpfOptionsPassRun)(MlirOperation op, MlirStringRef options, void *userData);
MLIR_CAPI_EXPORTED void lpfRegisterOptionsPass(MlirStringRef argument, MlirStringRef description,
                                               const MlirStringRef *optionNames,
                                               const MlirStringRef *optionDescriptions,
                                               intptr_t optionCount, MlirTypeID typeID,
                                               LpfOptionsPassRun run, void *userData,
                                               const MlirDialectHandle *dialects, intptr_t dialectCount);

/* Inserts the lpf and atreides dialects into a `mlir::DialectRegistry *` (what plugin callbacks receive). */
MLIR_CAPI_EXPORTED void lpfInsertIntoCppRegistry(void *cppDialectRegistry);

/* Parses `source` (named `sourceName` in locations) the way mlir-opt does: top-level ops that
   are not a single builtin.module go into an implicit one. Verifies; diagnostics go to the
   context's handlers. Returns a null module on failure. */
MLIR_CAPI_EXPORTED MlirModule lpfParseSourceWithImplicitModule(MlirContext ctx, MlirStringRef source,
                                                              MlirStringRef sourceName);

/* Prints `op` into one buffer and hands it to `callback` in a single call (mlirOperationPrint
   calls back once per small piece, which dominates printing large modules). */
MLIR_CAPI_EXPORTED void lpfOperationPrintBuffered(MlirOperation op, MlirOpPrintingFlags flags,
                                                  MlirStringCallback callback, void *userData);

/* Reports a remark at `location` through the context's diagnostic handlers (the C API has only
   mlirEmitError). */
MLIR_CAPI_EXPORTED void lpfEmitRemark(MlirLocation location, const char *message);

/* Replaces every `dense_resource` elements attribute of the ops under `root` (torch-mlir's weight
   blobs, which XLA, the linalg conversion and lpf-run's evaluator do not read) by the dense
   elements attribute of the blob's bytes. Returns the first op whose resource has no bytes (an
   elided blob) or bytes that do not fit its type, leaving it as it is; a null op when every one
   was inlined. */
MLIR_CAPI_EXPORTED MlirOperation lpfInlineDenseResources(MlirOperation root);

/* The fold of lpf.convert, lpf.add/sub/mul/div, lpf.neg and lpf.cmp (what -canonicalize and
   every other user of MLIR's folder run): called with the op and the constant attributes of all
   its operands, it writes the result's constant attribute (an lpf.constant `value`, or a builtin
   integer attribute for lpf.cmp) and returns true, or returns false to leave the op alone. It
   must not change the IR. The Rust side sets it (the fold arithmetic lives there); with none
   set, those ops do not fold. */
typedef bool (*LpfFoldHook)(MlirOperation op, const MlirAttribute *operands, intptr_t count,
                            MlirAttribute *result);
MLIR_CAPI_EXPORTED void lpfSetFoldHook(LpfFoldHook hook);

/* Whether an op's verifier diagnostics carry a "see current operation" note (mlir-opt turns it
   off under -verify-diagnostics). */
MLIR_CAPI_EXPORTED void lpfContextSetPrintOpOnDiagnostic(MlirContext ctx, bool enable);

#ifdef __cplusplus
}
#endif

#endif /* LPF_C_LPF_H */
