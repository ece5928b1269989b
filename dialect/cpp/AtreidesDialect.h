//===- AtreidesDialect.h - the atreides dialect's C++ declarations -*- C++ -*-===//
//
// Only what ODS generates (AtreidesOps.td), plus the machine limits its verifiers share.
//
//===----------------------------------------------------------------------===//

#ifndef ATREIDES_DIALECT_H
#define ATREIDES_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"

#include "AtreidesDialect.h.inc"

#define GET_OP_CLASSES
#include "AtreidesOps.h.inc"

namespace mlir::atreides {

/// Program memory, in instructions (atreides.md §1).
constexpr int64_t kProgramWords = 512;
/// The first scratchpad address: a layout must end below it (the host cannot load it).
constexpr int64_t kScratchpadBase = 0xFFC0;

} // namespace mlir::atreides

#endif // ATREIDES_DIALECT_H
