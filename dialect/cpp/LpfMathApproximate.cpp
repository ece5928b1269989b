// `lpf-math-approximate`: upstream MLIR's polynomial approximations of f32 math functions
// (mlir/Dialect/Math/Transforms: populateMathPolynomialApproximationPatterns), which MLIR 22
// exposes only as a populate function (its own pass, `test-math-polynomial-approximation`, is a
// test pass outside libMLIR). The LLVM exit runs it on the foreign (StableHLO) part of mixed
// modules: the approximations are arithmetic, so the loops around them vectorise instead of
// calling libm's scalar `tanhf` / `expf` per element (docs/llvm.md, "Mixed modules: speed").
//
// Registered by `lpf_dialect::passes::register_math_approximate` (lpf's pass registry,
// lowering/src/registry.rs); C++ because MLIR's C API has no rewrite-pattern populate hooks.
//
// Only the math ops present when the pass starts (and the ops their rewrites create) are
// visited, so nothing else in the module is folded or moved: lpf's ops are never touched. Only
// f32 ops match (no f16/bf16 expansion: those stay and are refused as before).
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

namespace {

// The functions approximated (math op mnemonics). What XLA approximates too; docs/llvm.md states
// each one's measured error.
constexpr llvm::StringLiteral kApproximated[] = {"exp", "expm1", "tanh", "erf", "log", "log1p", "log2"};

struct LpfMathApproximate : public mlir::PassWrapper<LpfMathApproximate, mlir::OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(LpfMathApproximate)

  llvm::StringRef getArgument() const final { return "lpf-math-approximate"; }
  llvm::StringRef getDescription() const final {
    return "Replace f32 exp, expm1, tanh, erf, log, log1p, log2 by upstream MLIR's polynomial approximations "
           "(the StableHLO part of mixed modules on the LLVM exit)";
  }
  void getDependentDialects(mlir::DialectRegistry &registry) const override {
    registry.insert<mlir::arith::ArithDialect, mlir::math::MathDialect, mlir::vector::VectorDialect>();
  }

  void runOnOperation() override {
    llvm::SmallVector<mlir::Operation *> ops;
    getOperation()->walk([&](mlir::Operation *op) {
      if (op->getDialect() && op->getDialect()->getNamespace() == "math")
        ops.push_back(op);
    });
    if (ops.empty())
      return;
    mlir::RewritePatternSet patterns(&getContext());
    mlir::populateMathPolynomialApproximationPatterns(
        // The predicate gets the op's full name ("math.tanh").
        patterns, [](llvm::StringRef name) {
          name.consume_front("math.");
          return llvm::is_contained(kApproximated, name);
        });
    mlir::GreedyRewriteConfig config;
    config.setStrictness(mlir::GreedyRewriteStrictness::ExistingAndNewOps);
    if (mlir::failed(mlir::applyOpPatternsGreedily(ops, std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace

extern "C" void lpfRegisterMathApproximatePass(void) { mlir::PassRegistration<LpfMathApproximate>(); }
