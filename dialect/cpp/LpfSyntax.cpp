//===- LpfSyntax.cpp - hand-written op syntax -----------------------------===//
//
// The ops whose custom form states one type for several values (elementwise ops) or keeps a
// literal's exact spelling (constant). Type agreement is left to the verifiers, so that a
// mistake still gets its [E09xx] diagnostic: besides the short `: T`, the elementwise ops accept
// a functional type `: (T1, T2) -> T3`, which can state mixed types (and is printed only then).
//
//===----------------------------------------------------------------------===//

#include "LpfDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::lpf;

//===----------------------------------------------------------------------===//
// Rounding: `rounding(toward_zero)`
//===----------------------------------------------------------------------===//

/// `rounding(name)`: an arith rounding mode into `rounding`, or (where the op takes random
/// bits) one of P3109's stochastic modes into `stochastic`.
static ParseResult parseOptionalRounding(OpAsmParser &parser, OperationState &state,
                                         bool allowStochastic = false) {
  if (failed(parser.parseOptionalKeyword("rounding")))
    return success();
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  if (parser.parseLParen() || parser.parseKeyword(&name) || parser.parseRParen())
    return failure();
  if (std::optional<RoundingMode> mode = symbolizeRoundingMode(name)) {
    state.addAttribute("rounding", RoundingModeAttr::get(parser.getContext(), *mode));
    return success();
  }
  if (std::optional<StochasticMode> mode = symbolizeStochasticMode(name); mode && allowStochastic) {
    state.addAttribute("stochastic", StochasticModeAttr::get(parser.getContext(), *mode));
    return success();
  }
  return parser.emitError(loc) << "unknown rounding mode '" << name
                               << "'; expected to_nearest_even, downward, upward, toward_zero "
                                  "or to_nearest_away"
                               << (allowStochastic ? ", or with random bits stochastic, "
                                                     "stochastic_odd, stochastic_fast or "
                                                     "stochastic_fastest"
                                                   : "");
}

static void printOptionalRounding(OpAsmPrinter &printer, std::optional<RoundingMode> mode) {
  if (mode)
    printer << " rounding(" << stringifyRoundingMode(*mode) << ")";
}

//===----------------------------------------------------------------------===//
// convert: `%x [, %r] [rounding(m)] [random_bits(N)] [overflow(o)] : T [, R] to U`
//===----------------------------------------------------------------------===//

/// `random_bits(N)`; the range is the verifier's (E0912), so any integer parses.
static ParseResult parseOptionalRandomBits(OpAsmParser &parser, OperationState &state) {
  if (failed(parser.parseOptionalKeyword("random_bits")))
    return success();
  int64_t bits = 0;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseInteger(bits) || parser.parseRParen())
    return failure();
  if (bits < INT32_MIN || bits > INT32_MAX)
    return parser.emitError(loc) << "[E0912] random_bits(" << bits << ") must be in 1..32";
  state.addAttribute("random_bits", parser.getBuilder().getI32IntegerAttr(bits));
  return success();
}

static ParseResult parseOptionalOverflow(OpAsmParser &parser, OperationState &state) {
  if (failed(parser.parseOptionalKeyword("overflow")))
    return success();
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  if (parser.parseLParen() || parser.parseKeyword(&name) || parser.parseRParen())
    return failure();
  std::optional<OverflowMode> mode = symbolizeOverflowMode(name);
  if (!mode)
    return parser.emitError(loc) << "unknown overflow mode '" << name
                                 << "'; expected saturate or nan_or_inf";
  state.addAttribute("overflow", OverflowModeAttr::get(parser.getContext(), *mode));
  return success();
}

/// `, %random`: the random-bits operand of a stochastic rounding, after the op's own operands
/// (lpf.convert and the binary arithmetic ops spell it the same way).
static ParseResult parseOptionalRandomOperand(OpAsmParser &parser, OpAsmParser::UnresolvedOperand &random,
                                              bool &hasRandom) {
  hasRandom = false;
  if (failed(parser.parseOptionalComma()))
    return success();
  hasRandom = true;
  return parser.parseOperand(random);
}

ParseResult ConvertOp::parse(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand input, random;
  bool hasRandom = false;
  if (parser.parseOperand(input) || parseOptionalRandomOperand(parser, random, hasRandom))
    return failure();
  if (parseOptionalRounding(parser, state, /*allowStochastic=*/true) ||
      parseOptionalRandomBits(parser, state) || parseOptionalOverflow(parser, state) ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  Type inputType, randomType, resultType;
  if (parser.parseType(inputType))
    return failure();
  if (hasRandom && (parser.parseComma() || parser.parseType(randomType)))
    return failure();
  if (parser.parseKeyword("to") || parser.parseType(resultType) ||
      parser.resolveOperand(input, inputType, state.operands))
    return failure();
  if (hasRandom && parser.resolveOperand(random, randomType, state.operands))
    return failure();
  state.addTypes(resultType);
  return success();
}

void ConvertOp::print(OpAsmPrinter &printer) {
  printer << " " << getInput();
  if (getRandom())
    printer << ", " << getRandom();
  printOptionalRounding(printer, getRounding());
  if (std::optional<StochasticMode> mode = getStochastic())
    printer << " rounding(" << stringifyStochasticMode(*mode) << ")";
  if (std::optional<uint32_t> bits = getRandomBits())
    printer << " random_bits(" << static_cast<int32_t>(*bits) << ")";
  if (std::optional<OverflowMode> mode = getOverflow())
    printer << " overflow(" << stringifyOverflowMode(*mode) << ")";
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {"rounding", "stochastic", "random_bits", "overflow"});
  printer << " : " << getInput().getType();
  if (getRandom())
    printer << ", " << getRandom().getType();
  printer << " to " << getType();
}

//===----------------------------------------------------------------------===//
// add, sub, mul, div: `%a, %b [rounding(m)] : T`
//===----------------------------------------------------------------------===//

/// Parses the trailing `: T` or `: (operand types...) -> result` of an elementwise op and
/// resolves the operands. `result` gets the functional form's result type, or null for `: T`.
static ParseResult parseElementwiseTypes(OpAsmParser &parser, OperationState &state,
                                         ArrayRef<OpAsmParser::UnresolvedOperand> operands,
                                         Type &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseColonType(type))
    return failure();
  auto function = dyn_cast<FunctionType>(type);
  if (!function) {
    result = nullptr;
    for (const auto &operand : operands)
      if (parser.resolveOperand(operand, type, state.operands))
        return failure();
    state.addTypes(type);
    return success();
  }
  if (function.getNumInputs() != operands.size() || function.getNumResults() != 1)
    return parser.emitError(loc) << "expected a functional type with " << operands.size()
                                 << " operand type(s) and one result, got " << type;
  result = function.getResult(0);
  return parser.resolveOperands(operands, function.getInputs(), loc, state.operands);
}

/// Prints `: T` when every operand and the result have type T, else `: (T1, ...) -> R`.
static void printElementwiseTypes(OpAsmPrinter &printer, Operation *op, Type shortResult) {
  Type first = op->getOperand(0).getType();
  bool uniform = llvm::all_of(op->getOperandTypes(), [&](Type t) { return t == first; }) &&
                 op->getResult(0).getType() == shortResult;
  printer << " : ";
  if (uniform)
    printer << first;
  else
    printer.printFunctionalType(op);
}

/// `%a, %b [, %r] [rounding(m)] [random_bits(N)] : T [, R]`: with random bits (the last
/// operand, as lpf.convert's) the types are `: T, R`, or the functional form with three inputs.
static ParseResult parseBinary(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand lhs, rhs, random;
  bool hasRandom = false;
  if (parser.parseOperand(lhs) || parser.parseComma() || parser.parseOperand(rhs) ||
      parseOptionalRandomOperand(parser, random, hasRandom))
    return failure();
  if (parseOptionalRounding(parser, state, /*allowStochastic=*/true) ||
      parseOptionalRandomBits(parser, state) || parser.parseOptionalAttrDict(state.attributes))
    return failure();
  Type result;
  if (!hasRandom) {
    if (parseElementwiseTypes(parser, state, {lhs, rhs}, result))
      return failure();
    if (result)
      state.addTypes(result);
    return success();
  }
  // `: T, R` (peek for the functional form first: it starts with a parenthesis).
  if (parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Type type, randomType;
  if (parser.parseType(type))
    return failure();
  if (auto function = dyn_cast<FunctionType>(type)) {
    if (function.getNumInputs() != 3 || function.getNumResults() != 1)
      return parser.emitError(loc) << "expected a functional type with 3 operand type(s) and "
                                      "one result, got "
                                   << type;
    state.addTypes(function.getResult(0));
    return parser.resolveOperands(ArrayRef<OpAsmParser::UnresolvedOperand>{lhs, rhs, random},
                                  function.getInputs(), loc, state.operands);
  }
  if (parser.parseComma() || parser.parseType(randomType) ||
      parser.resolveOperand(lhs, type, state.operands) ||
      parser.resolveOperand(rhs, type, state.operands) ||
      parser.resolveOperand(random, randomType, state.operands))
    return failure();
  state.addTypes(type);
  return success();
}

template <typename Op>
static void printBinary(Op op, OpAsmPrinter &printer) {
  printer << " " << op.getLhs() << ", " << op.getRhs();
  if (op.getRandom())
    printer << ", " << op.getRandom();
  printOptionalRounding(printer, op.getRounding());
  if (std::optional<StochasticMode> mode = op.getStochastic())
    printer << " rounding(" << stringifyStochasticMode(*mode) << ")";
  if (std::optional<uint32_t> bits = op.getRandomBits())
    printer << " random_bits(" << static_cast<int32_t>(*bits) << ")";
  printer.printOptionalAttrDict(op->getAttrs(), {"rounding", "stochastic", "random_bits"});
  if (!op.getRandom())
    return printElementwiseTypes(printer, op, op.getLhs().getType());
  Type type = op.getLhs().getType();
  if (op.getRhs().getType() == type && op.getType() == type) {
    printer << " : " << type << ", " << op.getRandom().getType();
  } else {
    printer << " : ";
    printer.printFunctionalType(op);
  }
}

#define LPF_BINARY_SYNTAX(OP)                                                                    \
  ParseResult OP::parse(OpAsmParser &parser, OperationState &state) {                           \
    return parseBinary(parser, state);                                                           \
  }                                                                                              \
  void OP::print(OpAsmPrinter &printer) { printBinary(*this, printer); }

LPF_BINARY_SYNTAX(AddOp)
LPF_BINARY_SYNTAX(SubOp)
LPF_BINARY_SYNTAX(MulOp)
LPF_BINARY_SYNTAX(DivOp)

//===----------------------------------------------------------------------===//
// neg: `%a : T`
//===----------------------------------------------------------------------===//

ParseResult NegOp::parse(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand operand;
  Type result;
  if (parser.parseOperand(operand) || parser.parseOptionalAttrDict(state.attributes) ||
      parseElementwiseTypes(parser, state, {operand}, result))
    return failure();
  if (result)
    state.addTypes(result);
  return success();
}

void NegOp::print(OpAsmPrinter &printer) {
  printer << " " << getOperand();
  printer.printOptionalAttrDict((*this)->getAttrs());
  printElementwiseTypes(printer, *this, getOperand().getType());
}

//===----------------------------------------------------------------------===//
// cmp: `olt, %a, %b : T` with an i1 (or tensor of i1) result
//===----------------------------------------------------------------------===//

/// i1, or a tensor of i1 with the operand's shape.
static Type predicateTypeFor(Type operand) {
  Type i1 = IntegerType::get(operand.getContext(), 1);
  if (auto ranked = dyn_cast<RankedTensorType>(operand))
    return RankedTensorType::get(ranked.getShape(), i1);
  return i1;
}

ParseResult CmpOp::parse(OpAsmParser &parser, OperationState &state) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef name;
  OpAsmParser::UnresolvedOperand lhs, rhs;
  Type result;
  // `false` and `true` are predicates too, but lex as keywords all the same.
  if (parser.parseKeyword(&name))
    return failure();
  std::optional<CmpPredicate> predicate = symbolizeCmpPredicate(name);
  if (!predicate)
    return parser.emitError(loc) << "unknown comparison predicate '" << name
                                 << "'; expected one of arith.cmpf's: false, oeq, ogt, oge, "
                                    "olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true";
  state.addAttribute("predicate", CmpPredicateAttr::get(parser.getContext(), *predicate));
  if (parser.parseComma() || parser.parseOperand(lhs) || parser.parseComma() ||
      parser.parseOperand(rhs) || parser.parseOptionalAttrDict(state.attributes) ||
      parseElementwiseTypes(parser, state, {lhs, rhs}, result))
    return failure();
  // The short form `: T` names the operands' type; the result is i1 of their shape.
  if (!result)
    state.types.back() = predicateTypeFor(state.types.back());
  else
    state.addTypes(result);
  return success();
}

void CmpOp::print(OpAsmPrinter &printer) {
  printer << " " << stringifyCmpPredicate(getPredicate()) << ", " << getLhs() << ", " << getRhs();
  printer.printOptionalAttrDict((*this)->getAttrs(), {"predicate"});
  printElementwiseTypes(printer, *this, predicateTypeFor(getLhs().getType()));
}

//===----------------------------------------------------------------------===//
// constant: `0.1 : T`, `0x7E : T`, `dense<[...]> : tensor<...>`
//===----------------------------------------------------------------------===//

size_t mlir::lpf::literalLength(StringRef text) {
  size_t n = 0, size = text.size();
  auto at = [&](size_t i) { return i < size ? text[i] : '\0'; };
  if (at(n) == '-')
    ++n;
  if (at(n) == '0' && (at(n + 1) == 'x' || at(n + 1) == 'X')) {
    n += 2;
    while (llvm::isHexDigit(at(n)))
      ++n;
    return n;
  }
  size_t digits = n;
  while (llvm::isDigit(at(n)))
    ++n;
  if (n == digits)
    return 0;
  if (at(n) == '.') {
    ++n;
    while (llvm::isDigit(at(n)))
      ++n;
  }
  if (at(n) == 'e' || at(n) == 'E') {
    size_t mark = n++;
    if (at(n) == '+' || at(n) == '-')
      ++n;
    size_t expDigits = n;
    while (llvm::isDigit(at(n)))
      ++n;
    if (n == expDigits)
      return mark;
  }
  return n;
}

/// Parses one number literal and keeps its spelling as written: the numerics crate rounds it
/// once, from its digits, so it must never go through a double here.
static ParseResult parseLiteral(OpAsmParser &parser, std::string &spelling) {
  SMLoc loc = parser.getCurrentLocation();
  // The source buffer is NUL-terminated, so scanning from the token start is safe.
  const char *start = loc.getPointer();
  size_t length = literalLength(StringRef(start, std::strlen(start)));
  if (length == 0)
    return parser.emitError(loc, "expected a number literal (decimal, or 0x... raw bits)");
  spelling.assign(start, length);
  StringRef body = StringRef(spelling).ltrim('-');
  bool isHex = body.starts_with_insensitive("0x");
  if (isHex && spelling[0] == '-')
    return parser.emitError(loc, "a 0x... literal is a raw bit pattern and takes no sign");
  // The lexer sees `1` and `0x7E` as integers and `1.5` as a float; consume the token either way.
  if (isHex || body.find_first_of(".eE") == StringRef::npos) {
    APInt ignored;
    OptionalParseResult parsed = parser.parseOptionalInteger(ignored);
    if (!parsed.has_value())
      return parser.emitError(loc, "expected a number literal (decimal, or 0x... raw bits)");
    return *parsed;
  }
  double ignored;
  return parser.parseFloat(ignored);
}

/// Nested `[...]` lists of literals, flattened in row-major order into `storage`; `shape` gets
/// the nesting (rectangular, or an error). Iterative, with the open lists on a heap stack: the
/// nesting depth comes from the input (a rank of 50,000 is only brackets), so recursion could
/// exhaust the native stack.
static ParseResult parseDenseList(OpAsmParser &parser, std::vector<std::string> &storage,
                                  SmallVectorImpl<int64_t> &shape) {
  // One open `[`: elements read so far, and the shape every element must have (the first's).
  struct OpenList {
    SMLoc loc;
    int64_t count = 0;
    std::optional<SmallVector<int64_t>> inner;
  };
  SmallVector<OpenList> open;
  SmallVector<int64_t> element; // the shape of the element just read
  while (true) {
    // Read one element: open lists down to a literal, or an empty `[]`.
    SMLoc loc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalLSquare())) {
      if (failed(parser.parseOptionalRSquare())) {
        open.push_back(OpenList{loc, 0, std::nullopt});
        continue;
      }
      element.assign(1, 0);
    } else {
      std::string spelling;
      if (parseLiteral(parser, spelling))
        return failure();
      storage.push_back(std::move(spelling));
      element.clear();
    }
    // Add it to the innermost open list; close lists until one continues after a comma.
    while (true) {
      if (open.empty()) {
        shape.assign(element.begin(), element.end());
        return success();
      }
      OpenList &list = open.back();
      if (list.inner && *list.inner != element)
        return parser.emitError(list.loc, "[E0912] dense literal is not rectangular");
      list.inner = element;
      ++list.count;
      if (succeeded(parser.parseOptionalComma()))
        break;
      if (parser.parseRSquare())
        return failure();
      element.assign(1, list.count);
      element.append(list.inner->begin(), list.inner->end());
      open.pop_back();
    }
  }
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &state) {
  if (succeeded(parser.parseOptionalKeyword("dense"))) {
    SMLoc loc = parser.getCurrentLocation();
    SmallVector<StringRef> values;
    std::vector<std::string> storage;
    SmallVector<int64_t> shape;
    Type type;
    // `dense<>`: no elements (a tensor with a zero dimension), as the builtin form writes it.
    if (parser.parseLess())
      return failure();
    bool empty = succeeded(parser.parseOptionalGreater());
    if ((!empty && (parseDenseList(parser, storage, shape) || parser.parseGreater())) ||
        parser.parseOptionalAttrDict(state.attributes) || parser.parseColonType(type))
      return failure();
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !tensor.hasStaticShape())
      return parser.emitError(loc) << "[E0912] a dense constant needs a statically shaped "
                                      "tensor type, got "
                                   << type;
    if (empty && checkedElementCount(tensor.getShape()) != 0)
      return parser.emitError(loc) << "[E0912] dense<> is the value of a constant without "
                                      "elements, not of "
                                   << type;
    // A single literal without brackets is a splat; anything else must match the shape.
    if (!empty && !shape.empty() && ArrayRef<int64_t>(shape) != tensor.getShape()) {
      std::string nesting;
      for (auto [i, d] : llvm::enumerate(shape))
        nesting += (i ? "x" : "") + std::to_string(d);
      return parser.emitError(loc) << "[E0912] dense literal of shape [" << nesting
                                   << "] for a constant of type " << type;
    }
    SmallVector<Attribute> literals;
    for (const std::string &s : storage)
      literals.push_back(StringAttr::get(parser.getContext(), s));
    state.addAttribute("value", ArrayAttr::get(parser.getContext(), literals));
    state.addTypes(type);
    return success();
  }
  std::string spelling;
  Type type;
  if (parseLiteral(parser, spelling) || parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColonType(type))
    return failure();
  state.addAttribute("value", StringAttr::get(parser.getContext(), spelling));
  state.addTypes(type);
  return success();
}

/// Prints `values` (row-major) as nested lists of `shape`. Iterative, like the parser: one `[`
/// per dimension, and between two elements as many `]` and `[` as indices wrap.
static void printDense(OpAsmPrinter &printer, ArrayAttr values, ArrayRef<int64_t> shape) {
  size_t rank = shape.size();
  SmallVector<int64_t> index(rank, 0);
  for (size_t d = 0; d < rank; ++d)
    printer << "[";
  for (auto [n, value] : llvm::enumerate(values)) {
    if (n) {
      size_t wrapped = rank;
      while (wrapped > 0 && ++index[wrapped - 1] == shape[wrapped - 1])
        index[--wrapped] = 0;
      for (size_t d = wrapped; d < rank; ++d)
        printer << "]";
      printer << ", ";
      for (size_t d = wrapped; d < rank; ++d)
        printer << "[";
    }
    printer << printableLiteral(cast<StringAttr>(value).getValue());
  }
  for (size_t d = 0; d < rank; ++d)
    printer << "]";
}

void ConstantOp::print(OpAsmPrinter &printer) {
  printer << " ";
  if (auto literals = dyn_cast<ArrayAttr>(getValue())) {
    // No elements: `dense<>` (nested empty lists would take one `[]` per row of a leading
    // dimension, 10^12 of them for tensor<1000000000000x0xf32>).
    printer << "dense<";
    if (literals.size() == 1)
      printer << printableLiteral(cast<StringAttr>(literals[0]).getValue());
    else if (!literals.empty())
      printDense(printer, literals, cast<RankedTensorType>(getType()).getShape());
    printer << ">";
  } else {
    printer << printableLiteral(cast<StringAttr>(getValue()).getValue());
  }
  printer.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  printer << " : " << getType();
}
