//===- LpfDialect.h - the lpf dialect's C++ declarations -------*- C++ -*-===//
//
// Only what ODS generates, plus the format classification the verifiers share.
//
//===----------------------------------------------------------------------===//

#ifndef LPF_DIALECT_H
#define LPF_DIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "LpfDialect.h.inc"
#include "LpfEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "LpfTypes.h.inc"

#define GET_OP_CLASSES
#include "LpfOps.h.inc"

namespace mlir::lpf {

/// What the arithmetic contract (formats.md §3) allows on a number format.
enum class FormatKind {
  Wide,   ///< f16, bf16, tf32, f32, f64, gf16: correctly rounded arithmetic.
  Narrow, ///< the 8/6/4-bit floats: storage and conversion only.
  Scale,  ///< f8E8M0FNU: a power of two, no sign, no arithmetic.
  P3109,  ///< IEEE P3109: storage and conversion only.
  Sf,     ///< SuperFloat: saturating fixed point.
  None,   ///< not an lpf number format (integers, index, ...).
};

FormatKind classify(Type elementType);

/// The exponent range and precision of a format, to decide whether it widens exactly.
struct FormatRange {
  int precision;   ///< significand bits, implicit bit included
  int maxExponent; ///< of the largest finite value
  int minExponent; ///< of the smallest subnormal (or grid step)
};
FormatRange rangeOf(Type elementType);

/// True when every value of `from` is exactly representable in `to`.
bool widensExactly(Type from, Type to);

/// Length of the number literal at the start of `text`: [-]digits[.digits][e[+-]digits], or
/// 0x hex digits; 0 when there is none.
size_t literalLength(StringRef text);

/// Storage width in bits of a format's codes (what a hexadecimal literal may use).
unsigned storageBits(Type elementType);

/// Low bits of the storage that every code has zero (tf32: 13, an f32 carrier); 0 elsewhere.
unsigned paddingBits(Type elementType);

/// The number of elements of a statically shaped tensor, or nullopt when the product of its
/// dimensions overflows int64 (ShapedType::getNumElements does not check).
std::optional<int64_t> checkedElementCount(ArrayRef<int64_t> shape);

/// A literal as the custom form must print it to parse back: MLIR's lexer reads `1e10` as the
/// integer 1 and `0X7E` as 0 followed by a name, so an exponent without a fraction gets `.0`
/// and a hexadecimal prefix is lower case. The value (the decimal digits) is unchanged.
std::string printableLiteral(StringRef spelling);

} // namespace mlir::lpf

#endif // LPF_DIALECT_H
