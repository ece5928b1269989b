//! lpf lowering (placeholder until its issue lands).
