//===- LpfDialect.cpp - dialect, types and their syntax ------------------===//

#include "LpfDialect.h"
#include "llvm/Support/MathExtras.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::lpf;

#include "LpfDialect.cpp.inc"
#include "LpfEnums.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "LpfTypes.cpp.inc"

void LpfDialect::initialize() {
  registerTypes();
  addOperations<
#define GET_OP_LIST
#include "LpfOps.cpp.inc"
      >();
}

void LpfDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "LpfTypes.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Type syntax
//===----------------------------------------------------------------------===//

/// Spellings people write for formats that have no single meaning, and what to write instead.
/// Kept beside the parser so the diagnostic can suggest the exact fix (E0910).
static StringRef suggestionFor(StringRef spelling) {
  return llvm::StringSwitch<StringRef>(spelling.lower())
      .Cases({"fp8", "f8", "float8"},
             "ambiguous: write f8E4M3FN, f8E5M2, f8E4M3 or !lpf.p3109<8, P, ...>")
      .Cases({"fp8e4m3", "e4m3", "f8e4m3"},
             "ambiguous: write f8E4M3FN (OCP, max 448), f8E4M3 (IEEE-like, with inf) or "
             "f8E4M3FNUZ")
      .Cases({"fp8e5", "fp8e5m2", "e5m2"}, "write f8E5M2 (IEEE-like) or f8E5M2FNUZ")
      .Cases({"fp4", "e2m1", "mxfp4", "nvfp4"}, "write f4E2M1FN")
      .Cases({"fp6", "e2m3", "e3m2"}, "write f6E2M3FN or f6E3M2FN")
      .Cases({"e8m0", "mxscale"}, "write f8E8M0FNU")
      .Cases({"fp16", "half"}, "write f16")
      .Case("bfloat16", "write bf16")
      .Cases({"superfloat", "sf"}, "write !lpf.sf<N> with 2 <= N <= 16")
      .Case("p3109", "write !lpf.p3109<K, P, signed|unsigned, extended|finite>")
      .Default("expected sf<N>, p3109<K, P, signed|unsigned, extended|finite> or gf16");
}

Type LpfDialect::parseType(DialectAsmParser &parser) const {
  SMLoc loc = parser.getCurrentLocation();
  StringRef mnemonic;
  Type type;
  OptionalParseResult parsed = generatedTypeParser(parser, &mnemonic, type);
  if (parsed.has_value()) {
    if (failed(*parsed))
      return Type();
    // MLIR hands the whole `<...>` body to the dialect: what the type's parser left unread
    // (`!lpf.gf16<1>`: gf16 takes no parameters) would otherwise be dropped silently.
    StringRef spec = parser.getFullSymbolSpec();
    SMLoc rest = parser.getCurrentLocation();
    if (rest.getPointer() < spec.end()) {
      StringRef unread = StringRef(rest.getPointer(), spec.end() - rest.getPointer()).trim();
      if (!unread.empty()) {
        parser.emitError(rest) << "[E0910] unexpected '" << unread << "' after " << type
                               << (isa<Gf16Type>(type) ? " (gf16 takes no parameters)" : "");
        return Type();
      }
    }
    return type;
  }
  parser.emitError(loc) << "[E0910] unknown lpf type '" << mnemonic << "': "
                        << suggestionFor(mnemonic);
  return Type();
}

void LpfDialect::printType(Type type, DialectAsmPrinter &printer) const {
  if (failed(generatedTypePrinter(type, printer)))
    llvm_unreachable("every lpf type has a printer");
}

LogicalResult SfType::verify(function_ref<InFlightDiagnostic()> emitError, unsigned width) {
  if (width < 2 || width > 16)
    return emitError() << "[E0910] !lpf.sf<" << width
                       << "> does not exist: SuperFloat widths are 2 to 16";
  return success();
}

LogicalResult P3109Type::verify(function_ref<InFlightDiagnostic()> emitError, unsigned k,
                                unsigned p, bool isSigned, bool isExtended) {
  if (k < 3 || k > 16)
    return emitError() << "[E0910] P3109 width K = " << k << " is out of range 3 to 16";
  unsigned maxP = isSigned ? k - 1 : k;
  if (p < 1 || p > maxP)
    return emitError() << "[E0910] P3109 precision P = " << p << " is out of range 1 to " << maxP
                       << " for K = " << k << (isSigned ? " signed" : " unsigned");
  return success();
}

/// Type parameters are read as the signed numbers written, so that a range error reports what the
/// user wrote (-1, not 4294967295); only then are they narrowed to the type's `unsigned`.
static bool inRange(int64_t value, int64_t low, int64_t high) { return value >= low && value <= high; }

Type SfType::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  int64_t width = 0;
  if (parser.parseLess() || parser.parseInteger(width) || parser.parseGreater())
    return Type();
  if (!inRange(width, 2, 16)) {
    parser.emitError(loc) << "[E0910] !lpf.sf<" << width
                          << "> does not exist: SuperFloat widths are 2 to 16";
    return Type();
  }
  return SfType::getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                            static_cast<unsigned>(width));
}

void SfType::print(AsmPrinter &printer) const { printer << "<" << getWidth() << ">"; }

Type P3109Type::parse(AsmParser &parser) {
  SMLoc loc = parser.getCurrentLocation();
  int64_t k = 0, p = 0;
  StringRef signedness, domain;
  if (parser.parseLess() || parser.parseInteger(k) || parser.parseComma() ||
      parser.parseInteger(p) || parser.parseComma() || parser.parseKeyword(&signedness) ||
      parser.parseComma() || parser.parseKeyword(&domain) || parser.parseGreater())
    return Type();
  if (signedness != "signed" && signedness != "unsigned") {
    parser.emitError(loc) << "[E0910] expected 'signed' or 'unsigned', got '" << signedness << "'";
    return Type();
  }
  if (domain != "extended" && domain != "finite") {
    parser.emitError(loc) << "[E0910] expected 'extended' or 'finite', got '" << domain << "'";
    return Type();
  }
  if (!inRange(k, 3, 16)) {
    parser.emitError(loc) << "[E0910] P3109 width K = " << k << " is out of range 3 to 16";
    return Type();
  }
  int64_t maxP = signedness == "signed" ? k - 1 : k;
  if (!inRange(p, 1, maxP)) {
    parser.emitError(loc) << "[E0910] P3109 precision P = " << p << " is out of range 1 to "
                          << maxP << " for K = " << k
                          << (signedness == "signed" ? " signed" : " unsigned");
    return Type();
  }
  return P3109Type::getChecked([&] { return parser.emitError(loc); }, parser.getContext(),
                               static_cast<unsigned>(k), static_cast<unsigned>(p),
                               signedness == "signed", domain == "extended");
}

void P3109Type::print(AsmPrinter &printer) const {
  printer << "<" << getK() << ", " << getP() << ", " << (getIsSigned() ? "signed" : "unsigned")
          << ", " << (getIsExtended() ? "extended" : "finite") << ">";
}

//===----------------------------------------------------------------------===//
// Format classification
//===----------------------------------------------------------------------===//

FormatKind mlir::lpf::classify(Type t) {
  if (isa<SfType>(t))
    return FormatKind::Sf;
  if (isa<P3109Type>(t))
    return FormatKind::P3109;
  if (isa<Gf16Type, Float16Type, BFloat16Type, FloatTF32Type, Float32Type, Float64Type>(t))
    return FormatKind::Wide;
  if (isa<Float8E8M0FNUType>(t))
    return FormatKind::Scale;
  if (isa<Float8E4M3FNType, Float8E5M2Type, Float8E4M3Type, Float8E3M4Type, Float8E4M3FNUZType,
          Float8E5M2FNUZType, Float8E4M3B11FNUZType, Float6E2M3FNType, Float6E3M2FNType,
          Float4E2M1FNType>(t))
    return FormatKind::Narrow;
  return FormatKind::None;
}

FormatRange mlir::lpf::rangeOf(Type t) {
  if (auto sf = dyn_cast<SfType>(t)) {
    int n = sf.getWidth();
    return {n - 1, -1, -(n - 1)};
  }
  if (isa<Gf16Type>(t))
    return {10, 31, -39};
  if (auto p3 = dyn_cast<P3109Type>(t)) {
    int k = p3.getK(), p = p3.getP();
    int expBits = p3.getIsSigned() ? k - p : k - p + 1;
    int bias = p3.getIsSigned() ? (1 << (k - p - 1 < 0 ? 0 : k - p - 1)) : (1 << (k - p));
    // Generous bounds: a format that fits these fits for real.
    return {p, (1 << expBits) - 1 - bias, 1 - bias - (p - 1)};
  }
  auto f = cast<FloatType>(t);
  const llvm::fltSemantics &sem = f.getFloatSemantics();
  int precision = llvm::APFloat::semanticsPrecision(sem);
  int minNormal = llvm::APFloat::semanticsMinExponent(sem);
  return {precision, llvm::APFloat::semanticsMaxExponent(sem), minNormal - (precision - 1)};
}

bool mlir::lpf::widensExactly(Type from, Type to) {
  if (from == to)
    return true;
  if (classify(from) == FormatKind::None || !isa<Float32Type, Float64Type>(to))
    return false;
  FormatRange a = rangeOf(from), b = rangeOf(to);
  return a.precision <= b.precision && a.maxExponent <= b.maxExponent &&
         a.minExponent >= b.minExponent;
}

unsigned mlir::lpf::paddingBits(Type t) { return isa<FloatTF32Type>(t) ? 13 : 0; }

std::optional<int64_t> mlir::lpf::checkedElementCount(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t d : shape)
    if (d < 0 || llvm::MulOverflow(count, d, count))
      return std::nullopt;
  return count;
}

std::string mlir::lpf::printableLiteral(StringRef spelling) {
  std::string text = spelling.str();
  StringRef body = StringRef(text).ltrim('-');
  size_t start = text.size() - body.size();
  if (body.starts_with("0X")) {
    text[start + 1] = 'x';
    return text;
  }
  if (body.starts_with("0x"))
    return text;
  size_t exponent = text.find_first_of("eE");
  if (exponent != std::string::npos && text.find('.') == std::string::npos)
    text.insert(exponent, ".0");
  return text;
}

unsigned mlir::lpf::storageBits(Type t) {
  if (auto sf = dyn_cast<SfType>(t))
    return sf.getWidth();
  if (auto p3 = dyn_cast<P3109Type>(t))
    return p3.getK();
  if (isa<Gf16Type>(t))
    return 16;
  if (isa<FloatTF32Type>(t))
    return 32; // an f32 carrier with the low 13 bits zero
  if (auto f = dyn_cast<FloatType>(t))
    return f.getWidth();
  return 0;
}
