"""A persistent cache of the LLVM exit's compiled libraries (`lpf.native.Program`), so that a
model compiled once on this machine is not compiled again by a later process: its first call
then costs lpf-opt's raise and loading the library, not lpf-translate and the link.

The key is the SHA-256 of everything the library depends on: the module's text, the options
lpf-translate and the link get, the lpf-translate binary (its path, size, modification time and
inode: a rebuild changes them) and the host's CPU (lpf-translate compiles for this host's CPU
and features unless told otherwise). A library is stored under a temporary name and renamed into
place, so a reader never sees part of one; one that fails to load is compiled again and
replaced.

`$LPF_NATIVE_CACHE`: the directory (default `$XDG_CACHE_HOME/lpf/native`, else
`~/.cache/lpf/native`); `off` (or `0`, or empty) compiles every time. At most MOST_ENTRIES
libraries are kept, the least recently used removed first (docs/jax.md, "First calls")."""
import hashlib
import os
import platform
import shutil
import tempfile

MOST_ENTRIES = 256
SUFFIX = ".so"


def directory():
    """The cache's directory, or None where caching is off."""
    chosen = os.environ.get("LPF_NATIVE_CACHE")
    if chosen is not None:
        return None if chosen.strip().lower() in ("", "0", "off") else chosen
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "lpf", "native")


def _host_cpu(cached=[]):
    """This host's CPU as the compiler sees it: the model name and feature flags (Linux's
    /proc/cpuinfo, first processor), else the machine's architecture."""
    if not cached:
        description = platform.machine()
        try:
            with open("/proc/cpuinfo") as f:
                lines = f.read().split("\n\n")[0].splitlines()
            fields = dict(line.split(":", 1) for line in lines if ":" in line)
            picked = [fields.get(name, "").strip() for name in ("vendor_id", "model name", "flags", "Features", "CPU part")]
            description += "|" + "|".join(picked)
        except OSError:
            pass
        cached.append(description)
    return cached[0]


def key(text, translate_binary, options):
    """The cache key of a library built from `text` by `translate_binary` with `options` (every
    other argument of lpf-translate and the link, in order)."""
    digest = hashlib.sha256()
    stat = os.stat(translate_binary)
    for part in [text, os.path.realpath(translate_binary), str(stat.st_size), str(stat.st_mtime_ns), str(stat.st_ino), _host_cpu(), *options]:
        digest.update(part.encode())
        digest.update(b"\0")
    return digest.hexdigest()


def lookup(cache_key):
    """The cached library's path for `cache_key`, or None. A hit is marked used (its mtime)."""
    where = directory()
    if where is None:
        return None
    path = os.path.join(where, cache_key + SUFFIX)
    try:
        os.utime(path)
    except OSError:
        return None
    return path


def store(cache_key, library):
    """Copies the built `library` into the cache under `cache_key` (renamed into place whole);
    then removes the least recently used libraries beyond MOST_ENTRIES. A cache that cannot be
    written is no error: the library was built, and the next process builds it again."""
    where = directory()
    if where is None:
        return
    try:
        os.makedirs(where, exist_ok=True)
        handle, partial = tempfile.mkstemp(dir=where, prefix=".partial-", suffix=SUFFIX)
        os.close(handle)
        try:
            shutil.copyfile(library, partial)
            os.replace(partial, os.path.join(where, cache_key + SUFFIX))
        finally:
            if os.path.exists(partial):
                os.remove(partial)
        _prune(where)
    except OSError:
        pass


def forget(cache_key):
    """Removes `cache_key`'s library (one that failed to load)."""
    where = directory()
    if where is not None:
        try:
            os.remove(os.path.join(where, cache_key + SUFFIX))
        except OSError:
            pass


def _prune(where):
    entries = []
    for name in os.listdir(where):
        if name.endswith(SUFFIX) and not name.startswith("."):
            try:
                entries.append((os.stat(os.path.join(where, name)).st_mtime_ns, name))
            except OSError:
                pass
    entries.sort()
    for _, name in entries[:max(0, len(entries) - MOST_ENTRIES)]:
        try:
            os.remove(os.path.join(where, name))
        except OSError:
            pass
