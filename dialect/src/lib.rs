//! lpf dialect (placeholder until its issue lands).
