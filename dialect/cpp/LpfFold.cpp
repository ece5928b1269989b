//===- LpfFold.cpp - folds through the Rust fold hook -------------------===//
//
// The lpf ops' folds do no arithmetic here: every rounding lives in the Rust numerics crate, so
// each fold hands the op and its operands' constant attributes to the hook the Rust side set
// (lpfSetFoldHook), which runs the same code as the lpf-fold pass. The dialect then
// materialises the constant it returns.
//
//===----------------------------------------------------------------------===//

#include "LpfDialect.h"
#include "lpf-c/Lpf.h"

#include "mlir/CAPI/IR.h"
#include "mlir/IR/TypeUtilities.h"

#include <atomic>

using namespace mlir;
using namespace mlir::lpf;

// Set once by the Rust side, read by folds that may run on several threads.
static std::atomic<LpfFoldHook> foldHook{nullptr};

void lpfSetFoldHook(LpfFoldHook hook) { foldHook.store(hook); }

/// Asks the hook to fold `op` when all its operands are constants.
static OpFoldResult foldThroughHook(Operation *op, ArrayRef<Attribute> operands) {
  LpfFoldHook hook = foldHook.load();
  if (!hook || llvm::any_of(operands, [](Attribute a) { return !a; }))
    return {};
  SmallVector<MlirAttribute> raw;
  for (Attribute a : operands)
    raw.push_back(wrap(a));
  MlirAttribute result{nullptr};
  if (!hook(wrap(op), raw.data(), static_cast<intptr_t>(raw.size()), &result) ||
      mlirAttributeIsNull(result))
    return {};
  return unwrap(result);
}

// ConstantLike: the fold of a constant is its value, which materializeConstant turns back into
// the same op.
OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

// Every other foldable op folds through the Rust hook, with the same rules as lpf-fold.
#define LPF_FOLD_THROUGH_HOOK(OP)                                                                \
  OpFoldResult OP::fold(FoldAdaptor adaptor) { return foldThroughHook(*this, adaptor.getOperands()); }

LPF_FOLD_THROUGH_HOOK(ConvertOp)
LPF_FOLD_THROUGH_HOOK(AddOp)
LPF_FOLD_THROUGH_HOOK(SubOp)
LPF_FOLD_THROUGH_HOOK(MulOp)
LPF_FOLD_THROUGH_HOOK(DivOp)
LPF_FOLD_THROUGH_HOOK(NegOp)
LPF_FOLD_THROUGH_HOOK(CmpOp)

#undef LPF_FOLD_THROUGH_HOOK

/// lpf literals (a string, or an array of strings) of an lpf format become `lpf.constant`; the
/// integer results of folded comparisons become `arith.constant`.
Operation *LpfDialect::materializeConstant(OpBuilder &builder, Attribute value, Type type,
                                           Location loc) {
  if (isa<StringAttr, ArrayAttr>(value) &&
      classify(getElementTypeOrSelf(type)) != FormatKind::None)
    return ConstantOp::create(builder, loc, type, value);
  if (arith::ConstantOp::isBuildableWith(value, type))
    return arith::ConstantOp::create(builder, loc, type, cast<TypedAttr>(value));
  return nullptr;
}
