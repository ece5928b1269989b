//===- LpfCAPI.cpp - the C API the Rust crate binds ----------------------===//

#include "lpf-c/Lpf.h"

#include "AtreidesDialect.h"
#include "LpfDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::lpf;

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Lpf, lpf, LpfDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Atreides, atreides, atreides::AtreidesDialect)

MlirType lpfSfTypeGet(MlirLocation loc, unsigned width) {
  Location location = unwrap(loc);
  return wrap(SfType::getChecked([&] { return emitError(location); }, location.getContext(), width));
}
bool lpfTypeIsSf(MlirType type) { return isa<SfType>(unwrap(type)); }
unsigned lpfSfTypeGetWidth(MlirType type) { return cast<SfType>(unwrap(type)).getWidth(); }

MlirType lpfP3109TypeGet(MlirLocation loc, unsigned k, unsigned p, bool isSigned,
                         bool isExtended) {
  Location location = unwrap(loc);
  return wrap(P3109Type::getChecked([&] { return emitError(location); }, location.getContext(), k,
                                    p, isSigned, isExtended));
}
bool lpfTypeIsP3109(MlirType type) { return isa<P3109Type>(unwrap(type)); }
unsigned lpfP3109TypeGetK(MlirType type) { return cast<P3109Type>(unwrap(type)).getK(); }
unsigned lpfP3109TypeGetP(MlirType type) { return cast<P3109Type>(unwrap(type)).getP(); }
bool lpfP3109TypeIsSigned(MlirType type) { return cast<P3109Type>(unwrap(type)).getIsSigned(); }
bool lpfP3109TypeIsExtended(MlirType type) {
  return cast<P3109Type>(unwrap(type)).getIsExtended();
}

MlirType lpfGf16TypeGet(MlirContext ctx) { return wrap(Gf16Type::get(unwrap(ctx))); }
bool lpfTypeIsGf16(MlirType type) { return isa<Gf16Type>(unwrap(type)); }

void lpfRegisterPass(MlirPass (*create)(void *userData), void *userData) {
  // The registry calls the allocator once now (argument, description) and once per use.
  registerPass([create, userData]() -> std::unique_ptr<Pass> {
    return std::unique_ptr<Pass>(unwrap(create(userData)));
  });
}

void lpfRegisterPassPipeline(MlirStringRef argument, MlirStringRef description,
                             MlirStringRef pipeline) {
  // The registry keeps its own copies of argument and description; the builder keeps the text.
  std::string text = unwrap(pipeline).str();
  PassPipelineRegistration<>(unwrap(argument), unwrap(description),
                             [text](OpPassManager &pm) {
                               if (failed(parsePassPipeline(text, pm, llvm::errs())))
                                 llvm::report_fatal_error("lpf: a registered pipeline does not parse");
                             });
}

void lpfInsertIntoCppRegistry(void *cppDialectRegistry) {
  static_cast<DialectRegistry *>(cppDialectRegistry)->insert<LpfDialect, atreides::AtreidesDialect>();
}

MlirModule lpfParseSourceWithImplicitModule(MlirContext ctx, MlirStringRef source,
                                            MlirStringRef sourceName) {
  ParserConfig config(unwrap(ctx));
  // MLIR's lexer finds the end of its buffer by the NUL after it, and parseSourceString wraps the
  // text as it is: text from Rust (or any MlirStringRef) has no NUL there, so a source ending
  // inside a token was lexed on into whatever memory followed (a SIGSEGV found by fuzzing). A
  // copy is NUL-terminated.
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(unwrap(source), unwrap(sourceName)), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  return MlirModule{module.release().getOperation()};
}

void lpfContextSetPrintOpOnDiagnostic(MlirContext ctx, bool enable) {
  unwrap(ctx)->printOpOnDiagnostic(enable);
}

void lpfOperationPrintBuffered(MlirOperation op, MlirOpPrintingFlags flags,
                               MlirStringCallback callback, void *userData) {
  std::string buffer;
  llvm::raw_string_ostream stream(buffer);
  unwrap(op)->print(stream, *unwrap(flags));
  stream.flush();
  callback(MlirStringRef{buffer.data(), buffer.size()}, userData);
}

void lpfEmitRemark(MlirLocation location, const char *message) {
  mlir::emitRemark(unwrap(location), message);
}

MlirOperation lpfInlineDenseResources(MlirOperation root) {
  Operation *failed = nullptr;
  unwrap(root)->walk([&](Operation *op) {
    // A copy of the attributes (inherent ones included): setAttr below changes the op's own.
    for (NamedAttribute named : op->getAttrDictionary()) {
      auto resource = dyn_cast<DenseResourceElementsAttr>(named.getValue());
      if (!resource)
        continue;
      AsmResourceBlob *blob = resource.getRawHandle().getBlob();
      ShapedType type = resource.getType();
      bool splat = false;
      if (!blob || !DenseElementsAttr::isValidRawBuffer(type, blob->getData(), splat)) {
        failed = op;
        return WalkResult::interrupt();
      }
      op->setAttr(named.getName(), DenseElementsAttr::getFromRawBuffer(type, blob->getData()));
    }
    return WalkResult::advance();
  });
  return wrap(failed);
}
