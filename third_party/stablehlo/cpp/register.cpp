// The C dialect handles of StableHLO and CHLO, under the names upstream's C API
// (stablehlo/integrations/c) gives them. Upstream's StablehloCAPI library also carries the passes,
// the serialisation and the reference interpreter; lpf registers the two dialects only, so it
// defines the two handles itself and links just the dialect libraries.
#include "mlir/CAPI/Registration.h"
#include "stablehlo/dialect/ChloOps.h"
#include "stablehlo/dialect/StablehloOps.h"
#include "stablehlo/conversions/linalg/transforms/Passes.h"
#include "stablehlo/transforms/Passes.h"

// Declared first so that the definitions below have C linkage (upstream's C API headers do this).
extern "C" {
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Stablehlo, stablehlo);
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Chlo, chlo);
}

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Stablehlo, stablehlo, mlir::stablehlo::StablehloDialect)
MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Chlo, chlo, mlir::chlo::ChloDialect)

// Inserts both dialects into the `mlir::DialectRegistry *` an mlir-opt dialect-plugin callback
// gets (the C handles above need an MlirDialectRegistry, which the plugin does not have).
extern "C" void lpfStablehloInsertIntoCppRegistry(void *cppDialectRegistry) {
  static_cast<mlir::DialectRegistry *>(cppDialectRegistry)
      ->insert<mlir::stablehlo::StablehloDialect, mlir::chlo::ChloDialect>();
}

// Registers the two upstream passes the LLVM exit runs on modules that mix lpf with StableHLO:
// `chlo-legalize-to-stablehlo` and `stablehlo-legalize-to-linalg` (by their upstream names, so
// pipelines and `--help` read as upstream's do). Only these two: LpfChloLegalize holds one pass.
extern "C" void lpfStablehloRegisterPasses(void) {
  mlir::stablehlo::registerChloLegalizeToStablehloPass();
  mlir::stablehlo::registerStablehloLegalizeToLinalgPass();
}
