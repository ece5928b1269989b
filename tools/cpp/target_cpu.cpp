// Whether a CPU name is known to a target. LLVM-C has no such query, and LLVM only warns
// ("'x' is not a recognized processor for this target (ignoring processor)") and then compiles
// for a default CPU, or dies with a fatal error. lpf-translate asks first and reports a clear
// error instead.

#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>
#include <string>

// 1: `cpu` names a processor of `triple`'s target; 0: it does not; -1: no such target. The
// targets must be initialised (LLVMInitializeAll*) before.
extern "C" int lpfTargetHasCpu(const char *triple, const char *cpu) {
  llvm::Triple parsed(triple);
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(parsed, error);
  if (!target)
    return -1;
  std::unique_ptr<llvm::MCSubtargetInfo> info(target->createMCSubtargetInfo(parsed, "", ""));
  if (!info)
    return -1;
  return info->isCPUStringValid(cpu) ? 1 : 0;
}

// 1: `cpu` of `triple`'s target (with the extra `features`, LLVM's "+a,-b" list) has `feature`
// (a name without sign, e.g. "avx512f"); 0: it has not; -1: no such target. For lpf-translate's
// choice of the dot kernel's vector unit (lowering's to_llvm::target).
extern "C" int lpfTargetCpuHasFeature(const char *triple, const char *cpu, const char *features, const char *feature) {
  llvm::Triple parsed(triple);
  std::string error;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(parsed, error);
  if (!target)
    return -1;
  std::unique_ptr<llvm::MCSubtargetInfo> info(target->createMCSubtargetInfo(parsed, cpu, features));
  if (!info)
    return -1;
  return info->checkFeatures(std::string("+") + feature) ? 1 : 0;
}
