//! Writing the result: standard output, or a file that appears only when complete. The bytes go
//! to a temporary file beside the target, which is renamed over it (atomic on one file system),
//! so a failure never leaves a partial file nor touches an existing one.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` (`-`: standard output).
pub fn write_output(path: &str, bytes: &[u8]) -> std::io::Result<()> {
    if path == "-" {
        let mut out = std::io::stdout().lock();
        return out.write_all(bytes).and_then(|_| out.flush());
    }
    let target = Path::new(path);
    let temporary = temporary_beside(target);
    let result = write_file(&temporary, bytes).and_then(|_| std::fs::rename(&temporary, target));
    if result.is_err() {
        // Best effort: the temporary may not exist (e.g. the directory is not writable).
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    // create_new: never follow or clobber something already at the temporary name.
    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// `dir/.name.lpf-translate-<pid>.tmp` in the target's own directory (rename cannot cross
/// file systems).
fn temporary_beside(target: &Path) -> PathBuf {
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    target.with_file_name(format!(".{name}.lpf-translate-{}.tmp", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("lpf-translate-output-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn replaces_the_file_and_leaves_no_temporary() {
        let dir = scratch("replace");
        let target = dir.join("a.o");
        std::fs::write(&target, b"old").unwrap();
        write_output(target.to_str().unwrap(), b"new bytes").unwrap();
        assert_eq!(std::fs::read(&target).unwrap(), b"new bytes");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_failed_write_leaves_nothing_behind() {
        let dir = scratch("missing");
        let target = dir.join("no-such-dir").join("a.o");
        assert!(write_output(target.to_str().unwrap(), b"x").is_err());
        assert!(!target.exists());
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
