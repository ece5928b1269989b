//! A scratch directory of this process's own under the system's temporary directory, removed
//! with everything in it when dropped (lpf-run's XLA runner files, lpf-translate's part objects).

use std::path::PathBuf;

pub struct Scratch {
    pub path: PathBuf,
}

impl Scratch {
    /// A new, empty directory named `<prefix>-<pid>-<nanoseconds>`.
    pub fn create(prefix: &str) -> std::io::Result<Scratch> {
        let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        let path = std::env::temp_dir().join(format!("{prefix}-{}-{stamp}", std::process::id()));
        std::fs::create_dir_all(&path)?;
        Ok(Scratch { path })
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
