//! lpf atreides (placeholder until its issue lands).
