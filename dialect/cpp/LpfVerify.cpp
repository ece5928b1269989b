//===- LpfVerify.cpp - the arithmetic contract of formats.md §3 ----------===//
//
// Every rejection carries a stable code ([E0911] mixed types, [E0912] wrong type or shape,
// [E0913] accumulator, [E0914] arithmetic the format does not have), names the types involved
// and, where the fix is unambiguous, says what to write instead.
//
//===----------------------------------------------------------------------===//

#include "LpfDialect.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::lpf;

namespace {

/// A value's element type and, for a ranked tensor, its shape (scalars have none).
struct Shaped {
  Type element;
  std::optional<ArrayRef<int64_t>> shape;
  int64_t rank() const { return shape ? static_cast<int64_t>(shape->size()) : 0; }
};

} // namespace

/// Scalars and ranked tensors of lpf number formats; anything else is E0912.
static FailureOr<Shaped> lpfValue(Operation *op, Type type, StringRef role) {
  Type element = type;
  std::optional<ArrayRef<int64_t>> shape;
  if (auto ranked = dyn_cast<RankedTensorType>(type)) {
    element = ranked.getElementType();
    shape = ranked.getShape();
  } else if (isa<ShapedType>(type)) {
    return op->emitError() << "[E0912] " << role << " has type " << type
                           << "; lpf ops take scalars and ranked tensors";
  }
  if (classify(element) == FormatKind::None)
    return op->emitError() << "[E0912] " << role << " has type " << type
                           << " where an lpf number format is required (f16, bf16, tf32, f32, "
                              "f64, the f8/f6/f4 types, f8E8M0FNU, !lpf.sf<N>, !lpf.p3109<...>, "
                              "!lpf.gf16)";
  return Shaped{element, shape};
}

static std::string shapeText(const Shaped &v) {
  if (!v.shape)
    return "scalar";
  std::string text = "[";
  for (auto [i, d] : llvm::enumerate(*v.shape)) {
    text += (i ? "x" : "");
    text += ShapedType::isDynamic(d) ? "?" : std::to_string(d);
  }
  return text + "]";
}

static bool dimsAgree(int64_t a, int64_t b) {
  return a == b || ShapedType::isDynamic(a) || ShapedType::isDynamic(b);
}

//===----------------------------------------------------------------------===//
// Elementwise ops
//===----------------------------------------------------------------------===//

/// Both operands of one type (E0911) and a result of that type too (E0912).
static LogicalResult verifySameTypes(Operation *op, Value lhs, Value rhs, Type result,
                                     bool resultIsPredicate) {
  if (failed(lpfValue(op, lhs.getType(), "lhs")) || failed(lpfValue(op, rhs.getType(), "rhs")))
    return failure();
  if (lhs.getType() != rhs.getType())
    return op->emitError() << "[E0911] '" << op->getName() << "' mixes " << lhs.getType()
                           << " (lhs) and " << rhs.getType()
                           << " (rhs); convert one operand with lpf.convert so both have one "
                              "type";
  if (resultIsPredicate)
    return success();
  if (result != lhs.getType())
    return op->emitError() << "[E0912] result type " << result << " differs from operand type "
                           << lhs.getType() << "; compute in " << lhs.getType()
                           << " and lpf.convert the result";
  return success();
}

static LogicalResult verifyArithmetic(Operation *op, Value lhs, Value rhs, Type result,
                                      bool isDiv) {
  if (failed(verifySameTypes(op, lhs, rhs, result, false)))
    return failure();
  Type element = getElementTypeOrSelf(lhs.getType());
  switch (classify(element)) {
  case FormatKind::Wide:
    return success();
  case FormatKind::Sf:
    if (!isDiv)
      return success();
    return op->emitError() << "[E0914] division is not defined on SuperFloat " << element
                           << " (fixed point, |v| < 1); lpf.convert to f32 and divide there";
  default:
    return op->emitError() << "[E0914] '" << op->getName() << "' on " << element
                           << ": 8/6/4-bit floats, E8M0 and P3109 values have no arithmetic; "
                              "lpf.convert them to f16, bf16 or f32 first";
  }
}

static LogicalResult verifyRandomBits(Operation *op, std::optional<StochasticMode> mode,
                                      bool hasRounding, Value random,
                                      std::optional<uint32_t> bits, Type resultType,
                                      llvm::function_ref<std::string(StringRef)> spelling);

/// add, sub, mul, div: the operand types first, then a stochastic rounding's random bits.
template <typename Op>
static LogicalResult verifyBinary(Op op, bool isDiv) {
  if (failed(verifyArithmetic(op, op.getLhs(), op.getRhs(), op.getType(), isDiv)))
    return failure();
  std::string mnemonic = op->getName().getStringRef().str();
  return verifyRandomBits(op, op.getStochastic(), op.getRounding().has_value(), op.getRandom(),
                          op.getRandomBits(), op.getType(), [&](StringRef name) {
                            return (mnemonic + " %a, %b, %bits rounding(" + name +
                                    ") random_bits(N) : T, R")
                                .str();
                          });
}

LogicalResult AddOp::verify() { return verifyBinary(*this, false); }
LogicalResult SubOp::verify() { return verifyBinary(*this, false); }
LogicalResult MulOp::verify() { return verifyBinary(*this, false); }
LogicalResult DivOp::verify() { return verifyBinary(*this, true); }

/// Unary minus is arithmetic in the contract (SFEP-0054 §3.5, formats.md §3), not a bit trick:
/// it has the binary ops' format rule, and SuperFloat negation is exact, so it is allowed too.
/// ReLU and leaky ReLU follow the same rule (leaky ReLU rounds a product).
static LogicalResult verifyUnaryArithmetic(Operation *op, Type operand, Type result, StringRef what) {
  FailureOr<Shaped> in = lpfValue(op, operand, "operand");
  if (failed(in))
    return failure();
  if (result != operand)
    return op->emitError() << "[E0912] result type " << result << " differs from operand type "
                           << operand << "";
  switch (classify(in->element)) {
  case FormatKind::Wide:
  case FormatKind::Sf:
    return success();
  default:
    return op->emitError() << "[E0914] '" << op->getName() << "' on " << in->element << ": " << what
                           << ", and 8/6/4-bit floats, E8M0 and P3109 "
                              "values have none; lpf.convert them to f16, bf16 or f32 first";
  }
}

LogicalResult NegOp::verify() {
  return verifyUnaryArithmetic(*this, getOperand().getType(), getType(), "unary minus is arithmetic");
}
LogicalResult ReluOp::verify() {
  return verifyUnaryArithmetic(*this, getOperand().getType(), getType(), "ReLU is arithmetic");
}
LogicalResult LeakyReluOp::verify() {
  return verifyUnaryArithmetic(*this, getOperand().getType(), getType(), "leaky ReLU is arithmetic");
}

LogicalResult CmpOp::verify() {
  if (failed(verifySameTypes(*this, getLhs(), getRhs(), getType(), true)))
    return failure();
  Type i1 = IntegerType::get(getContext(), 1);
  Type expected = i1;
  if (auto ranked = dyn_cast<RankedTensorType>(getLhs().getType()))
    expected = RankedTensorType::get(ranked.getShape(), i1);
  if (getType() != expected)
    return emitError() << "[E0912] result type " << getType() << " should be " << expected
                       << " for operands of type " << getLhs().getType() << "";
  return success();
}

//===----------------------------------------------------------------------===//
// constant and convert
//===----------------------------------------------------------------------===//

/// A literal as the parser accepts it; a raw-bits literal must fit the format's code width.
static LogicalResult verifyLiteral(Operation *op, StringRef spelling, Type element) {
  StringRef body = spelling;
  if (body.consume_front_insensitive("0x")) {
    APInt bits;
    if (body.empty() || body.getAsInteger(16, bits))
      return op->emitError() << "[E0912] '" << spelling << "' is not a hexadecimal bit pattern";
    unsigned width = storageBits(element);
    if (bits.getActiveBits() > width)
      return op->emitError() << "[E0912] raw bits " << spelling << " do not fit the " << width
                             << "-bit codes of " << element << "";
    // tf32 lives in an f32 carrier: a code with any of the low padding bits set is no tf32
    // value (lpf-run would refuse it and the folds skip it, so the verifier says so first).
    unsigned padding = paddingBits(element);
    if (padding && !bits.isZero() && bits.countr_zero() < padding)
      return op->emitError() << "[E0912] raw bits " << spelling << " are not a " << element
                             << " code: its low " << padding << " bits are always zero";
    return success();
  }
  if (spelling.empty() || literalLength(spelling) != spelling.size())
    return op->emitError() << "[E0912] '" << spelling << "' is not a number literal";
  return success();
}

LogicalResult ConstantOp::verify() {
  FailureOr<Shaped> out = lpfValue(*this, getType(), "result");
  if (failed(out))
    return failure();
  if (auto text = dyn_cast<StringAttr>(getValue())) {
    if (out->shape)
      return emitError() << "[E0912] a tensor constant takes dense<[...]>, not a single literal";
    return verifyLiteral(*this, text.getValue(), out->element);
  }
  auto literals = dyn_cast<ArrayAttr>(getValue());
  if (!literals)
    return emitError() << "[E0912] 'value' must be a number literal (a string) or an array of "
                          "them, got "
                       << getValue();
  auto tensor = dyn_cast<RankedTensorType>(getType());
  if (!tensor || !tensor.hasStaticShape())
    return emitError() << "[E0912] a dense constant needs a statically shaped tensor type, got "
                       << getType() << "";
  int64_t count = static_cast<int64_t>(literals.size());
  // A splat (one literal) fits any shape; a list must have one literal per element.
  std::optional<int64_t> elements = checkedElementCount(tensor.getShape());
  if (count != 1 && !elements)
    return emitError() << "[E0912] " << getType() << " has more elements than int64 counts";
  if (count != 1 && count != *elements)
    return emitError() << "[E0912] dense literal has " << count << " elements, " << getType()
                       << " has " << *elements;
  for (Attribute literal : literals) {
    auto text = dyn_cast<StringAttr>(literal);
    if (!text)
      return emitError() << "[E0912] dense literal element " << literal << " is not a string";
    if (failed(verifyLiteral(*this, text.getValue(), out->element)))
      return failure();
  }
  return success();
}

/// A stochastic rounding's random bits: the operand exactly when the mode is stochastic, an i32
/// (scalar result) or a tensor of i32 of the result's shape, and random_bits(N) with N in 1..32.
/// `spelling(name)` is the op's form with random bits, for the missing-operand message.
static LogicalResult verifyRandomBits(Operation *op, std::optional<StochasticMode> mode,
                                      bool hasRounding, Value random,
                                      std::optional<uint32_t> bits, Type resultType,
                                      llvm::function_ref<std::string(StringRef)> spelling) {
  if (mode && hasRounding)
    return op->emitError() << "[E0912] 'rounding' and 'stochastic' both set; a value has one "
                              "rounding mode";
  if (!mode && random)
    return op->emitError() << "[E0912] a random-bits operand needs a stochastic rounding mode "
                              "(rounding(stochastic), stochastic_odd, stochastic_fast or "
                              "stochastic_fastest); drop the operand or choose one";
  if (!mode && bits)
    return op->emitError() << "[E0912] random_bits(...) needs a stochastic rounding mode";
  if (!mode)
    return success();
  StringRef name = stringifyStochasticMode(*mode);
  if (!random)
    return op->emitError() << "[E0912] rounding(" << name
                           << ") needs an operand of random bits: " << spelling(name);
  if (!bits)
    return op->emitError() << "[E0912] rounding(" << name
                           << ") needs random_bits(N), N in 1..32: how many low bits of each "
                              "random word are used";
  int32_t n = static_cast<int32_t>(*bits);
  if (n < 1 || n > 32)
    return op->emitError() << "[E0912] random_bits(" << n << ") must be in 1..32";
  Type i32 = IntegerType::get(op->getContext(), 32);
  Type expected = i32;
  if (auto shaped = dyn_cast<RankedTensorType>(resultType))
    expected = RankedTensorType::get(shaped.getShape(), i32);
  if (random.getType() != expected)
    return op->emitError() << "[E0912] the random bits have type " << random.getType()
                           << "; rounding(" << name << ") of " << resultType << " takes "
                           << expected << " (one i32 per element, the low " << n << " used)";
  return success();
}

static LogicalResult verifyRandomBits(ConvertOp op) {
  return verifyRandomBits(op, op.getStochastic(), op.getRounding().has_value(), op.getRandom(),
                          op.getRandomBits(), op.getType(), [](StringRef name) {
                            return ("lpf.convert %x, %bits rounding(" + name +
                                    ") random_bits(N) : T, R to U")
                                .str();
                          });
}

LogicalResult ConvertOp::verify() {
  FailureOr<Shaped> in = lpfValue(*this, getInput().getType(), "input");
  FailureOr<Shaped> out = lpfValue(*this, getType(), "result");
  if (failed(in) || failed(out))
    return failure();
  if (in->shape.has_value() != out->shape.has_value() ||
      (in->shape && (in->rank() != out->rank() ||
                     !llvm::all_of(llvm::zip(*in->shape, *out->shape), [](auto pair) {
                       return dimsAgree(std::get<0>(pair), std::get<1>(pair));
                     }))))
    return emitError() << "[E0912] lpf.convert keeps the shape: " << getInput().getType()
                       << " to " << getType() << " changes it from " << shapeText(*in)
                       << " to " << shapeText(*out);
  if (failed(verifyRandomBits(*this)))
    return failure();
  // formats.md §2: formats with neither infinity nor NaN always saturate; asking for
  // nan_or_inf there would be silently ignored, so it is rejected instead.
  if (getOverflow() == OverflowMode::nan_or_inf &&
      isa<Float6E2M3FNType, Float6E3M2FNType, Float4E2M1FNType, SfType>(out->element))
    return emitError() << "[E0912] overflow(nan_or_inf) needs a result format with infinity or "
                          "NaN, but "
                       << out->element << " has neither and always saturates; use "
                       << "overflow(saturate) or drop the attribute";
  return success();
}

//===----------------------------------------------------------------------===//
// Accumulators
//===----------------------------------------------------------------------===//

static bool isSf16(Type t) {
  auto sf = dyn_cast<SfType>(t);
  return sf && sf.getWidth() == 16;
}

/// The accumulator rules (formats.md §3): f32 (default) or f64; operands widen exactly to it;
/// SF16 hardware accumulation only with SuperFloat operands and only where `allowSf16`.
static FailureOr<Type> verifyAccumulator(Operation *op, std::optional<Type> acc,
                                         ArrayRef<std::pair<Type, StringRef>> operands,
                                         bool allowSf16) {
  Type accType = acc ? *acc : Float32Type::get(op->getContext());
  if (isSf16(accType)) {
    if (!allowSf16)
      return op->emitError() << "[E0913] acc(!lpf.sf<16>) (SF16 hardware accumulation) is only "
                                "defined for lpf.dot; use acc(f32) or acc(f64)";
    for (auto [type, role] : operands)
      if (!isa<SfType>(type))
        return op->emitError()
               << "[E0913] acc(!lpf.sf<16>) (SF16 hardware accumulation) needs SuperFloat "
                  "operands, but "
               << role << " is " << type << "; use acc(f32)";
    return accType;
  }
  if (!isa<Float32Type, Float64Type>(accType)) {
    if (auto f = dyn_cast<FloatType>(accType); f && f.getWidth() < 32)
      return op->emitError() << "[E0913] accumulator type " << accType
                             << " is narrower than f32; use acc(f32) or acc(f64)";
    if (isa<FloatTF32Type, Gf16Type, SfType, P3109Type>(accType))
      return op->emitError() << "[E0913] accumulator type " << accType
                             << " is narrower than f32; use acc(f32) or acc(f64)";
    return op->emitError() << "[E0913] accumulator type " << accType
                           << " is not a floating-point accumulator; use acc(f32) or acc(f64)";
  }
  for (auto [type, role] : operands)
    if (!widensExactly(type, accType))
      return op->emitError() << "[E0913] " << role << " element type " << type
                             << " does not widen exactly to accumulator " << accType
                             << "; use acc(f64)";
  return accType;
}

static std::optional<Type> optionalType(std::optional<Type> t) { return t; }

/// The result's element type is the accumulator's; anything narrower is an explicit convert.
static LogicalResult verifyResultElement(Operation *op, Type resultElement, Type acc) {
  if (resultElement != acc)
    return op->emitError() << "[E0912] result element type " << resultElement
                           << " differs from the accumulator " << acc << "; return " << acc
                           << " and lpf.convert the result";
  return success();
}

/// [B..., M, K] x [B..., K, N] -> [B..., M, N]
static LogicalResult verifyMatmulShapes(Operation *op, const Shaped &lhs, const Shaped &rhs,
                                        const Shaped &result) {
  if (!lhs.shape || !rhs.shape || !result.shape || lhs.rank() < 2 || lhs.rank() != rhs.rank() ||
      result.rank() != lhs.rank())
    return op->emitError() << "[E0912] expected lhs [B..., M, K], rhs [B..., K, N] and result "
                              "[B..., M, N] tensors of one rank >= 2, got "
                           << shapeText(lhs) << ", " << shapeText(rhs) << " and "
                           << shapeText(result);
  ArrayRef<int64_t> a = *lhs.shape, b = *rhs.shape, c = *result.shape;
  int64_t r = lhs.rank();
  for (int64_t i = 0; i < r - 2; ++i)
    if (!dimsAgree(a[i], b[i]) || !dimsAgree(a[i], c[i]))
      return op->emitError() << "[E0912] batch dimension " << i << " differs: lhs "
                             << shapeText(lhs) << ", rhs " << shapeText(rhs) << ", result "
                             << shapeText(result);
  if (!dimsAgree(a[r - 1], b[r - 2]))
    return op->emitError() << "[E0912] contracted dimensions differ: lhs " << shapeText(lhs)
                           << " has K = " << a[r - 1] << ", rhs " << shapeText(rhs)
                           << " has K = " << b[r - 2];
  if (!dimsAgree(c[r - 2], a[r - 2]) || !dimsAgree(c[r - 1], b[r - 1]))
    return op->emitError() << "[E0912] result " << shapeText(result) << " should be [..., "
                           << a[r - 2] << ", " << b[r - 1] << "] for lhs " << shapeText(lhs)
                           << " and rhs " << shapeText(rhs);
  return success();
}

//===----------------------------------------------------------------------===//
// Matrix units (hardware("...") on lpf.dot): the table is generated from the numerics crate's
// presets (numerics/src/matrix_units/presets.rs).
//===----------------------------------------------------------------------===//

namespace {
struct MatrixVariant {
  const char *unit, *lhs, *rhs, *result;
  int64_t k;
};
} // namespace

static const MatrixVariant kMatrixVariants[] = {
#define LPF_MATRIX_VARIANT(unit, lhs, rhs, result, k) {unit, lhs, rhs, result, k},
#include "LpfMatrixUnits.inc"
#undef LPF_MATRIX_VARIANT
};

static std::string typeName(Type t) {
  std::string text;
  llvm::raw_string_ostream os(text);
  t.print(os);
  return text;
}

/// The units' names, in table order, for "known units: ...".
static std::string knownUnits() {
  std::string text;
  StringRef last;
  for (const MatrixVariant &v : kMatrixVariants) {
    if (last == v.unit)
      continue;
    text += (text.empty() ? "" : ", ") + std::string(v.unit);
    last = v.unit;
  }
  return text;
}

/// Whether lpf models the unit; E0913 naming it when not.
static LogicalResult verifyKnownUnit(Operation *op, StringRef unit) {
  if (llvm::any_of(kMatrixVariants, [&](const MatrixVariant &v) { return unit == v.unit; }))
    return success();
  return op->emitError() << "[E0913] hardware(\"" << unit
                         << "\") is not a matrix unit lpf models; known units: " << knownUnits();
}

/// The unit has an instruction for these operand and result types (E0911: no such operand
/// pair; E0913: not with this result/accumulator type); a static K (the terms of each output:
/// lpf.dot's contracted dimension, lpf.conv's window times its group's input channels, which
/// `kTerms` names) is a multiple of its k.
static LogicalResult verifyHardware(Operation *op, StringRef unit, const Shaped &lhs,
                                    const Shaped &rhs, const Shaped &result,
                                    std::optional<Type> acc, int64_t k, StringRef kTerms = "") {
  if (failed(verifyKnownUnit(op, unit)))
    return failure();
  Type accType = acc ? *acc : Float32Type::get(op->getContext());
  if (failed(verifyResultElement(op, result.element, accType)))
    return failure();
  std::string l = typeName(lhs.element), r = typeName(rhs.element), d = typeName(accType);
  std::string pairs, results;
  const MatrixVariant *match = nullptr;
  for (const MatrixVariant &v : kMatrixVariants) {
    if (unit != v.unit)
      continue;
    pairs += (pairs.empty() ? "" : ", ") + std::string(v.lhs) + " x " + v.rhs + " -> " + v.result;
    if (l == v.lhs && r == v.rhs) {
      results += (results.empty() ? "" : ", ") + std::string(v.result);
      if (d == v.result)
        match = &v;
    }
  }
  if (results.empty())
    return op->emitError() << "[E0911] matrix unit \"" << unit << "\" has no instruction for "
                           << lhs.element << " x " << rhs.element << " operands; it has "
                           << pairs;
  if (!match)
    return op->emitError() << "[E0913] matrix unit \"" << unit << "\" has no " << lhs.element
                           << " x " << rhs.element << " instruction accumulating in " << accType
                           << "; it has acc(" << results << ")";
  if (!ShapedType::isDynamic(k) && k % match->k != 0)
    return op->emitError() << "[E0912] K = " << k << kTerms << " is not a multiple of " << match->k
                           << ", the k of \"" << unit << "\"'s " << lhs.element << " x "
                           << rhs.element << " instruction (lpf does not pad K)";
  return success();
}

LogicalResult DotOp::verify() {
  FailureOr<Shaped> lhs = lpfValue(*this, getLhs().getType(), "lhs");
  FailureOr<Shaped> rhs = lpfValue(*this, getRhs().getType(), "rhs");
  FailureOr<Shaped> result = lpfValue(*this, getType(), "result");
  if (failed(lhs) || failed(rhs) || failed(result) ||
      failed(verifyMatmulShapes(*this, *lhs, *rhs, *result)))
    return failure();
  if (std::optional<StringRef> unit = getHardware())
    return verifyHardware(*this, *unit, *lhs, *rhs, *result, optionalType(getAcc()),
                          (*lhs->shape)[lhs->rank() - 1]);
  FailureOr<Type> acc = verifyAccumulator(
      *this, optionalType(getAcc()), {{lhs->element, "lhs"}, {rhs->element, "rhs"}}, true);
  if (failed(acc))
    return failure();
  return verifyResultElement(*this, result->element, *acc);
}

LogicalResult ReduceSumOp::verify() {
  FailureOr<Shaped> in = lpfValue(*this, getInput().getType(), "input");
  FailureOr<Shaped> out = lpfValue(*this, getType(), "result");
  if (failed(in) || failed(out))
    return failure();
  if (!in->shape)
    return emitError() << "[E0912] lpf.reduce_sum reduces a ranked tensor, got "
                       << getInput().getType() << "";
  llvm::SmallBitVector reduced(in->rank());
  for (int64_t d : getDims()) {
    if (d < 0 || d >= in->rank())
      return emitError() << "[E0912] dims [" << d << "] is out of range for rank " << in->rank();
    if (reduced.test(d))
      return emitError() << "[E0912] dimension " << d << " is listed twice in dims";
    reduced.set(d);
  }
  SmallVector<int64_t> kept;
  for (int64_t i = 0; i < in->rank(); ++i)
    if (!reduced.test(i))
      kept.push_back((*in->shape)[i]);
  ArrayRef<int64_t> outShape = out->shape ? *out->shape : ArrayRef<int64_t>();
  bool shapeOk = kept.size() == outShape.size() &&
                 llvm::all_of(llvm::zip(kept, outShape), [](auto pair) {
                   return dimsAgree(std::get<0>(pair), std::get<1>(pair));
                 });
  // Reducing every dimension may give a scalar or a rank-0 tensor.
  if (!shapeOk)
    return emitError() << "[E0912] reducing dims of " << shapeText(*in) << " leaves "
                       << shapeText(Shaped{in->element, ArrayRef<int64_t>(kept)})
                       << ", but the result is " << shapeText(*out);
  FailureOr<Type> acc =
      verifyAccumulator(*this, optionalType(getAcc()), {{in->element, "input"}}, false);
  if (failed(acc))
    return failure();
  return verifyResultElement(*this, out->element, *acc);
}

//===----------------------------------------------------------------------===//
// Convolution (docs/dialect.md, lpf.conv): channels last, StableHLO's geometry
//===----------------------------------------------------------------------===//

/// One geometry attribute of `lpf.conv`: `count` values (one per spatial dimension, or two for
/// padding), each at least `least` unless it is padding; absent means `fallback` everywhere.
static FailureOr<SmallVector<int64_t>> convAttribute(Operation *op, StringRef name,
                                                     std::optional<ArrayRef<int64_t>> values,
                                                     size_t count, int64_t fallback,
                                                     std::optional<int64_t> least) {
  if (!values)
    return SmallVector<int64_t>(count, fallback);
  if (values->size() != count)
    return op->emitError() << "[E0912] '" << name << "' has " << values->size()
                           << " values; expected " << count << " ("
                           << (name == "padding" ? "lo and hi per spatial dimension"
                                                 : "one per spatial dimension")
                           << ")";
  for (int64_t v : *values)
    if (least && v < *least)
      return op->emitError() << "[E0912] '" << name << "' value " << v << " must be at least "
                             << *least;
  return SmallVector<int64_t>(values->begin(), values->end());
}

/// The result extent of one spatial dimension (conv-spec: E, D, P), 0 when the window is wider
/// than the dilated, padded input.
/// P = (E - D) / stride + 1 (0 when D > E), or nullopt when the dilated, padded extent E or
/// the dilated window D leaves +-2^62: computed wide, so that no attribute value can overflow
/// here, and bounded, so that the kernels' i64 / usize index arithmetic cannot overflow either.
static std::optional<int64_t> convExtent(int64_t size, int64_t window, int64_t stride, int64_t lo,
                                         int64_t hi, int64_t lhsDilation, int64_t rhsDilation) {
  using Wide = __int128;
  Wide input = size == 0 ? Wide(lo) + hi : Wide(size - 1) * lhsDilation + 1 + lo + hi;
  Wide dilated = window == 0 ? 0 : Wide(window - 1) * rhsDilation + 1;
  const Wide bound = Wide(1) << 62;
  if (input > bound || input < -bound || dilated > bound)
    return std::nullopt;
  return input >= dilated ? static_cast<int64_t>((input - dilated) / stride + 1) : 0;
}

LogicalResult ConvOp::verify() {
  FailureOr<Shaped> lhs = lpfValue(*this, getLhs().getType(), "lhs");
  FailureOr<Shaped> rhs = lpfValue(*this, getRhs().getType(), "rhs");
  FailureOr<Shaped> result = lpfValue(*this, getType(), "result");
  if (failed(lhs) || failed(rhs) || failed(result))
    return failure();
  if (!lhs->shape || !rhs->shape || !result->shape || lhs->rank() < 3 ||
      rhs->rank() != lhs->rank() || result->rank() != lhs->rank())
    return emitError() << "[E0912] expected lhs [N, S..., C], rhs [W..., C/G, O] and result "
                          "[N/BG, P..., O] tensors of one rank >= 3, got "
                       << shapeText(*lhs) << ", " << shapeText(*rhs) << " and "
                       << shapeText(*result);
  for (const Shaped *v : {&*lhs, &*rhs, &*result})
    if (llvm::any_of(*v->shape, ShapedType::isDynamic))
      return emitError() << "[E0912] lpf.conv needs static shapes, got " << shapeText(*v);
  size_t d = lhs->rank() - 2;
  auto strides = convAttribute(*this, "window_strides", getWindowStrides(), d, 1, 1);
  if (failed(strides))
    return failure();
  auto padding = convAttribute(*this, "padding", getPadding(), 2 * d, 0, std::nullopt);
  if (failed(padding))
    return failure();
  auto lhsDilation = convAttribute(*this, "lhs_dilation", getLhsDilation(), d, 1, 1);
  if (failed(lhsDilation))
    return failure();
  auto rhsDilation = convAttribute(*this, "rhs_dilation", getRhsDilation(), d, 1, 1);
  if (failed(rhsDilation))
    return failure();
  int64_t groups = static_cast<int64_t>(getFeatureGroupCount());
  int64_t batchGroups = static_cast<int64_t>(getBatchGroupCount());
  if (groups < 1 || batchGroups < 1)
    return emitError() << "[E0912] 'feature_group_count' (" << groups
                       << ") and 'batch_group_count' (" << batchGroups
                       << ") must be at least 1";
  if (groups > 1 && batchGroups > 1)
    return emitError() << "[E0912] 'feature_group_count' (" << groups
                       << ") and 'batch_group_count' (" << batchGroups
                       << ") cannot both be above 1";
  ArrayRef<int64_t> x = *lhs->shape, w = *rhs->shape, y = *result->shape;
  int64_t n = x[0], c = x[d + 1], o = w[d + 1];
  if (c % groups != 0 || w[d] != c / groups)
    return emitError() << "[E0912] rhs " << shapeText(*rhs) << " should have C / G = " << c
                       << " / " << groups << " input channels in dimension " << d
                       << " ('feature_group_count' must divide lhs's C = " << c << ")";
  if (o % groups != 0 || o % batchGroups != 0)
    return emitError() << "[E0912] rhs's O = " << o << " must be divisible by "
                       << "'feature_group_count' (" << groups << ") and 'batch_group_count' ("
                       << batchGroups << ")";
  if (n % batchGroups != 0)
    return emitError() << "[E0912] lhs's N = " << n << " must be divisible by "
                       << "'batch_group_count' (" << batchGroups << ")";
  SmallVector<int64_t> expected{n / batchGroups};
  for (size_t i = 0; i < d; ++i) {
    std::optional<int64_t> extent =
        convExtent(x[i + 1], w[i], (*strides)[i], (*padding)[2 * i], (*padding)[2 * i + 1],
                   (*lhsDilation)[i], (*rhsDilation)[i]);
    if (!extent)
      return emitError() << "[E0912] spatial dimension " << i
                         << ": the dilated, padded input or the dilated window is beyond 2^62 "
                            "elements ('padding', 'lhs_dilation' or 'rhs_dilation' too large)";
    expected.push_back(*extent);
  }
  expected.push_back(o);
  if (ArrayRef<int64_t>(expected) != y)
    return emitError() << "[E0912] result " << shapeText(*result) << " should be "
                       << shapeText(Shaped{result->element, ArrayRef<int64_t>(expected)})
                       << " for lhs " << shapeText(*lhs) << " and rhs " << shapeText(*rhs)
                       << " ([N/BG, P..., O], P = (E - D) / stride + 1)";
  if (std::optional<StringRef> unit = getHardware()) {
    // Each output is the unit's dot over its K = W_1 ... W_d (C / G) terms (docs/dialect.md).
    int64_t k = c / groups;
    std::string terms = " (";
    for (size_t i = 0; i < d; ++i) {
      k *= w[i];
      terms += std::to_string(w[i]) + " x ";
    }
    terms += std::to_string(c / groups) + " terms per output)";
    return verifyHardware(*this, *unit, *lhs, *rhs, *result, optionalType(getAcc()), k, terms);
  }
  FailureOr<Type> acc = verifyAccumulator(
      *this, optionalType(getAcc()), {{lhs->element, "lhs"}, {rhs->element, "rhs"}}, false);
  if (failed(acc))
    return failure();
  return verifyResultElement(*this, result->element, *acc);
}

//===----------------------------------------------------------------------===//
// Block scaling
//===----------------------------------------------------------------------===//

static bool isScaleType(Type t) { return isa<Float8E8M0FNUType, Float8E4M3FNType>(t); }

/// `scale` has `data`'s shape with one dimension divided by `block` (the blocked one: where the
/// sizes differ, or the last when none does). Returns that dimension.
static FailureOr<int64_t> verifyBlocking(Operation *op, const Shaped &data, StringRef dataRole,
                                         const Shaped &scale, StringRef scaleRole, int64_t block,
                                         std::optional<int64_t> requiredAxis) {
  if (block < 1)
    return op->emitError() << "[E0912] block(" << block << ") must be positive";
  if (!data.shape || !scale.shape || data.rank() == 0 || data.rank() != scale.rank())
    return op->emitError() << "[E0912] " << dataRole << " " << shapeText(data) << " and "
                           << scaleRole << " " << shapeText(scale)
                           << " must be tensors of one rank >= 1";
  ArrayRef<int64_t> d = *data.shape, s = *scale.shape;
  int64_t axis = requiredAxis.value_or(data.rank() - 1);
  if (!requiredAxis)
    for (int64_t i = 0; i < data.rank(); ++i)
      if (d[i] != s[i]) {
        axis = i;
        break;
      }
  for (int64_t i = 0; i < data.rank(); ++i) {
    if (i == axis)
      continue;
    if (!dimsAgree(d[i], s[i]))
      return op->emitError() << "[E0912] " << scaleRole << " " << shapeText(scale)
                             << " should match " << dataRole << " " << shapeText(data)
                             << " except in the blocked dimension " << axis;
  }
  if (!ShapedType::isDynamic(d[axis])) {
    if (d[axis] % block != 0)
      return op->emitError() << "[E0912] blocked dimension " << axis << " of " << dataRole << " "
                             << shapeText(data) << " is not a multiple of block(" << block << ")";
    if (!ShapedType::isDynamic(s[axis]) && s[axis] != d[axis] / block)
      return op->emitError() << "[E0912] " << scaleRole << " " << shapeText(scale) << " should have "
                             << d[axis] / block << " scales in dimension " << axis << " ("
                             << d[axis] << " / block(" << block << "))";
  }
  return axis;
}

//===----------------------------------------------------------------------===//
// Block-scaled matrix units (hardware("...") on lpf.scaled_dot): the table is generated from the
// numerics crate's scaled presets (numerics/src/matrix_units/scaled_presets.rs).
//===----------------------------------------------------------------------===//

namespace {
struct ScaledMatrixVariant {
  const char *unit, *kind, *lhs, *rhs, *scale;
  int64_t block;
  const char *result;
  int64_t k;
};
} // namespace

static const ScaledMatrixVariant kScaledMatrixVariants[] = {
#define LPF_SCALED_MATRIX_VARIANT(unit, kind, lhs, rhs, scale, block, result, k)                   \
  {unit, kind, lhs, rhs, scale, block, result, k},
#include "LpfScaledMatrixUnits.inc"
#undef LPF_SCALED_MATRIX_VARIANT
};

/// The units with block-scaled instructions, for "lpf models those of ...".
static std::string scaledUnits() {
  std::string text;
  StringRef last;
  for (const ScaledMatrixVariant &v : kScaledMatrixVariants) {
    if (last == v.unit)
      continue;
    text += (text.empty() ? "" : ", ") + std::string(v.unit);
    last = v.unit;
  }
  return text;
}

/// The unit has a block-scaled instruction (a `kind`) for these element formats (E0911 when not,
/// and for lhs/rhs scales of two formats), this scale format and block size (E0913), this
/// accumulator (E0913); a static K is a multiple of its k (E0912). A per-tensor scale is no part
/// of the instructions (E0913).
static LogicalResult verifyScaledHardware(Operation *op, StringRef unit, const Shaped &lhs,
                                          const Shaped &lhsScale, const Shaped &rhs,
                                          const Shaped &rhsScale, int64_t block,
                                          const Shaped &result, std::optional<Type> acc,
                                          bool hasGlobalScale) {
  if (failed(verifyKnownUnit(op, unit)))
    return failure();
  if (llvm::none_of(kScaledMatrixVariants,
                    [&](const ScaledMatrixVariant &v) { return unit == v.unit; }))
    return op->emitError() << "[E0913] matrix unit \"" << unit
                           << "\" has no block-scaled instructions; lpf models those of "
                           << scaledUnits();
  if (hasGlobalScale)
    return op->emitError() << "[E0913] the block-scaled instructions of \"" << unit
                           << "\" take no per-tensor scale; multiply the result by it with lpf.mul";
  if (lhsScale.element != rhsScale.element)
    return op->emitError() << "[E0911] matrix unit \"" << unit
                           << "\" has no block-scaled instruction with " << typeName(lhsScale.element)
                           << " lhs scales and " << typeName(rhsScale.element)
                           << " rhs scales (both operands' scales have one format)";
  Type accType = acc ? *acc : Float32Type::get(op->getContext());
  if (failed(verifyResultElement(op, result.element, accType)))
    return failure();
  std::string l = typeName(lhs.element), r = typeName(rhs.element), s = typeName(lhsScale.element),
              d = typeName(accType);
  std::string pairs, scalings, results;
  const ScaledMatrixVariant *scaled = nullptr, *match = nullptr;
  for (const ScaledMatrixVariant &v : kScaledMatrixVariants) {
    if (unit != v.unit)
      continue;
    std::string pair = std::string(v.lhs) + " x " + v.rhs;
    if (pairs.find(pair) == std::string::npos)
      pairs += (pairs.empty() ? "" : ", ") + pair;
    if (l != v.lhs || r != v.rhs)
      continue;
    scalings += (scalings.empty() ? "" : ", ") + std::string(v.scale) + " scales per " +
                std::to_string(v.block) + " (kind::" + v.kind + ")";
    if (s == v.scale && block == v.block) {
      scaled = &v;
      results += (results.empty() ? "" : ", ") + std::string(v.result);
      if (d == v.result)
        match = &v;
    }
  }
  if (scalings.empty())
    return op->emitError() << "[E0911] matrix unit \"" << unit
                           << "\" has no block-scaled instruction for " << l << " x " << r
                           << " operands; it has " << pairs;
  if (!scaled)
    return op->emitError() << "[E0913] matrix unit \"" << unit << "\" has no " << l << " x " << r
                           << " instruction with " << s << " scales per block(" << block << "); it has " << scalings;
  if (!match)
    return op->emitError() << "[E0913] matrix unit \"" << unit << "\"'s kind::" << scaled->kind
                           << " instruction does not accumulate in " << d << "; it has acc("
                           << results << ")";
  int64_t k = (*lhs.shape)[lhs.rank() - 1];
  if (!ShapedType::isDynamic(k) && k % match->k != 0)
    return op->emitError() << "[E0912] K = " << k << " is not a multiple of " << match->k
                           << ", the k of \"" << unit << "\"'s kind::" << match->kind
                           << " instruction (lpf does not pad K)";
  return success();
}

LogicalResult ScaledDotOp::verify() {
  FailureOr<Shaped> lhs = lpfValue(*this, getLhs().getType(), "lhs");
  FailureOr<Shaped> lhsScale = lpfValue(*this, getLhsScale().getType(), "lhs scale");
  FailureOr<Shaped> rhs = lpfValue(*this, getRhs().getType(), "rhs");
  FailureOr<Shaped> rhsScale = lpfValue(*this, getRhsScale().getType(), "rhs scale");
  FailureOr<Shaped> result = lpfValue(*this, getType(), "result");
  if (failed(lhs) || failed(lhsScale) || failed(rhs) || failed(rhsScale) || failed(result) ||
      failed(verifyMatmulShapes(*this, *lhs, *rhs, *result)))
    return failure();
  for (auto [scale, role] : {std::pair{*lhsScale, "lhs scale"}, {*rhsScale, "rhs scale"}})
    if (!isScaleType(scale.element))
      return emitError() << "[E0912] " << role << " has element type " << scale.element
                         << "; block scales are f8E8M0FNU (MX) or f8E4M3FN (NVFP4)";
  int64_t r = lhs->rank();
  if (failed(verifyBlocking(*this, *lhs, "lhs", *lhsScale, "lhs scale", getBlock(), r - 1)) ||
      failed(verifyBlocking(*this, *rhs, "rhs", *rhsScale, "rhs scale", getBlock(), r - 2)))
    return failure();
  if (std::optional<StringRef> unit = getHardware())
    return verifyScaledHardware(*this, *unit, *lhs, *lhsScale, *rhs, *rhsScale, getBlock(),
                                *result, optionalType(getAcc()), bool(getGlobalScale()));
  FailureOr<Type> acc = verifyAccumulator(*this, optionalType(getAcc()),
                                          {{lhs->element, "lhs"},
                                           {rhs->element, "rhs"},
                                           {lhsScale->element, "lhs scale"},
                                           {rhsScale->element, "rhs scale"}},
                                          false);
  if (failed(acc))
    return failure();
  if (Value global = getGlobalScale(); global && !isa<Float32Type>(global.getType()))
    return emitError() << "[E0912] the per-tensor scale has type " << global.getType()
                       << ", where an f32 scalar is required";
  return verifyResultElement(*this, result->element, *acc);
}

/// Element formats the OCP MX block rule knows an emax for.
static bool isMxElement(Type t) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float6E2M3FNType, Float6E3M2FNType,
             Float4E2M1FNType>(t);
}

/// The per-tensor scale (NVFP4's second level): an f32 scalar, allowed with E4M3 block scales only.
static LogicalResult verifyGlobalScale(Operation *op, Value global, Type scaleElement) {
  if (!global)
    return success();
  if (!isa<Float32Type>(global.getType()))
    return op->emitError() << "[E0912] the per-tensor scale has type " << global.getType()
                           << ", where an f32 scalar is required";
  if (!isa<Float8E4M3FNType>(scaleElement))
    return op->emitError() << "[E0912] a per-tensor scale is NVFP4's (f8E4M3FN block scales); "
                              "the block scales here are "
                           << scaleElement;
  return success();
}

LogicalResult QuantizeBlockOp::verify() {
  FailureOr<Shaped> in = lpfValue(*this, getInput().getType(), "input");
  FailureOr<Shaped> out = lpfValue(*this, getResult().getType(), "result");
  FailureOr<Shaped> scale = lpfValue(*this, getScale().getType(), "scale");
  if (failed(in) || failed(out) || failed(scale))
    return failure();
  if (!isa<Float16Type, BFloat16Type, Float32Type, Float64Type>(in->element))
    return emitError() << "[E0912] input element type " << in->element
                       << " should be f16, bf16, f32 or f64";
  // The scale type picks the rule: E8M0 the OCP MX rule, E4M3 the NVFP4 rule (formats.md §2.7).
  if (isa<Float8E4M3FNType>(scale->element)) {
    if (!isa<Float4E2M1FNType>(out->element))
      return emitError() << "[E0912] result element type " << out->element
                         << " does not fit f8E4M3FN scales: the NVFP4 rule quantises to "
                            "f4E2M1FN (MX formats take f8E8M0FNU scales)";
    if (getBlock() != 16)
      return emitError() << "[E0912] block(" << getBlock()
                         << ") with f8E4M3FN scales: NVFP4 blocks are 16 elements";
    if (getScaleRoundingAttr())
      return emitError() << "[E0912] scale_rounding applies to the MX rule (f8E8M0FNU scales); "
                            "the NVFP4 scale is amax / (6 * per-tensor scale) rounded to nearest "
                            "even in f8E4M3FN";
  } else {
    if (!isMxElement(out->element))
      return emitError() << "[E0912] result element type " << out->element
                         << " is not an MX element format (f8E4M3FN, f8E5M2, f6E2M3FN, "
                            "f6E3M2FN, f4E2M1FN)";
    if (!isa<Float8E8M0FNUType>(scale->element))
      return emitError() << "[E0912] scale element type " << scale->element
                         << " should be f8E8M0FNU (MX) or f8E4M3FN (NVFP4)";
  }
  if (failed(verifyGlobalScale(*this, getGlobalScale(), scale->element)))
    return failure();
  if (in->shape != out->shape &&
      (!in->shape || !out->shape || *in->shape != *out->shape))
    return emitError() << "[E0912] result " << shapeText(*out) << " should have input's shape "
                       << shapeText(*in);
  return verifyBlocking(*this, *in, "input", *scale, "scale", getBlock(), std::nullopt);
}

LogicalResult DequantizeBlockOp::verify() {
  FailureOr<Shaped> in = lpfValue(*this, getInput().getType(), "input");
  FailureOr<Shaped> scale = lpfValue(*this, getScale().getType(), "scale");
  FailureOr<Shaped> out = lpfValue(*this, getType(), "result");
  if (failed(in) || failed(scale) || failed(out))
    return failure();
  if (!isScaleType(scale->element))
    return emitError() << "[E0912] scale element type " << scale->element
                       << "; block scales are f8E8M0FNU (MX) or f8E4M3FN (NVFP4)";
  if (failed(verifyGlobalScale(*this, getGlobalScale(), scale->element)))
    return failure();
  if (!isa<Float32Type, Float64Type>(out->element))
    return emitError() << "[E0912] result element type " << out->element
                       << " cannot hold every scaled value exactly; use f32 or f64";
  if (!out->shape || !in->shape || *in->shape != *out->shape)
    return emitError() << "[E0912] result " << shapeText(*out) << " should have input's shape "
                       << shapeText(*in);
  return verifyBlocking(*this, *in, "input", *scale, "scale", getBlock(), std::nullopt);
}

#define GET_OP_CLASSES
#include "LpfOps.cpp.inc"
