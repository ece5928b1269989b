// `lpf-fuse-elementwise-ops`: upstream MLIR's `linalg-fuse-elementwise-ops` (the same patterns,
// the same control: a producer is fused only into its one use), except that no producer is fused
// into, and no reshape folded with, a `linalg.generic` that carries the unit attribute
// `lpf.xla_loop_fma` (the LLVM exit's fused multiply-add dots inside loops,
// lowering/src/to_llvm/foreign/loop_fma.rs).
//
// Why: such a generic loops over (b, m, k, n). An element-wise producer fused into it is
// computed again at every point of those loops, N times for each element of the left operand and
// M times for each of the right: a bf16 dot in a `fori_loop` widened both of its operands for every
// product (3x jax.jit's time), a `tanh` before a dot ran once per column. Kept apart, each producer
// runs once and the dot reads its result. Fusion never changes a value (each element is computed
// by the same scalar ops either way), so this is a question of time only.
//
// Registered by `lpf_dialect::passes::register_fuse_elementwise` (lowering/src/registry.rs); C++
// because MLIR's C API has no rewrite-pattern populate hooks and upstream's pass takes no control
// function.
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace {

// The attribute lowering/src/hlo_defined/loop_dot.rs names LOOP_FMA.
constexpr llvm::StringLiteral kLoopFma = "lpf.xla_loop_fma";

bool isLoopFma(mlir::Operation *op) { return op && op->hasAttr(kLoopFma); }

struct LpfFuseElementwise : public mlir::PassWrapper<LpfFuseElementwise, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LpfFuseElementwise)

  llvm::StringRef getArgument() const final { return "lpf-fuse-elementwise-ops"; }
  llvm::StringRef getDescription() const final {
    return "linalg-fuse-elementwise-ops, except into (or through a reshape of) a linalg.generic marked "
           "lpf.xla_loop_fma (the LLVM exit's fused multiply-add dots in loops)";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::affine::AffineDialect, mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  }

  void runOnOperation() override {
    mlir::MLIRContext *context = &getContext();
    mlir::RewritePatternSet patterns(context);
    // Upstream's control (the producer has this one use), and neither side a marked dot: the
    // operand's owner (a consumer generic, or a reshape of the dot's result) and its producer.
    mlir::linalg::ControlFusionFn control = [](mlir::OpOperand *fused) {
      mlir::Operation *producer = fused->get().getDefiningOp();
      return producer && producer->hasOneUse() && !isLoopFma(producer) && !isLoopFma(fused->getOwner());
    };
    mlir::linalg::populateElementwiseOpsFusionPatterns(patterns, control);
    mlir::linalg::populateFoldReshapeOpsByExpansionPatterns(patterns, control);
    mlir::tensor::populateBubbleUpExpandShapePatterns(patterns);
    mlir::affine::AffineApplyOp::getCanonicalizationPatterns(patterns, context);
    mlir::linalg::GenericOp::getCanonicalizationPatterns(patterns, context);
    mlir::tensor::ExpandShapeOp::getCanonicalizationPatterns(patterns, context);
    mlir::tensor::CollapseShapeOp::getCanonicalizationPatterns(patterns, context);
    context->getLoadedDialect<mlir::linalg::LinalgDialect>()->getCanonicalizationPatterns(patterns);
    mlir::linalg::populateConstantFoldLinalgOperations(patterns, control);
    (void)mlir::applyPatternsGreedily(getOperation(), std::move(patterns), mlir::GreedyRewriteConfig().setUseTopDownTraversal());
  }
};

} // namespace

extern "C" void lpfRegisterFuseElementwisePass(void) { mlir::PassRegistration<LpfFuseElementwise>(); }
