//! lpf tools (placeholder until its issue lands).
