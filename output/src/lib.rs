//! How lpf's tools write their results, so that every tool fails the same way:
//!
//! - a file appears only when it is complete: the bytes go to a temporary file beside the target,
//!   which is then renamed over it (atomic on one file system), so a failed or interrupted write
//!   never leaves a truncated file and never touches an existing one ([`write_file`]);
//! - standard output is written and flushed, and a reader that went away (`| head`) is told apart
//!   from a real write error ([`write_stdout`]): a broken pipe is a quiet exit, while any other
//!   write error is a failure (exit 1) with a message.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The path that means standard output on the tools' command lines.
pub const STDOUT: &str = "-";

/// Writes `bytes` to `path`, or to standard output when `path` is `-` (see [`write_stdout`]).
pub fn write_output(path: &str, bytes: &[u8]) -> std::io::Result<()> {
    if path == STDOUT {
        write_stdout(bytes)
    } else {
        write_file(Path::new(path), bytes)
    }
}

/// Writes `bytes` to standard output and flushes them (a write error shows here, not later). A
/// broken pipe is not an error: the reader chose to stop reading (`| head`), so the tool ends
/// quietly with the status it would have had; any other error (a full disk) is returned.
pub fn write_stdout(bytes: &[u8]) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|_| out.flush()) {
        Err(error) if is_broken_pipe(&error) => Ok(()),
        other => other,
    }
}

/// True when `error` means the reader of our standard output has gone (`lpf-run ... | head`):
/// not worth a message, and not a failure of the tool.
pub fn is_broken_pipe(error: &std::io::Error) -> bool {
    error.kind() == std::io::ErrorKind::BrokenPipe
}

/// Writes `bytes` to the file `target` atomically: the file holds either its old contents (or
/// does not exist) or all of `bytes`, never a prefix. A symbolic link is written through (its
/// file is replaced, not the link); a device or pipe (`/dev/null`, `/dev/stdout`, a FIFO) cannot
/// be replaced and is written in place.
///
/// A replaced file keeps its permission bits (an executable stays executable, a private file
/// stays private), as a file written in place would; a new file gets the default mode (0666
/// less the umask). Owner and group are the writer's, as for any new file.
pub fn write_file(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let (target, permissions) = match std::fs::metadata(target) {
        Ok(metadata) if !metadata.is_file() && !metadata.is_dir() => return write_in_place(target, bytes),
        Ok(metadata) if metadata.is_file() => (std::fs::canonicalize(target)?, Some(metadata.permissions())),
        _ => (target.to_path_buf(), None),
    };
    let temporary = temporary_beside(&target);
    let result = write_new(&temporary, bytes)
        .and_then(|_| permissions.map_or(Ok(()), |p| std::fs::set_permissions(&temporary, p)))
        .and_then(|_| std::fs::rename(&temporary, &target));
    if result.is_err() {
        // Best effort: the temporary may not exist (e.g. the directory is not writable).
        let _ = std::fs::remove_file(&temporary);
    }
    result
}

fn write_in_place(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
    file.write_all(bytes)?;
    file.flush()
}

fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    // create_new: never follow or clobber something already at the temporary name.
    let mut file = std::fs::OpenOptions::new().write(true).create_new(true).open(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}

/// `dir/.name.<pid>.lpf.tmp` in the target's own directory (a rename cannot cross file systems).
fn temporary_beside(target: &Path) -> PathBuf {
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "out".into());
    target.with_file_name(format!(".{name}.{}.lpf.tmp", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("lpf-output-{}-{name}", std::process::id()));
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
    fn a_replaced_file_keeps_its_permission_bits() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("mode");
        for mode in [0o600, 0o640, 0o755, 0o444] {
            let target = dir.join(format!("out-{mode:o}"));
            std::fs::write(&target, b"old").unwrap();
            std::fs::set_permissions(&target, std::fs::Permissions::from_mode(mode)).unwrap();
            write_file(&target, b"new").unwrap();
            assert_eq!(std::fs::read(&target).unwrap(), b"new");
            let now = std::fs::metadata(&target).unwrap().permissions().mode() & 0o7777;
            assert_eq!(now, mode, "mode {mode:o} became {now:o}");
        }
        // Through a symbolic link: the linked file's bits are kept.
        std::fs::write(dir.join("real"), b"old").unwrap();
        std::fs::set_permissions(dir.join("real"), std::fs::Permissions::from_mode(0o700)).unwrap();
        std::os::unix::fs::symlink("real", dir.join("link")).unwrap();
        write_file(&dir.join("link"), b"new").unwrap();
        assert_eq!(std::fs::metadata(dir.join("real")).unwrap().permissions().mode() & 0o7777, 0o700);
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

    #[test]
    fn a_directory_in_the_way_is_an_error_and_stays() {
        let dir = scratch("isdir");
        let target = dir.join("sub");
        std::fs::create_dir(&target).unwrap();
        assert!(write_file(&target, b"x").is_err());
        assert!(target.is_dir());
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_symbolic_link_is_written_through() {
        let dir = scratch("link");
        std::fs::write(dir.join("real"), b"old").unwrap();
        std::os::unix::fs::symlink("real", dir.join("link")).unwrap();
        write_file(&dir.join("link"), b"new").unwrap();
        assert!(std::fs::symlink_metadata(dir.join("link")).unwrap().file_type().is_symlink());
        assert_eq!(std::fs::read(dir.join("real")).unwrap(), b"new");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 2);
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_device_is_written_in_place() {
        use std::os::unix::fs::FileTypeExt;
        // /dev/full: every write fails with ENOSPC, and it must stay a device (a rename over it
        // would replace it with a file when run as root). Skipped where it is not a device.
        let full = Path::new("/dev/full");
        if !std::fs::metadata(full).is_ok_and(|m| m.file_type().is_char_device()) {
            return;
        }
        let error = write_file(full, b"x").unwrap_err();
        assert_eq!(error.kind(), std::io::ErrorKind::StorageFull);
        assert!(std::fs::metadata(full).unwrap().file_type().is_char_device());
    }

    #[test]
    fn only_a_broken_pipe_is_a_broken_pipe() {
        assert!(is_broken_pipe(&std::io::Error::from(std::io::ErrorKind::BrokenPipe)));
        assert!(!is_broken_pipe(&std::io::Error::from(std::io::ErrorKind::StorageFull)));
    }
}
