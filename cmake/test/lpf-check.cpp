//===- lpf-check.cpp - a C++ MLIR tool built against the installed LPF package -===//
//
// lpf-check PLUGIN PIPELINE FILE...: registers the lpf dialect from LPF::Dialect, parses and
// verifies each FILE, then loads PLUGIN (liblpf_tools.so) for its passes, runs PIPELINE (nested
// in the module, e.g. `lpf-decompose-scaled-dot`) on the last file, verifies the result with the
// package's dialect and prints it. Built against a package with LPF::StableHLO, it registers
// StableHLO and CHLO too (so JAX's modules parse) and counts their ops. Exit 1 on any failure.
// Used by scripts/test.d/60-cmake.sh.
//
//===----------------------------------------------------------------------===//

#include "lpf-c/Lpf.h"
#include "lpf/LpfDialect.h"

#include "mlir/CAPI/IR.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Tools/Plugins/DialectPlugin.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"

#ifdef LPF_CHECK_STABLEHLO
#include "stablehlo/dialect/ChloOps.h"
#include "stablehlo/dialect/StablehloOps.h"
#endif

#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: lpf-check PLUGIN PIPELINE FILE...\n");
    return 1;
  }
  mlir::DialectRegistry registry;
  registry.insert<mlir::lpf::LpfDialect, mlir::func::FuncDialect>();
#ifdef LPF_CHECK_STABLEHLO
  registry.insert<mlir::stablehlo::StablehloDialect, mlir::chlo::ChloDialect>();
  std::printf("registered stablehlo and chlo\n");
#endif
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();

  // The C API half of the package, called from C++ (wrap/unwrap are header-only, so no
  // libMLIR-C is needed): it must build the type the parser builds.
  MlirType sf16 = lpfSfTypeGet(wrap(mlir::Location(mlir::UnknownLoc::get(&context))), 16);
  if (!unwrap(sf16) || !lpfTypeIsSf(sf16) || lpfSfTypeGetWidth(sf16) != 16 ||
      unwrap(sf16) != mlir::parseType("!lpf.sf<16>", &context)) {
    std::fprintf(stderr, "lpf-check: lpfSfTypeGet(16) is not !lpf.sf<16>\n");
    return 1;
  }

  mlir::OwningOpRef<mlir::ModuleOp> module;
  for (int i = 3; i < argc; ++i) {
    module = mlir::parseSourceFile<mlir::ModuleOp>(argv[i], &context);
    if (!module || mlir::failed(mlir::verify(*module))) {
      std::fprintf(stderr, "lpf-check: %s does not parse and verify\n", argv[i]);
      return 1;
    }
    unsigned lpfOps = 0, stablehloOps = 0;
    module->walk([&](mlir::Operation *op) {
      if (op->getDialect() && op->getDialect()->getNamespace() == "lpf")
        ++lpfOps;
#ifdef LPF_CHECK_STABLEHLO
      if (op->getDialect() && mlir::isa<mlir::stablehlo::StablehloDialect, mlir::chlo::ChloDialect>(op->getDialect()))
        ++stablehloOps;
#endif
    });
    if (stablehloOps)
      std::printf("verified %s: %u stablehlo/chlo ops\n", argv[i], stablehloOps);
    else
      std::printf("verified %s: %u lpf ops\n", argv[i], lpfOps);
  }

  // The plugin carries its own copy of the dialect (Rust cdylib, private C++ symbols), and its
  // passes load that copy as a dependent dialect. One context cannot hold two dialects named lpf,
  // so the passes run in a second context filled by the plugin, on the text the package printed;
  // the result is then parsed and verified again by the package's dialect.
  std::string text;
  llvm::raw_string_ostream textStream(text);
  module->print(textStream);

  auto dialects = mlir::DialectPlugin::load(argv[1]);
  auto passes = mlir::PassPlugin::load(argv[1]);
  if (!dialects || !passes) {
    std::fprintf(stderr, "lpf-check: cannot load %s: %s\n", argv[1],
                 llvm::toString(dialects ? passes.takeError() : dialects.takeError()).c_str());
    return 1;
  }
  mlir::DialectRegistry pluginRegistry;
  pluginRegistry.insert<mlir::func::FuncDialect>();
  dialects->registerDialectRegistryCallbacks(pluginRegistry);
  passes->registerPassRegistryCallbacks();
  mlir::MLIRContext pluginContext(pluginRegistry);
  mlir::OwningOpRef<mlir::ModuleOp> input = mlir::parseSourceString<mlir::ModuleOp>(text, &pluginContext);
  if (!input) {
    std::fprintf(stderr, "lpf-check: the plugin's dialect does not parse the package's output\n");
    return 1;
  }
  mlir::PassManager pm(&pluginContext);
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  if (mlir::failed(mlir::parsePassPipeline(argv[2], pm, errorStream))) {
    std::fprintf(stderr, "lpf-check: bad pipeline: %s\n", errors.c_str());
    return 1;
  }
  if (std::getenv("LPF_CHECK_PRINT_IR"))
    pluginContext.disableMultithreading(), pm.enableIRPrinting();
  if (mlir::failed(pm.run(*input))) {
    std::fprintf(stderr, "lpf-check: the pipeline failed\n");
    return 1;
  }
  std::string lowered;
  llvm::raw_string_ostream loweredStream(lowered);
  input->print(loweredStream);
  module = mlir::parseSourceString<mlir::ModuleOp>(lowered, &context);
  if (!module || mlir::failed(mlir::verify(*module))) {
    std::fprintf(stderr, "lpf-check: the pass output does not verify with the package's dialect\n");
    return 1;
  }
  module->print(llvm::outs());
  return 0;
}
