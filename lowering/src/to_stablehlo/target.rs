//! Which XLA target the StableHLO is for: the module's `lpf.stablehlo_target` attribute, "cpu"
//! (default) or "gpu". External passes take no options in MLIR 22's C API, so `lpf-opt
//! --stablehlo-target=gpu` sets the attribute before the pipeline runs (a module may also carry
//! it in its source, which is how the mlir-opt plugin gets it). `lower-to-stablehlo` removes it.

use melior::ir::attribute::StringAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::OperationRef;

pub const ATTRIBUTE: &str = "lpf.stablehlo_target";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Cpu,
    Gpu,
}

impl Target {
    pub fn parse(name: &str) -> Option<Target> {
        match name {
            "cpu" => Some(Target::Cpu),
            "gpu" => Some(Target::Gpu),
            _ => None,
        }
    }
}

/// The target `op`'s enclosing module asks for (cpu when unset or unknown; the driver rejects
/// unknown names before they get here).
pub fn target_of(op: OperationRef) -> Target {
    let mut current = Some(op);
    while let Some(o) = current {
        if o.name().as_string_ref().as_str() == Ok("builtin.module") {
            if let Some(name) = o.attribute(ATTRIBUTE).ok().and_then(|a| StringAttribute::try_from(a).ok()) {
                return Target::parse(name.value()).unwrap_or(Target::Cpu);
            }
        }
        current = o.parent_operation();
    }
    Target::Cpu
}
