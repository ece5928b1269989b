//===- AtreidesDialect.cpp - the atreides dialect: syntax and verifiers ---===//
//
// The instruction ops' fields are range-checked by their ODS constraints; here are the
// assembler-like spellings (registers `R0`..`R15`, branch masks `nzp`, SYS operations) and the
// limits that span several ops: program length, branch targets, the memory layout.
//
//===----------------------------------------------------------------------===//

#include "AtreidesDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::atreides;

#include "AtreidesDialect.cpp.inc"

void AtreidesDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "AtreidesOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Field syntax
//===----------------------------------------------------------------------===//

/// `R0`..`R15`, as the assembler writes registers.
static ParseResult parseReg(OpAsmParser &parser, IntegerAttr &reg) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  StringRef digits = word;
  unsigned number = 0;
  if (!digits.consume_front("R") || digits.empty() || digits.getAsInteger(10, number) || number > 15)
    return parser.emitError(loc) << "expected a register R0..R15, found '" << word << "'";
  reg = parser.getBuilder().getI64IntegerAttr(number);
  return success();
}

static void printReg(OpAsmPrinter &printer, Operation *, IntegerAttr reg) {
  printer << "R" << reg.getInt();
}

/// The NZP flags a branch tests, written as their letters in the order n, z, p.
static constexpr struct {
  char letter;
  int64_t bit;
} kFlags[] = {{'n', 4}, {'z', 2}, {'p', 1}};

static ParseResult parseBranchMask(OpAsmParser &parser, IntegerAttr &mask) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  int64_t bits = 0;
  size_t next = 0; // letters must come in the order n, z, p, each at most once
  for (char c : word) {
    while (next < 3 && kFlags[next].letter != c)
      ++next;
    if (next == 3)
      return parser.emitError(loc) << "expected a branch condition of n, z, p in that order (such as 'nz'), found '" << word << "'";
    bits |= kFlags[next++].bit;
  }
  if (bits == 0)
    return parser.emitError(loc) << "expected a branch condition";
  mask = parser.getBuilder().getI64IntegerAttr(bits);
  return success();
}

static void printBranchMask(OpAsmPrinter &printer, Operation *, IntegerAttr mask) {
  std::string letters;
  for (auto flag : kFlags)
    if (mask.getInt() & flag.bit)
      letters += flag.letter;
  printer << letters;
}

/// SYS operation codes (atreides.md §5), by their encoding.
static constexpr StringLiteral kSysNames[] = {"clear", "load", "compute", "read"};
static constexpr int64_t kSysRead = 3;

static ParseResult parseSysOperation(OpAsmParser &parser, IntegerAttr &code, IntegerAttr &reg) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef word;
  if (parser.parseKeyword(&word))
    return failure();
  const auto *found = llvm::find(kSysNames, word);
  if (found == std::end(kSysNames))
    return parser.emitError(loc) << "expected a SYS operation (clear, load, compute, read), found '" << word << "'";
  int64_t index = found - std::begin(kSysNames);
  code = parser.getBuilder().getI64IntegerAttr(index);
  if (index == kSysRead)
    return parseReg(parser, reg);
  reg = parser.getBuilder().getI64IntegerAttr(0);
  return success();
}

static void printSysOperation(OpAsmPrinter &printer, Operation *op, IntegerAttr code, IntegerAttr reg) {
  printer << kSysNames[code.getInt()];
  if (code.getInt() == kSysRead) {
    printer << " ";
    printReg(printer, op, reg);
  }
}

#define GET_OP_CLASSES
#include "AtreidesOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Verifiers
//===----------------------------------------------------------------------===//

LogicalResult SysOp::verify() {
  // Only READ has a destination; the syntax prints d only there, so any other d would be lost.
  if (getOp() != kSysRead && getD() != 0)
    return emitOpError() << "has d = " << getD() << " but only SYS read writes a register";
  return success();
}

LogicalResult KernelOp::verifyRegions() {
  Block &body = getBody().front();
  int64_t length = 0;
  for (Operation &op : body) {
    if (isa<ProgramOp, KernelOp>(op) || op.getDialect() != getOperation()->getDialect())
      return op.emitOpError() << "is not an Atreides instruction; a kernel holds only instructions";
    ++length;
  }
  if (length > kProgramWords)
    return emitOpError() << "has " << length << " instructions, more than the " << kProgramWords
                         << " words of program memory";
  // A branch must land on an instruction of this kernel: past its end, program memory holds
  // whatever a previous launch left there.
  int64_t pc = 0;
  for (Operation &op : body) {
    if (auto br = dyn_cast<BrOp>(op)) {
      int64_t target = pc + 1 + br.getOffsetAttr().getInt();
      if (target < 0 || target >= length)
        return br.emitOpError() << "branches to pc " << target << ", outside the kernel's " << length
                                << " instructions";
    }
    ++pc;
  }
  return success();
}

/// One layout entry (see ProgramOp's description), or an error naming what is wrong.
static LogicalResult verifyRegion(ProgramOp program, StringRef list, size_t index, DictionaryAttr entry) {
  auto fail = [&](const Twine &what) {
    return program.emitOpError() << "has a malformed `" << list << "` entry #" << index << " (" << what << "): " << entry;
  };
  // Every field counts words (or bits) of data memory: a value past the memory below the
  // scratchpad is well formed but cannot be on this machine, which the message says (with the
  // value as written, at its own width).
  std::string tooBig;
  auto get = [&](StringRef name, int64_t &value) -> bool {
    auto attr = dyn_cast_or_null<IntegerAttr>(entry.get(name));
    if (!attr || (!attr.getType().isUnsignedInteger() && attr.getValue().isNegative()))
      return false;
    if (attr.getValue().getActiveBits() > 32 || attr.getValue().getZExtValue() > uint64_t(kScratchpadBase)) {
      if (tooBig.empty())
        tooBig = (Twine("`") + name + "` = " + llvm::toString(attr.getValue(), 10, false) +
                  " does not fit the machine: data memory has " + Twine(kScratchpadBase) +
                  " words below the scratchpad")
                     .str();
      value = 0;
      return true;
    }
    value = attr.getInt();
    return true;
  };
  int64_t address, bits, rows, cols, pitch, words;
  for (auto [name, slot] : {std::pair<StringRef, int64_t *>{"address", &address}, {"bits", &bits}, {"rows", &rows},
                            {"cols", &cols}, {"pitch", &pitch}, {"words", &words}})
    if (!get(name, *slot))
      return fail(Twine("`") + name + "` must be a non-negative integer");
  if (!tooBig.empty())
    return fail(tooBig);
  if (bits < 2 || bits > 16)
    return fail("`bits` must be 2..16");
  auto shape = dyn_cast_or_null<ArrayAttr>(entry.get("shape"));
  if (!shape || !llvm::all_of(shape, [](Attribute d) {
        auto i = dyn_cast<IntegerAttr>(d);
        return i && !i.getValue().isNegative();
      }))
    return fail("`shape` must be a list of non-negative integers");
  int64_t last = rows * cols == 0 ? 0 : (rows - 1) * pitch + cols;
  if (cols > pitch || last > words || address + words > kScratchpadBase)
    return fail("the view does not fit its words below the scratchpad");
  // The view holds the tensor's elements in row-major order: as many as the shape has.
  // (Products are computed wide: a shape's dimensions may be as large as written.)
  llvm::APInt elements(128, 1);
  bool overflow = false;
  for (Attribute d : shape) {
    llvm::APInt dim = cast<IntegerAttr>(d).getValue().zextOrTrunc(128);
    if (cast<IntegerAttr>(d).getValue().getActiveBits() > 64)
      overflow = true;
    elements = elements.umul_ov(dim, overflow);
  }
  if (overflow || elements != llvm::APInt(128, uint64_t(rows * cols))) {
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "`shape` " << shape << " has " << (overflow ? std::string("too many") : llvm::toString(elements, 10, false))
       << " elements but the view " << rows << " x " << cols << " holds " << rows * cols;
    return fail(os.str());
  }
  return success();
}

LogicalResult ProgramOp::verify() {
  for (auto [list, entries] : {std::pair<StringRef, ArrayAttr>{"arguments", getArguments()}, {"results", getResults()}})
    for (auto [index, entry] : llvm::enumerate(entries))
      if (failed(verifyRegion(*this, list, index, cast<DictionaryAttr>(entry))))
        return failure();
  return success();
}

LogicalResult ProgramOp::verifyRegions() {
  for (Operation &op : getBody().front()) {
    auto kernel = dyn_cast<KernelOp>(op);
    if (!kernel)
      return op.emitOpError() << "is not an atreides.kernel; a program holds only kernels";
    if (kernel.getResult() >= getResults().size())
      return kernel.emitOpError() << "computes result " << kernel.getResult() << " but the program has "
                                  << getResults().size() << " results";
  }
  return success();
}
