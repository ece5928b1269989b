//! Which compiler the StableHLO is for: the module's `lpf.stablehlo_target` attribute, "cpu"
//! (XLA CPU, default), "gpu" (XLA GPU) or "iree" (IREE's llvm-cpu, docs/iree.md). External passes take no options in MLIR 22's C API, so `lpf-opt
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
    /// IREE (llvm-cpu): none of its float converts is used (they are wrong near the smallest
    /// normal of f8/f4, on f8E4M3FN overflow and NaN, and into E8M0), element types its runtime
    /// lacks travel as codes, and ordered f32 dots run in IREE's k order where that is exact.
    Iree,
}

impl Target {
    pub fn parse(name: &str) -> Option<Target> {
        match name {
            "cpu" => Some(Target::Cpu),
            "gpu" => Some(Target::Gpu),
            "iree" => Some(Target::Iree),
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

thread_local! {
    /// The target of the module the exit is lowering on this thread (set by [`Scope`]), for the
    /// building blocks that see no op (the carrier of an element type).
    static CURRENT: std::cell::Cell<Target> = const { std::cell::Cell::new(Target::Cpu) };
}

/// Sets the current target to `root`'s for as long as it lives (the previous one after).
pub struct Scope(Target);

impl Scope {
    pub fn enter(root: OperationRef) -> Scope {
        Scope(CURRENT.with(|c| c.replace(target_of(root))))
    }
}

impl Drop for Scope {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.0));
    }
}

/// The target of the module being lowered on this thread (cpu outside a [`Scope`]).
pub fn current() -> Target {
    CURRENT.with(|c| c.get())
}

/// The compiler the exit lowers for, as its errors name it ("XLA CPU", or "IREE", whose
/// runtime flushes subnormals as XLA CPU does: the same refusals hold there).
pub fn compiler_name() -> &'static str {
    match current() {
        Target::Iree => "IREE",
        Target::Cpu | Target::Gpu => "XLA CPU",
    }
}
