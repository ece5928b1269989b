// lpf's C entry points to StableHLO's reference interpreter (upstream/stablehlo/reference): run a
// func.func of a module on given inputs with upstream's `eval`, every op the interpreter does not
// know (lpf ops, arith.constant, tensor reshapes, ...) handed to a callback (lpf-run's evaluator).
//
// Values cross as raw bytes in the interpreter's own storage layout: row-major, one element in
// max(width, 8) / 8 little-endian bytes (Tensor.cpp's getSizeInBytes), so every value keeps its
// bits. Upstream ends the process (llvm::report_fatal_error) on what it does not support and on
// a failing fallback, so the callers check first (`lpfStablehloInterpreterRuns`,
// `lpfStablehloInterpreterHolds`), a failing callback is remembered rather than returned as an
// llvm::Error, and a fatal error that still happens is reported by a scoped handler as an error
// message and exit status 1, not an abort with a crash dump.
#include "llvm/Support/ErrorHandling.h"
#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinTypes.h"
#include "stablehlo/dialect/StablehloOps.h"
#include "stablehlo/reference/Configuration.h"
#include "stablehlo/reference/Ops.h"
#include "stablehlo/reference/Scope.h"
#include "stablehlo/reference/Tensor.h"
#include "stablehlo/reference/Types.h"
#include "stablehlo/reference/Value.h"

#include <cstdint>
#include <cstdio>
#include <unistd.h>
#include <vector>

using namespace mlir;
using namespace mlir::stablehlo;

extern "C" {
/// Evaluates `op` (an op the interpreter does not know): `operands[i]` holds operand i's bytes,
/// `results[i]` has room for result i's bytes (sizes given). Returns 0 on success; otherwise the
/// callee keeps its own error and the evaluation is abandoned.
typedef int (*LpfStablehloFallback)(void *user, MlirOperation op, intptr_t numOperands,
                                    const char *const *operands, const intptr_t *operandSizes,
                                    intptr_t numResults, char *const *results,
                                    const intptr_t *resultSizes);
/// Receives result `index` of the evaluated function.
typedef void (*LpfStablehloSink)(void *user, intptr_t index, const char *data, intptr_t size);
}

namespace {

/// The ops `eval` (reference/Ops.cpp) evaluates itself, in its order; everything else goes to the
/// fallback at a function's top level, or ends the process anywhere else. Left out although
/// `eval` names them: the Dynamic* ops of dynamic shapes (they end the process; dynamic_slice and
/// dynamic_update_slice, static shapes with run-time start indices, are in), the ops `eval` only
/// refuses as decomposable (batch_norm_*, einsum, rng, ...) and the ops that need a
/// process grid (collectives, infeed/outfeed, send/recv, replica and partition ids), since lpf
/// runs one process without one.
bool interpreterRuns(Operation *op) {
  return isa<AbsOp, AddOp, AfterAllOp, AndOp, Atan2Op, BitcastConvertOp, BroadcastInDimOp, func::CallOp,
             CaseOp, CbrtOp, CeilOp, ClampOp, ClzOp, CompareOp, ComplexOp, CompositeOp,
             ConcatenateOp, ConstantOp, ConvertOp, ConvolutionOp, CosineOp, DivOp, DotGeneralOp,
             DynamicSliceOp, DynamicUpdateSliceOp, ExpOp, Expm1Op, FloorOp, GatherOp, GetDimensionSizeOp, GetTupleElementOp, IfOp, ImagOp,
             IotaOp, IsFiniteOp, Log1pOp, LogOp, LogisticOp, MapOp, MaxOp, MinOp, MulOp, NegOp, NotOp,
             OptimizationBarrierOp, OrOp, PadOp, PopulationCountOp, PowOp, RealOp, ReduceOp,
             ReducePrecisionOp, ReduceWindowOp, RemOp, ReshapeOp, func::ReturnOp, ReturnOp,
             ReverseOp, RoundNearestEvenOp, RoundOp, RsqrtOp, ScatterOp, SelectAndScatterOp,
             SelectOp, ShiftLeftOp, ShiftRightArithmeticOp, ShiftRightLogicalOp, SignOp, SineOp,
             SliceOp, SortOp, SqrtOp, SubtractOp, TanOp, TanhOp, TransposeOp, TupleOp, WhileOp,
             XorOp>(op);
}

bool holdsElement(Type type) {
  return isSupportedFloatType(type) || isSupportedIntegerType(type) ||
         isSupportedBooleanType(type);
}

/// The tensor type a value of `type` is held as (callers checked it is one).
ShapedType heldType(Type type) { return cast<RankedTensorType>(type); }

int64_t sizeInBytes(ShapedType type) {
  int64_t width = type.getElementType().getIntOrFloatBitWidth();
  return type.getNumElements() * (std::max<int64_t>(width, 8) / 8);
}

Tensor tensorOf(ShapedType type, const char *data) {
  ArrayRef<char> bytes(data, static_cast<size_t>(sizeInBytes(type)));
  return Tensor(type, HeapAsmResourceBlob::allocateAndCopyWithAlign(bytes, alignof(uint64_t)));
}

/// The fallback: hands each op to lpf's callback; after a failure, fills results with zeros
/// without calling it again (upstream's loop cannot be left early; the caller reports the error).
class Fallback : public InterpreterFallback {
 public:
  Fallback(LpfStablehloFallback callback, void *user) : callback_(callback), user_(user) {}

  llvm::Error operator()(Operation &op, Scope &scope, Process *) override {
    SmallVector<Tensor> operands = scope.findTensors(op.getOperands());
    std::vector<const char *> operandData;
    std::vector<intptr_t> operandSizes;
    for (const Tensor &operand : operands) {
      operandData.push_back(operand.getData());
      operandSizes.push_back(sizeInBytes(operand.getType()));
    }
    std::vector<ShapedType> types;
    std::vector<std::vector<char>> storage;
    for (Type type : op.getResultTypes()) {
      types.push_back(heldType(type));
      storage.emplace_back(static_cast<size_t>(sizeInBytes(types.back())), 0);
    }
    std::vector<char *> resultData;
    std::vector<intptr_t> resultSizes;
    for (auto &bytes : storage) {
      resultData.push_back(bytes.data());
      resultSizes.push_back(static_cast<intptr_t>(bytes.size()));
    }
    if (!failed_)
      failed_ = callback_(user_, wrap(&op), static_cast<intptr_t>(operandData.size()),
                          operandData.data(), operandSizes.data(),
                          static_cast<intptr_t>(resultData.size()), resultData.data(),
                          resultSizes.data()) != 0;
    SmallVector<InterpreterValue> results;
    for (size_t i = 0; i < types.size(); ++i) results.push_back(tensorOf(types[i], storage[i].data()));
    scope.add(op.getResults(), results);
    return llvm::Error::success();
  }

  bool failed() const { return failed_; }

 private:
  LpfStablehloFallback callback_;
  void *user_;
  bool failed_ = false;
};

/// What upstream's report_fatal_error does under lpf: an error line and exit status 1 (the
/// default aborts and prints a crash dump). Only reached past the callers' checks.
void reportFatal(void *, const char *reason, bool) {
  std::fflush(stdout);
  std::fprintf(stderr, "error: [E0915] StableHLO's reference interpreter cannot run this program: %s\n", reason);
  std::fflush(stderr);
  _exit(1);
}

}  // namespace

/// Whether StableHLO's interpreter evaluates `op` itself.
extern "C" bool lpfStablehloInterpreterRuns(MlirOperation op) { return interpreterRuns(unwrap(op)); }

/// Whether the interpreter can hold a value of `type`: a statically shaped ranked tensor of an
/// element type its Tensor stores. Not a scalar: its Scope requires a value's runtime type to be
/// the SSA value's type, and its Tensor is always shaped.
extern "C" bool lpfStablehloInterpreterHolds(MlirType type) {
  auto shaped = dyn_cast<RankedTensorType>(unwrap(type));
  return shaped && shaped.hasStaticShape() && holdsElement(shaped.getElementType());
}

/// Runs the body of `func` (a func.func of one block) on `args`; results go to `sink` in order.
/// Returns 0 on success, 1 when the fallback failed (its callback keeps the error), 2 when `func`
/// is not a func.func with one block or the argument count differs.
extern "C" int lpfStablehloInterpret(MlirOperation func, intptr_t numArgs, const char *const *args,
                                     LpfStablehloFallback callback, LpfStablehloSink sink,
                                     void *user) {
  auto funcOp = dyn_cast<func::FuncOp>(unwrap(func));
  if (!funcOp || !funcOp.getBody().hasOneBlock()) return 2;
  Block &block = funcOp.getBody().front();
  if (static_cast<intptr_t>(block.getNumArguments()) != numArgs) return 2;
  SmallVector<InterpreterValue> inputs;
  for (auto [index, argument] : llvm::enumerate(block.getArguments()))
    inputs.push_back(tensorOf(heldType(argument.getType()), args[index]));

  llvm::ScopedFatalErrorHandler handler(reportFatal);
  Fallback fallback(callback, user);
  SmallVector<InterpreterValue> results = eval(funcOp.getBody(), inputs, &fallback);
  if (fallback.failed()) return 1;
  for (auto [index, result] : llvm::enumerate(results)) {
    Tensor tensor = result.getTensor();
    sink(user, static_cast<intptr_t>(index), tensor.getData(), sizeInBytes(tensor.getType()));
  }
  return 0;
}
