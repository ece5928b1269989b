//===- LpfOptionsPass.cpp - Rust passes with textual options -------------===//
//
// MLIR 22's C API creates external passes without options, so `lpf-policy{rounding=upward}`
// would be rejected by the pipeline parser. This pass declares the options a Rust pass names
// (all strings) and hands the values of those given to the Rust `run` callback as one
// `name=value name=value ...` string (a value may be empty); the Rust side parses and
// validates them.
//
//===----------------------------------------------------------------------===//

#include "lpf-c/Lpf.h"

#include "mlir-c/IR.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"

#include <memory>
#include <string>
#include <vector>

using namespace mlir;

namespace {

/// What a registration fixes: names, options and the Rust callback.
struct OptionsPassSpec {
  std::string argument, description;
  std::vector<std::pair<std::string, std::string>> options; // name, description
  LpfOptionsPassRun run;
  void *userData;
  TypeID typeID;
  std::vector<MlirDialectHandle> dialects; // what the pass creates ops of
};

class OptionsPass : public Pass {
public:
  explicit OptionsPass(std::shared_ptr<const OptionsPassSpec> spec)
      : Pass(spec->typeID), spec(std::move(spec)) {
    for (const auto &[name, description] : this->spec->options)
      // ValueOptional: `rounding` without `=value` reaches Rust as an empty value, which it
      // refuses with one located error (LLVM's own "requires a value!" went to stderr, once
      // per parse, with an empty program name).
      values.push_back(std::make_unique<Option<std::string>>(*this, name, llvm::cl::desc(description),
                                                             llvm::cl::init(""), llvm::cl::ValueOptional));
  }

  StringRef getArgument() const override { return spec->argument; }
  StringRef getDescription() const override { return spec->description; }
  StringRef getName() const override { return spec->argument; }
  bool canScheduleOn(RegisteredOperationName) const override { return true; }
  void getDependentDialects(DialectRegistry &registry) const override {
    for (MlirDialectHandle handle : spec->dialects)
      mlirDialectHandleInsertDialect(handle, wrap(&registry));
  }

  std::unique_ptr<Pass> clonePass() const override {
    auto copy = std::make_unique<OptionsPass>(spec);
    copy->copyOptionValuesFrom(this);
    return copy;
  }

  void runOnOperation() override {
    // Only the options given, so that `rounding=` (given, empty) differs from not given.
    std::string text;
    for (size_t i = 0; i < values.size(); ++i)
      if (values[i]->hasValue())
        text += (text.empty() ? "" : " ") + spec->options[i].first + "=" + static_cast<std::string>(*values[i]);
    if (!spec->run(wrap(getOperation()), MlirStringRef{text.data(), text.size()}, spec->userData))
      signalPassFailure();
  }

private:
  std::shared_ptr<const OptionsPassSpec> spec;
  std::vector<std::unique_ptr<Option<std::string>>> values;
};

} // namespace

void lpfRegisterOptionsPass(MlirStringRef argument, MlirStringRef description,
                            const MlirStringRef *optionNames, const MlirStringRef *optionDescriptions,
                            intptr_t optionCount, MlirTypeID typeID, LpfOptionsPassRun run,
                            void *userData, const MlirDialectHandle *dialects, intptr_t dialectCount) {
  auto spec = std::make_shared<OptionsPassSpec>();
  spec->argument = unwrap(argument).str();
  spec->description = unwrap(description).str();
  for (intptr_t i = 0; i < optionCount; ++i)
    spec->options.emplace_back(unwrap(optionNames[i]).str(), unwrap(optionDescriptions[i]).str());
  spec->run = run;
  spec->userData = userData;
  spec->typeID = unwrap(typeID);
  spec->dialects.assign(dialects, dialects + dialectCount);
  std::shared_ptr<const OptionsPassSpec> shared = spec;
  registerPass([shared]() -> std::unique_ptr<Pass> { return std::make_unique<OptionsPass>(shared); });
}
