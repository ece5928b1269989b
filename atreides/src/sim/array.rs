//! The 2x2 weight-stationary systolic array of one core, at the level of atreides.md §5.
//!
//! Thread t drives row t's activation (its R0) and column t's weight (its R1). The array
//! only moves on SYS instructions, and each SYS is one array step: whatever the operation,
//! it latches the current activations and weight inputs, which the next SYS sees as "the
//! previous SYS". `clear` zeroes the accumulators and that pipeline (the latched values), so
//! the SYS after a clear sees zeros as its predecessor's inputs. Weights survive `clear`:
//! they are replaced only by `load`.

use lpf_numerics::sf16_hw::{add_sat, mul_trunc};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Array {
    /// W[row][col].
    weights: [[u16; 2]; 2],
    /// C[row][col], 16-bit SF16 accumulators.
    acc: [[u16; 2]; 2],
    /// Row r's activation (R0 of thread r) at the previous SYS.
    prev_act: [u16; 2],
    /// Column c's weight input (R1 of thread c) at the previous SYS.
    prev_weight_in: [u16; 2],
}

/// What one SYS does to the array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Clear,
    Load,
    Compute,
    /// Reads change nothing but still count as an array step.
    Read,
}

impl Array {
    /// One SYS step; `r0[t]`, `r1[t]` are thread t's R0 and R1 as read in DECODE.
    pub fn step(&mut self, step: Step, r0: [u16; 2], r1: [u16; 2]) {
        match step {
            Step::Clear => {
                self.acc = [[0; 2]; 2];
                self.prev_act = [0; 2];
                self.prev_weight_in = [0; 2];
                return;
            }
            Step::Load => {
                // Row 1 takes what row 0 saw as its weight input at the previous SYS.
                self.weights[1] = self.prev_weight_in;
                self.weights[0] = r1;
            }
            Step::Compute => {
                for (r, (&now, &before)) in r0.iter().zip(&self.prev_act).enumerate() {
                    // Column 1 sees row r's activation one step late.
                    let inputs = [now, before];
                    for (c, &a) in inputs.iter().enumerate() {
                        self.acc[r][c] = add_sat(self.acc[r][c], mul_trunc(a, self.weights[r][c]));
                    }
                }
            }
            Step::Read => {}
        }
        self.prev_act = r0;
        self.prev_weight_in = r1;
    }

    /// The cell thread t reads: (t / 2, t % 2).
    pub fn read(&self, thread: usize) -> u16 {
        self.acc[thread / 2][thread % 2]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HALF: u16 = 0x4000;
    const QUARTER: u16 = 0x2000;

    #[test]
    fn load_last_row_first_then_row_zero() {
        let mut a = Array::default();
        // Row 1's weights (0.25, 0.5) go in first, then row 0's (0.5, 0.25).
        a.step(Step::Load, [0, 0], [QUARTER, HALF]);
        a.step(Step::Load, [0, 0], [HALF, QUARTER]);
        assert_eq!(a.weights, [[HALF, QUARTER], [QUARTER, HALF]]);
    }

    #[test]
    fn column_one_sees_the_activation_one_step_late() {
        let mut a = Array::default();
        a.step(Step::Load, [0, 0], [HALF, HALF]); // row 1 gets zeros, row 0 gets 0.5, 0.5
        a.step(Step::Compute, [HALF, 0], [0, 0]);
        // PE(0,0) = 0.5 * 0.5; PE(0,1) saw the activation of the load step: 0.
        assert_eq!((a.read(0), a.read(1)), (QUARTER, 0));
        a.step(Step::Compute, [0, 0], [0, 0]);
        assert_eq!((a.read(0), a.read(1)), (QUARTER, QUARTER));
    }

    #[test]
    fn accumulators_saturate_at_every_step_and_clear_resets_them() {
        let mut a = Array::default();
        a.step(Step::Load, [0, 0], [0x7FFF, 0x7FFF]);
        for _ in 0..4 {
            a.step(Step::Compute, [0x7FFF, 0], [0, 0]);
        }
        assert_eq!(a.read(0), 0x7FFF);
        a.step(Step::Clear, [0x7FFF, 0], [0, 0]);
        assert_eq!((a.read(0), a.read(1)), (0, 0));
        // After clear the delayed activation is zero too.
        a.step(Step::Compute, [0, 0], [0, 0]);
        assert_eq!(a.read(1), 0);
        // Negative activations saturate the other way.
        for _ in 0..4 {
            a.step(Step::Compute, [0xFFFF, 0], [0, 0]);
        }
        assert_eq!(a.read(0), 0xFFFF);
    }
}
