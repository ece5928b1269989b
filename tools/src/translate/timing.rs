//! `--timing`: the wall-clock time of each step of a run, reported on stderr at its end (as
//! lpf-opt's `--mlir-timing` reports its parse, pipeline and print). The parts of a split
//! compile report their own steps, which overlap in time: each is timed from the split's start.

use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The steps so far (nothing is recorded when the report is off).
pub struct Timing {
    enabled: bool,
    started: Instant,
    last: Mutex<Instant>,
    steps: Mutex<Vec<(String, Duration)>>,
}

impl Timing {
    pub fn new(enabled: bool) -> Self {
        let now = Instant::now();
        Timing { enabled, started: now, last: Mutex::new(now), steps: Mutex::new(Vec::new()) }
    }

    /// Ends the step `name`, begun where the previous one ended.
    pub fn step(&self, name: &str) {
        if !self.enabled {
            return;
        }
        let now = Instant::now();
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        let took = now - *last;
        *last = now;
        self.steps.lock().unwrap_or_else(|e| e.into_inner()).push((name.to_string(), took));
    }

    /// Records `name`, which took `took` beside the other steps (a part on its own thread).
    pub fn beside(&self, name: &str, took: Duration) {
        if self.enabled {
            self.steps.lock().unwrap_or_else(|e| e.into_inner()).push((format!("  {name}"), took));
        }
    }

    pub fn report(&self) {
        if !self.enabled {
            return;
        }
        eprintln!("===-- lpf-translate timing (wall clock) --===");
        for (name, took) in self.steps.lock().unwrap_or_else(|e| e.into_inner()).iter() {
            eprintln!("  {:<44} {:>8.4} s", format!("{name}:"), took.as_secs_f64());
        }
        eprintln!("  {:<44} {:>8.4} s", "total (from the start of the run):", self.started.elapsed().as_secs_f64());
    }
}
