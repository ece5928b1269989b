//! lpf-numerics: the single source of numeric truth for lpf (formats, rounding, reference kernels).

pub mod sf16_hw;
