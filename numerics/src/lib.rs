//! lpf numerics (placeholder until its issue lands).
