//! `lower-to-stablehlo`: the whole exit as one pass, running the exit's passes in order (see
//! the module list in [`super`]). Each step reports its own located errors; the first step
//! that fails stops the run, so one problem is not reported again by every later step.

use crate::pass::lpf_pass;
use melior::ir::OperationRef;
use melior::pass::ExternalPass;

lpf_pass!(
    "lower-to-stablehlo",
    "LpfLowerToStablehlo",
    "Lower lpf to generic-form StableHLO for XLA (runs lpf-decompose-scaled-dot and the lpf-stablehlo-* passes)",
    run,
    [lpf_stablehlo::stablehlo_handle()]
);

fn run(root: OperationRef, pass: ExternalPass) {
    let steps: [fn(OperationRef) -> bool; 9] = [
        super::recursion::refuse,
        super::foreign_convert::apply,
        super::composite::apply,
        crate::decompose_scaled_dot::apply,
        super::convert::apply,
        super::elementwise::apply,
        super::contract::apply,
        super::block::apply,
        super::structure::finish,
    ];
    for step in steps {
        if !step(root) {
            pass.signal_failure();
            return;
        }
    }
}
